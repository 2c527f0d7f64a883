-- Every function a role may call checks all its arguments (issue 28, point 5), so that a login
-- calling it by hand (psql) cannot do what the program never would:
--   save_result       a NULL game or row version no longer skips the checks (NULL <> x is not
--                     true: the version check let a NULL through); game 2 only in a tournament
--                     of micro-matches (a hidden second result blocked unpairing)
--   swap_colours,     a NULL row version no longer skips the "changed by someone else" check
--   save_entry,
--   remove_entry
--   exchange_players  the same for both versions; and each player must sit at his board (with
--                     a bye board, "player IN (white, NULL)" was never false, so any player was
--                     seated and a real one dropped)
--   pair_round        only the next round, within the planned rounds, of boards that seat
--                     entries of the tournament not withdrawn before the round
--   import_pairing    two players (no bye comes from a file), entries of the tournament not
--                     withdrawn before the round, a round from 1 within the planned rounds
-- A refusal raises invalid_parameter_value (22023) and changes nothing.

-- Each function is rewritten where the words to change stand (its text as 0017 and 0018 wrote
-- it); a function without them stops the migration.
CREATE FUNCTION pg_temp.rewrite(fn regprocedure, old text, new text) RETURNS void
    LANGUAGE plpgsql AS $$
DECLARE
    definition text := pg_get_functiondef(fn);
BEGIN
    IF position(old IN definition) = 0 THEN
        RAISE EXCEPTION '% does not say: %', fn, old;
    END IF;
    EXECUTE replace(definition, old, new);
END;
$$;

SELECT pg_temp.rewrite('save_result(bigint,integer,integer,text,text)',
                       'IF p_game NOT IN (1, 2) THEN',
                       'IF p_game IS NULL OR p_game NOT IN (1, 2) THEN');
SELECT pg_temp.rewrite('save_result(bigint,integer,integer,text,text)',
                       'IF NOT FOUND OR old.version <> p_version THEN',
                       'IF NOT FOUND OR old.version IS DISTINCT FROM p_version THEN');
SELECT pg_temp.rewrite('save_result(bigint,integer,integer,text,text)',
                       'label := pairing_label(p_pairing);',
                       'IF p_game = 2 AND NOT (SELECT t.drawn_openings FROM tournaments t
                                    WHERE t.id = old.tournament_id) THEN
        RAISE EXCEPTION ''a tournament without micro-matches has no game 2''
            USING ERRCODE = ''invalid_parameter_value'';
    END IF;
    label := pairing_label(p_pairing);');
SELECT pg_temp.rewrite('swap_colours(bigint,integer,text)',
                       'IF NOT FOUND OR old.version <> p_version OR',
                       'IF NOT FOUND OR old.version IS DISTINCT FROM p_version OR');
SELECT pg_temp.rewrite('save_entry(bigint,bigint,integer,integer,integer,text)',
                       'IF NOT FOUND OR old.version <> p_version THEN',
                       'IF NOT FOUND OR old.version IS DISTINCT FROM p_version THEN');
SELECT pg_temp.rewrite('remove_entry(bigint,bigint,integer,text)',
                       'IF old.version <> p_version THEN',
                       'IF old.version IS DISTINCT FROM p_version THEN');
