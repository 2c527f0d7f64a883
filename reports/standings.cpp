#include "standings.h"

#include <algorithm>

namespace reports {

namespace {

// Compares two values of one tie-break: >0 when a ranks higher.
int compare(const TieBreakValue &a, const TieBreakValue &b)
{
    if (a.id == TieBreak::TruncatedSolkoff) {
        for (std::size_t i = 0; i < std::min(a.sequence.size(), b.sequence.size()); ++i)
            if (a.sequence[i] != b.sequence[i])
                return a.sequence[i] > b.sequence[i] ? 1 : -1;
        return 0;
    }
    if (a.value != b.value)
        return a.value > b.value ? 1 : -1;
    // DE applied again to those still level: the points of each step, in order.
    for (std::size_t i = 1; i < std::min(a.sequence.size(), b.sequence.size()); ++i)
        if (a.sequence[i] != b.sequence[i])
            return a.sequence[i] > b.sequence[i] ? 1 : -1;
    return 0;
}

} // namespace

Standings computeStandings(const Event &event, const std::vector<TieBreak> &order, int afterRound)
{
    Standings standings;
    standings.afterRound = afterRound > 0 ? std::min(afterRound, event.rounds) : event.rounds;
    standings.order = order;
    const int last = standings.afterRound;
    const TieBreakContext context(event, last);
    const std::vector<double> scores = scoresAfter(event, last);
    std::vector<StandingRow> rows;
    for (int p = 0; p < static_cast<int>(event.players.size()); ++p) {
        StandingRow row;
        row.player = p;
        row.points = scores[static_cast<std::size_t>(p)];
        // Games over the board, each game of a micro-match counted.
        for (const RoundResult &result : event.players[static_cast<std::size_t>(p)].results) {
            if (result.round > last)
                continue;
            if (result.games.empty())
                row.gamesPlayed += played(result.outcome) ? 1 : 0;
            else
                row.gamesPlayed += static_cast<int>(
                    std::count_if(result.games.begin(), result.games.end(), played));
        }
        rows.push_back(std::move(row));
    }
    // Ties are refined group by group, tie-break after tie-break: direct encounter depends on who
    // is still tied when its turn comes.
    std::stable_sort(rows.begin(), rows.end(),
                     [&event](const StandingRow &a, const StandingRow &b) {
                         if (a.points != b.points)
                             return a.points > b.points;
                         return event.players[static_cast<std::size_t>(a.player)].startNumber <
                                event.players[static_cast<std::size_t>(b.player)].startNumber;
                     });
    std::vector<std::pair<std::size_t, std::size_t>> groups; // [from, to) still tied
    for (std::size_t from = 0; from < rows.size();) {
        std::size_t to = from + 1;
        while (to < rows.size() && rows[to].points == rows[from].points)
            ++to;
        groups.push_back({from, to});
        from = to;
    }
    for (TieBreak tieBreak : order) {
        std::vector<std::pair<std::size_t, std::size_t>> refined;
        for (const auto &[from, to] : groups) {
            std::vector<int> members;
            for (std::size_t i = from; i < to; ++i)
                members.push_back(rows[i].player);
            for (std::size_t i = from; i < to; ++i)
                rows[i].tieBreaks.push_back(
                    computeTieBreak(context, rows[i].player, tieBreak,
                                    to - from > 1 ? members : std::vector<int>{}));
            const auto begin = rows.begin() + static_cast<std::ptrdiff_t>(from);
            const auto end = rows.begin() + static_cast<std::ptrdiff_t>(to);
            std::stable_sort(begin, end, [](const StandingRow &a, const StandingRow &b) {
                return compare(a.tieBreaks.back(), b.tieBreaks.back()) > 0;
            });
            for (std::size_t i = from; i < to;) {
                std::size_t j = i + 1;
                while (j < to && compare(rows[j].tieBreaks.back(), rows[i].tieBreaks.back()) == 0)
                    ++j;
                refined.push_back({i, j});
                i = j;
            }
        }
        groups = std::move(refined);
    }
    for (const auto &[from, to] : groups)
        for (std::size_t i = from; i < to; ++i) {
            rows[i].place = static_cast<int>(from) + 1;
            rows[i].placeLast = static_cast<int>(to);
        }
    standings.rows = std::move(rows);
    return standings;
}

} // namespace reports
