// The import benchmark (issues 5 and 28): stores the same games in a fresh tournament twice in one
// run, in the importer's batches (import_batch, binary arrays) and one game at a time (the
// baseline), after one unmeasured batched import that warms the server, and prints both rates;
// then times PostgreSQL's own COPY of the rows the batched import stored into the same tables
// (rolled back) and prints the ratio of the import to it, the yardstick.
// The games are read and audited once before the clocks start, so both figures are the database
// work alone; `shashki import` gives the end-to-end one.
//
//   import_bench FILE.pdn [--copies N] [--db URL]
//
// Without --db (or $SHASHKI_DB) it starts a throwaway embedded cluster in a temporary folder.
#include "app/tournament/gamerecord.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "arbiter/ruleset.h"
#include "benchoption.h"
#include "db/embeddedcluster.h"
#include "db/gameimporter.h"
#include "db/migrator.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <libpq-fe.h>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

struct Measured
{
    double seconds = 0;
    db::ImportCounts counts;
};

std::optional<Measured> store(db::PgConnection &connection, db::GameImporter::Method method,
                              const std::string &tournament,
                              const std::vector<db::GameRecord> &records, int copies)
{
    db::GameImporter importer(connection, method);
    const auto start = std::chrono::steady_clock::now();
    if (auto failure = importer.begin(tournament, true)) {
        std::cerr << "import_bench: " << failure->text() << "\n";
        return std::nullopt;
    }
    for (int copy = 0; copy < copies; ++copy)
        for (const db::GameRecord &record : records)
            if (auto failure = importer.add(record)) {
                std::cerr << "import_bench: " << failure->text() << "\n";
                return std::nullopt;
            }
    const auto counts = importer.commit();
    if (!counts) {
        std::cerr << "import_bench: " << counts.error().text() << "\n";
        return std::nullopt;
    }
    const auto end = std::chrono::steady_clock::now();
    return Measured{std::chrono::duration<double>(end - start).count(), *counts};
}

// The rows COPY ... TO STDOUT gives for `query`, in COPY's text format; empty when it failed.
std::string copyOut(db::PgConnection &connection, const std::string &query)
{
    PGconn *handle = connection.handle();
    const std::unique_ptr<PGresult, decltype(&PQclear)> started(
        PQexec(handle, ("COPY (" + query + ") TO STDOUT").c_str()), &PQclear);
    if (PQresultStatus(started.get()) != PGRES_COPY_OUT) {
        std::cerr << "import_bench: " << PQerrorMessage(handle);
        return {};
    }
    std::string rows;
    char *line = nullptr;
    int length = 0;
    while ((length = PQgetCopyData(handle, &line, 0)) > 0) {
        rows.append(line, static_cast<std::size_t>(length));
        PQfreemem(line);
    }
    while (PGresult *result = PQgetResult(handle))
        PQclear(result);
    return rows;
}

// COPY `table` FROM STDIN of `rows`; whether it succeeded.
bool copyIn(db::PgConnection &connection, const std::string &table, const std::string &rows)
{
    PGconn *handle = connection.handle();
    {
        const std::unique_ptr<PGresult, decltype(&PQclear)> started(
            PQexec(handle, ("COPY " + table + " FROM STDIN").c_str()), &PQclear);
        if (PQresultStatus(started.get()) != PGRES_COPY_IN) {
            std::cerr << "import_bench: " << PQerrorMessage(handle);
            return false;
        }
    }
    bool ok = PQputCopyData(handle, rows.data(), static_cast<int>(rows.size())) == 1 &&
              PQputCopyEnd(handle, nullptr) == 1;
    while (PGresult *result = PQgetResult(handle)) {
        ok = ok && PQresultStatus(result) == PGRES_COMMAND_OK;
        PQclear(result);
    }
    if (!ok)
        std::cerr << "import_bench: " << PQerrorMessage(handle);
    return ok;
}

// PostgreSQL's own COPY of the rows the import stored in `tournament`, into the same tables (the
// games with new ids, in a tournament of their own), in one transaction, rolled back: the
// issue's yardstick (issue 28, point 9). The seconds of the two COPYs.
std::optional<double> copyOfTheSameRows(db::PgConnection &connection, const std::string &tournament)
{
    const auto exec = [&connection](const std::string &sql) {
        const auto done = connection.exec(sql);
        if (!done)
            std::cerr << "import_bench: " << done.error().text() << "\n";
        return done.ok();
    };
    const std::string from = "(SELECT id FROM tournaments WHERE name = '" + tournament + "')";
    const std::string shift = "1000000000";
    const std::string games = copyOut(
        connection, "SELECT id + " + shift +
                        ", (SELECT max(id) FROM tournaments), NULL::bigint, white_player_id, "
                        "black_player_id, pdn, start_fen, final_fen, ply_count, result, "
                        "audit_summary FROM games WHERE tournament_id = " +
                        from + " ORDER BY id");
    const std::string moves =
        copyOut(connection, "SELECT m.game_id + " + shift +
                                ", m.ply, m.notation, m.from_square, m.to_square, m.captures, "
                                "m.fen_after, m.position_key FROM moves m JOIN games g ON g.id = "
                                "m.game_id WHERE g.tournament_id = " +
                                from + " ORDER BY m.game_id, m.ply");
    if (games.empty() || moves.empty() || !exec("BEGIN") ||
        !exec("INSERT INTO tournaments (name) VALUES ('import_bench copy " + tournament + "')"))
        return std::nullopt;
    const auto start = std::chrono::steady_clock::now();
    const bool copied = copyIn(connection,
                               "games (id, tournament_id, pairing_id, white_player_id, "
                               "black_player_id, pdn, start_fen, final_fen, ply_count, result, "
                               "audit_summary)",
                               games) &&
                        copyIn(connection, "moves", moves);
    const auto end = std::chrono::steady_clock::now();
    if (!exec("ROLLBACK") || !copied)
        return std::nullopt;
    return std::chrono::duration<double>(end - start).count();
}

