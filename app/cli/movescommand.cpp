#include "movescommand.h"

#include "arbiter/gridnotation.h"
#include "arbiter/json.h"
#include "arbiter/movegenerator.h"
#include "arbiter/notation.h"
#include "arbiter/variantgrid.h"
#include "clilanguage.h"
#include "commandline.h"
#include "variantoption.h"

#include <algorithm>
#include <ostream>
#include <tuple>
#include <utility>

namespace app {

namespace {

constexpr std::string_view movesUsage =
    "Usage: shashki moves [--variant russian|brazilian|international|english|italian|pool|\n"
    "                                russian-10x8|spantsiretti|giveaway] [--fen FEN] [--json]\n";

constexpr std::string_view movesUsageRu =
    "Запуск: shashki moves [--variant russian|brazilian|international|english|italian|pool|\n"
    "                                 russian-10x8|spantsiretti|giveaway] [--fen FEN] [--json]\n";

// The variants but Russian: the legal moves by the one generator on their grids, in numeric
// notation; the JSON names squares by number and the pieces taken in the order of their numbers.
template <class G>
int gridMoves(const CommandLine &options, arbiter::Variant variant, std::ostream &out,
              std::ostream &err)
{
    const auto position = gridPositionOption<G>(options, variant, "moves", err);
    if (!position)
        return BadUsage;
    const arbiter::GridGenerator<G> generator(arbiter::rulesOf(variant));
    const arbiter::GridNotation<G> notation(generator);
    std::vector<arbiter::GridMove> moves;
    generator.legalMoves(*position, moves);
    std::vector<std::pair<std::string, arbiter::GridMove>> lines;
    for (const arbiter::GridMove &move : moves)
        lines.emplace_back(notation.write(move, *position), move);
    // By the squares' numbers, from then to.
    const auto number = [](int square) { return G::geometry.numberAtTopIndex(square); };
    std::ranges::sort(lines, [&number](const auto &a, const auto &b) {
        return std::tuple(number(a.second.from), number(a.second.to), a.first) <
               std::tuple(number(b.second.from), number(b.second.to), b.first);
    });
    if (!options.has("json")) {
        for (const auto &line : lines)
            out << line.first << "\n";
        return Success;
    }
    const auto quoted = [&number](int square) {
        return arbiter::json::quote(std::to_string(number(square)));
    };
    out << "[";
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const arbiter::GridMove &move = lines[i].second;
        out << (i == 0 ? "\n" : ",\n") << "{\"move\":" << arbiter::json::quote(lines[i].first)
            << ",\"from\":" << quoted(move.from) << ",\"to\":" << quoted(move.to)
            << ",\"captures\":[";
        bool first = true;
        for (int n = 1; n <= G::squareCount; ++n)
            if ((move.captured >> G::geometry.topIndexOf(n)) & 1u) {
                out << (first ? "" : ",") << arbiter::json::quote(std::to_string(n));
                first = false;
            }
        out << "],\"promotes\":" << (move.promotes ? "true" : "false") << "}";
    }
    out << (lines.empty() ? "]\n" : "\n]\n");
    return Success;
}

} // namespace

int runMoves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args,
                              {{"fen", true}, {"variant", true}, {"json", false}, {"help", false}});
    const std::string usage = said(movesUsage, movesUsageRu);
    if (const auto finished = options.handleUsage("moves", usage, out, err))
        return *finished;
    const VariantOption variant = variantOption(options, "moves", err, VariantScope::Played);
    if (variant.refused)
        return BadUsage;
    if (!arbiter::playedByRussianCore(variant.variant))
        return arbiter::onGridOf(variant.variant, [&]<class G>() {
            return gridMoves<G>(options, variant.variant, out, err);
        });
    const auto position = positionOption(options, "moves", err);
    if (!position)
        return BadUsage;

    struct Line
    {
        std::string text;
        arbiter::Move move;
    };
    std::vector<Line> lines;
    for (const arbiter::Move &move : position->legalMoves())
        lines.push_back({arbiter::Notation::write(move, *position), move});
    std::ranges::sort(lines, {}, &Line::text);

    if (!options.has("json")) {
        for (const Line &line : lines)
            out << line.text << "\n";
        return Success;
    }
    out << "[";
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const arbiter::Move &move = lines[i].move;
        out << (i == 0 ? "\n" : ",\n") << "{\"move\":" << arbiter::json::quote(lines[i].text)
            << ",\"from\":" << arbiter::json::quote(move.from().name())
            << ",\"to\":" << arbiter::json::quote(move.to().name()) << ",\"captures\":[";
        for (std::size_t c = 0; c < move.captured().size(); ++c)
            out << (c == 0 ? "" : ",") << arbiter::json::quote(move.captured()[c].name());
        out << "],\"promotes\":" << (move.promotes() ? "true" : "false") << "}";
    }
    out << (lines.empty() ? "]\n" : "\n]\n");
    return Success;
}

} // namespace app
