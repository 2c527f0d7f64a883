#include "position.h"

#include "movegenerator.h"
#include "zobrist.h"

namespace arbiter {

Position::Position(Side toMove)
    : m_sideToMove(toMove), m_key(toMove == Side::Black ? zobrist::blackToMove : 0)
{}

Position Position::initial()
{
    Position position(Side::White);
    for (unsigned i = 0; i < 12; ++i) {
        position = position.withPiece(Square::fromIndex(i), {Side::White, PieceKind::Man});
        position = position.withPiece(Square::fromIndex(31 - i), {Side::Black, PieceKind::Man});
    }
    return position;
}

Position Position::fromBitboards(Side toMove, Bitboard whiteMen, Bitboard whiteKings,
                                 Bitboard blackMen, Bitboard blackKings)
{
    Position position(toMove);
    position.m_pieces = {whiteMen | whiteKings, blackMen | blackKings};
    position.m_kings = whiteKings | blackKings;
    const auto addKeys = [&](Bitboard set, Side side, PieceKind kind) {
        for (; set; set &= set - 1)
            position.m_key ^= zobrist::pieceKey(side, kind, bitboard::lowest(set));
    };
    addKeys(whiteMen, Side::White, PieceKind::Man);
    addKeys(whiteKings, Side::White, PieceKind::King);
    addKeys(blackMen, Side::Black, PieceKind::Man);
    addKeys(blackKings, Side::Black, PieceKind::King);
    return position;
}

Position Position::colourFlipped() const
{
    using bitboard::reversed;
    return fromBitboards(opposite(m_sideToMove), reversed(men(Side::Black)),
                         reversed(kings(Side::Black)), reversed(men(Side::White)),
                         reversed(kings(Side::White)));
}

std::optional<Piece> Position::pieceAt(Square square) const
{
    const Bitboard bit = square.mask();
    const PieceKind kind = (m_kings & bit) ? PieceKind::King : PieceKind::Man;
    if (m_pieces[0] & bit)
        return Piece{Side::White, kind};
    if (m_pieces[1] & bit)
        return Piece{Side::Black, kind};
    return std::nullopt;
}

Position Position::withoutPiece(Square square) const
{
    Position result = *this;
    if (const auto old = pieceAt(square)) {
        const Bitboard bit = square.mask();
        result.m_pieces[sideIndex(old->side)] &= ~bit;
        result.m_kings &= ~bit;
        result.m_key ^= zobrist::pieceKey(old->side, old->kind, square);
    }
    return result;
}

Position Position::withPiece(Square square, Piece piece) const
{
    Position result = withoutPiece(square);
    const Bitboard bit = square.mask();
    result.m_pieces[sideIndex(piece.side)] |= bit;
    if (piece.kind == PieceKind::King)
        result.m_kings |= bit;
    result.m_key ^= zobrist::pieceKey(piece.side, piece.kind, square);
    return result;
}

Position Position::withSideToMove(Side side) const
{
    Position result = *this;
    if (side != m_sideToMove)
        result.m_key ^= zobrist::blackToMove;
    result.m_sideToMove = side;
    return result;
}

Position Position::after(const Move &move) const
{
    Position result = *this;
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

MoveList Position::legalMoves() const
{
    return MoveGenerator::legalMoves(*this, MoveGenerator::Mode::UniqueMoves);
}

} // namespace arbiter
