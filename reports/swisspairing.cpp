#include "swisspairing.h"

#include <algorithm>
#include <cstdlib>

namespace reports {

namespace {

int colourDifference(const SwissPlayer &player)
{
    int difference = 0;
    for (Colour colour : player.colours)
        difference += colour == Colour::White ? 1 : colour == Colour::Black ? -1 : 0;
    return difference;
}

// The colours actually played, latest last.
std::vector<Colour> played(const SwissPlayer &player)
{
    std::vector<Colour> out;
    for (Colour colour : player.colours)
        if (colour != Colour::None)
            out.push_back(colour);
    return out;
}

// The colour a player should get: >0 White, <0 Black, its size the strength (3 absolute,
// 2 strong, 1 mild, 0 none) — C.04.3 A.6.
int preference(const SwissPlayer &player)
{
    const int difference = colourDifference(player);
    const std::vector<Colour> history = played(player);
    const bool twoSame =
        history.size() >= 2 && history[history.size() - 1] == history[history.size() - 2];
    if (difference <= -1 || (twoSame && history.back() == Colour::Black))
        return difference <= -2 || twoSame ? 3 : 2;
    if (difference >= 1 || (twoSame && history.back() == Colour::White))
        return difference >= 2 || twoSame ? -3 : -2;
    if (history.empty())
        return 0;
    return history.back() == Colour::White ? -1 : 1; // alternate
}

class Search
{
public:
    Search(const std::vector<SwissPlayer> &players, std::vector<int> ranking)
        : m_players(players), m_ranking(std::move(ranking)), m_paired(players.size(), false)
    {}

    bool run() { return next(); }
    const std::vector<SwissPairing> &pairings() const { return m_pairings; }
    bool exhausted() const { return m_nodes > nodeBudget; }

private:
    static constexpr long nodeBudget = 2'000'000;

    bool met(int a, int b) const
    {
        const auto &opponents = m_players[static_cast<std::size_t>(a)].opponents;
        return std::find(opponents.begin(), opponents.end(), b) != opponents.end();
    }

    // The colours for a and b (White first), or nullopt when the rules allow neither way.
    std::optional<SwissPairing> colours(int a, int b) const
    {
        const SwissPlayer &pa = m_players[static_cast<std::size_t>(a)];
        const SwissPlayer &pb = m_players[static_cast<std::size_t>(b)];
        const bool aWhite = colourAllowed(pa, Colour::White) && colourAllowed(pb, Colour::Black);
        const bool bWhite = colourAllowed(pb, Colour::White) && colourAllowed(pa, Colour::Black);
        if (!aWhite && !bWhite)
            return std::nullopt;
        if (aWhite != bWhite)
            return aWhite ? SwissPairing{a, b} : SwissPairing{b, a};
        // Both ways allowed: the stronger preference wins; equal ones go to the higher ranked
        // (a, who is paired first); no preference at all: White to the higher ranked.
        const int prefA = preference(pa);
        const int prefB = preference(pb);
        if (prefA > 0 && prefB <= 0)
            return SwissPairing{a, b};
        if (prefA < 0 && prefB >= 0)
            return SwissPairing{b, a};
        if (prefB > 0 && prefA <= 0)
            return SwissPairing{b, a};
        if (prefB < 0 && prefA >= 0)
            return SwissPairing{a, b};
        if (prefA != 0 && std::abs(prefB) > std::abs(prefA))
            return prefB > 0 ? SwissPairing{b, a} : SwissPairing{a, b};
        if (prefA != 0)
            return prefA > 0 ? SwissPairing{a, b} : SwissPairing{b, a};
        // Neither has a preference (round 1): the higher ranked has White on odd boards, Black
        // on even ones, as the Dutch system alternates from board 1.
        return m_pairings.size() % 2 == 0 ? SwissPairing{a, b} : SwissPairing{b, a};
    }

