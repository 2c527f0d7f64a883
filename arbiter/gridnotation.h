// The moves and positions of every variant (variant.h) as judges and PDN files write them.
//
// Squares are numbered as PDN 3.0 and the FMJD number them (Annex 1, 2.6): 1…50 on 10×10, 1…32 on
// 8×8, row by row from Black's side. A move is its squares: '-' between the two squares of a quiet
// move, 'x' (or ':') between the squares of a capture — "32-28", "19x28", "28x19x10". A capture
// may name its start and end only, or add squares it lands on, in order, to tell it from another
// capture with the same start and end. On 8×8 the squares may be named a1…h8 instead ("c3-d4",
// "c3:e5"), never mixed with numbers in one move. '-' only matches a quiet move and 'x' or ':'
// only a capture.
//
// Written: "32-28" and "19x28"; the squares landed on are added ("28x19x10") only when another
// legal capture has the same start and end.
#pragma once

#include "fen.h"
#include "gridgenerator.h"
#include "notation.h"
#include "result.h"
#include "rulemessage.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// Why a written move is no legal move here: NotationErrorKind (notation.h), the 1-based column
// of an unreadable text, the core's English words, and the moves in question — every fitting
// move (Ambiguous), the captures due (CaptureRequired, and IllegalMove when a capture takes fewer
// pieces than the majority rule asks), or the ways the capture goes on (CaptureNotFinished).
struct GridNotationError
{
    NotationErrorKind kind = NotationErrorKind::Unparseable;
    int column = 1;
    std::string message; // englishText(detail)
    RuleMessage detail;  // the facts, for the message catalogue of app/
    std::vector<GridMove> candidates;
};

template <class G>
class GridNotation
{
public:
    enum class Style
    {
        Numeric,
        Algebraic, // 8×8 only
    };

    explicit GridNotation(const GridGenerator<G> &generator) : m_generator(generator) {}

    // The one legal move of `position` that `text` denotes, or why there is none.
    Result<GridMove, GridNotationError> parse(std::string_view text,
                                              const GridPosition<G> &position) const;
    // The same, listing the moves of the written start square into `candidates`: a buffer the
    // caller keeps from one call to the next (an audit parses every ply), so that a move that
    // fits costs no allocation.
    Result<GridMove, GridNotationError> parse(std::string_view text,
                                              const GridPosition<G> &position,
                                              std::vector<GridMove> &candidates) const;
    // The move as written by the tool: its squares landed on only where another legal capture of
    // `position` has the same start and end.
    std::string write(const GridMove &move, const GridPosition<G> &position,
                      Style style = Style::Numeric) const;
    // A square (0-based) as written: "28", or "c3" in the algebraic style.
    static std::string squareName(int square, Style style = Style::Numeric);

    // FEN (fen.h) pieces as a position and back.
    static GridPosition<G> position(const FenPieces &pieces);
    static FenPieces fenPieces(const GridPosition<G> &position);

private:
    // The routes of the legal capture `move` of `position`.
    std::vector<GridRoute> routesOf(const GridMove &move, const GridPosition<G> &position) const;

    const GridGenerator<G> &m_generator;
};

extern template class GridNotation<Grid8>;
extern template class GridNotation<Grid10>;
extern template class GridNotation<Grid10x8>;
extern template class GridNotation<Grid8BlackFirst>;
extern template class GridNotation<Grid8Checkers>;
extern template class GridNotation<Grid8Mirrored>;

} // namespace arbiter
