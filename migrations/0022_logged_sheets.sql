-- Nothing a role writes goes unlogged (issue 28, point 1): game sheets, their moves, claims and
-- their rulings, players and tournament settings are written only by the functions below, each
-- of which writes its decisions-log entry in the same transaction, with the entry's kind and
-- facts and an English text of its own making. The roles lose every direct INSERT, UPDATE and
-- DELETE on those tables, and the use of every sequence (ids come from the functions alone: no
-- row can squat a future id). A game belongs to its tournament for ever.
--
-- log_decision now writes notes only (free text a person typed): the kinds sheet, settings,
-- round-order and ruling, which it took from the program until now, are written by their own
-- functions, so that no text can pass for an entry of the program's (point 4).
--
-- New kinds and their facts (0017's header lists the others):
--   created         a tournament created: name
--   player-added    a player added to the list of players: player (the name)
--   player-changed  a player's details changed: player (the name before), changes
--                   [{field, before, after}] (field: name, birth year, title, rating, club,
--                   region, federation id, FMJD id; a value null when none)
--   games-imported  games stored from a file: games (how many), source (the file, or null)
-- Refusals raise invalid_parameter_value (22023) and change nothing.

ALTER TABLE decisions DROP CONSTRAINT decisions_kind_known;
ALTER TABLE decisions
    ADD CONSTRAINT decisions_kind_known
        CHECK (kind IN ('result', 'paired', 'unpaired', 'swapped', 'exchanged', 'entered',
                        'renumbered', 'withdrawn', 'returned', 'deleted', 'imported', 'sheet',
                        'round-order', 'settings', 'ruling', 'note', 'numbered', 'created',
                        'player-added', 'player-changed', 'games-imported'));

-- A refusal of a call's arguments.
CREATE FUNCTION refuse_argument(p_message text) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    RAISE EXCEPTION '%', p_message USING ERRCODE = 'invalid_parameter_value';
END;
$$;

-- log_decision: notes only. Its signature stays (a client of 0017's schema is refused by the
-- migration check before it calls it); any kind but 'note' is refused.
CREATE OR REPLACE FUNCTION log_decision(p_tournament bigint, p_round integer, p_board integer,
                                        p_game bigint, p_player bigint, p_what text, p_why text,
                                        p_before jsonb, p_after jsonb, p_kind text DEFAULT 'note',
                                        p_facts jsonb DEFAULT '{}') RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    made bigint;
BEGIN
    IF p_kind IS DISTINCT FROM 'note' THEN
        PERFORM refuse_argument(format('log_decision writes notes only, not entries of kind %s',
                                       coalesce(p_kind, 'null')));
    END IF;
    IF p_tournament IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = p_tournament) THEN
        PERFORM refuse_argument(format('there is no tournament %s', p_tournament));
    END IF;
    INSERT INTO decisions (tournament_id, round, board, game_id, player_id, what, why, before,
                           after, kind, facts)
    VALUES (p_tournament, p_round, p_board, p_game, p_player, p_what, p_why, p_before, p_after,
            'note', '{}')
    RETURNING id INTO made;
    RETURN made;
END;
$$;

-- A game sheet of game `p_game` (1; 2 in a tournament of micro-matches) of board `p_pairing`,
-- stored or replaced in place (the game keeps its id and its claims), with its moves: a JSON
-- array of {notation, from, to, captures [squares], fen, key}. The players are the board's (game
-- 2 with the colours exchanged); the board must be of tournament `p_tournament`. Returns the
-- game's id.
CREATE FUNCTION store_sheet(p_tournament bigint, p_pairing bigint, p_game integer, p_pdn text, p_start_fen text,
                            p_final_fen text, p_result text, p_audit jsonb, p_moves jsonb)
    RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    seat pairings;
    event tournaments;
    round_number integer;
    white bigint;
    black bigint;
    made bigint;
    replaced boolean;
    plies integer;
