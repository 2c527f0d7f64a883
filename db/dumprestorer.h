// Restores a backup made by `shashki db backup` (pg_dump's custom format) into an empty database
// without running anything the archive holds (issue 13). pg_restore executes what an archive
// says: its DDL, and even the SQL text of a data entry, which a forged archive can fill with any
// statement; as the embedded cluster's superuser that reaches COPY … TO PROGRAM, a shell command
// on the server. So:
//
// 1. the archive's table of contents (pg_restore --list) must name only what this program's
//    schema holds at the backup's migration level: its tables and their data, sequences and their
//    values, indexes, constraints, triggers, the migrations' functions (by signature), defaults,
//    and comments and grants on those objects; anything else (another function, a procedure, an
//    extension, an event trigger, a schema, a rule, a policy, a table we do not have …) is refused
//    with every such entry named;
// 2. the migration level is the backup's schema_migrations rows, which must be this program's
//    first migrations, checksums equal; a backup of a newer program is refused;
// 3. the target database must hold no rows in its tables (none at all, or the tool's schema
//    freshly migrated, at most to the backup's level);
// 4. in one transaction: this program's migrations up to the backup's level build the schema
//    (never the archive's DDL), then only the rows and sequence values are loaded, from
//    pg_restore's data script read as data (dumpscriptreader.h): COPY FROM STDIN with this
//    program's own COPY statements into tables and columns checked against the schema, setval
//    with bound parameters. The tables' triggers are disabled while the rows go in (rows kept by
//    triggers, like round_seats, come from the backup as they were, the decisions log keeps its
//    who and when), so the schema's keys, foreign keys and CHECKs check the rows; the rules kept
//    by triggers are not re-run. Any failure rolls everything back.
//
// Comments and grants the archive holds are not restored: the migrations' own are in effect.
#pragma once

#include "migrator.h"
#include "pgconnection.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace db {

struct RestoreRefusal
{
    enum class Reason
    {
        NotAnArchive,     // {file, pg_restore's message}
        ForeignEntries,   // {file, entries "255 FUNCTION public evil(text); 3380 TRIGGER …"}
        NoMigrations,     // {file}: no schema_migrations rows
        NewerProgram,     // {file, the migration this program does not know}
        MigrationDiffers, // {file, the migration recorded otherwise than this program's}
        UnexpectedData,   // {file, line of the data script, the line}
        TargetNotEmpty,   // {tables holding rows, "players, tournaments"}
        TargetAhead,      // {the database's last migration, the backup's last migration}
        Database,         // {the database's error}
    };

    Reason reason;
    std::vector<std::string> facts;

    bool operator==(const RestoreRefusal &) const = default;
};

struct RestoreSummary
{
    int tables = 0;            // tables whose rows were loaded
    std::int64_t rows = 0;     // rows loaded
    std::string migration;     // the backup's last migration: "0011_withdrawal_rule.sql"
    int pendingMigrations = 0; // this program's migrations after it, for `db migrate`
};

class DumpRestorer
{
public:
    // `pgRestore`: the pg_restore program. `migrations`: this program's, by default those built in.
    DumpRestorer(PgConnection &connection, std::filesystem::path pgRestore)
        : DumpRestorer(connection, std::move(pgRestore), Migrator::bundled())
    {}
    DumpRestorer(PgConnection &connection, std::filesystem::path pgRestore,
                 std::vector<Migration> migrations);

    arbiter::Result<RestoreSummary, RestoreRefusal> restore(const std::filesystem::path &file);

private:
    PgConnection &m_connection;
    std::filesystem::path m_pgRestore;
    std::vector<Migration> m_migrations;
};

} // namespace db
