// The catalogue of tie-breaks (DESIGN.md §8, FIDE C.07): each a named rule with the per-round
// breakdown an arbiter reads to check it.
#pragma once

#include "arbiter/result.h"
#include "event.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

enum class TieBreak
{
    Buchholz,        // BH, Солкофф: the sum of the opponents' scores
    BuchholzCut1,    // BH-C1, усечённый: without the lowest contribution
    BuchholzMedian1, // BH-M1, медианный: without the highest and the lowest
    TruncatedSolkoff, // BH-T, полный усечённый Солкофф: BH, BH-C1, BH-C2 … compared in turn
    SonnebornBerger, // SB, Зоннеборн-Бергер / коэффициент Бергера
    Wins,            // WIN, число побед: games won over the board
    DirectEncounter, // DE, личная встреча: the points among the tied players
    Shmulyan, // SHM, коэффициент Шмульяна: opponents beaten minus opponents lost to
    Progressive, // PS, прогрессивный: the sum of the running scores after each round
    Koya,        // KS, Койя: the points against opponents with at least half the points
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

// The named orders of tie-breaks after the points: "russian-round-robin" (WIN, SB, DE) and
// "russian-swiss" (BH-C1, BH, WIN).
std::optional<std::vector<TieBreak>> tieBreakPreset(std::string_view name);

// A preset's name, or codes separated by commas ("BH-C1,BH,WIN"); the error names the first code
// that is no tie-break and lists the ones there are.
arbiter::Result<std::vector<TieBreak>, std::string> parseTieBreaks(std::string_view text);

// One round's part in a tie-break value.
struct Contribution
{
    int round = 0;
    int opponent = -1; // player index; -1: none
    double value = 0;
    std::string note; // "bye: own score", "cut", "forfeit: adds nothing" …
};

struct TieBreakValue
{
    TieBreak id = TieBreak::Buchholz;
    double value = 0;
    std::vector<double> sequence; // BH-T: BH, BH-C1, BH-C2 …; compared in order
    bool applicable = true;       // DE: false when the tied players have not all met
    std::vector<Contribution> breakdown;
};

// Scores of every player after `lastRound` rounds, in the event's points.
std::vector<double> scoresAfter(const Event &event, int lastRound);

// What the tie-breaks of one standings table share, computed once: every player's rounds that
// count, score, and score as an opponent (FIDE 2024: his unplayed rounds as draws).
class TieBreakContext
{
public:
    TieBreakContext(const Event &event, int lastRound);

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

private:
    const Event &m_event;
    int m_lastRound;
    std::vector<std::vector<RoundResult>> m_rounds;
    std::vector<double> m_scores;
    std::vector<double> m_opponentScores;
};

// A player's value of `tieBreak`. DirectEncounter needs the group of tied players (indices),
// the others ignore it.
TieBreakValue computeTieBreak(const TieBreakContext &context, int player, TieBreak tieBreak,
                              const std::vector<int> &tiedGroup = {});
// The same after `lastRound` rounds of `event`, for one value.
TieBreakValue computeTieBreak(const Event &event, int player, TieBreak tieBreak, int lastRound,
                              const std::vector<int> &tiedGroup = {});

} // namespace reports
