#include "perftcommand.h"

#include "arbiter/notation.h"
#include "arbiter/perft.h"
#include "commandline.h"

#include <chrono>
#include <iomanip>
#include <ostream>

namespace app {

namespace {
constexpr int maxDepthPlies = 30;
}

int runPerft(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"fen", true},
                                     {"depth", true},
                                     {"divide", false},
                                     {"paths", false},
                                     {"stats", false},
                                     {"help", false}});
    if (const auto finished = options.handleUsage(
            "perft", "Usage: shashki perft [--fen FEN] --depth N [--divide] [--paths] [--stats]\n",
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
    const auto position = positionOption(options, "perft", err);
    if (!position)
        return BadUsage;

    const auto mode = options.has("paths") ? arbiter::MoveGenerator::Mode::AllRoutes
                                           : arbiter::MoveGenerator::Mode::UniqueMoves;
    for (int d = 1; d <= depth; ++d) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t count = arbiter::Perft::count(*position, d, mode);
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
        out << "perft " << d << " " << count << "\n" << std::flush;
        if (options.has("stats"))
            err << "depth " << d << ": " << count << " leaves in " << std::fixed
                << std::setprecision(3) << seconds.count() << " s, " << std::setprecision(1)
                << (seconds.count() > 0 ? static_cast<double>(count) / seconds.count() / 1e6 : 0.0)
                << " million leaves/s\n"
                << std::defaultfloat;
    }
    if (options.has("divide")) {
        for (const auto &entry : arbiter::Perft::divide(*position, depth, mode))
            out << arbiter::Notation::write(entry.move, *position) << " " << entry.count << "\n";
    }
    return Success;
}

} // namespace app
