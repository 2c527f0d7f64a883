// Move notation (docs/rules.md §7, notation.h): every accepted form resolves to the exact legal
// move, every kind of error comes with its exact kind, column, message and candidates, and what the
// tool writes reads back as the same move.
#include "arbiter/fen.h"
#include "arbiter/movegenerator.h"
#include "arbiter/notation.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace notation_test {

using namespace arbiter;
using Catch::Contains;

namespace {

Position fen(std::string_view text)
{
    const auto result = Fen::parse(text);
    if (!result)
        FAIL("bad FEN '" << text << "': " << result.error().message);
    return result.value();
}

Square sq(std::string_view name)
{
    const auto square = Square::fromName(name);
    REQUIRE(square.has_value());
    return *square;
}

Move parsed(std::string_view text, const Position &position)
{
    const auto result = Notation::parse(text, position);
    if (!result)
        FAIL("'" << text << "' in " << Fen::write(position) << ": " << result.error().message);
    return result.value();
}

NotationError failure(std::string_view text, const Position &position)
{
    const auto result = Notation::parse(text, position);
    if (result)
        FAIL("'" << text << "' in " << Fen::write(position) << " was read as "
                 << Notation::writeFull(result.value()));
    return result.error();
}

// The captured squares as a sorted, comma-separated list of names: "d4,f6".
std::string capturedNames(const Move &move)
{
    std::vector<std::string> names;
    for (Square square : move.captured())
        names.push_back(square.name());
    std::ranges::sort(names);
    std::string text;
    for (const std::string &name : names)
        text += (text.empty() ? "" : ",") + name;
    return text;
}

// Every landing square written out, sorted: the moves as a set.
std::vector<std::string> fullPaths(const std::vector<Move> &moves)
{
    std::vector<std::string> paths;
    for (const Move &move : moves)
        paths.push_back(Notation::writeFull(move));
    std::ranges::sort(paths);
    return paths;
}

std::vector<std::string> writtenMoves(const Position &position, Notation::Style style)
{
    std::vector<std::string> texts;
    for (const Move &move : MoveGenerator::legalMoves(position))
        texts.push_back(Notation::write(move, position, style));
    std::ranges::sort(texts);
    return texts;
}

} // namespace