BEGIN
    -- The board's row lock makes two judges storing one sheet take turns.
    SELECT p.* INTO seat FROM pairings p WHERE p.id = p_pairing FOR UPDATE;
    IF NOT FOUND OR seat.black_player_id IS NULL THEN
        PERFORM refuse_argument(format('board %s has no game to store',
                                       coalesce(p_pairing::text, 'null')));
    END IF;
    SELECT t.* INTO event
    FROM rounds r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = seat.round_id;
    SELECT r.number INTO round_number FROM rounds r WHERE r.id = seat.round_id;
    IF event.id IS DISTINCT FROM p_tournament THEN
        PERFORM refuse_argument(format('board %s of round %s is not a board of tournament %s',
                                       seat.board, round_number,
                                       coalesce(p_tournament::text, 'null')));
    END IF;
    IF p_game IS NULL OR p_game NOT IN (1, 2) OR (p_game = 2 AND NOT event.drawn_openings) THEN
        PERFORM refuse_argument(format('board %s has no game %s', seat.board,
                                       coalesce(p_game::text, 'null')));
    END IF;
    IF p_pdn IS NULL OR p_start_fen IS NULL OR jsonb_typeof(p_moves) IS DISTINCT FROM 'array'
       OR (p_audit IS NOT NULL AND jsonb_typeof(p_audit) <> 'object') THEN
        PERFORM refuse_argument('a game sheet is stored with its text, its first position and '
                                'its moves');
    END IF;
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_moves) m(move)
               WHERE jsonb_typeof(m.move) <> 'object'
                  OR jsonb_typeof(m.move -> 'notation') IS DISTINCT FROM 'string'
                  OR jsonb_typeof(m.move -> 'from') IS DISTINCT FROM 'number'
                  OR jsonb_typeof(m.move -> 'to') IS DISTINCT FROM 'number'
                  OR jsonb_typeof(m.move -> 'captures') IS DISTINCT FROM 'array'
                  OR jsonb_typeof(m.move -> 'fen') IS DISTINCT FROM 'string'
                  OR jsonb_typeof(m.move -> 'key') IS DISTINCT FROM 'number') THEN
        PERFORM refuse_argument('a move of a game sheet is {notation, from, to, captures, fen, '
                                'key}');
    END IF;
    white := CASE p_game WHEN 1 THEN seat.white_player_id ELSE seat.black_player_id END;
    black := CASE p_game WHEN 1 THEN seat.black_player_id ELSE seat.white_player_id END;
    plies := jsonb_array_length(p_moves);
    SELECT g.id INTO made FROM games g
    WHERE g.pairing_id = p_pairing AND g.game_in_pairing = p_game FOR UPDATE;
    replaced := FOUND;
    IF replaced THEN
        UPDATE games
        SET white_player_id = white, black_player_id = black, pdn = p_pdn,
            start_fen = p_start_fen, final_fen = p_final_fen, ply_count = plies,
            result = p_result, audit_summary = coalesce(p_audit, '{}'), version = version + 1
        WHERE id = made;
        DELETE FROM moves WHERE game_id = made;
    ELSE
        INSERT INTO games (tournament_id, pairing_id, game_in_pairing, white_player_id,
                           black_player_id, pdn, start_fen, final_fen, ply_count, result,
                           audit_summary)
        VALUES (event.id, p_pairing, p_game, white, black, p_pdn, p_start_fen, p_final_fen,
                plies, p_result, coalesce(p_audit, '{}'))
        RETURNING id INTO made;
    END IF;
    INSERT INTO moves (game_id, ply, notation, from_square, to_square, captures, fen_after,
                       position_key)
    SELECT made, m.ply, m.move ->> 'notation', (m.move ->> 'from')::smallint,
           (m.move ->> 'to')::smallint,
           ARRAY(SELECT c::smallint FROM jsonb_array_elements_text(m.move -> 'captures') x(c)),
           m.move ->> 'fen', (m.move ->> 'key')::bigint
    FROM jsonb_array_elements(p_moves) WITH ORDINALITY m(move, ply);
    INSERT INTO decisions (tournament_id, round, board, game_id, what, after, kind, facts)
    VALUES (event.id, round_number, seat.board, made,
            format('game sheet %s: game %s of board %s of round %s',
                   CASE WHEN replaced THEN 'replaced' ELSE 'stored' END, p_game, seat.board,
                   round_number),
            jsonb_build_object('plies', plies, 'result', p_result), 'sheet',
            jsonb_build_object('round', round_number, 'board', seat.board, 'game', p_game,
                               'replaced', replaced));
    RETURN made;
END;
$$;

