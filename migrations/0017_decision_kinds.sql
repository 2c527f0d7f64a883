-- Every entry of the decisions log says what kind of entry it is and holds its facts as data
-- (issue 26): the function that writes an entry writes its kind and its facts with its English
-- text, and the window words the entry in the judge's language from the facts alone, never by
-- reading the English text back (docs/storage.md §14). Entries written before this migration
-- have neither (the log is append-only: they are not rewritten) and are shown as they were
-- stored.
--
-- The kinds and their facts (JSON objects; a board is {round, board, white, black}, the players'
-- names as they were, black null for a bye):
--   result       a board's result entered or corrected: the board, game (1, 2), before, after
--                (result codes, null for none)
--   paired       a round paired: round, boards (how many), drawn (what was drawn or given with
--                it, app::RoundDraw's facts, or null)
--   unpaired     a round taken back: round
--   swapped      the colours of a board exchanged by hand: the board as it was
--   exchanged    two players exchanged by hand: players [two names], boards [the two boards as
--                they were]
--   entered      a player entered: player, startNumber
--   renumbered   a start number changed: player, before, after
--   withdrawn    a player withdrawn: player, afterRound
--   returned     a withdrawal taken back: player
--   deleted      an entry deleted: player, startNumber
--   imported     a board of a game file imported: the board, result (a code, or null)
--   sheet        a game sheet stored or replaced: round, board, game, replaced (boolean)
--   round-order  a round robin's order of rounds drawn: seed, rounds [the table's rounds]
--   settings     tournament settings changed: changes [{setting, before, after}]
--   ruling       a ruling on a draw claim: its verdict (app::claimRulingJson)
--   note         anything else written through log_decision: free text, shown as written
ALTER TABLE decisions
    ADD COLUMN kind text
        CONSTRAINT decisions_kind_known
        CHECK (kind IN ('result', 'paired', 'unpaired', 'swapped', 'exchanged', 'entered',
                        'renumbered', 'withdrawn', 'returned', 'deleted', 'imported', 'sheet',
                        'round-order', 'settings', 'ruling', 'note')),
    ADD COLUMN facts jsonb,
    ADD CONSTRAINT decisions_facts_with_kind
        CHECK ((kind IS NULL) = (facts IS NULL)
               AND (facts IS NULL OR jsonb_typeof(facts) = 'object'));

COMMENT ON COLUMN decisions.kind IS 'what kind of entry (0017); null for entries made before';
COMMENT ON COLUMN decisions.facts IS 'the facts of the entry, by its kind (0017)';

-- A board's facts: {round, board, white, black}, black null for a bye.
CREATE FUNCTION pairing_facts(p_pairing bigint) RETURNS jsonb
    LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
    SELECT jsonb_build_object('round', r.number, 'board', p.board, 'white', w.name,
                              'black', b.name)
    FROM pairings p JOIN rounds r ON r.id = p.round_id
    JOIN players w ON w.id = p.white_player_id
    LEFT JOIN players b ON b.id = p.black_player_id
    WHERE p.id = p_pairing
$$;

-- log_decision takes the kind and the facts of the entries the library writes through it (a game
-- sheet, settings, a drawn round order, a ruling); without them an entry is a note.
DROP FUNCTION log_decision(bigint, integer, integer, bigint, bigint, text, text, jsonb, jsonb);
CREATE FUNCTION log_decision(p_tournament bigint, p_round integer, p_board integer,
                             p_game bigint, p_player bigint, p_what text, p_why text,
                             p_before jsonb, p_after jsonb, p_kind text DEFAULT 'note',
                             p_facts jsonb DEFAULT '{}') RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    made bigint;
BEGIN
    -- The kinds of the other functions below are theirs alone.
    IF p_kind IS NULL OR p_kind NOT IN ('sheet', 'settings', 'round-order', 'ruling', 'note') THEN
        RAISE EXCEPTION 'log_decision writes no entry of kind %', coalesce(p_kind, 'null')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO decisions (tournament_id, round, board, game_id, player_id, what, why, before,
                           after, kind, facts)
    VALUES (p_tournament, p_round, p_board, p_game, p_player, p_what, p_why, p_before, p_after,
            p_kind, coalesce(p_facts, '{}'))
    RETURNING id INTO made;
    RETURN made;
END;
$$;

