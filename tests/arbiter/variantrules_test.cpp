// English checkers, Italian draughts and Pool checkers on the one generator (arbiter/variant.h,
// arbiter/movesearch.h; their perft: gridgenerator_test.cpp): a hand-checked position for every
// rule that tells them apart
// — the man that captures forwards only or backwards too, the short king and the flying one, the
// man reaching the far row in a capture, the Italian man that may not take a king, and the four
// steps of Italian precedence (FID 6.6–6.9).
#include "arbiter/auditboard.h"
#include "arbiter/fen.h"
#include "arbiter/gridgenerator.h"
#include "arbiter/gridnotation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/variantgrid.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

namespace variantrules_test {

using namespace arbiter;

namespace {

template <class G>
GridPosition<G> positionOf(Variant variant, std::string_view fen)
{
    const auto pieces = Fen::parse(fen, rulesOf(variant));
    REQUIRE(pieces);
    return GridNotation<G>::position(*pieces);
}

// The legal moves of `fen` in `variant`, as the tool writes them, " K" after a man crowned;
// sorted.
std::vector<std::string> movesOf(Variant variant, std::string_view fen)
{
    return onGridOf(variant, [&]<class G>() {
        const GridGenerator<G> generator(rulesOf(variant));
        const GridNotation<G> notation(generator);
        const GridPosition<G> position = positionOf<G>(variant, fen);
        std::vector<GridMove> moves;
        generator.legalMoves(position, moves);
        std::vector<std::string> out;
        for (const GridMove &move : moves)
            out.push_back(notation.write(move, position) + (move.promotes ? " K" : ""));
        std::ranges::sort(out);
        return out;
    });
}

// A collection replayed game by game, an ambiguous move taken as any of the moves it fits (the
// audit's look-ahead, keepsLegal): how many games, how many play to their end and their plies, and
// the 1-based numbers of the games whose start cannot be set up (a wrong FEN), each with its
// finding code.
struct Replayed
{
    int games = 0;
    int toEnd = 0;
    int plies = 0;
    std::vector<std::pair<int, std::string>> unplayable;

