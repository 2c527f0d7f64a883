-- The moves made lean for bulk import (issue 5: 5 000 games a second, BENCHMARKS.md). Squares
-- become PDN square numbers 1-32 (docs/rules.md §2) checked by range instead of text checked by a
-- regular expression, captures a smallint[] in the order taken, and the reference to games is
-- checked once per game and statement instead of once per move (below). Rows already stored are
-- converted.

-- The PDN number of a dark square named algebraically: a1 is 29, c3 is 22, h8 is 4.
CREATE FUNCTION pdn_square(name text) RETURNS smallint
    LANGUAGE sql IMMUTABLE STRICT AS $$
    SELECT ((8 - substr(name, 2, 1)::int) * 4 + (ascii(name) - ascii('a')) / 2 + 1)::smallint
$$;

CREATE FUNCTION pdn_squares(names text[]) RETURNS smallint[]
    LANGUAGE sql IMMUTABLE STRICT AS $$
    SELECT coalesce(array_agg(pdn_square(n) ORDER BY i), '{}')
        FROM unnest(names) WITH ORDINALITY AS u (n, i)
$$;

ALTER TABLE moves
    DROP CONSTRAINT moves_game_id_fkey,
    DROP CONSTRAINT moves_from_square_check,
    DROP CONSTRAINT moves_to_square_check,
    ALTER COLUMN captures DROP DEFAULT,
    ALTER COLUMN from_square TYPE smallint USING pdn_square(from_square),
    ALTER COLUMN to_square TYPE smallint USING pdn_square(to_square),
    ALTER COLUMN captures TYPE smallint[] USING pdn_squares(captures),
    ALTER COLUMN captures SET DEFAULT '{}',
    ADD CONSTRAINT moves_from_square_check CHECK (from_square BETWEEN 1 AND 32),
    ADD CONSTRAINT moves_to_square_check CHECK (to_square BETWEEN 1 AND 32),
    ADD CONSTRAINT moves_captures_check
        CHECK (cardinality(captures) <= 18 AND 1 <= ALL (captures) AND 32 >= ALL (captures));

DROP FUNCTION pdn_squares(text[]);
DROP FUNCTION pdn_square(text);

COMMENT ON COLUMN moves.from_square IS 'PDN square number, 1-32';
COMMENT ON COLUMN moves.to_square IS 'PDN square number, 1-32';
COMMENT ON COLUMN moves.captures IS 'PDN square numbers of the captured pieces, in the order taken';
COMMENT ON COLUMN moves.game_id IS 'games (id): enforced by moves_refer_to_games';

-- moves.game_id is a foreign key to games (id) ON DELETE CASCADE, enforced per statement instead
-- of per row. A declared FOREIGN KEY runs one lookup and one row lock for every move: with a
-- game's 50-odd moves in a row, that was most of a bulk import's time (BENCHMARKS.md). These
-- triggers give the same guarantees with one lookup per game and statement: a move's game exists
-- (SQLSTATE 23503 otherwise) and stays until the move's transaction ends (the games are locked FOR
-- KEY SHARE, as a foreign key does); deleting or truncating games takes their moves along; a game
-- that has moves keeps its id. They run as the schema's owner, as a foreign key's checks do.
CREATE FUNCTION moves_refer_to_games() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    wanted bigint;
BEGIN
    -- One primary-key lookup per game, not per move; in key order, so that two such statements
    -- lock games in the same order.
    FOR wanted IN SELECT DISTINCT game_id FROM new_moves ORDER BY game_id LOOP
        PERFORM 1 FROM games WHERE id = wanted FOR KEY SHARE;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'insert or update on table "moves" violates foreign key '
                            '"moves_game_id_fkey"'
                USING ERRCODE = 'foreign_key_violation', TABLE = 'moves',
                      CONSTRAINT = 'moves_game_id_fkey',
                      DETAIL = format('Key (game_id)=(%s) is not present in table "games".',
                                      wanted);
        END IF;
    END LOOP;
    RETURN NULL;
END;
$$;

CREATE TRIGGER moves_refer_to_games_on_insert
    AFTER INSERT ON moves REFERENCING NEW TABLE AS new_moves
    FOR EACH STATEMENT EXECUTE FUNCTION moves_refer_to_games();
CREATE TRIGGER moves_refer_to_games_on_update
    AFTER UPDATE ON moves REFERENCING NEW TABLE AS new_moves
    FOR EACH STATEMENT EXECUTE FUNCTION moves_refer_to_games();

CREATE FUNCTION games_take_moves_along() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    gone bigint;
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        TRUNCATE moves;
    ELSE
        FOR gone IN SELECT id FROM old_games LOOP
            DELETE FROM moves WHERE game_id = gone;
        END LOOP;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER games_take_moves_along
    AFTER DELETE ON games REFERENCING OLD TABLE AS old_games
    FOR EACH STATEMENT EXECUTE FUNCTION games_take_moves_along();
CREATE TRIGGER games_take_moves_along_on_truncate
    AFTER TRUNCATE ON games
    FOR EACH STATEMENT EXECUTE FUNCTION games_take_moves_along();

CREATE FUNCTION games_keep_id() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM moves WHERE game_id = OLD.id) THEN
        RAISE EXCEPTION 'update on table "games" violates foreign key "moves_game_id_fkey"'
            USING ERRCODE = 'foreign_key_violation', TABLE = 'games',
                  CONSTRAINT = 'moves_game_id_fkey',
                  DETAIL = format('Key (id)=(%s) is still referenced from table "moves".', OLD.id);
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER games_keep_id
    BEFORE UPDATE OF id ON games
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION games_keep_id();
