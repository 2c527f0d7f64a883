// The desktop's "Import from CSV…" at scale (issue 28, point 9): a generated players CSV of N
// lines (default 100,000; a header, every 50th line a wrong rating) read and checked
// (app::readPlayerCsv), then — the wrong lines dropped — checked for persons entered twice
// (app::duplicatesOf) and entered into an empty Swiss (app::enterPlayers, each at his rank), on a
// throwaway PostgreSQL (an embedded cluster in a temporary folder, as games_bench's). The window's
// import runs these three calls; each one's time is printed as it ends, so a run stopped by a
// time limit still says how far it got. Peak memory: run it under `/usr/bin/time -v`.
// Usage: csv_bench [LINES]
#include "app/tournament/digitsvalue.h"
#include "app/tournament/playercsv.h"
#include "app/tournament/playerregistry.h"
#include "db/embeddedcluster.h"
#include "db/migrator.h"
#include "db/sqlsession.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <unistd.h>

namespace {

const char *const benchDatabase = "csv_bench";

[[noreturn]] void stopBench(const std::string &why)
{
    std::cerr << "csv_bench: " << why << "\n";
    std::exit(1);
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The CSV: a header, then `lines` players with distinct names; every 50th has the rating "x".
std::string generatedCsv(int lines)
{
    static const char *const titles[] = {"", "КМС", "МС", "1 разряд", "GMI", ""};
    std::string text = "Фамилия Имя;Рейтинг;Звание;Клуб;Год рождения\n";
    for (int i = 1; i <= lines; ++i) {
        text += "Игрок " + std::to_string(i) + ";";
        text += i % 50 == 0 ? std::string("x") : std::to_string(800 + (i * 7919) % 1700);
        text += ";" + std::string(titles[i % 6]) + ";Клуб " + std::to_string(i % 97) + ";" +
                std::to_string(1950 + i % 60) + "\n";
    }
    return text;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    const std::optional<int> given = argc > 1 ? app::digitsValue(argv[1]) : std::optional(100000);
    if (!given || *given <= 0)
        stopBench("LINES is a positive number");
    const int lines = *given;

    const std::filesystem::path root = std::filesystem::temp_directory_path() /
                                       ("shashki-csv-bench-" + std::to_string(::getpid()));
    std::filesystem::remove_all(root);
    db::EmbeddedCluster cluster(root);
    if (const auto failure = cluster.initialize(db::EmbeddedCluster::Durability::Throwaway))
        stopBench("initdb failed: " + failure->text());
    if (const auto failure = cluster.start(benchDatabase))
        stopBench("the server did not start: " + failure->text());
    const std::string url = cluster.connectionString(benchDatabase);
    int status = 0;
    {
        auto connection = db::PgConnection::open(url);
        if (!connection)
            stopBench(connection.error().text());
        if (const auto migrated = db::Migrator(connection.value()).migrate(); !migrated)
            stopBench(migrated.error().text());
        if (const auto made = connection.value().exec(
                "INSERT INTO tournaments (name, system) VALUES ('CSV bench', 'swiss')");
            !made)
            stopBench(made.error().text());
        auto session = db::SqlSession::open(url);
        if (!session)
            stopBench(session.error().text());
        auto tournament = session.value()->run(QStringLiteral("SELECT id FROM tournaments"), {},
                                               "find the tournament");
        if (!tournament || !tournament->next())
            stopBench("no tournament");
        const std::int64_t tournamentId = tournament->value(0).toLongLong();

        const std::string text = generatedCsv(lines);
        std::cout << "csv_bench: " << lines << " lines, " << text.size() << " bytes" << std::endl;
        const auto start = std::chrono::steady_clock::now();
        auto phase = start;
        const app::PlayerCsv read = app::readPlayerCsv(text, app::PlayerValidator(2026));
        std::cout << "read and checked: " << secondsSince(phase) << " s, " << read.players.size()
                  << " players, " << read.problems.size() << " wrong lines" << std::endl;
        std::vector<db::Player> players;
        players.reserve(read.players.size());
        for (const app::CsvPlayer &player : read.players)
            players.push_back(player.player);
        phase = std::chrono::steady_clock::now();
        const auto duplicates = app::duplicatesOf(*session.value(), tournamentId, players);
        if (!duplicates)
            stopBench(duplicates.error().text());
        std::cout << "duplicate check: " << secondsSince(phase) << " s, " << duplicates->size()
                  << " duplicates" << std::endl;
        phase = std::chrono::steady_clock::now();
        const auto entered = app::enterPlayers(*session.value(), tournamentId, players);
        if (!entered)
            stopBench(entered.error().refusal.text());
        std::cout << "entered: " << secondsSince(phase) << " s, " << *entered << " players"
                  << std::endl;
        std::cout << "total: " << secondsSince(start) << " s" << std::endl;
        if (*entered != static_cast<int>(players.size()))
            status = 1;
    }
    (void)cluster.stop();
    std::error_code ignored;
    std::filesystem::remove_all(root, ignored);
    return status;
}
