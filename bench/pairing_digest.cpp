// Prints a digest of every board the Dutch engine pairs in the benchmark's states and in
// generated events paired by the engine: compared before/after a change of the engine.
#include "generatedswiss.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

std::uint64_t mix(std::uint64_t h, std::int64_t v)
{
    h ^= static_cast<std::uint64_t>(v);
    return h * 0x100000001b3ULL;
}

std::uint64_t digest(const reports::SwissResult &r)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    h = mix(h, r.unpairable ? 1 : 0);
    for (const auto &p : r.pairings) {
        h = mix(h, p.white);
        h = mix(h, p.black);
    }
    return h;
}

void state(int count, int rounds)
{
    const bench::GeneratedSwiss played = bench::generateSwiss(count, rounds);
    const reports::SwissField field = bench::fieldBefore(played, rounds + 1);
    const reports::SwissResult r = reports::pairDutchRound(field);
    std::printf("quick %d after %d: %zu boards %016llx\n", count, rounds, r.pairings.size(),
                static_cast<unsigned long long>(digest(r)));
    std::fflush(stdout);
}

void dutch(int count, int rounds, unsigned seed)
{
    const bench::GeneratedSwiss played =
        bench::generateSwiss(count, rounds, seed, bench::GeneratedPairing::Dutch);
    for (std::size_t round = 0; round < played.pairs.size(); ++round) {
        reports::SwissResult r;
        r.pairings = played.pairs[round];
        std::printf("dutch %d seed %u round %zu: %zu boards %016llx\n", count, seed, round + 1,
                    r.pairings.size(), static_cast<unsigned long long>(digest(r)));
    }
    // And the next round on the state the event leaves.
    const reports::SwissField field = bench::fieldBefore(played, rounds + 1);
    const reports::SwissResult r = reports::pairDutchRound(field);
    std::printf("dutch %d seed %u next round: %zu boards %016llx\n", count, seed, r.pairings.size(),
                static_cast<unsigned long long>(digest(r)));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    const std::string which = argc > 1 ? argv[1] : "all";
    if (which == "small" || which == "all") {
        for (int rounds : {0, 1, 5, 10})
            state(1000, rounds);
        dutch(1000, 10, 1950);
        dutch(777, 9, 7);
        dutch(301, 9, 3);
        dutch(2000, 5, 11);
    }
    if (which == "extra") {
        dutch(1000, 11, 77);
        dutch(555, 11, 13);
        dutch(1500, 6, 21);
        dutch(4001, 3, 31);
    }
    if (which == "big" || which == "all") {
        dutch(3001, 4, 5);
        for (int rounds : {0, 5, 10})
            state(5000, rounds);
    }
    return 0;
}