-- A ruling on a draw claim, logged about the tournament (none: a sheet of no tournament) and
-- its round, board and game when given (the game must be the tournament's). `p_facts` is the verdict (app::claimRulingJson): an
-- object with at least its rule, claimant, ply and validity.
CREATE FUNCTION ruling_checked(p_tournament bigint, p_game bigint, p_facts jsonb) RETURNS void
    LANGUAGE plpgsql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF p_tournament IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = p_tournament) THEN
        PERFORM refuse_argument(format('there is no tournament %s', p_tournament));
    END IF;
    IF p_game IS NOT NULL AND NOT EXISTS (SELECT 1 FROM games g
                                          WHERE g.id = p_game
                                            AND g.tournament_id = p_tournament) THEN
        PERFORM refuse_argument(format('game %s is not a game of the tournament', p_game));
    END IF;
    IF jsonb_typeof(p_facts) IS DISTINCT FROM 'object'
       OR jsonb_typeof(p_facts -> 'rule') IS DISTINCT FROM 'string'
       OR jsonb_typeof(p_facts -> 'claimant') IS DISTINCT FROM 'string'
       OR jsonb_typeof(p_facts -> 'ply') IS DISTINCT FROM 'number'
       OR jsonb_typeof(p_facts -> 'valid') IS DISTINCT FROM 'boolean' THEN
        PERFORM refuse_argument('a ruling is logged with its verdict: rule, claimant, ply, '
                                'valid');
    END IF;
END;
$$;

