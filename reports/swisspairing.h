// Swiss pairing, round by round (FIDE C.04.3, the Dutch system, in the part the README states):
// players ranked by score, then rating, then start number; each score group paired top half
// against bottom half, players who cannot be paired in their group floating down to the next;
// no two players meet twice, nobody gets a second bye, and — as absolute rules for everyone —
// nobody plays three games running with the same colour or gets a colour difference over 2.
// The bye goes to the lowest-ranked player who has not had one.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace reports {

enum class Colour
{
    White,
    Black,
    None, // a bye or a round not played
};

struct SwissPlayer
{
    int startNumber = 0;
    int rating = 0;
    double score = 0;
    std::vector<int> opponents;  // indices of the players met (forfeits included)
    std::vector<Colour> colours; // one per round so far
    bool hadBye = false;         // a pairing-allocated bye or a forfeit win counts
    bool available = true;       // false: withdrawn, or absent this round
};

struct SwissPairing
{
    int white = -1;
    int black = -1; // -1: `white` has the bye
};

struct SwissResult
{
    std::vector<SwissPairing> pairings; // by board: the highest-ranked pair first, the bye last
    std::string problem;                // when no pairing satisfies the rules: why
};

SwissResult pairSwissRound(const std::vector<SwissPlayer> &players);

// Whether `player` may get `colour` next: not a third running, not a difference over 2.
bool colourAllowed(const SwissPlayer &player, Colour colour);

} // namespace reports
