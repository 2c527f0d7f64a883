// Drawn openings of micro-matches (жеребьёвка дебютов): the arbiter's list of openings, each
// checked move by move from the initial position (docs/rules.md §2), and the lot that picks one.
#pragma once

#include "arbiter/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

struct Opening
{
    std::string moves; // as the tool writes them: "c3-d4 f6-g5 b2-c3"
    int line = 0;      // in the list it came from; 0 for a generated one
};

struct OpeningError
{
    int line = 0;
    int column = 0; // 1-based, where the offending move starts
    std::string message;
};

// One opening: moves in any form the notation reader accepts, separated by spaces; move numbers
// ("1.", "2...") are skipped. The moves as the tool writes them, or where the first wrong one is.
arbiter::Result<std::string, OpeningError> checkOpening(std::string_view text, int line = 1);

// A list: one opening per line, '#' starts a comment, blank lines are skipped. Every wrong line is
// reported; the list is usable only when there are none.
struct OpeningList
{
    std::vector<Opening> openings;
    std::vector<OpeningError> errors;
};
OpeningList readOpeningList(std::string_view text);

// Every opening of `plies` moves from the initial position, in move generator order (49 of two
// plies): the list when the arbiter gives none.
std::vector<Opening> everyOpening(int plies);

// The opening the lot with `seed` draws from `count` of them (0-based).
std::size_t drawnOpening(std::size_t count, std::uint64_t seed);

} // namespace reports
