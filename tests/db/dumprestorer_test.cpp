// db restore (db/dumprestorer.h) on the throwaway server: a backup as `shashki db backup` makes it
// (pg_dump --format=custom) comes back row for row into a new database; an archive that carries
// a function of its own, a command hidden in a function of the tool's own name, data as SQL
// statements, a newer schema, or a target that holds rows are refused or never run.
#include "db/dumprestorer.h"
#include "testserver.h"

#include <QProcess>
#include <catch2/catch.hpp>
#include <fstream>
#include <unistd.h>

namespace dumprestorer_test {

using namespace db;
using namespace dbtest;
using Reason = RestoreRefusal::Reason;

namespace {

std::filesystem::path pgRestore()
{
    return EmbeddedCluster::binDir() / "pg_restore";
}

// A folder of this test process for its archives, removed when the process ends.
const std::filesystem::path &archives()
{
    struct Folder
    {
        Folder()
            : path(std::filesystem::temp_directory_path() /
                   ("shashki-restore-test-" + std::to_string(::getpid())))
        {
            std::filesystem::create_directories(path);
        }
        ~Folder()
        {
            std::error_code error;
            std::filesystem::remove_all(path, error);
        }
        std::filesystem::path path;
    };
    static const Folder folder;
    return folder.path;
}

// Where the forged archives' command leaves its mark: a folder the server's account can write.
std::filesystem::path markFile(const std::string &name)
{
    return std::filesystem::temp_directory_path() /
           ("shashki-restore-" + name + "-" + std::to_string(::getpid()));
}

void runProgram(const std::string &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QString::fromStdString((EmbeddedCluster::binDir() / program).string()),
                  arguments);
    REQUIRE(process.waitForFinished(-1));
    INFO(process.readAll().toStdString());
    REQUIRE(process.exitCode() == 0);
}

// The database `database` written as `shashki db backup` writes it, with `extra` options.
std::string backup(const std::string &database, const std::string &name,
                   const QStringList &extra = {})
{
    const std::string file = (archives() / name).string();
    runProgram("pg_dump", QStringList{QStringLiteral("--format=custom"), QStringLiteral("--file"),
                                      QString::fromStdString(file), QStringLiteral("--dbname"),
                                      QString::fromStdString(server().connectionString(database))} +
                              extra);
    return file;
}

// pg_restore as `db restore` ran it before issue 13: the archive's SQL executed as is.
void plainPgRestore(const std::string &file, const std::string &database)
{
    server().freshDatabase(database);
    runProgram("pg_restore", {QStringLiteral("--single-transaction"), QStringLiteral("--no-owner"),
                              QStringLiteral("--dbname"),
                              QString::fromStdString(server().connectionString(database)),
                              QString::fromStdString(file)});
}

// A small tournament: 4 players, a round of 2 boards (the trigger seats the players), a game
// with 2 moves, a decision.
void populate(PgConnection &connection)
{
    for (const char *sql : {
             "INSERT INTO players (name, rating) VALUES ('Ботвинник', 2600), ('Таль', 2500), "
             "('Смыслов', 2550), ('Петросян', 2450)",
             "INSERT INTO tournaments (name) VALUES ('Cup')",
             "INSERT INTO entries (tournament_id, player_id, start_number) "
             "SELECT 1, id, id FROM players",
             "INSERT INTO rounds (tournament_id, number) VALUES (1, 1)",
             "INSERT INTO pairings (round_id, board, white_player_id, black_player_id, result) "
             "VALUES (1, 1, 1, 2, '1-0'), (1, 2, 3, 4, NULL)",
             "INSERT INTO games (tournament_id, pairing_id, pdn, start_fen, result, "
             "white_player_id, black_player_id) "
             "VALUES (1, 1, '1. c3-d4 f6-e5 1-0', 'W:W21-32:B1-12', '1-0', 1, 2)",
             "INSERT INTO moves (game_id, ply, notation, from_square, to_square, fen_after, "
             "position_key) VALUES (1, 1, 'c3-d4', 22, 18, 'B:W18,21,23-32:B1-12', 12345), "
             "(1, 2, 'f6-e5', 11, 15, 'W:W18,21,23-32:B1-10,12,15', -67890)",
             "INSERT INTO decisions (tournament_id, what, why) "
             "VALUES (1, 'the result of board 1 of round 1 is 1-0', 'the game sheet')",
         })
        mustRun(connection, sql);
}

// The tables of the tool's schema, without schema_migrations.
std::vector<std::string> tables(PgConnection &connection)
{
    const auto rows =
        connection.exec("SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace "
                        "AND relkind = 'r' AND relname <> 'schema_migrations' ORDER BY relname");
    REQUIRE(rows.ok());
    std::vector<std::string> names;
    for (int row = 0; row < rows->rows(); ++row)
        names.push_back(rows->value(row, 0));
    return names;
}

// Every row of `table`, as one checksum with the count.
std::string contents(PgConnection &connection, const std::string &table)
{
    return scalar(connection, "SELECT count(*) || ' ' || coalesce(md5(string_agg(t::text, '|' "
                              "ORDER BY t::text)), '') FROM public." +
                                  table + " t");
}

std::string relationsIn(PgConnection &connection)
{
    return scalar(connection,
                  "SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace");
}

std::string explained(const arbiter::Result<RestoreSummary, RestoreRefusal> &restored)
{
    std::string text;
    if (!restored)
        for (const std::string &fact : restored.error().facts)
            text += fact + " | ";
    return text;
}

} // namespace

