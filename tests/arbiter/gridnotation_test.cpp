// Moves and FEN of every variant (arbiter/gridnotation.h, arbiter/fen.h): numeric notation on
// 10×10 and 8×8, each refusal with its reason, and every International game of the PDN corpus
// (tests/data/pdn/succeed/) replayed move by move.
#include "arbiter/fen.h"
#include "arbiter/gridnotation.h"
#include "arbiter/pdnreader.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace gridnotation_test {

using namespace arbiter;

namespace {

template <class G>
GridPosition<G> fenOf(std::string_view text, Variant variant)
{
    const auto pieces = Fen::parse(text, rulesOf(variant));
    REQUIRE(pieces.ok());
    return GridNotation<G>::position(*pieces);
}

template <class G>
std::string fenText(const GridPosition<G> &position, Variant variant)
{
    return Fen::write(GridNotation<G>::fenPieces(position), rulesOf(variant));
}

// "a-b" or "axb {taken}" in printed numbers.
std::string described(const GridMove &move)
{
    std::string out =
        std::to_string(move.from + 1) + (move.captured ? "x" : "-") + std::to_string(move.to + 1);
    if (move.captured) {
        std::string taken;
        for (int s = 0; s < 64; ++s)
            if ((move.captured >> s) & 1u)
                taken += (taken.empty() ? "" : ",") + std::to_string(s + 1);
        out += " {" + taken + "}";
    }
    return out;
}

std::string numbers(int first, int last, std::vector<int> skipped = {})
{
    std::string out;
    for (int n = first; n <= last; ++n)
        if (std::find(skipped.begin(), skipped.end(), n) == skipped.end())
            out += (out.empty() ? "" : ",") + std::to_string(n);
    return out;
}

// Whether `moves` from `index` on are legal from `position`, an ambiguous move taken as any of
// the moves it fits (the audit's look-ahead, docs/audit-json.md §1).
bool replaysToEnd(const GridGenerator<Grid10> &generator, const GridNotation<Grid10> &notation,
                  const GridPosition<Grid10> &position, const std::vector<PdnMove> &moves,
                  std::size_t index)
{
    if (index == moves.size())
        return true;
    const auto move = notation.parse(moves[index].text, position);
    if (move.ok())
        return replaysToEnd(generator, notation, generator.after(position, *move), moves,
                            index + 1);
    if (move.error().kind != NotationErrorKind::Ambiguous)
        return false;
    return std::ranges::any_of(move.error().candidates, [&](const GridMove &candidate) {
        return replaysToEnd(generator, notation, generator.after(position, candidate), moves,
                            index + 1);
    });
}

} // namespace

TEST_CASE("FEN on the 10×10 board: numbers 1…50, the first position, its refusals", "[grid]")
{
    const GridGenerator<Grid10> generator(rulesOf(Variant::International));
    const auto initial = fenOf<Grid10>("W:W31-50:B1-20", Variant::International);
    CHECK(initial == generator.initial());
    CHECK(fenText(initial, Variant::International) ==
          "W:W" + numbers(31, 50) + ":B" + numbers(1, 20));
    CHECK(fenOf<Grid10>("B:WK46,45:BK1,20.", Variant::International) ==
          fenOf<Grid10>("B:BK1,20:W45,K46", Variant::International));

    const auto refused = [](std::string_view text) {
        const auto read = Fen::parse(text, rulesOf(Variant::International));
        REQUIRE_FALSE(read.ok());
        return std::to_string(read.error().column) + ": " + read.error().message;
    };
    CHECK(refused("W:W51") == "4: a square number must be 1…50");
    CHECK(refused("W:Wc3") == "4: expected a square (1…50), found 'c'");
    CHECK(refused("W:W3") == "4: white man on square 3 stands on its promotion rank; write K "
                             "before the number for a king");
    CHECK(refused("W:B46") == "4: black man on square 46 stands on its promotion rank; write K "
                              "before the number for a king");
    CHECK(refused("W:W10-30") == "4: more than 20 white pieces");
    CHECK(refused("W:W31,31") == "7: square 31 is listed twice");

    // 8×8 (Brazilian): names and numbers, twelve pieces a side.
    const auto brazilian = Fen::parse("W:Wc3,21:Bd6", rulesOf(Variant::Brazilian));
    REQUIRE(brazilian.ok());
    CHECK(Fen::write(*brazilian, rulesOf(Variant::Brazilian)) == "W:W21,22:B10");
}