    bool operator==(const Replayed &) const = default;
};

std::ostream &operator<<(std::ostream &out, const Replayed &replayed)
{
    out << replayed.games << " games, " << replayed.toEnd << " to the end, " << replayed.plies
        << " plies, unplayable:";
    for (const auto &[game, code] : replayed.unplayable)
        out << " " << game << " " << code;
    return out;
}

Replayed replayed(Variant variant, const std::string &file)
{
    std::ifstream input(std::string(SHASHKI_TEST_DATA_DIR "/pdn/succeed/") + file,
                        std::ios::binary);
    REQUIRE(input);
    PdnReader reader(input);
    return onGridOf(variant, [&]<class G>() {
        const GridGenerator<G> generator(rulesOf(variant));
        const GridBoard<G> board(generator);
        Replayed result;
        while (const auto game = reader.next()) {
            ++result.games;
            const auto start = gridStartOf(board, *game);
            if (const auto *finding = std::get_if<AuditFinding>(&start)) {
                result.unplayable.emplace_back(result.games, finding->code);
                continue;
            }
            int budget = 1'000'000; // parse steps: no game of the corpus comes near
            if (keepsLegal(board, std::get<0>(start), game->moves, budget)) {
                ++result.toEnd;
                result.plies += static_cast<int>(game->moves.size());
            }
        }
        return result;
    });
}

} // namespace

TEST_CASE("English, Italian and Pool: name, GameType, board and first move", "[grid]")
{
    CHECK(variantOfGameType(21) == Variant::English);
    CHECK(variantOfGameType(22) == Variant::Italian);
    CHECK(variantOfGameType(23) == Variant::Pool);
    CHECK(variantNamed("english") == Variant::English);
    CHECK(variantNamed("italian") == Variant::Italian);
    CHECK(variantNamed("pool") == Variant::Pool);
    CHECK(variantOfGameType(41) == Variant::Spantsiretti);
    CHECK(variantNamed("russian-10x8") == Variant::Russian10x8);
    CHECK_FALSE(variantOfGameType(0)); // 80-square draughts have no GameType
    CHECK(rulesOf(Variant::Russian10x8).pdnGameType == 0);
    for (const VariantRules &rules : allVariants()) {
        INFO(rules.name);
        // Every variant is played on the grid whose geometry its rules give.
        const BoardGeometry geometry =
            onGridOf(rules.variant, []<class G>() { return G::geometry; });
        CHECK(geometry.columns == geometryOf(rules).columns);
        CHECK(geometry.rows == geometryOf(rules).rows);
        CHECK(geometry.numbering == geometryOf(rules).numbering);
        CHECK(geometry.firstToMove == geometryOf(rules).firstToMove);
        CHECK(geometry.mirrored == geometryOf(rules).mirrored);
    }

    // Black moves first in English and Pool checkers, from 1–12 (the top of the diagram) down.
    CHECK(movesOf(Variant::English, "B:W21-32:B1-12") ==
          std::vector<std::string>{"10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"});
    const GridGenerator<Grid8Checkers> english(rulesOf(Variant::English));
    CHECK(english.initial().sideToMove() == Side::Black);
    CHECK(english.initial() == positionOf<Grid8Checkers>(Variant::English, "B:W21-32:B1-12"));
    // Italian: White first, 21–32 at the bottom of the mirrored board (21 = b3, 17 = a4).
    const GridGenerator<Grid8Mirrored> italian(rulesOf(Variant::Italian));
    CHECK(italian.initial().sideToMove() == Side::White);
    CHECK(italian.initial() == positionOf<Grid8Mirrored>(Variant::Italian, "W:W21-32:B1-12"));
    CHECK(movesOf(Variant::Italian, "W:W21-32:B1-12") ==
          std::vector<std::string>{"21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"});
}

TEST_CASE("The mirrored board's squares by name and number", "[grid]")
{
    using N = GridNotation<Grid8Mirrored>;
    // Square 1 is a8, the top row's first dark square; 32 is h1.
    CHECK(N::squareName(Grid8Mirrored::geometry.topIndexOf(1)) == "1");
    CHECK(N::squareName(Grid8Mirrored::geometry.topIndexOf(1), N::Style::Algebraic) == "a8");
    CHECK(N::squareName(Grid8Mirrored::geometry.topIndexOf(32), N::Style::Algebraic) == "h1");
    CHECK(N::squareName(Grid8Mirrored::geometry.topIndexOf(22), N::Style::Algebraic) == "d3");
    // A FEN by names reads the same squares as by numbers; a1 is light here.
    CHECK(positionOf<Grid8Mirrored>(Variant::Italian, "W:Wd3:Bc4") ==
          positionOf<Grid8Mirrored>(Variant::Italian, "W:W22:B18"));
    CHECK_FALSE(Fen::parse("W:Wa1:Bc4", rulesOf(Variant::Italian)));
    // A FEN's refusals name the squares of the mirrored board: 1 is a8, White's crowning row.
    const auto crowned = Fen::parse("W:W1:Bd5", rulesOf(Variant::Italian));
    REQUIRE_FALSE(crowned);
    CHECK(crowned.error().code == FenErrorCode::ManOnPromotionRank);
    CHECK(crowned.error().squareName == "a8");
    const auto twice = Fen::parse("W:Wb1,29:Bd5", rulesOf(Variant::Italian));
    REQUIRE_FALSE(twice);
    CHECK(twice.error().number == 29);
    CHECK(twice.error().squareName == "b1");
    const GridGenerator<Grid8Mirrored> generator(rulesOf(Variant::Italian));
    const GridNotation<Grid8Mirrored> notation(generator);
    const auto start = generator.initial();
    const auto named = notation.parse("b3-a4", start);
    REQUIRE(named);
    CHECK(notation.write(*named, start) == "21-17");
    CHECK(notation.write(*named, start, N::Style::Algebraic) == "b3-a4");
}

TEST_CASE("Men capture forwards only in English checkers, both ways in Pool", "[grid]")
{
    // Black's man on 18 (d4) has White's men on 15 (e5), behind it, and 22 (c3), ahead.
    CHECK(movesOf(Variant::English, "B:W15,22:B18") == std::vector<std::string>{"18x25"});
    CHECK(movesOf(Variant::Pool, "B:W15,22:B18") == std::vector<std::string>{"18x11", "18x25"});
}

TEST_CASE("Kings step one square in English checkers and fly in Pool", "[grid]")
{
    // Black's king on 14 (c5): four steps; in Pool the whole diagonals.
    CHECK(movesOf(Variant::English, "B:W32:BK14") ==
          std::vector<std::string>{"14-10", "14-17", "14-18", "14-9"});
    CHECK(movesOf(Variant::Pool, "B:W32:BK14").size() == 10);
    // White's man on 23 (e3), two squares away with 18 (d4) free between: out of the short
    // king's reach, taken by the flying one, which lands on 27 (f2) or 32 (g1) — 32 is White's
    // man here, so on 27.
    CHECK(movesOf(Variant::English, "B:W23,32:BK14") ==
          std::vector<std::string>{"14-10", "14-17", "14-18", "14-9"});
    CHECK(movesOf(Variant::Pool, "B:W23,32:BK14") == std::vector<std::string>{"14x27"});
}

TEST_CASE("A man reaching the far row in a capture: crowned and stopped, passing, or king",
          "[grid]")
{
    // Black's man on 22 (c3) takes 26 (d2) and lands on 31 (e1), White's base row; from there a
    // further capture over 27 (f2) is open backwards.
    // English: crowned, and the move ends there (WCDF).
    CHECK(movesOf(Variant::English, "B:W26,27:B22") == std::vector<std::string>{"22x31 K"});
    // Pool: the man passes the row and goes on as a man, backwards to 24 (g3) (APCA).
    CHECK(movesOf(Variant::Pool, "B:W26,27:B22") == std::vector<std::string>{"22x24"});
    // Russian: crowned at once, it goes on as a king and lands on 24 or 20 (docs/rules.md §6).
    CHECK(movesOf(Variant::Russian, "B:W26,27:B22") ==
          std::vector<std::string>{"22x20 K", "22x24 K"});
}

TEST_CASE("An Italian man may not take a king (FID 5.3)", "[grid]")
{
    // White's man on 22 (d3), Black's piece on 18 (c4), 13 (b5) free behind it.
    CHECK(movesOf(Variant::Italian, "W:W22:BK18") == std::vector<std::string>{"22-19"});
    CHECK(movesOf(Variant::Italian, "W:W22:B18") == std::vector<std::string>{"22x13"});
    // A king takes a king.
    CHECK(movesOf(Variant::Italian, "W:WK22:BK18") == std::vector<std::string>{"22x13"});
}

TEST_CASE("Italian precedence among captures (FID 6.6–6.9)", "[grid]")
{
    // 6.6, the most pieces: 21 (b3) takes 18 and 10 (to 5); 24 (h3) takes 20 only.
    CHECK(movesOf(Variant::Italian, "W:W21,24:B10,18,20") == std::vector<std::string>{"21x5"});
    // 6.7, as many pieces: the king's capture before the man's. The king on 9 (a6) takes 5 (b7);
    // the man on 22 (d3) takes 19 (e4).
    CHECK(movesOf(Variant::Italian, "W:W22,K9:B5,19") == std::vector<std::string>{"9x2"});
    // 6.8, a king taking as many pieces: the most kings. The king on 19 (e4) may take the king on
    // 14 (d5) or the man on 15 (f5).
    CHECK(movesOf(Variant::Italian, "W:WK19:BK14,15") == std::vector<std::string>{"19x10"});
    // 6.9, as many kings: the king met first. 19 takes the king on 14 then the man on 5 (to 1), or
    // the man on 15 then the king on 7 (to 3).
    CHECK(movesOf(Variant::Italian, "W:WK19:BK14,5,15,K7") == std::vector<std::string>{"19x1"});
    // The same position by the mirrored board's names: 19 is e4, 1 is a8.
    CHECK(movesOf(Variant::Italian, "W:WKe4:BKd5,b7,f5,Kf7") == std::vector<std::string>{"19x1"});
    // Under free choice (English rules, the same squares) both are legal.
    VariantRules free = rulesOf(Variant::Italian);
    free.captureChoice = CaptureChoice::Free;
    const GridGenerator<Grid8Mirrored> anyCapture(free);
    std::vector<GridMove> all;
    anyCapture.legalMoves(positionOf<Grid8Mirrored>(Variant::Italian, "W:WK19:BK14,5,15,K7"), all);
    CHECK(all.size() == 2);

    // A capture the precedence leaves out is refused, naming the one due.
    const GridGenerator<Grid8Mirrored> generator(rulesOf(Variant::Italian));
    const GridNotation<Grid8Mirrored> notation(generator);
    const auto later =
        notation.parse("19x3", positionOf<Grid8Mirrored>(Variant::Italian, "W:WK19:BK14,5,15,K7"));
    REQUIRE_FALSE(later);
    CHECK(later.error().kind == NotationErrorKind::IllegalMove);
    CHECK(later.error().detail ==
          RuleMessage{RuleMessageId::CapturePrecedence, MovesFacts{{"19x1"}}});
    // One taking fewer pieces: the majority's refusal.
    const auto fewer =
        notation.parse("24x15", positionOf<Grid8Mirrored>(Variant::Italian, "W:W21,24:B10,18,20"));
    REQUIRE_FALSE(fewer);
    CHECK(fewer.error().detail ==
          RuleMessage{RuleMessageId::MajorityCapture, MajorityFacts{1, 2, {"21x5"}}});
}

TEST_CASE("The English and Italian games of the PDN corpus replay move by move", "[grid]")
{
    // English checkers: games (OCA, Inferno, Tricks, Principles; two captures of Tricks, games 57
    // and 90, fit two routes each and the moves after them tell which) and problem collections,
    // which start from a FEN. Their few unplayable games have a FEN no English position has: a man
    // on the row where he would have been crowned (goulds 93, beginner 10, lpc 36, 63, 65, 73), a
    // list of pieces without its colour (bridges 14).
    const std::vector<std::pair<std::string, Replayed>> english = {
        {"OCA_2.0.pdn", {43, 43, 2280, {}}},
        {"inferno.pdn", {68, 68, 3306, {}}},
        {"Tricks traps and shots.pdn", {91, 91, 3017, {}}},
        {"Principles of Strategy.pdn", {16, 16, 594, {}}},
        {"goulds.pdn", {262, 261, 0, {{93, "BAD_FEN"}}}},
        {"gem.pdn", {162, 162, 0, {}}},
        {"bridges.pdn", {267, 266, 0, {{14, "BAD_FEN"}}}},
        {"borderclassics.pdn", {183, 183, 62, {}}},
        {"beginner.pdn", {58, 57, 0, {{10, "BAD_FEN"}}}},
        {"lpc.pdn",
         {100, 96, 0, {{36, "BAD_FEN"}, {63, "BAD_FEN"}, {65, "BAD_FEN"}, {73, "BAD_FEN"}}}},
    };
    for (const auto &[file, expected] : english) {
        INFO(file);
        CHECK(replayed(Variant::English, file) == expected);
    }
    // Italian draughts: the 69th Italian championship, 2005, every game to its end on the mirrored
    // board (game 46's last move, 3x26, fits two routes: the sheet does not say which, and the
    // audit says so, tests/arbiter/variantaudit_test.cpp).
    CHECK(replayed(Variant::Italian, "Campionato Assoluto 2005.pdn") == Replayed{53, 53, 3227, {}});
}

} // namespace variantrules_test
