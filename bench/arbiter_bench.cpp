// Speed of the rules core: perft leaves per second, and endgame database probes.
//
//   build/bench/arbiter_bench                                  perft only
//   SHASHKI_TB_DIR=DIR build/bench/arbiter_bench               with probes of the tables in DIR
//
// The probe benchmark draws 65 536 positions at random from every class of 2–5 pieces present in
// the directory (both sides to move), loads the tables first, then times probe() alone.
#include "arbiter/endgamedatabase.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/gridgenerator.h"
#include "arbiter/perft.h"
#include "arbiter/variantgrid.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <fstream>
#include <random>

using namespace arbiter;

namespace {

void perftInitial(benchmark::State &state)
{
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t leaves = 0;
    for (auto _ : state) {
        leaves = Perft::count(Position::initial(), depth);
        benchmark::DoNotOptimize(leaves);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(leaves) *
                            static_cast<std::int64_t>(state.iterations()));
    state.counters["leaves"] = static_cast<double>(leaves);
}
BENCHMARK(perftInitial)->Arg(9)->Arg(11)->Unit(benchmark::kMillisecond);

// The variants' one generator (arbiter/gridgenerator.h) from each initial position, on the
// variant's grid (arbiter/variantgrid.h): the variant (its value in arbiter::Variant: 0 Russian,
// 1 Brazilian, 2 International, 3 English, 4 Italian, 5 Pool, 6 80-square, 7 Spantsiretti) and
// the depth.
std::uint64_t gridPerft(Variant variant, int depth)
{
    return onGridOf(variant, [&]<class G>() {
        const GridGenerator<G> generator(rulesOf(variant));
        return generator.perft(generator.initial(), depth);
    });
}

void perftVariant(benchmark::State &state)
{
    const auto variant = static_cast<Variant>(state.range(0));
    const int depth = static_cast<int>(state.range(1));
    std::uint64_t leaves = 0;
    for (auto _ : state) {
        leaves = gridPerft(variant, depth);
        benchmark::DoNotOptimize(leaves);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(leaves) *
                            static_cast<std::int64_t>(state.iterations()));
    state.counters["leaves"] = static_cast<double>(leaves);
}
BENCHMARK(perftVariant)
    ->Args({static_cast<int>(Variant::Russian), 9})
    ->Args({static_cast<int>(Variant::Brazilian), 9})
    ->Args({static_cast<int>(Variant::International), 9})
    ->Args({static_cast<int>(Variant::English), 11})
    ->Args({static_cast<int>(Variant::Italian), 11})
    ->Args({static_cast<int>(Variant::Pool), 11})
    ->Args({static_cast<int>(Variant::Russian10x8), 9})
    ->Args({static_cast<int>(Variant::Spantsiretti), 9})
    ->Unit(benchmark::kMillisecond);

std::optional<std::vector<std::uint8_t>> readFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return std::nullopt;
    return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(file), {});
}

void endgameProbe(benchmark::State &state)
{
    const char *dir = std::getenv("SHASHKI_TB_DIR");
    if (!dir) {
        state.SkipWithError("set SHASHKI_TB_DIR to a built endgame database");
        return;
    }
    const EndgameDatabase database([directory = std::string(dir)](const std::string &name) {
        return readFile(directory + "/" + name);
    });
    std::vector<Position> positions;
    std::mt19937_64 random(2026);
    std::vector<const EndgameTable *> tables;
    for (const Material &material : EndgameGenerator::classesInOrder(5))
        if (const EndgameTable *table = database.table(material))
            tables.push_back(table);
    if (tables.empty()) {
        state.SkipWithError("no endgame tables in SHASHKI_TB_DIR");
        return;
    }
    for (int i = 0; i < 65536; ++i) {
        const EndgameTable &table = *tables[random() % tables.size()];
        const Position position = table.index().placementAt(random() % table.size()).position();
        positions.push_back(i % 2 ? position.colourFlipped() : position);
    }
    std::size_t next = 0;
    for (auto _ : state) {
        const auto probe = database.probe(positions[next++ & 65535]);
        benchmark::DoNotOptimize(probe.value);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.counters["classes"] = static_cast<double>(tables.size());
}
BENCHMARK(endgameProbe);

} // namespace

BENCHMARK_MAIN();
