// The catalogue of tie-breaks (docs/tournaments.md §11, FIDE C.07 of 2024): each a named rule with
// the per-round breakdown an arbiter reads to check it.
//
// Unplayed rounds (Event::unplayed). FIDE C.07 (2024), Article 16, for a Swiss:
// - 16.2 sorts the rounds not played over the board: 16.2.1 pairing-allocated and full-point byes,
//   16.2.2 forfeit wins, 16.2.3 requested byes (half- or zero-point) and absences followed by a
//   round that is not voluntarily unplayed, 16.2.4 forfeit losses, 16.2.5 requested byes and
//   absences with no such round after them (a withdrawal). 16.1.2: requested byes, absences and
//   forfeit losses are the voluntarily unplayed rounds (VUR).
// - 16.3: in an opponent's score the rounds of 16.2.5 count as draws (16.3.2), every other round
//   with the points it gave (16.3.1).
// - 16.4: a player's own unplayed round counts as a game against a dummy opponent who has the
//   player's own score: in Buchholz that score, in Sonneborn-Berger that score times the share
//   of the round's points he got.
// - 14.6: a cut modifier (BH-C1, BH-M1's lower cut, BH-T) cuts the voluntarily unplayed rounds
//   first, the lowest of them first, then the lowest of the rest.
// Fide2009 (the rules before C.07 of 2023): a player's own unplayed round is a game against a
// virtual opponent with the player's score before the round, the other result in it and draws in
// every round after; every unplayed round of an opponent counts as a draw in his score; a cut
// takes the lowest. PlayedOnly: unplayed rounds add nothing and opponents' scores are as they are.
//
// The other codes: WIN (7.1) counts the rounds that gave a win's points, played or not; WON (7.2)
// the games won over the board; BPG (7.3) and BWG (7.4) the games played, and won, over the board
// with Black; PS (7.5); FB (8.3) Buchholz as if every game of the last round were drawn; AOB (8.2)
// the average of the Buchholz of the opponents met over the board; KS (9.2); ARO (10.1) and TPR
// (10.2) from the opponents met over the board who have a rating; DE (Article 6) the points of the
// games played over the board among the tied players. SHM and BH-T are Russian coefficients.
#pragma once

#include "arbiter/result.h"
#include "event.h"
#include "tiebreaknote.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

enum class TieBreak
{
    Buchholz,        // BH, Солкофф: the sum of the opponents' scores
    BuchholzCut1,    // BH-C1, усечённый: without the lowest contribution (C.07 Article 14)
    BuchholzMedian1, // BH-M1, медианный: without the highest and the lowest (Article 14)
    TruncatedSolkoff, // BH-T, полный усечённый Солкофф: BH, BH-C1, BH-C2 … compared in turn
    SonnebornBerger, // SB, Зоннеборн-Бергер / коэффициент Бергера (C.07 9.1)
    Wins, // WIN, число побед: rounds that gave a win's points, played or not (7.1)
    DirectEncounter, // DE, личная встреча: the points among the tied players (Article 6)
    Shmulyan, // SHM, коэффициент Шмульяна: opponents beaten minus opponents lost to
    Progressive, // PS, прогрессивный: the sum of the running scores after each round (7.5)
    Koya,        // KS, Койя: the points against opponents with at least half the points
    GamesWon,          // WON: games won over the board (7.2)
    BlackGames,        // BPG: games played over the board with Black (7.3)
    BlackWins,         // BWG: games won over the board with Black (7.4)
    ForeBuchholz,      // FB: Buchholz with every game of the last round taken as drawn (8.3)
    OpponentsBuchholz, // AOB: the average of the opponents' Buchholz (8.2)
    AverageRating,     // ARO: the average rating of the opponents (10.1)
    PerformanceRating, // TPR: the tournament performance rating (10.2)
};

struct TieBreakInfo
{
    TieBreak id;
    std::string_view code;    // "BH-C1"
    std::string_view russian; // "усечённый коэффициент Бухгольца"
    std::string_view english; // "Buchholz cut 1"
};

const std::vector<TieBreakInfo> &tieBreakCatalogue();
const TieBreakInfo &info(TieBreak tieBreak);
std::optional<TieBreak> tieBreakByCode(std::string_view code);
// Every code of the catalogue, in its order: "BH, BH-C1, … TPR".
std::string tieBreakCodes();

// The named orders of tie-breaks after the points: "russian-round-robin" (WIN, SB, DE) and
// "russian-swiss" (BH-C1, BH, WIN).
std::optional<std::vector<TieBreak>> tieBreakPreset(std::string_view name);