TEST_CASE("every accepted form resolves to the exact move", "[notation]")
{
    struct Case
    {
        const char *fen;
        const char *text;
        const char *from;
        const char *to;
        const char *captured;
    };
    const auto c = GENERATE(values<Case>({
        // Quiet moves in the initial position.
        {"W:W21-32:B1-12", "c3-d4", "c3", "d4", ""},
        {"W:W21-32:B1-12", "C3-D4", "c3", "d4", ""},
        {"W:W21-32:B1-12", "c3d4", "c3", "d4", ""},
        {"W:W21-32:B1-12", "cd4", "c3", "d4", ""},
        {"W:W21-32:B1-12", "CD4", "c3", "d4", ""},
        {"W:W21-32:B1-12", "22-18", "c3", "d4", ""},
        {"W:W21-32:B1-12", "  c3-d4  ", "c3", "d4", ""},
        {"W:W21-32:B1-12", " 22-18 ", "c3", "d4", ""},
        {"W:W21-32:B1-12", "ab4", "a3", "b4", ""},
        {"W:W21-32:B1-12", "21-17", "a3", "b4", ""},
        {"W:W21-32:B1-12", "gh4", "g3", "h4", ""},
        {"W:W21-32:B1-12", "24-20", "g3", "h4", ""},
        {"B:W21-32:B1-12", "f6-g5", "f6", "g5", ""},
        {"B:W21-32:B1-12", "11-16", "f6", "g5", ""},
        // A single capture.
        {"W:Wc3:Bd4", "c3:e5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "c3xe5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "C3XE5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "c3e5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "c:e5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "cxe5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "ce5", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "22x15", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", "22:15", "c3", "e5", "d4"},
        {"W:Wc3:Bd4", " c3:e5 ", "c3", "e5", "d4"},
        // Two captures: by the end points, the full path, the short form.
        {"W:Wc3:Bd4,f6", "c3:e5:g7", "c3", "g7", "d4,f6"},
        {"W:Wc3:Bd4,f6", "c3:g7", "c3", "g7", "d4,f6"},
        {"W:Wc3:Bd4,f6", "c3xe5xg7", "c3", "g7", "d4,f6"},
        {"W:Wc3:Bd4,f6", "c3e5g7", "c3", "g7", "d4,f6"},
        {"W:Wc3:Bd4,f6", "c:g7", "c3", "g7", "d4,f6"},
        {"W:Wc3:Bd4,f6", "22x8", "c3", "g7", "d4,f6"},
        {"W:Wc3:Bd4,f6", "22x15x8", "c3", "g7", "d4,f6"},
        // Three captures: all, some or none of the landing squares.
        {"W:Wa1:Bb2,d4,f6", "a1:c3:e5:g7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "a1:e5:g7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "a1:c3:g7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "a1:g7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "a1xc3xe5xg7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "a:g7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "axg7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "ag7", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "29x8", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "29x22x15x8", "a1", "g7", "b2,d4,f6"},
        {"W:Wa1:Bb2,d4,f6", "29x15x8", "a1", "g7", "b2,d4,f6"},
        // "e:e7": the file of the start square and the target, here after two captures.
        {"W:We3:Bd4,d6", "e:e7", "e3", "e7", "d4,d6"},
        {"W:We3:Bd4,d6", "exe7", "e3", "e7", "d4,d6"},
        {"W:We3:Bd4,d6", "e3:c5:e7", "e3", "e7", "d4,d6"},
        // "exd4": a king's round trip from e3 that ends next to where it started.
        {"W:WKe3:Bc5,c7,e5,e7", "exd4", "e3", "d4", "c5,c7,e5,e7"},
        {"W:WKe3:Bc5,c7,e5,e7", "e:d4", "e3", "d4", "c5,c7,e5,e7"},
        {"W:WKe3:Bc5,c7,e5,e7", "e3:d4", "e3", "d4", "c5,c7,e5,e7"},
        {"W:WKe3:Bc5,c7,e5,e7", "23x18", "e3", "d4", "c5,c7,e5,e7"},
        {"W:WKe3:Bc5,c7,e5,e7", "e3:b6:d8:f6:d4", "e3", "d4", "c5,c7,e5,e7"},
        // Black captures forwards (down the board) in numeric notation.
        {"B:Wc5,e3:Bb6", "9x18x27", "b6", "f2", "c5,e3"},
        {"B:Wc5,e3:Bb6", "9x27", "b6", "f2", "c5,e3"},
        {"B:Wc5,e3:Bb6", "b6:d4:f2", "b6", "f2", "c5,e3"},
        {"B:Wc5,e3:Bb6", "bf2", "b6", "f2", "c5,e3"},
        // A man captures backwards too.
        {"W:We5:Bd4", "e5:c3", "e5", "c3", "d4"},
        // The landing squares tell two routes of a king apart.
        {"W:WKb2:Bb6,d4,d6,e7", "b2:f6:a5", "b2", "a5", "b6,d4,e7"},
        {"W:WKb2:Bb6,d4,d6,e7", "b2:e5:a5", "b2", "a5", "b6,d4,d6"},
        {"W:WKb2:Bb6,d4,d6,e7", "b2:c7:a5", "b2", "a5", "b6,d4,d6"},
        {"W:WKb2:Bb6,d4,d6,e7", "b2xd8xa5", "b2", "a5", "b6,d4,e7"},
        {"W:WKb2:Bb6,d4,d6,e7", "25x15x6x13", "b2", "a5", "b6,d4,d6"},
        {"W:WKd8:Bc3,f2,f4,Kf6", "d8:g5:b4", "d8", "b4", "c3,f4,f6"},
        {"W:WKd8:Bc3,f2,f4,Kf6", "d8:e1:b4", "d8", "b4", "c3,f2,f6"},
        {"W:WKd8:Bc3,f2,f4,Kf6", "d8:g1", "d8", "g1", "f2,f4,f6"},
        // Short forms that are not ambiguous: a man does not step backwards.
        {"W:Wc3,c5:Bh8", "cd4", "c3", "d4", ""},
        // A king's quiet move along a diagonal.
        {"W:WKa1:Bh8", "a1-g7", "a1", "g7", ""},
        {"W:WKa1:Bh8", "ag7", "a1", "g7", ""},
    }));
    CAPTURE(c.fen, c.text);
    const Position position = fen(c.fen);
    const Move move = parsed(c.text, position);
    CHECK(move.from().name() == c.from);
    CHECK(move.to().name() == c.to);
    CHECK(capturedNames(move) == c.captured);
    CHECK(move.isCapture() == (std::string(c.captured) != ""));
}

TEST_CASE("the resolved move carries its route and promotion", "[notation]")
{
    SECTION("a three-piece capture lists its landings and captures in order")
    {
        const Move move = parsed("a1:g7", fen("W:Wa1:Bb2,d4,f6"));
        REQUIRE(move.landings().size() == 3);
        CHECK(move.landings()[0] == sq("c3"));
        CHECK(move.landings()[1] == sq("e5"));
        CHECK(move.landings()[2] == sq("g7"));
        CHECK(move.captured()[0] == sq("b2"));
        CHECK(move.captured()[1] == sq("d4"));
        CHECK(move.captured()[2] == sq("f6"));
        CHECK_FALSE(move.promotes());
    }
    SECTION("a quiet move to the last rank promotes")
    {
        const Move move = parsed("c7-d8", fen("W:Wc7:Ba5"));
        CHECK(move.from() == sq("c7"));
        CHECK(move.to() == sq("d8"));
        CHECK(move.promotes());
        CHECK_FALSE(parsed("c7-b6", fen("B:Wa1:Bc7")).promotes());
    }
    SECTION("a man that promotes during a capture goes on as a king")
    {
        // f6 takes e7 landing on d8 and, now a king, takes c7 and may land on b6 or a5.
        const Position position = fen("W:Wf6:Bc7,e7");
        for (const char *text : {"f6:d8:a5", "f6:a5", "fa5", "11x2x13"}) {
            CAPTURE(text);
            const Move move = parsed(text, position);
            CHECK(move.from() == sq("f6"));
            CHECK(move.to() == sq("a5"));
            CHECK(capturedNames(move) == "c7,e7");
            CHECK(move.promotes());
        }
        CHECK(parsed("f6:b6", position).to() == sq("b6"));
    }
}

TEST_CASE("unparseable text: the exact column and reason", "[notation]")
{
    struct Case
    {
        const char *text;
        int column;
        const char *message;
    };
    const auto c = GENERATE(values<Case>({
        {"", 1, "expected a move such as c3-d4, found nothing"},
        {"c3-", 4, "expected a square after the separator"},
        {"c3x", 4, "expected a square after the separator"},
        {"22-18-", 7, "expected a square after the separator"},
        {"c3--d4", 4, "two separators in a row"},
        {"c3-:d4", 4, "two separators in a row"},
        {"-c3", 1, "expected a square before the separator"},
        // "c9" is a file letter with a rank that does not exist, not "c" followed by square 9.
        {"c9-d4", 2, "'c9' is not a square: the rank must be 1…8"},
        {"c0-d4", 2, "'c0' is not a square: the rank must be 1…8"},
        {"c10-d4", 2, "'c10' is not a square: the rank must be 1…8"},
        {"c3-d9", 5, "'d9' is not a square: the rank must be 1…8"},
        {"c34", 2, "'c34' is not a square: the rank must be 1…8"},
        {"c3-d", 5, "expected a rank 1…8 after the file letter"},
        {"cd", 3, "expected a rank 1…8 after the file letter"},
        {"b1-c2", 1, "b1 is a light square"},
        {"c3-d5", 4, "d5 is a light square"},
        {"c3-e5:g7", 6, "'-' (quiet move) and ':' (capture) are mixed"},
        {"c3:e5-g7", 6, "'-' (quiet move) and ':' (capture) are mixed"},
        {"c3xe5-g7", 6, "'-' (quiet move) and ':' (capture) are mixed"},
        {"22-d4", 4, "square names and numbers are mixed"},
        {"c3-18", 4, "square names and numbers are mixed"},
        {"c3d4-e5", 5, "separators must stand between all squares or none"},
        {"c3-d4e5", 6, "separators must stand between all squares or none"},
        {"z3", 1, "unexpected 'z' in a move"},
        {"c3-d4!", 6, "unexpected '!' in a move"},
        {"c3 - d4", 3, "unexpected ' ' in a move"},
        {"Kc3-d4", 1, "unexpected 'K' in a move"},
        {"с3-d4", 1, "unexpected 'с' in a move"}, // a Cyrillic "с": quoted whole
        {"c3-d4ж", 6, "unexpected 'ж' in a move"},
        {"33-29", 1, "a square number must be 1…32"},
        {"0-5", 1, "a square number must be 1…32"},
        {"22-180", 4, "a square number must be 1…32"},
        {"2218", 1, "a square number must be 1…32"},
        {"c3", 3, "expected a target square"},
        {"22", 3, "expected a target square"},
        {"c", 2, "expected one target square after the file letter"},
        {"cd4e5", 6, "expected one target square after the file letter"},
        {"  c3-", 6, "expected a square after the separator"},
    }));
    CAPTURE(c.text);
    const NotationError error = failure(c.text, Position::initial());
    CHECK(error.kind == NotationErrorKind::Unparseable);
    CHECK(error.column == c.column);
    CHECK(error.message == c.message);
    CHECK(error.candidates.empty());
}

TEST_CASE("no piece of the side to move on the start square", "[notation]")
{
    NotationError error = failure("d4-e5", Position::initial());
    CHECK(error.kind == NotationErrorKind::NoPiece);
    CHECK(error.column == 1);
    CHECK(error.message == "there is no piece on d4");
    CHECK(error.candidates.empty());

    error = failure("f6-g5", Position::initial());
    CHECK(error.kind == NotationErrorKind::NoPiece);
    CHECK(error.message == "f6 holds a black man but white is to move");

    error = failure("18-14", Position::initial());
    CHECK(error.kind == NotationErrorKind::NoPiece);
    CHECK(error.message == "there is no piece on 18");

    error = failure("c3-d4", fen("B:W21-32:B1-12"));
    CHECK(error.kind == NotationErrorKind::NoPiece);
    CHECK(error.message == "c3 holds a white man but black is to move");

    error = failure("e1-h4", fen("B:WKe1:Bh8"));
    CHECK(error.kind == NotationErrorKind::NoPiece);
    CHECK(error.message == "e1 holds a white king but black is to move");

    error = failure("ab4", fen("W:Wc3:Bf6"));
    CHECK(error.kind == NotationErrorKind::NoPiece);
    CHECK(error.message == "there is no white piece on the a file");
}

TEST_CASE("the target square is occupied", "[notation]")
{
    NotationError error = failure("a1-b2", Position::initial());
    CHECK(error.kind == NotationErrorKind::TargetOccupied);
    CHECK(error.column == 1);
    CHECK(error.message == "b2 is occupied by a white man");
    CHECK(error.candidates.empty());

    const Position blocked = fen("W:Wc3:Bd4,e5"); // no capture: e5 is not empty
    error = failure("c3-d4", blocked);
    CHECK(error.kind == NotationErrorKind::TargetOccupied);
    CHECK(error.message == "d4 is occupied by a black man");

    error = failure("22-18", blocked);
    CHECK(error.kind == NotationErrorKind::TargetOccupied);
    CHECK(error.message == "18 is occupied by a black man");

    error = failure("c3-d4", fen("W:Wc3:BKd4,e5"));
    CHECK(error.kind == NotationErrorKind::TargetOccupied);
    CHECK(error.message == "d4 is occupied by a black king");
}

TEST_CASE("a quiet move while a capture is available", "[notation]")
{
    const Position position = fen("W:Wc3,g3:Bd4");
    for (const char *text : {"g3-h4", "g3h4", "gh4", "g3-f4", "c3-b4"}) {
        CAPTURE(text);
        const NotationError error = failure(text, position);
        CHECK(error.kind == NotationErrorKind::CaptureRequired);
        CHECK(error.column == 1);
        CHECK(error.message == "capture is mandatory: c3:e5");
        CHECK(fullPaths(error.candidates) == std::vector<std::string>{"c3:e5"});
    }

    const NotationError numeric = failure("24-20", position);
    CHECK(numeric.kind == NotationErrorKind::CaptureRequired);
    CHECK(numeric.message == "capture is mandatory: 22x15");

    // Two captures to choose from: both are listed.
    const NotationError two = failure("a1-b2", fen("W:Wa1,c3,g3:Bd4,f4"));
    CHECK(two.kind == NotationErrorKind::CaptureRequired);
    REQUIRE_THAT(two.message,
                 Contains("capture is mandatory: ") && Contains("c3:e5") && Contains("g3:e5"));
    CHECK(fullPaths(two.candidates) == std::vector<std::string>{"c3:e5", "g3:e5"});

    // A king that must capture: the candidates are moves, one per captured set and end square.
    const NotationError king = failure("f8-g7", fen("W:WKf8:Bc3,c5,g5"));
    CHECK(king.kind == NotationErrorKind::CaptureRequired);
    CHECK(king.message == "capture is mandatory: f8:h6");
    CHECK(fullPaths(king.candidates) == std::vector<std::string>{"f8:b4:d2:h6"});
}

TEST_CASE("a capture written to a square where it must go on", "[notation]")
{
    SECTION("one way on")
    {
        const Position position = fen("W:Wc3:Bd4,f6");
        for (const char *text : {"c3:e5", "c3xe5", "c3e5", "c:e5", "22x15"}) {
            CAPTURE(text);
            const NotationError error = failure(text, position);
            CHECK(error.kind == NotationErrorKind::CaptureNotFinished);
            CHECK(error.column == 1);
            CHECK(fullPaths(error.candidates) == std::vector<std::string>{"c3:e5:g7"});
        }
        CHECK(failure("c3:e5", position).message ==
              "the capture is not finished: it must go on, as c3:g7");
        CHECK(failure("22x15", position).message ==
              "the capture is not finished: it must go on, as 22x8");
    }
    SECTION("two ways on")
    {
        const NotationError error = failure("c3:e5", fen("W:Wc3:Bd4,d6,f6"));
        CHECK(error.kind == NotationErrorKind::CaptureNotFinished);
        REQUIRE_THAT(error.message, Contains("the capture is not finished: it must go on, as ") &&
                                        Contains("c3:g7") && Contains("c3:c7"));
        CHECK(fullPaths(error.candidates) == std::vector<std::string>{"c3:e5:c7", "c3:e5:g7"});
    }
    SECTION("stopping at a later landing square")
    {
        const Position position = fen("W:Wa1:Bb2,d4,f6");
        for (const char *text : {"a1:e5", "a1:c3:e5", "a1:c3", "29x15", "a:e5"}) {
            CAPTURE(text);
            const NotationError error = failure(text, position);
            CHECK(error.kind == NotationErrorKind::CaptureNotFinished);
            CHECK(fullPaths(error.candidates) == std::vector<std::string>{"a1:c3:e5:g7"});
        }
    }
    SECTION("a man promoted on the way must go on as a king")
    {
        const NotationError error = failure("f6:d8", fen("W:Wf6:Bc7,e7"));
        CHECK(error.kind == NotationErrorKind::CaptureNotFinished);
        CHECK(fullPaths(error.candidates) == std::vector<std::string>{"f6:d8:a5", "f6:d8:b6"});
    }
}

TEST_CASE("moves that are not legal for any other reason", "[notation]")
{
    SECTION("a man moving backwards")
    {
        const NotationError error = failure("d4-c3", fen("W:Wd4:Bh8"));
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        CHECK(error.column == 1);
        REQUIRE_THAT(error.message, Contains("not a legal move; from d4: ") && Contains("d4-c5") &&
                                        Contains("d4-e5"));
        CHECK(error.candidates.empty());

        CHECK(failure("c5-d4", fen("W:Wc3,c5:Bh8")).kind == NotationErrorKind::IllegalMove);
    }
    SECTION("a capture written with '-'")
    {
        const NotationError error = failure("c3-e5", fen("W:Wc3:Bd4"));
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        CHECK(error.message == "not a legal move: it is a capture, written with ':'; from c3: "
                               "c3:e5");
        CHECK(error.candidates.empty());

        const NotationError numeric = failure("22-15", fen("W:Wc3:Bd4"));
        CHECK(numeric.kind == NotationErrorKind::IllegalMove);
        CHECK(numeric.message == "not a legal move: it is a capture, written with ':'; from 22: "
                                 "22x15");
    }
    SECTION("a king's capture that ends where a quiet move could, written with '-'")
    {
        // The king on f8 takes c5, c3 and g5 (f8:b4:d2:h6) and ends on h6, which it could also
        // reach by sliding over g7: "f8-h6" is that capture with the wrong separator, not a refusal
        // to capture.
        const NotationError error = failure("f8-h6", fen("W:WKf8:Bc3,c5,g5"));
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        CHECK(error.message == "not a legal move: it is a capture, written with ':'; from f8: "
                               "f8:h6");
    }
    SECTION("a capture written where there is none")
    {
        const NotationError error = failure("c3:e5", Position::initial());
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        REQUIRE_THAT(error.message, Contains("not a legal move: there is no capture here; from "
                                             "c3: ") &&
                                        Contains("c3-b4") && Contains("c3-d4"));
    }
    SECTION("not a diagonal step")
    {
        const NotationError error = failure("c3-c5", Position::initial());
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        REQUIRE_THAT(error.message, Contains("not a legal move; from c3: "));
    }
    SECTION("a blocked piece")
    {
        const Position position = fen("W:Wa1,b2:Bh8");
        NotationError error = failure("a1-c3", position);
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        CHECK(error.message == "not a legal move; the piece on a1 has no legal move");

        error = failure("ac3", position);
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        CHECK(error.message == "not a legal move; no piece on the a file has a legal move");
    }
    SECTION("a capture by a piece that has none while another must capture")
    {
        const NotationError error = failure("g3:e5", fen("W:Wc3,g3:Bd4"));
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        CHECK(error.message == "not a legal move; the piece on g3 has no legal move; capture is "
                               "mandatory: c3:e5");
    }
    SECTION("a quiet route through several squares")
    {
        const NotationError error = failure("c3-b4-a5", Position::initial());
        CHECK(error.kind == NotationErrorKind::IllegalMove);
        REQUIRE_THAT(error.message, Contains("not a legal move; from c3: "));
    }
}

TEST_CASE("text that fits several legal moves is ambiguous", "[notation]")
{
    SECTION("a king capture by its end points, with two different captured sets")
    {
        // From b2 to a5 the king takes d4, d6, b6 (via e5, c7) or d4, e7, b6 (via f6, d8).
        const Position position = fen("W:WKb2:Bb6,d4,d6,e7");
        for (const char *text : {"b2:a5", "b2xa5", "b2a5", "ba5", "b:a5", "25x13"}) {
            CAPTURE(text);
            const NotationError error = failure(text, position);
            CHECK(error.kind == NotationErrorKind::Ambiguous);
            CHECK(error.column == 1);
            CHECK(fullPaths(error.candidates) ==
                  std::vector<std::string>{"b2:e5:c7:a5", "b2:f6:d8:a5"});
            REQUIRE_THAT(error.message, Contains("ambiguous: 2 legal moves fit ("));
        }
        const NotationError algebraic = failure("b2:a5", position);
        REQUIRE_THAT(algebraic.message, Contains("b2:e5:c7:a5") && Contains("b2:f6:d8:a5"));
        const NotationError numeric = failure("25x13", position);
        REQUIRE_THAT(numeric.message, Contains("25x15x6x13") && Contains("25x11x2x13"));
    }
    SECTION("a king capture with four possible routes and two ends")
    {
        const Position position = fen("W:WKd8:Bc3,f2,f4,Kf6");
        const NotationError error = failure("d8:b4", position);
        CHECK(error.kind == NotationErrorKind::Ambiguous);
        CHECK(fullPaths(error.candidates) ==
              std::vector<std::string>{"d8:g5:d2:b4", "d8:h4:e1:b4"});
    }
    SECTION("the short form with a man and a king on the same file")
    {
        const NotationError error = failure("cd4", fen("W:Wc3,Kc5:Bh8"));
        CHECK(error.kind == NotationErrorKind::Ambiguous);
        CHECK(error.message == "ambiguous: 2 legal moves fit (c3-d4, c5-d4)");
        CHECK(fullPaths(error.candidates) == std::vector<std::string>{"c3-d4", "c5-d4"});
    }
    SECTION("the short capture form with two men of the same file")
    {
        // b2 takes c3, b6 takes c5 (backwards): both land on d4.
        const Position position = fen("W:Wb2,b6:Bc3,c5");
        for (const char *text : {"b:d4", "bxd4", "bd4"}) {
            CAPTURE(text);
            const NotationError error = failure(text, position);
            CHECK(error.kind == NotationErrorKind::Ambiguous);
            CHECK(error.message == "ambiguous: 2 legal moves fit (b2:d4, b6:d4)");
            CHECK(fullPaths(error.candidates) == std::vector<std::string>{"b2:d4", "b6:d4"});
        }
        CHECK(capturedNames(parsed("b2:d4", position)) == "c3");
        CHECK(capturedNames(parsed("b6xd4", position)) == "c5");
    }
}

TEST_CASE("a full path that is also the start and end of a longer capture stays ambiguous",
          "[notation]")
{
    // The king on e1 may take b4 alone (e1:a5, straight along the diagonal) or go round by h4,
    // f6 and c3 taking f2, g5, e5 and b4 to end on a5 as well. "e1:a5" is the full path of the
    // first and the end points of the second: ambiguous (docs/rules.md §7), with the first named as
    // the route the text spells out in full.
    const Position position = fen("B:WKb4,Ke5,Kf2,g5:BKe1");
    const NotationError error = failure("e1:a5", position);
    CHECK(error.kind == NotationErrorKind::Ambiguous);
    CHECK(fullPaths(error.candidates) == std::vector<std::string>{"e1:a5", "e1:h4:f6:c3:a5"});
    REQUIRE(error.exactRoute);
    const Move single = *error.exactRoute;
    CHECK(capturedNames(single) == "b4");
    CHECK(single.landings().size() == 1);

    const Move roundabout = parsed("e1:h4:f6:c3:a5", position);
    CHECK(capturedNames(roundabout) == "b4,e5,f2,g5");
    CHECK(capturedNames(parsed("e1:c3:a5", position)) == "b4,e5,f2,g5");
    CHECK(capturedNames(parsed("e1:h4:a5", position)) == "b4,e5,f2,g5");

    CHECK(Notation::write(single, position) == "e1:a5");
    CHECK(Notation::write(roundabout, position) == "e1:h4:f6:c3:a5");
    CHECK(Notation::write(single, position, Notation::Style::Numeric) == "31x13");
    const NotationError numeric = failure("31x13", position);
    REQUIRE(numeric.exactRoute);
    CHECK(capturedNames(*numeric.exactRoute) == "b4");

    // Only a text naming every landing square of a route has an exact route.
    CHECK_FALSE(failure("b2:a5", fen("W:WKb2:Bb6,d4,d6,e7")).exactRoute);

    // The other moves of the position need their landing squares only where two share ends.
    CHECK(writtenMoves(position, Notation::Style::Algebraic) ==
          std::vector<std::string>{"e1:a5", "e1:g3:d6:a3", "e1:h4:e7:a3", "e1:h4:f6:c3:a5"});
}

TEST_CASE("Notation::write: quiet moves and captures", "[notation]")
{
    CHECK(writtenMoves(Position::initial(), Notation::Style::Algebraic) ==
          std::vector<std::string>{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"});
    CHECK(writtenMoves(Position::initial(), Notation::Style::Numeric) ==
          std::vector<std::string>{"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"});

    const Move quiet = parsed("c3-d4", Position::initial());
    CHECK(Notation::write(quiet, Position::initial()) == "c3-d4");
    CHECK(Notation::write(quiet, Position::initial(), Notation::Style::Numeric) == "22-18");
    CHECK(Notation::writeFull(quiet) == "c3-d4");

    const Position one = fen("W:Wc3:Bd4");
    const Move capture = parsed("c3:e5", one);
    CHECK(Notation::write(capture, one) == "c3:e5");
    CHECK(Notation::write(capture, one, Notation::Style::Numeric) == "22x15");

    // A unique capture is written by its end points; writeFull gives every landing square.
    const Position two = fen("W:Wc3:Bd4,f6");
    const Move twoCaptures = parsed("c3:g7", two);
    CHECK(Notation::write(twoCaptures, two) == "c3:g7");
    CHECK(Notation::write(twoCaptures, two, Notation::Style::Numeric) == "22x8");
    CHECK(Notation::writeFull(twoCaptures) == "c3:e5:g7");
    CHECK(Notation::writeFull(twoCaptures, Notation::Style::Numeric) == "22x15x8");

    const Position black = fen("B:Wc5,e3:Bb6");
    CHECK(writtenMoves(black, Notation::Style::Numeric) == std::vector<std::string>{"9x27"});
    CHECK(Notation::writeFull(parsed("9x27", black), Notation::Style::Numeric) == "9x18x27");

    const Position king = fen("W:WKa1:Bh8");
    CHECK(Notation::write(parsed("a1-g7", king), king) == "a1-g7");
}

TEST_CASE("Notation::write adds the landing squares only where the end points are shared",
          "[notation]")
{
    // Two moves of the king from b2 end on a5 with different captured sets.
    const Position position = fen("W:WKb2:Bb6,d4,d6,e7");
    CHECK(writtenMoves(position, Notation::Style::Algebraic) ==
          std::vector<std::string>{"b2:e5:c7:a5", "b2:f6:d8:a5"});
    CHECK(writtenMoves(position, Notation::Style::Numeric) ==
          std::vector<std::string>{"25x11x2x13", "25x15x6x13"});

    // d8:g1 is the only move ending on g1; the others share b4 or a5 in pairs.
    const Position king = fen("W:WKd8:Bc3,f2,f4,Kf6");
    CHECK(writtenMoves(king, Notation::Style::Algebraic) ==
          std::vector<std::string>{"d8:g1", "d8:g5:d2:a5", "d8:g5:d2:b4", "d8:h4:e1:a5",
                                   "d8:h4:e1:b4"});

    // Several routes of one move (same from, to and captured set) need no landing squares.
    const Position roundTrip = fen("W:WKe3:Bc5,c7,e5,e7");
    CHECK(writtenMoves(roundTrip, Notation::Style::Algebraic) ==
          std::vector<std::string>{"e3:a1", "e3:b2", "e3:c3", "e3:d4"});
}

TEST_CASE("what the tool writes reads back as the same move", "[notation]")
{
    // The text read back names the move, or is ambiguous with the move as its exact route.
    const auto readBack = [](const std::string &written, const Position &position) {
        const auto back = Notation::parse(written, position);
        if (back)
            return back.value();
        INFO(back.error().message);
        REQUIRE(back.error().kind == NotationErrorKind::Ambiguous);
        REQUIRE(back.error().exactRoute);
        return *back.error().exactRoute;
    };
    const char *const positions[] = {
        "W:W21-32:B1-12",
        "B:W18,21,23-32:B1-12",                    // after 1. c3-d4
        "W:Wa1,c3,e3,g3,b2,d2,f2,h2:Bd4,f6,b6,h6", // men with captures both ways
        "W:Wc3:Bd4,d6,f6",
        "W:Wa1:Bb2,d4,f6",
        "W:Wf6:Bc7,e7",
        "W:Wb2,b6:Bc3,c5",
        "W:WKb2:Bb6,d4,d6,e7",
        "W:WKd8:Bc3,f2,f4,Kf6",
        "W:WKe3:Bc5,c7,e5,e7",
        "B:WKb4,Ke5,Kf2,g5:BKe1",
        "B:Wc5,e3,e5,Kg7:BKa3",
        "B:Wc3,Kc5,e7,f2,Kf4,Kh4:BKd4,Kg3,h2",
        "W:WKa1,a5,b4,Kb8,e1:Bc7,e3,Ke7,Kf2,g5,Kg7",
        "W:WKa1,Kc1,Ke1,Kg1:Bb4,d4,f4,h4,b6,d6,f6",
    };
    std::size_t checked = 0;
    for (const char *text : positions) {
        const Position position = fen(text);
        const MoveList moves = MoveGenerator::legalMoves(position);
        REQUIRE_FALSE(moves.empty());
        for (const Move &move : moves) {
            for (const auto style : {Notation::Style::Algebraic, Notation::Style::Numeric}) {
                for (const std::string &written :
                     {Notation::write(move, position, style), Notation::writeFull(move, style)}) {
                    CAPTURE(text, written);
                    CHECK(readBack(written, position).sameMove(move));
                    ++checked;
                }
            }
        }
        // Every route, written in full, names its move.
        for (const Move &route :
             MoveGenerator::legalMoves(position, MoveGenerator::Mode::AllRoutes)) {
            const std::string written = Notation::writeFull(route);
            CAPTURE(text, written);
            CHECK(readBack(written, position).sameMove(route));
        }
    }
    CHECK(checked > 100);
}

} // namespace notation_test
