#include "openinglist.h"

#include "arbiter/notation.h"
#include "arbiter/position.h"
#include "arbiter/splitmix64.h"

#include <cctype>

namespace reports {

namespace {

bool isMoveNumber(std::string_view word)
{
    std::size_t digits = 0;
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits])))
        ++digits;
    return digits > 0 && digits < word.size() && word.find_first_not_of('.', digits) == word.npos;
}

void collect(const arbiter::Position &position, int plies, const std::string &written,
             std::vector<Opening> &out)
{
    if (plies == 0) {
        out.push_back({written, 0});
        return;
    }
    for (const arbiter::Move &move : position.legalMoves())
        collect(position.after(move), plies - 1,
                written + (written.empty() ? "" : " ") + arbiter::Notation::write(move, position),
                out);
}

} // namespace

arbiter::Result<std::string, OpeningError> checkOpening(std::string_view text, int line)
{
    arbiter::Position position = arbiter::Position::initial();
    std::string written;
    std::size_t at = 0;
    while (at < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[at]))) {
            ++at;
            continue;
        }
        std::size_t end = at;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])))
            ++end;
        const std::string_view word = text.substr(at, end - at);
        const int column = static_cast<int>(at) + 1;
        at = end;
        if (isMoveNumber(word))
            continue;
        const auto move = arbiter::Notation::parse(word, position);
        if (!move)
            return OpeningError{line, column,
                                "'" + std::string(word) + "': " + move.error().message};
        written += (written.empty() ? "" : " ") + arbiter::Notation::write(*move, position);
        position = position.after(*move);
    }
    if (written.empty())
        return OpeningError{line, 1, "no moves"};
    return written;
}

OpeningList readOpeningList(std::string_view text)
{
    OpeningList list;
    int line = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == text.npos)
            end = text.size();
        std::string_view row = text.substr(start, end - start);
        start = end + 1;
        ++line;
        if (const std::size_t comment = row.find('#'); comment != row.npos)
            row = row.substr(0, comment);
        if (row.find_first_not_of(" \t\r") == row.npos)
            continue;
        auto checked = checkOpening(row, line);
        if (checked)
            list.openings.push_back({std::move(*checked), line});
        else
            list.errors.push_back(checked.error());
    }
    return list;
}

std::vector<Opening> everyOpening(int plies)
{
    std::vector<Opening> out;
    collect(arbiter::Position::initial(), plies, "", out);
    return out;
}

std::size_t drawnOpening(std::size_t count, std::uint64_t seed)
{
    std::uint64_t state = seed;
    return count == 0 ? 0 : static_cast<std::size_t>(arbiter::splitmix64(state) % count);
}

} // namespace reports