void report(const char *name, const Measured &measured)
{
    std::cout << name << ": " << measured.counts.games << " games, " << measured.counts.moves
              << " move rows in " << measured.seconds << " s: "
              << static_cast<long>(static_cast<double>(measured.counts.games) / measured.seconds)
              << " games/s, "
              << static_cast<long>(static_cast<double>(measured.counts.moves) / measured.seconds)
              << " move rows/s\n";
}

// Both imports into the database at `url`; the exit status.
int measure(const std::string &url, const std::vector<db::GameRecord> &records, int copies)
{
    auto opened = db::PgConnection::open(url);
    if (!opened) {
        std::cerr << "import_bench: " << opened.error().text() << "\n";
        return 1;
    }
    db::PgConnection &connection = opened.value();
    if (const auto migrated = db::Migrator(connection).migrate(); !migrated) {
        std::cerr << "import_bench: " << migrated.error().text() << "\n";
        return 1;
    }
    const std::string stamp =
        std::to_string(::getpid()) + "-" +
        std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
    // One unmeasured import first: a new cluster creates its WAL files as it goes, a cost that a
    // server in use has paid long before.
    if (!store(connection, db::GameImporter::Method::Batched, "import_bench warm-up " + stamp,
               records, copies))
        return 1;
    const auto copied = store(connection, db::GameImporter::Method::Batched,
                              "import_bench copy " + stamp, records, copies);
    if (!copied)
        return 1;
    report("batched", *copied);
    const auto yardstick = copyOfTheSameRows(connection, "import_bench copy " + stamp);
    if (!yardstick)
        return 1;
    std::cout << "PostgreSQL's COPY of the same rows into the same tables: " << *yardstick
              << " s; the import takes " << copied->seconds / *yardstick << " times as long\n";
    const auto inserted = store(connection, db::GameImporter::Method::GameByGame,
                                "import_bench rows " + stamp, records, copies);
    if (!inserted)
        return 1;
    report("game by game", *inserted);
    std::cout << "batched is " << inserted->seconds / copied->seconds
              << " times as fast as game by game\n";
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    std::string file;
    int copies = 20;
    std::string url = std::getenv("SHASHKI_DB") ? std::getenv("SHASHKI_DB") : "";
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--copies" && i + 1 < argc && bench::countOption(argv[i + 1]))
            copies = *bench::countOption(argv[++i]);
        else if (argument == "--db" && i + 1 < argc)
            url = argv[++i];
        else if (file.empty() && argument.rfind("--", 0) != 0)
            file = argument;
        else {
            std::cerr << "usage: import_bench FILE.pdn [--copies N] [--db URL]\n";
            return 2;
        }
    }
    if (file.empty() || copies < 1) {
        std::cerr << "usage: import_bench FILE.pdn [--copies N] [--db URL]\n";
        return 2;
    }

    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::cerr << "import_bench: cannot open " << file << "\n";
        return 2;
    }
    arbiter::PdnReader reader(in);
    reader.setKeepText(true);
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr,
                                   arbiter::Auditor::Options{.recordHistory = true});
    std::vector<db::GameRecord> records;
    while (const auto game = reader.next()) {
        const arbiter::GameAudit audit = auditor.audit(*game);
        if (game->problem || !audit.replayed) {
            std::cerr << "import_bench: game " << game->index << " cannot be imported\n";
            return 1;
        }
        records.push_back(app::gameRecord(*game, audit));
    }

    std::optional<db::EmbeddedCluster> cluster;
    const std::filesystem::path root = std::filesystem::temp_directory_path() /
                                       ("shashki-import-bench-" + std::to_string(::getpid()));
    if (url.empty()) {
        std::filesystem::remove_all(root);
        cluster.emplace(root);
        if (auto failure = cluster->start("shashki")) {
            std::cerr << "import_bench: " << failure->text() << "\n";
            return 1;
        }
        url = cluster->connectionString("shashki");
    }
    const int status = measure(url, records, copies);
    if (cluster) {
        (void)cluster->stop();
        std::error_code error;
        std::filesystem::remove_all(root, error);
    }
    return status;
}