TEST_CASE("a backup restores into a new database row for row, with this program's schema",
          "[postgresql]")
{
    PgConnection source = migratedDatabase("restore_source");
    populate(source);
    const std::string file = backup("restore_source", "source.dump");

    PgConnection target = server().freshDatabase("restore_target");
    const auto restored = DumpRestorer(target, pgRestore()).restore(file);
    INFO(explained(restored));
    REQUIRE(restored.ok());
    const std::vector<std::string> names = tables(source);
    CHECK(restored->tables == static_cast<int>(names.size()));
    CHECK(restored->rows == 4 + 1 + 4 + 1 + 2 + 4 + 1 + 2 + 1); // round_seats: 4
    CHECK(restored->migration == Migrator::bundled().back().name);
    CHECK(restored->pendingMigrations == 0);
    CHECK(tables(target) == names);
    for (const std::string &table : names) {
        INFO(table);
        CHECK(contents(target, table) == contents(source, table));
    }
    // The rows the pairings' trigger keeps are the backup's, not doubled; the log keeps its who
    // and when.
    CHECK(scalar(target, "SELECT count(*) FROM round_seats") == "4");
    CHECK(scalar(target, "SELECT string_agg(name, ', ' ORDER BY id) FROM players") ==
          "Ботвинник, Таль, Смыслов, Петросян");
    CHECK(scalar(target, "SELECT decided_at::text || decided_by FROM decisions") ==
          scalar(source, "SELECT decided_at::text || decided_by FROM decisions"));
    CHECK(scalar(target, "SELECT position_key FROM moves WHERE ply = 2") == "-67890");

    // The schema is this program's, its migrations recorded; sequences and triggers work on.
    const auto status = Migrator(target).status();
    REQUIRE(status.ok());
    CHECK(status->applied.size() == Migrator::bundled().size());
    CHECK(status->pending.empty());
    CHECK(scalar(target, "SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal "
                         "AND tgenabled <> 'O'") == "0");
    CHECK(scalar(target, "INSERT INTO players (name) VALUES ('Керес') RETURNING id") == "5");
    mustRun(target, "INSERT INTO rounds (tournament_id, number) VALUES (1, 2)");
    mustRun(target, "INSERT INTO pairings (round_id, board, white_player_id, black_player_id) "
                    "VALUES (2, 1, 2, 1)");
    CHECK(scalar(target, "SELECT count(*) FROM round_seats WHERE round_id = 2") == "2");
    CHECK(failureOf(target, "DELETE FROM decisions") == "42501");
}

