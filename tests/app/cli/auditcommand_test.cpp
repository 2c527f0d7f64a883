// `shashki audit`: findings and draws, human and JSON, on every variant.
// Run in-process through app::run (clirun.h).
#include "clirun.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

namespace auditcommand_test {

using clitest::shashki;
using clitest::TemporaryDirectory;
using clitest::threeKingsGame;

TEST_CASE("shashki audit: findings and draws, human and JSON", "[cli]")
{
    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string file = (dir.path / "games.pdn").string();
    std::ofstream(file) << threeKingsGame;

    const auto human = shashki({"audit", file, "--tb-dir", dir.path.string()});
    CHECK(human.exitCode == 1);
    const std::string lines = human.out;
    CHECK_THAT(lines, Catch::Contains(file + ":9:69: game 1 (W – B), move 15.a1-b2: draw: "
                                             "three-kings (automatic) after ply 29, counted from "
                                             "ply 0: 15 of 15 own moves\n"));
    CHECK_THAT(lines, Catch::Contains(file + ":9:75: game 1 (W – B): result mismatch: recorded "
                                             "1-0, but the game was drawn by three-kings after "
                                             "ply 29\n"));
    CHECK_THAT(lines, Catch::Contains(file + ":7:55: game 1 (W – B), move 4…g3-h4: draw: "
                                             "threefold (claimable) after ply 8, the position "
                                             "stood at plies 0 4 8\n"));
    CHECK_THAT(lines, Catch::Contains(file + ":14:19: game 2 (X – Y), move 2.d4:b6: illegal: b6 "
                                             "is occupied by a black man\n"));
    CHECK_THAT(lines, Catch::EndsWith(file + ": 2 games, 2 findings (2 errors, 0 warnings), 1 "
                                             "automatic draw\n"));

    const auto json = shashki({"audit", file, "--json", "--tb-dir", dir.path.string()});
    CHECK(json.exitCode == 1);
    CHECK_THAT(json.out, Catch::StartsWith(
                             "{\"games\":[\n{\"index\":1,\"tags\":{\"Event\":"
                             "\"three kings\",\"White\":\"W\",\"Black\":\"B\","
                             "\"Result\":\"1-0\",\"FEN\":\"W:WKa1,Ka3,Kc1:BKh4\"},"
                             "\"result\":\"1-0\",\"plies\":29,\"ruleSet\":"
                             "\"russian-fmjd64\",\"variant\":\"russian\",\"findings\":[{\"ply\":29,"
                             "\"code\":"
                             "\"RESULT_MISMATCH\""));
    CHECK_THAT(json.out, Catch::Contains("{\"ply\":29,\"rule\":\"three-kings\",\"kind\":"
                                         "\"automatic\",\"windowStartPly\":0,\"count\":15,"
                                         "\"limit\":15,\"unit\":\"own moves\"}],\"final\":{\"fen\":"
                                         "\"B:WKa3,Kb2,Kc1:BKh4\",\"sideToMoveHasMoves\":true}}"));
    CHECK_THAT(json.out, Catch::Contains("{\"ply\":3,\"moveNumber\":2,\"side\":\"white\",\"text\":"
                                         "\"d4:b6\",\"code\":\"ILLEGAL_MOVE\",\"severity\":"
                                         "\"error\",\"message\":\"b6 is occupied by a black man\","
                                         "\"line\":14,\"column\":19,\"candidates\":[]}"));
    CHECK_THAT(json.out, Catch::EndsWith("}\n]}\n"));

    const auto clean = shashki({"audit", SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn"});
    CHECK(clean.exitCode == 0);
    CHECK_THAT(clean.out, Catch::EndsWith(": 153 games, 0 findings (0 errors, 0 warnings), 0 "
                                          "automatic draws\n"));

    // 7.2.9: without an increment, the main-road configuration of the first game of this
    // fixture is a draw at once when its position is not won (the endgame database decides);
    // with no database here the verdict is unknown.
    const auto noIncrement =
        shashki({"audit", SHASHKI_TEST_DATA_DIR "/audit/main-road-no-increment.pdn",
                 "--no-increment-clock", "--json", "--tb-dir", dir.path.string()});
    CHECK(noIncrement.exitCode == 0);
    CHECK_THAT(noIncrement.out, Catch::Contains("\"rule\":\"main-road\",\"kind\":\"automatic\","
                                                "\"windowStartPly\":2,\"count\":0,\"limit\":5,"
                                                "\"unit\":\"own moves\",\"verdict\":\"unknown\""));

    CHECK(shashki({"audit"}).err == "shashki audit: expected a PDN file\n");
    CHECK(shashki({"audit", file, "--rules", "dutch"}).err ==
          "shashki audit: --rules needs russian-fmjd64 or russian-2010, not 'dutch'\n");
    CHECK(shashki({"audit", "/no/such/file.pdn"}).exitCode == 2);
}

TEST_CASE("shashki audit --variant: International and Brazilian games", "[cli]")
{
    // The GameType tags choose: the FMJD draw, the majority capture, the unsupported GameType.
    const auto tagged = shashki({"audit", SHASHKI_TEST_DATA_DIR "/audit/variants.pdn"});
    CHECK(tagged.exitCode == 1);
    CHECK_THAT(tagged.out,
               Catch::Contains(":36:4: game 5 (? – ?), move 1.28x19: illegal: it takes 1 piece "
                               "where 2 can be taken: the capture of the most pieces is "
                               "compulsory (22x8)\n"));
    CHECK_THAT(tagged.out, Catch::EndsWith("variants.pdn: 7 games, 5 findings (5 errors, 0 "
                                           "warnings), 1 automatic draw\n"));
    const auto json = shashki({"audit", SHASHKI_TEST_DATA_DIR "/audit/variants.pdn", "--json"});
    CHECK_THAT(json.out, Catch::Contains("\"ruleSet\":\"international-fmjd\",\"variant\":"
                                         "\"international\""));
    CHECK_THAT(json.out, Catch::Contains("{\"ply\":10,\"rule\":\"two-pieces\",\"kind\":"
                                         "\"automatic\",\"windowStartPly\":0,\"count\":10,"
                                         "\"limit\":10,\"unit\":\"plies\"}"));

    // Games without GameType are of --variant: schildpad.pdn is International.
    const std::string schildpad = SHASHKI_TEST_DATA_DIR "/pdn/succeed/schildpad.pdn";
    const auto asRussian = shashki({"audit", schildpad});
    CHECK_THAT(asRussian.out, Catch::EndsWith(": 34 games, 34 findings (34 errors, 0 warnings), "
                                              "0 automatic draws\n"));
    for (const char *variant : {"international", "20"}) {
        const auto asInternational = shashki({"audit", schildpad, "--variant", variant});
        CHECK(asInternational.exitCode == 1);
        CHECK_THAT(asInternational.out,
                   Catch::EndsWith(": 34 games, 2 findings (0 errors, 2 warnings), 0 automatic "
                                   "draws\n"));
    }
    CHECK(shashki({"audit", schildpad, "--variant", "frisian"}).err ==
          "shashki audit: --variant needs one of russian (25), brazilian (26), international (20), "
          "english (21), italian (22), pool (23), giveaway (a name or its PDN GameType), not "
          "'frisian'\n");
    // 80-square draughts are played (perft, moves), not judged: no audit of them.
    CHECK(shashki({"audit", schildpad, "--variant", "russian-10x8"}).err ==
          "shashki audit: --variant needs one of russian (25), brazilian (26), international (20), "
          "english (21), italian (22), pool (23), giveaway (a name or its PDN GameType), not "
          "'russian-10x8'\n");
    // Giveaway: Russian draughts with the aim reversed; the side left without a move has won.
    const std::string giveaway = SHASHKI_TEST_DATA_DIR "/audit/giveaway.pdn";
    const auto given = shashki({"audit", giveaway, "--variant", "giveaway"});
    CHECK(given.exitCode == 1);
    CHECK(given.out ==
          giveaway +
              ":18:16: game 2 (C – D): result mismatch: recorded 0-1, but white has no "
              "pieces left after ply 2 and, the aim being reversed (giveaway), has won\n" +
              giveaway +
              ":27:4: game 3 (E – F), move 1.g3-h4: capture required: capture is "
              "mandatory: c3:e5\n" +
              giveaway + ": 3 games, 2 findings (2 errors, 0 warnings), 0 automatic draws\n");
    // The same games read as Russian draughts: game 1's 1-0 is the mismatch.
    CHECK_THAT(shashki({"audit", giveaway}).out,
               Catch::StartsWith(giveaway + ":9:16: game 1 (A – B): result mismatch: recorded "
                                            "1-0, but white has no pieces left after ply 2 and "
                                            "has lost\n"));
    // No tournament of 80-square draughts.
    CHECK(shashki(
              {"import", giveaway, "--tournament", "Ten", "--create", "--variant", "russian-10x8"})
              .err ==
          "shashki import: --variant needs one of russian (25), brazilian (26), international "
          "(20), english (21), italian (22), pool (23), giveaway (a name or its PDN GameType), "
          "not 'russian-10x8'\n");
    // English checkers: a collection without GameType audited as --variant english (or 21).
    const std::string oca = SHASHKI_TEST_DATA_DIR "/pdn/succeed/OCA_2.0.pdn";
    for (const char *variant : {"english", "21"}) {
        const auto english = shashki({"audit", oca, "--variant", variant});
        CHECK(english.exitCode == 0);
        CHECK_THAT(english.out, Catch::EndsWith("OCA_2.0.pdn: 43 games, 0 findings (0 errors, 0 "
                                                "warnings), 0 automatic draws\n"));
    }
    // Black moves first in English checkers: its moves open the numbered moves.
    const std::string checkers = SHASHKI_TEST_DATA_DIR "/audit/checkers.pdn";
    const auto claims = shashki({"audit", checkers});
    CHECK(claims.exitCode == 1);
    CHECK_THAT(claims.out, Catch::Contains("checkers.pdn:11:56: game 1 (? – ?), move 5.4-8: draw: "
                                           "threefold (claimable) after ply 9, the position stood "
                                           "at plies 1 5 9\n"));
    CHECK_THAT(claims.out,
               Catch::Contains("checkers.pdn:17:29: game 1 (? – ?), move 45…25-29: draw: "
                               "forty-moves (claimable) after ply 90, counted from ply 10: 80 of "
                               "80 plies\n"));
    CHECK_THAT(claims.out, Catch::Contains("game 2 (? – ?), move 6…8-4: draw: fourfold (claimable) "
                                           "after ply 12, the position stood at plies 0 4 8 12\n"));
    const auto forty = shashki({"claim", checkers, "--game", "1", "--rule", "forty-moves"});
    CHECK(forty.exitCode == 0);
    CHECK(forty.out == "game 1 (? – ?), after ply 90, black to move, claims forty-moves\n"
                       "valid: drawn by forty-moves after ply 90 (counted from ply 10: 80 of the "
                       "80 plies needed)\n");
    // Italian draughts: a claim with no rule is of the fourth occurrence.
    const auto fourfold = shashki({"claim", checkers, "--game", "2", "--ply", "8"});
    CHECK(fourfold.exitCode == 1);
    CHECK(fourfold.out == "game 2 (? – ?), after ply 8, white to move, claims fourfold\n"
                          "invalid: the position after ply 8 stood 3 times (plies 0, 4, 8)\n");

    // Claims on the FMJD rules.
    const std::string variants = SHASHKI_TEST_DATA_DIR "/audit/variants.pdn";
    const auto drawn = shashki({"claim", variants, "--game", "1", "--rule", "two-pieces"});
    CHECK(drawn.exitCode == 0);
    CHECK(drawn.out == "game 1 (? – ?), after ply 12, white to move, claims two-pieces\n"
                       "valid: drawn by two-pieces after ply 10 (counted from ply 0: 10 of the 10 "
                       "plies needed)\n");
    const auto written =
        shashki({"claim", variants, "--game", "1", "--ply", "7", "--move", "9-3", "--json"});
    CHECK(written.exitCode == 0);
    CHECK_THAT(written.out, Catch::StartsWith("{\"game\":1,\"ply\":7,\"claimant\":\"black\","
                                              "\"procedure\":\"written-move\",\"rule\":"
                                              "\"threefold\",\"valid\":true,\"move\":\"9-3\","
                                              "\"moveStands\":false,\"occurrences\":[0,4,8]"));
    // A tagless game of --variant.
    const auto tagless =
        shashki({"claim", schildpad, "--game", "1", "--rule", "kings-only", "--variant", "20"});
    CHECK(tagless.exitCode == 1);
    CHECK_THAT(tagless.out, Catch::Contains("kings-only"));
    CHECK(shashki({"claim", variants, "--game", "1", "--rule", "balance"}).err ==
          "shashki claim: game 1: the rule 'balance' is not one of international draughts: its "
          "rules are threefold, kings-only, three-pieces, long-diagonal and two-pieces\n");

    // The endgame database is Russian: a 10×10 position is unknown, and why.
    const auto probe = shashki({"tb", "probe", "W:WK47,K48:BK3", "--variant", "international"});
    CHECK(probe.exitCode == 1);
    CHECK(probe.out == "unknown\n");
    CHECK(probe.err == "shashki tb probe: the endgame database holds Russian draughts only; the "
                       "draw rules of international draughts count moves and ask it for no "
                       "verdict\n");
    const auto english = shashki({"tb", "probe", "B:WK29:BK4", "--variant", "english"});
    CHECK(english.exitCode == 1);
    CHECK(english.err == "shashki tb probe: the endgame database holds Russian draughts only; the "
                         "draw rules of english draughts count moves and ask it for no "
                         "verdict\n");
    CHECK(shashki({"tb", "probe", "W:WK51:BK3", "--variant", "international"}).exitCode == 2);
    CHECK(shashki({"tb", "build", "--variant", "brazilian"}).exitCode == 2);
}

} // namespace auditcommand_test
