// `shashki pairings`: Berger's tables, micro-matches, Swiss rounds, the Baku acceleration, the
// initial colour.
// Run in-process through app::run (clirun.h).
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <sstream>

namespace pairingscommand_test {

using clitest::boardOf;
using clitest::ScratchCluster;
using clitest::shashki;

TEST_CASE("shashki pairings: Berger's table, a drawn round order, and Swiss rounds",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "migrate"}).exitCode == 0);
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    db::EmbeddedCluster cluster(dir.path);
    auto opened = db::PgConnection::open(cluster.connectionString());
    REQUIRE(opened.ok());
    db::PgConnection &sql = opened.value();
    const auto run = [&sql](const std::string &statement) {
        const auto done = sql.exec(statement);
        INFO(statement << ": " << (done ? std::string() : done.error().text()));
        REQUIRE(done.ok());
    };
    run("INSERT INTO players (name, rating) VALUES ('Андреев', 2300), ('Борисов', 2250), "
        "('Васильев', 2200), ('Григорьев', 2150), ('Дмитриев', 2100), ('Егоров', 2050)");
    run("INSERT INTO tournaments (name, system) VALUES ('Кубок', 'round-robin'), "
        "('Жеребьёвка', 'round-robin'), ('Швейцарка', 'swiss')");
    run("INSERT INTO entries (tournament_id, player_id, start_number) "
        "SELECT 1, id, id FROM players WHERE id <= 5");
    run("INSERT INTO entries (tournament_id, player_id, start_number) "
        "SELECT 2, id, id FROM players WHERE id <= 5");
    run("INSERT INTO entries (tournament_id, player_id, start_number) "
        "SELECT 3, id, id FROM players");

    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2"}).err ==
          "shashki pairings: round 2 cannot be paired now: the next round to pair is 1\n");
    // Five players: the table of six, number 6 the free round, shown last.
    const auto first = shashki({"pairings", "--tournament", "Кубок", "--round", "1"});
    CHECK(first.exitCode == 0);
    CHECK(first.out == "Кубок - round 1\n"
                       "Board  White         Black          Result\n"
                       "1      Борисов (2)   Дмитриев (5)\n"
                       "2      Васильев (3)  Григорьев (4)\n"
                       "3      Андреев (1)   bye            bye-0\n");
    // Shown again, not paired twice.
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "1"}).out == first.out);
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2"}).out ==
          "Кубок - round 2\n"
          "Board  White          Black         Result\n"
          "1      Дмитриев (5)   Васильев (3)\n"
          "2      Андреев (1)    Борисов (2)\n"
          "3      Григорьев (4)  bye           bye-0\n");

    // By hand, before the results: a board's colours swapped, two players exchanged (one of
    // them into the free round), each in the decisions log.
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--swap-colours", "1",
                   "--why", "the players asked"})
              .out == "Кубок - round 2\n"
                      "Board  White          Black         Result\n"
                      "1      Васильев (3)   Дмитриев (5)\n"
                      "2      Андреев (1)    Борисов (2)\n"
                      "3      Григорьев (4)  bye           bye-0\n");
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--exchange", "1,4"}).out ==
          "Кубок - round 2\n"
          "Board  White          Black         Result\n"
          "1      Васильев (3)   Дмитриев (5)\n"
          "2      Григорьев (4)  Борисов (2)\n"
          "3      Андреев (1)    bye           bye-0\n");
    const auto hand = sql.exec("SELECT string_agg(what || ' / ' || coalesce(why, ''), E'\\n' "
                               "ORDER BY id) FROM decisions WHERE tournament_id = 1");
    REQUIRE(hand.ok());
    CHECK(hand->value(0, 0) ==
          "round 1 paired: 3 boards / \n"
          "round 2 paired: 3 boards / \n"
          "swapped by hand: the colours of board 1 of round 2 (Дмитриев - Васильев) / the "
          "players asked\n"
          "exchanged by hand: Андреев and Григорьев between board 2 of round 2 (Андреев - "
          "Борисов) and board 3 of round 2 (Григорьев - bye) / ");
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--exchange", "1,9"}).err ==
          "shashki pairings: --exchange needs two start numbers of the tournament: A,B\n");
    CHECK(
        shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--swap-colours", "7"}).err ==
        "shashki pairings: round 2 has no board 7\n");

    // The game sheet of a board, filled in.
    const std::string sheet = (dir.path / "sheet.pdf").string();
    CHECK(shashki({"report", "gamesheet", "--tournament", "Кубок", "--round", "2", "--board", "1",
                   "--format", "pdf", "-o", sheet, "--language", "ru"})
              .out == "записан файл " + sheet + "\n");
    const std::string sheetText = (dir.path / "sheet.txt").string();
    REQUIRE(std::system(("pdftotext '" + sheet + "' '" + sheetText + "'").c_str()) == 0);
    std::stringstream sheetRead;
    sheetRead << std::ifstream(sheetText).rdbuf();
    for (const char *expected : {"Бланк записи партии", "Кубок", "Тур 2", "доска 1",
                                 "Белые: Васильев", "Чёрные: Дмитриев", "60", "Результат"})
        CHECK_THAT(sheetRead.str(), Catch::Contains(expected));
    CHECK(shashki({"report", "gamesheet", "--tournament", "Кубок", "--round", "2", "--board", "3",
                   "--format", "pdf", "-o", sheet})
              .err == "shashki report: round 2 has no game on board 3\n");

    // Without --board, the sheets of the whole round in one PDF, as exchanged above: boards 1
    // and 2, board 3 (Андреев's bye) none.
    const std::string sheets = (dir.path / "sheets.pdf").string();
    CHECK(shashki({"report", "gamesheet", "--tournament", "Кубок", "--round", "2", "--format",
                   "pdf", "-o", sheets})
              .out == "wrote " + sheets + "\n");
    const std::string sheetsInfo = (dir.path / "sheets.info").string();
    REQUIRE(std::system(("pdfinfo '" + sheets + "' > '" + sheetsInfo + "'").c_str()) == 0);
    std::stringstream sheetsRead;
    sheetsRead << std::ifstream(sheetsInfo).rdbuf();
    CHECK_THAT(sheetsRead.str(), Catch::Contains("Pages:           2\n"));
    REQUIRE(std::system(("pdftotext '" + sheets + "' '" + sheetText + "'").c_str()) == 0);
    std::stringstream bothRead;
    bothRead << std::ifstream(sheetText).rdbuf();
    for (const char *expected : {"Round 2, board 1", "White: Васильев", "Black: Дмитриев",
                                 "Round 2, board 2", "White: Григорьев", "Black: Борисов"})
        CHECK_THAT(bothRead.str(), Catch::Contains(expected));
    CHECK_THAT(bothRead.str(), !Catch::Contains("Андреев"));
    CHECK_THAT(bothRead.str(), !Catch::Contains("board 3"));

    // The order of the table's rounds drawn with a seed: table round 2 is played first.
    const auto drawn = shashki({"pairings", "--tournament", "Жеребьёвка", "--round", "1",
                                "--draw-round-order", "--seed", "1950"});
    CHECK(drawn.exitCode == 0);
    CHECK(drawn.out == "round order drawn with seed 1950: table rounds 2, 4, 5, 1, 3\n"
                       "Жеребьёвка - round 1\n"
                       "Board  White          Black         Result\n"
                       "1      Дмитриев (5)   Васильев (3)\n"
                       "2      Андреев (1)    Борисов (2)\n"
                       "3      Григорьев (4)  bye           bye-0\n");
    const auto logged = sql.exec("SELECT what FROM decisions WHERE tournament_id = 2 ORDER BY id");
    REQUIRE(logged.ok());
    CHECK(logged->value(0, 0) == "round order drawn with seed 1950: table rounds 2, 4, 5, 1, 3");
    CHECK(shashki({"pairings", "--tournament", "Жеребьёвка", "--round", "2", "--draw-round-order"})
              .err == "shashki pairings: the round order is drawn once, before round 1 of a round "
                      "robin is paired\n");

    // One command, one transaction: an order drawn and then a round refused (micro-matches, a
    // list of openings with a wrong line) leaves nothing stored, and the same command with a
    // good list goes through — the order is not "drawn already".
    REQUIRE(shashki({"tournament", "create", "Матчи", "--micro-matches"}).exitCode == 0);
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Матчи", "--player", name}).exitCode == 0);
    const std::string openings = (dir.path / "ballot.txt").string();
    std::ofstream(openings) << "c3-d4 f6-g5\ng3-h4 b6-a6\n";
    const auto badList = shashki({"pairings", "--tournament", "Матчи", "--round", "1",
                                  "--draw-round-order", "--openings", openings});
    CHECK(badList.exitCode == 1);
    CHECK(badList.out.empty());
    CHECK(badList.err == "shashki pairings: " + openings + ":2:7: 'b6-a6': a6 is a light square\n");
    std::ofstream(openings) << "c3-d4 f6-g5\ng3-h4 b6-a5\n";
    const auto goodList = shashki({"pairings", "--tournament", "Матчи", "--round", "1",
                                   "--draw-round-order", "--seed", "3", "--openings", openings});
    CHECK(goodList.exitCode == 0);
    CHECK(goodList.out.rfind("round order drawn with seed 3: table rounds ", 0) == 0);

    // Swiss: round 1 top half against bottom half, colours alternating by board.
    CHECK(shashki({"pairings", "--tournament", "Швейцарка", "--round", "1"}).out ==
          "Швейцарка - round 1\n"
          "Board  White         Black          Result\n"
          "1      Андреев (1)   Григорьев (4)\n"
          "2      Дмитриев (5)  Борисов (2)\n"
          "3      Васильев (3)  Егоров (6)\n");
    CHECK(shashki({"pairings", "--tournament", "Швейцарка", "--round", "2"}).err ==
          "shashki pairings: round 1 has boards without a result: 1, 2, 3\n");
    run("UPDATE pairings SET result = CASE board WHEN 1 THEN '1-0' WHEN 2 THEN '1-0' "
        "ELSE '1/2-1/2' END, version = version + 1 WHERE round_id = "
        "(SELECT id FROM rounds WHERE tournament_id = 3 AND number = 1)");
    // 1 and 5 won (both had White: the higher ranked, 1, gets his Black); 3 and 6 drew and
    // cannot meet again: 3 floats down to 2, the best of the players on 0, and 6 meets 4.
    CHECK(shashki({"pairings", "--tournament", "Швейцарка", "--round", "2"}).out ==
          "Швейцарка - round 2\n"
          "Board  White         Black          Result\n"
          "1      Дмитриев (5)  Андреев (1)\n"
          "2      Борисов (2)   Васильев (3)\n"
          "3      Егоров (6)    Григорьев (4)\n");
    // Round 2's results entered with shashki result, a forfeit among them, each logged.
    CHECK(shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "1", "-/+",
                   "--why", "Дмитриев did not come"})
              .out == "round 2, board 1: Дмитриев - Андреев -/+\n");
    CHECK(
        shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "2", "1/2-1/2"})
            .exitCode == 0);
    CHECK(shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "3", "2-0"})
              .err == "shashki result: unknown result '2-0' (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- or "
                      "none)\n");
    CHECK(shashki({"result", "--tournament", "Швейцарка", "--round", "2", "--board", "3", "0-1"})
              .exitCode == 0);
    // Three results and the two rounds paired, each logged.
    const auto results = sql.exec("SELECT count(*) FROM decisions WHERE tournament_id = 3");
    REQUIRE(results.ok());
    CHECK(results->value(0, 0) == "5");
    // After a forfeit win (which counts as Андреев's bye) round 3 still pairs everyone.
    const auto third = shashki({"pairings", "--tournament", "Швейцарка", "--round", "3"});
    CHECK(third.exitCode == 0);
    CHECK_THAT(third.out, Catch::StartsWith("Швейцарка - round 3\n"));
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("micro-matches from the command line: drawn openings, two games, match points",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    CHECK(shashki({"tournament", "create", "Кубок", "--micro-matches", "--standings-by",
                   "match-points"})
              .exitCode == 0);
    CHECK(shashki({"tournament", "create", "X", "--standings-by", "match-points"}).err ==
          "shashki tournament: --standings-by game-points|match-points goes with "
          "--micro-matches\n");
    for (const char *name : {"Андреев", "Борисов", "Васильев", "Григорьев"})
        CHECK(shashki({"entry", "add", "--tournament", "Кубок", "--player", name}).exitCode == 0);
    CHECK(shashki({"tournament", "show", "Кубок"})
              .out.rfind("Кубок: round-robin, scoring 1-0.5-0, unplayed games: fide-2024, "
                         "withdrawals: fide, micro-matches on "
                         "drawn openings, standings by match-points\n",
                         0) == 0);
    // Round 1: the lot with seed 7 draws the 10th of the 49 two-move openings.
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "1", "--seed", "7"}).out ==
          "opening of round 1 drawn with seed 7, number 10 of the 49 two-move openings: c3-b4 "
          "d6-c5\n"
          "Кубок - round 1\n"
          "Opening: c3-b4 d6-c5\n"
          "Board  White        Black          Game 1  Game 2\n"
          "1      Андреев (1)  Григорьев (4)\n"
          "2      Борисов (2)  Васильев (3)\n");
    const auto result = [](const char *board, const char *game, const char *written) {
        return shashki({"result", "--tournament", "Кубок", "--round", "1", "--board", board,
                        "--game", game, written});
    };
    CHECK(result("1", "1", "1-0").out == "round 1, board 1: Андреев - Григорьев 1-0\n");
    CHECK(result("1", "2", "1/2-1/2").out ==
          "round 1, board 1, game 2: Григорьев - Андреев 1/2-1/2\n");
    CHECK(result("2", "1", "1-0").exitCode == 0);
    CHECK(result("2", "2", "1-0").exitCode == 0); // Васильев wins game 2 with White: 1:1
    CHECK(result("2", "3", "1-0").err == "shashki result: --game needs 1 or 2, not '3'\n");
    CHECK(shashki({"standings", "--tournament", "Кубок"}).out ==
          "Кубок - standings after round 1 (1-½-0; tie-breaks: WIN, SB, DE)\n"
          "Place  No  Name       Points  Games  WIN  SB    DE\n"
          "1      1   Андреев    1       2      1    0     -\n"
          "2-3    2   Борисов    0.5     2      0    0.25  0.5\n"
          "2-3    3   Васильев   0.5     2      0    0.25  0.5\n"
          "4      4   Григорьев  0       2      0    0     -\n"
          "\n"
          "Tie-breaks: WIN — number of wins; SB — Sonneborn-Berger; DE — direct encounter\n");
    CHECK(shashki({"report", "crosstable", "--tournament", "Кубок", "--format", "csv"}).out ==
          "Place,No,Name,1,2,3,4,Points,WIN,SB,DE\r\n"
          "1,1,Андреев,×,,,1,1,1,0,-\r\n"
          "2-3,2,Борисов,,×,0.5,,0.5,0,0.25,0.5\r\n"
          "2-3,3,Васильев,,0.5,×,,0.5,0,0.25,0.5\r\n"
          "4,4,Григорьев,0,,,×,0,0,0,-\r\n");
    // Round 2 from the arbiter's list: a wrong line is named and nothing is paired.
    const std::string list = (dir.path / "openings.txt").string();
    std::ofstream(list) << "# ballot\nc3-d4 f6-g5\ng3-h4 b6-a6\n";
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--openings", list}).err ==
          "shashki pairings: " + list + ":3:7: 'b6-a6': a6 is a light square\n");
    // A device that never ends, a folder, a file far too large: refused in words, nothing
    // paired (issue 28, point 10).
    for (const std::string &notAList : {std::string("/dev/zero"), dir.path.string()})
        CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--openings", notAList})
                  .err ==
              "shashki pairings: " + notAList + ": a folder or a device, not a file of openings\n");
    {
        std::ofstream huge(list, std::ios::binary);
        const std::string line(1023, '#');
        for (int i = 0; i < 5 * 1024; ++i)
            huge << line << '\n';
    }
    CHECK(shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--openings", list}).err ==
          "shashki pairings: " + list + ": larger than 4 MB, not a list of openings\n");
    std::ofstream(list) << "# ballot\nc3-d4 f6-g5\ng3-h4 b6-a5\n";
    const auto second = shashki(
        {"pairings", "--tournament", "Кубок", "--round", "2", "--openings", list, "--seed", "1"});
    CHECK(second.exitCode == 0);
    CHECK(second.out.rfind("opening of round 2 drawn with seed 1, number ", 0) == 0);
    CHECK(second.out.find(" of 2 openings of " + list + " (line ") != std::string::npos);
    CHECK(
        shashki({"pairings", "--tournament", "Кубок", "--round", "2", "--opening", "c3-d4"}).err ==
        "shashki pairings: an opening is drawn when a round of micro-matches is "
        "paired\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("a Swiss with the Baku acceleration pairs its first round in two groups",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    // Without the number of rounds the accelerated rounds are unknown: refused at pairing.
    REQUIRE(shashki({"tournament", "create", "Unplanned", "--system", "swiss", "--acceleration",
                     "baku"})
                .exitCode == 0);
    for (const char *name : {"A", "B"})
        REQUIRE(shashki({"entry", "add", "--tournament", "Unplanned", "--player", name}).exitCode ==
                0);
    const auto unplanned = shashki({"pairings", "--tournament", "Unplanned", "--round", "1"});
    CHECK(unplanned.exitCode == 1);
    CHECK(unplanned.err == "shashki pairings: round 1 cannot be paired with the Baku acceleration: "
                           "it needs the number of rounds (tournament change --rounds N)\n");

    REQUIRE(shashki({"tournament", "create", "Baku", "--system", "swiss", "--rounds", "5",
                     "--acceleration", "baku"})
                .exitCode == 0);
    CHECK(shashki({"tournament", "show", "Baku"}).out ==
          "Baku: swiss, scoring 1-0.5-0, 5 rounds, unplayed games: fide-2024, withdrawals: fide, "
          "accelerated pairings: baku, initial colour: white\n");
    for (int number = 1; number <= 8; ++number)
        REQUIRE(shashki({"entry", "add", "--tournament", "Baku", "--player",
                         "P" + std::to_string(number), "--rating", std::to_string(2000 - number)})
                    .exitCode == 0);
    const auto paired = shashki({"pairings", "--tournament", "Baku", "--round", "1"});
    REQUIRE(paired.exitCode == 0);
    // Players 1-4 carry a virtual point: 1-3, 4-2 and, below, 5-7, 8-6 (unaccelerated 1-5, 6-2 …).
    CHECK(boardOf(paired.out, "P1 (1)", "P3 (3)"));
    CHECK(boardOf(paired.out, "P4 (4)", "P2 (2)"));
    CHECK(boardOf(paired.out, "P5 (5)", "P7 (7)"));
    CHECK(boardOf(paired.out, "P8 (8)", "P6 (6)"));
    // Exported as TRF-2026, the virtual points are 250 records (1 point in rounds 1-2, ½ in round
    // 3, for players 1-4), which pairings --check reads: round 1 is the Dutch pairing.
    const std::string trf = (dir.path / "baku.trf").string();
    REQUIRE(shashki({"export", "--tournament", "Baku", "--format", "trf", trf}).exitCode == 0);
    std::ifstream written(trf, std::ios::binary);
    std::ostringstream text;
    text << written.rdbuf();
    CHECK(text.str().find("\r250       1.0   1   2    1    4\r250       0.5   3   3    1    4\r") !=
          std::string::npos);
    const auto checked = shashki({"pairings", "--check", trf});
    CHECK(checked.exitCode == 0);
    CHECK(checked.out == "round 1: the Dutch pairing\n"
                         "0 of 1 rounds differ from the Dutch pairing\n");
    // The acceleration shapes the pairings: fixed once round 1 is paired.
    const auto locked = shashki({"tournament", "change", "Baku", "--acceleration", "none"});
    CHECK(locked.exitCode == 1);
    CHECK_THAT(locked.err, Catch::StartsWith("shashki tournament: the acceleration (baku) shapes "
                                             "the pairings and cannot change to none once round 1 "
                                             "is paired"));
}