CREATE FUNCTION log_ruling(p_tournament bigint, p_round integer, p_board integer, p_game bigint,
                           p_facts jsonb, p_what text, p_why text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    made bigint;
BEGIN
    PERFORM ruling_checked(p_tournament, p_game, p_facts);
    IF p_board IS NOT NULL AND p_round IS NULL THEN
        PERFORM refuse_argument('a board is a board of a round');
    END IF;
    INSERT INTO decisions (tournament_id, round, board, game_id, what, why, after, kind, facts)
    VALUES (p_tournament, p_round, p_board, p_game, p_what, p_why, p_facts, 'ruling', p_facts)
    RETURNING id INTO made;
    RETURN made;
END;
$$;

-- A claim recorded on a stored game with its ruling, in one call. Claims are never changed.
CREATE FUNCTION record_claim(p_game bigint, p_ply integer, p_claimant text, p_rule text,
                             p_written_move text, p_verdict text, p_facts jsonb, p_what text,
                             p_why text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    game games;
    round_number integer;
    board_number integer;
    made bigint;
BEGIN
    SELECT g.* INTO game FROM games g WHERE g.id = p_game;
    IF NOT FOUND THEN
        PERFORM refuse_argument(format('there is no game %s', coalesce(p_game::text, 'null')));
    END IF;
    PERFORM ruling_checked(game.tournament_id, p_game, p_facts);
    IF p_ply IS NULL OR p_ply < 0 OR p_ply > game.ply_count THEN
        PERFORM refuse_argument(format('game %s has no ply %s', p_game,
                                       coalesce(p_ply::text, 'null')));
    END IF;
    SELECT r.number, p.board INTO round_number, board_number
    FROM pairings p JOIN rounds r ON r.id = p.round_id WHERE p.id = game.pairing_id;
    INSERT INTO claims (game_id, ply, claimant, rule, written_move, verdict, evidence)
    VALUES (p_game, p_ply, p_claimant, p_rule, p_written_move, p_verdict, p_facts)
    RETURNING id INTO made;
    INSERT INTO decisions (tournament_id, round, board, game_id, what, why, after, kind, facts)
    VALUES (game.tournament_id, round_number, board_number, p_game, p_what, p_why, p_facts,
            'ruling', p_facts);
    RETURN made;
END;
$$;

-- A tournament made from its settings (a JSON object of the tournaments table's columns;
-- those left out take their defaults), and its log entry.
CREATE FUNCTION create_tournament(p_settings jsonb) RETURNS TABLE (id bigint, version integer)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    given tournaments;
    made tournaments;
BEGIN
    IF jsonb_typeof(p_settings) IS DISTINCT FROM 'object' THEN
        PERFORM refuse_argument('a tournament is made from its settings');
    END IF;
    given := jsonb_populate_record(NULL::tournaments, p_settings);
    INSERT INTO tournaments (name, venue, starts_on, ends_on, chief_arbiter, system,
                             rounds_planned, scoring, rule_set, tiebreak_order, time_control,
                             has_increment, drawn_openings, round_order_seed, unplayed_rounds,
                             standings_by, withdrawal_rule, acceleration, initial_colour, variant)
    VALUES (given.name, given.venue, given.starts_on, given.ends_on, given.chief_arbiter,
            coalesce(given.system, 'round-robin'), given.rounds_planned,
            coalesce(given.scoring, '1-0.5-0'), coalesce(given.rule_set, 'russian-fmjd64'),
            coalesce(given.tiebreak_order, '{}'), given.time_control,
            coalesce(given.has_increment, true), coalesce(given.drawn_openings, false),
            given.round_order_seed, coalesce(given.unplayed_rounds, 'fide-2024'),
            coalesce(given.standings_by, 'game-points'), coalesce(given.withdrawal_rule, 'fide'),
            coalesce(given.acceleration, 'none'), coalesce(given.initial_colour, 'white'),
            coalesce(given.variant, 'russian'))
    RETURNING * INTO made;
    INSERT INTO decisions (tournament_id, what, kind, facts)
    VALUES (made.id, format('tournament created: %s', made.name), 'created',
            jsonb_build_object('name', made.name));
    RETURN QUERY SELECT made.id, made.version;
END;
$$;

-- A tournament's settings saved when `p_version` is still the stored one (else no row), every
-- change logged in one entry (none when nothing changed). `p_settings` names the columns to
-- change; the others keep their values.
CREATE FUNCTION save_tournament(p_tournament bigint, p_version integer, p_settings jsonb,
                                p_why text) RETURNS SETOF integer
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    stored tournaments;
    wanted tournaments;
    changes jsonb;
BEGIN
    IF jsonb_typeof(p_settings) IS DISTINCT FROM 'object' THEN
        PERFORM refuse_argument('a tournament is saved with its settings');
    END IF;
    SELECT t.* INTO stored FROM tournaments t WHERE t.id = p_tournament FOR UPDATE;
    IF NOT FOUND OR stored.version IS DISTINCT FROM p_version THEN
        RETURN;
    END IF;
    wanted := jsonb_populate_record(stored, p_settings);
    -- Every setting whose value differs, as the log words it (app::settingChanges' names and
    -- values), in the program's order.
    SELECT coalesce(jsonb_agg(jsonb_build_object('setting', c.setting, 'before', c.before,
                                                 'after', c.after) ORDER BY c.i), '[]')
    INTO changes
    FROM (VALUES
        (1, 'system', stored.system, wanted.system),
        (2, 'number of rounds', coalesce(stored.rounds_planned::text, 'none'),
            coalesce(wanted.rounds_planned::text, 'none')),
        (3, 'micro-matches', CASE WHEN stored.drawn_openings THEN 'yes' ELSE 'no' END,
            CASE WHEN wanted.drawn_openings THEN 'yes' ELSE 'no' END),
        (4, 'round order', coalesce(stored.round_order_seed::text, 'none'),
            coalesce(wanted.round_order_seed::text, 'none')),
        (5, 'acceleration', stored.acceleration, wanted.acceleration),
        (6, 'initial colour', stored.initial_colour, wanted.initial_colour),
        (7, 'name', stored.name, wanted.name),
        (8, 'venue', coalesce(stored.venue, 'none'), coalesce(wanted.venue, 'none')),
        (9, 'start date', coalesce(to_char(stored.starts_on, 'YYYY-MM-DD'), 'none'),
            coalesce(to_char(wanted.starts_on, 'YYYY-MM-DD'), 'none')),
        (10, 'end date', coalesce(to_char(stored.ends_on, 'YYYY-MM-DD'), 'none'),
             coalesce(to_char(wanted.ends_on, 'YYYY-MM-DD'), 'none')),
        (11, 'chief arbiter', coalesce(stored.chief_arbiter, 'none'),
             coalesce(wanted.chief_arbiter, 'none')),
        (12, 'scoring', stored.scoring, wanted.scoring),
        (13, 'rule set', stored.rule_set, wanted.rule_set),
        (14, 'tie-break order',
             CASE WHEN cardinality(stored.tiebreak_order) = 0 THEN 'default'
                  ELSE array_to_string(stored.tiebreak_order, ',') END,
             CASE WHEN cardinality(wanted.tiebreak_order) = 0 THEN 'default'
                  ELSE array_to_string(wanted.tiebreak_order, ',') END),
        (15, 'time control', coalesce(stored.time_control, 'none'),
             coalesce(wanted.time_control, 'none')),
        (16, 'increment', CASE WHEN stored.has_increment THEN 'yes' ELSE 'no' END,
             CASE WHEN wanted.has_increment THEN 'yes' ELSE 'no' END),
        (17, 'unplayed games in tie-breaks', stored.unplayed_rounds, wanted.unplayed_rounds),
        (18, 'micro-match standings', stored.standings_by, wanted.standings_by),
        (19, 'withdrawal rule', stored.withdrawal_rule, wanted.withdrawal_rule),
        (20, 'variant', stored.variant, wanted.variant))
        AS c(i, setting, before, after)
    WHERE c.before IS DISTINCT FROM c.after;
    IF jsonb_array_length(changes) = 0 THEN
        RETURN NEXT stored.version;
        RETURN;
    END IF;
    UPDATE tournaments t
    SET name = wanted.name, venue = wanted.venue, starts_on = wanted.starts_on, ends_on = wanted.ends_on,
        chief_arbiter = wanted.chief_arbiter, system = wanted.system,
        rounds_planned = wanted.rounds_planned, scoring = wanted.scoring, rule_set = wanted.rule_set,
        tiebreak_order = wanted.tiebreak_order, time_control = wanted.time_control,
        has_increment = wanted.has_increment, drawn_openings = wanted.drawn_openings,
        round_order_seed = wanted.round_order_seed, unplayed_rounds = wanted.unplayed_rounds,
        standings_by = wanted.standings_by, withdrawal_rule = wanted.withdrawal_rule,
        acceleration = wanted.acceleration, initial_colour = wanted.initial_colour,
        variant = wanted.variant, version = t.version + 1
    WHERE t.id = p_tournament;
    INSERT INTO decisions (tournament_id, what, why, kind, facts)
    SELECT p_tournament,
           'settings changed: ' || string_agg(c ->> 'setting' || ' ' || (c ->> 'before') ||
                                              ' -> ' || (c ->> 'after'), '; ' ORDER BY i),
           p_why, 'settings', jsonb_build_object('changes', changes)
    FROM jsonb_array_elements(changes) WITH ORDINALITY AS e(c, i);
    RETURN NEXT stored.version + 1;
END;
$$;

-- A round robin's order of rounds drawn with `p_seed` (the table's rounds in the order drawn),
-- when `p_version` is still the stored one (else no row).
CREATE FUNCTION record_round_order(p_tournament bigint, p_version integer, p_seed bigint,
                                   p_rounds integer[]) RETURNS SETOF integer
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    old tournaments;
BEGIN
    IF p_seed IS NULL OR cardinality(p_rounds) IS NULL OR cardinality(p_rounds) = 0
       OR array_position(p_rounds, NULL) IS NOT NULL THEN
        PERFORM refuse_argument('a round order is drawn with a seed and gives every round');
    END IF;
    SELECT t.* INTO old FROM tournaments t WHERE t.id = p_tournament FOR UPDATE;
    IF NOT FOUND OR old.version IS DISTINCT FROM p_version THEN
        RETURN;
    END IF;
    UPDATE tournaments t SET round_order_seed = p_seed, version = t.version + 1
    WHERE t.id = p_tournament;
    INSERT INTO decisions (tournament_id, what, after, kind, facts)
    VALUES (p_tournament,
            format('round order drawn with seed %s: table rounds %s', p_seed,
                   array_to_string(p_rounds, ', ')),
            jsonb_build_object('roundOrderSeed', p_seed), 'round-order',
            jsonb_build_object('seed', p_seed, 'rounds', to_jsonb(p_rounds)));
    RETURN NEXT old.version + 1;
END;
$$;

-- Players added to the list of players from a JSON array of objects (the players table's
-- columns), each with its log entry. Returns each player's place in the array (from 1) with
-- his id and row version.
CREATE FUNCTION add_players(p_players jsonb)
    RETURNS TABLE (place bigint, id bigint, version integer)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF jsonb_typeof(p_players) IS DISTINCT FROM 'array'
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(p_players) p(player)
                  WHERE jsonb_typeof(p.player) <> 'object') THEN
        PERFORM refuse_argument('players are added as an array of their details');
    END IF;
    RETURN QUERY
    WITH given AS MATERIALIZED (
        SELECT a.place, nextval(pg_get_serial_sequence('players', 'id')) AS id, a.player
        FROM jsonb_array_elements(p_players) WITH ORDINALITY a(player, place)),
    made AS (
        INSERT INTO players (id, name, birth_year, title, rating, club, region, federation_id,
                             fmjd_id)
        OVERRIDING SYSTEM VALUE
        SELECT g.id, r.name, r.birth_year, r.title, r.rating, r.club, r.region, r.federation_id,
               r.fmjd_id
        FROM given g CROSS JOIN LATERAL jsonb_populate_record(NULL::players, g.player) r
        RETURNING players.id, players.version),
    logged AS (
        INSERT INTO decisions (player_id, what, kind, facts)
        SELECT g.id, 'player added: ' || (g.player ->> 'name'), 'player-added',
               jsonb_build_object('player', g.player ->> 'name')
        FROM given g)
    SELECT g.place, g.id, m.version FROM given g JOIN made m ON m.id = g.id ORDER BY g.place;
