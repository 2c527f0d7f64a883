-- Every change of a result, a pairing or a withdrawal leaves its decisions-log entry by
-- construction (issue 13): the roles no longer write pairings, rounds, round seats, entries or the
-- log directly; they call the functions below, which make the change and write its entry in the
-- same transaction. The functions are SECURITY DEFINER (they run with the schema owner's
-- rights) with a fixed search_path, and only the roles named after each may execute them.
--
-- Who decided and when is the database's fact, not the client's: every row of the log gets
-- decided_by = session_user (the login, even after SET ROLE or inside these functions) and
-- decided_at = the transaction's start, whatever an INSERT says.

CREATE FUNCTION decisions_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.decided_by := session_user;
    NEW.decided_at := transaction_timestamp();
    RETURN NEW;
END;
$$;

CREATE TRIGGER decisions_stamp
    BEFORE INSERT ON decisions
    FOR EACH ROW EXECUTE FUNCTION decisions_stamp();

ALTER TABLE decisions ALTER COLUMN decided_by SET DEFAULT session_user;

-- A claim's who and when likewise: the login that recorded it, at its transaction's time, kept
-- as they were when the claim is changed.
CREATE FUNCTION claims_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        NEW.recorded_by := session_user;
        NEW.claimed_at := transaction_timestamp();
    ELSE
        NEW.recorded_by := OLD.recorded_by;
        NEW.claimed_at := OLD.claimed_at;
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER claims_stamp
    BEFORE INSERT OR UPDATE ON claims
    FOR EACH ROW EXECUTE FUNCTION claims_stamp();

ALTER TABLE claims ALTER COLUMN recorded_by SET DEFAULT session_user;

-- The functions below run with the owner's rights: nobody else may create objects in the schema
-- they search (PostgreSQL 15's default; a database upgraded from an older server may still allow
-- it), and pg_catalog is searched first.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

-- A decision that is not a change of those tables: a claim ruling, a settings change, a game
-- sheet stored or replaced. Judges and chiefs append; the text is theirs, the who and when are
-- not.
CREATE FUNCTION log_decision(p_tournament bigint, p_round integer, p_board integer,
                             p_game bigint, p_player bigint, p_what text, p_why text,
                             p_before jsonb, p_after jsonb) RETURNS bigint
    LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
    INSERT INTO decisions (tournament_id, round, board, game_id, player_id, what, why, before,
                           after)
    VALUES (p_tournament, p_round, p_board, p_game, p_player, p_what, p_why, p_before, p_after)
    RETURNING id
$$;

-- "board 2 of round 3 (Ботвинник - Таль)", "board 9 of round 3 (Смыслов - bye)".
CREATE FUNCTION pairing_label(p_pairing bigint) RETURNS text
    LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
    SELECT format('board %s of round %s (%s - %s)', p.board, r.number, w.name,
                  coalesce(b.name, 'bye'))
    FROM pairings p JOIN rounds r ON r.id = p.round_id
    JOIN players w ON w.id = p.white_player_id
    LEFT JOIN players b ON b.id = p.black_player_id
    WHERE p.id = p_pairing
$$;

