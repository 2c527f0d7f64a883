// Opening the Games tab of a 2,000-game tournament (issue 15: ≤ 300 ms): a throwaway PostgreSQL
// (an embedded cluster in a temporary folder, as the tests' server of tests/db) filled once with
// 1,600 games in 32 rounds of 50 boards and 400 imported without a round, each with a PDN text of
// some 2 kB and up to two audit findings; then
//  - GamesListing: the one query of db::GameStore::listing;
//  - GamesTabReload: what the window does when the tab is opened — the query through the
//    session, the model built, the heading's span and the round filter filled (GamesTab::reload).
// Usage: games_bench [Google Benchmark options]
#include "app/gui/gamestab.h"
#include "app/gui/tournamentsession.h"
#include "db/embeddedcluster.h"
#include "db/gamestore.h"
#include "db/migrator.h"

#include <QApplication>
#include <QSqlQuery>
#include <benchmark/benchmark.h>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <unistd.h>

namespace {

const char *const databaseName = "games_bench";
const char *const tournamentName = "Bench 2000";

[[noreturn]] void stop(const std::string &why)
{
    std::cerr << "games_bench: " << why << "\n";
    std::exit(1);
}

// The server, started at the first use and stopped (its folder removed) at the end.
struct ThrowawayServer
{
    std::filesystem::path root = std::filesystem::temp_directory_path() /
                                 ("shashki-games-bench-" + std::to_string(::getpid()));
    db::EmbeddedCluster cluster{root};

    ThrowawayServer()
    {
        std::filesystem::remove_all(root);
        if (const auto failure = cluster.start(databaseName))
            stop("the server did not start: " + failure->text());
    }
    ~ThrowawayServer()
    {
        (void)cluster.stop();
        std::error_code ignored;
        std::filesystem::remove_all(root, ignored);
    }
};

// The tournament, made once per process.
std::string filledDatabase()
{
    static ThrowawayServer server;
    static const std::string conninfo = [] {
        const std::string url = server.cluster.connectionString(databaseName);
        auto opened = db::PgConnection::open(url);
        if (!opened)
            stop(opened.error().text());
        db::PgConnection &connection = opened.value();
        if (const auto migrated = db::Migrator(connection).migrate(); !migrated)
            stop(migrated.error().text());
        const auto run = [&connection](const std::string &sql) {
            if (const auto done = connection.exec(sql); !done)
                stop(sql + ": " + done.error().text());
        };
        run("INSERT INTO tournaments (name, system) VALUES ('" + std::string(tournamentName) +
            "', 'swiss')");
        run("INSERT INTO players (name) SELECT 'Игрок ' || n FROM generate_series(1, 100) n");
        run("INSERT INTO entries (tournament_id, player_id, start_number) "
            "SELECT t.id, p.id, row_number() OVER (ORDER BY p.id) FROM tournaments t, players p");
        run("INSERT INTO rounds (tournament_id, number) "
            "SELECT t.id, r FROM tournaments t, generate_series(1, 32) r");
        // Round r, board b: players b + r and b + r + 50 (mod 100), never one at two boards.
        run("INSERT INTO pairings (round_id, board, white_player_id, black_player_id, result) "
            "SELECT r.id, b, m.first + (b - 1 + r.number) % 100, m.first + (b + 49 + r.number) % "
            "100, '1-0' FROM rounds r, generate_series(1, 50) b, "
            "(SELECT min(id) AS first FROM players) m");
        const std::string findings =
            "jsonb_build_object('findings', (SELECT coalesce(jsonb_agg(jsonb_build_object("
            "'code', 'AMBIGUOUS_MOVE')), '[]'::jsonb) FROM generate_series(1, %s % 3)))";
        const auto withKey = [&findings](const std::string &key) {
            std::string out = findings;
            out.replace(out.find("%s"), 2, key);
            return out;
        };
        run("INSERT INTO games (tournament_id, pairing_id, white_player_id, black_player_id, pdn, "
            "start_fen, ply_count, result, audit_summary) "
            "SELECT t.id, p.id, p.white_player_id, p.black_player_id, "
            "repeat('1. c3-d4 f6-g5 2. b2-c3 g7-f6 ', 70), 'W:W21-32:B1-12', 140, '1-0', " +
            withKey("p.board") + " FROM pairings p, tournaments t");
        run("INSERT INTO games (tournament_id, white_player_id, black_player_id, pdn, start_fen, "
            "ply_count, result, audit_summary) "
            "SELECT t.id, m.first + n % 100, m.first + (n + 1 + n / 100) % 100, "
            "repeat('1. c3-d4 f6-g5 2. b2-c3 g7-f6 ', 70), 'W:W21-32:B1-12', 140, '1/2-1/2', " +
            withKey("n") +
            " FROM tournaments t, generate_series(1, 400) n, "
            "(SELECT min(id) AS first FROM players) m");
        const auto count = connection.exec("SELECT count(*) FROM games");
        if (!count || count->value(0, 0) != "2000")
            stop("the database does not hold 2,000 games");
        return url;
    }();
    return conninfo;
}

void GamesListing(benchmark::State &state)
{
    auto session = db::SqlSession::open(filledDatabase());
    if (!session) {
        state.SkipWithError("no session");
        return;
    }
    auto tournament = session.value()->run(QStringLiteral("SELECT id FROM tournaments"), {},
                                           "find the tournament");
    if (!tournament || !tournament->next()) {
        state.SkipWithError("no tournament");
        return;
    }
    const std::int64_t id = tournament->value(0).toLongLong();
    for (auto _ : state) {
        auto games = db::GameStore(*session.value()).listing(id);
        if (!games || games->size() != 2000) {
            state.SkipWithError("the listing is not 2,000 games");
            return;
        }
        benchmark::DoNotOptimize(games->data());
    }
}

void GamesTabReload(benchmark::State &state)
{
    QString problem;
    auto session = gui::TournamentSession::open(filledDatabase(), problem);
    if (!session || !session->openTournament(QString::fromUtf8(tournamentName))) {
        state.SkipWithError("the tournament cannot be opened");
        return;
    }
    gui::GamesTab tab(session.get());
    tab.resize(1000, 700);
    for (auto _ : state) {
        tab.reload();
        if (tab.model()->gameCount() != 2000 || tab.model()->rowCount() != 2001) {
            state.SkipWithError("the tab does not list 2,000 games under their headings");
            return;
        }
    }
}

} // namespace

BENCHMARK(GamesListing)->Unit(benchmark::kMillisecond);
BENCHMARK(GamesTabReload)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
