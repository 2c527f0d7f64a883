// A position: where the men and kings of both sides stand, and who is to move.
//
// Positions are values (CONTRIBUTING.md §3): after(move) returns the next position and nothing
// mutates a shared board. The Zobrist key (zobrist.h) is kept up to date incrementally by every
// change.
#pragma once

#include "bitboard.h"
#include "move.h"
#include "movelist.h"
#include "piece.h"
#include "side.h"
#include "square.h"

#include <array>
#include <cstdint>
#include <optional>

namespace arbiter {

class Position
{
public:
    // The empty board with `toMove` to move.
    explicit Position(Side toMove = Side::White);

    // The initial position of Russian draughts (docs/rules.md §2): White on a1…h2 and a3…g3,
    // Black on a7…h8 and b6…h6, White to move.
    static Position initial();

    // A position from its four piece sets, which must not overlap.
    static Position fromBitboards(Side toMove, Bitboard whiteMen, Bitboard whiteKings,
                                  Bitboard blackMen, Bitboard blackKings);

    // The mirror position for the other side: colours exchanged, the board turned half a turn
    // (a1 <-> h8), the other side to move. It has the same game value for the side to move.
    Position colourFlipped() const;

    Side sideToMove() const { return m_sideToMove; }
    Bitboard pieces(Side side) const { return m_pieces[sideIndex(side)]; }
    Bitboard occupied() const { return m_pieces[0] | m_pieces[1]; }
    Bitboard empty() const { return ~occupied(); }
    Bitboard kings() const { return m_kings; }
    Bitboard kings(Side side) const { return pieces(side) & m_kings; }
    Bitboard men(Side side) const { return pieces(side) & ~m_kings; }
    std::optional<Piece> pieceAt(Square square) const;
    std::uint64_t key() const { return m_key; }

    // A copy with `square` holding `piece` (replacing what stood there) or emptied.
    Position withPiece(Square square, Piece piece) const;
    Position withoutPiece(Square square) const;
    Position withSideToMove(Side side) const;

    // The position after `move`, which must be legal here (from the generator or the notation
    // resolver). The mover's piece goes from from() to to(), captured pieces are removed, a man
    // that promotes becomes a king, and the other side is to move.
    Position after(const Move &move) const;

    // Legal moves, one per distinct (from, to, captured set): see MoveGenerator for other modes.
    MoveList legalMoves() const;

    // Same placement and side to move; the key agrees then by construction.
    friend bool operator==(const Position &a, const Position &b)
    {
        return a.m_pieces == b.m_pieces && a.m_kings == b.m_kings &&
               a.m_sideToMove == b.m_sideToMove;
    }

private:
    std::array<Bitboard, 2> m_pieces{}; // by side
    Bitboard m_kings = 0;               // kings of both sides
    Side m_sideToMove;
    std::uint64_t m_key = 0;
};

} // namespace arbiter
