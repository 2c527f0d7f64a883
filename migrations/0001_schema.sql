-- Shashki Arbiter: the tournament records (DESIGN.md §7). Every editable row carries a version for
-- optimistic concurrency; enumerations are CHECKed; foreign keys everywhere.

CREATE TABLE players (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name          text NOT NULL CHECK (length(btrim(name)) > 0),
    birth_year    integer CHECK (birth_year BETWEEN 1850 AND 2100),
    title         text,          -- title or sports category: GMI, МС, КМС, 1 разряд …
    rating        integer CHECK (rating >= 0),
    club          text,
    region        text,
    federation_id text,
    fmjd_id       text,
    version       integer NOT NULL DEFAULT 1 CHECK (version > 0)
);

CREATE TABLE tournaments (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name            text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
    venue           text,
    starts_on       date,
    ends_on         date CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on),
    chief_arbiter   text,
    system          text NOT NULL DEFAULT 'round-robin'
                    CHECK (system IN ('round-robin', 'double-round-robin', 'swiss', 'match')),
    rounds_planned  integer CHECK (rounds_planned > 0),
    scoring         text NOT NULL DEFAULT '1-0.5-0' CHECK (scoring IN ('1-0.5-0', '2-1-0')),
    rule_set        text NOT NULL DEFAULT 'russian-fmjd64'
                    CHECK (rule_set IN ('russian-fmjd64', 'russian-2010')),
    tiebreak_order  text[] NOT NULL DEFAULT '{}',
    time_control    text,
    has_increment   boolean NOT NULL DEFAULT true,   -- 7.2.9 applies when false
    drawn_openings  boolean NOT NULL DEFAULT false,
    version         integer NOT NULL DEFAULT 1 CHECK (version > 0)
);

CREATE TABLE entries (
    tournament_id         bigint NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id             bigint NOT NULL REFERENCES players (id),
    start_number          integer NOT NULL CHECK (start_number > 0),
    withdrawn_after_round integer CHECK (withdrawn_after_round >= 0),
    version               integer NOT NULL DEFAULT 1 CHECK (version > 0),
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, start_number)
);

CREATE TABLE rounds (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id bigint NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        integer NOT NULL CHECK (number > 0),
    starts_at     timestamptz,
    UNIQUE (tournament_id, number)
);

-- A pairing is a board of a round: two players, or one player with a bye (black_player_id NULL).
CREATE TABLE pairings (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    round_id        bigint NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    board           integer NOT NULL CHECK (board > 0),
    white_player_id bigint NOT NULL REFERENCES players (id),
    black_player_id bigint REFERENCES players (id),
    result          text CHECK (result IN ('1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-',
                                            'bye-1', 'bye-1/2', 'bye-0')),
    version         integer NOT NULL DEFAULT 1 CHECK (version > 0),
    UNIQUE (round_id, board),
    CHECK (white_player_id <> black_player_id),
    -- A bye has a bye result (or none yet); a game between two players never has one.
    CHECK ((black_player_id IS NULL) = (result IS NOT NULL AND result LIKE 'bye-%')
           OR (black_player_id IS NULL AND result IS NULL))
);

-- A player sits at one board per round, as White or as Black.
CREATE TABLE round_seats (
    round_id   bigint NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    player_id  bigint NOT NULL REFERENCES players (id),
    pairing_id bigint NOT NULL REFERENCES pairings (id) ON DELETE CASCADE,
    PRIMARY KEY (round_id, player_id)
);

CREATE FUNCTION pairings_keep_seats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM round_seats WHERE pairing_id = OLD.id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        INSERT INTO round_seats (round_id, player_id, pairing_id)
            VALUES (NEW.round_id, NEW.white_player_id, NEW.id);
        IF NEW.black_player_id IS NOT NULL THEN
            INSERT INTO round_seats (round_id, player_id, pairing_id)
                VALUES (NEW.round_id, NEW.black_player_id, NEW.id);
        END IF;
        RETURN NEW;
    END IF;
    RETURN OLD;
END;
$$;

CREATE TRIGGER pairings_keep_seats
    AFTER INSERT OR UPDATE OF round_id, white_player_id, black_player_id OR DELETE ON pairings
    FOR EACH ROW EXECUTE FUNCTION pairings_keep_seats();

CREATE TABLE games (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id bigint NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    pairing_id    bigint UNIQUE REFERENCES pairings (id) ON DELETE SET NULL,
    pdn           text NOT NULL,          -- as entered
    start_fen     text NOT NULL,
    final_fen     text,
    ply_count     integer NOT NULL DEFAULT 0 CHECK (ply_count >= 0),
    result        text CHECK (result IN ('1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0', '*')),
    audit_summary jsonb NOT NULL DEFAULT '{}',
    version       integer NOT NULL DEFAULT 1 CHECK (version > 0)
);

CREATE TABLE moves (
    game_id      bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply          integer NOT NULL CHECK (ply > 0),
    notation     text NOT NULL,
    from_square  text NOT NULL CHECK (from_square ~ '^[a-h][1-8]$'),
    to_square    text NOT NULL CHECK (to_square ~ '^[a-h][1-8]$'),
    captures     text[] NOT NULL DEFAULT '{}',
    fen_after    text NOT NULL,
    position_key bigint NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE claims (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id      bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply          integer NOT NULL CHECK (ply >= 0),
    claimant     text NOT NULL CHECK (claimant IN ('white', 'black')),
    rule         text NOT NULL CHECK (rule IN ('threefold', 'three-kings', 'kings-only', 'balance',
                                                'main-road', 'small-ending')),
    written_move text,
    verdict      text NOT NULL CHECK (verdict IN ('valid', 'invalid', 'undecided')),
    evidence     jsonb NOT NULL DEFAULT '{}',
    claimed_at   timestamptz NOT NULL DEFAULT now(),
    recorded_by  text NOT NULL DEFAULT current_user
);

-- The append-only log of rulings and result changes: who, when, what, why, before and after.
CREATE TABLE decisions (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    decided_at    timestamptz NOT NULL DEFAULT now(),
    decided_by    text NOT NULL DEFAULT current_user,
    tournament_id bigint REFERENCES tournaments (id),
    what          text NOT NULL CHECK (length(btrim(what)) > 0),
    why           text,
    before        jsonb,
    after         jsonb
);

CREATE FUNCTION decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the decisions log is append-only: % is refused', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER decisions_append_only
    BEFORE UPDATE OR DELETE ON decisions
    FOR EACH ROW EXECUTE FUNCTION decisions_append_only();
CREATE TRIGGER decisions_no_truncate
    BEFORE TRUNCATE ON decisions
    FOR EACH STATEMENT EXECUTE FUNCTION decisions_append_only();
