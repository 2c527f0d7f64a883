// A position: where the men and kings of both sides stand, and who is to move, on a board of
// movesearch.h's kind: the one position model of the draughts family (docs/architecture.md §3,
// §14). BasicPosition<B> is the same type and interface on every board B — the Russian core's 32
// squares (board32.h: `Position`) and the variants' grids (grid.h: `GridPosition<G>`) — whose
// geometry (size, numbering, first mover) is B::geometry (boardgeometry.h).
//
// Positions are values (CONTRIBUTING.md §3): after(move) returns the next position and nothing
// mutates a shared board. On the Russian board the position keeps its Zobrist key (zobrist.h) up
// to date incrementally with every change, and has the operations of the Russian core (Squares,
// Moves, the initial position); the grids' positions are changed by their generator
// (gridgenerator.h) and keyed where a game is audited (auditboard.h).
#pragma once

#include "bitboard.h"
#include "board32.h"
#include "move.h"
#include "movelist.h"
#include "piece.h"
#include "side.h"
#include "square.h"
#include "zobrist.h"

#include <array>
#include <concepts>
#include <cstdint>
#include <optional>
#include <type_traits>

namespace arbiter {

template <class B>
class BasicPosition
{
public:
    using Bits = typename B::Bits;

    // The empty board with `toMove` to move.
    explicit BasicPosition(Side toMove = B::geometry.firstToMove) : m_sideToMove(toMove)
    {
        if constexpr (keyed)
            m_key = toMove == Side::Black ? zobrist::blackToMove : 0;
    }

    // A position from its four piece sets, which must not overlap.
    static BasicPosition fromBitboards(Side toMove, Bits whiteMen, Bits whiteKings, Bits blackMen,
                                       Bits blackKings)
    {
        BasicPosition position(toMove);
        position.m_pieces = {whiteMen | whiteKings, blackMen | blackKings};
        position.m_kings = whiteKings | blackKings;
        if constexpr (keyed) {
            const auto addKeys = [&](Bits set, Side side, PieceKind kind) {
                for (; set; set &= set - 1)
                    position.m_key ^= zobrist::pieceKey(side, kind, bitboard::lowest(set));
            };
            addKeys(whiteMen, Side::White, PieceKind::Man);
            addKeys(whiteKings, Side::White, PieceKind::King);
            addKeys(blackMen, Side::Black, PieceKind::Man);
            addKeys(blackKings, Side::Black, PieceKind::King);
        }
        return position;
    }

    // A position from the pieces of each side and the kings among them (a subset of both).
    static BasicPosition fromPieces(Side toMove, Bits white, Bits black, Bits kings)
    {
        return fromBitboards(toMove, white & ~kings, white & kings, black & ~kings, black & kings);
    }

    Side sideToMove() const { return m_sideToMove; }
    Bits pieces(Side side) const { return m_pieces[sideIndex(side)]; }
    Bits occupied() const { return m_pieces[0] | m_pieces[1]; }
    Bits empty() const { return B::squares & ~occupied(); }
    Bits kings() const { return m_kings; }
    Bits kings(Side side) const { return pieces(side) & m_kings; }
    Bits men(Side side) const { return pieces(side) & ~m_kings; }

    // The position after a move of the side to move from the bit `from` to the bit `to` (the same
    // for a king's circular capture), taking `taken`, the man becoming a king with `promotes`:
    // the other side is then to move. The grids' generator plays its moves so; the Russian
    // board's after(Move) keeps the key too.
    BasicPosition afterBits(Bits from, Bits to, Bits taken, bool promotes) const
        requires(!std::same_as<B, Board32>)
    {
        BasicPosition next = *this;
        const std::size_t us = sideIndex(m_sideToMove);
        const bool king = (m_kings & from) != 0;
        next.m_pieces[us] = (next.m_pieces[us] & ~from) | to;
        next.m_pieces[1 - us] &= ~taken;
        next.m_kings &= ~(taken | from);
        if (king || promotes)
            next.m_kings |= to;
        next.m_sideToMove = opposite(m_sideToMove);
        return next;
    }

    // Same placement and side to move; the key agrees then by construction.
    friend bool operator==(const BasicPosition &a, const BasicPosition &b)
    {
        return a.m_pieces == b.m_pieces && a.m_kings == b.m_kings &&
               a.m_sideToMove == b.m_sideToMove;
    }

    // The Russian core's operations, on its 32 squares (docs/rules.md §2–§6).

    std::uint64_t key() const requires std::same_as<B, Board32> { return m_key; }

    // The initial position of Russian draughts (docs/rules.md §2): White on a1…h2 and a3…g3,
    // Black on a7…h8 and b6…h6, White to move.
    static BasicPosition initial() requires std::same_as<B, Board32>;

    // The mirror position for the other side: colours exchanged, the board turned half a turn
    // (a1 <-> h8), the other side to move. It has the same game value for the side to move.
    BasicPosition colourFlipped() const requires std::same_as<B, Board32>;

    std::optional<Piece> pieceAt(Square square) const requires std::same_as<B, Board32>;

    // A copy with `square` holding `piece` (replacing what stood there) or emptied.
    BasicPosition withPiece(Square square, Piece piece) const requires std::same_as<B, Board32>;
    BasicPosition withoutPiece(Square square) const requires std::same_as<B, Board32>;
    BasicPosition withSideToMove(Side side) const requires std::same_as<B, Board32>;

    // The position after `move`, which must be legal here (from the generator or the notation
    // resolver). The mover's piece goes from from() to to(), captured pieces are removed, a man
    // that promotes becomes a king, and the other side is to move.
    BasicPosition after(const Move &move) const requires std::same_as<B, Board32>;

    // Legal moves, one per distinct (from, to, captured set): see MoveGenerator for other modes.
    MoveList legalMoves() const requires std::same_as<B, Board32>;

private:
    static constexpr bool keyed = std::same_as<B, Board32>;
    struct NoKey
    {};

    std::array<Bits, 2> m_pieces{}; // by side
    Bits m_kings = 0;               // kings of both sides
    Side m_sideToMove;
    [[no_unique_address]] std::conditional_t<keyed, std::uint64_t, NoKey> m_key{};
};

// The Russian core's position, on its 32 squares.
using Position = BasicPosition<Board32>;

// A variant's position on its grid (grid.h).
template <class G>
using GridPosition = BasicPosition<G>;

extern template BasicPosition<Board32> BasicPosition<Board32>::initial();
extern template BasicPosition<Board32> BasicPosition<Board32>::colourFlipped() const;
extern template std::optional<Piece> BasicPosition<Board32>::pieceAt(Square) const;
extern template BasicPosition<Board32> BasicPosition<Board32>::withPiece(Square, Piece) const;
extern template BasicPosition<Board32> BasicPosition<Board32>::withoutPiece(Square) const;
extern template BasicPosition<Board32> BasicPosition<Board32>::withSideToMove(Side) const;
extern template BasicPosition<Board32> BasicPosition<Board32>::after(const Move &) const;
extern template MoveList BasicPosition<Board32>::legalMoves() const;

} // namespace arbiter
