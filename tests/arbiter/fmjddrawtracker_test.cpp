// The FMJD draw rules (arbiter/fmjddrawtracker.h), each in a constructed game ruled at the exact
// ply: 10×10 positions whose kings shuttle between squares where nothing can be taken.
#include "arbiter/fen.h"
#include "arbiter/fmjddrawtracker.h"
#include "arbiter/gridnotation.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace fmjddrawtracker_test {

using namespace arbiter;

namespace {

// A draw as "rule@ply from start" ("kings-only@50 from 0"), claimable ones marked "(claim)".
std::string described(const DrawEvent &event)
{
    return std::string(drawRuleId(event.rule)) + "@" + std::to_string(event.ply) + " from " +
           std::to_string(event.windowStartPly) +
           (event.kind == DrawKind::Claimable ? " (claim)" : "");
}

// `cycle` repeated until `plies` moves are written.
std::vector<std::string> repeated(const std::vector<std::string> &cycle, int plies)
{
    std::vector<std::string> moves;
    for (int i = 0; i < plies; ++i)
        moves.push_back(cycle[static_cast<std::size_t>(i) % cycle.size()]);
    return moves;
}

// Every draw the moves bring, from the FEN, in order.
template <class G>
std::vector<std::string>
draws(Variant variant, std::string_view fen, const std::vector<std::string> &moves,
      std::vector<DrawWindow> *windowsAt10 = nullptr, const FmjdDrawLimits &limits = {})
{
    const GridGenerator<G> generator(rulesOf(variant));
    const GridNotation<G> notation(generator);
    const auto pieces = Fen::parse(fen, rulesOf(variant));
    REQUIRE(pieces.ok());
    FmjdDrawTracker<G> tracker(generator, GridNotation<G>::position(*pieces), limits);
    std::vector<std::string> out;
    for (const std::string &text : moves) {
        INFO("ply " << tracker.ply() + 1 << ": " << text);
        const auto move = notation.parse(text, tracker.position());
        REQUIRE(move.ok());
        for (const DrawEvent &event : tracker.play(*move))
            out.push_back(described(event));
        if (windowsAt10 && tracker.ply() == 10)
            *windowsAt10 = tracker.windows();
    }
    return out;
}

// The automatic draws among `events`.
std::vector<std::string> automatic(const std::vector<std::string> &events)
{
    std::vector<std::string> out;
    for (const std::string &event : events)
        if (event.find("(claim)") == std::string::npos)
            out.push_back(event);
    return out;
}

} // namespace

TEST_CASE("FMJD: 25 moves of each player with only kings moving draw the game", "[fmjd-draw]")
{
    // Two kings and two men: only the kings move (48-43-48, 3-9-3), nothing can be taken. Each
    // position stands a third time at plies 8-11 (claimable); the 50th quiet king ply draws.
    const std::vector<std::string> cycle = {"48-43", "3-9", "43-48", "9-3"};
    CHECK(draws<Grid10>(Variant::International, "W:WK48,36:BK3,15", repeated(cycle, 52)) ==
          std::vector<std::string>{"threefold@8 from 0 (claim)", "threefold@9 from 1 (claim)",
                                   "threefold@10 from 2 (claim)", "threefold@11 from 3 (claim)",
                                   "kings-only@50 from 0"});

    // Black's man 15-20 at ply 22 starts the count again: 50 king plies more end at ply 72.
    std::vector<std::string> moves = repeated(cycle, 21);
    moves.push_back("15-20");
    for (const std::string &move : repeated({"43-48", "3-9", "48-43", "9-3"}, 50))
        moves.push_back(move);
    CHECK(automatic(draws<Grid10>(Variant::International, "W:WK48,36:BK3,15", moves)) ==
          std::vector<std::string>{"kings-only@72 from 22"});
}

TEST_CASE("FMJD: three pieces against a lone king, 16 more moves each", "[fmjd-draw]")
{
    // Three kings against the king on 3, off the long diagonal: drawn after 32 plies.
    const std::vector<std::string> cycle = {"47-42", "3-9", "42-47", "9-3"};
    std::vector<DrawWindow> running;
    const auto events =
        draws<Grid10>(Variant::International, "W:WK46,K47,K48:BK3", repeated(cycle, 34), &running);
    CHECK(events.back() == "three-pieces@32 from 0");
    REQUIRE(running.size() == 2);
    CHECK(running[0].rule == DrawRule::KingsOnly);
    CHECK(running[1].rule == DrawRule::ThreePieces);
    CHECK(running[1].count == 10);
    CHECK(running[1].limit == 32);

    // A king given up at ply 29 and taken at ply 30 leaves two kings against the king: the 16
    // moves stay the limit (drawn at ply 32, not at 40 by the 5 moves counted from the capture).
    std::vector<std::string> moves = repeated({"41-36", "3-8", "36-41", "8-3"}, 28);
    for (const char *move : {"32-14", "3x25", "41-36", "25-20"})
        moves.emplace_back(move);
    CHECK(automatic(draws<Grid10>(Variant::International, "W:WK32,K41,K46:BK3", moves)) ==
          std::vector<std::string>{"three-pieces@32 from 0"});

    // A king and two men count the same.
    CHECK(draws<Grid10>(Variant::International, "W:WK47,36,45:BK3", repeated(cycle, 32)).back() ==
          "three-pieces@32 from 0");
}