TEST_CASE("a Swiss's initial colour: as chosen, or drawn by lot when round 1 is paired",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    const auto refused = shashki({"tournament", "create", "Red", "--initial-colour", "red"});
    CHECK(refused.exitCode == 2);
    CHECK(refused.err ==
          "shashki tournament: --initial-colour needs white, black or lot, not 'red'\n");

    const auto enter = [](const std::string &tournament) {
        for (int number = 1; number <= 4; ++number)
            REQUIRE(
                shashki({"entry", "add", "--tournament", tournament, "--player",
                         "P" + std::to_string(number), "--rating", std::to_string(2000 - number)})
                    .exitCode == 0);
    };

    // Black (FIDE C.04.3 E.5): S1 = {1, 2} against S2 = {3, 4}; 1 (odd) takes Black, 2 (even)
    // White: 3-1 and 2-4.
    REQUIRE(shashki({"tournament", "create", "Black", "--system", "swiss", "--rounds", "3",
                     "--initial-colour", "black"})
                .exitCode == 0);
    CHECK_THAT(shashki({"tournament", "show", "Black"}).out,
               Catch::Contains(", initial colour: black\n"));
    enter("Black");
    const auto black = shashki({"pairings", "--tournament", "Black", "--round", "1"});
    REQUIRE(black.exitCode == 0);
    CHECK(boardOf(black.out, "P3 (3)", "P1 (1)"));
    CHECK(boardOf(black.out, "P2 (2)", "P4 (4)"));
    CHECK(black.out.find("drawn by lot") == std::string::npos);
    // It shapes the pairings: fixed once round 1 is paired.
    const auto locked = shashki({"tournament", "change", "Black", "--initial-colour", "white"});
    CHECK(locked.exitCode == 1);
    CHECK_THAT(locked.err, Catch::StartsWith("shashki tournament: the initial colour (black) "
                                             "shapes the pairings and cannot change to white"));

    // By lot: drawn at round 1, said and logged, and the pairing follows the colour drawn; the TRF
    // export's 152 record names it.
    REQUIRE(shashki({"tournament", "create", "Lot", "--system", "swiss", "--rounds", "3",
                     "--initial-colour", "lot"})
                .exitCode == 0);
    enter("Lot");
    const auto lot = shashki({"pairings", "--tournament", "Lot", "--round", "1"});
    REQUIRE(lot.exitCode == 0);
    const bool drawnWhite =
        lot.out.find("initial colour drawn by lot: white\n") != std::string::npos;
    const bool drawnBlack =
        lot.out.find("initial colour drawn by lot: black\n") != std::string::npos;
    CHECK(drawnWhite != drawnBlack);
    CHECK(boardOf(lot.out, drawnWhite ? "P1 (1)" : "P3 (3)", drawnWhite ? "P3 (3)" : "P1 (1)"));
    CHECK(boardOf(lot.out, drawnWhite ? "P4 (4)" : "P2 (2)", drawnWhite ? "P2 (2)" : "P4 (4)"));
    const auto log = shashki({"log", "--tournament", "Lot"});
    CHECK_THAT(log.out, Catch::Contains(std::string("round 1 paired: 2 boards; initial colour "
                                                    "drawn by lot: ") +
                                        (drawnWhite ? "white" : "black")));
    const std::string trf = (dir.path / "lot.trf").string();
    REQUIRE(shashki({"export", "--tournament", "Lot", "--format", "trf", trf}).exitCode == 0);
    std::ifstream in(trf, std::ios::binary);
    const std::string written((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
    CHECK_THAT(written, Catch::Contains(drawnWhite ? "\r152 W\r" : "\r152 B\r"));
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

} // namespace pairingscommand_test
