// The desktop's figures for BENCHMARKS.md (issue 7):
//  - checking a move as it is entered: GameSheet::enterMove (notation resolved, draw rules
//    followed, counters of the new position computed) for every move of the 153 games of
//    ussr1947.pdn, each game on a fresh sheet: median and slowest per move;
//  - opening a stored tournament in the window: TournamentSession::openTournament plus the
//    models the window fills, for "USSR 1950" (153 games), median of 10.
// Usage: gui_bench [--db URL] [--pdn FILE]; without --db the embedded database, which must hold
// "USSR 1950" (shashki demo imports it).
#include "app/gui/gamesheet.h"
#include "app/gui/mainwindow.h"
#include "app/gui/tournamentsession.h"
#include "app/tournament/database.h"
#include "arbiter/pdnreader.h"

#include <QApplication>
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>

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
    return 0;
}
