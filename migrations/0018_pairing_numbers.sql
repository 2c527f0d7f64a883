-- Pairing numbers by the initial ranking (issue 27, docs/tournaments.md §8): a Swiss's start
-- numbers are its pairing numbers, given by rating, then title, then name (FIDE C.04.2 A.2,
-- C.04.3 A.2) before round 1. A late entry is inserted at its rank and the numbers from there on
-- move up by one (C.04.3, late entries); before round 1 the arbiter may sort the numbers again, fix
-- an order by hand or, in a round robin, draw them by lot — each logged with the order given.
--
-- Moving numbers up needs the uniqueness of a start number checked once a statement is done, not
-- row by row: the constraint becomes deferrable (checked at the end of each statement).
ALTER TABLE entries DROP CONSTRAINT entries_tournament_id_start_number_key;
ALTER TABLE entries
    ADD CONSTRAINT entries_tournament_id_start_number_key
        UNIQUE (tournament_id, start_number) DEFERRABLE INITIALLY IMMEDIATE;

ALTER TABLE decisions DROP CONSTRAINT decisions_kind_known;
ALTER TABLE decisions
    ADD CONSTRAINT decisions_kind_known
        CHECK (kind IN ('result', 'paired', 'unpaired', 'swapped', 'exchanged', 'entered',
                        'renumbered', 'withdrawn', 'returned', 'deleted', 'imported', 'sheet',
                        'round-order', 'settings', 'ruling', 'note', 'numbered'));

-- The kinds of 0017, and:
--   entered      also movedUp: how many entries moved up by one to make room (0 when none)
--   numbered     the start numbers given anew before round 1: how ('ranking', 'arbiter',
--                'lot'), order [the players' names by their new numbers], moved (how many
--                numbers changed)

-- A player entered with `p_start_number` (the numbers from it on move up by one when it is
-- taken), or the next free number. The caller takes the tournament's lock first when it computes
-- the number from the entries (app::enterPlayer): the number and the entry are of one moment.
DROP FUNCTION enter_player(bigint, bigint, integer);
CREATE FUNCTION enter_player(p_tournament bigint, p_player bigint, p_start_number integer)
    RETURNS TABLE (start_number integer, version integer, name text, moved_up integer)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    number integer;
    stored integer;
    who text;
    moved integer := 0;
    last integer;
BEGIN
    PERFORM pg_advisory_xact_lock(730512948, (p_tournament % 2147483647)::integer);
    SELECT coalesce(max(e.start_number), 0) INTO last FROM entries e
    WHERE e.tournament_id = p_tournament;
    number := coalesce(p_start_number, last + 1);
    IF EXISTS (SELECT 1 FROM entries e WHERE e.tournament_id = p_tournament
               AND e.start_number = number) THEN
        UPDATE entries e SET start_number = e.start_number + 1, version = e.version + 1
        WHERE e.tournament_id = p_tournament AND e.start_number >= number;
        GET DIAGNOSTICS moved = ROW_COUNT;
    END IF;
    INSERT INTO entries (tournament_id, player_id, start_number)
    VALUES (p_tournament, p_player, number)
    RETURNING entries.start_number, entries.version INTO number, stored;
    SELECT p.name INTO who FROM players p WHERE p.id = p_player;
    INSERT INTO decisions (tournament_id, player_id, what, after, kind, facts)
    VALUES (p_tournament, p_player,
            CASE WHEN moved = 0 THEN format('%s entered with start number %s', who, number)
                 ELSE format('%s entered with start number %s; the numbers from %s on moved '
                             'up by one', who, number, number)
            END,
            jsonb_build_object('startNumber', number), 'entered',
            jsonb_build_object('player', who, 'startNumber', number, 'movedUp', moved));
    RETURN QUERY SELECT number, stored, who, moved;
END;
$$;

-- The tournament's start numbers given anew: `p_players` in their new order get 1, 2, 3 …, logged
-- as `p_how` with `p_why`. Only before round 1 is paired ('paired' then, nothing changed), and
-- only for exactly the tournament's entries ('mismatch' otherwise: someone entered or deleted a
-- player meanwhile). The number of entries whose number changed.
CREATE FUNCTION number_entries(p_tournament bigint, p_players bigint[], p_how text, p_why text)
    RETURNS TABLE (status text, moved integer)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    changed integer := 0;
    names jsonb;
BEGIN
    IF p_how IS NULL OR p_how NOT IN ('ranking', 'arbiter', 'lot') THEN
        RAISE EXCEPTION 'no numbering %', coalesce(p_how, 'null')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM pg_advisory_xact_lock(730512948, (p_tournament % 2147483647)::integer);
    IF EXISTS (SELECT 1 FROM rounds r WHERE r.tournament_id = p_tournament) THEN
        RETURN QUERY SELECT 'paired'::text, 0;
        RETURN;
    END IF;
    IF (SELECT count(*) FROM entries e WHERE e.tournament_id = p_tournament)
           <> coalesce(cardinality(p_players), 0)
       OR (SELECT count(DISTINCT u.player_id) FROM unnest(p_players) AS u(player_id))
              <> cardinality(p_players)
       OR EXISTS (SELECT 1 FROM unnest(p_players) AS u(player_id)
                  WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.tournament_id = p_tournament
                                    AND e.player_id = u.player_id)) THEN
        RETURN QUERY SELECT 'mismatch'::text, 0;
        RETURN;
    END IF;
    WITH wanted AS (
        SELECT u.player_id, u.place::integer AS number
        FROM unnest(p_players) WITH ORDINALITY AS u(player_id, place)
    )
    UPDATE entries e SET start_number = w.number, version = e.version + 1
    FROM wanted w
    WHERE e.tournament_id = p_tournament AND e.player_id = w.player_id
      AND e.start_number <> w.number;
    GET DIAGNOSTICS changed = ROW_COUNT;
    SELECT jsonb_agg(p.name ORDER BY e.start_number) INTO names
    FROM entries e JOIN players p ON p.id = e.player_id
    WHERE e.tournament_id = p_tournament;
    INSERT INTO decisions (tournament_id, what, why, kind, facts)
    VALUES (p_tournament,
            format('start numbers given %s: %s', CASE p_how WHEN 'ranking' THEN 'by the ranking'
                                                            WHEN 'arbiter' THEN 'by the arbiter'
                                                            ELSE 'by lot' END,
                   (SELECT string_agg(format('%s. %s', n.place, n.name), ', ' ORDER BY n.place)
                    FROM jsonb_array_elements_text(coalesce(names, '[]'))
                         WITH ORDINALITY AS n(name, place))),
            p_why, 'numbered',
            jsonb_build_object('how', p_how, 'order', coalesce(names, '[]'), 'moved', changed));
    RETURN QUERY SELECT 'numbered'::text, changed;
END;
$$;

REVOKE EXECUTE ON FUNCTION enter_player(bigint, bigint, integer),
                           number_entries(bigint, bigint[], text, text)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION enter_player(bigint, bigint, integer),
                          number_entries(bigint, bigint[], text, text)
    TO shashki_chief;
