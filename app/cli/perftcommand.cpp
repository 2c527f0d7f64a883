#include "perftcommand.h"

#include "arbiter/gridnotation.h"
#include "arbiter/notation.h"
#include "arbiter/perft.h"
#include "arbiter/variantgrid.h"
#include "clilanguage.h"
#include "commandline.h"
#include "variantoption.h"

#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>

namespace app {

namespace {

constexpr int maxDepthPlies = 30;

constexpr std::string_view perftUsage =
    "Usage: shashki perft [--variant russian|brazilian|international|english|italian|pool|\n"
    "                                russian-10x8|spantsiretti|giveaway]\n"
    "                     [--fen FEN] --depth N [--divide] [--paths] [--stats]\n";
constexpr std::string_view perftUsageRu =
    "Запуск: shashki perft [--variant russian|brazilian|international|english|italian|pool|\n"
    "                                 russian-10x8|spantsiretti|giveaway]\n"
    "                      [--fen FEN] --depth N [--divide] [--paths] [--stats]\n";

// `value` with `precision` decimals, with the decimal comma in Russian.
std::string fixedNumber(double value, int precision)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(precision) << value;
    return saidNumber(text.str());
}

// "perft D N" on out; with --stats the time and speed on err.
void printDepth(const CommandLine &options, int depth, std::uint64_t count,
                std::chrono::steady_clock::time_point start, std::ostream &out, std::ostream &err)
{
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
    out << "perft " << depth << " " << count << "\n" << std::flush;
    if (!options.has("stats"))
        return;
    const std::string timeText = fixedNumber(seconds.count(), 3);
    const std::string speedText = fixedNumber(
        seconds.count() > 0 ? static_cast<double>(count) / seconds.count() / 1e6 : 0.0, 1);
    if (cliLanguage() == Language::Russian)
        err << "глубина " << depth << ": " << count << " "
            << russianNoun(count, "лист", "листа", "листьев") << " за " << timeText << " с, "
            << speedText << " млн листьев/с\n";
    else
        err << "depth " << depth << ": " << count << " leaves in " << timeText << " s, "
            << speedText << " million leaves/s\n";
}

// The variants but Russian: the one generator on their grids (arbiter/gridgenerator.h).
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
    const std::string usage = said(perftUsage, perftUsageRu);
    if (const auto finished = options.handleUsage("perft", usage, out, err))
        return *finished;
    const auto depthOption = options.intOption(
        "depth", said("a number of plies", "число полуходов"), 1, maxDepthPlies, "perft", err);
    if (depthOption.refused)
        return BadUsage;
    if (!depthOption.value) {
        err << said("shashki perft: --depth N is required\n",
                    "shashki perft: нужен параметр --depth N\n");
        return BadUsage;
    }
    const int depth = *depthOption.value;
    const VariantOption variant = variantOption(options, "perft", err, VariantScope::Played);
    if (variant.refused)
        return BadUsage;
    if (!arbiter::playedByRussianCore(variant.variant))
        return arbiter::onGridOf(variant.variant, [&]<class G>() {
            return gridPerft<G>(options, variant.variant, depth, out, err);
        });
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
