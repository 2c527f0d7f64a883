// Position values: placement, after(), and the incrementally kept Zobrist key.
#include "arbiter/fen.h"
#include "arbiter/movegenerator.h"
#include "arbiter/notation.h"
#include "arbiter/position.h"

#include <catch2/catch.hpp>

namespace position_test {

using namespace arbiter;

namespace {
Position fen(const char *text)
{
    const auto parsed = Fen::parse(text);
    REQUIRE(parsed.ok());
    return parsed.value();
}

Move play(const Position &position, const char *text)
{
    const auto move = Notation::parse(text, position);
    INFO(text << ": " << (move ? std::string() : move.error().message));
    REQUIRE(move.ok());
    return move.value();
}

Square sq(const char *name)
{
    return Square::fromName(name).value();
}
} // namespace

TEST_CASE("the initial position", "[position]")
{
    const Position start = Position::initial();
    CHECK(start.sideToMove() == Side::White);
    CHECK(bitboard::count(start.pieces(Side::White)) == 12);
    CHECK(bitboard::count(start.pieces(Side::Black)) == 12);
    CHECK(start.kings() == 0);
    CHECK(start.pieceAt(sq("c3")) == Piece{Side::White, PieceKind::Man});
    CHECK(start.pieceAt(sq("h6")) == Piece{Side::Black, PieceKind::Man});
    CHECK_FALSE(start.pieceAt(sq("d4")));
    CHECK(Fen::write(start) == "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:"
                               "Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
}

TEST_CASE("after() moves, captures and promotes", "[position]")
{
    SECTION("a quiet move hands the move over")
    {
        const Position start = Position::initial();
        const Position next = start.after(play(start, "c3-d4"));
        CHECK(Fen::write(next) == "B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:"
                                  "Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
        CHECK(start == Position::initial()); // positions are values
    }
    SECTION("captured pieces are removed when the move ends")
    {
        const Position before = fen("W:Wc3:Bd4,f6,Kd6");
        const Position next = before.after(play(before, "c3:e5:g7"));
        CHECK(Fen::write(next) == "B:Wg7:BKd6");
    }
    SECTION("promotion in mid-capture leaves a king")
    {
        const Position before = fen("W:Wh6:Bg7,c5,d2");
        const Position next = before.after(play(before, "h6:e1"));
        CHECK(Fen::write(next) == "B:WKe1:B");
        CHECK(next.legalMoves().empty()); // Black has no pieces: no moves, Black has lost
    }
    SECTION("a king's circular capture ends on its starting square")
    {
        const Position before = fen("W:WKd2:Bc5,e5,c3,e3");
        const auto moves = MoveGenerator::legalMoves(before);
        const auto circle = std::find_if(moves.begin(), moves.end(),
                                         [](const Move &m) { return m.from() == m.to(); });
        REQUIRE(circle != moves.end());
        CHECK(Fen::write(before.after(*circle)) == "B:WKd2:B");
    }
}

TEST_CASE("the Zobrist key is kept incrementally", "[position]")
{
    // Play through the capture-rich opening of the first game of ussr1947.pdn and compare every
    // key with the key of the same position built from scratch out of its FEN.
    const char *line[] = {"c3-d4", "d6-e5", "b2-c3", "e7-d6", "e3-f4", "b6-a5", "f2-e3", "c7-b6",
                          "c1-b2", "b6-c5", "d4:b6", "a5:c7", "c3-d4", "e5:c3", "b2:d4"};
    Position position = Position::initial();
    CHECK(position.key() == fen(Fen::write(position).c_str()).key());
    for (const char *text : line) {
        position = position.after(play(position, text));
        INFO("after " << text);
        CHECK(position.key() == fen(Fen::write(position).c_str()).key());
    }
    CHECK(Position::initial().key() != Position::initial().withSideToMove(Side::Black).key());
    CHECK(fen("W:WKc3:B").key() != fen("W:Wc3:B").key());
    CHECK(fen("W:Wc3:B").key() != fen("W:W:Bc3").key());
}

TEST_CASE("withPiece and withoutPiece edit a copy", "[position]")
{
    const Position empty(Side::Black);
    const Position one = empty.withPiece(sq("e5"), {Side::White, PieceKind::King});
    CHECK(Fen::write(one) == "B:WKe5:B");
    CHECK(one.withoutPiece(sq("e5")) == empty);
    CHECK(one.withoutPiece(sq("e5")).key() == empty.key());
    CHECK(Fen::write(one.withPiece(sq("e5"), {Side::Black, PieceKind::Man})) == "B:W:Be5");
}

} // namespace position_test