END;
$$;

-- Players entered in `p_tournament` in the order given, each as enter_player enters him (at
-- the start number given at the same place of `p_numbers`, or the next free one when it is
-- null; each logged): a list in one call. Returns what enter_player returns, in that order.
CREATE FUNCTION enter_players(p_tournament bigint, p_players bigint[], p_numbers integer[])
    RETURNS TABLE (place integer, start_number integer, version integer, name text,
                   moved_up integer)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF p_players IS NULL OR array_position(p_players, NULL) IS NOT NULL
       OR cardinality(p_numbers) IS DISTINCT FROM cardinality(p_players) THEN
        PERFORM refuse_argument('players are entered with a start number or null each');
    END IF;
    FOR i IN 1 .. coalesce(cardinality(p_players), 0) LOOP
        RETURN QUERY SELECT i, e.start_number, e.version, e.name, e.moved_up
                     FROM enter_player(p_tournament, p_players[i], p_numbers[i]) e;
    END LOOP;
END;
$$;

-- A player's details saved when `p_version` is still the stored one (else no row), the changes
-- logged (none when nothing changed). Returns the version now stored.
CREATE FUNCTION save_player(p_player bigint, p_version integer, p_details jsonb)
    RETURNS SETOF integer
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    stored players;
    wanted players;
    changes jsonb;
