-- A stored game deleted by the chief arbiter, with its log entry (issue 28: game sheets are
-- stored, replaced and deleted only through logged functions, deletion the chief's alone). Its
-- moves and claims go with it (their references cascade); the board's result is the pairing's and
-- stays. Numbers of the games stored after it in the tournament move up by one.
--
-- New kind and its facts (0017's and 0022's headers list the others):
--   game-deleted  a stored game deleted: game (its id), round and board (null when it had no
--                 board), game_in_pairing, white, black (the players' names), result (or null),
--                 plies
-- Refusals raise invalid_parameter_value (22023) and change nothing.

ALTER TABLE decisions DROP CONSTRAINT decisions_kind_known;
ALTER TABLE decisions
    ADD CONSTRAINT decisions_kind_known
        CHECK (kind IN ('result', 'paired', 'unpaired', 'swapped', 'exchanged', 'entered',
                        'renumbered', 'withdrawn', 'returned', 'deleted', 'imported', 'sheet',
                        'round-order', 'settings', 'ruling', 'note', 'numbered', 'created',
                        'player-added', 'player-changed', 'games-imported', 'game-deleted'));

CREATE FUNCTION delete_game(p_tournament bigint, p_game bigint, p_why text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    gone games;
    round_number integer;
    board_number integer;
    white text;
    black text;
BEGIN
    -- A reason too long for the log is refused before anything is done (0020's limit).
    IF char_length(p_why) > 2000 THEN
        RAISE EXCEPTION 'a reason is at most 2,000 characters'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'decisions_why_size';
    END IF;
    -- The game's row lock makes a judge replacing its sheet and the chief deleting it take turns.
    SELECT g.* INTO gone FROM games g WHERE g.id = p_game FOR UPDATE;
    IF NOT FOUND OR gone.tournament_id IS DISTINCT FROM p_tournament THEN
        PERFORM refuse_argument(format('there is no game %s in tournament %s',
                                       coalesce(p_game::text, 'null'),
                                       coalesce(p_tournament::text, 'null')));
    END IF;
    SELECT r.number, p.board INTO round_number, board_number
    FROM pairings p JOIN rounds r ON r.id = p.round_id WHERE p.id = gone.pairing_id;
    SELECT w.name INTO white FROM players w WHERE w.id = gone.white_player_id;
    SELECT b.name INTO black FROM players b WHERE b.id = gone.black_player_id;
    DELETE FROM games WHERE id = gone.id;
    INSERT INTO decisions (tournament_id, round, board, game_id, what, why, before, kind, facts)
    VALUES (p_tournament, round_number, board_number, gone.id,
            format('game deleted: %s - %s%s', coalesce(white, '?'), coalesce(black, '?'),
                   CASE WHEN round_number IS NULL THEN ''
                        ELSE format(', game %s of board %s of round %s', gone.game_in_pairing,
                                    board_number, round_number) END),
            p_why,
            jsonb_build_object('result', gone.result, 'plies', gone.ply_count),
            'game-deleted',
            jsonb_build_object('game', gone.id, 'round', round_number, 'board', board_number,
                               'game_in_pairing', gone.game_in_pairing, 'white', white,
                               'black', black, 'result', gone.result,
                               'plies', gone.ply_count));
END;
$$;

REVOKE EXECUTE ON FUNCTION delete_game(bigint, bigint, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION delete_game(bigint, bigint, text) TO shashki_chief;