    // Candidates for `top` in the order the Dutch system tries them: its score group's bottom
    // half from the natural opponent down, then the rest of the group from below, then the lower
    // groups by rank (floating down).
    std::vector<int> candidates(int top) const
    {
        std::vector<int> group;
        std::vector<int> lower;
        const double score = m_players[static_cast<std::size_t>(top)].score;
        for (int p : m_ranking) {
            if (p == top || m_paired[static_cast<std::size_t>(p)])
                continue;
            (m_players[static_cast<std::size_t>(p)].score == score ? group : lower).push_back(p);
        }
        std::vector<int> order;
        // `group` holds the others: with `top` the group has g = group.size() + 1 players and the
        // natural opponent is at index g/2 of the whole group, g/2 - 1 among the others.
        const std::size_t natural = group.empty() ? 0 : (group.size() + 1) / 2 - 1;
        for (std::size_t i = natural; i < group.size(); ++i)
            order.push_back(group[i]);
        for (std::size_t i = natural; i-- > 0;)
            order.push_back(group[i]);
        order.insert(order.end(), lower.begin(), lower.end());
        return order;
    }

    bool next()
    {
        if (++m_nodes > nodeBudget)
            return false;
        int top = -1;
        int left = 0;
        for (int p : m_ranking)
            if (!m_paired[static_cast<std::size_t>(p)]) {
                if (top < 0)
                    top = p;
                ++left;
            }
        if (top < 0)
            return true;
        if (left == 1) { // the bye: the last one left, who must not have had one
            if (m_players[static_cast<std::size_t>(top)].hadBye)
                return false;
            m_pairings.push_back({top, -1});
            return true;
        }
        // With an odd number left, the bye may also fall to someone below: that is tried when
        // the search comes back here, by pairing `top` with lower players first failing.
        m_paired[static_cast<std::size_t>(top)] = true;
        for (int candidate : candidates(top)) {
            if (met(top, candidate))
                continue;
            const auto pair = colours(top, candidate);
            if (!pair)
                continue;
            m_paired[static_cast<std::size_t>(candidate)] = true;
            m_pairings.push_back(*pair);
            if (next())
                return true;
            m_pairings.pop_back();
            m_paired[static_cast<std::size_t>(candidate)] = false;
            if (m_nodes > nodeBudget)
                break;
        }
        m_paired[static_cast<std::size_t>(top)] = false;
        return false;
    }

    const std::vector<SwissPlayer> &m_players;
    std::vector<int> m_ranking;
    std::vector<bool> m_paired;
    std::vector<SwissPairing> m_pairings;
    long m_nodes = 0;
};

} // namespace

bool colourAllowed(const SwissPlayer &player, Colour colour)
{
    const std::vector<Colour> history = played(player);
    if (history.size() >= 2 && history[history.size() - 1] == colour &&
        history[history.size() - 2] == colour)
        return false;
    const int difference = colourDifference(player) + (colour == Colour::White ? 1 : -1);
    return std::abs(difference) <= 2;
}

SwissResult pairSwissRound(const std::vector<SwissPlayer> &players)
{
    std::vector<int> ranking;
    for (int p = 0; p < static_cast<int>(players.size()); ++p)
        if (players[static_cast<std::size_t>(p)].available)
            ranking.push_back(p);
    std::stable_sort(ranking.begin(), ranking.end(), [&players](int a, int b) {
        const SwissPlayer &pa = players[static_cast<std::size_t>(a)];
        const SwissPlayer &pb = players[static_cast<std::size_t>(b)];
        if (pa.score != pb.score)
            return pa.score > pb.score;
        if (pa.rating != pb.rating)
            return pa.rating > pb.rating;
        return pa.startNumber < pb.startNumber;
    });
    SwissResult result;
    Search search(players, ranking);
    if (!search.run()) {
        result.problem = search.exhausted()
                             ? "no pairing found within the search limit"
                             : "no pairing satisfies the rules (no rematch, one bye each, "
                               "colours) for the players available";
        return result;
    }
    result.pairings = search.pairings();
    return result;
}

} // namespace reports
