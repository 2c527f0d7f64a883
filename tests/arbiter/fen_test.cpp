// FEN of PDN 3.0 (docs/rules.md §8, fen.h): reading algebraic and numeric forms, writing the
// canonical form, and the exact column and wording of every kind of error. Also the square
// numberings FEN relies on (square.h).
#include "arbiter/fen.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

namespace fen_test {

using namespace arbiter;
using Catch::Contains;

namespace {

const std::string initialAlgebraic =
    "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";
const std::string initialNumeric =
    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

Square sq(std::string_view name)
{
    const auto square = Square::fromName(name);
    REQUIRE(square.has_value());
    return *square;
}

Position parsed(std::string_view text)
{
    const auto result = Fen::parse(text);
    if (!result)
        FAIL("'" << text << "': column " << result.error().column << ": "
                 << result.error().message);
    return result.value();
}

FenError failure(std::string_view text)
{
    const auto result = Fen::parse(text);
    if (result)
        FAIL("'" << text << "' was accepted as " << Fen::write(result.value()));
    return result.error();
}

std::optional<Piece> pieceOn(const Position &position, std::string_view name)
{
    return position.pieceAt(sq(name));
}

constexpr Piece whiteMan{Side::White, PieceKind::Man};
constexpr Piece whiteKing{Side::White, PieceKind::King};
constexpr Piece blackMan{Side::Black, PieceKind::Man};
constexpr Piece blackKing{Side::Black, PieceKind::King};

} // namespace

TEST_CASE("canonical algebraic FEN strings survive a round trip unchanged", "[fen]")
{
    const std::string canonical =
        GENERATE(as<std::string>{}, "W:Wa1,a3,Kc3:Bb8,h8", "B:WKa1,b2,c3,Ke5:Bb6,d8,Kg1",
                 "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
                 "B:WKh8:BKa1", "W:W:Bb8", "B:Wc3:B", "W:W:B", "B:W:B",
                 "W:WKb8,Kd8,Kf8,Kh8:BKa1,Kc1,Ke1,Kg1");
    CAPTURE(canonical);
    CHECK(Fen::write(parsed(canonical)) == canonical);
}

TEST_CASE("parsed pieces, kings and side to move are the ones written", "[fen]")
{
    const Position position = parsed("B:WKa1,b2,c3,Ke5:Bb6,d8,Kg1");
    CHECK(position.sideToMove() == Side::Black);
    CHECK(pieceOn(position, "a1") == whiteKing);
    CHECK(pieceOn(position, "b2") == whiteMan);
    CHECK(pieceOn(position, "c3") == whiteMan);
    CHECK(pieceOn(position, "e5") == whiteKing);
    CHECK(pieceOn(position, "b6") == blackMan);
    CHECK(pieceOn(position, "d8") == blackMan);
    CHECK(pieceOn(position, "g1") == blackKing);
    CHECK(bitboard::count(position.occupied()) == 7);
    CHECK(bitboard::count(position.kings()) == 3);
}

TEST_CASE("the initial position in numeric form, with and without a trailing dot", "[fen]")
{
    const std::string text =
        GENERATE(as<std::string>{}, "W:W21-32:B1-12", "W:W21-32:B1-12.",
                 "W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4.",
                 "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
    CAPTURE(text);
    const Position position = parsed(text);
    CHECK(position == Position::initial());
    CHECK(Fen::write(position) == initialAlgebraic);
}

TEST_CASE("the numeric writer lists squares by number", "[fen]")
{
    CHECK(Fen::write(Position::initial(), Fen::Style::Numeric) == initialNumeric);
    CHECK(Fen::write(Position::initial(), Fen::Style::Algebraic) == initialAlgebraic);
    CHECK(parsed(initialNumeric) == Position::initial());

    // b8 = 1, d8 = 2, e5 = 15, a1 = 29, g1 = 32.
    const Position position = parsed("B:WKa1,e5,Kd8:Bb8,Kg1");
    CHECK(Fen::write(position, Fen::Style::Numeric) == "B:WK2,15,K29:B1,K32");
    CHECK(Fen::write(position) == "B:WKa1,Kd8,e5:Bb8,Kg1");
    CHECK(parsed("B:WK2,15,K29:B1,K32") == position);
}

TEST_CASE("K before a range makes every square of it a king", "[fen]")
{
    // (Black men on 29-30, a1 and c1, would stand on their promotion rank: see the next test.)
    CHECK(Fen::write(parsed("W:WK1-3:BK29-32")) == "W:WKb8,Kd8,Kf8:BKa1,Kc1,Ke1,Kg1");
    CHECK(Fen::write(parsed("W:WK1-3:BK29-32"), Fen::Style::Numeric) ==
          "W:WK1,K2,K3:BK29,K30,K31,K32");
    CHECK(Fen::write(parsed("W:W17,K18-19,20:B")) == "W:Wb4,Kd4,Kf4,h4:B");
    CHECK(Fen::write(parsed("W:W5-5:B")) == "W:Wa7:B"); // a range of one square
}

TEST_CASE("a black man on rank 1 in a range is rejected at the range", "[fen]")
{
    const FenError error = failure("W:WK1-3:B29-30,K31-32");
    CHECK(error.column == 10);
    REQUIRE_THAT(error.message,
                 Contains("black man on square 29 (a1)") && Contains("promotion rank"));
}

TEST_CASE("spaces between tokens, a trailing dot and lower-case letters are accepted", "[fen]")
{
    CHECK(Fen::write(parsed(" W : W a1 , a3 , Kc3 : B b8 , h8 . ")) == "W:Wa1,a3,Kc3:Bb8,h8");
    CHECK(Fen::write(parsed("W:W21 - 24 , 29:B 1-2")) == "W:Wa1,a3,c3,e3,g3:Bb8,d8");
    CHECK(Fen::write(parsed("W:Wa1\t,a3\r\n:Bb8")) == "W:Wa1,a3:Bb8");
    CHECK(Fen::write(parsed("w:wa1,c3:bb8,d8")) == "W:Wa1,c3:Bb8,d8");
    CHECK(Fen::write(parsed("b:bb8:wa1")) == "B:Wa1:Bb8");
}

TEST_CASE("empty and missing piece lists", "[fen]")
{
    CHECK(Fen::write(parsed("W:W:Bb8")) == "W:W:Bb8");
    CHECK(Fen::write(parsed("B:W:B")) == "B:W:B");
    CHECK(Fen::write(parsed("B:W:B.")) == "B:W:B");
    // The side to move alone is refused (issue 13): the board must be given, W:W:B when empty.
    for (const char *sideOnly : {"W", "B.", " w "}) {
        const auto refused = Fen::parse(sideOnly);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().message ==
              "expected the pieces after the side to move (':W…:B…'; an empty board is W:W:B), "
              "found the end of the FEN");
    }
    CHECK(Fen::write(parsed("W:Bb8")) == "W:W:Bb8");
    CHECK(parsed("B:W:B") == Position(Side::Black));
}

TEST_CASE("the lists may come Black first", "[fen]")
{
    CHECK(Fen::write(parsed("B:Bb8,d8:Wa1")) == "B:Wa1:Bb8,d8");
    CHECK(parsed("W:B1-12:W21-32") == Position::initial());
}

TEST_CASE("numbers and names may be mixed item by item", "[fen]")
{
    CHECK(Fen::write(parsed("W:W21,c3,K32:B1")) == "W:Wa3,c3,Kg1:Bb8");
    CHECK(Fen::write(parsed("W:W21,c3,K32:B1"), Fen::Style::Numeric) == "W:W21,22,K32:B1");
}

TEST_CASE("the empty text and a wrong side to move", "[fen]")
{
    FenError error = failure("");
    CHECK(error.column == 1);
    CHECK(error.message == "expected the side to move, W or B, found the end of the text");

    error = failure("   ");
    CHECK(error.column == 4);
    CHECK(error.message == "expected the side to move, W or B, found the end of the text");

    error = failure("X:W21-32:B1-12");
    CHECK(error.column == 1);
    CHECK(error.message == "expected the side to move, W or B, found 'X'");

    error = failure(":W21-32:B1-12");
    CHECK(error.column == 1);
    CHECK(error.message == "expected the side to move, W or B, found ':'");

    error = failure("White:W21-32");
    CHECK(error.column == 2);
    CHECK(error.message == "expected ':' or the end of the FEN, found 'h'");
}

TEST_CASE("a missing ':' between the parts", "[fen]")
{
    FenError error = failure("WW21-32:B1-12");
    CHECK(error.column == 2);
    CHECK(error.message == "expected ':' or the end of the FEN, found 'W'");

    error = failure("W:W21-32B1-12");
    CHECK(error.column == 9);
    CHECK(error.message == "expected ':' or the end of the FEN, found 'B'");

    error = failure("W;W21-32");
    CHECK(error.column == 2);
    CHECK(error.message == "expected ':' or the end of the FEN, found ';'");

    error = failure("W:Wa1 a3");
    CHECK(error.column == 7);
    CHECK(error.message == "expected ':' or the end of the FEN, found 'a'");
}

TEST_CASE("a list must start with its colour", "[fen]")
{
    FenError error = failure("W:X21");
    CHECK(error.column == 3);
    CHECK(error.message == "expected W or B to start a list of pieces, found 'X'");

    error = failure("W:W21-32:B1-12:");
    CHECK(error.column == 16);
    CHECK(error.message == "expected W or B to start a list of pieces, found the end of the text");

    error = failure("W:21-32");
    CHECK(error.column == 3);
    CHECK(error.message == "expected W or B to start a list of pieces, found '2'");
}

TEST_CASE("a light square", "[fen]")
{
    FenError error = failure("W:Wb1");
    CHECK(error.column == 4);
    CHECK(error.message == "b1 is a light square; pieces stand on dark squares");

    error = failure("W:Wa1,Kc3,h7:Bb8");
    CHECK(error.column == 11);
    CHECK(error.message == "h7 is a light square; pieces stand on dark squares");
}

TEST_CASE("a square name without a rank 1…8, and letters that are no square", "[fen]")
{
    FenError error = failure("W:Wa");
    CHECK(error.column == 5);
    CHECK(error.message == "expected a rank 1…8 after the file letter");

    error = failure("W:Wa9");
    CHECK(error.column == 5);
    CHECK(error.message == "expected a rank 1…8 after the file letter");

    error = failure("W:Wi1");
    CHECK(error.column == 4);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found 'i'");

    // Square names are lower case in PDN FEN; only K is upper case.
    error = failure("W:WA1");
    CHECK(error.column == 4);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found 'A'");

    error = failure("W:Wk1");
    CHECK(error.column == 4);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found 'k'");
}

TEST_CASE("square numbers outside 1…32", "[fen]")
{
    FenError error = failure("W:W33");
    CHECK(error.column == 4);
    CHECK(error.message == "a square number must be 1…32");

    error = failure("W:W21,0");
    CHECK(error.column == 7);
    CHECK(error.message == "a square number must be 1…32");

    error = failure("W:W1000");
    CHECK(error.column == 4);
    CHECK(error.message == "a square number must be 1…32");

    error = failure("W:W21-33");
    CHECK(error.column == 7);
    CHECK(error.message == "a square number must be 1…32");
}

TEST_CASE("ranges: downwards, unfinished, or between names", "[fen]")
{
    FenError error = failure("W:W12-5");
    CHECK(error.column == 7);
    CHECK(error.message == "a range must go upwards (5 < 12)");

    error = failure("W:W21-");
    CHECK(error.column == 7);
    CHECK(error.message == "expected a square number to end the range, found the end of the text");

    error = failure("W:WK21-K32");
    CHECK(error.column == 8);
    CHECK(error.message == "expected a square number to end the range, found 'K'");

    error = failure("W:Wa1-c3");
    CHECK(error.column == 6);
    CHECK(error.message == "ranges are written with square numbers (21-32), not names");
}

TEST_CASE("a square named twice", "[fen]")
{
    FenError error = failure("W:Wa1,c3,a1");
    CHECK(error.column == 10);
    CHECK(error.message == "a1 is listed twice");

    // Once for each side.
    error = failure("W:Wa1,c3:Bb8,Kc3");
    CHECK(error.column == 14);
    CHECK(error.message == "c3 is listed twice");

    // Numeric: the square is named the way it was written, and the column is the item's start.
    error = failure("W:B1-12,5");
    CHECK(error.column == 9);
    CHECK(error.message == "square 5 (a7) is listed twice");

    error = failure("W:B1-8,6-10");
    CHECK(error.column == 8);
    CHECK(error.message == "square 6 (c7) is listed twice");
}

TEST_CASE("a man on its own promotion rank must be written as a king", "[fen]")
{
    FenError error = failure("W:Wa1,b8");
    CHECK(error.column == 7);
    CHECK(error.message == "white man on b8 stands on its promotion rank; write Kb8 for a king");

    error = failure("W:W21:Bb8,g1");
    CHECK(error.column == 11);
    CHECK(error.message == "black man on g1 stands on its promotion rank; write Kg1 for a king");

    error = failure("W:W1-3");
    CHECK(error.column == 4);
    CHECK(error.message == "white man on square 1 (b8) stands on its promotion rank; write K "
                           "before the number for a king");

    error = failure("W:B25-32");
    CHECK(error.column == 4);
    REQUIRE_THAT(error.message, Contains("black man on square 29 (a1)"));

    // The same squares as kings, or for the other side, are fine.
    CHECK(Fen::write(parsed("W:WKb8,Kd8,c1:Bf8,h8,Ka1")) == "W:WKb8,c1,Kd8:BKa1,f8,h8");
}

TEST_CASE("more than 12 pieces of one side", "[fen]")
{
    FenError error = failure("W:B1-13");
    CHECK(error.column == 4);
    CHECK(error.message == "more than 12 black pieces");

    error = failure("W:W21-32,17");
    CHECK(error.column == 10);
    CHECK(error.message == "more than 12 white pieces");

    // Twelve is the limit, not an error.
    CHECK(bitboard::count(parsed("W:B1-12:W21-32").pieces(Side::Black)) == 12);
}

TEST_CASE("a colour's list given twice", "[fen]")
{
    FenError error = failure("W:W21:W22");
    CHECK(error.column == 7);
    CHECK(error.message == "White's pieces are listed twice");

    error = failure("B:B1:W21:Bb6");
    CHECK(error.column == 10);
    CHECK(error.message == "Black's pieces are listed twice");
}

TEST_CASE("only spaces may follow the trailing dot", "[fen]")
{
    FenError error = failure("W:W21-32:B1-12.x");
    CHECK(error.column == 16);
    CHECK(error.message == "expected the end of the FEN after '.', found 'x'");

    error = failure("W:W21-32:B1-12..");
    CHECK(error.column == 16);
    CHECK(error.message == "expected the end of the FEN after '.', found '.'");

    error = failure("W:W21-32.:B1-12");
    CHECK(error.column == 10);
    CHECK(error.message == "expected the end of the FEN after '.', found ':'");

    CHECK(parsed("W:W21-32:B1-12.  ") == Position::initial());
}

TEST_CASE("a trailing comma", "[fen]")
{
    FenError error = failure("W:Wa1,");
    CHECK(error.column == 7);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found the end of the text");

    error = failure("W:Wa1,:Bb8");
    CHECK(error.column == 7);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found ':'");

    error = failure("W:W21-32,:B1-12.");
    CHECK(error.column == 10);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found ':'");
}

TEST_CASE("a Cyrillic letter is quoted whole, at its column in characters", "[fen]")
{
    // Cyrillic letters that look like Latin ones are two bytes each in UTF-8; the message quotes
    // the whole letter (never half of it) and the column is the letter's.
    FenError error = failure("W:Wa1,Кc3");
    CHECK(error.column == 7);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found 'К'");

    error = failure("W:Wа1");
    CHECK(error.column == 4);
    CHECK(error.message == "expected a square (a1…h8 or 1…32), found 'а'");

    error = failure("В:W21-32:B1-12");
    CHECK(error.column == 1);
    CHECK(error.message == "expected the side to move, W or B, found 'В'");

    error = failure("W:W21-32:B1-12.Ж");
    CHECK(error.column == 16);
    CHECK(error.message == "expected the end of the FEN after '.', found 'Ж'");

    error = failure("W:Wa1:Вb8");
    CHECK(error.column == 7);
    CHECK(error.message == "expected W or B to start a list of pieces, found 'В'");
}

TEST_CASE("PDN square numbers and names", "[fen]")
{
    const auto [number, name] = GENERATE(table<int, std::string>({
        {1, "b8"},  {2, "d8"},  {3, "f8"},  {4, "h8"},  {5, "a7"},  {6, "c7"},
        {8, "g7"},  {9, "b6"},  {12, "h6"}, {13, "a5"}, {15, "e5"}, {17, "b4"},
        {18, "d4"}, {20, "h4"}, {21, "a3"}, {22, "c3"}, {24, "g3"}, {25, "b2"},
        {27, "f2"}, {28, "h2"}, {29, "a1"}, {30, "c1"}, {31, "e1"}, {32, "g1"},
    }));
    CAPTURE(number, name);
    const auto fromNumber = Square::fromPdnNumber(static_cast<PdnNumber>(number));
    REQUIRE(fromNumber.has_value());
    CHECK(fromNumber->name() == name);
    CHECK(fromNumber->pdnName() == std::to_string(number));
    const auto fromName = Square::fromName(name);
    REQUIRE(fromName.has_value());
    CHECK(static_cast<int>(fromName->pdnNumber()) == number);
    CHECK(*fromName == *fromNumber);
}

TEST_CASE("every PDN number names a distinct dark square, and back", "[fen]")
{
    std::vector<std::string> names;
    for (int n = 1; n <= 32; ++n) {
        const auto square = Square::fromPdnNumber(static_cast<PdnNumber>(n));
        REQUIRE(square.has_value());
        CHECK(static_cast<int>(square->pdnNumber()) == n);
        CHECK(Square::fromName(square->name()) == square);
        names.push_back(square->name());
    }
    std::ranges::sort(names);
    CHECK(std::ranges::adjacent_find(names) == names.end());
    CHECK_FALSE(Square::fromPdnNumber(static_cast<PdnNumber>(0)).has_value());
    CHECK_FALSE(Square::fromPdnNumber(static_cast<PdnNumber>(33)).has_value());
}

TEST_CASE("Square::fromName accepts dark squares only", "[fen]")
{
    CHECK(Square::fromName("a1") == sq("a1"));
    CHECK(Square::fromName("C3") == sq("c3"));
    CHECK(Square::fromName("H8")->name() == "h8");

    const std::string bad = GENERATE(as<std::string>{}, "b1", "a2", "h1", "a8", "d4x", "e4", "i1",
                                     "a9", "a0", "", "a", "1a", "a10", " a1", "K3", "а1");
    CAPTURE(bad);
    CHECK_FALSE(Square::fromName(bad).has_value());
}

} // namespace fen_test
