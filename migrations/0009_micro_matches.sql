-- Micro-matches (микро-матчи): in a tournament with drawn openings (tournaments.drawn_openings)
-- every pairing is two games of the same drawn opening, colours swapped: game 1 as paired, game 2
-- with the pairing's Black playing White. Each game's result is written as on its game sheet,
-- White's first: pairings.result for game 1, pairings.second_result for game 2. The standings
-- count game points or match points, chosen per tournament.
ALTER TABLE tournaments
    ADD COLUMN standings_by text NOT NULL DEFAULT 'game-points'
        CHECK (standings_by IN ('game-points', 'match-points'));

ALTER TABLE pairings
    ADD COLUMN opening text CHECK (opening IS NULL OR length(btrim(opening)) > 0),
    ADD COLUMN second_result text
        CHECK (second_result IN ('1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-')),
    ADD CONSTRAINT pairings_second_game_has_two_players
        CHECK (second_result IS NULL OR black_player_id IS NOT NULL);

-- A pairing has up to two games now: game 1 and game 2.
ALTER TABLE games
    DROP CONSTRAINT games_pairing_id_key,
    ADD COLUMN game_in_pairing smallint NOT NULL DEFAULT 1 CHECK (game_in_pairing IN (1, 2)),
    ADD CONSTRAINT games_pairing_game UNIQUE (pairing_id, game_in_pairing);

GRANT UPDATE (second_result) ON pairings TO shashki_judge;

-- The result checks of 0004, each game against its own result of the pairing.
CREATE OR REPLACE FUNCTION games_result_agrees() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    game record;
BEGIN
    SELECT g.result,
           CASE WHEN g.game_in_pairing = 2 THEN p.second_result ELSE p.result END
               AS pairing_result INTO game
        FROM games g JOIN pairings p ON p.id = g.pairing_id
        WHERE g.id = NEW.id;
    IF FOUND AND NOT results_agree(game.result, game.pairing_result) THEN
        RAISE EXCEPTION 'game % has result %, which its pairing''s result (%) contradicts',
                        NEW.id, game.result, game.pairing_result
            USING ERRCODE = 'check_violation', TABLE = 'games',
                  CONSTRAINT = 'games_result_agrees';
    END IF;
    RETURN NULL;
END;
$$;

DROP TRIGGER games_result_agrees ON games;
CREATE CONSTRAINT TRIGGER games_result_agrees
    AFTER INSERT OR UPDATE OF result, pairing_id, game_in_pairing ON games
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.pairing_id IS NOT NULL)
    EXECUTE FUNCTION games_result_agrees();

CREATE OR REPLACE FUNCTION pairings_result_agrees() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    game record;
BEGIN
    SELECT g.id, g.result INTO game
        FROM games g JOIN pairings p ON p.id = g.pairing_id
        WHERE p.id = NEW.id
          AND NOT results_agree(g.result, CASE WHEN g.game_in_pairing = 2 THEN p.second_result
                                               ELSE p.result END)
        LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'pairing % has a result that its game % (%) contradicts',
                        NEW.id, game.id, game.result
            USING ERRCODE = 'check_violation', TABLE = 'pairings',
                  CONSTRAINT = 'pairings_result_agrees';
    END IF;
    RETURN NULL;
END;
$$;

DROP TRIGGER pairings_result_agrees ON pairings;
CREATE CONSTRAINT TRIGGER pairings_result_agrees
    AFTER UPDATE OF result, second_result ON pairings
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.result IS DISTINCT FROM OLD.result
                       OR NEW.second_result IS DISTINCT FROM OLD.second_result)
    EXECUTE FUNCTION pairings_result_agrees();
