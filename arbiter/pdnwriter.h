// Writes a game as canonical PDN 3.0: the seven standard tags (Event, Site, Date, Round, White,
// Black, Result), GameType ("25" for Russian draughts), FEN and SetUp when the game does not start
// from the initial position, then any other tags; moves numbered, in the tool's notation (`c3-d4`,
// `c3:e5`, landing squares only where needed: Notation::write), lines of at most 80 characters,
// the result last. Reading the text back gives the same tags, start position and moves.
#pragma once

#include "move.h"
#include "pdngame.h"
#include "position.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace arbiter {

class PdnWriter
{
public:
    // `tags` may hold any tags; the standard ones missing are written as "?" ("????.??.??" for
    // the date), Result from `result`, GameType, FEN and SetUp from the arguments.
    // GameType is `gameType`: 25 for Russian draughts, 0 (none written) for giveaway.
    static std::string write(const std::vector<PdnTag> &tags, const Position &start,
                             std::span<const Move> moves, std::string_view result,
                             int gameType = 25);
    // The same for a game of any variant (variant.h) with its moves written already, ply by ply,
    // the first by `firstMover`: GameType `gameType`, FEN and SetUp when `setUpFen` is given (a
    // start other than the variant's first position; no GameType for 0). `opener` moves first in
    // the variant
    // (Black in English and Pool checkers): its moves open the numbered moves ("1. 11-15 23-19").
    static std::string write(const std::vector<PdnTag> &tags, int gameType,
                             const std::optional<std::string> &setUpFen, Side firstMover,
                             std::span<const std::string> moves, std::string_view result,
                             Side opener = Side::White);
};

} // namespace arbiter
