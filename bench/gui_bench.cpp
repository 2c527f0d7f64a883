// The desktop's figures for BENCHMARKS.md (issue 7):
//  - checking a move as it is entered: GameSheet::enterMove (notation resolved, draw rules
//    followed, counters of the new position computed) for every move of the 153 games of
//    ussr1947.pdn, each game on a fresh sheet: median and slowest per move;
//  - opening a stored tournament in the window: TournamentSession::openTournament plus the
//    models the window fills, for "USSR 1950" (153 games), median of 10;
//  - a result typed to the standings redrawn (issue 15), in a 1,000-player Swiss of 11 rounds
//    (bench::generateSwiss, imported once as "Swiss 1000" through TRF): board 1 of round 11 set
//    to 1-0 and 0-1 in turn through the window's session, the standings and crosstable models
//    filled again; median and slowest of 20.
// Usage: gui_bench [--db URL] [--pdn FILE]; without --db the embedded database, which must hold
// "USSR 1950" (shashki demo imports it).
#include "app/gui/gamesheet.h"
#include "app/gui/mainwindow.h"
#include "app/gui/tournamentsession.h"
#include "app/tournament/database.h"
#include "app/tournament/trfimport.h"
#include "arbiter/pdnreader.h"
#include "generatedswiss.h"
#include "reports/trffile.h"

#include <QApplication>
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

namespace {

double millisecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// The TRF of a generated Swiss: every player's rounds as blocks (opponent, colour, result code).
std::string generatedTrf(int players, int rounds)
{
    const bench::GeneratedSwiss swiss = bench::generateSwiss(players, rounds);
    reports::TrfFile file;
    file.name = "Swiss 1000";
    file.rounds = rounds;
    for (const reports::EventPlayer &player : swiss.event.players) {
        reports::TrfPlayer line;
        line.startNumber = player.startNumber;
        line.name = player.name;
        line.rating = player.rating;
        for (const reports::RoundResult &result : player.results) {
            reports::TrfBlock block;
            if (result.opponent >= 0) {
                block.opponent =
                    swiss.event.players[static_cast<std::size_t>(result.opponent)].startNumber;
                block.colour = result.white ? 'w' : 'b';
            }
            switch (result.outcome) {
            case reports::Outcome::Win:
                block.result = '1';
                break;
            case reports::Outcome::Draw:
                block.result = '=';
                break;
            case reports::Outcome::Loss:
                block.result = '0';
                break;
            case reports::Outcome::ForfeitWin:
                block.result = '+';
                break;
            case reports::Outcome::ForfeitLoss:
                block.result = '-';
                break;
            case reports::Outcome::DoubleForfeit:
                block.result = '-';
                break;
            case reports::Outcome::FullBye:
                block.result = 'F';
                break;
            case reports::Outcome::HalfBye:
                block.result = 'H';
                break;
            case reports::Outcome::ZeroBye:
                block.result = 'Z';
                break;
            case reports::Outcome::PairingBye:
                block.result = 'U';
                break;
            case reports::Outcome::NotPaired:
                break;
            }
            line.rounds.push_back(block);
        }
        file.players.push_back(std::move(line));
    }
    std::ostringstream text;
    reports::writeTrf(file, text);
    return text.str();
}

// "Swiss 1000" in the database, imported when it is not there yet.
bool ensureSwiss1000(const std::string &conninfo)
{
    auto sql = db::SqlSession::open(conninfo);
    if (!sql)
        return false;
    if (db::TournamentStore(*sql.value()).findByName("Swiss 1000"))
        return true;
    std::istringstream trf(generatedTrf(1000, 11));
    const auto imported = app::importTrf(*sql.value(), trf, "generated.trf");
    if (!imported) {
        std::cerr << "gui_bench: the generated Swiss was not imported\n";
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication application(argc, argv);
    // gui_bench [--db URL] [--pdn FILE]
    std::optional<std::string> url;
    std::string pdn = SHASHKI_SOURCE_DIR "/tests/data/pdn/ussr1947.pdn";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--db") {
            url = argv[i + 1];
        } else if (option == "--pdn") {
            pdn = argv[i + 1];
        } else {
            std::cerr << "usage: gui_bench [--db URL] [--pdn FILE]\n";
            return 2;
        }
    }

    std::ifstream file(pdn, std::ios::binary);
    arbiter::PdnReader reader(file);
    std::vector<double> perMove;
    while (const auto game = reader.next()) {
        gui::GameSheet sheet;
        for (const arbiter::PdnMove &move : game->moves) {
            const auto start = std::chrono::steady_clock::now();
            const bool legal = sheet.enterMove(QString::fromStdString(move.text));
            (void)sheet.counters(); // what the window shows next to the board
            perMove.push_back(millisecondsSince(start));
            if (!legal) {
                std::cerr << "gui_bench: game " << game->index << ": "
                          << sheet.finding().toStdString() << "\n";
                return 1;
            }
        }
    }
    std::cout << "move check: " << perMove.size() << " moves, median " << median(perMove)
              << " ms, slowest " << *std::max_element(perMove.begin(), perMove.end()) << " ms\n";

    auto database = app::openDatabase(app::chosenDatabaseUrl(url));
    if (!database) {
        std::cerr << "gui_bench: " << database.error() << "\n";
        return 1;
    }
    std::vector<double> opening;
    for (int run = 0; run < 10; ++run) {
        QString problem;
        const auto start = std::chrono::steady_clock::now();
        auto session = gui::TournamentSession::open(database->conninfo, problem);
        if (!session) {
            std::cerr << "gui_bench: " << problem.toStdString() << "\n";
            return 1;
        }
        gui::MainWindow window(std::move(session), nullptr);
        if (!window.openTournament(QStringLiteral("USSR 1950"))) {
            std::cerr << "gui_bench: the database holds no \"USSR 1950\" (run shashki demo)\n";
            return 1;
        }
        opening.push_back(millisecondsSince(start));
    }
    std::cout << "open \"USSR 1950\" (153 games) in the window: median " << median(opening)
              << " ms, slowest " << *std::max_element(opening.begin(), opening.end())
              << " ms (10 runs)\n";

    if (!ensureSwiss1000(database->conninfo))
        return 1;
    QString problem;
    auto session = gui::TournamentSession::open(database->conninfo, problem);
    if (!session) {
        std::cerr << "gui_bench: " << problem.toStdString() << "\n";
        return 1;
    }
    gui::TournamentSession *swiss = session.get();
    gui::MainWindow window(std::move(session), nullptr);
    if (!window.openTournament(QStringLiteral("Swiss 1000")) || swiss->round() != 11) {
        std::cerr << "gui_bench: \"Swiss 1000\" did not open at round 11\n";
        return 1;
    }
    std::vector<double> entering;
    for (int run = 0; run < 20; ++run) {
        const auto start = std::chrono::steady_clock::now();
        if (!swiss->enterResult(1, run % 2 == 0 ? QStringLiteral("1-0") : QStringLiteral("0-1"))) {
            std::cerr << "gui_bench: the result was refused\n";
            return 1;
        }
        entering.push_back(millisecondsSince(start));
        // The change feed's notice of this client's own write arrives between two results, as
        // it does between a judge's keystrokes.
        QCoreApplication::processEvents();
    }
    std::cout << "a result to the standings redrawn, 1,000 players x 11 rounds: median "
              << median(entering) << " ms, slowest "
              << *std::max_element(entering.begin(), entering.end()) << " ms (20 results)\n";
    return 0;
}
