// The positions a game has gone through since its last irreversible move, for threefold
// repetition (docs/rules.md §9, §10 and §15): one history for every draw tracker, the Russian
// DrawTracker (drawrules.h) and the FMJD's FmjdDrawTracker (fmjddrawtracker.h).
//
// A man's move or a capture cannot be undone, so no position from before it can stand again: the
// history keeps only the positions since the last such move, each with the ply after which it
// stood (0 = the start). Two positions are the same when they have the same pieces on the same
// squares and the same side to move (the position's operator==); where the position keeps a
// Zobrist key (key()), keys are compared first.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace arbiter {

template <class P>
class RepetitionHistory
{
public:
    // The history of a game that starts at `start` (ply 0).
    explicit RepetitionHistory(const P &start) { m_positions.emplace_back(0, start); }

    // Records `position`, standing after ply `ply`. `irreversible`: the move that led to it was a
    // man's move or a capture, so the positions before it are forgotten.
    void record(int ply, const P &position, bool irreversible)
    {
        if (irreversible)
            m_positions.clear();
        m_positions.emplace_back(ply, position);
    }

    // The plies at which `position` stood since the last irreversible move, in order.
    std::vector<int> occurrences(const P &position) const
    {
        std::vector<int> plies;
        for (const auto &[ply, seen] : m_positions)
            if (same(seen, position))
                plies.push_back(ply);
        return plies;
    }

    // The plies of the last recorded position when it now stands for the third time (the ply
    // that opens the threefold claim); empty otherwise. A third occurrence needs at least five
    // positions (the same side to move every second ply), so shorter histories are not searched.
    std::vector<int> thirdOccurrence() const { return occurrence(3); }

    // The same for the `n`th occurrence (fourfold repetition: 4), which needs 2n - 1 positions.
    std::vector<int> occurrence(int n) const
    {
        if (m_positions.size() < static_cast<std::size_t>(2 * n - 1))
            return {};
        std::vector<int> plies = occurrences(m_positions.back().second);
        if (plies.size() != static_cast<std::size_t>(n))
            plies.clear();
        return plies;
    }

    // The number of positions kept (those since the last irreversible move, the latest included).
    std::size_t size() const { return m_positions.size(); }

private:
    static bool same(const P &a, const P &b)
    {
        if constexpr (requires { a.key(); })
            return a.key() == b.key() && a == b;
        else
            return a == b;
    }

    std::vector<std::pair<int, P>> m_positions;
};

} // namespace arbiter