BEGIN
    IF jsonb_typeof(p_details) IS DISTINCT FROM 'object' THEN
        PERFORM refuse_argument('a player is saved with his details');
    END IF;
    SELECT p.* INTO stored FROM players p WHERE p.id = p_player FOR UPDATE;
    IF NOT FOUND OR stored.version IS DISTINCT FROM p_version THEN
        RETURN;
    END IF;
    wanted := jsonb_populate_record(stored, p_details);
    SELECT coalesce(jsonb_agg(jsonb_build_object('field', c.field, 'before', c.before,
                                                 'after', c.after) ORDER BY c.i), '[]')
    INTO changes
    FROM (VALUES (1, 'name', stored.name, wanted.name),
                 (2, 'birth year', stored.birth_year::text, wanted.birth_year::text),
                 (3, 'title', stored.title, wanted.title),
                 (4, 'rating', stored.rating::text, wanted.rating::text),
                 (5, 'club', stored.club, wanted.club),
                 (6, 'region', stored.region, wanted.region),
                 (7, 'federation id', stored.federation_id, wanted.federation_id),
                 (8, 'FMJD id', stored.fmjd_id, wanted.fmjd_id)) AS c(i, field, before, after)
    WHERE c.before IS DISTINCT FROM c.after;
    IF jsonb_array_length(changes) = 0 THEN
        RETURN NEXT stored.version;
        RETURN;
    END IF;
    UPDATE players p
    SET name = wanted.name, birth_year = wanted.birth_year, title = wanted.title, rating = wanted.rating,
        club = wanted.club, region = wanted.region, federation_id = wanted.federation_id,
        fmjd_id = wanted.fmjd_id, version = p.version + 1
    WHERE p.id = p_player;
    INSERT INTO decisions (player_id, what, kind, facts)
    SELECT p_player,
           'player changed: ' || stored.name || ': ' ||
               string_agg(c ->> 'field' || ' ' || coalesce(c ->> 'before', 'none') || ' -> ' ||
                          coalesce(c ->> 'after', 'none'), '; ' ORDER BY i),
           'player-changed', jsonb_build_object('player', stored.name, 'changes', changes)
    FROM jsonb_array_elements(changes) WITH ORDINALITY AS e(c, i);
    RETURN NEXT stored.version + 1;
