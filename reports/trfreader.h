// FIDE's Tournament Report File (TRF-16 or TRF-2026, read by readTrfFile: trffile.h) as an Event,
// so that standings can be computed without any database: 012 (the event's name) and the 001
// player records with their round blocks; the other records are read but not used here.
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
#include "trffile.h"

#include <istream>
#include <string>
#include <vector>

namespace reports {

// The event, or every error in the order of the file. The games are cross-checked only when every
// record could be read (readTrfFile): a record that cannot be read would make its opponents'
// blocks look wrong.
arbiter::Result<Event, std::vector<TrfError>> readTrf(std::istream &input);

// The event of a file read, or every disagreement between the two blocks of a game, each placed.
arbiter::Result<Event, std::vector<TrfError>> eventFromTrf(const TrfFile &file);

} // namespace reports
