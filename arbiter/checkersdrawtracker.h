// The draw rules of the checkers federations (docs/rules.md §16), followed ply by ply through a
// game of English checkers, Italian draughts or Pool checkers played by the one generator
// (gridgenerator.h). Both rules are the player's to claim, never automatic: the tracker reports
// the ply from which a claim holds and the arbiter rules on it (claim.h).
//
//   repetition    the same position with the same side to move for the third time (WCDF Rules of
//                 Draughts 1.32: threefold; APCA: threefold) or the fourth (FID, Italian
//                 draughts: fourfold); reported at the ply of each such occurrence.
//   forty-moves   40 moves of each player with no man moved and nothing taken (WCDF 1.32: no
//                 uncrowned man advanced and no piece removed during each player's previous 40
//                 moves; FID: 40 moves each without a man's move or a capture): 80 consecutive
//                 plies of quiet king moves; a man's move or any capture starts the count again.
//                 Reported at the ply the count reaches 80; a claim holds while it stays there.
//                 Pool has none: the move limit of APCA's rule 26 was not found (docs/rules.md
//                 §16), and no limit is invented for it.
#pragma once

#include "drawrules.h"
#include "gridgenerator.h"
#include "repetitionhistory.h"

#include <optional>
#include <vector>

namespace arbiter {

// The two rules of one federation, as data.
struct CheckersDrawRules
{
    DrawRule repetition = DrawRule::Threefold; // threefold or fourfold
    int quietPlies = 0;                        // forty-moves' count in plies; 0: no such rule
};

// The rules of `variant`: English (WCDF), Italian (FID), Pool (APCA); the English rules for any
// other variant (none is played on these boards).
CheckersDrawRules checkersDrawRulesOf(Variant variant);

template <class G>
class CheckersDrawTracker
{
public:
    // `generator` (of the variant played, whose rules are followed) must outlive the tracker.
    CheckersDrawTracker(const GridGenerator<G> &generator, const GridPosition<G> &start);

    // Plays `move` (legal in position()) and returns the claims it opens.
    std::vector<DrawEvent> play(const GridMove &move);

    const GridPosition<G> &position() const { return m_position; }
    int ply() const { return m_ply; }
    const CheckersDrawRules &rules() const { return m_rules; }
    // Never set: no rule of these federations draws a game by itself.
    const std::optional<DrawEvent> &automaticDraw() const { return m_automaticDraw; }
    // The plies (0 = the start) at which `position` stood, same side to move, so far.
    std::vector<int> occurrences(const GridPosition<G> &position) const
    {
        return m_repetitions.occurrences(position);
    }
    // The forty-moves count now (count 0 right after a man's move or a capture), when the rules
    // have it.
    std::vector<DrawWindow> windows() const;

private:
    const GridGenerator<G> &m_generator;
    CheckersDrawRules m_rules;
    GridPosition<G> m_position;
    int m_ply = 0;
    int m_quietPlies = 0; // consecutive quiet king moves
    std::optional<DrawEvent> m_automaticDraw;
    // The positions since the last man move or capture (repetitionhistory.h).
    RepetitionHistory<GridPosition<G>> m_repetitions;
};

extern template class CheckersDrawTracker<Grid8Checkers>;
extern template class CheckersDrawTracker<Grid8Mirrored>;

} // namespace arbiter
