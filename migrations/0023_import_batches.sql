-- Imports store their games batch by batch as the file is read (issue 28, point 9).
--
-- Since 0022 an import COPYed its games into staging tables and import_games moved them, checked,
-- into games and moves at the end: every move row written twice, and all of the server's work
-- after the last game was read. Now import_batch takes a batch's games and moves as arrays
-- (sent in binary by the client), checks them and stores them at once, so the server works while
-- the client reads on; finish_import logs the import. A transaction that stored games by
-- import_batch cannot commit before finish_import has logged them: begin_import's state row holds
-- a deferred check.

DROP FUNCTION import_games(bigint, text);
DROP FUNCTION import_staging(text);
DROP FUNCTION begin_import();

-- The import of this transaction, refused at commit while it has stored games it has not logged.
CREATE FUNCTION import_logged() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_temp.import_state s WHERE s.games > 0 AND NOT s.logged) THEN
        RAISE EXCEPTION 'imported games were stored without finish_import''s log entry'
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION begin_import(p_tournament bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF to_regclass('pg_temp.import_state') IS NOT NULL THEN
        PERFORM refuse_argument('an import has begun already in this transaction');
    END IF;
    IF p_tournament IS NULL
       OR NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = p_tournament) THEN
        PERFORM refuse_argument(format('there is no tournament %s',
                                       coalesce(p_tournament::text, 'null')));
    END IF;
    -- Owned by the schema's owner: no caller can change or drop it, or its check.
    CREATE TEMP TABLE import_state (
        tournament_id bigint NOT NULL,
        games         bigint NOT NULL,
        logged        boolean NOT NULL
    ) ON COMMIT DROP;
    -- On every change, not only the first insert: SET CONSTRAINTS … IMMEDIATE right after
    -- begin_import must not use the one check up before any game is stored.
    CREATE CONSTRAINT TRIGGER import_logged AFTER INSERT OR UPDATE ON pg_temp.import_state
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION import_logged();
    INSERT INTO pg_temp.import_state VALUES (p_tournament, 0, false);
END;
$$;

-- The import begun in this transaction for p_tournament and not yet logged, or a refusal.
CREATE FUNCTION import_begun(p_tournament bigint) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF to_regclass('pg_temp.import_state') IS NULL
       OR NOT EXISTS (SELECT 1 FROM pg_catalog.pg_class c
                      WHERE c.oid = to_regclass('pg_temp.import_state')
                        AND c.relowner = (SELECT r.oid FROM pg_roles r
                                          WHERE r.rolname = current_user)) THEN
        PERFORM refuse_argument('no import has begun (begin_import)');
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_temp.import_state s
                   WHERE s.tournament_id = p_tournament AND NOT s.logged) THEN
        PERFORM refuse_argument(format('the import begun is not one of tournament %s, or it has '
                                       'been finished', coalesce(p_tournament::text, 'null')));
    END IF;
END;
$$;

-- A batch of games: one element per game in the first eight arrays, one per move in the rest
-- (p_move_games the game's place in the batch, from 1; a game's plies 1, 2, …). Every game is
-- between two entries of the tournament, and on a board of its own of those two players when on
-- one. Returns the number of games stored.
CREATE FUNCTION import_batch(p_tournament bigint, p_pairings bigint[], p_whites bigint[],
                             p_blacks bigint[], p_pdn text[], p_start_fens text[],
                             p_final_fens text[], p_results text[], p_audits jsonb[],
                             p_move_games integer[], p_plies integer[], p_notations text[],
                             p_froms smallint[], p_tos smallint[], p_captures text[],
                             p_fens text[], p_keys bigint[]) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    game_count integer := coalesce(cardinality(p_whites), 0);
    move_count integer := coalesce(cardinality(p_move_games), 0);
    stored bigint;
