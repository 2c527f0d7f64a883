// Benchmarks of reports/ (Google Benchmark): standings with every tie-break for a 1 000-player,
// 11-round Swiss, and the pairing of one round of 1 000 players (issue 6's targets: under 20 ms
// and under 1 s).
#include "reports/standings.h"
#include "reports/swisspairing.h"

#include <benchmark/benchmark.h>
#include <random>

namespace {

struct Played
{
    std::vector<reports::SwissPlayer> players;
    reports::Event event;
};

// A Swiss of `count` players over `rounds` rounds, paired by the engine, random results.
Played playSwiss(int count, int rounds)
{
    std::mt19937 random(1950);
    Played out;
    out.event.rounds = rounds;
    for (int p = 0; p < count; ++p) {
        out.players.push_back({p + 1, 2600 - p, 0, {}, {}, false, true});
        reports::EventPlayer player;
        player.startNumber = p + 1;
        player.name = "Player " + std::to_string(p + 1);
        out.event.players.push_back(player);
    }
    for (int round = 1; round <= rounds; ++round) {
        const reports::SwissResult result = reports::pairSwissRound(out.players);
        for (const reports::SwissPairing &pairing : result.pairings) {
            auto &white = out.players[static_cast<std::size_t>(pairing.white)];
            auto &whiteResults = out.event.players[static_cast<std::size_t>(pairing.white)].results;
            if (pairing.black < 0) {
                white.hadBye = true;
                white.score += 1;
                white.colours.push_back(reports::Colour::None);
                whiteResults.push_back({round, -1, false, reports::Outcome::FullBye, {}});
                continue;
            }
            auto &black = out.players[static_cast<std::size_t>(pairing.black)];
            auto &blackResults = out.event.players[static_cast<std::size_t>(pairing.black)].results;
            white.opponents.push_back(pairing.black);
            black.opponents.push_back(pairing.white);
            white.colours.push_back(reports::Colour::White);
            black.colours.push_back(reports::Colour::Black);
            const auto outcome = static_cast<int>(random() % 3);
            using O = reports::Outcome;
            const O forWhite = outcome == 0 ? O::Win : outcome == 1 ? O::Draw : O::Loss;
            const O forBlack = outcome == 0 ? O::Loss : outcome == 1 ? O::Draw : O::Win;
            white.score += reports::halfPoints(forWhite) / 2.0;
            black.score += reports::halfPoints(forBlack) / 2.0;
            whiteResults.push_back({round, pairing.black, true, forWhite, {}});
            blackResults.push_back({round, pairing.white, false, forBlack, {}});
        }
    }
    return out;
}

void standingsAllTieBreaks(benchmark::State &state)
{
    const Played played = playSwiss(1000, 11);
    std::vector<reports::TieBreak> all;
    for (const auto &entry : reports::tieBreakCatalogue())
        all.push_back(entry.id);
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::computeStandings(played.event, all));
}
BENCHMARK(standingsAllTieBreaks)->Unit(benchmark::kMillisecond);

void pairSwissRound1000(benchmark::State &state)
{
    const Played played = playSwiss(1000, static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::pairSwissRound(played.players));
}
BENCHMARK(pairSwissRound1000)->Arg(0)->Arg(5)->Arg(10)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
