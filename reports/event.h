// A tournament's results as the standings and the crosstable need them: plain values, from the
// database or from a FIDE TRF file (docs/tournaments.md).
//
// Points are counted in half-points of 1-½-0 scoring, which are also the points of 2-1-0
// scoring: a win is 2, a draw 1, a loss 0 either way, and only the display differs. Integers keep
// every sum exact.
#pragma once

#include "reportlanguage.h"
#include "settings.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

enum class Outcome
{
    Win,
    Draw,
    Loss,
    ForfeitWin,    // +/- for this player: the opponent did not come
    ForfeitLoss,   // -/+ for this player
    DoubleForfeit, // -/-: neither came; both lose
    FullBye,       // no opponent, a win's points
    HalfBye,       // no opponent, a draw's points
    ZeroBye,       // no opponent, no points
    NotPaired,     // not in this round: withdrawn, entered late, or the round not paired yet
    // The bye the pairing gives when the number of players is odd (TRF-16 'U'): a win's points,
    // like FullBye, which the player asked for (TRF-16 'F'). FIDE C.07 (2024) 16.2.1 counts the
    // two alike in the tie-breaks; the explanations name them apart.
    PairingBye,
};

// Half-points of an outcome: 2, 1 or 0.
int halfPoints(Outcome outcome);
// Whether the game was played over the board.
bool played(Outcome outcome);

struct RoundResult
{
    int round = 0;
    int opponent = -1; // index into Event::players; -1: no opponent (bye, not paired)
    bool white = false;
    // A single game: its outcome. A micro-match (Event::gamesPerPairing 2): the match's outcome,
    // NotPaired until both games have a result (matchOutcome).
    Outcome outcome = Outcome::NotPaired;
    // A micro-match's two games, this player's outcome in each (NotPaired: not entered yet); game
    // 1 with the colour `white` says, game 2 with the other. Empty for a single game and a bye.
    std::vector<Outcome> games;
};

// The outcome of a micro-match from its two games, this player's game points against the
// opponent's: Win, Draw or Loss when a game was played over the board; ForfeitWin, ForfeitLoss,
// DoubleForfeit when neither was, or HalfBye (half a match, not played) when each forfeited one;
// NotPaired while a game has no result.
Outcome matchOutcome(Outcome first, Outcome second);

struct EventPlayer
{
    int startNumber = 0;
    std::string name;
    std::optional<int> rating;
    std::optional<int> withdrawnAfterRound;
    std::vector<RoundResult> results; // one per round 1…Event::rounds, in order
    std::string club;                 // for the printed tables; empty when unknown
};

struct Event
{
    std::string name;
    Scoring scoring = Scoring::OneHalfZero;
    int rounds = 0;
    UnplayedRounds unplayed = UnplayedRounds::Fide2024;
    // False when the games carry no round numbers (a collection imported without them): each
    // player's games then stand in the order they were stored, one "round" each, and what needs
    // the real rounds (standings after a round, the progressive score) is not offered.
    bool roundsKnown = true;
    // 2: every pairing is a micro-match of two games (a drawn opening, colours swapped).
    int gamesPerPairing = 1;
    MatchStandings standingsBy = MatchStandings::GamePoints;
    std::vector<EventPlayer> players;
};

// What a round is worth, in half-points: a game's 2-1-0, a micro-match's game points (0…4, a bye
// counting as two games) or match points (2-1-0) as the event's standings count them.
int roundHalfPoints(const Event &event, const RoundResult &result);
// The most a round can give: 2, or 4 for micro-matches counted by game points.
int roundMaxHalfPoints(const Event &event);

// "1", "½", "2" … for a number of half-points under `scoring`.
std::string formatPoints(int halfPoints, Scoring scoring);

// The columns UTF-8 text takes in a fixed-width table: one per character (Cyrillic included).
std::size_t displayWidth(std::string_view text);

// The name as the tables print it, a withdrawn player marked: "Name (withdrew after round 3)",
// or "Name (withdrew)" before the first round; in Russian "Name (выбыл после 3-го тура)".
std::string markedName(const EventPlayer &player, Language language = Language::English);

} // namespace reports
