#include "movescommand.h"

#include "arbiter/movegenerator.h"
#include "arbiter/notation.h"
#include "commandline.h"
#include "db/json.h"

#include <algorithm>
#include <ostream>

namespace app {

int runMoves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"fen", true}, {"json", false}, {"help", false}});
    if (const auto finished =
            options.handleUsage("moves", "Usage: shashki moves [--fen FEN] [--json]\n", out, err))
        return *finished;
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
        out << (i == 0 ? "\n" : ",\n") << "{\"move\":" << db::json::quote(lines[i].text)
            << ",\"from\":" << db::json::quote(move.from().name())
            << ",\"to\":" << db::json::quote(move.to().name()) << ",\"captures\":[";
        for (std::size_t c = 0; c < move.captured().size(); ++c)
            out << (c == 0 ? "" : ",") << db::json::quote(move.captured()[c].name());
        out << "],\"promotes\":" << (move.promotes() ? "true" : "false") << "}";
    }
    out << (lines.empty() ? "]\n" : "\n]\n");
    return Success;
}

} // namespace app