TEST_CASE("FMJD: the lone king on the long diagonal, 5 more moves each", "[fmjd-draw]")
{
    // On the long diagonal from the start (28, 23): drawn after 10 plies.
    CHECK(draws<Grid10>(Variant::International, "W:WK47,K48,K49:BK28",
                        repeated({"47-42", "28-23", "42-47", "23-28"}, 12)) ==
          std::vector<std::string>{"threefold@8 from 0 (claim)", "threefold@9 from 1 (claim)",
                                   "threefold@10 from 2 (claim)", "long-diagonal@10 from 0",
                                   "threefold@11 from 3 (claim)"});
    // Reaching it at ply 4 (9-14): the 5 moves count from there, before the 16 end.
    const auto later =
        draws<Grid10>(Variant::International, "W:WK47,K48,K49:BK3",
                      {"47-42", "3-9", "42-47", "9-14", "47-42", "14-10", "42-47", "10-14", "47-42",
                       "14-10", "42-47", "10-14", "47-42", "14-10", "42-47"});
    CHECK(automatic(later) == std::vector<std::string>{"long-diagonal@14 from 4"});
    CHECK(FmjdDrawTracker<Grid10>::longDiagonal() ==
          (Grid10::maskOf(45) | Grid10::maskOf(40) | Grid10::maskOf(36) | Grid10::maskOf(31) |
           Grid10::maskOf(27) | Grid10::maskOf(22) | Grid10::maskOf(18) | Grid10::maskOf(13) |
           Grid10::maskOf(9) | Grid10::maskOf(4)));
}

TEST_CASE("FMJD: two kings, a king and a man, or a king against a lone king, 5 more moves each",
          "[fmjd-draw]")
{
    const std::vector<std::string> cycle = {"47-42", "3-9", "42-47", "9-3"};
    CHECK(automatic(draws<Grid10>(Variant::International, "W:WK47,K48:BK3", repeated(cycle, 12))) ==
          std::vector<std::string>{"two-pieces@10 from 0"});
    CHECK(draws<Grid10>(Variant::International, "W:WK47,36:BK3", repeated(cycle, 10)).back() ==
          "two-pieces@10 from 0");
    CHECK(draws<Grid10>(Variant::International, "W:WK47:BK3", repeated(cycle, 10)).back() ==
          "two-pieces@10 from 0");
    // Nothing is drawn before: after 9 plies no automatic draw.
    CHECK(
        automatic(draws<Grid10>(Variant::International, "W:WK47:BK3", repeated(cycle, 9))).empty());
}

TEST_CASE("Brazilian draughts follow the FMJD rules on 8×8", "[fmjd-draw]")
{
    // Kings on c1, e1, g1 against the king on b8 (off the long diagonal a1-h8): 32 plies.
    CHECK(draws<Grid8>(Variant::Brazilian, "W:WKc1,Ke1,Kg1:BKb8",
                       repeated({"31-26", "1-5", "26-31", "5-1"}, 32))
              .back() == "three-pieces@32 from 0");
    CHECK(FmjdDrawTracker<Grid8>::longDiagonal() ==
          (Grid8::maskOf(28) | Grid8::maskOf(24) | Grid8::maskOf(21) | Grid8::maskOf(17) |
           Grid8::maskOf(14) | Grid8::maskOf(10) | Grid8::maskOf(7) | Grid8::maskOf(3)));
}

TEST_CASE("FMJD: the limits are the article's, in plies, and the tracker counts to them",
          "[fmjd-draw]")
{
    const FmjdDrawLimits fmjd;
    CHECK(fmjd.kingsOnlyPlies == 50);    // 25 moves each
    CHECK(fmjd.threePiecesPlies == 32);  // 16 moves each
    CHECK(fmjd.longDiagonalPlies == 10); // 5 moves each
    CHECK(fmjd.twoPiecesPlies == 10);    // 5 moves each

    // The kings-only shuffle of the first case, counted to a limit of 12 plies instead of 50: the
    // draw comes at ply 12, after the claims of plies 8–11.
    const std::vector<std::string> cycle = {"48-43", "3-9", "43-48", "9-3"};
    FmjdDrawLimits shorter;
    shorter.kingsOnlyPlies = 12;
    CHECK(draws<Grid10>(Variant::International, "W:WK48,36:BK3,15", repeated(cycle, 14), nullptr,
                        shorter) ==
          std::vector<std::string>{"threefold@8 from 0 (claim)", "threefold@9 from 1 (claim)",
                                   "threefold@10 from 2 (claim)", "threefold@11 from 3 (claim)",
                                   "kings-only@12 from 0"});
}

} // namespace fmjddrawtracker_test
