#include "tiebreak.h"

#include <algorithm>
#include <numeric>

namespace reports {

namespace {

double winPoints(const Event &event)
{
    return event.scoring == Scoring::OneHalfZero ? 1.0 : 2.0;
}

// What one round gave, in the event's points (a micro-match's game or match points).
double pointsOf(const Event &event, const RoundResult &result)
{
    return roundHalfPoints(event, result) * winPoints(event) / 2;
}

// The most one round can give, in the event's points.
double roundPoints(const Event &event)
{
    return roundMaxHalfPoints(event) * winPoints(event) / 2;
}

// The rounds of `player` that count: 1…lastRound. Without real rounds, a "round" the player
// has no game in is not a round of his at all, not an unplayed one.
std::vector<RoundResult> countedRounds(const Event &event, int player, int lastRound)
{
    std::vector<RoundResult> rounds;
    for (const RoundResult &result : event.players[static_cast<std::size_t>(player)].results)
        if (result.round <= lastRound &&
            (event.roundsKnown || result.outcome != Outcome::NotPaired))
            rounds.push_back(result);
    return rounds;
}

// Buchholz contributions, one per round, lowest first.
std::vector<Contribution> buchholzParts(const TieBreakContext &c, int player)
{
    const Event &event = c.event();
    const double own = c.score(player);
    std::vector<Contribution> parts;
    for (const RoundResult &result : c.rounds(player)) {
        if (played(result.outcome))
            parts.push_back({result.round, result.opponent, c.scoreAsOpponent(result.opponent),
                             event.unplayed == UnplayedRounds::Fide2024
                                 ? "opponent's score, his unplayed rounds as draws"
                                 : "opponent's score"});
        else if (event.unplayed == UnplayedRounds::Fide2024)
            parts.push_back({result.round, result.opponent, own, "unplayed: own score"});
        else
            parts.push_back({result.round, result.opponent, 0, "unplayed: nothing"});
    }
    std::stable_sort(parts.begin(), parts.end(), [](const Contribution &a, const Contribution &b) {
        return a.value < b.value;
    });
    return parts;
}

double sum(const std::vector<Contribution> &parts, std::size_t from, std::size_t to)
{
    double total = 0;
    for (std::size_t i = from; i < to; ++i)
        total += parts[i].value;
    return total;
}

// Marks parts outside [from, to) as cut.
void markCut(std::vector<Contribution> &parts, std::size_t from, std::size_t to)
{
    for (std::size_t i = 0; i < parts.size(); ++i)
        if (i < from || i >= to) {
            parts[i].note = "cut (" + parts[i].note + ")";
        }
}

} // namespace

const std::vector<TieBreakInfo> &tieBreakCatalogue()
{
    static const std::vector<TieBreakInfo> catalogue = {
        {TieBreak::Buchholz, "BH", "коэффициент Бухгольца (Солкофф)", "Buchholz"},
        {TieBreak::BuchholzCut1, "BH-C1", "усечённый коэффициент Бухгольца", "Buchholz cut 1"},
        {TieBreak::BuchholzMedian1, "BH-M1", "медианный коэффициент Бухгольца", "median Buchholz"},
        {TieBreak::TruncatedSolkoff, "BH-T", "полный усечённый Солкофф", "fully truncated Solkoff"},
        {TieBreak::SonnebornBerger, "SB", "коэффициент Бергера (Зоннеборн-Бергер)",
         "Sonneborn-Berger"},
        {TieBreak::Wins, "WIN", "число побед", "number of wins"},
        {TieBreak::DirectEncounter, "DE", "личная встреча", "direct encounter"},
        {TieBreak::Shmulyan, "SHM", "коэффициент Шмульяна", "Shmulyan coefficient"},
        {TieBreak::Progressive, "PS", "прогрессивный коэффициент", "progressive score"},
        {TieBreak::Koya, "KS", "система Койя", "Koya system"},
    };
    return catalogue;
}

const TieBreakInfo &info(TieBreak tieBreak)
{
    for (const TieBreakInfo &entry : tieBreakCatalogue())
        if (entry.id == tieBreak)
            return entry;
    return tieBreakCatalogue().front();
}

std::optional<TieBreak> tieBreakByCode(std::string_view code)
{
    for (const TieBreakInfo &entry : tieBreakCatalogue())
        if (entry.code == code)
            return entry.id;
    return std::nullopt;
}

std::optional<std::vector<TieBreak>> tieBreakPreset(std::string_view name)
{
    if (name == "russian-round-robin")
        return std::vector{TieBreak::Wins, TieBreak::SonnebornBerger, TieBreak::DirectEncounter};
    if (name == "russian-swiss")
        return std::vector{TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::Wins};
    return std::nullopt;
}

arbiter::Result<std::vector<TieBreak>, std::string> parseTieBreaks(std::string_view text)
{
    if (const auto preset = tieBreakPreset(text))
        return *preset;
    std::vector<TieBreak> order;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view code = text.substr(start, comma - start);
        const auto tieBreak = tieBreakByCode(code);
        if (!tieBreak)
            return "unknown tie-break '" + std::string(code) +
                   "' (BH, BH-C1, BH-M1, BH-T, SB, WIN, DE, SHM, PS, KS, or a preset: "
                   "russian-round-robin, russian-swiss)";
        order.push_back(*tieBreak);
        start = comma + 1;
    }
    return order;
}

