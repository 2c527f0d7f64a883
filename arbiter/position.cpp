#include "position.h"

#include "movegenerator.h"

namespace arbiter {

template <class B>
BasicPosition<B> BasicPosition<B>::initial() requires std::same_as<B, Board32>
{
    BasicPosition position(B::geometry.firstToMove);
    for (unsigned i = 0; i < 12; ++i) {
        position = position.withPiece(Square::fromIndex(i), {Side::White, PieceKind::Man});
        position = position.withPiece(Square::fromIndex(31 - i), {Side::Black, PieceKind::Man});
    }
    return position;
}

template <class B>
BasicPosition<B> BasicPosition<B>::colourFlipped() const requires std::same_as<B, Board32>
{
    using bitboard::reversed;
    return fromBitboards(opposite(m_sideToMove), reversed(men(Side::Black)),
                         reversed(kings(Side::Black)), reversed(men(Side::White)),
                         reversed(kings(Side::White)));
}

template <class B>
std::optional<Piece>
BasicPosition<B>::pieceAt(Square square) const requires std::same_as<B, Board32>
{
    const Bitboard bit = square.mask();
    const PieceKind kind = (m_kings & bit) ? PieceKind::King : PieceKind::Man;
    if (m_pieces[0] & bit)
        return Piece{Side::White, kind};
    if (m_pieces[1] & bit)
        return Piece{Side::Black, kind};
    return std::nullopt;
}

template <class B>
BasicPosition<B>
BasicPosition<B>::withoutPiece(Square square) const requires std::same_as<B, Board32>
{
    BasicPosition result = *this;
    if (const auto old = pieceAt(square)) {
        const Bitboard bit = square.mask();
        result.m_pieces[sideIndex(old->side)] &= ~bit;
        result.m_kings &= ~bit;
        result.m_key ^= zobrist::pieceKey(old->side, old->kind, square);
    }
    return result;
}

template <class B>
BasicPosition<B> BasicPosition<B>::withPiece(Square square,
                                             Piece piece) const requires std::same_as<B, Board32>
{
    BasicPosition result = withoutPiece(square);
    const Bitboard bit = square.mask();
    result.m_pieces[sideIndex(piece.side)] |= bit;
    if (piece.kind == PieceKind::King)
        result.m_kings |= bit;
    result.m_key ^= zobrist::pieceKey(piece.side, piece.kind, square);
    return result;
}

template <class B>
BasicPosition<B> BasicPosition<B>::withSideToMove(Side side) const requires std::same_as<B, Board32>
{
    BasicPosition result = *this;
    if (side != m_sideToMove)
        result.m_key ^= zobrist::blackToMove;
    result.m_sideToMove = side;
    return result;
}

template <class B>
BasicPosition<B> BasicPosition<B>::after(const Move &move) const requires std::same_as<B, Board32>
{
    BasicPosition result = *this;
    const Side us = m_sideToMove;
    const Side them = opposite(us);
    const Bitboard fromBit = move.from().mask();
    const Bitboard toBit = move.to().mask();
    const PieceKind kindBefore = (m_kings & fromBit) ? PieceKind::King : PieceKind::Man;
    const PieceKind kindAfter = move.promotes() ? PieceKind::King : kindBefore;

    // from() may equal to() (a king's circular capture), so clear before setting.
    Bitboard &ours = result.m_pieces[sideIndex(us)];
    ours = (ours & ~fromBit) | toBit;
    result.m_kings &= ~fromBit;
    if (kindAfter == PieceKind::King)
        result.m_kings |= toBit;
    result.m_key ^= zobrist::pieceKey(us, kindBefore, move.from()) ^
                    zobrist::pieceKey(us, kindAfter, move.to());

    for (Square square : move.captured()) {
        const Bitboard bit = square.mask();
        const PieceKind kind = (m_kings & bit) ? PieceKind::King : PieceKind::Man;
        result.m_key ^= zobrist::pieceKey(them, kind, square);
        result.m_pieces[sideIndex(them)] &= ~bit;
        result.m_kings &= ~bit;
    }

    result.m_sideToMove = them;
    result.m_key ^= zobrist::blackToMove;
    return result;
}

template <class B>
MoveList BasicPosition<B>::legalMoves() const requires std::same_as<B, Board32>
{
    return MoveGenerator::legalMoves(*this, MoveGenerator::Mode::UniqueMoves);
}

template BasicPosition<Board32> BasicPosition<Board32>::initial();
template BasicPosition<Board32> BasicPosition<Board32>::colourFlipped() const;
template std::optional<Piece> BasicPosition<Board32>::pieceAt(Square) const;
template BasicPosition<Board32> BasicPosition<Board32>::withPiece(Square, Piece) const;
template BasicPosition<Board32> BasicPosition<Board32>::withoutPiece(Square) const;
template BasicPosition<Board32> BasicPosition<Board32>::withSideToMove(Side) const;
template BasicPosition<Board32> BasicPosition<Board32>::after(const Move &) const;
template MoveList BasicPosition<Board32>::legalMoves() const;

} // namespace arbiter
