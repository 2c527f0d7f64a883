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
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

// The event, or every error in the order of the file. The games are cross-checked only when every
// record could be read (readTrfFile): a record that cannot be read would make its opponents'
// blocks look wrong.
arbiter::Result<Event, std::vector<TrfError>> readTrf(std::istream &input);

// The event of a file read, or every disagreement between the two blocks of a game, each placed;
// its scoring as trfScoring reads it.
arbiter::Result<Event, std::vector<TrfError>> eventFromTrf(const TrfFile &file);

// TRF-2026's 162: the points of each result, in fields of nine columns from column 6 — the
// result's letter, then its points in the next four columns (W a win, D a draw, L a loss; A a
// zero-point bye or a forfeit lost; P the pairing-allocated bye), FIDE's 1.0 and 0.5 when not
// given. The events this tool counts are 1-0.5-0 and 2-1-0 (nothing for a loss, a forfeit lost
// or a zero-point bye; the pairing-allocated bye a win's points); any other is an error at its
// field. 1-0.5-0 without the record.
arbiter::Result<Scoring, TrfError> trfScoring(const TrfFile &file);

// Points as a TRF field writes them ("1.0", " 0.5", "2"; blanks around), in tenths; nullopt when
// the field holds no such number.
std::optional<int> trfTenths(std::string_view written);

} // namespace reports