std::vector<double> scoresAfter(const Event &event, int lastRound)
{
    std::vector<double> scores;
    for (std::size_t p = 0; p < event.players.size(); ++p) {
        double score = 0;
        for (const RoundResult &result : event.players[p].results)
            if (result.round <= lastRound)
                score += pointsOf(event, result);
        scores.push_back(score);
    }
    return scores;
}

TieBreakContext::TieBreakContext(const Event &event, int lastRound)
    : m_event(event), m_lastRound(lastRound), m_scores(scoresAfter(event, lastRound))
{
    for (int p = 0; p < static_cast<int>(event.players.size()); ++p) {
        m_rounds.push_back(countedRounds(event, p, lastRound));
        double score = 0;
        for (const RoundResult &result : m_rounds.back())
            score += event.unplayed == UnplayedRounds::Fide2024 && !played(result.outcome)
                         ? roundPoints(event) / 2
                         : pointsOf(event, result);
        m_opponentScores.push_back(score);
    }
}

TieBreakValue computeTieBreak(const Event &event, int player, TieBreak tieBreak, int lastRound,
                              const std::vector<int> &tiedGroup)
{
    return computeTieBreak(TieBreakContext(event, lastRound), player, tieBreak, tiedGroup);
}

TieBreakValue computeTieBreak(const TieBreakContext &c, int player, TieBreak tieBreak,
                              const std::vector<int> &tiedGroup)
{
    const Event &event = c.event();
    const int lastRound = c.lastRound();
    TieBreakValue out;
    out.id = tieBreak;
    const std::vector<RoundResult> &rounds = c.rounds(player);
    switch (tieBreak) {
    case TieBreak::Buchholz:
    case TieBreak::BuchholzCut1:
    case TieBreak::BuchholzMedian1:
    case TieBreak::TruncatedSolkoff: {
        std::vector<Contribution> parts = buchholzParts(c, player);
        const std::size_t n = parts.size();
        std::size_t from = 0;
        std::size_t to = n;
        if (tieBreak == TieBreak::BuchholzCut1)
            from = std::min<std::size_t>(1, n);
        if (tieBreak == TieBreak::BuchholzMedian1 && n >= 2) {
            from = 1;
            to = n - 1;
        }
        if (tieBreak == TieBreak::TruncatedSolkoff)
            for (std::size_t cut = 0; cut < n; ++cut)
                out.sequence.push_back(sum(parts, cut, n));
        out.value = sum(parts, from, to);
        markCut(parts, from, to);
        std::stable_sort(
            parts.begin(), parts.end(),
            [](const Contribution &a, const Contribution &b) { return a.round < b.round; });
        out.breakdown = std::move(parts);
        break;
    }
    case TieBreak::SonnebornBerger:
        for (const RoundResult &result : rounds) {
            if (!played(result.outcome)) {
                out.breakdown.push_back({result.round, result.opponent, 0, "unplayed: nothing"});
                continue;
            }
            // The share of the round's points won: all of it, half (a draw), ¾ of a micro-match
            // won 1½:½ by game points …
            const double opponent = c.scoreAsOpponent(result.opponent);
            const int got = roundHalfPoints(event, result);
            const int most = roundMaxHalfPoints(event);
            const double part = opponent * got / most;
            out.value += part;
            out.breakdown.push_back(
                {result.round, result.opponent, part,
                 got == most       ? "won: opponent's score"
                 : got * 2 == most ? "drawn: half of it"
                 : got == 0        ? "lost: nothing"
                                   : std::to_string(got) + "/" + std::to_string(most) + " of it"});
        }
        break;
    case TieBreak::Wins:
        // Games won over the board; micro-matches counted by match points: matches won.
        for (const RoundResult &result : rounds) {
            if (event.gamesPerPairing >= 2 && event.standingsBy == MatchStandings::GamePoints) {
                const auto won = std::count(result.games.begin(), result.games.end(), Outcome::Win);
                if (won > 0) {
                    out.value += static_cast<double>(won);
                    out.breakdown.push_back({result.round, result.opponent,
                                             static_cast<double>(won),
                                             won == 1 ? "won a game" : "won both games"});
                }
            } else if (result.outcome == Outcome::Win) {
                out.value += 1;
                out.breakdown.push_back({result.round, result.opponent, 1, "won"});
            }
        }
        break;
    case TieBreak::DirectEncounter: {
        std::vector<int> others;
        for (int member : tiedGroup)
            if (member != player)
                others.push_back(member);
        out.applicable = !others.empty();
        // Every two tied players must have met, else the points among them say nothing.
        for (int a : tiedGroup)
            for (int b : tiedGroup) {
                if (a >= b)
                    continue;
                const auto &results = event.players[static_cast<std::size_t>(a)].results;
                const bool met = std::any_of(results.begin(), results.end(), [&](const auto &r) {
                    return r.round <= lastRound && r.opponent == b;
                });
                out.applicable = out.applicable && met;
            }
        for (const RoundResult &result : rounds)
            if (std::find(others.begin(), others.end(), result.opponent) != others.end()) {
                const double part = pointsOf(event, result);
                out.value += part;
                out.breakdown.push_back(
                    {result.round, result.opponent, part, "against a tied player"});
            }
        if (!out.applicable)
            out.value = 0;
        break;
    }
    case TieBreak::Shmulyan:
        for (const RoundResult &result : rounds) {
            if (result.outcome != Outcome::Win && result.outcome != Outcome::Loss)
                continue;
            const double opponent = c.score(result.opponent);
            const double part = result.outcome == Outcome::Win ? opponent : -opponent;
            out.value += part;
            out.breakdown.push_back(
                {result.round, result.opponent, part,
                 result.outcome == Outcome::Win ? "beaten: + his score" : "lost to: − his score"});
        }
        break;
    case TieBreak::Progressive: {
        double running = 0;
        for (const RoundResult &result : rounds) {
            running += pointsOf(event, result);
            out.value += running;
            out.breakdown.push_back(
                {result.round, result.opponent, running, "score after the round"});
        }
        break;
    }
    case TieBreak::Koya: {
        for (const RoundResult &result : rounds) {
            if (result.opponent < 0)
                continue;
            // Half of what the opponent could have scored in his rounds.
            const double half =
                static_cast<double>(c.rounds(result.opponent).size()) * roundPoints(event) / 2;
            if (c.score(result.opponent) < half)
                continue;
            const double part = pointsOf(event, result);
            out.value += part;
            out.breakdown.push_back(
                {result.round, result.opponent, part, "opponent with at least half the points"});
        }
        break;
    }
    }
    return out;
}

} // namespace reports
