// The one generator (arbiter/gridgenerator.h) against a second one written only for the tests
// (naivegenerator.h): the published Russian and International perft counted by the second, then
// both generators on 80-square draughts (Russian rules on the 10 × 8 board, which has no published
// table) and on random positions of every board they share.
#include "arbiter/gridgenerator.h"
#include "arbiter/gridnotation.h"
#include "naivegenerator.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <vector>

namespace naivegenerator_test {

using namespace arbiter;

namespace {

template <class G>
GridPosition<G> gridPosition(const naive::Board &board)
{
    FenPieces pieces;
    pieces.toMove = board.whiteToMove ? Side::White : Side::Black;
    for (std::size_t s = 0; s < board.cells.size(); ++s) {
        // The naive board's squares are the grid's places; FEN's bits are by printed number.
        const std::uint64_t bit = std::uint64_t{1}
                                  << (G::geometry.numberAtTopIndex(static_cast<int>(s)) - 1);
        switch (board.cells[s]) {
        case naive::WhiteMan:
            pieces.men[0] |= bit;
            break;
        case naive::WhiteKing:
            pieces.kings[0] |= bit;
            break;
        case naive::BlackMan:
            pieces.men[1] |= bit;
            break;
        case naive::BlackKing:
            pieces.kings[1] |= bit;
            break;
        case naive::Empty:
            break;
        }
    }
    return GridNotation<G>::position(pieces);
}

template <class G>
std::vector<naive::Move> gridMoves(const GridGenerator<G> &generator, const naive::Board &board)
{
    std::vector<GridMove> moves;
    generator.legalMoves(gridPosition<G>(board), moves);
    std::vector<naive::Move> out;
    for (const GridMove &move : moves)
        out.push_back(naive::Move{move.from, move.to, move.captured, move.promotes});
    std::sort(out.begin(), out.end());
    return out;
}

// A random position: each square empty or a piece, more kings now and then; no man on the row
// where he would have been crowned.
naive::Board randomBoard(const naive::Generator &naive, const naive::Rules &rules,
                         std::mt19937 &random)
{
    naive::Board board{std::vector<naive::Cell>(static_cast<std::size_t>(naive.squareCount())),
                       random() % 2 == 0};
    const auto fill = 2 + random() % 6;             // in 10
    const auto kings = random() % 4 == 0 ? 5u : 1u; // in 10 of the pieces
    for (int s = 0; s < naive.squareCount(); ++s) {
        if (random() % 10 >= fill)
            continue;
        const bool white = random() % 2 == 0;
        bool king = random() % 10 < kings;
        if (!king && naive.rowOf(s) == (white ? 0 : rules.rows - 1))
            king = true;
        board.cells[static_cast<std::size_t>(s)] =
            white ? (king ? naive::WhiteKing : naive::WhiteMan)
                  : (king ? naive::BlackKing : naive::BlackMan);
    }
    return board;
}

template <class G>
void checkRandomPositions(const VariantRules &rules, std::uint32_t seed, int count)
{
    const GridGenerator<G> generator(rules);
    const naive::Generator naive(rules);
    std::mt19937 random(seed);
    int captures = 0;
    for (int i = 0; i < count; ++i) {
        const naive::Board board = randomBoard(naive, rules, random);
        const std::vector<naive::Move> expected = naive.legalMoves(board);
        INFO(rules.name << " " << rules.columns << "x" << rules.rows << ", position " << i);
        CHECK(gridMoves(generator, board) == expected);
        captures += !expected.empty() && expected.front().captured != 0 ? 1 : 0;
    }
    // The positions reach the captures, not only quiet moves.
    CHECK(captures > count / 4);
}

} // namespace

TEST_CASE("the second generator counts the published perft tables", "[naive]")
{
    const naive::Generator russian(rulesOf(Variant::Russian));
    const std::vector<std::uint64_t> russianTable = {7, 49, 302, 1469, 7482, 37986, 190146};
    for (std::size_t depth = 1; depth <= russianTable.size(); ++depth) {
        INFO("Russian, depth " << depth);
        CHECK(russian.perft(russian.initial(), static_cast<int>(depth)) == russianTable[depth - 1]);
    }
    const naive::Generator international(rulesOf(Variant::International));
    const std::vector<std::uint64_t> internationalTable = {9, 81, 658, 4265, 27117};
    for (std::size_t depth = 1; depth <= internationalTable.size(); ++depth) {
        INFO("International, depth " << depth);
        CHECK(international.perft(international.initial(), static_cast<int>(depth)) ==
              internationalTable[depth - 1]);
    }
    // The majority rule and the FMJD promotion on 8×8 part from the Russian counts at depth 5.
    // English, Italian and Pool: men forwards only, short kings, Italian precedence, Pool's men
    // passing the far row (perft-variants.md, to depth 7).
    const std::vector<std::pair<Variant, std::vector<std::uint64_t>>> checkers = {
        {Variant::English, {7, 49, 302, 1469, 7361, 36768, 179740}},
        {Variant::Italian, {7, 49, 302, 1469, 7361, 36473, 177532}},
        {Variant::Pool, {7, 49, 302, 1469, 7482, 37986, 190146}},
    };
    for (const auto &[variant, table] : checkers) {
        const naive::Generator naive(rulesOf(variant));
        for (std::size_t depth = 1; depth <= table.size(); ++depth) {
            INFO(rulesOf(variant).name << ", depth " << depth);
            CHECK(naive.perft(naive.initial(), static_cast<int>(depth)) == table[depth - 1]);
        }
    }
    const naive::Generator brazilian(rulesOf(Variant::Brazilian));
    const std::vector<std::uint64_t> brazilianTable = {7, 49, 302, 1469, 7473, 37628, 187302};
    for (std::size_t depth = 1; depth <= brazilianTable.size(); ++depth) {
        INFO("Brazilian, depth " << depth);
        CHECK(brazilian.perft(brazilian.initial(), static_cast<int>(depth)) ==
              brazilianTable[depth - 1]);
    }
}

TEST_CASE("80-square draughts: the one generator and the second agree on perft", "[naive]")
{
    const GridGenerator<Grid10x8> generator(rulesOf(Variant::Russian10x8));
    const naive::Generator naive(rulesOf(Variant::Russian10x8));
    const naive::Board start = naive.initial();
    CHECK(gridPosition<Grid10x8>(start) == generator.initial());
    // Counted by both to depth 7 (1,040,706 leaves); the figures themselves are no reference.
    for (int depth = 1; depth <= 7; ++depth) {
        INFO("depth " << depth);
        CHECK(generator.perft(generator.initial(), depth) == naive.perft(start, depth));
    }
}

TEST_CASE("random positions: the one generator and the second give the same moves", "[naive]")
{
    checkRandomPositions<Grid10x8>(rulesOf(Variant::Russian10x8), 1, 1500);
    checkRandomPositions<Grid8>(rulesOf(Variant::Russian), 2, 1500);
    checkRandomPositions<Grid8>(rulesOf(Variant::Brazilian), 3, 1000);
    checkRandomPositions<Grid10>(rulesOf(Variant::International), 4, 1000);
    checkRandomPositions<Grid8Checkers>(rulesOf(Variant::English), 5, 1500);
    checkRandomPositions<Grid8Mirrored>(rulesOf(Variant::Italian), 6, 1500);
    checkRandomPositions<Grid8Checkers>(rulesOf(Variant::Pool), 7, 1500);
    checkRandomPositions<Grid10x8>(rulesOf(Variant::Spantsiretti), 8, 1000);
}

} // namespace naivegenerator_test
