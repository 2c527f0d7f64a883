// Writes a Russian draughts game as canonical PDN 3.0: the seven standard tags (Event, Site, Date,
// Round, White, Black, Result), GameType "25", FEN and SetUp when the game does not start from
// the initial position, then any other tags; moves numbered, in the tool's notation (`c3-d4`,
// `c3:e5`, landing squares only where needed: Notation::write), lines of at most 80 characters,
// the result last. Reading the text back gives the same tags, start position and moves.
#pragma once

#include "move.h"
#include "pdngame.h"
#include "position.h"

#include <span>
#include <string>
#include <vector>

namespace arbiter {

class PdnWriter
{
public:
    // `tags` may hold any tags; the standard ones missing are written as "?" ("????.??.??" for
    // the date), Result from `result`, GameType, FEN and SetUp from the arguments.
    static std::string write(const std::vector<PdnTag> &tags, const Position &start,
                             std::span<const Move> moves, std::string_view result);
};

} // namespace arbiter