TEST_CASE("a backup of an older schema restores at its level, a newer target refuses it",
          "[postgresql]")
{
    std::vector<Migration> upTo9 = Migrator::bundled();
    upTo9.resize(9);
    PgConnection source = server().freshDatabase("restore_old_source");
    REQUIRE(Migrator(source, upTo9).migrate().ok());
    populate(source);
    const std::string file = backup("restore_old_source", "old.dump");

    PgConnection migrated = migratedDatabase("restore_old_migrated");
    const auto ahead = DumpRestorer(migrated, pgRestore()).restore(file);
    REQUIRE_FALSE(ahead.ok());
    CHECK(ahead.error() ==
          RestoreRefusal{Reason::TargetAhead,
                         {Migrator::bundled().back().name, "0009_micro_matches.sql"}});

    PgConnection target = server().freshDatabase("restore_old_target");
    const auto restored = DumpRestorer(target, pgRestore()).restore(file);
    INFO(explained(restored));
    REQUIRE(restored.ok());
    CHECK(restored->migration == "0009_micro_matches.sql");
    CHECK(restored->pendingMigrations == static_cast<int>(Migrator::bundled().size()) - 9);
    CHECK(scalar(target, "SELECT string_agg(name, ',' ORDER BY version) FROM schema_migrations") ==
          scalar(source, "SELECT string_agg(name, ',' ORDER BY version) FROM schema_migrations"));
    for (const std::string &table : tables(source))
        CHECK(contents(target, table) == contents(source, table));
    // What the later migrations do to the rows, db migrate does now.
    const auto migratedOn = Migrator(target).migrate();
    REQUIRE(migratedOn.ok());
    CHECK(scalar(target, "SELECT count(*) FROM players") == "4");
}

TEST_CASE("an archive with a function of its own is refused with the entry named, nothing runs",
          "[postgresql]")
{
    const std::filesystem::path mark = markFile("function");
    std::filesystem::remove(mark);
    PgConnection source = migratedDatabase("restore_evil_source");
    populate(source);
    // A CHECK that calls the function: pg_restore runs it for every row it copies in. The command
    // reads the row COPY writes to it: one that exits unread (touch) can break the server's pipe.
    mustRun(source, "CREATE FUNCTION evil(text) RETURNS boolean LANGUAGE plpgsql AS $$ BEGIN "
                    "COPY (SELECT 1) TO PROGRAM 'cat > " +
                        mark.string() + "'; RETURN true; END $$");
    mustRun(source, "ALTER TABLE players ADD CONSTRAINT players_fine CHECK (evil(name))");
    std::filesystem::remove(mark); // the new check ran over the source's rows
    const std::string file = backup("restore_evil_source", "evil.dump");
    plainPgRestore(file, "restore_evil_plain");
    REQUIRE(std::filesystem::exists(mark)); // the attack: pg_restore ran the command
    std::filesystem::remove(mark);

    PgConnection target = server().freshDatabase("restore_evil_target");
    const auto restored = DumpRestorer(target, pgRestore()).restore(file);
    REQUIRE_FALSE(restored.ok());
    CHECK(restored.error().reason == Reason::ForeignEntries);
    REQUIRE(restored.error().facts.size() == 2);
    CHECK(restored.error().facts[0] == file);
    CHECK_THAT(restored.error().facts[1], Catch::Matches("[0-9]+ FUNCTION public evil\\(text\\)"));
    CHECK_FALSE(std::filesystem::exists(mark));
    CHECK(relationsIn(target) == "0"); // the migrations rolled back with the rest
}

TEST_CASE("a command hidden in a function of the tool's own name is never run", "[postgresql]")
{
    const std::filesystem::path mark = markFile("hidden");
    std::filesystem::remove(mark);
    PgConnection source = migratedDatabase("restore_hidden_source");
    populate(source);
    // Every entry of this archive has a name the schema has: the function's body and the CHECK
    // inside the table's definition are the archive's own.
    mustRun(source, "CREATE OR REPLACE FUNCTION results_agree(game_result text, pairing_result "
                    "text) RETURNS boolean LANGUAGE plpgsql AS $$ BEGIN COPY (SELECT 1) TO "
                    "PROGRAM 'cat > " +
                        mark.string() + "'; RETURN true; END $$");
    mustRun(source, "ALTER TABLE players ADD CONSTRAINT players_agree CHECK "
                    "(results_agree(name, name))");
    std::filesystem::remove(mark);
    const std::string file = backup("restore_hidden_source", "hidden.dump");
    plainPgRestore(file, "restore_hidden_plain");
    REQUIRE(std::filesystem::exists(mark));
    std::filesystem::remove(mark);

    PgConnection target = server().freshDatabase("restore_hidden_target");
    const auto restored = DumpRestorer(target, pgRestore()).restore(file);
    INFO(explained(restored));
    REQUIRE(restored.ok());
    CHECK_FALSE(std::filesystem::exists(mark));
    CHECK(scalar(target, "SELECT count(*) FROM players") == "4");
    CHECK(scalar(target, "SELECT count(*) FROM pg_constraint WHERE conname = 'players_agree'") ==
          "0");
    CHECK(scalar(target, "SELECT prosrc LIKE '%PROGRAM%' FROM pg_proc "
                         "WHERE proname = 'results_agree'") == "f");
}

