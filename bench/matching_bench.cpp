// Benchmarks of reports/maxweightmatching (Google Benchmark): the maximum-weight matching of a
// complete graph of 1 000 vertices, the size of a 1 000-player Swiss round, with WideInteger
// weights — random ones of about 200 bits, and weights shaped like the Swiss engine's (a few
// criteria in high bit fields, so with many ties). Target: well under 1 s per matching
// (BENCHMARKS.md has the figures).
#include "reports/maxweightmatching.h"

#include <benchmark/benchmark.h>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <vector>

namespace {

using reports::WeightMatrix;
using reports::WideInteger;

// Every edge: three random 64-bit limbs' worth of bits, about 200 bits in all.
WeightMatrix<WideInteger> randomWeights(int vertexCount)
{
    std::mt19937_64 random(1986);
    WeightMatrix<WideInteger> matrix(vertexCount);
    for (int u = 0; u < vertexCount; ++u) {
        for (int v = u + 1; v < vertexCount; ++v) {
            const auto limb = [&random] { return static_cast<std::int64_t>(random() >> 1); };
            matrix.setWeight(u, v,
                             (WideInteger(limb()) << 136) | (WideInteger(limb()) << 68) |
                                 WideInteger(limb()));
        }
    }
    return matrix;
}

// Swiss-like: players in score groups (score = index / 100), the weight made of bit fields in
// priority order — a pair in the same group, the smaller score difference, colour preferences
// met, then the closeness of the two ranks — so that many edges weigh the same.
WeightMatrix<WideInteger> swissLikeWeights(int vertexCount)
{
    std::mt19937 random(1950);
    std::vector<int> colourPreference(static_cast<std::size_t>(vertexCount));
    for (int &preference : colourPreference)
        preference = static_cast<int>(random() % 3);
    WeightMatrix<WideInteger> matrix(vertexCount);
    for (int u = 0; u < vertexCount; ++u) {
        for (int v = u + 1; v < vertexCount; ++v) {
            const int scoreDifference = v / 100 - u / 100;
            const bool coloursMet = colourPreference[static_cast<std::size_t>(u)] !=
                                    colourPreference[static_cast<std::size_t>(v)];
            WideInteger weight = WideInteger(scoreDifference == 0 ? 1 : 0) << 190;
            weight = weight | (WideInteger(20 - scoreDifference) << 150);
            weight = weight | (WideInteger(coloursMet ? 1 : 0) << 120);
            weight = weight | WideInteger(2000 - std::abs(v - u - 50));
            matrix.setWeight(u, v, weight);
        }
    }
    return matrix;
}

void matchRandomComplete(benchmark::State &state)
{
    const WeightMatrix<WideInteger> matrix = randomWeights(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::maxWeightMatching(matrix, true));
}
BENCHMARK(matchRandomComplete)->Arg(200)->Arg(1000)->Unit(benchmark::kMillisecond);

void matchSwissLikeComplete(benchmark::State &state)
{
    const WeightMatrix<WideInteger> matrix = swissLikeWeights(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(reports::maxWeightMatching(matrix, true));
}
BENCHMARK(matchSwissLikeComplete)->Arg(1000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
