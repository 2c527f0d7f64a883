// Perft against published tables. Sources (tests/data/README.md): the initial-position counts are
// those of the DCTL draughts library's Russian perft test and the Dagaz v2 Russian perft test
// (damforum.nl t=2822), confirmed to depth 13 by an independent generator; the other positions'
// counts come from the project's shared data table, checked against pydraughts to depth 5.
#include "arbiter/fen.h"
#include "arbiter/perft.h"

#include <catch2/catch.hpp>

namespace perft_test {

using namespace arbiter;

namespace {
Position fen(const std::string &text)
{
    const auto parsed = Fen::parse(text);
    REQUIRE(parsed.ok());
    return parsed.value();
}

// perft(d) of the initial position, d = 1…11 (unique moves).
constexpr std::uint64_t initialCounts[] = {7,      49,     302,     1469,     7482,     37986,
                                           190146, 929899, 4570586, 22444032, 110917189};
} // namespace

TEST_CASE("perft of the initial position, depths 1-9", "[perft]")
{
    const Position start = Position::initial();
    for (int depth = 1; depth <= 9; ++depth) {
        INFO("depth " << depth);
        CHECK(Perft::count(start, depth) == initialCounts[depth - 1]);
    }
}

TEST_CASE("perft of the initial position, depths 10-11", "[.perft-deep]")
{
    const Position start = Position::initial();
    CHECK(Perft::count(start, 10) == initialCounts[9]);
    CHECK(Perft::count(start, 11) == initialCounts[10]);
}

TEST_CASE("perft of the positions of the shared table", "[perft]")
{
    struct Row
    {
        const char *fen;
        std::vector<std::uint64_t> counts; // depth 1, 2, …
    };
    const Row table[] = {
        // a man promoting in mid-capture and finishing as a king (h6:f8:b4:e1)
        {"W:Wh6:Bg7,c5,d2", {1, 0}},
        // a circular king capture: clockwise and anticlockwise routes are one move
        {"W:WKd2:Bc5,e5,c3,e3", {3, 0}},
        {"W:WKd2:Bf6,c5,e5,e3", {4, 8, 64, 123, 861, 1411}},
        {"W:We3,g3,h4,a5,b2,h2,a3,Kf8:Bc5,e5,g5,g7,h8", {3, 8, 58, 140, 1115, 2376}},
        {"W:Wc1,e3,f2,g3,Kb8:Bb6,c7,f6,h6,Ke1", {2, 8, 85, 437, 3855, 21311}},
        {"B:Wa3,c3,e3,Kh2:Bb6,d6,f8,Ka7", {7, 20, 79, 558, 2926, 17364}},
    };
    for (const Row &row : table) {
        const Position position = fen(row.fen);
        for (std::size_t d = 0; d < row.counts.size(); ++d) {
            INFO(row.fen << " depth " << d + 1);
            CHECK(Perft::count(position, static_cast<int>(d + 1)) == row.counts[d]);
        }
    }
}

TEST_CASE("perft counting every capture route", "[perft]")
{
    // The circular capture has 3 moves but 4 routes: d2 is reached clockwise and anticlockwise.
    const Position circle = fen("W:WKd2:Bc5,e5,c3,e3");
    CHECK(Perft::count(circle, 1, MoveGenerator::Mode::AllRoutes) == 4);
    CHECK(Perft::count(circle, 1, MoveGenerator::Mode::UniqueMoves) == 3);
    // Without king routes that differ, both modes agree.
    CHECK(Perft::count(Position::initial(), 6, MoveGenerator::Mode::AllRoutes) == 37986);
}

TEST_CASE("perft divide sums to perft", "[perft]")
{
    const Position start = Position::initial();
    const auto entries = Perft::divide(start, 5);
    REQUIRE(entries.size() == 7);
    std::uint64_t sum = 0;
    for (const auto &entry : entries) {
        sum += entry.count;
        CHECK(entry.count == Perft::count(start.after(entry.move), 4));
    }
    CHECK(sum == 7482);
    CHECK(Perft::count(start, 0) == 1);
}

} // namespace perft_test
