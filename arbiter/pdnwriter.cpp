#include "pdnwriter.h"

#include "fen.h"
#include "notation.h"

#include <algorithm>
#include <array>

namespace arbiter {

namespace {

constexpr std::size_t lineWidth = 80;

std::string escaped(std::string_view value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

void writeTag(std::string &out, std::string_view name, std::string_view value)
{
    out += '[';
    out += name;
    out += " \"";
    out += escaped(value);
    out += "\"]\n";
}

} // namespace

std::string PdnWriter::write(const std::vector<PdnTag> &tags, const Position &start,
                             std::span<const Move> moves, std::string_view result, int gameType)
{
    std::vector<std::string> written;
    written.reserve(moves.size());
    Position position = start;
    for (const Move &move : moves) {
        written.push_back(Notation::write(move, position));
        position = position.after(move);
    }
    return write(tags, gameType,
                 start == Position::initial() ? std::nullopt : std::optional(Fen::write(start)),
                 start.sideToMove(), written, result);
}

std::string PdnWriter::write(const std::vector<PdnTag> &tags, int gameType,
                             const std::optional<std::string> &setUpFen, Side firstMover,
                             std::span<const std::string> moves, std::string_view result,
                             Side opener)
{
    const auto valueOf = [&](std::string_view name, std::string_view fallback) {
        for (const PdnTag &tag : tags)
            if (tag.name == name)
                return tag.value;
        return std::string(fallback);
    };
    constexpr std::array<std::string_view, 6> sevenTagRoster = {"Event", "Site",  "Date",
                                                                "Round", "White", "Black"};
    constexpr std::array<std::string_view, 4> generated = {"Result", "GameType", "FEN", "SetUp"};

    std::string out;
    for (std::string_view name : sevenTagRoster)
        writeTag(out, name, valueOf(name, name == "Date" ? "????.??.??" : "?"));
    writeTag(out, "Result", result);
    if (gameType != 0) // none for a game without one (giveaway)
        writeTag(out, "GameType", std::to_string(gameType));
    if (setUpFen) {
        writeTag(out, "SetUp", "1");
        writeTag(out, "FEN", *setUpFen);
    }
    for (const PdnTag &tag : tags) {
        const bool standard = std::ranges::find(sevenTagRoster, tag.name) != sevenTagRoster.end() ||
                              std::ranges::find(generated, tag.name) != generated.end();
        if (!standard)
            writeTag(out, tag.name, tag.value);
    }
    out += '\n';

    std::string line;
    const auto emit = [&](const std::string &word) {
        if (!line.empty() && line.size() + 1 + word.size() > lineWidth) {
            out += line;
            out += '\n';
            line.clear();
        }
        if (!line.empty())
            line += ' ';
        line += word;
    };
    Side toMove = firstMover;
    int moveNumber = 1;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool opening = toMove == opener;
        std::string word;
        if (opening)
            word = std::to_string(moveNumber) + ". ";
        else if (i == 0)
            word = std::to_string(moveNumber) + "... ";
        word += moves[i];
        emit(word);
        toMove = opposite(toMove);
        if (!opening)
            ++moveNumber;
    }
    emit(std::string(result));
    out += line;
    out += '\n';
    return out;
}

} // namespace arbiter
