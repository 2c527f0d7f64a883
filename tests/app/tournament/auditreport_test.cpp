// app::moveLabel and app::gameAuditLines (auditreport.h): the audit's human lines, "FILE:LINE:COL:
// game N (White – Black), move 7…f6:d4: KIND: MESSAGE", for a finding, a claimable draw and a
// finding on the game as a whole, each place worked out by hand from the PDN text below.
#include "app/tournament/auditreport.h"
#include "arbiter/pdnreader.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace auditreport_test {

namespace {

using Lines = std::vector<std::string>;

// Three games of one file, line by line:
//  1-4 game 1's tags, 6 its moves: "1. c3-d4 f6-d4 1-0" — 1...f6-d4 (ply 2, column 10) goes to a
//      square White's man has just taken: illegal, and the replay stops there (no result check);
//  8-10 game 2's tags (no players), 12 its moves: a king each and a man each, the kings going
//      c1-d2-c1 and f8-e7-f8 twice: the start position (White to move) stands again after ply 4
//      and ply 8: threefold, claimable after ply 8 (4...e7-f8, column 55), at plies 0 4 8;
//  14-15 game 3's tags: a FEN naming square 0 (column 4 of the FEN: "W:W0…"), so the game is
//  skipped.
const std::string file = "[Event \"Cup\"]\n"
                         "[White \"Iskra\"]\n"
                         "[Black \"Kogan\"]\n"
                         "[Result \"1-0\"]\n"
                         "\n"
                         "1. c3-d4 f6-d4 1-0\n"
                         "\n"
                         "[Event \"Cup\"]\n"
                         "[Result \"1/2-1/2\"]\n"
                         "[FEN \"W:Wa1,Kc1:Bh8,Kf8\"]\n"
                         "\n"
                         "1. c1-d2 f8-e7 2. d2-c1 e7-f8 3. c1-d2 f8-e7 4. d2-c1 e7-f8 1/2-1/2\n"
                         "\n"
                         "[White \"Iskra\"]\n"
                         "[FEN \"W:W0:B1\"]\n"
                         "\n"
                         "*\n";

struct Audited
{
    arbiter::PdnGame game;
    arbiter::GameAudit audit;
};

std::vector<Audited> auditFile()
{
    std::istringstream input(file);
    arbiter::PdnReader reader(input);
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr);
    std::vector<Audited> games;
    while (auto game = reader.next()) {
        arbiter::GameAudit audit = auditor.audit(*game);
        games.push_back({std::move(*game), std::move(audit)});
    }
    return games;
}

} // namespace

TEST_CASE("a ply's label: its move number, '.' for White and '…' for Black", "[auditreport]")
{
    using arbiter::Side;
    // White first: plies 1, 2 are move 1; 13 is White's 7th move, 14 Black's.
    CHECK(app::moveLabel(1, Side::White, "c3-d4") == "move 1.c3-d4");
    CHECK(app::moveLabel(2, Side::White, "f6-e5") == "move 1…f6-e5");
    CHECK(app::moveLabel(13, Side::White, "c3-d4") == "move 7.c3-d4");
    CHECK(app::moveLabel(14, Side::White, "f6:d4") == "move 7…f6:d4");
    // Black first (a FEN with Black to move): ply 1 is move 1…, ply 2 White's move 2.
    CHECK(app::moveLabel(1, Side::Black, "f6:d4") == "move 1…f6:d4");
    CHECK(app::moveLabel(2, Side::Black, "c3-d4") == "move 2.c3-d4");
    CHECK(app::moveLabel(13, Side::Black, "f6:d4") == "move 7…f6:d4");
    CHECK(app::moveLabel(14, Side::Black, "c3-d4") == "move 8.c3-d4");
}

TEST_CASE("the audit's lines of a game: findings and draws with their places", "[auditreport]")
{
    const std::vector<Audited> games = auditFile();
    REQUIRE(games.size() == 3);

    SECTION("an illegal move")
    {
        const Audited &game = games[0];
        CHECK(app::gameAuditLines(game.audit, game.game.moves, "cup.pdn") ==
              Lines{"cup.pdn:6:10: game 1 (Iskra – Kogan), move 1…f6-d4: illegal: d4 is "
                    "occupied by a white man"});
    }
    SECTION("a threefold repetition, claimable")
    {
        const Audited &game = games[1];
        REQUIRE(game.audit.findings.empty());
        CHECK(app::gameAuditLines(game.audit, game.game.moves, "dir/cup.pdn") ==
              Lines{"dir/cup.pdn:12:55: game 2 (? – ?), move 4…e7-f8: draw: threefold "
                    "(claimable) after ply 8, the position stood at plies 0 4 8"});
    }
    SECTION("a game skipped for its FEN: the place of the tag, no move")
    {
        const Audited &game = games[2];
        CHECK(app::gameAuditLines(game.audit, game.game.moves, "cup.pdn") ==
              Lines{"cup.pdn:15:1: game 3 (Iskra – ?): bad FEN: FEN column 4: a square number "
                    "must be 1…32; game skipped"});
    }
}

TEST_CASE("the audit's lines in Russian, for the window", "[auditreport]")
{
    const std::vector<Audited> games = auditFile();
    REQUIRE(games.size() == 3);
    const auto russian = app::Language::Russian;
    CHECK(app::moveLabel(14, arbiter::Side::Black, "c3-d4", russian) == "ход 8.c3-d4");
    CHECK(app::gameAuditLines(games[0].audit, games[0].game.moves, "cup.pdn", russian) ==
          Lines{"cup.pdn:6:10: партия 1 (Iskra – Kogan), ход 1…f6-d4: невозможный ход: поле d4 "
                "занято (простая белых)"});
    CHECK(app::gameAuditLines(games[1].audit, games[1].game.moves, "dir/cup.pdn", russian) ==
          Lines{"dir/cup.pdn:12:55: партия 2 (? – ?), ход 4…e7-f8: ничья: троекратное "
                "повторение позиции (по заявке) после полухода 8, позиция стояла после "
                "полуходов 0 4 8"});
    // The FEN reader's reason in Russian too, from its code and facts (BadFen's FenError).
    CHECK(app::gameAuditLines(games[2].audit, games[2].game.moves, "cup.pdn", russian) ==
          Lines{"cup.pdn:15:1: партия 3 (Iskra – ?): ошибка в FEN: FEN, столбец 4: номер поля "
                "должен быть от 1 до 32; партия пропущена"});
}

} // namespace auditreport_test