END;
$$;

-- A bulk import of games (shashki import): begin_import makes this session's staging tables,
-- owned by the schema's owner, into which the caller may only insert (COPY); import_games
-- checks every staged game, stores them with ids of the games' sequence, logs how many, and
-- empties the staging tables. They are dropped at the end of the transaction.
CREATE FUNCTION begin_import() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF to_regclass('pg_temp.import_games') IS NOT NULL
       OR to_regclass('pg_temp.import_moves') IS NOT NULL THEN
        PERFORM refuse_argument('an import has begun already in this transaction');
    END IF;
    CREATE TEMP TABLE import_games (
        local           bigint PRIMARY KEY,
        pairing_id      bigint,
        white_player_id bigint NOT NULL,
        black_player_id bigint NOT NULL,
        pdn             text NOT NULL,
        start_fen       text NOT NULL,
        final_fen       text,
        ply_count       integer NOT NULL,
        result          text,
        audit_summary   jsonb NOT NULL
    ) ON COMMIT DROP;
    CREATE TEMP TABLE import_moves (
        local        bigint NOT NULL,
        ply          integer NOT NULL,
        notation     text NOT NULL,
        from_square  smallint NOT NULL,
        to_square    smallint NOT NULL,
        captures     smallint[] NOT NULL,
        fen_after    text NOT NULL,
        position_key bigint NOT NULL
    ) ON COMMIT DROP;
    -- Only chiefs call this; no other session can reach a session's temporary tables.
    GRANT INSERT ON pg_temp.import_games, pg_temp.import_moves TO shashki_chief;
END;
$$;

-- Whether pg_temp's table `p_name` is begin_import's: a plain table owned by the function's
-- owner (no view or table of the caller's can stand in for it).
CREATE FUNCTION import_staging(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp AS $$
    SELECT coalesce((SELECT c.relkind = 'r' AND c.relowner = (SELECT r.oid FROM pg_roles r
                                                               WHERE r.rolname = current_user)
                     FROM pg_class c WHERE c.oid = to_regclass('pg_temp.' || p_name)), false)
$$;

CREATE FUNCTION import_games(p_tournament bigint, p_source text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
    stored bigint;
BEGIN
    IF NOT import_staging('import_games') OR NOT import_staging('import_moves') THEN
        PERFORM refuse_argument('no import has begun (begin_import)');
    END IF;
    IF p_tournament IS NULL
       OR NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = p_tournament) THEN
        PERFORM refuse_argument(format('there is no tournament %s',
                                       coalesce(p_tournament::text, 'null')));
    END IF;
    -- Every game between two entries of the tournament; on a board of its own, of the same two
    -- players, when on one.
    IF EXISTS (SELECT 1 FROM pg_temp.import_games g
               WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.tournament_id = p_tournament
                                                           AND e.player_id = g.white_player_id)
                  OR NOT EXISTS (SELECT 1 FROM entries e WHERE e.tournament_id = p_tournament
                                                           AND e.player_id = g.black_player_id)
                  OR (g.pairing_id IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM pairings p JOIN rounds r ON r.id = p.round_id
                                      WHERE p.id = g.pairing_id
                                        AND r.tournament_id = p_tournament
                                        AND p.white_player_id = g.white_player_id
                                        AND p.black_player_id = g.black_player_id))) THEN
        PERFORM refuse_argument('an imported game is not between two entries of the '
                                'tournament, or not of its board');
    END IF;
    WITH given AS MATERIALIZED (
        SELECT g.*, nextval(pg_get_serial_sequence('games', 'id')) AS id
        FROM pg_temp.import_games g),
    made AS (
        INSERT INTO games (id, tournament_id, pairing_id, white_player_id, black_player_id, pdn,
                           start_fen, final_fen, ply_count, result, audit_summary)
        SELECT g.id, p_tournament, g.pairing_id, g.white_player_id, g.black_player_id, g.pdn,
               g.start_fen, g.final_fen, g.ply_count, g.result, g.audit_summary
        FROM given g),
    moved AS (
        INSERT INTO moves (game_id, ply, notation, from_square, to_square, captures, fen_after,
                           position_key)
        SELECT g.id, m.ply, m.notation, m.from_square, m.to_square, m.captures, m.fen_after,
               m.position_key
        FROM pg_temp.import_moves m JOIN given g ON g.local = m.local)
    SELECT count(*) INTO stored FROM given;
    IF stored > 0 THEN
        INSERT INTO decisions (tournament_id, what, kind, facts)
        VALUES (p_tournament,
                format('%s games imported%s', stored,
                       CASE WHEN p_source IS NULL THEN '' ELSE ' from ' || p_source END),
                'games-imported', jsonb_build_object('games', stored, 'source', p_source));
    END IF;
    TRUNCATE pg_temp.import_games, pg_temp.import_moves;
    RETURN stored;