-- A result typed over the version the judge read: no row when the pairing changed since (or is
-- gone); the client then says which. Game 2 is the second game of a micro-match.
CREATE FUNCTION save_result(p_pairing bigint, p_version integer, p_game integer, p_result text,
                            p_why text)
    RETURNS TABLE (version integer, tournament_id bigint, game_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old record;
    label text;
    stored integer;
    game bigint;
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
    IF p_game = 2 THEN
        UPDATE pairings SET second_result = p_result, version = pairings.version + 1
            WHERE id = p_pairing RETURNING pairings.version INTO stored;
    ELSE
        UPDATE pairings SET result = p_result, version = pairings.version + 1
            WHERE id = p_pairing RETURNING pairings.version INTO stored;
    END IF;
    SELECT g.id INTO game FROM games g WHERE g.pairing_id = p_pairing AND g.game_in_pairing = p_game;
    INSERT INTO decisions (tournament_id, round, board, game_id, what, why, before, after)
    VALUES (old.tournament_id, old.number, old.board, game,
            format('the result of %s%s: %s -> %s', CASE WHEN p_game = 2 THEN 'game 2 of ' END,
                   label,
                   coalesce(CASE WHEN p_game = 2 THEN old.second_result ELSE old.result END,
                            'none'),
                   coalesce(p_result, 'none')),
            p_why,
            jsonb_build_object('result', CASE WHEN p_game = 2 THEN old.second_result
                                              ELSE old.result END),
            jsonb_build_object('result', p_result));
    RETURN QUERY SELECT stored, old.tournament_id, game;
END;
$$;

-- A game sheet and its board's result saved at once: each is checked against the other at commit
-- (0004, 0009), and each check would see the other's change not yet committed, so that both
-- could stand, contradicting each other. The sheet's check therefore reads the board FOR SHARE:
-- it waits for a result being saved (save_result holds the board's row until it commits) and
-- reads the result committed then; a result saved after that waits for the sheet's commit, and
-- its own check sees the sheet (issue 13's stress test).
CREATE OR REPLACE FUNCTION games_result_agrees() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    game record;
BEGIN
    SELECT g.result,
           CASE WHEN g.game_in_pairing = 2 THEN p.second_result ELSE p.result END
               AS pairing_result INTO game
        FROM games g JOIN pairings p ON p.id = g.pairing_id
        WHERE g.id = NEW.id
        FOR SHARE OF p;
    IF FOUND AND NOT results_agree(game.result, game.pairing_result) THEN
        RAISE EXCEPTION 'game % has result %, which its pairing''s result (%) contradicts',
                        NEW.id, game.result, game.pairing_result
            USING ERRCODE = 'check_violation', TABLE = 'games',
                  CONSTRAINT = 'games_result_agrees';
    END IF;
    RETURN NULL;
END;
$$;

-- A round paired: its boards as a JSON array of {board, white, black, result, opening}, and what
-- was drawn for it (a micro-match opening), if anything.
CREATE FUNCTION pair_round(p_tournament bigint, p_round integer, p_boards jsonb, p_drawn text)
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
    INSERT INTO decisions (tournament_id, round, what, after)
    VALUES (p_tournament, p_round,
            format('round %s paired: %s board%s', p_round, jsonb_array_length(p_boards),
                   CASE WHEN jsonb_array_length(p_boards) = 1 THEN '' ELSE 's' END) ||
                coalesce('; ' || p_drawn, ''),
            p_boards);
    RETURN made;
END;
$$;

-- The last round taken back when none of its boards has a result or a game sheet.
--   outcome 'removed', or 'results' (with those boards; nothing removed), 'not-last' (a later
--   round is paired), 'not-paired'.
CREATE FUNCTION unpair_round(p_tournament bigint, p_round integer, p_why text)
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
    INSERT INTO decisions (tournament_id, round, what, why)
    VALUES (p_tournament, p_round, format('round %s unpaired', p_round), p_why);
    RETURN QUERY SELECT 'removed', blocking;
END;
$$;

-- White and Black of a board without a result exchanged by hand.
CREATE FUNCTION swap_colours(p_pairing bigint, p_version integer, p_why text)
    RETURNS TABLE (version integer, tournament_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old record;
    label text;
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
    UPDATE pairings SET white_player_id = old.black_player_id,
                        black_player_id = old.white_player_id, version = pairings.version + 1
        WHERE id = p_pairing RETURNING pairings.version INTO stored;
    INSERT INTO decisions (tournament_id, round, board, what, why, before, after)
    VALUES (old.tournament_id, old.number, old.board,
            'swapped by hand: the colours of ' || label, p_why,
            jsonb_build_object('white', old.white_player_id, 'black', old.black_player_id),
            jsonb_build_object('white', old.black_player_id, 'black', old.white_player_id));
    RETURN QUERY SELECT stored, old.tournament_id;
END;
$$;

-- Two players of one round exchange their seats (a pairing corrected by hand). Each board must
-- be at the version read and without a result (a bye may have its bye result). False when either
-- is not: nothing changed.
CREATE FUNCTION exchange_players(p_first bigint, p_first_version integer, p_first_player bigint,
                                 p_second bigint, p_second_version integer,
                                 p_second_player bigint, p_why text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    one record;
    two record;
    labels text;
    names text;
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
    INSERT INTO decisions (tournament_id, round, what, why)
    VALUES (one.tournament_id, one.number,
            'exchanged by hand: ' || names || ' between ' || labels, p_why);
    RETURN true;
END;
$$;

-- A player entered: the next start number unless one is given. Entries of one tournament are
-- numbered one at a time (a transaction lock per tournament), so that two judges entering
-- players at once never race for a number.
CREATE FUNCTION enter_player(p_tournament bigint, p_player bigint, p_start_number integer)
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
    INSERT INTO decisions (tournament_id, player_id, what, after)
    VALUES (p_tournament, p_player, format('%s entered with start number %s', who, number),
            jsonb_build_object('startNumber', number));
    RETURN QUERY SELECT number, stored, who;
END;
$$;

-- An entry's start number and withdrawal saved over the version read (no row when it changed
-- since or is gone); a new start number, a withdrawal or its taking back is logged.
CREATE FUNCTION save_entry(p_tournament bigint, p_player bigint, p_version integer,
                           p_start_number integer, p_withdrawn_after integer, p_why text)
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
        INSERT INTO decisions (tournament_id, player_id, what, why, before, after)
        VALUES (p_tournament, p_player,
                format('%s renumbered: start number %s -> %s', who, old.start_number,
                       p_start_number),
                p_why, jsonb_build_object('startNumber', old.start_number),
                jsonb_build_object('startNumber', p_start_number));
    END IF;
    IF old.withdrawn_after_round IS DISTINCT FROM p_withdrawn_after THEN
        -- About the player, and the round after which he left (or left before coming back);
        -- withdrawn after round 0 (before the first) concerns no round.
        left_after := coalesce(p_withdrawn_after, old.withdrawn_after_round);
        INSERT INTO decisions (tournament_id, round, player_id, what, why, before, after)
        VALUES (p_tournament, CASE WHEN left_after > 0 THEN left_after END, p_player,
                CASE WHEN p_withdrawn_after IS NOT NULL
                     THEN format('%s withdrawn after round %s', who, p_withdrawn_after)
                     ELSE who || ' back in the tournament' END,
                p_why,
                jsonb_build_object('withdrawnAfterRound', old.withdrawn_after_round),
                jsonb_build_object('withdrawnAfterRound', p_withdrawn_after));
    END IF;
    RETURN QUERY SELECT stored, old.withdrawn_after_round;
END;
$$;

-- An entry deleted, over the version read, when its player sits at no board and has no game in
-- the tournament; the player too when nothing else refers to him. Outcome 'removed', 'paired'
-- (nothing removed), 'changed' (another version) or 'missing'.
CREATE FUNCTION remove_entry(p_tournament bigint, p_player bigint, p_version integer,
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
    INSERT INTO decisions (tournament_id, player_id, what, why)
    VALUES (p_tournament, p_player,
            format('%s (No %s) deleted from the tournament', who, old.start_number), p_why);
    RETURN 'removed';
END;
$$;

-- A pairing of a game file's round (shashki import): the round made when it is new, the board
-- the next free one, logged with the file it came from.
CREATE FUNCTION import_pairing(p_tournament bigint, p_round integer, p_white bigint,
                               p_black bigint, p_result text, p_source text) RETURNS bigint
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
    INSERT INTO decisions (tournament_id, round, board, what, why, after)
    SELECT p_tournament, p_round, p.board,
           format('board %s of round %s imported: %s - %s %s', p.board, p_round, w.name,
                  b.name, coalesce(p_result, '*')),
           p_source,
           jsonb_build_object('white', p_white, 'black', p_black, 'result', p_result)
    FROM pairings p JOIN players w ON w.id = p.white_player_id
    JOIN players b ON b.id = p.black_player_id
    WHERE p.id = made;
    RETURN made;
END;
$$;

REVOKE EXECUTE ON FUNCTION log_decision(bigint, integer, integer, bigint, bigint, text, text,
                                        jsonb, jsonb),
                           save_result(bigint, integer, integer, text, text),
                           pair_round(bigint, integer, jsonb, text),
                           unpair_round(bigint, integer, text),
                           swap_colours(bigint, integer, text),
                           exchange_players(bigint, integer, bigint, bigint, integer, bigint, text),
                           enter_player(bigint, bigint, integer),
                           save_entry(bigint, bigint, integer, integer, integer, text),
                           remove_entry(bigint, bigint, integer, text),
                           import_pairing(bigint, integer, bigint, bigint, text, text)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION log_decision(bigint, integer, integer, bigint, bigint, text, text, jsonb,
                                       jsonb),
                          save_result(bigint, integer, integer, text, text)
    TO shashki_judge, shashki_chief;
GRANT EXECUTE ON FUNCTION pair_round(bigint, integer, jsonb, text),
                          unpair_round(bigint, integer, text),
                          swap_colours(bigint, integer, text),
                          exchange_players(bigint, integer, bigint, bigint, integer, bigint, text),
                          enter_player(bigint, bigint, integer),
                          save_entry(bigint, bigint, integer, integer, integer, text),
                          remove_entry(bigint, bigint, integer, text),
                          import_pairing(bigint, integer, bigint, bigint, text, text)
    TO shashki_chief;

-- Every login reads which migrations are applied (commands check it and never migrate), and the
-- sequences' positions (a backup by any of them: pg_dump reads them).
GRANT SELECT ON schema_migrations TO shashki_viewer, shashki_judge, shashki_chief;
GRANT SELECT ON ALL SEQUENCES IN SCHEMA public TO shashki_viewer, shashki_judge, shashki_chief;

-- No direct writes of what the functions write.
REVOKE INSERT, UPDATE, DELETE ON rounds, pairings, round_seats FROM shashki_chief;
REVOKE UPDATE (result, version, second_result) ON pairings FROM shashki_judge;
REVOKE INSERT, UPDATE, DELETE ON entries FROM shashki_chief;
REVOKE INSERT ON decisions FROM shashki_judge, shashki_chief;
-- A stored game sheet and its claims are replaced in place (the program logs it), never deleted
-- by a role: a judge cannot make a sheet disappear unlogged.
REVOKE DELETE ON games, claims FROM shashki_judge, shashki_chief;
