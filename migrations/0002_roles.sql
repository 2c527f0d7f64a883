-- The three roles of a tournament hall, enforced by grants in the database, not by the client:
--   shashki_chief   everything (but the decisions log stays append-only for everyone)
--   shashki_judge   enters games, moves, results and claims, and logs its decisions;
--                   cannot change players, tournaments, entries, rounds or pairings
--   shashki_viewer  reads
-- Roles belong to the whole server, so an existing role (from another database) is kept.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shashki_viewer') THEN
        CREATE ROLE shashki_viewer NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shashki_judge') THEN
        CREATE ROLE shashki_judge NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shashki_chief') THEN
        CREATE ROLE shashki_chief NOLOGIN;
    END IF;
END;
$$;

GRANT USAGE ON SCHEMA public TO shashki_viewer, shashki_judge, shashki_chief;
GRANT SELECT ON players, tournaments, entries, rounds, pairings, round_seats, games, moves, claims,
                decisions
    TO shashki_viewer, shashki_judge, shashki_chief;

GRANT INSERT, UPDATE, DELETE ON games, moves, claims TO shashki_judge;
GRANT UPDATE (result, version) ON pairings TO shashki_judge;
GRANT INSERT ON decisions TO shashki_judge;

GRANT INSERT, UPDATE, DELETE ON players, tournaments, entries, rounds, pairings, round_seats,
                               games, moves, claims
    TO shashki_chief;
GRANT INSERT ON decisions TO shashki_chief;

GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO shashki_judge, shashki_chief;
