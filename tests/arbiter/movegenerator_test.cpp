// Legal move generation (docs/rules.md §2–§6): hand-made rule positions, each with the exact list
// of legal moves. Every list was worked out by hand from the rules, never copied from the
// generator; the comment on each row says why the list is what it is.
//
// A move is written with every landing square (Notation::writeFull, "c3:e5:g7" or "c3-d4") and a
// "+K" suffix when a man becomes a king.
#include "arbiter/fen.h"
#include "arbiter/movegenerator.h"
#include "arbiter/notation.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <span>
#include <string>
#include <vector>

namespace movegenerator_test {

using arbiter::Fen;
using arbiter::Move;
using arbiter::MoveGenerator;
using arbiter::MoveList;
using arbiter::Notation;
using arbiter::Position;
using arbiter::Square;

namespace {

using Mode = MoveGenerator::Mode;
using Strings = std::vector<std::string>;

Position positionFrom(const std::string &fen)
{
    const auto parsed = Fen::parse(fen);
    INFO("FEN " << fen << ": " << (parsed.ok() ? std::string() : parsed.error().message));
    REQUIRE(parsed.ok());
    return parsed.value();
}

// The move with every landing square, and "+K" when a man becomes a king.
std::string moveText(const Move &move)
{
    return Notation::writeFull(move) + (move.promotes() ? "+K" : "");
}

Strings squareNames(std::span<const Square> squares)
{
    Strings names;
    for (Square square : squares)
        names.push_back(square.name());
    return names;
}

Strings sorted(Strings strings)
{
    std::sort(strings.begin(), strings.end());
    return strings;
}

// The move without its route: from, to and the captured squares in name order
// ("d2:d2 x c3 c5 e3 e5"). Two routes of one move (docs/rules.md §6) have the same key.
std::string moveKey(const Move &move)
{
    std::string key = move.from().name() + (move.isCapture() ? ":" : "-") + move.to().name();
    const Strings captured = sorted(squareNames(move.captured()));
    if (!captured.empty())
        key += " x";
    for (const std::string &name : captured)
        key += ' ' + name;
    return key;
}

Strings sortedTexts(const MoveList &moves)
{
    Strings texts;
    for (const Move &move : moves)
        texts.push_back(moveText(move));
    return sorted(texts);
}

Strings sortedKeys(const MoveList &moves)
{
    Strings keys;
    for (const Move &move : moves)
        keys.push_back(moveKey(move));
    return sorted(keys);
}

const Move *findMove(const MoveList &moves, const std::string &text)
{
    const auto found = std::find_if(moves.begin(), moves.end(),
                                    [&](const Move &move) { return moveText(move) == text; });
    return found == moves.end() ? nullptr : found;
}

// A position whose every legal move has exactly one route, so both modes list the same moves.
struct Row
{
    const char *name;
    const char *fen;
    Strings expected;    // every legal move, as moveText writes it
    std::string keyMove; // one capture of the list (empty for rows without captures) ...
    Strings keyCaptured; // ... and the squares it takes, in capture order
};

// clang-format off
const std::vector<Row> &rows()
{
    static const std::vector<Row> table = {
        // --- a man captures backwards ---
        // e3 stands behind d4 (towards White's side) with f2 empty: a man captures backwards too.
        {"man captures backwards", "W:Wd4:Be3",
         {"d4:f2"}, "d4:f2", {"e3"}},
        // c5 takes d4 backwards to e3, from where f4 (forwards) must be taken as well.
        {"man captures backwards then forwards", "W:Wc5:Bd4,f4",
         {"c5:e3:g5"}, "c5:e3:g5", {"d4", "f4"}},

        // --- capture is mandatory ---
        // a1-b2, c3-b4, g3-f4 and g3-h4 would be quiet moves, but c3 can take d4: only that.
        {"capture rules out quiet moves", "W:Wa1,c3,g3:Bd4",
         {"c3:e5"}, "c3:e5", {"d4"}},
        // The king on h2 has seven quiet moves, yet the man's capture is the only legal move.
        {"a man's capture rules out the king's quiet moves", "W:Wc3,Kh2:Bd4",
         {"c3:e5"}, "c3:e5", {"d4"}},

        // --- free choice among captures ---
        // a3 takes b4 alone; e1 takes f2, f4, f6 in a zigzag. No majority rule: both are legal.
        {"free choice between one and three pieces", "W:Wa3,e1:Bb4,f2,f4,f6",
         {"a3:c5", "e1:g3:e5:g7"}, "e1:g3:e5:g7", {"f2", "f4", "f6"}},
        // The man (a3xb4) and the king (h2xe5, landing d6, c7 or b8; from d6 b4 cannot be taken
        // because a3 is occupied) both may capture: no precedence for the king.
        {"no precedence for the king", "W:Wa3,Kh2:Bb4,e5",
         {"a3:c5", "h2:d6", "h2:c7", "h2:b8"}, "h2:d6", {"e5"}},

        // --- king captures: landing squares ---
        // Nothing more to take after c3: the king may stop on any empty square behind it.
        {"king lands on any square behind", "W:WKa1:Bc3",
         {"a1:d4", "a1:e5", "a1:f6", "a1:g7", "a1:h8"}, "a1:f6", {"c3"}},
        // Five empty squares between the king and c3: a king captures from a distance.
        {"king captures from a distance", "W:WKh8:Bc3",
         {"h8:b2", "h8:a1"}, "h8:a1", {"c3"}},
        // After c3 only e5 sees a further capture (f4, then g3 or h2), so d4, f6, g7 and h8 are
        // not legal landings.
        {"king must land where the capture goes on", "W:WKa1:Bc3,f4",
         {"a1:e5:g3", "a1:e5:h2"}, "a1:e5:h2", {"c3", "f4"}},

        // --- Turkish strike ---
        // g1 takes e3 and must land on d4 (then f6, landing g7 or h8) or c5 (then d6, landing
        // e7 where f6 is next, landing g5 or h4). On g5 the captured e3 still stands on the
        // g5-c1 diagonal, so d2 cannot be reached and both g5 and h4 end the move. Were e3
        // removed at once, g5 would go on to take d2 (g1:c5:e7:g5:c1) and h4 would be illegal.
        {"Turkish strike: a captured piece blocks the king", "W:WKg1:Bd2,e3,d6,f6",
         {"g1:d4:g7", "g1:d4:h8", "g1:c5:e7:g5", "g1:c5:e7:h4"}, "g1:c5:e7:g5",
         {"e3", "d6", "f6"}},

        // --- empty squares may be crossed again ---
        // a7 passes d4 to take e3 (f2: only there does it go on), then g3, then g5 (f6 only), and
        // finally passes d4 a second time on its way from f6 to c3.
        {"king crosses the same empty square twice", "W:WKa7:Bc3,e3,g3,g5",
         {"a7:f2:h4:f6:b2", "a7:f2:h4:f6:a1"}, "a7:f2:h4:f6:a1", {"e3", "g3", "g5", "c3"}},

        // --- promotion ---
        // h6 takes g7 and lands on f8 as a king; as a king it takes c5 from a distance (b4, not a3,
        // because from b4 it goes on) and then d2.
        {"promotion in mid-capture, the new king goes on", "W:Wh6:Bg7,c5,d2",
         {"h6:f8:b4:e1+K"}, "h6:f8:b4:e1+K", {"g7", "c5", "d2"}},
        // The same for Black: c3 takes d2, is crowned on e1 and takes g3, out of a man's reach.
        {"black promotes in mid-capture and goes on", "B:Wd2,g3:Bc3",
         {"c3:e1:h4+K"}, "c3:e1:h4+K", {"d2", "g3"}},
        // d6 takes e7 and is crowned on f8; b4 lies on the king's diagonal, but behind the captured
        // e7, which still stands: the move ends on f8.
        {"promotion by capture that cannot go on", "W:Wd6:Be7,b4",
         {"d6:f8+K"}, "d6:f8+K", {"e7"}},
        // No capture for the man on g7; a king on f8 could take d6, but a man crowned by a quiet
        // move stops there.
        {"quiet promotion ends the move", "W:Wg7:Bd6",
         {"g7-f8+K", "g7-h8+K"}, "", {}},
        // A black man is crowned on the first rank.
        {"black quiet promotion", "B:Wh4:Bb2",
         {"b2-a1+K", "b2-c1+K"}, "", {}},

        // --- no moves ---
        // b2 is occupied and c3 behind it too: the man can neither step nor capture.
        {"blocked man", "W:Wa1:Bb2,c3",
         {}, "", {}},
        // The king on a1 has one diagonal, closed by two pieces in a row.
        {"blocked king", "W:WKa1:Bb2,c3",
         {}, "", {}},
        // h2 steps only to g3 (occupied) and cannot take g3 with f4 occupied; men do not step back.
        {"blocked man on the edge", "W:Wh2:Bg3,f4",
         {}, "", {}},
        {"white has no pieces", "W:W:Bd6",
         {}, "", {}},
        {"black has no pieces", "B:Wc3:B",
         {}, "", {}},

        // --- more ---
        // Black men step downwards (towards rank 1); h6 has only one forward square.
        {"black men step downwards", "B:Wa1:Bd6,h6",
         {"d6-c5", "d6-e5", "h6-g5"}, "", {}},
        // The king slides in all four directions: up to g7 (h8 is occupied and has nothing behind
        // it), to a7, to g1, and only to c3 (its own man on b2). The man steps to a3 and c3.
        {"king slides in four directions", "W:WKd4,b2:Bh8",
         {"d4-e5", "d4-f6", "d4-g7", "d4-c5", "d4-b6", "d4-a7", "d4-e3", "d4-f2", "d4-g1",
          "d4-c3", "b2-a3", "b2-c3"}, "", {}},
        // Two pieces in a row (c3, b2) cannot be taken: the king only slides up to d4.
        {"king cannot take two pieces in a row", "W:WKh8:Bc3,b2",
         {"h8-g7", "h8-f6", "h8-e5", "h8-d4"}, "", {}},
        // The king's own man on e5 blocks its diagonal to c3.
        {"king cannot pass its own piece", "W:WKh8,e5:Bc3",
         {"h8-g7", "h8-f6", "e5-d6", "e5-f6"}, "", {}},
        // Black to move: e5 may take d4 or f4 (free choice).
        {"black man captures", "B:Wd4,f4:Be5",
         {"e5:c3", "e5:g3"}, "e5:g3", {"f4"}},
        // A black man captures backwards (upwards) too.
        {"black man captures backwards", "B:Wf6:Be5",
         {"e5:g7"}, "e5:g7", {"f6"}},
        // The black king takes e5 from a distance and may stop anywhere behind it; the man on b6
        // may not step since a capture exists.
        {"black king captures", "B:We5:BKh8,b6",
         {"h8:d4", "h8:c3", "h8:b2", "h8:a1"}, "h8:b2", {"e5"}},
        // A man lands right behind the piece, and from e5 it may not jump d4 a second time back
        // to c3.
        {"a man may not take the same piece twice", "W:Wc3:Bd4",
         {"c3:e5"}, "c3:e5", {"d4"}},
        // Three pieces on one diagonal with gaps: the man must take all three (a1:c3 alone is
        // not a move).
        {"man completes a straight capture", "W:Wa1:Bb2,d4,f6",
         {"a1:c3:e5:g7"}, "a1:c3:e5:g7", {"b2", "d4", "f6"}},
        // The same in a zigzag: d2, d4, d6 are taken in turn.
        {"man completes a zigzag capture", "W:Wc1:Bd2,d4,d6",
         {"c1:e3:c5:e7"}, "c1:e3:c5:e7", {"d2", "d4", "d6"}},
    };
    return table;
}
// clang-format on

// A position where a move has several routes: the routes (AllRoutes) and the moves
// (UniqueMoves, as moveKey writes them) are listed separately.
struct RouteRow
{
    const char *name;
    const char *fen;
    Strings routes;       // every route, as moveText writes it
    Strings moves;        // every move, as moveKey writes it
    std::string keyRoute; // one of the routes ...
    Strings keyCaptured;  // ... and the squares it takes, in capture order
};

// clang-format off
const std::vector<RouteRow> &routeRows()
{
    static const std::vector<RouteRow> table = {
        // The king takes e3 (must land f4: only there can it go on), e5 (d6), c5 (b4) and c3, and
        // lands on d2, its own start square, or e1; or the other way round: c3, c5, e5, e3, landing
        // on d2 or c1. d2 -> d2 with all four taken is one move reached by two routes.
        {"circular king capture counted once", "W:WKd2:Bc5,e5,c3,e3",
         {"d2:f4:d6:b4:d2", "d2:f4:d6:b4:e1", "d2:b4:d6:f4:d2", "d2:b4:d6:f4:c1"},
         {"d2:d2 x c3 c5 e3 e5", "d2:e1 x c3 c5 e3 e5", "d2:c1 x c3 c5 e3 e5"},
         "d2:f4:d6:b4:e1", {"e3", "e5", "c5", "c3"}},
        // A man goes round d4, d6, b6, b4 in either direction and ends on its start square.
        {"man's round trip back to its start square", "W:Wc3:Bb4,b6,d4,d6",
         {"c3:e5:c7:a5:c3", "c3:a5:c7:e5:c3"},
         {"c3:c3 x b4 b6 d4 d6"},
         "c3:e5:c7:a5:c3", {"d4", "d6", "b6", "b4"}},
        // a1 takes b2 and lands on c3. From there it may take d2 at once and stop on e1, or go
        // round d4, d6, b6, b4 (either way), land on c3 a second time and then take d2.
        {"man lands twice on the same empty square", "W:Wa1:Bb2,b4,b6,d2,d4,d6",
         {"a1:c3:e1", "a1:c3:e5:c7:a5:c3:e1", "a1:c3:a5:c7:e5:c3:e1"},
         {"a1:e1 x b2 d2", "a1:e1 x b2 b4 b6 d2 d4 d6"},
         "a1:c3:a5:c7:e5:c3:e1", {"b2", "b4", "b6", "d6", "d4", "d2"}},
    };
    return table;
}
// clang-format on

Strings allFens()
{
    Strings fens;
    for (const Row &row : rows())
        fens.push_back(row.fen);
    for (const RouteRow &row : routeRows())
        fens.push_back(row.fen);
    return fens;
}

// Checks that hold for every capture: one landing per captured piece, the last one is to().
void checkCaptureShape(const MoveList &moves)
{
    for (const Move &move : moves) {
        INFO(moveText(move));
        if (move.isCapture()) {
            REQUIRE(move.landings().size() == move.captured().size());
            CHECK(move.landings().back() == move.to());
        }
    }
}

} // namespace

TEST_CASE("Legal moves of hand-made rule positions", "[movegen]")
{
    for (const Row &row : rows()) {
        DYNAMIC_SECTION(row.name << " (" << row.fen << ")")
        {
            const Position position = positionFrom(row.fen);
            const Strings expected = sorted(row.expected);

            const MoveList moves = MoveGenerator::legalMoves(position);
            REQUIRE(sortedTexts(moves) == expected);
            checkCaptureShape(moves);

            // Every move of these rows has a single route, so both modes agree.
            const MoveList routes = MoveGenerator::legalMoves(position, Mode::AllRoutes);
            REQUIRE(sortedTexts(routes) == expected);

            REQUIRE(sortedTexts(position.legalMoves()) == expected);

            if (!row.keyMove.empty()) {
                const Move *move = findMove(moves, row.keyMove);
                REQUIRE(move != nullptr);
                REQUIRE(move->isCapture());
                CHECK(squareNames(move->captured()) == row.keyCaptured);
            }
        }
    }
}

TEST_CASE("Moves with several routes", "[movegen]")
{
    for (const RouteRow &row : routeRows()) {
        DYNAMIC_SECTION(row.name << " (" << row.fen << ")")
        {
            const Position position = positionFrom(row.fen);

            const MoveList routes = MoveGenerator::legalMoves(position, Mode::AllRoutes);
            REQUIRE(sortedTexts(routes) == sorted(row.routes));
            checkCaptureShape(routes);

            const MoveList moves = MoveGenerator::legalMoves(position, Mode::UniqueMoves);
            REQUIRE(sortedKeys(moves) == sorted(row.moves));
            checkCaptureShape(moves);
            // Each move is given by one of its routes.
            for (const Move &move : moves) {
                INFO(moveText(move));
                CHECK(std::find(row.routes.begin(), row.routes.end(), moveText(move)) !=
                      row.routes.end());
            }

            const Move *route = findMove(routes, row.keyRoute);
            REQUIRE(route != nullptr);
            CHECK(squareNames(route->captured()) == row.keyCaptured);
        }
    }
}

TEST_CASE("Circular king capture: 3 moves, 4 routes", "[movegen]")
{
    const Position position = positionFrom("W:WKd2:Bc5,e5,c3,e3");
    CHECK(MoveGenerator::legalMoves(position, Mode::UniqueMoves).size() == 3u);
    CHECK(MoveGenerator::legalMoves(position, Mode::AllRoutes).size() == 4u);
    CHECK(MoveGenerator::countLegalMoves(position, Mode::UniqueMoves) == 3u);
    CHECK(MoveGenerator::countLegalMoves(position, Mode::AllRoutes) == 4u);

    // The two routes of d2 -> d2 are the same move but not the same route.
    const MoveList routes = MoveGenerator::legalMoves(position, Mode::AllRoutes);
    const Move *clockwise = findMove(routes, "d2:f4:d6:b4:d2");
    const Move *counterClockwise = findMove(routes, "d2:b4:d6:f4:d2");
    REQUIRE(clockwise != nullptr);
    REQUIRE(counterClockwise != nullptr);
    CHECK(clockwise->sameMove(*counterClockwise));
    CHECK_FALSE(clockwise->sameRoute(*counterClockwise));
}

TEST_CASE("countLegalMoves and hasCapture agree with legalMoves", "[movegen]")
{
    for (const std::string &fen : allFens()) {
        DYNAMIC_SECTION(fen)
        {
            const Position position = positionFrom(fen);
            for (Mode mode : {Mode::UniqueMoves, Mode::AllRoutes}) {
                INFO("mode " << (mode == Mode::UniqueMoves ? "UniqueMoves" : "AllRoutes"));
                const MoveList moves = MoveGenerator::legalMoves(position, mode);
                CHECK(MoveGenerator::countLegalMoves(position, mode) == moves.size());
                CHECK(MoveGenerator::hasCapture(position) ==
                      (!moves.empty() && moves[0].isCapture()));
                // Capturing is mandatory: captures and quiet moves never mix.
                for (const Move &move : moves)
                    CHECK(move.isCapture() == moves[0].isCapture());
            }
        }
    }
}

TEST_CASE("Quiet moves ignoring captures list what capture obligation forbids", "[movegen]")
{
    // c3 must take d4; without that obligation a1, c3 and g3 could step forward.
    const Position position = positionFrom("W:Wa1,c3,g3:Bd4");
    REQUIRE(MoveGenerator::hasCapture(position));
    CHECK(sortedTexts(MoveGenerator::quietMovesIgnoringCaptures(position)) ==
          sorted({"a1-b2", "c3-b4", "g3-f4", "g3-h4"}));
}

} // namespace movegenerator_test