BEGIN
    PERFORM import_begun(p_tournament);
    IF game_count = 0 OR coalesce(cardinality(p_pairings), -1) <> game_count
       OR coalesce(cardinality(p_blacks), -1) <> game_count
       OR coalesce(cardinality(p_pdn), -1) <> game_count
       OR coalesce(cardinality(p_start_fens), -1) <> game_count
       OR coalesce(cardinality(p_final_fens), -1) <> game_count
       OR coalesce(cardinality(p_results), -1) <> game_count
       OR coalesce(cardinality(p_audits), -1) <> game_count
       OR coalesce(cardinality(p_plies), -1) <> move_count
       OR coalesce(cardinality(p_notations), -1) <> move_count
       OR coalesce(cardinality(p_froms), -1) <> move_count
       OR coalesce(cardinality(p_tos), -1) <> move_count
       OR coalesce(cardinality(p_captures), -1) <> move_count
       OR coalesce(cardinality(p_fens), -1) <> move_count
       OR coalesce(cardinality(p_keys), -1) <> move_count THEN
        PERFORM refuse_argument('a batch needs its games, and every game''s and every move''s '
                                'arrays of one length');
    END IF;
    -- Each move of a game of the batch, the plies of a game 1, 2, … with no gap.
    IF EXISTS (SELECT 1 FROM unnest(p_move_games, p_plies) AS m(game, ply)
               WHERE m.game IS NULL OR m.game < 1 OR m.game > game_count OR m.ply IS NULL)
       OR EXISTS (SELECT 1 FROM unnest(p_move_games, p_plies) AS m(game, ply)
                  GROUP BY m.game HAVING min(m.ply) <> 1 OR max(m.ply) <> count(*)
                                         OR count(DISTINCT m.ply) <> count(*)) THEN
        PERFORM refuse_argument('a move of the batch names no game of it, or a game''s plies '
                                'are not 1, 2, …');
    END IF;
    IF EXISTS (SELECT 1
               FROM unnest(p_pairings, p_whites, p_blacks) AS g(pairing_id, white, black)
               WHERE g.white IS NULL OR g.black IS NULL
                  OR NOT EXISTS (SELECT 1 FROM entries e WHERE e.tournament_id = p_tournament
                                                           AND e.player_id = g.white)
                  OR NOT EXISTS (SELECT 1 FROM entries e WHERE e.tournament_id = p_tournament
                                                           AND e.player_id = g.black)
                  OR (g.pairing_id IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM pairings p JOIN rounds r ON r.id = p.round_id
                                      WHERE p.id = g.pairing_id
                                        AND r.tournament_id = p_tournament
                                        AND p.white_player_id = g.white
                                        AND p.black_player_id = g.black))) THEN
        PERFORM refuse_argument('an imported game is not between two entries of the '
                                'tournament, or not of its board');
    END IF;
    WITH given AS MATERIALIZED (
        SELECT g.*, nextval(pg_get_serial_sequence('games', 'id')) AS id
        FROM unnest(p_pairings, p_whites, p_blacks, p_pdn, p_start_fens, p_final_fens, p_results,
                    p_audits) WITH ORDINALITY
             AS g(pairing_id, white, black, pdn, start_fen, final_fen, result, audit, place)),
    counted AS (
        SELECT m.game, count(*) AS plies FROM unnest(p_move_games) AS m(game) GROUP BY m.game),
    made AS (
        INSERT INTO games (id, tournament_id, pairing_id, white_player_id, black_player_id, pdn,
                           start_fen, final_fen, ply_count, result, audit_summary)
        SELECT g.id, p_tournament, g.pairing_id, g.white, g.black, g.pdn, g.start_fen,
               g.final_fen, coalesce(c.plies, 0), g.result, g.audit
        FROM given g LEFT JOIN counted c ON c.game = g.place),
    moved_rows AS (
        INSERT INTO moves (game_id, ply, notation, from_square, to_square, captures, fen_after,
                           position_key)
        SELECT g.id, m.ply, m.notation, m.from_square, m.to_square, m.captures::smallint[],
               m.fen_after, m.position_key
        FROM unnest(p_move_games, p_plies, p_notations, p_froms, p_tos, p_captures, p_fens,
                    p_keys)
             AS m(game, ply, notation, from_square, to_square, captures, fen_after, position_key)
        JOIN given g ON g.place = m.game)
    SELECT count(*) INTO stored FROM given;
    UPDATE pg_temp.import_state s SET games = s.games + stored;
    RETURN stored;
END;
$$;

-- The import's log entry: how many games it stored, from which file. Returns that number.
CREATE FUNCTION finish_import(p_tournament bigint, p_source text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    stored bigint;
BEGIN
    PERFORM import_begun(p_tournament);
    UPDATE pg_temp.import_state SET logged = true RETURNING games INTO stored;
    IF stored > 0 THEN
        INSERT INTO decisions (tournament_id, what, kind, facts)
        VALUES (p_tournament,
                format('%s games imported%s', stored,
                       CASE WHEN p_source IS NULL THEN '' ELSE ' from ' || p_source END),
                'games-imported', jsonb_build_object('games', stored, 'source', p_source));
    END IF;
    RETURN stored;
END;
$$;

REVOKE EXECUTE ON FUNCTION import_logged(),
                           begin_import(bigint),
                           import_begun(bigint),
                           import_batch(bigint, bigint[], bigint[], bigint[], text[], text[],
                                        text[], text[], jsonb[], integer[], integer[], text[],
                                        smallint[], smallint[], text[], text[], bigint[]),
                           finish_import(bigint, text)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION begin_import(bigint),
                          import_batch(bigint, bigint[], bigint[], bigint[], text[], text[],
                                       text[], text[], jsonb[], integer[], integer[], text[],
                                       smallint[], smallint[], text[], text[], bigint[]),
                          finish_import(bigint, text)
    TO shashki_chief;