TEST_CASE("Numeric moves on 10×10: quiet moves, captures, and why a move is refused", "[grid]")
{
    const GridGenerator<Grid10> generator(rulesOf(Variant::International));
    const GridNotation<Grid10> notation(generator);
    GridPosition<Grid10> position = generator.initial();
    const auto play = [&](std::string_view text) {
        const auto move = notation.parse(text, position);
        REQUIRE(move.ok());
        position = generator.after(position, *move);
        return described(*move);
    };
    // The first moves of Ndjofang - Heusdens, world championship 2003 (wk2003.pdn).
    CHECK(play("32-28") == "32-28");
    CHECK(play("17-22") == "17-22");
    CHECK(play("28x17") == "28x17 {22}");
    CHECK(play("12x21") == "12x21 {17}");
    CHECK(fenText(position, Variant::International) ==
          "W:W31," + numbers(33, 50) + ":B" + numbers(1, 21, {12, 17}));

    const auto refusal = [&](std::string_view text) {
        const auto move = notation.parse(text, position);
        REQUIRE_FALSE(move.ok());
        return move.error();
    };
    CHECK(refusal("36-31").kind == NotationErrorKind::TargetOccupied);
    CHECK(refusal("36-31").message == "31 is occupied by a white man");
    CHECK(refusal("28-23").message == "there is no piece on 28");
    CHECK(refusal("21-27").message == "21 holds a black man but white is to move");
    CHECK(refusal("33-22").message == "the piece on 33 cannot move to 22");
    CHECK(refusal("33x22").message == "there is no capture here");
    const auto unreadable = [&](std::string_view text) {
        const GridNotationError error = refusal(text);
        CHECK(error.kind == NotationErrorKind::Unparseable);
        return std::to_string(error.column) + ": " + error.message;
    };
    CHECK(unreadable("51-46") == "1: square numbers are 1…50");
    CHECK(unreadable("c3-d4") == "1: unexpected 'c' in a move");
    CHECK(unreadable("32-28-23") == "1: a quiet move has two squares: where it starts and where "
                                    "it ends");
    CHECK(unreadable("32-28x23") == "6: '-' (quiet move) and ':' (capture) are mixed");
    CHECK(unreadable("32-") == "4: expected a square after the separator");
    CHECK(unreadable("32") == "3: expected a target square");
    CHECK(unreadable("32/28") == "3: unexpected '/' in a move");
}

TEST_CASE("A capture must be played, to its end, and with the most pieces", "[grid]")
{
    const GridGenerator<Grid10> generator(rulesOf(Variant::International));
    const GridNotation<Grid10> notation(generator);
    // The man on 28 takes 23 and 14 (to 10) or the king on 22 and the man on 11 (to 6).
    const auto both = fenOf<Grid10>("W:W28:B11,14,23,K22", Variant::International);
    const auto quiet = notation.parse("28-32", both);
    REQUIRE_FALSE(quiet.ok());
    CHECK(quiet.error().kind == NotationErrorKind::CaptureRequired);
    CHECK(quiet.error().message == "capture is mandatory: 28x6, 28x10");
    const auto halfway = notation.parse("28x19", both);
    REQUIRE_FALSE(halfway.ok());
    CHECK(halfway.error().kind == NotationErrorKind::CaptureNotFinished);
    CHECK(halfway.error().message == "the capture is not finished: it must go on, as 28x10");
    REQUIRE(notation.parse("28x10", both).ok());
    CHECK(described(*notation.parse("28x6", both)) == "28x6 {11,22}");

    // Without the man on 11 the king's route takes one piece: refused for the majority rule.
    const auto fewer = fenOf<Grid10>("W:W28:B14,23,K22", Variant::International);
    const auto single = notation.parse("28x17", fewer);
    REQUIRE_FALSE(single.ok());
    CHECK(single.error().kind == NotationErrorKind::IllegalMove);
    CHECK(single.error().message == "it takes 1 piece where 2 can be taken: the capture of "
                                    "the most pieces is compulsory (28x10)");
    REQUIRE(single.error().candidates.size() == 1);
    CHECK(described(single.error().candidates.front()) == "28x10 {14,23}");
}

TEST_CASE("Two captures with the same ends are told apart by the squares landed on", "[grid]")
{
    // Brazilian draughts: from 25 (b2) to 13 (a5) the king takes 18, 10 and 9 landing on 15 and
    // 6, or 18, 7 and 9 landing on 11 and 2: three pieces either way, both legal.
    const GridGenerator<Grid8> generator(rulesOf(Variant::Brazilian));
    const GridNotation<Grid8> notation(generator);
    const auto position = fenOf<Grid8>("W:WKb2:Bb6,d4,d6,e7", Variant::Brazilian);
    const auto ambiguous = notation.parse("25x13", position);
    REQUIRE_FALSE(ambiguous.ok());
    CHECK(ambiguous.error().kind == NotationErrorKind::Ambiguous);
    CHECK(ambiguous.error().message == "ambiguous: 2 legal moves fit (25x15x6x13, 25x11x2x13)");
    const auto byE5 = notation.parse("25x15x6x13", position);
    const auto byF6 = notation.parse("25x11x13", position);
    REQUIRE(byE5.ok());
    REQUIRE(byF6.ok());
    CHECK(described(*byE5) == "25x13 {9,10,18}");
    CHECK(described(*byF6) == "25x13 {7,9,18}");
    CHECK(notation.write(*byE5, position) == "25x15x6x13");
    CHECK(notation.write(*byE5, position, GridNotation<Grid8>::Style::Algebraic) == "b2:e5:c7:a5");
    CHECK(described(*notation.parse("b2:f6:d8:a5", position)) == "25x13 {7,9,18}");
}