CREATE OR REPLACE FUNCTION save_result(p_pairing bigint, p_version integer, p_game integer,
                                       p_result text, p_why text)
    RETURNS TABLE (version integer, tournament_id bigint, game_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old record;
    label text;
    board_facts jsonb;
    stored integer;
    game bigint;
    previous text;
BEGIN
    IF p_game NOT IN (1, 2) THEN
        RAISE EXCEPTION 'a pairing has games 1 and 2, not %', p_game
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT p.result, p.second_result, p.version, p.board, r.number, r.tournament_id INTO old
        FROM pairings p JOIN rounds r ON r.id = p.round_id
        WHERE p.id = p_pairing FOR UPDATE OF p;
    IF NOT FOUND OR old.version <> p_version THEN
        RETURN;
    END IF;
    label := pairing_label(p_pairing);
    board_facts := pairing_facts(p_pairing);
    previous := CASE WHEN p_game = 2 THEN old.second_result ELSE old.result END;
    IF p_game = 2 THEN
        UPDATE pairings SET second_result = p_result, version = pairings.version + 1
            WHERE id = p_pairing RETURNING pairings.version INTO stored;
    ELSE
        UPDATE pairings SET result = p_result, version = pairings.version + 1
            WHERE id = p_pairing RETURNING pairings.version INTO stored;
    END IF;
    SELECT g.id INTO game FROM games g WHERE g.pairing_id = p_pairing AND g.game_in_pairing = p_game;
    INSERT INTO decisions (tournament_id, round, board, game_id, what, why, before, after, kind,
                           facts)
    VALUES (old.tournament_id, old.number, old.board, game,
            format('the result of %s%s: %s -> %s', CASE WHEN p_game = 2 THEN 'game 2 of ' END,
                   label, coalesce(previous, 'none'), coalesce(p_result, 'none')),
            p_why,
            jsonb_build_object('result', previous),
            jsonb_build_object('result', p_result),
            'result',
            board_facts || jsonb_build_object('game', p_game, 'before', previous, 'after', p_result));
    RETURN QUERY SELECT stored, old.tournament_id, game;
END;
$$;

-- pair_round takes what was drawn or given with the round as facts too (app::RoundDraw).
DROP FUNCTION pair_round(bigint, integer, jsonb, text);
CREATE FUNCTION pair_round(p_tournament bigint, p_round integer, p_boards jsonb, p_drawn text,
                           p_drawn_facts jsonb DEFAULT NULL)
    RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    made bigint;
    seat jsonb;
BEGIN
    INSERT INTO rounds (tournament_id, number) VALUES (p_tournament, p_round) RETURNING id
        INTO made;
    FOR seat IN SELECT * FROM jsonb_array_elements(p_boards) LOOP
        INSERT INTO pairings (round_id, board, white_player_id, black_player_id, result, opening)
        VALUES (made, (seat ->> 'board')::integer, (seat ->> 'white')::bigint,
                (seat ->> 'black')::bigint, seat ->> 'result', seat ->> 'opening');
    END LOOP;
    INSERT INTO decisions (tournament_id, round, what, after, kind, facts)
    VALUES (p_tournament, p_round,
            format('round %s paired: %s board%s', p_round, jsonb_array_length(p_boards),
                   CASE WHEN jsonb_array_length(p_boards) = 1 THEN '' ELSE 's' END) ||
                coalesce('; ' || p_drawn, ''),
            p_boards,
            'paired',
            jsonb_build_object('round', p_round, 'boards', jsonb_array_length(p_boards),
                               'drawn', p_drawn_facts));
    RETURN made;
END;
$$;

CREATE OR REPLACE FUNCTION unpair_round(p_tournament bigint, p_round integer, p_why text)
    RETURNS TABLE (outcome text, boards integer[])
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    blocking integer[];
    paired boolean;
BEGIN
    -- The round's pairings locked, so that no result arrives while we look.
    PERFORM 1 FROM pairings p JOIN rounds r ON r.id = p.round_id
        WHERE r.tournament_id = p_tournament AND r.number = p_round FOR UPDATE OF p;
    SELECT coalesce(array_agg(p.board ORDER BY p.board), '{}') INTO blocking
        FROM pairings p JOIN rounds r ON r.id = p.round_id
        WHERE r.tournament_id = p_tournament AND r.number = p_round
          AND ((p.result IS NOT NULL AND p.result NOT LIKE 'bye-%')
               OR p.second_result IS NOT NULL
               OR EXISTS (SELECT 1 FROM games g WHERE g.pairing_id = p.id));
    IF cardinality(blocking) > 0 THEN
        RETURN QUERY SELECT 'results', blocking;
        RETURN;
    END IF;
    IF EXISTS (SELECT 1 FROM rounds WHERE tournament_id = p_tournament AND number > p_round) THEN
        RETURN QUERY SELECT 'not-last', blocking;
        RETURN;
    END IF;
    SELECT EXISTS (SELECT 1 FROM rounds WHERE tournament_id = p_tournament
                   AND number = p_round) INTO paired;
    IF NOT paired THEN
        RETURN QUERY SELECT 'not-paired', blocking;
        RETURN;
    END IF;
    DELETE FROM rounds WHERE tournament_id = p_tournament AND number = p_round;
    INSERT INTO decisions (tournament_id, round, what, why, kind, facts)
    VALUES (p_tournament, p_round, format('round %s unpaired', p_round), p_why, 'unpaired',
            jsonb_build_object('round', p_round));
    RETURN QUERY SELECT 'removed', blocking;
END;
$$;

CREATE OR REPLACE FUNCTION swap_colours(p_pairing bigint, p_version integer, p_why text)
    RETURNS TABLE (version integer, tournament_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old record;
    label text;
    board_facts jsonb;
    stored integer;
BEGIN
    SELECT p.white_player_id, p.black_player_id, p.version, p.board, p.result, p.second_result,
           r.number, r.tournament_id INTO old
        FROM pairings p JOIN rounds r ON r.id = p.round_id
        WHERE p.id = p_pairing FOR UPDATE OF p;
    IF NOT FOUND OR old.version <> p_version OR old.result IS NOT NULL
       OR old.second_result IS NOT NULL OR old.black_player_id IS NULL THEN
        RETURN;
    END IF;
    label := pairing_label(p_pairing);
    board_facts := pairing_facts(p_pairing);
    UPDATE pairings SET white_player_id = old.black_player_id,
                        black_player_id = old.white_player_id, version = pairings.version + 1
        WHERE id = p_pairing RETURNING pairings.version INTO stored;
    INSERT INTO decisions (tournament_id, round, board, what, why, before, after, kind, facts)
    VALUES (old.tournament_id, old.number, old.board,
            'swapped by hand: the colours of ' || label, p_why,
            jsonb_build_object('white', old.white_player_id, 'black', old.black_player_id),
            jsonb_build_object('white', old.black_player_id, 'black', old.white_player_id),
            'swapped', board_facts);
    RETURN QUERY SELECT stored, old.tournament_id;
END;
$$;

CREATE OR REPLACE FUNCTION exchange_players(p_first bigint, p_first_version integer,
                                            p_first_player bigint, p_second bigint,
                                            p_second_version integer, p_second_player bigint,
                                            p_why text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    one record;
    two record;
    labels text;
    names text;
    facts jsonb;
BEGIN
    SELECT p.*, r.tournament_id, r.number INTO one FROM pairings p
        JOIN rounds r ON r.id = p.round_id WHERE p.id = p_first FOR UPDATE OF p;
    SELECT p.*, r.tournament_id, r.number INTO two FROM pairings p
        JOIN rounds r ON r.id = p.round_id WHERE p.id = p_second FOR UPDATE OF p;
    IF one.id IS NULL OR two.id IS NULL OR p_first = p_second
       OR one.version <> p_first_version OR two.version <> p_second_version
       OR one.round_id <> two.round_id
       OR NOT (p_first_player IN (one.white_player_id, one.black_player_id))
       OR NOT (p_second_player IN (two.white_player_id, two.black_player_id))
       OR ((one.result IS NOT NULL OR one.second_result IS NOT NULL)
           AND one.black_player_id IS NOT NULL)
       OR ((two.result IS NOT NULL OR two.second_result IS NOT NULL)
           AND two.black_player_id IS NOT NULL) THEN
        RETURN false;
    END IF;
    labels := pairing_label(p_first) || ' and ' || pairing_label(p_second);
    SELECT (SELECT name FROM players WHERE id = p_first_player) || ' and ' ||
           (SELECT name FROM players WHERE id = p_second_player) INTO names;
    facts := jsonb_build_object(
        'players', jsonb_build_array((SELECT name FROM players WHERE id = p_first_player),
                                     (SELECT name FROM players WHERE id = p_second_player)),
        'boards', jsonb_build_array(pairing_facts(p_first), pairing_facts(p_second)));
    -- Each moves into the other's seat: one of them sits twice until both have moved.
    SET CONSTRAINTS round_seats_pkey DEFERRED;
    UPDATE pairings SET
        white_player_id = CASE WHEN white_player_id = p_first_player THEN p_second_player
                               ELSE white_player_id END,
        black_player_id = CASE WHEN black_player_id = p_first_player THEN p_second_player
                               ELSE black_player_id END,
        version = version + 1
        WHERE id = p_first;
    UPDATE pairings SET
        white_player_id = CASE WHEN white_player_id = p_second_player THEN p_first_player
                               ELSE white_player_id END,
        black_player_id = CASE WHEN black_player_id = p_second_player THEN p_first_player
                               ELSE black_player_id END,
        version = version + 1
        WHERE id = p_second;
    SET CONSTRAINTS round_seats_pkey IMMEDIATE;
    INSERT INTO decisions (tournament_id, round, what, why, kind, facts)
    VALUES (one.tournament_id, one.number,
            'exchanged by hand: ' || names || ' between ' || labels, p_why, 'exchanged', facts);
    RETURN true;
END;
$$;

CREATE OR REPLACE FUNCTION enter_player(p_tournament bigint, p_player bigint,
                                        p_start_number integer)
    RETURNS TABLE (start_number integer, version integer, name text)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    number integer;
    stored integer;
    who text;
BEGIN
    PERFORM pg_advisory_xact_lock(730512948, (p_tournament % 2147483647)::integer);
    INSERT INTO entries (tournament_id, player_id, start_number)
    VALUES (p_tournament, p_player,
            coalesce(p_start_number,
                     (SELECT coalesce(max(e.start_number), 0) + 1 FROM entries e
                      WHERE e.tournament_id = p_tournament)))
    RETURNING entries.start_number, entries.version INTO number, stored;
    SELECT p.name INTO who FROM players p WHERE p.id = p_player;
    INSERT INTO decisions (tournament_id, player_id, what, after, kind, facts)
    VALUES (p_tournament, p_player, format('%s entered with start number %s', who, number),
            jsonb_build_object('startNumber', number), 'entered',
            jsonb_build_object('player', who, 'startNumber', number));
    RETURN QUERY SELECT number, stored, who;
END;
$$;

CREATE OR REPLACE FUNCTION save_entry(p_tournament bigint, p_player bigint, p_version integer,
                                      p_start_number integer, p_withdrawn_after integer,
                                      p_why text)
    RETURNS TABLE (version integer, withdrawn_before integer)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old record;
    stored integer;
    who text;
    left_after integer;
BEGIN
    SELECT e.version, e.withdrawn_after_round, e.start_number INTO old FROM entries e
        WHERE e.tournament_id = p_tournament AND e.player_id = p_player FOR UPDATE;
    IF NOT FOUND OR old.version <> p_version THEN
        RETURN;
    END IF;
    UPDATE entries e SET start_number = p_start_number, withdrawn_after_round = p_withdrawn_after,
                         version = e.version + 1
        WHERE e.tournament_id = p_tournament AND e.player_id = p_player
        RETURNING e.version INTO stored;
    SELECT p.name INTO who FROM players p WHERE p.id = p_player;
    IF old.start_number <> p_start_number THEN
        INSERT INTO decisions (tournament_id, player_id, what, why, before, after, kind, facts)
        VALUES (p_tournament, p_player,
                format('%s renumbered: start number %s -> %s', who, old.start_number,
                       p_start_number),
                p_why, jsonb_build_object('startNumber', old.start_number),
                jsonb_build_object('startNumber', p_start_number), 'renumbered',
                jsonb_build_object('player', who, 'before', old.start_number,
                                   'after', p_start_number));
    END IF;
    IF old.withdrawn_after_round IS DISTINCT FROM p_withdrawn_after THEN
        -- About the player, and the round after which he left (or left before coming back);
        -- withdrawn after round 0 (before the first) concerns no round.
        left_after := coalesce(p_withdrawn_after, old.withdrawn_after_round);
        INSERT INTO decisions (tournament_id, round, player_id, what, why, before, after, kind,
                               facts)
        VALUES (p_tournament, CASE WHEN left_after > 0 THEN left_after END, p_player,
                CASE WHEN p_withdrawn_after IS NOT NULL
                     THEN format('%s withdrawn after round %s', who, p_withdrawn_after)
                     ELSE who || ' back in the tournament' END,
                p_why,
                jsonb_build_object('withdrawnAfterRound', old.withdrawn_after_round),
                jsonb_build_object('withdrawnAfterRound', p_withdrawn_after),
                CASE WHEN p_withdrawn_after IS NOT NULL THEN 'withdrawn' ELSE 'returned' END,
                CASE WHEN p_withdrawn_after IS NOT NULL
                     THEN jsonb_build_object('player', who, 'afterRound', p_withdrawn_after)
                     ELSE jsonb_build_object('player', who) END);
    END IF;
    RETURN QUERY SELECT stored, old.withdrawn_after_round;
END;
$$;

CREATE OR REPLACE FUNCTION remove_entry(p_tournament bigint, p_player bigint, p_version integer,
                                        p_why text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old record;
    who text;
BEGIN
    SELECT e.version, e.start_number INTO old FROM entries e
        WHERE e.tournament_id = p_tournament AND e.player_id = p_player FOR UPDATE;
    IF NOT FOUND THEN
        RETURN 'missing';
    END IF;
    IF old.version <> p_version THEN
        RETURN 'changed';
    END IF;
    IF EXISTS (SELECT 1 FROM round_seats s JOIN rounds r ON r.id = s.round_id
               WHERE r.tournament_id = p_tournament AND s.player_id = p_player)
       OR EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = p_tournament
                  AND p_player IN (g.white_player_id, g.black_player_id)) THEN
        RETURN 'paired';
    END IF;
    SELECT p.name INTO who FROM players p WHERE p.id = p_player;
    DELETE FROM entries e WHERE e.tournament_id = p_tournament AND e.player_id = p_player;
    DELETE FROM players p WHERE p.id = p_player
        AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.player_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM pairings q WHERE p.id IN (q.white_player_id,
                                                                 q.black_player_id))
        AND NOT EXISTS (SELECT 1 FROM games g WHERE p.id IN (g.white_player_id,
                                                              g.black_player_id));
    INSERT INTO decisions (tournament_id, player_id, what, why, kind, facts)
    VALUES (p_tournament, p_player,
            format('%s (No %s) deleted from the tournament', who, old.start_number), p_why,
            'deleted', jsonb_build_object('player', who, 'startNumber', old.start_number));
    RETURN 'removed';
END;
$$;

CREATE OR REPLACE FUNCTION import_pairing(p_tournament bigint, p_round integer, p_white bigint,
                                          p_black bigint, p_result text, p_source text)
    RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    the_round bigint;
    made bigint;
BEGIN
    INSERT INTO rounds (tournament_id, number) VALUES (p_tournament, p_round)
        ON CONFLICT (tournament_id, number) DO UPDATE SET number = EXCLUDED.number
        RETURNING id INTO the_round;
    INSERT INTO pairings (round_id, board, white_player_id, black_player_id, result)
    VALUES (the_round,
            (SELECT coalesce(max(p.board), 0) + 1 FROM pairings p WHERE p.round_id = the_round),
            p_white, p_black, p_result)
    RETURNING id INTO made;
    -- Each pairing an import adds is logged with its players and result: no board comes in
    -- unrecorded, whoever calls this.
    INSERT INTO decisions (tournament_id, round, board, what, why, after, kind, facts)
    SELECT p_tournament, p_round, p.board,
           format('board %s of round %s imported: %s - %s %s', p.board, p_round, w.name,
                  b.name, coalesce(p_result, '*')),
           p_source,
           jsonb_build_object('white', p_white, 'black', p_black, 'result', p_result),
           'imported',
           pairing_facts(made) || jsonb_build_object('result', p_result)
    FROM pairings p JOIN players w ON w.id = p.white_player_id
    JOIN players b ON b.id = p.black_player_id
    WHERE p.id = made;
    RETURN made;
END;
$$;

REVOKE EXECUTE ON FUNCTION log_decision(bigint, integer, integer, bigint, bigint, text, text,
                                        jsonb, jsonb, text, jsonb),
                           pair_round(bigint, integer, jsonb, text, jsonb),
                           pairing_facts(bigint)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION log_decision(bigint, integer, integer, bigint, bigint, text, text, jsonb,
                                       jsonb, text, jsonb)
    TO shashki_judge, shashki_chief;
GRANT EXECUTE ON FUNCTION pair_round(bigint, integer, jsonb, text, jsonb) TO shashki_chief;
