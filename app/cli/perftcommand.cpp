#include "perftcommand.h"

#include "arbiter/gridnotation.h"
#include "arbiter/notation.h"
#include "arbiter/perft.h"
#include "commandline.h"
#include "variantoption.h"

#include <chrono>
#include <iomanip>
#include <ostream>

namespace app {

namespace {

constexpr int maxDepthPlies = 30;

// "perft D N" on out; with --stats the time and speed on err.
void printDepth(const CommandLine &options, int depth, std::uint64_t count,
                std::chrono::steady_clock::time_point start, std::ostream &out, std::ostream &err)
{
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
    out << "perft " << depth << " " << count << "\n" << std::flush;
    if (options.has("stats"))
        err << "depth " << depth << ": " << count << " leaves in " << std::fixed
            << std::setprecision(3) << seconds.count() << " s, " << std::setprecision(1)
            << (seconds.count() > 0 ? static_cast<double>(count) / seconds.count() / 1e6 : 0.0)
            << " million leaves/s\n"
            << std::defaultfloat;
}

// Brazilian and International draughts: the variants' one generator (arbiter/gridgenerator.h).
template <class G>
int gridPerft(const CommandLine &options, arbiter::Variant variant, int depth, std::ostream &out,
              std::ostream &err)
{
    const auto position = gridPositionOption<G>(options, variant, "perft", err);
    if (!position)
        return BadUsage;
    using Generator = arbiter::GridGenerator<G>;
    const Generator generator(arbiter::rulesOf(variant));
    const auto mode =
        options.has("paths") ? Generator::Mode::AllRoutes : Generator::Mode::UniqueMoves;
    for (int d = 1; d <= depth; ++d) {
        const auto start = std::chrono::steady_clock::now();
        printDepth(options, d, generator.perft(*position, d, mode), start, out, err);
    }
    if (options.has("divide")) {
        const arbiter::GridNotation<G> notation(generator);
        std::vector<arbiter::GridMove> moves;
        generator.legalMoves(*position, moves, mode);
        for (const arbiter::GridMove &move : moves)
            out << notation.write(move, *position) << " "
                << generator.perft(generator.after(*position, move), depth - 1, mode) << "\n";
    }
    return Success;
}

} // namespace

int runPerft(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"fen", true},
                                     {"variant", true},
                                     {"depth", true},
                                     {"divide", false},
                                     {"paths", false},
                                     {"stats", false},
                                     {"help", false}});
    if (const auto finished =
            options.handleUsage("perft",
                                "Usage: shashki perft [--variant russian|brazilian|international] "
                                "[--fen FEN] --depth N\n"
                                "                     [--divide] [--paths] [--stats]\n",
                                out, err))
        return *finished;
    const auto depthOption =
        options.intOption("depth", "a number of plies", 1, maxDepthPlies, "perft", err);
    if (depthOption.refused)
        return BadUsage;
    if (!depthOption.value) {
        err << "shashki perft: --depth N is required\n";
        return BadUsage;
    }
    const int depth = *depthOption.value;
    const VariantOption variant = variantOption(options, "perft", err);
    if (variant.refused)
        return BadUsage;
    if (variant.variant == arbiter::Variant::Brazilian)
        return gridPerft<arbiter::Grid8>(options, variant.variant, depth, out, err);
    if (variant.variant == arbiter::Variant::International)
        return gridPerft<arbiter::Grid10>(options, variant.variant, depth, out, err);
    const auto position = positionOption(options, "perft", err);
    if (!position)
        return BadUsage;

    const auto mode = options.has("paths") ? arbiter::MoveGenerator::Mode::AllRoutes
                                           : arbiter::MoveGenerator::Mode::UniqueMoves;
    for (int d = 1; d <= depth; ++d) {
        const auto start = std::chrono::steady_clock::now();
        printDepth(options, d, arbiter::Perft::count(*position, d, mode), start, out, err);
    }
    if (options.has("divide")) {
        for (const auto &entry : arbiter::Perft::divide(*position, depth, mode))
            out << arbiter::Notation::write(entry.move, *position) << " " << entry.count << "\n";
    }
    return Success;
}

} // namespace app
