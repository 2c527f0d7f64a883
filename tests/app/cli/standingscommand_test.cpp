// `shashki standings` on a FIDE TRF file, without a database.
// Run in-process through app::run (clirun.h).
#include "clirun.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

namespace standingscommand_test {

using clitest::shashki;
using clitest::TemporaryDirectory;

TEST_CASE("shashki standings reads a FIDE TRF file without a database", "[cli]")
{
    const std::string trf = SHASHKI_TEST_DATA_DIR "/trf/five-players.trf";
    const auto standings = shashki({"standings", "--trf", trf, "--tiebreaks", "BH,BH-C1,SB,WIN"});
    CHECK(standings.exitCode == 0);
    CHECK(standings.out ==
          "Five players, a forfeit and a withdrawal - standings after round 5 (1-\xC2\xBD-0; "
          "tie-breaks: BH, BH-C1, SB, WIN)\n"
          "Place  No  Name         Points  Games  BH    BH-C1  SB    WIN\n"
          "1      1   Andreev, A.  3.5     3      14    10.5   9     3\n"
          "2      2   Борисов Б.   3       4      11    8      5     2\n"
          "3      3   Chernov, C.  2       4      10.5  8.5    2.75  1\n"
          "4      4   Дмитриев Д.  1.5     3      12    10.5   2.75  1\n"
          "5      5   Egorov, E.   0       2      5.5   5.5    0     0\n"
          "\n"
          "Tie-breaks: BH — Buchholz; BH-C1 — Buchholz cut 1; SB — Sonneborn-Berger; WIN — number "
          "of wins\n");
    CHECK(shashki({"standings", "--trf", trf, "--after-round", "2", "--tiebreaks", "PS"}).out ==
          "Five players, a forfeit and a withdrawal - standings after round 2 (1-\xC2\xBD-0; "
          "tie-breaks: PS)\n"
          "Place  No  Name         Points  Games  PS\n"
          "1      2   Борисов Б.   1.5     2      2.5\n"
          "2      3   Chernov, C.  1.5     2      2\n"
          "3      4   Дмитриев Д.  0.5     1      1\n"
          "4      1   Andreev, A.  0.5     1      0.5\n"
          "5      5   Egorov, E.   0       2      0\n"
          "\n"
          "Tie-breaks: PS — progressive score\n");
    // How a player's tie-breaks are made up, round by round: each unplayed round named, with how
    // it counted (FIDE C.07 of 2024).
    CHECK(
        shashki({"standings", "--trf", trf, "--tiebreaks", "BH-C1,SB", "--explain", "1"}).out ==
        "Andreev, A. (1): place 1, 3.5 points\n"
        "BH-C1 (усечённый коэффициент Бухгольца) = 10.5\n"
        "  round 1: 3.5 - cut, voluntarily unplayed rounds first (C.07 14.6) (zero-point bye, "
        "voluntarily unplayed: a dummy opponent with his own score (C.07 16.4))\n"
        "  round 2: Борисов Б. (2) 3 - opponent's score\n"
        "  round 3: Chernov, C. (3) 2.5 - opponent's score, his round 5 (byes or absences with no "
        "game after them) as draws (C.07 16.3.2)\n"
        "  round 4: Дмитриев Д. (4) 1.5 - opponent's score\n"
        "  round 5: Egorov, E. (5) 3.5 - won by forfeit: a dummy opponent with his own score "
        "(C.07 16.4)\n"
        "SB (коэффициент Бергера (Зоннеборн-Бергер)) = 9\n"
        "  round 1: 0 - zero-point bye, voluntarily unplayed: a dummy opponent with his own "
        "score (C.07 16.4), none of it\n"
        "  round 2: Борисов Б. (2) 1.5 - drawn: half the opponent's score\n"
        "  round 3: Chernov, C. (3) 2.5 - won: opponent's score, his round 5 (byes or absences "
        "with no game after them) as draws (C.07 16.3.2)\n"
        "  round 4: Дмитриев Д. (4) 1.5 - won: opponent's score\n"
        "  round 5: Egorov, E. (5) 3.5 - won by forfeit: a dummy opponent with his own score "
        "(C.07 16.4), all of it\n");
    // The older rules, chosen for the run: FIDE's of 2009 (a virtual opponent: 0 before round 1,
    // the bye's other result 1, draws in the four rounds after) and played games only.
    const auto buchholzOf = [&trf](const char *unplayed) {
        return shashki({"standings", "--trf", trf, "--tiebreaks", "BH", "--unplayed", unplayed,
                        "--explain", "1"})
            .out;
    };
    CHECK_THAT(buchholzOf("fide-2009"),
               Catch::Contains("BH (коэффициент Бухгольца (Солкофф)) = 13\n"
                               "  round 1: 3 - zero-point bye, voluntarily unplayed: a virtual "
                               "opponent (his score before the round, the other result, draws "
                               "after it)\n"
                               "  round 2: Борисов Б. (2) 3.5 - opponent's score, his unplayed "
                               "round 3 as draws\n"));
    CHECK_THAT(buchholzOf("played-only"),
               Catch::Contains("= 6.5\n  round 1: 0 - zero-point bye, voluntarily unplayed: "
                               "nothing\n"));
    CHECK_THAT(buchholzOf("fide-2024"), Catch::Contains("= 14\n"));
    CHECK(shashki({"standings", "--trf", trf, "--unplayed", "never"}).err ==
          "shashki standings: --unplayed needs fide-2024, played-only or fide-2009, not 'never'\n");

    // FIDE's exercise of 2024: player 4's half-point bye is cut first, player 12's last two
    // rounds (zero-point byes after which he played no more) count as draws in his score; player
    // 9's pairing-allocated bye is a win for WIN, not for WON.
    const std::string exercise = SHASHKI_TEST_DATA_DIR "/tiebreaks/fide-exercise-2024/exercise.trf";
    const auto four =
        shashki({"standings", "--trf", exercise, "--tiebreaks", "BH-C1,SB", "--explain", "4"});
    CHECK(four.exitCode == 0);
    CHECK_THAT(four.out,
               Catch::StartsWith("Player 04 (4): place 3, 3.5 points\n"
                                 "BH-C1 (усечённый коэффициент Бухгольца) = 11.5\n"
                                 "  round 1: Player 12 (12) 3 - opponent's score, his rounds 4, 5 "
                                 "(byes or absences with no game after them) as draws (C.07 "
                                 "16.3.2)\n"
                                 "  round 2: 3.5 - cut, voluntarily unplayed rounds first (C.07 "
                                 "14.6) (half-point bye, voluntarily unplayed: a dummy opponent "
                                 "with his own score (C.07 16.4))\n"));
    CHECK_THAT(four.out, Catch::Contains("SB (коэффициент Бергера (Зоннеборн-Бергер)) = 9.75\n"
                                         "  round 1: Player 12 (12) 3 - won: opponent's score"));
    CHECK_THAT(four.out,
               Catch::Contains("  round 2: 1.75 - half-point bye, voluntarily unplayed: a dummy "
                               "opponent with his own score (C.07 16.4), half of it\n"));
    const auto nine =
        shashki({"standings", "--trf", exercise, "--tiebreaks", "WIN,WON", "--explain", "9"});
    CHECK(nine.out == "Player 09 (9): place 15, 1.5 points\n"
                      "WIN (число побед) = 1\n"
                      "  round 5: 1 - pairing-allocated bye: a win's points\n"
                      "WON (число побед за доской) = 0\n");
    CHECK(shashki({"standings", "--trf", trf, "--explain", "9"}).err ==
          "shashki standings: no player has start number 9\n");

    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string bad = (dir.path / "bad.trf").string();
    std::ofstream(bad) << "012 Bad\n001    1 m    A                                 1500 RUS"
                          "                         1.0    1     2 w X\n";
    CHECK(shashki({"standings", "--trf", bad}).err ==
          "shashki standings: " + bad + ":2:99: unknown result code 'X'\n");
    CHECK(shashki({"standings", "--trf", bad, "--tiebreaks", "XYZ"}).exitCode == 2);

    // Each game stands in both players' records (lines ending in CR alone, as TRF-16 asks): every
    // disagreement is shown, placed, and no standings are computed.
    const std::string disagree = (dir.path / "disagree.trf").string();
    const std::string toBlocks(76, ' '); // from the name in column 15 to column 92
    std::ofstream(disagree) << "012 Disagree\r001    1 m    A" + toBlocks + "   2 w 1    99 b 0\r"
                            << "001    2 m    B" + toBlocks + "   1 w 1\r";
    const auto disagreement = shashki({"standings", "--trf", disagree});
    CHECK(disagreement.exitCode == 2);
    CHECK(disagreement.out.empty());
    CHECK(disagreement.err ==
          "shashki standings: " + disagree +
              ":2:102: A meets start number 99 in round 2, who is not in the file\n"
              "shashki standings: " +
              disagree +
              ":3:92: B has white against A (start number 1) in round 1, who has white too "
              "(line 2, column 92)\n"
              "shashki standings: " +
              disagree +
              ":3:92: B has '1' against A (start number 1) in round 1, who has '1' (line 2, "
              "column 92); expected '0'\n");
}

TEST_CASE("shashki standings --language ru places a broken TRF file's errors in Russian", "[cli]")
{
    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string broken = (dir.path / "broken.trf").string();
    std::ofstream(broken) << "012 Broken\n001    1 m    A                                 1500 RUS"
                             "                         1.0    1     2 w X\n";
    const auto unknown = shashki({"standings", "--trf", broken, "--language", "ru"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.out.empty());
    CHECK(unknown.err ==
          "shashki standings: " + broken + ":2:99: неизвестный код результата 'X'\n");

    // The games' disagreements: the colours and results as facts worded in Russian too.
    const std::string disagree = (dir.path / "disagree.trf").string();
    const std::string toBlocks(76, ' '); // from the name in column 15 to column 92
    std::ofstream(disagree) << "012 Disagree\r001    1 m    A" + toBlocks + "   2 w 1    99 b 0\r"
                            << "001    2 m    B" + toBlocks + "   1 w  \r";
    const auto disagreement = shashki({"--language", "ru", "standings", "--trf", disagree});
    CHECK(disagreement.exitCode == 2);
    CHECK(disagreement.err ==
          "shashki standings: " + disagree +
              ":2:102: A: во 2-м туре соперник — стартовый номер 99, а участника с таким номером "
              "в файле нет\n"
              "shashki standings: " +
              disagree +
              ":3:92: B: в 1-м туре белые, соперник — A (стартовый номер 1), а у соперника — "
              "тоже белые (строка 2, колонка 92)\n"
              "shashki standings: " +
              disagree +
              ":3:92: B: в 1-м туре без результата, соперник — A (стартовый номер 1), а у "
              "соперника — '1' (строка 2, колонка 92); ожидалось: '0'\n");
}

} // namespace standingscommand_test
