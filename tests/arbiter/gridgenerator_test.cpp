// The one generator of every variant (arbiter/movesearch.h, on the grids through
// arbiter/gridgenerator.h) against the published perft
// tables of the initial positions (tests/data/perft-variants.md: the "unique" and "routes"
// conventions), and hand-checked positions for each rule in which the variants differ.
#include "arbiter/fen.h"
#include "arbiter/gridgenerator.h"
#include "arbiter/movegenerator.h"
#include "arbiter/notation.h"
#include "arbiter/perft.h"
#include "arbiter/position.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <vector>

namespace gridgenerator_test {

using namespace arbiter;

namespace {

// A position from printed square numbers (1-based, as PDN and FMJD number them).
template <class G>
GridPosition<G> positionOf(std::initializer_list<int> whiteMen,
                           std::initializer_list<int> whiteKings,
                           std::initializer_list<int> blackMen,
                           std::initializer_list<int> blackKings, Side toMove = Side::White)
{
    const auto bits = [](std::initializer_list<int> squares) {
        typename G::Bits set = 0;
        for (int s : squares)
            set |= G::maskOf(s - 1);
        return set;
    };
    return GridPosition<G>::fromBitboards(toMove, bits(whiteMen), bits(whiteKings), bits(blackMen),
                                          bits(blackKings));
}

// A move as "from x to {taken…}" in printed numbers, "+" when the man becomes a king.
std::string text(const GridMove &move)
{
    std::string out =
        std::to_string(move.from + 1) + (move.captured ? "x" : "-") + std::to_string(move.to + 1);
    if (move.captured) {
        out += " {";
        bool first = true;
        for (int s = 0; s < 64; ++s)
            if ((move.captured >> s) & 1u) {
                out += (first ? "" : ",") + std::to_string(s + 1);
                first = false;
            }
        out += "}";
    }
    return out + (move.promotes ? "+" : "");
}

template <class G>
std::vector<std::string> movesOf(const GridGenerator<G> &generator, const GridPosition<G> &position)
{
    std::vector<GridMove> moves;
    generator.legalMoves(position, moves);
    std::vector<std::string> out;
    for (const GridMove &move : moves)
        out.push_back(text(move));
    std::sort(out.begin(), out.end());
    return out;
}

// The legal moves in the order the generator lists them.
template <class G>
std::vector<std::string> listedOf(const GridGenerator<G> &generator,
                                  const GridPosition<G> &position)
{
    std::vector<GridMove> moves;
    generator.legalMoves(position, moves);
    std::vector<std::string> out;
    for (const GridMove &move : moves)
        out.push_back(text(move));
    return out;
}

template <class G>
void checkPerft(Variant variant, typename GridGenerator<G>::Mode mode,
                const std::vector<std::uint64_t> &counts)
{
    const GridGenerator<G> generator(rulesOf(variant));
    const GridPosition<G> start = generator.initial();
    for (std::size_t depth = 1; depth <= counts.size(); ++depth) {
        INFO(rulesOf(variant).name << " depth " << depth);
        CHECK(generator.perft(start, static_cast<int>(depth), mode) == counts[depth - 1]);
    }
}

using Mode8 = GridGenerator<Grid8>::Mode;
using Mode10 = GridGenerator<Grid10>::Mode;
using Mode8C = GridGenerator<Grid8Checkers>::Mode;
using Mode8M = GridGenerator<Grid8Mirrored>::Mode;

} // namespace

TEST_CASE("A variant's name, PDN GameType and rule set", "[grid]")
{
    CHECK(variantOfGameType(20) == Variant::International);
    CHECK(variantOfGameType(26) == Variant::Brazilian);
    CHECK(variantOfGameType(25) == Variant::Russian);
    CHECK(variantOfGameType(21) == Variant::English);
    CHECK_FALSE(variantOfGameType(30).has_value()); // Turkish draughts: not played here
    CHECK(variantNamed("brazilian") == Variant::Brazilian);
    CHECK_FALSE(variantNamed("frisian").has_value());
    CHECK(rulesOf(Variant::Russian).ruleSet == "russian-fmjd64");
    CHECK(rulesOf(Variant::Brazilian).ruleSet == "brazilian-fmjd");
    CHECK(rulesOf(Variant::International).ruleSet == "international-fmjd");
}

TEST_CASE("The board's squares as bits: ghosts between every two rows", "[grid]")
{
    CHECK(Grid10::bitOf(0) == 0);
    CHECK(Grid10::bitOf(9) == 9);
    CHECK(Grid10::bitOf(10) == 11); // bit 10 is the ghost after rows 0 and 1
    CHECK(Grid10::bitOf(49) == 53);
    CHECK(Grid10::squareOf(53) == 49);
    CHECK_FALSE(Grid10::onBoard(10));
    CHECK(Grid10::count(Grid10::squares) == 50);
    CHECK(Grid8::count(Grid8::squares) == 32);
    // Square 1 (b10) steps down to 6 (a9) and 7 (c9); 6 steps off the board to the left.
    CHECK(Grid10::squareOf(Grid10::bitOf(0) + Grid10::downLeft) == 5);
    CHECK(Grid10::squareOf(Grid10::bitOf(0) + Grid10::downRight) == 6);
    CHECK_FALSE(Grid10::onBoard(Grid10::bitOf(5) + Grid10::downLeft));
}

TEST_CASE("Perft of the initial positions equals the published tables", "[grid][perft]")
{
    // Russian through the one generator, as the Russian core counts it (perft_test.cpp).
    checkPerft<Grid8>(Variant::Russian, Mode8::UniqueMoves,
                      {7, 49, 302, 1469, 7482, 37986, 190146, 929899});
    checkPerft<Grid8>(Variant::Russian, Mode8::AllRoutes,
                      {7, 49, 302, 1469, 7482, 37986, 190146, 929905});
    checkPerft<Grid8>(
        Variant::Brazilian, Mode8::UniqueMoves,
        {7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766, 21560022, 105491257});
    checkPerft<Grid8>(Variant::Brazilian, Mode8::AllRoutes,
                      {7, 49, 302, 1469, 7473, 37628, 187302, 907836});
    checkPerft<Grid10>(Variant::International, Mode10::UniqueMoves,
                       {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423});
    checkPerft<Grid10>(Variant::International, Mode10::AllRoutes,
                       {9, 81, 658, 4265, 27117, 167140, 1049442, 6483971});
}

// The route counts agree with the published ones while kings are few (10×10 to depth 10); at
// Brazilian depth 12 ours is 512,173,213 against the table's 512,171,742: generators count a
// king's routes differently (which landing squares make two routes), as tests/data/README.md says
// of the Russian ones, so only the unique convention, which the issue asks for, is checked there.
TEST_CASE("Perft of the Brazilian and 10×10 initial positions, the deep end", "[.grid-deep]")
{
    const GridGenerator<Grid10> international(rulesOf(Variant::International));
    CHECK(international.perft(international.initial(), 9, Mode10::AllRoutes) == 41022614);
    CHECK(international.perft(international.initial(), 10, Mode10::UniqueMoves) == 258895763);
    CHECK(international.perft(international.initial(), 10, Mode10::AllRoutes) == 258935682);
    const GridGenerator<Grid8> brazilian(rulesOf(Variant::Brazilian));
    CHECK(brazilian.perft(brazilian.initial(), 12, Mode8::UniqueMoves) == 511882477);
    CHECK(brazilian.perft(brazilian.initial(), 13, Mode8::UniqueMoves) == 2481546396);
}

TEST_CASE("Perft of English, Italian and Pool equals the published tables", "[grid][perft]")
{
    checkPerft<Grid8Checkers>(Variant::English, Mode8C::UniqueMoves,
                              {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680});
    checkPerft<Grid8Checkers>(Variant::English, Mode8C::AllRoutes,
                              {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680});
    checkPerft<Grid8Mirrored>(Variant::Italian, Mode8M::UniqueMoves,
                              {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875});
    checkPerft<Grid8Checkers>(Variant::Pool, Mode8C::UniqueMoves,
                              {7, 49, 302, 1469, 7482, 37986, 190146, 929896, 4570534});
    checkPerft<Grid8Checkers>(Variant::Pool, Mode8C::AllRoutes,
                              {7, 49, 302, 1469, 7482, 37986, 190146, 929902, 4570615});
}

// The route counts of Pool part from the table at depth 10 (22,442,567 against 22,442,551) for
// the reason gridgenerator_test.cpp gives of Brazilian: generators count a flying king's routes
// differently. The unique counts agree.
TEST_CASE("Perft of English, Italian, Pool and Spantsiretti, the deep end", "[.grid-deep]")
{
    const GridGenerator<Grid10x8> spantsiretti(rulesOf(Variant::Spantsiretti));
    CHECK(spantsiretti.perft(spantsiretti.initial(), 9) == 36751086);
    CHECK(spantsiretti.perft(spantsiretti.initial(), 10) == 218398167);
    const GridGenerator<Grid8Checkers> english(rulesOf(Variant::English));
    CHECK(english.perft(english.initial(), 10) == 18391564);
    CHECK(english.perft(english.initial(), 11) == 85242128);
    CHECK(english.perft(english.initial(), 12, Mode8C::AllRoutes) == 388623673);
    const GridGenerator<Grid8Mirrored> italian(rulesOf(Variant::Italian));
    CHECK(italian.perft(italian.initial(), 10) == 17761384);
    CHECK(italian.perft(italian.initial(), 11) == 81647058);
    const GridGenerator<Grid8Checkers> pool(rulesOf(Variant::Pool));
    CHECK(pool.perft(pool.initial(), 10) == 22435955);
    CHECK(pool.perft(pool.initial(), 11) == 110833952);
}

TEST_CASE("The Russian core and the one generator count the same tree", "[grid]")
{
    // Six plies from the start: the same number of leaves (docs/rules.md §2–§6 semantics on both).
    const GridGenerator<Grid8> generator(rulesOf(Variant::Russian));
    CHECK(generator.perft(generator.initial(), 6) == Perft::count(Position::initial(), 6));
}

TEST_CASE("Moves are listed in one order on every board: men's captures before kings'", "[grid]")
{
    // 10×10: the king on 7 takes 12 (landing on 18, 23 or 29), the man on 40 takes 34: the man's
    // capture comes first although the king's square is the lower.
    const GridGenerator<Grid10> international(rulesOf(Variant::International));
    CHECK(listedOf(international, positionOf<Grid10>({40}, {7}, {12, 34}, {})) ==
          std::vector<std::string>{"40x29 {34}", "7x18 {12}", "7x23 {12}", "7x29 {12}"});
    // Quiet moves by square; a king's by direction (up left, up right, down left, down right),
    // nearest square first; a man's left, then right.
    CHECK(listedOf(international, positionOf<Grid10>({31, 33}, {28}, {2}, {})) ==
          std::vector<std::string>{"28-22", "28-17", "28-11", "28-6", "28-23", "28-19", "28-14",
                                   "28-10", "28-5", "28-32", "28-37", "28-41", "28-46", "31-26",
                                   "31-27", "33-29"});
    // The Russian core on its own squares: the man on e3 first, then the king on a1, which must
    // land on e5 to go on over f4.
    const Position russian = Fen::parse("W:WKa1,e3:Bc3,f4").value();
    std::vector<std::string> written;
    for (const Move &move : MoveGenerator::legalMoves(russian))
        written.push_back(Notation::write(move, russian));
    CHECK(written == std::vector<std::string>{"e3:g5", "a1:g3", "a1:h2"});
}

TEST_CASE("A man passing the far row during a capture: a king in Russian draughts, a man under "
          "the FMJD rules",
          "[grid]")
{
    // 8×8: the white man on 10 takes 7 landing on 3 (the far row), then 8 landing on 12.
    const auto board8 = positionOf<Grid8>({10}, {}, {7, 8}, {});
    CHECK(movesOf(GridGenerator<Grid8>(rulesOf(Variant::Russian)), board8) ==
          std::vector<std::string>{"10x12 {7,8}+"});
    CHECK(movesOf(GridGenerator<Grid8>(rulesOf(Variant::Brazilian)), board8) ==
          std::vector<std::string>{"10x12 {7,8}"});
    // 10×10: 13 takes 9 landing on 4, then 10 landing on 15; it stays a man.
    const auto board10 = positionOf<Grid10>({13}, {}, {9, 10}, {});
    CHECK(movesOf(GridGenerator<Grid10>(rulesOf(Variant::International)), board10) ==
          std::vector<std::string>{"13x15 {9,10}"});
}

TEST_CASE("The capture taking the most pieces is compulsory under the FMJD rules only", "[grid]")
{
    // 22 can take two (18 and 11, to 8) or one (17, to 13); 21 takes 17 to 14 and goes on over
    // 18 to 23: two.
    const auto position = positionOf<Grid8>({21, 22}, {}, {11, 17, 18}, {});
    CHECK(movesOf(GridGenerator<Grid8>(rulesOf(Variant::Russian)), position) ==
          std::vector<std::string>{"21x23 {17,18}", "22x13 {17}", "22x8 {11,18}"});
    CHECK(movesOf(GridGenerator<Grid8>(rulesOf(Variant::Brazilian)), position) ==
          std::vector<std::string>{"21x23 {17,18}", "22x8 {11,18}"});
}

TEST_CASE("A king's long capture lands where it goes on, then on any square behind", "[grid]")
{
    // International: the king on 46 takes 32 on the long diagonal; only from 19 can it go on
    // (over 13), and behind 13 it may stop on 8 or 2.
    const auto position = positionOf<Grid10>({}, {46}, {13, 32}, {});
    CHECK(movesOf(GridGenerator<Grid10>(rulesOf(Variant::International)), position) ==
          std::vector<std::string>{"46x2 {13,32}", "46x8 {13,32}"});
}

TEST_CASE("Under the majority rule a king taken counts as one piece, as a man", "[grid]")
{
    // The man on 28 takes the king on 22 and the man on 11 (to 6), or the men on 23 and 14 (to
    // 10): two pieces each way, both legal; without 11 the king's route takes one and is not.
    const GridGenerator<Grid10> generator(rulesOf(Variant::International));
    CHECK(movesOf(generator, positionOf<Grid10>({28}, {}, {11, 14, 23}, {22})) ==
          std::vector<std::string>{"28x10 {14,23}", "28x6 {11,22}"});
    CHECK(movesOf(generator, positionOf<Grid10>({28}, {}, {14, 23}, {22})) ==
          std::vector<std::string>{"28x10 {14,23}"});
}

TEST_CASE("Turkish strike on 10×10: a piece taken blocks the king until the move ends", "[grid]")
{
    // The king on 41 takes 32 (landing 23), 34 (landing 40), 44 (landing 49), then 43 going up
    // the diagonal 49-38-32-27-21: 32, taken but still on the board, stops it on 38, so the man
    // on 21 beyond it cannot be reached. Were 32 lifted at once, the king would go on over 21.
    const GridGenerator<Grid10> generator(rulesOf(Variant::International));
    CHECK(movesOf(generator, positionOf<Grid10>({}, {41}, {21, 32, 34, 43, 44}, {})) ==
          std::vector<std::string>{"41x38 {32,34,43,44}"});
}

} // namespace gridgenerator_test