SELECT pg_temp.rewrite('exchange_players(bigint,integer,bigint,bigint,integer,bigint,text)',
                       'OR one.version <> p_first_version OR two.version <> p_second_version',
                       'OR one.version IS DISTINCT FROM p_first_version
       OR two.version IS DISTINCT FROM p_second_version');
SELECT pg_temp.rewrite('exchange_players(bigint,integer,bigint,bigint,integer,bigint,text)',
                       'OR NOT (p_first_player IN (one.white_player_id, one.black_player_id))
       OR NOT (p_second_player IN (two.white_player_id, two.black_player_id))',
                       'OR p_first_player IS NULL OR p_second_player IS NULL
       OR NOT (p_first_player = one.white_player_id
               OR p_first_player IS NOT DISTINCT FROM one.black_player_id)
       OR NOT (p_second_player = two.white_player_id
               OR p_second_player IS NOT DISTINCT FROM two.black_player_id)');

-- Whether `p_player` may sit at a board of round `p_round` of `p_tournament`: entered, and not
-- withdrawn before the round.
CREATE FUNCTION seated_entry(p_tournament bigint, p_player bigint, p_round integer)
    RETURNS boolean
    LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
    SELECT EXISTS (SELECT 1 FROM entries e
                   WHERE e.tournament_id = p_tournament AND e.player_id = p_player
                     AND (e.withdrawn_after_round IS NULL OR e.withdrawn_after_round >= p_round))
$$;

-- Refuses a round `p_round` of `p_tournament` that is not from 1 or past its planned rounds.
CREATE FUNCTION check_round_number(p_tournament bigint, p_round integer) RETURNS void
    LANGUAGE plpgsql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    planned integer;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = p_tournament) THEN
        RAISE EXCEPTION 'there is no tournament %', coalesce(p_tournament::text, 'null')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT t.rounds_planned INTO planned FROM tournaments t WHERE t.id = p_tournament;
    IF p_round IS NULL OR p_round < 1 OR p_round > coalesce(planned, p_round) THEN
        RAISE EXCEPTION 'round % is not a round of the tournament (planned: %)',
            coalesce(p_round::text, 'null'), coalesce(planned::text, 'not set')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
END;
$$;

-- pair_round and import_pairing check their arguments before anything else; the rest of them
-- stays as 0017 wrote it.
SELECT pg_temp.rewrite('pair_round(bigint,integer,jsonb,text,jsonb)',
                       'INSERT INTO rounds (tournament_id, number) VALUES (p_tournament, p_round) RETURNING id',
                       'PERFORM check_round_number(p_tournament, p_round);
    IF p_round <> (SELECT coalesce(max(r.number), 0) + 1 FROM rounds r
                   WHERE r.tournament_id = p_tournament) THEN
        RAISE EXCEPTION ''round % is not the next round to pair'', p_round
            USING ERRCODE = ''invalid_parameter_value'';
    END IF;
    IF jsonb_typeof(p_boards) IS DISTINCT FROM ''array'' OR jsonb_array_length(p_boards) = 0 THEN
        RAISE EXCEPTION ''a round is paired with its boards''
            USING ERRCODE = ''invalid_parameter_value'';
    END IF;
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_boards) s(seat)
               WHERE NOT seated_entry(p_tournament, (s.seat ->> ''white'')::bigint, p_round)
                  OR (s.seat ->> ''black'' IS NOT NULL
                      AND NOT seated_entry(p_tournament, (s.seat ->> ''black'')::bigint,
                                           p_round))) THEN
        RAISE EXCEPTION ''a board of round % seats a player who is not an entry of the ''
                        ''tournament, or who withdrew before it'', p_round
            USING ERRCODE = ''invalid_parameter_value'';
    END IF;
    INSERT INTO rounds (tournament_id, number) VALUES (p_tournament, p_round) RETURNING id');
SELECT pg_temp.rewrite('import_pairing(bigint,integer,bigint,bigint,text,text)',
                       'INSERT INTO rounds (tournament_id, number) VALUES (p_tournament, p_round)
        ON CONFLICT',
                       'PERFORM check_round_number(p_tournament, p_round);
    IF p_white IS NULL OR p_black IS NULL OR p_white = p_black
       OR NOT seated_entry(p_tournament, p_white, p_round)
       OR NOT seated_entry(p_tournament, p_black, p_round) THEN
        RAISE EXCEPTION ''an imported game of round % needs two players, entries of the ''
                        ''tournament who had not withdrawn before it'', p_round
            USING ERRCODE = ''invalid_parameter_value'';
    END IF;
    INSERT INTO rounds (tournament_id, number) VALUES (p_tournament, p_round)
        ON CONFLICT');

REVOKE EXECUTE ON FUNCTION seated_entry(bigint, bigint, integer),
                           check_round_number(bigint, integer) FROM PUBLIC;

DROP FUNCTION pg_temp.rewrite(regprocedure, text, text);
