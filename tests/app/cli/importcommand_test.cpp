// `shashki import` and `export`: all or nothing, a killed connection, a tournament imported
// twice.
// Run in-process through app::run (clirun.h).
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "clirun.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <thread>

namespace importcommand_test {

using clitest::ScratchCluster;
using clitest::shashki;

TEST_CASE("shashki import and export: the USSR championship, all or nothing", "[cli][postgresql]")
{
    const ScratchCluster dir;
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";

    const auto missing = shashki({"import", ussr, "--tournament", "USSR 1950"});
    CHECK(missing.exitCode == 1);
    CHECK(missing.err == "shashki import: there is no tournament named 'USSR 1950' (add "
                         "--create to make it)\n");

    const auto imported = shashki({"import", ussr, "--tournament", "USSR 1950", "--create"});
    CHECK(imported.exitCode == 0);
    // 153 games of 18 players; 8730 moves, every move token of the file.
    CHECK_THAT(imported.out, Catch::StartsWith("imported 153 games, 8730 moves, 18 new players "
                                               "into \"USSR 1950\" in "));
    CHECK_THAT(imported.out, Catch::EndsWith("; 0 findings stored\n"));

    // A file with a game that is not Russian draughts in the middle: nothing of it is stored.
    const std::string mixed = (dir.path / "mixed.pdn").string();
    {
        std::ifstream source(ussr, std::ios::binary);
        std::stringstream games;
        games << source.rdbuf();
        std::ofstream(mixed) << "[White \"Новый А.\"]\n[Black \"Новый Б.\"]\n1. c3-d4 d6-c5 1-0\n\n"
                             << "[GameType \"20\"]\n1. 32-28 19-23 *\n\n"
                             << games.str();
    }
    const auto refused = shashki({"import", mixed, "--tournament", "USSR 1950"});
    CHECK(refused.exitCode == 1);
    CHECK(refused.err ==
          "shashki import: " + mixed +
              ":5:1: game 2 cannot be imported: GameType 20 is International draughts "
              "(20), not Russian draughts (25); game skipped; nothing was "
              "imported\n");

    const std::string nameless = (dir.path / "nameless.pdn").string();
    std::ofstream(nameless) << "[White \"A\"]\n1. c3-d4 *\n";
    CHECK(shashki({"import", nameless, "--tournament", "USSR 1950"}).err ==
          "shashki import: " + nameless +
              ":1:1: game 1 has no Black player (its [Black] tag); nothing was imported\n");

    // Export gives back the 153 games, move by move, and nothing from the refused files.
    const std::string exported = (dir.path / "export.pdn").string();
    CHECK(shashki({"export", "--tournament", "USSR 1950", exported}).out ==
          "exported 153 games of \"USSR 1950\" to " + exported + "\n");
    std::ifstream original(ussr, std::ios::binary);
    std::ifstream back(exported, std::ios::binary);
    arbiter::PdnReader originalReader(original);
    arbiter::PdnReader backReader(back);
    int games = 0;
    while (const auto game = originalReader.next()) {
        const auto again = backReader.next();
        REQUIRE(again);
        ++games;
        INFO("game " << games);
        CHECK(again->tag("White") == game->tag("White"));
        CHECK(again->tag("Black") == game->tag("Black"));
        CHECK(again->result == game->result);
        REQUIRE(again->moves.size() == game->moves.size());
        arbiter::Position a = arbiter::Position::initial();
        arbiter::Position b = arbiter::Position::initial();
        for (std::size_t i = 0; i < game->moves.size(); ++i) {
            const auto moveA = arbiter::Notation::parse(game->moves[i].text, a);
            const auto moveB = arbiter::Notation::parse(again->moves[i].text, b);
            REQUIRE(moveA.ok());
            REQUIRE(moveB.ok());
            CHECK(moveA->sameMove(*moveB));
            a = a.after(*moveA);
            b = b.after(*moveB);
        }
    }
    CHECK(games == 153);
    CHECK_FALSE(backReader.next());

    // The standings of the championship: the points of all 18 players, counted from the file's
    // results (153 games: 22 won by White, 20 by Black, 111 drawn), and Куперман first. Points,
    // wins and SB checked against a separate count over the file's tags (a Python script).
    const auto standings = shashki({"standings", "--tournament", "USSR 1950"});
    CHECK(standings.exitCode == 0);
    CHECK(standings.out == "USSR 1950 - standings (1-\xC2\xBD-0; tie-breaks: WIN, SB, DE)\n"
                           "Place  No  Name              Points  Games  WIN  SB     DE\n"
                           "1      9   Куперман И.       11.5    17     6    92.75  -\n"
                           "2      4   Коган М           10.5    17     4    86.75  -\n"
                           "3      1   Блиндер Б.        10.5    17     4    86     -\n"
                           "4      6   Тюнев Е.          9.5     17     4    77     -\n"
                           "5      3   Коршунов Д.       9.5     17     3    80.75  -\n"
                           "6      10  Циценоветский М.  9       17     3    75.25  -\n"
                           "7      13  Блиндер С.        9       17     3    74.25  -\n"
                           "8      17  Каплан В.         9       17     2    73.75  -\n"
                           "9      7   Потапов Л         8.5     17     2    70.75  -\n"
                           "10     14  Романов В.А.      8.5     17     2    68.75  -\n"
                           "11     12  Романов В.Н.      8       17     3    64     -\n"
                           "12     5   Петров С.         8       17     1    69     -\n"
                           "13     15  Коврижкин А.      7.5     17     2    60.25  -\n"
                           "14     2   Миротин Б.        7.5     17     1    62.25  -\n"
                           "15     18  Шутилкин Н.       7.5     17     0    62.5   -\n"
                           "16     8   Берак А.          7       17     2    56.25  -\n"
                           "17     16  Шмидт Ю.          6.5     17     0    56     -\n"
                           "18     11  Хейф А.           5.5     17     0    45.75  -\n"
                           "\n"
                           "Tie-breaks: WIN — number of wins; SB — Sonneborn-Berger; DE — direct "
                           "encounter\n");
    const auto json =
        shashki({"standings", "--tournament", "USSR 1950", "--json", "--tiebreaks", "BH,BH-T"});
    CHECK_THAT(json.out, Catch::Contains("{\"place\":1,\"placeLast\":1,\"startNumber\":9,"
                                         "\"name\":\"Куперман И.\",\"points\":11.5,\"games\":17,"
                                         "\"tieBreaks\":{\"BH\":141.5,\"BH-T\":[141.5,"));
    CHECK(shashki({"standings", "--tournament", "USSR 1950", "--after-round", "3"}).err ==
          "shashki standings: the games of USSR 1950 carry no round numbers: there are no "
          "standings after a round\n");
    CHECK(shashki({"standings", "--tournament", "Nowhere"}).err ==
          "shashki standings: there is no tournament named 'Nowhere'\n");

    // The printed crosstable: as text, and as a one-page A4 PDF with every player's name.
    const auto crosstable =
        shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "text"});
    CHECK(crosstable.exitCode == 0);
    CHECK_THAT(
        crosstable.out,
        Catch::StartsWith(
            "USSR 1950\nCrosstable\n"
            "Place  No  Name              1  2  3  4  5  6  7  8  9  10  11  12  13  14  15 "
            " 16  17  18  Points  WIN     SB  DE\n"
            "    1   9  Куперман И.       \xC3\x97  =  =  =  =  =  =  =  =   1   1   =   =   1   "
            "1   1   =   1     11\xC2\xBD    6  92.75   -\n"));
    // The other style writes a draw as ½.
    CHECK(shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "csv",
                   "--cells", "halves"})
              .out.find("\r\n1,9,Куперман И.,×,0.5,0.5,0.5,") != std::string::npos);
    CHECK(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "csv", "--cells",
                   "halves"})
              .err == "shashki report: --cells equals|halves is for the crosstable\n");
    const std::string pdf = (dir.path / "crosstable.pdf").string();
    CHECK(
        shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "pdf", "-o", pdf})
            .out == "wrote " + pdf + "\n");
    const std::string pdfText = (dir.path / "crosstable.txt").string();
    REQUIRE(std::system(("pdftotext -layout '" + pdf + "' '" + pdfText + "'").c_str()) == 0);
    std::stringstream read;
    read << std::ifstream(pdfText).rdbuf();
    const std::string text = read.str();
    for (const char *name :
         {"Куперман И.", "Коган М", "Блиндер Б.", "Тюнев Е.", "Коршунов Д.", "Циценоветский М.",
          "Блиндер С.", "Каплан В.", "Потапов Л", "Романов В.А.", "Романов В.Н.", "Петров С.",
          "Коврижкин А.", "Миротин Б.", "Шутилкин Н.", "Берак А.", "Шмидт Ю.", "Хейф А."})
        CHECK_THAT(text, Catch::Contains(name));
    CHECK_THAT(text, Catch::Contains("Chief arbiter: ______________________"));
    CHECK_THAT(text, Catch::Contains("Page 1 of 1"));
    // One page: pdftotext ends every page with a form feed; pdfinfo agrees.
    CHECK(std::count(text.begin(), text.end(), '\f') == 1);
    const std::string info = (dir.path / "crosstable.info").string();
    REQUIRE(std::system(("pdfinfo '" + pdf + "' > '" + info + "'").c_str()) == 0);
    std::stringstream pdfInfo;
    pdfInfo << std::ifstream(info).rdbuf();
    CHECK_THAT(pdfInfo.str(), Catch::Contains("Pages:           1\n"));
    CHECK_THAT(pdfInfo.str(), Catch::Contains("Page size:       842 x 595 pts (A4)"));

    const auto csv =
        shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "csv"});
    CHECK_THAT(csv.out, Catch::StartsWith("Place,No,Name,Points,Games,WIN,SB,DE\r\n"
                                          "1,9,Куперман И.,11.5,17,6,92.75,-\r\n"));
    // In Russian: the subject and the headings; the tie-breaks keep FIDE's codes.
    CHECK_THAT(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "text",
                        "--language", "ru"})
                   .out,
               Catch::StartsWith("USSR 1950\nПоложение участников\n"
                                 "Место   №  Участник          Очки  Партии  WIN     SB  DE\n"));
    CHECK(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "text",
                   "--language", "fr"})
              .exitCode != 0);
    // Russian print writes the decimal comma: Куперман's SB of 92.75 (CSV keeps the point).
    CHECK_THAT(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "text",
                        "--language", "ru"})
                   .out,
               Catch::Contains("92,75"));
    CHECK_THAT(shashki({"standings", "--tournament", "USSR 1950", "--language", "ru"}).out,
               Catch::Contains("92,75"));
    CHECK_THAT(shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "csv",
                        "--language", "ru"})
                   .out,
               Catch::Contains("\r\n1,9,Куперман И.,11.5,17,6,92.75,-\r\n"));
    const auto html =
        shashki({"report", "standings", "--tournament", "USSR 1950", "--format", "html"});
    CHECK_THAT(html.out, Catch::Contains("<h1>USSR 1950</h1>\n<h2>Standings</h2>"));
    CHECK(shashki({"report", "pairings", "--tournament", "USSR 1950", "--format", "text"}).err ==
          "shashki report: the pairings report needs --round R\n");
    CHECK(shashki({"report", "crosstable", "--tournament", "USSR 1950", "--format", "pdf"}).err ==
          "shashki report: a PDF needs -o FILE\n");

    // A player's card: every game with colour, opponent, result and the running score.
    const auto card = shashki(
        {"report", "card", "--tournament", "USSR 1950", "--player", "9", "--format", "text"});
    CHECK_THAT(card.out,
               Catch::StartsWith(
                   "USSR 1950\nCard of Куперман И. (9)\n"
                   "Game  Colour  No  Opponent          Opponent's points  Result  "
                   "Score\n"
                   "   1  White   11  Хейф А.                         5.5  won         1\n"));
    CHECK_THAT(card.out, Catch::EndsWith("  17  Black   13  Блиндер С.                        9  "
                                         "drawn     11\xC2\xBD\n"));
    CHECK(shashki(
              {"report", "card", "--tournament", "USSR 1950", "--player", "77", "--format", "text"})
              .err == "shashki report: no player has start number 77\n");

    // A stored game printed: its moves in numbered pairs, and as a PDF with the final position.
    const auto game =
        shashki({"report", "game", "--tournament", "USSR 1950", "--game", "1", "--format", "text"});
    CHECK_THAT(game.out, Catch::StartsWith("USSR 1950\nБлиндер Б. - Миротин Б.  1-0\n\n"
                                           "1. c3-d4 d6-e5\n2. b2-c3 e7-d6\n"));
    CHECK_THAT(game.out, Catch::EndsWith("31. h4:f6\n1-0\n"));
    const std::string gamePdf = (dir.path / "game.pdf").string();
    CHECK(shashki({"report", "game", "--tournament", "USSR 1950", "--game", "1", "--format", "pdf",
                   "-o", gamePdf})
              .exitCode == 0);
    REQUIRE(std::system(("pdftotext '" + gamePdf + "' '" + pdfText + "'").c_str()) == 0);
    std::stringstream gameRead;
    gameRead << std::ifstream(pdfText).rdbuf();
    CHECK_THAT(gameRead.str(), Catch::Contains("Блиндер Б. - Миротин Б."));
    CHECK_THAT(gameRead.str(), Catch::Contains("31. h4:f6"));
    CHECK_THAT(gameRead.str(), Catch::Contains("Final position"));
    CHECK(shashki(
              {"report", "game", "--tournament", "USSR 1950", "--game", "154", "--format", "text"})
              .err == "shashki report: read game 154: the tournament has no game 154\n");
}

