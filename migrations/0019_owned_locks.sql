-- No hall login can hold the tool's own work back (issue 28, docs/storage.md "Timeouts"): the
-- start numbers of a tournament were serialized by an advisory lock (730512948, tournament),
-- which any login, a viewer's too, could take and keep for ever with pg_advisory_lock. They are
-- serialized by a lock on the tournament's row instead, taken by the owner's functions: a row
-- lock needs the right to change the row, which no viewer or judge has. (Migrations no longer
-- take the advisory lock 730512947 either: they lock schema_migrations, db/migrator.cpp.)

-- The tournament's start numbers held until the transaction ends: entries are made and numbered
-- one at a time. FOR NO KEY UPDATE does not wait for the games and entries that refer to the
-- tournament (their key share), only for another numbering or a change of its settings.
CREATE FUNCTION lock_start_numbers(p_tournament bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
    PERFORM 1 FROM tournaments t WHERE t.id = p_tournament FOR NO KEY UPDATE;
END;
$$;

REVOKE EXECUTE ON FUNCTION lock_start_numbers(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION lock_start_numbers(bigint) TO shashki_chief;

-- enter_player and number_entries (0018) take the new lock in place of the advisory one; nothing
-- else of them changes. Their text is rewritten where the old lock stands, and a function without
-- it stops the migration.
DO $$
DECLARE
    old constant text :=
        'PERFORM pg_advisory_xact_lock(730512948, (p_tournament % 2147483647)::integer);';
    fn regprocedure;
    definition text;
BEGIN
    FOREACH fn IN ARRAY ARRAY['enter_player(bigint, bigint, integer)'::regprocedure,
                              'number_entries(bigint, bigint[], text, text)'::regprocedure] LOOP
        definition := pg_get_functiondef(fn);
        IF position(old IN definition) = 0 THEN
            RAISE EXCEPTION '% does not take the advisory lock 730512948', fn;
        END IF;
        EXECUTE replace(definition, old, 'PERFORM lock_start_numbers(p_tournament);');
    END LOOP;
END;
$$;