END;
$$;

-- import_pairing found its round by updating it (ON CONFLICT DO UPDATE): every game of an import
-- left one more version of the round's row in the import's transaction, each later game walked
-- them all, and an import of 153,000 games slowed from 660 to 20 games/s (issue 28, point 9).
-- The round is now inserted when new and else only read.
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

SELECT pg_temp.rewrite('import_pairing(bigint,integer,bigint,bigint,text,text)',
                       'ON CONFLICT (tournament_id, number) DO UPDATE SET number = EXCLUDED.number
        RETURNING id INTO the_round;',
                       'ON CONFLICT (tournament_id, number) DO NOTHING
        RETURNING id INTO the_round;
    IF the_round IS NULL THEN
        SELECT r.id INTO the_round FROM rounds r
        WHERE r.tournament_id = p_tournament AND r.number = p_round;
    END IF;');

DROP FUNCTION pg_temp.rewrite(regprocedure, text, text);

-- A game belongs to its tournament for ever, and its board is a board of that tournament.
CREATE FUNCTION games_keep_tournament() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    IF NEW.tournament_id IS DISTINCT FROM OLD.tournament_id THEN
        RAISE EXCEPTION 'game % belongs to tournament % for ever', OLD.id, OLD.tournament_id
            USING ERRCODE = 'check_violation', TABLE = 'games';
    END IF;
    IF NEW.pairing_id IS NOT NULL AND NEW.pairing_id IS DISTINCT FROM OLD.pairing_id
       AND NOT EXISTS (SELECT 1 FROM pairings p JOIN rounds r ON r.id = p.round_id
                       WHERE p.id = NEW.pairing_id AND r.tournament_id = NEW.tournament_id) THEN
        RAISE EXCEPTION 'game % cannot move to a board of another tournament', OLD.id
            USING ERRCODE = 'check_violation', TABLE = 'games';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER games_keep_tournament
    BEFORE UPDATE OF tournament_id, pairing_id ON games
    FOR EACH ROW EXECUTE FUNCTION games_keep_tournament();

-- Who may call what.
REVOKE EXECUTE ON FUNCTION refuse_argument(text),
                           store_sheet(bigint, bigint, integer, text, text, text, text, jsonb, jsonb),
                           ruling_checked(bigint, bigint, jsonb),
                           log_ruling(bigint, integer, integer, bigint, jsonb, text, text),
                           record_claim(bigint, integer, text, text, text, text, jsonb, text,
                                        text),
                           create_tournament(jsonb),
                           save_tournament(bigint, integer, jsonb, text),
                           record_round_order(bigint, integer, bigint, integer[]),
                           add_players(jsonb),
                           enter_players(bigint, bigint[], integer[]),
                           save_player(bigint, integer, jsonb),
                           begin_import(),
                           import_staging(text),
                           import_games(bigint, text),
                           games_keep_tournament()
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION store_sheet(bigint, bigint, integer, text, text, text, text, jsonb, jsonb),
                          log_ruling(bigint, integer, integer, bigint, jsonb, text, text),
                          record_claim(bigint, integer, text, text, text, text, jsonb, text, text)
    TO shashki_judge, shashki_chief;
GRANT EXECUTE ON FUNCTION create_tournament(jsonb),
                          save_tournament(bigint, integer, jsonb, text),
                          record_round_order(bigint, integer, bigint, integer[]),
                          add_players(jsonb),
                          enter_players(bigint, bigint[], integer[]),
                          save_player(bigint, integer, jsonb),
                          begin_import(),
                          import_games(bigint, text)
    TO shashki_chief;

-- No direct writes of what the functions write, and no sequence a role can advance.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON games, moves, claims, players, tournaments
    FROM shashki_judge, shashki_chief;
REVOKE USAGE, UPDATE ON ALL SEQUENCES IN SCHEMA public FROM shashki_judge, shashki_chief;