TEST_CASE("shashki import: a connection killed in the middle leaves the database as it was",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    REQUIRE(shashki({"import", ussr, "--tournament", "Kept", "--create"}).exitCode == 0);

    // Twenty copies of the championship: long enough to be cut in the middle.
    const std::string big = (dir.path / "big.pdn").string();
    {
        std::ifstream source(ussr, std::ios::binary);
        std::stringstream games;
        games << source.rdbuf();
        std::ofstream out(big);
        for (int i = 0; i < 20; ++i)
            out << games.str() << "\n";
    }
    const db::EmbeddedCluster cluster(dir.path);
    std::atomic<bool> killed{false};
    std::thread killer([&] {
        auto watcher = db::PgConnection::open(cluster.connectionString("postgres"));
        if (!watcher)
            return;
        // Wait until the import is storing games, then end its connection from the server side.
        // Its statements change every few milliseconds (a game's players and pairing, then a
        // batch's COPY), so the watch takes any of the statements of a game, not the COPY alone.
        for (int attempt = 0; attempt < 6000 && !killed; ++attempt) {
            const auto ended = watcher.value().exec(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = 'shashki' AND pid <> pg_backend_pid() "
                "AND (query LIKE 'COPY %' OR query LIKE 'SELECT import_pairing(%' "
                "OR query LIKE 'SELECT start_number FROM enter_player(%' "
                "OR query LIKE 'INSERT INTO players %')");
            if (ended && ended->rows() > 0)
                killed = true;
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    });
    const auto cut = shashki({"import", big, "--tournament", "Cut", "--create"});
    killer.join();
    REQUIRE(killed);
    CHECK(cut.exitCode == 1);
    CHECK_THAT(cut.err, Catch::Contains("nothing was imported"));

    // Only the first import is there, and no tournament "Cut".
    const std::string exported = (dir.path / "kept.pdn").string();
    CHECK(shashki({"export", "--tournament", "Kept", exported}).out ==
          "exported 153 games of \"Kept\" to " + exported + "\n");
    CHECK(shashki({"export", "--tournament", "Cut", exported}).err ==
          "shashki export: find the tournament: there is no tournament named 'Cut'\n");

    // A move the database's owner spoilt by hand: that game written as entered and named, every
    // other game as ever, and the status says the export was not clean.
    {
        auto owner = db::PgConnection::open(cluster.connectionString("shashki"));
        REQUIRE(owner);
        const auto first = owner->exec("SELECT min(id) FROM games");
        REQUIRE(first);
        const std::string id = first->value(0, 0);
        REQUIRE(owner->exec("UPDATE moves SET notation = 'a1-b2' WHERE game_id = $1 AND ply = 2",
                            {id}));
        const auto spoilt = shashki({"export", "--tournament", "Kept", exported});
        CHECK(spoilt.exitCode == 1);
        CHECK(spoilt.out == "exported 153 games of \"Kept\" to " + exported + "\n");
        CHECK_THAT(spoilt.err, Catch::StartsWith("shashki export: game " + id +
                                                 ": stored move a1-b2 does not replay: "));
        CHECK_THAT(spoilt.err, Catch::EndsWith("; written as entered\n"));
        std::ifstream back(exported, std::ios::binary);
        arbiter::PdnReader reader(back);
        int games = 0;
        while (reader.next())
            ++games;
        CHECK(games == 153);
    }
    CHECK(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("a finished round robin imported twice: stored once, and no round to pair",
          "[cli][postgresql]")
{
    const ScratchCluster dir;
    const std::string ussr = SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn";
    REQUIRE(shashki({"import", ussr, "--tournament", "USSR 1950", "--create"}).exitCode == 0);

    // The second import recognises every game and stores none.
    const auto again = shashki({"import", ussr, "--tournament", "USSR 1950"});
    CHECK(again.exitCode == 0);
    CHECK(again.out == "153 games already in the tournament, 0 imported\n");
    const std::string exported = (dir.path / "export.pdn").string();
    CHECK(shashki({"export", "--tournament", "USSR 1950", exported}).out ==
          "exported 153 games of \"USSR 1950\" to " + exported + "\n");

    // Every pair of the 18 has met: no round 1 to pair, and nothing stored.
    const auto paired = shashki({"pairings", "--tournament", "USSR 1950", "--round", "1"});
    CHECK(paired.exitCode == 1);
    CHECK(paired.err == "shashki pairings: the round robin is complete: every pair of its 18 "
                        "players has met (153 games); there is no round to pair\n");
    const auto standings = shashki({"standings", "--tournament", "USSR 1950", "--json"});
    CHECK(standings.exitCode == 0);
    CHECK(standings.out.find("\"games\":17") != std::string::npos);
    CHECK(standings.out.find("\"games\":18") == std::string::npos);
    CHECK(standings.out.find("\"games\":34") == std::string::npos);
}

} // namespace importcommand_test
