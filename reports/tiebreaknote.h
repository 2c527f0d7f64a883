// Why one round adds what it does to a tie-break, and how a whole value was made, as facts: what
// `shashki standings --explain` prints and a report may show, rendered in English or Russian from
// them (docs/tournaments.md). Never a sentence inside the tie-breaks' code.
#pragma once

#include "event.h"
#include "reportlanguage.h"

#include <optional>
#include <string>
#include <vector>

namespace reports {

// What one round is for the tie-breaks: a game played over the board, or an unplayed round of
// one of C.07 (2024) 16.2's kinds.
enum class RoundKind
{
    Played,       // over the board
    AwardedBye,   // 16.2.1: pairing-allocated or full-point bye
    ForfeitWin,   // 16.2.2
    RequestedBye, // 16.2.3: half- or zero-point bye or absence, a round not voluntarily unplayed
                  // after
    ForfeitLoss,  // 16.2.4: lost by forfeit, both forfeited, or each forfeited a game of a
                  // micro-match
    ByeToTheEnd,  // 16.2.5: half- or zero-point bye or absence, none but such rounds after it
    Pending,      // paired, the result not in yet: counted as a game with the points it has so far
};

// 16.1.2: the voluntarily unplayed rounds (VUR) — requested byes, absences, forfeit losses.
bool voluntarilyUnplayed(RoundKind kind);

// Where a round's part comes from.
enum class NoteBasis
{
    OpponentScore,         // Buchholz, SB: the opponent's score (with his rounds taken as draws)
    PendingOpponentScore,  // the same, the result not in yet
    NoResultYet,           // SB: a round without its result
    DummyOpponent,         // the round unplayed: a dummy with his own score (C.07 16.4)
    VirtualOpponent,       // the round unplayed: FIDE 2009's virtual opponent
    UnplayedNothing,       // the round unplayed: nothing (played games only)
    NotCountedNoOpponent,  // AOB: the round unplayed, no opponent met
    OpponentsBuchholz,     // AOB
    AgainstTiedPlayer,     // DE: the points against a player of the tie
    UnplayedAgainstTied,   // DE: the round against a tied player unplayed: not counted
    Won,                   // WIN: won over the board (`count` games of a micro-match)
    WinsPoints,            // WIN: the round unplayed, a win's points
    WonOverTheBoard,       // WON (`count`: 2 for both games of a micro-match)
    PlayedWithBlack,       // BPG
    WonWithBlack,          // BWG
    Beaten,                // SHM: + his score
    LostTo,                // SHM: − his score
    ScoreAfterRound,       // PS
    OpponentWithHalf,      // KS
    NotCountedNoGame,      // ARO, TPR: the round unplayed
    OpponentWithoutRating, // ARO, TPR
    OpponentRating,        // ARO, TPR: `halfPoints` scored against him
};

// How a cut modifier treated the round (C.07 14).
enum class NoteCut
{
    None,
    Lowest,              // cut from below
    VoluntarilyUnplayed, // cut from below, the voluntarily unplayed rounds first (14.6)
    Highest,             // cut from above (median)
};

struct ContributionNote
{
    NoteBasis basis = NoteBasis::OpponentScore;
    // The round's own kind, for the bases of an unplayed round.
    RoundKind kind = RoundKind::Played;
    Outcome outcome = Outcome::Win;
    // OpponentScore: the opponent's rounds counted as draws in his score, under `unplayed`'s rule.
    std::vector<int> opponentRoundsAsDraws = {};
    UnplayedRounds unplayed = UnplayedRounds::Fide2024;
    int count = 1;      // Won, WonOverTheBoard: games
    int halfPoints = 0; // OpponentRating: the points scored against him
    // SB: the share of the opponent's (or the dummy's) score the round gave: got of most, times
    // the points of a win (2 under 2-1-0 scoring: C.07 9.1 multiplies by the points scored).
    std::optional<std::pair<int, int>> share = {};
    int times = 1;
    NoteCut cut = NoteCut::None;
    bool lastRoundAsDrawn = false; // FB: C.07 8.3
};

// How a whole value was made, where the rounds do not say it.
struct TieBreakRemark
{
    enum class Kind
    {
        AheadOfTheRest,  // DE: not all met, ranked first by C.07 6.2
        AppliedAgain,    // DE: still level with others, ranked among the last `games` of them
        AverageBuchholz, // AOB: of `games` opponents, rounded to hundredths
        AverageRating,   // ARO: of `games` opponents, rounded (10.1)
        Performance,     // TPR: `average` + dp `difference` for `percent` % in `games` (10.2)
    };
    Kind kind = Kind::AheadOfTheRest;
    int games = 0;
    int average = 0;
    int difference = 0;
    int percent = 0;
};

std::string noteText(const ContributionNote &note, Language language);
std::string remarkText(const TieBreakRemark &remark, Language language);

} // namespace reports
