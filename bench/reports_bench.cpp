// Benchmarks of reports/ (Google Benchmark): standings with every tie-break for a 1 000-player,
// 11-round Swiss, and the Dutch pairing of one round of 1 000 players (targets: under 20 ms, issue
// 6; under 1 s, issues 6 and 14; 5 000 players under 3 s, issue 28).
#include "generatedswiss.h"
#include "reports/dutchpairing.h"
#include "reports/standings.h"

#include <benchmark/benchmark.h>

namespace {

void standingsAllTieBreaks(benchmark::State &state)
{
    const bench::GeneratedSwiss played = bench::generateSwiss(1000, 11);
    std::vector<reports::TieBreak> all;
    for (const auto &entry : reports::tieBreakCatalogue())
        all.push_back(entry.id);
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::computeStandings(played.event, all));
}
BENCHMARK(standingsAllTieBreaks)->Unit(benchmark::kMillisecond);

void pairSwissRound1000(benchmark::State &state)
{
    const int rounds = static_cast<int>(state.range(0));
    const bench::GeneratedSwiss played = bench::generateSwiss(1000, rounds);
    const reports::SwissField field = bench::fieldBefore(played, rounds + 1);
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::pairDutchRound(field));
}
BENCHMARK(pairSwissRound1000)->Arg(0)->Arg(1)->Arg(5)->Arg(10)->Unit(benchmark::kMillisecond);

// Issue 28, point 9: one round of 5 000 players (target: under 3 s and 500 MB), after 0 to 5, 7 and
// 10 quick rounds — the early rounds, whose score groups hold a thousand players and more, a middle
// and a late round of an 11-round event. One iteration each: a pairing takes seconds.
void pairSwissRound5000(benchmark::State &state)
{
    const int rounds = static_cast<int>(state.range(0));
    const bench::GeneratedSwiss played = bench::generateSwiss(5000, rounds);
    const reports::SwissField field = bench::fieldBefore(played, rounds + 1);
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::pairDutchRound(field));
}
BENCHMARK(pairSwissRound5000)
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Arg(3)
    ->Arg(4)
    ->Arg(5)
    ->Arg(7)
    ->Arg(10)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

// The same after rounds the Dutch engine itself paired, as in a real event.
void pairSwissRound1000AfterDutch(benchmark::State &state)
{
    const int rounds = static_cast<int>(state.range(0));
    const bench::GeneratedSwiss played =
        bench::generateSwiss(1000, rounds, 1950, bench::GeneratedPairing::Dutch);
    const reports::SwissField field = bench::fieldBefore(played, rounds + 1);
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::pairDutchRound(field));
}
BENCHMARK(pairSwissRound1000AfterDutch)
    ->Arg(1)
    ->Arg(2)
    ->Arg(5)
    ->Arg(8)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
