// FIDE's Tournament Report File (TRF-16, FIDE Handbook C.04 Annex 2) read into an Event, so that
// standings can be computed without any database. Read: 012 (the event's name) and the 001
// player records with their round blocks; other records are skipped. Lines may end in CR (what
// TRF-16 asks for), CR LF or LF.
//
// Each game is written twice, once in each player's record, and the two must agree: a block of
// player A naming opponent B in a round needs B's block of that round to name A, with the other
// colour (w against b; no colour against no colour) and the matching result (1 against 0, =
// against =, W against L, D against D, + against -, - against - for a double forfeit, no result
// against no result). The opponent must be a player of the file other than A; the bye codes H, F,
// U and Z name no opponent.
#pragma once

#include "arbiter/result.h"
#include "event.h"

#include <istream>
#include <string>
#include <vector>

namespace reports {

// Where a record is wrong (1-based line and column, columns counted in characters as TRF counts
// them; a round block's first column for a disagreement about a game) and how.
struct TrfError
{
    int line = 0;
    int column = 0;
    std::string message;

    bool operator==(const TrfError &) const = default;
};

// The event, or every error in the order of the file. The games are cross-checked only when every
// record could be read: a record that cannot be read would make its opponents' blocks look wrong.
arbiter::Result<Event, std::vector<TrfError>> readTrf(std::istream &input);

} // namespace reports
