// The state a Swiss round is paired from (reports/dutchpairing.h), taken from a FIDE TRF file or
// from a stored tournament's event, and the pairing a TRF file holds for a round.
#pragma once

#include "arbiter/result.h"
#include "dutchpairing.h"
#include "event.h"
#include "trffile.h"

#include <optional>
#include <string>
#include <vector>

namespace reports {

// Round `round` (1-based) of `file` paired again: the players by start number, their rounds
// before it, and who takes part in it — everyone with an opponent or the pairing-allocated bye
// (U) there; a requested bye (F, H, Z), an absence or a blank block keeps a player out; the
// virtual points of accelerated rounds its 250 and XXA records give (C.04.5). The
// rounds planned are the 142 record's, XXR's, or the number of rounds in the file; the initial
// colour is the 152 record's, XXC's (white1, black1), or the colour of the highest ranked
// player in round 1. The error names what the file lacks (a round block's opponent who is no
// player of the file).
arbiter::Result<SwissField, std::string> swissFieldFromTrf(const TrfFile &file, int round);

// The initial colour of FIDE C.04.3 E.5 a TRF file was paired with: its 152 record's, XXC's
// (white1, black1), or the colour of round 1's highest ranked player (pairing number 1 among the
// round's players, who had it by E.5). White when nothing tells.
Colour trfInitialColour(const TrfFile &file);

// The initial colour round 1 of a stored event was paired with (E.5, as trfInitialColour reads
// round 1): nullopt when round 1 has no game with colours.
std::optional<Colour> roundOneInitialColour(const Event &event);

// The pairing the file holds for round `round`: its games (white first) and its
// pairing-allocated bye, by player index (start-number order) as swissFieldFromTrf numbers them.
std::vector<SwissPairing> trfRoundPairing(const TrfFile &file, int round);

// Round `round` of `event` to be paired: the rounds before it as the event holds them (a bye-1
// is the pairing-allocated bye; bye-1/2 and bye-0 are requested byes), the players `available`
// (by index) taking part.
SwissField swissFieldFromEvent(const Event &event, int round, const std::vector<bool> &available,
                               int roundsPlanned, Colour initialColour);

// The Baku acceleration (FIDE C.04.5.1) on `field`: group GA is given virtual points for the
// pairing of the accelerated rounds — the first ⌈R/2⌉ of the R planned rounds: one point in the
// first ⌈⌈R/2⌉/2⌉ of them, half a point in the others. Nobody else, and no round after them, gets
// any; the virtual points count for the pairing only. GA is made when the acceleration starts:
// the first 2 × ⌈N/4⌉ by pairing number of the N players `atStart` marks (by index: those entered
// when round 1 was paired; a player past its end counts), half of them rounded up to an even
// number. Its last player stays its last in every accelerated round: GA is every player up to
// him by pairing number, so a late entry joins it only when his pairing number is above his.
void applyBakuAcceleration(SwissField &field, const std::vector<bool> &atStart = {});

// Who was entered when round 1 was paired, by player index: those with a round-1 record (an
// absence then is a bye-0 record; a late entry has none). Everyone while round 1 is not paired.
std::vector<bool> enteredAtStart(const Event &event);

} // namespace reports