TEST_CASE("a restore goes only into a database without rows", "[postgresql]")
{
    PgConnection source = migratedDatabase("restore_full");
    populate(source);
    const std::string file = backup("restore_full", "full.dump");
    const std::string before = contents(source, "players");

    const auto restored = DumpRestorer(source, pgRestore()).restore(file);
    REQUIRE_FALSE(restored.ok());
    CHECK(restored.error() ==
          RestoreRefusal{Reason::TargetNotEmpty,
                         {"decisions, entries, games, moves, pairings, players, round_seats, "
                          "rounds, tournaments"}});
    CHECK(contents(source, "players") == before);
    CHECK(scalar(source, "SELECT count(*) FROM round_seats") == "4");

    // The tool's schema without rows is empty enough.
    PgConnection migrated = migratedDatabase("restore_into_migrated");
    const auto intoMigrated = DumpRestorer(migrated, pgRestore()).restore(file);
    INFO(explained(intoMigrated));
    REQUIRE(intoMigrated.ok());
    CHECK(contents(migrated, "players") == before);
}

TEST_CASE("a plain SQL dump, a missing file and an archive of INSERT statements are refused",
          "[postgresql]")
{
    PgConnection source = migratedDatabase("restore_formats");
    populate(source);
    PgConnection target = server().freshDatabase("restore_formats_target");

    const std::string plain =
        backup("restore_formats", "plain.sql", {QStringLiteral("--format=plain")});
    const auto sql = DumpRestorer(target, pgRestore()).restore(plain);
    REQUIRE_FALSE(sql.ok());
    CHECK(sql.error().reason == Reason::NotAnArchive);
    REQUIRE(sql.error().facts.size() == 2);
    CHECK(sql.error().facts[0] == plain);
    CHECK_THAT(sql.error().facts[1], Catch::Contains("text format dump"));

    const std::string missing = (archives() / "missing.dump").string();
    const auto none = DumpRestorer(target, pgRestore()).restore(missing);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().reason == Reason::NotAnArchive);
    CHECK_THAT(none.error().facts.at(1), Catch::Contains("could not open input file"));

    // pg_dump --inserts: data entries whose content is SQL statements, which pg_restore runs.
    const std::string inserts =
        backup("restore_formats", "inserts.dump", {QStringLiteral("--inserts")});
    const auto statements = DumpRestorer(target, pgRestore()).restore(inserts);
    REQUIRE_FALSE(statements.ok());
    CHECK(statements.error().reason == Reason::UnexpectedData);
    REQUIRE(statements.error().facts.size() == 3);
    CHECK(statements.error().facts[0] == inserts);
    CHECK_THAT(statements.error().facts[2],
               Catch::StartsWith("INSERT INTO public.schema_migrations VALUES (1, "
                                 "'0001_schema.sql', '"));
    CHECK(relationsIn(target) == "0");
}

TEST_CASE("a backup of a newer program, of another schema or of no schema is refused",
          "[postgresql]")
{
    migratedDatabase("restore_newer");
    const std::string file = backup("restore_newer", "newer.dump");
    PgConnection target = server().freshDatabase("restore_newer_target");

    std::vector<Migration> older = Migrator::bundled();
    const Migration last = older.back();
    older.pop_back();
    const auto newer = DumpRestorer(target, pgRestore(), older).restore(file);
    REQUIRE_FALSE(newer.ok());
    CHECK(newer.error() == RestoreRefusal{Reason::NewerProgram, {file, last.name}});

    std::vector<Migration> changed = Migrator::bundled();
    changed.back().sql += "\n-- changed";
    changed.back().checksum = Migrator::checksumOf(changed.back().sql);
    const auto differs = DumpRestorer(target, pgRestore(), changed).restore(file);
    REQUIRE_FALSE(differs.ok());
    CHECK(differs.error() == RestoreRefusal{Reason::MigrationDiffers, {file, last.name}});

    server().freshDatabase("restore_nothing");
    const std::string nothing = backup("restore_nothing", "nothing.dump");
    const auto unmigrated = DumpRestorer(target, pgRestore()).restore(nothing);
    REQUIRE_FALSE(unmigrated.ok());
    CHECK(unmigrated.error() == RestoreRefusal{Reason::NoMigrations, {nothing}});
    CHECK(relationsIn(target) == "0");
}

} // namespace dumprestorer_test
