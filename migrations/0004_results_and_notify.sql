-- A game's result agrees with its pairing's, and every change to pairings or game results is
-- announced to the other clients (LISTEN shashki_changes).

-- Whether a game's recorded result and its pairing's result agree. Either may be missing (not yet
-- entered), and an unfinished game ('*') agrees with anything. An arbiter's forfeit (+/-, -/+,
-- -/-) overrides what happened on the board, so it agrees with any game. Otherwise the winner is
-- the same (2-1-0 scoring writes 2-0, 1-1, 0-2); a double loss (0-0) is only a double forfeit.
CREATE FUNCTION results_agree(game_result text, pairing_result text) RETURNS boolean
    LANGUAGE sql IMMUTABLE AS $$
    SELECT game_result IS NULL OR pairing_result IS NULL OR game_result = '*'
        OR pairing_result IN ('+/-', '-/+', '-/-')
        OR (game_result IN ('1-0', '2-0') AND pairing_result = '1-0')
        OR (game_result IN ('0-1', '0-2') AND pairing_result = '0-1')
        OR (game_result IN ('1/2-1/2', '1-1') AND pairing_result = '1/2-1/2')
$$;

-- Checked at commit, so that one transaction can change a result on both sides.
CREATE FUNCTION games_result_agrees() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    game record;
BEGIN
    -- The game as it is now: it may have changed again since this check was queued.
    SELECT g.result, p.result AS pairing_result INTO game
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

CREATE CONSTRAINT TRIGGER games_result_agrees
    AFTER INSERT OR UPDATE OF result, pairing_id ON games
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.pairing_id IS NOT NULL)
    EXECUTE FUNCTION games_result_agrees();

CREATE FUNCTION pairings_result_agrees() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    game record;
BEGIN
    SELECT g.id, g.result INTO game
        FROM games g JOIN pairings p ON p.id = g.pairing_id
        WHERE p.id = NEW.id AND NOT results_agree(g.result, p.result)
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

CREATE CONSTRAINT TRIGGER pairings_result_agrees
    AFTER UPDATE OF result ON pairings
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.result IS DISTINCT FROM OLD.result)
    EXECUTE FUNCTION pairings_result_agrees();

-- One notification per statement on channel shashki_changes, its payload a JSON object:
-- {"table": "pairings" | "games", "operation": "INSERT" | "UPDATE" | "DELETE",
--  "tournaments": [ids]}. A client reloads what it shows of those tournaments. Notifications
-- are sent at commit, and not at all when the transaction rolls back.
CREATE FUNCTION announce_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    tournaments bigint[];
BEGIN
    IF TG_TABLE_NAME = 'pairings' THEN
        SELECT array_agg(DISTINCT r.tournament_id ORDER BY r.tournament_id) INTO tournaments
            FROM changed_rows c JOIN rounds r ON r.id = c.round_id;
    ELSE
        SELECT array_agg(DISTINCT c.tournament_id ORDER BY c.tournament_id) INTO tournaments
            FROM changed_rows c;
    END IF;
    IF tournaments IS NOT NULL THEN
        PERFORM pg_notify('shashki_changes',
                          json_build_object('table', TG_TABLE_NAME, 'operation', TG_OP,
                                            'tournaments', tournaments)::text);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER pairings_announce_insert AFTER INSERT ON pairings
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
CREATE TRIGGER pairings_announce_update AFTER UPDATE ON pairings
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
CREATE TRIGGER pairings_announce_delete AFTER DELETE ON pairings
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
CREATE TRIGGER games_announce_insert AFTER INSERT ON games
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
CREATE TRIGGER games_announce_update AFTER UPDATE ON games
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
CREATE TRIGGER games_announce_delete AFTER DELETE ON games
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change();