TEST_CASE("Every International game of the PDN corpus replays move by move", "[grid][corpus]")
{
    const GridGenerator<Grid10> generator(rulesOf(Variant::International));
    const GridNotation<Grid10> notation(generator);
    int plies = 0;
    std::vector<std::string> problems;
    std::vector<std::string> resolved;
    int games = 0;
    for (const char *name :
         {"DUTCH96H.pdn", "PROF2.pdn", "candidate95.pdn", "kurnik.pdn", "nk ronde 01.pdn",
          "nk ronde 02.pdn", "nk2003-amsterdam.pdn", "rk ronde 12.pdn", "wk2003.pdn",
          "090417ronde12.pdn", "schildpad.pdn", "windragon.pdn"}) {
        std::ifstream in(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "pdn" / "succeed" / name,
                         std::ios::binary);
        REQUIRE(in);
        PdnReader reader(in);
        while (const auto game = reader.next()) {
            INFO(name << ", game " << game->index);
            GridPosition<Grid10> position = generator.initial();
            if (const auto fen = game->tag("FEN")) {
                const auto pieces = Fen::parse(*fen, rulesOf(Variant::International));
                REQUIRE(pieces.ok());
                position = GridNotation<Grid10>::position(*pieces);
            }
            ++games;
            for (std::size_t i = 0; i < game->moves.size(); ++i) {
                const PdnMove &written = game->moves[i];
                auto move = notation.parse(written.text, position);
                const std::string where = std::string(name) + " game " +
                                          std::to_string(game->index) + ", move " +
                                          std::to_string(written.moveNumber) + " " + written.text;
                if (!move.ok() && move.error().kind == NotationErrorKind::Ambiguous) {
                    // Told apart by the moves after it, as the audit does.
                    std::vector<GridMove> fitting;
                    for (const GridMove &candidate : move.error().candidates)
                        if (replaysToEnd(generator, notation, generator.after(position, candidate),
                                         game->moves, i + 1))
                            fitting.push_back(candidate);
                    if (fitting.size() == 1) {
                        resolved.push_back(where + " played as " +
                                           notation.write(fitting.front(), position) + " " +
                                           described(fitting.front())
                                               .substr(described(fitting.front()).find('{')));
                        move = fitting.front();
                    }
                }
                if (!move.ok()) {
                    problems.push_back(where + ": " + move.error().message);
                    break;
                }
                position = generator.after(position, *move);
                ++plies;
            }
        }
    }
    // 160 games, 16,075 plies. Two moves of PROF2.pdn are written wrongly — a capture written
    // with '-' and a quiet move with 'x' — and their games are replayed up to them; the
    // previous and following moves show which move was meant, but a sheet says what it says.
    CHECK(games == 160);
    CHECK(plies == 16075);
    CHECK(problems == std::vector<std::string>{
                          "PROF2.pdn game 11, move 16 30-39: a capture written with '-': 30x39",
                          "PROF2.pdn game 14, move 21 38x33: there is no capture here"});
    // Two king captures written by their ends fit two moves each; the moves after them tell
    // which was played.
    CHECK(resolved == std::vector<std::string>{
                          "schildpad.pdn game 3, move 35 36x16 played as 36x13x2x16 {8,11,27}",
                          "schildpad.pdn game 7, move 56 4x24 played as 4x31x42x24 {18,29,37}"});
}

TEST_CASE("A legal capture written by squares none of its routes lands on", "[grid]")
{
    // 22 takes 18 and 11, landing on 15 and then 8. Written through 13, which its route never
    // touches, it is no capture of the position — not one the majority rule or a precedence
    // leaves out.
    const GridGenerator<Grid8> generator(rulesOf(Variant::Brazilian));
    const GridNotation<Grid8> notation(generator);
    const auto position = fenOf<Grid8>("W:W22,32:B18,11,1", Variant::Brazilian);
    const auto written = notation.parse("22x13x8", position);
    REQUIRE_FALSE(written);
    CHECK(written.error().kind == NotationErrorKind::IllegalMove);
    CHECK(written.error().detail.id == RuleMessageId::NoCaptureTo);
    REQUIRE(notation.parse("22x8", position));
}

} // namespace gridnotation_test