// A preset's name, or codes separated by commas ("BH-C1,BH,WIN"); the error names the first code
// that is no tie-break and lists the ones there are.
arbiter::Result<std::vector<TieBreak>, std::string> parseTieBreaks(std::string_view text);

// FIDE's table of rating differences dp for a fraction scored p, given in hundredths (0…100),
// as C.07 10.2 takes it for TPR: 0 at 50, 800 at 100, −800 at 0.
int ratingDifference(int percent);

// One round's part in a tie-break value.
struct Contribution
{
    int round = 0;
    int opponent = -1; // player index; -1: none
    double value = 0;
    ContributionNote note; // why: noteText() words it
};

struct TieBreakValue
{
    TieBreak id = TieBreak::Buchholz;
    double value = 0;
    // Compared in order. BH-T: BH, BH-C1, BH-C2 …; DE applied again to those still level (C.07
    // Article 6): the points among all the tied players, then among those still level, and so on.
    std::vector<double> sequence;
    // DE: false when it does not rank this player: no one tied with him, or the tied players have
    // not all met and he is not ranked by 6.2's rule.
    bool applicable = true;
    std::vector<Contribution> breakdown;
    // How the whole was made, when the rounds do not say it (DE's 6.2, AOB …): remarkText().
    std::optional<TieBreakRemark> remark;
};

// Scores of every player after `lastRound` rounds, in the event's points.
std::vector<double> scoresAfter(const Event &event, int lastRound);

// What the tie-breaks of one standings table share, computed once: every player's rounds that
// count and their kinds, his score, and his score as an opponent (Event::unplayed).
class TieBreakContext
{
public:
    TieBreakContext(const Event &event, int lastRound);
    ~TieBreakContext();
    TieBreakContext(const TieBreakContext &) = delete;
    TieBreakContext &operator=(const TieBreakContext &) = delete;

    const Event &event() const { return m_event; }
    int lastRound() const { return m_lastRound; }
    double score(int player) const { return m_scores[static_cast<std::size_t>(player)]; }
    double scoreAsOpponent(int player) const
    {
        return m_opponentScores[static_cast<std::size_t>(player)];
    }
    const std::vector<RoundResult> &rounds(int player) const
    {
        return m_rounds[static_cast<std::size_t>(player)];
    }
    // The kind of rounds(player)[index].
    RoundKind kind(int player, std::size_t index) const
    {
        return m_kinds[static_cast<std::size_t>(player)][index];
    }
    // The rounds of `player` his score as an opponent counts as draws, not as they ended.
    const std::vector<int> &roundsAsDraws(int player) const
    {
        return m_roundsAsDraws[static_cast<std::size_t>(player)];
    }
    // The same event with every game of the last round (`lastRound`) drawn, for FB (C.07 8.3).
    const TieBreakContext &fore() const;
    // A player's Buchholz, computed once (AOB takes every opponent's).
    double buchholz(int player) const;
    // DE's reading of a group of tied players, made once for the group, not once per player (a
    // group of hundreds tied is common in a large event): whether they have all met, and C.07 6.2's
    // players ranked ahead of the rest. Defined in tiebreak.cpp.
    struct EncounterGroup;
    const EncounterGroup &encounterGroup(const std::vector<int> &group) const;

private:
    const Event &m_event;
    int m_lastRound;
    std::vector<std::vector<RoundResult>> m_rounds;
    std::vector<std::vector<RoundKind>> m_kinds;
    std::vector<double> m_scores;
    std::vector<double> m_opponentScores;
    std::vector<std::vector<int>> m_roundsAsDraws;
    struct Fore;
    mutable std::unique_ptr<Fore> m_fore; // made the first time FB asks
    mutable std::vector<std::optional<double>> m_buchholz;
    mutable std::unique_ptr<EncounterGroup> m_encounterGroup; // the last group DE asked about
};

// A player's value of `tieBreak`. DirectEncounter needs the group of tied players (indices),
// the others ignore it.
TieBreakValue computeTieBreak(const TieBreakContext &context, int player, TieBreak tieBreak,
                              const std::vector<int> &tiedGroup = {});
// The same after `lastRound` rounds of `event`, for one value.
TieBreakValue computeTieBreak(const Event &event, int player, TieBreak tieBreak, int lastRound,
                              const std::vector<int> &tiedGroup = {});

} // namespace reports
