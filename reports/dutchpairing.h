// Swiss pairing by the Dutch system, FIDE C.04.3 (in force from 1 February 2025), computed the way
// FIDE-endorsed engines compute it: every decision is a maximum-weight matching (Edmonds' blossom
// algorithm, reports/maxweightmatching.h) over all players still to be paired, whose edge weights
// encode the criteria in their order of priority, so that the best pairing by the rules is the
// heaviest matching.
//
// Brackets are paired from the top score down (C.04.3 A.3, B). For each bracket:
// - C.1–C.3, absolute: no two players meet twice (a forfeited game is not a meeting), no
//   pairing-allocated bye for a player who already had a round's win points without playing
//   (a pairing-allocated bye, a forfeit win, a full-point bye), and no two players with the same
//   absolute colour preference — except, in the last round, when one of them scores more than half
//   the maximum (the top scorers, A.7).
// - C.4, completion: the bracket is paired so that all the remaining players can still be paired
//   (every weight carries the completion field, and the matching spans everyone left).
// - C.5–C.7: the most pairs in the bracket, then the highest scores among the players paired in
//   it (the moved-down players), then the same for the next bracket (C.7).
// - C.9 (2025): the pairing-allocated bye to a player with as few unplayed games as possible.
// - C.10–C.13: colour preferences — absolute imbalances, absolute preferences (the top scorers'
//   exception), all preferences, strong preferences.
// - C.14–C.21: floaters — repeated downfloaters and upfloaters of the last round and the round
//   before, and then their scores.
// - B.3–B.5 and D: among pairings equally good, the one first in the order of the rules: the
//   moved-down players with the highest scores paired first, each to the highest possible
//   resident; in the remainder the fewest exchanges between S1 and S2, the smallest difference of
//   the exchanged numbers, then every player of S1 paired to the first possible player of S2.
// - E: colours — the player's preference when it can be granted; when both prefer the same:
//   the absolute one, the larger imbalance, the strong one, then the colours alternated from the
//   last round in which they differed; the higher ranked player gets his preference; with no
//   preference at all, by the initial colour and the higher player's pairing number (E.5).
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

// One round of a player's history, as the pairing sees it.
struct SwissRound
{
    int opponent = -1;            // index into SwissField::players; -1: no opponent
    Colour colour = Colour::None; // of a game played or forfeited; None for byes
    int points = 0;               // half-points the round gave: 2 a win's, 1 a draw's, 0
    bool played = false;          // the game was played over the board
    // The player took part in the pairing of the round: he had an opponent (the game played or
    // forfeited) or the pairing-allocated bye. False for requested byes and absences.
    bool paired = false;
};

struct SwissEntrant
{
    std::vector<SwissRound> rounds; // rounds 1… in order; a missing round: absent
    // Virtual half-points added to the score when pairing round r + 1 (accelerated pairings,
    // C.04.5); missing: none.
    std::vector<int> acceleration;
    bool available = true; // to be paired in the round: not withdrawn, absent or given a bye
};

struct SwissField
{
    std::vector<SwissEntrant> players; // by pairing number (the initial ranking)
    int roundsPlayed = 0;              // the round paired is roundsPlayed + 1
    int roundsPlanned = 0;
    // The colour of the highest ranked player in round 1 (drawn by lot, C.04.3 E.5).
    Colour initialColour = Colour::White;
    std::vector<std::pair<int, int>> forbiddenPairs; // never to meet (team mates, by the rules)
};

struct SwissPairing
{
    int white = -1;
    int black = -1; // -1: `white` has the pairing-allocated bye
};

struct SwissResult
{
    // By board: the pairs with the highest scores first, the bye last.
    std::vector<SwissPairing> pairings;
    bool unpairable = false; // no pairing satisfies the absolute criteria
};

SwissResult pairDutchRound(const SwissField &field);

} // namespace reports
