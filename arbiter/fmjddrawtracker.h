// The draw rules of the FMJD for international draughts (Annex 1 of the FMJD statutes, article 6,
// "The draw", 6.1–6.4 in the version of November 2015; docs/rules.md §15), followed ply by ply
// through a game of a variant played by the one generator (gridgenerator.h). Brazilian draughts
// take the same rules: no text of the Brazilian confederation's own limits was found (README).
//
// The rules, and how each count starts and restarts (counts are in plies; "16 moves each" is 32):
// The limits are FmjdDrawLimits (fmjddrawlimits.h), each citing its paragraph; the repetitions
// (6.1) are kept by RepetitionHistory (repetitionhistory.h), as for the Russian DrawTracker.
//   threefold      the same position with the same side to move for the third time: the player
//                  may claim a draw (reported at the ply of each third occurrence, not automatic).
//   kings-only     25 moves of each player in which only kings moved and nothing was taken: 50
//                  consecutive plies of quiet king moves; a man's move or any capture restarts it.
//   three-pieces   three kings, two kings and a man, or a king and two men against a lone king:
//                  16 more moves each (32 plies) from the first position in which that material
//                  stands; the count runs on while the material stays in that class (a man
//                  promoted) and also when one of the three is taken: the 16 moves stay the
//                  limit while two-pieces counts its own 5 (whichever ends first). It ends when
//                  the material leaves both classes.
//   long-diagonal  within three-pieces, from the first position in which the lone king stands on
//                  the long diagonal (46-5 on 10×10, 29-4 on 8×8): 5 more moves each (10 plies),
//                  whether or not it stays there; the game is drawn by whichever count ends first.
//   two-pieces     two kings, a king and a man, or a king against a lone king: 5 more moves each
//                  (10 plies) from the first position with that material, ended when it changes.
// A draw takes effect right after the ply that completes a count, and the first automatic draw
// ends the game: nothing automatic is reported after it. Two counts completing with the same ply
// are both reported, in the order above.
#pragma once

#include "drawrules.h"
#include "fmjddrawlimits.h"
#include "gridgenerator.h"
#include "repetitionhistory.h"

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter {

template <class G>
class FmjdDrawTracker
{
public:
    // `generator` (of the variant played) must outlive the tracker; `limits` are the FMJD's
    // (fmjddrawlimits.h).
    FmjdDrawTracker(const GridGenerator<G> &generator, const GridPosition<G> &start,
                    const FmjdDrawLimits &limits = {});

    // Plays `move` (legal in position()) and returns the draws it brings: automatic draws taking
    // effect and repetitions becoming claimable with this ply.
    std::vector<DrawEvent> play(const GridMove &move);

    const GridPosition<G> &position() const { return m_position; }
    int ply() const { return m_ply; }
    // The first automatic draw, once one has taken effect.
    const std::optional<DrawEvent> &automaticDraw() const { return m_automaticDraw; }
    // The plies (0 = the start) at which `position` stood, same side to move, so far.
    std::vector<int> occurrences(const GridPosition<G> &position) const
    {
        return m_repetitions.occurrences(position);
    }
    // The counts running now (rule, start, count, limit in plies).
    std::vector<DrawWindow> windows() const;

    // The squares of the long diagonal, from the bottom-left corner to the top-right one.
    static typename G::Bits longDiagonal();

private:
    struct Window
    {
        bool active = false;
        int startPly = 0;
    };

    void followMaterial();
    void check(DrawRule rule, const Window &window, int count, int limit,
               std::vector<DrawEvent> &events) const;

    const GridGenerator<G> &m_generator;
    FmjdDrawLimits m_limits;
    GridPosition<G> m_position;
    int m_ply = 0;
    std::optional<DrawEvent> m_automaticDraw;
    int m_kingMoves = 0; // consecutive quiet king moves
    Window m_threePieces;
    Window m_longDiagonal;
    Window m_twoPieces;
    // Threefold: the positions since the last man move or capture (repetitionhistory.h).
    RepetitionHistory<GridPosition<G>> m_repetitions;
};

extern template class FmjdDrawTracker<Grid8>;
extern template class FmjdDrawTracker<Grid10>;

} // namespace arbiter
