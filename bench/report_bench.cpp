// The printed reports of a large Swiss (issue 13): a generated event of N players and R rounds
// (generatedswiss.h, 2 000 × 11 by default) held in plain structs, each report rendered to PDF,
// printing the time each took and the process's peak resident memory after it. Run one report
// per process to measure its memory alone:
//
//   report_bench [--players N] [--rounds R] [--report standings|crosstable|pairings|players|all]
//                [--dir DIR]
//
// The PDFs are written to DIR (the temporary folder by default) as report-KIND-N.pdf.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/printingapplication.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentreport.h"
#include "benchoption.h"
#include "generatedswiss.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <sys/resource.h>

namespace {

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

// The pages of a PDF as Qt writes it: one "/Type /Page" object each.
int pdfPages(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    const std::string pdf((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    int pages = 0;
    for (auto at = pdf.find("/Type /Page"); at != std::string::npos;
         at = pdf.find("/Type /Page", at + 1))
        pages += pdf.compare(at, 12, "/Type /Pages") != 0;
    return pages;
}

// The tournament as `shashki report` loads it from the database: entries, the event, the
// pairings of the last round.
app::TournamentEvent loadedOf(const bench::GeneratedSwiss &swiss)
{
    app::TournamentEvent loaded;
    loaded.tournament.id = 1;
    loaded.tournament.name = swiss.event.name;
    loaded.tournament.system = reports::PairingSystem::Swiss;
    loaded.tournament.startsOn = "2026-01-05";
    loaded.tournament.endsOn = "2026-01-15";
    loaded.tournament.chiefArbiter = "Судья Г.";
    loaded.system = reports::PairingSystem::Swiss;
    loaded.event = swiss.event;
    loaded.tieBreaks = *reports::tieBreakPreset("russian-swiss");
    for (const reports::EventPlayer &player : swiss.event.players) {
        db::Entry entry;
        entry.tournamentId = 1;
        entry.playerId = player.startNumber;
        entry.playerName = player.name;
        entry.rating = player.rating;
        entry.startNumber = player.startNumber;
        entry.withdrawnAfterRound = player.withdrawnAfterRound;
        loaded.entries.push_back(entry);
    }
    return loaded;
}

std::vector<db::Pairing> pairingsOf(const bench::GeneratedSwiss &swiss, int round)
{
    std::vector<db::Pairing> pairings;
    const auto &players = swiss.event.players;
    int board = 0;
    for (const reports::SwissPairing &pair : swiss.pairs[static_cast<std::size_t>(round - 1)]) {
        db::Pairing pairing;
        pairing.round = round;
        pairing.board = ++board;
        const auto &white = players[static_cast<std::size_t>(pair.white)];
        pairing.whiteId = white.startNumber;
        pairing.whiteName = white.name;
        const reports::RoundResult &result = white.results[static_cast<std::size_t>(round - 1)];
        if (pair.black >= 0) {
            const auto &black = players[static_cast<std::size_t>(pair.black)];
            pairing.blackId = black.startNumber;
            pairing.blackName = black.name;
        }
        using O = reports::Outcome;
        using R = reports::PairingResult;
        pairing.result = result.outcome == O::Win          ? std::optional(R::WhiteWins)
                         : result.outcome == O::Draw       ? std::optional(R::Draw)
                         : result.outcome == O::Loss       ? std::optional(R::BlackWins)
                         : result.outcome == O::ForfeitWin ? std::optional(R::WhiteForfeitWin)
                         : result.outcome == O::FullBye    ? std::optional(R::FullBye)
                                                           : std::nullopt;
        pairings.push_back(pairing);
    }
    return pairings;
}

} // namespace

int main(int argc, char **argv)
{
    int players = 2000;
    int rounds = 11;
    std::string only = "all";
    std::filesystem::path dir = std::filesystem::temp_directory_path();
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--players" || option == "--rounds") {
            const auto count = bench::countOption(argv[i + 1]);
            if (!count) {
                std::cerr << "report_bench: " << option << " needs a number from 1, not '"
                          << argv[i + 1] << "'\n";
                return 2;
            }
            (option == "--players" ? players : rounds) = *count;
        } else if (option == "--report")
            only = argv[i + 1];
        else if (option == "--dir")
            dir = argv[i + 1];
        else {
            std::cerr << "report_bench: unknown option " << option << "\n";
            return 2;
        }
    }
    const app::PrintingApplication printing;
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const bench::GeneratedSwiss swiss = bench::generateSwiss(players, rounds);
    const app::TournamentEvent loaded = loadedOf(swiss);
    const std::vector<db::Pairing> lastRound = pairingsOf(swiss, rounds);
    std::printf("event: %d players, %d rounds, generated in %.3f s, peak %.0f MB\n", players,
                rounds, std::chrono::duration<double>(Clock::now() - started).count(),
                peakMegabytes());

    int failures = 0;
    for (const std::string kind : {"standings", "crosstable", "pairings", "players"}) {
        if (only != "all" && only != kind)
            continue;
        const auto begin = Clock::now();
        reports::ReportHeader header = app::reportHeader(loaded.tournament, kind);
        reports::ReportTable table;
        if (kind == "pairings") {
            table = app::pairingsTable(loaded, lastRound);
        } else if (kind == "players") {
            table = app::playersTable(loaded);
        } else {
            const reports::Standings standings =
                reports::computeStandings(loaded.event, loaded.tieBreaks);
            table = kind == "standings"
                        ? reports::standingsTable(loaded.event, standings)
                        : reports::crosstableTable(app::crosstableOf(loaded, standings));
        }
        const auto tabled = Clock::now();
        const std::string path =
            (dir / ("report-" + kind + "-" + std::to_string(players) + ".pdf")).string();
        if (const auto failure = app::writeTablePdf(table, header, path)) {
            std::cerr << "report_bench: " << app::describe(*failure) << "\n";
            ++failures;
            continue;
        }
        const auto written = Clock::now();
        std::printf("%-10s %5d players: table %.3f s, PDF %.3f s, total %.3f s, %3d pages, "
                    "%7ju bytes, peak %.0f MB\n",
                    kind.c_str(), players, std::chrono::duration<double>(tabled - begin).count(),
                    std::chrono::duration<double>(written - tabled).count(),
                    std::chrono::duration<double>(written - begin).count(), pdfPages(path),
                    static_cast<std::uintmax_t>(std::filesystem::file_size(path)), peakMegabytes());
    }
    return failures == 0 ? 0 : 1;
}
