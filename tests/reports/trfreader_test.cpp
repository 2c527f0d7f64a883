// reports/trfreader: a TRF-16 file with UTF-8 names, byes, forfeits; CR, CR LF and LF line ends;
// its errors, placed; and the cross-check of the two records of each game, every disagreement
// reported.
#include "reports/standings.h"
#include "reports/trfreader.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

namespace trfreader_test {

using namespace reports;

namespace {

std::string fivePlayers()
{
    std::ifstream file(SHASHKI_TEST_DATA_DIR "/trf/five-players.trf", std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

arbiter::Result<Event, std::vector<TrfError>> readText(const std::string &text)
{
    std::istringstream input(text);
    return readTrf(input);
}

// A 001 record of `start` and `name` (ASCII) with its round blocks ("   2 w 1") from column 92,
// ended by LF.
std::string record(int start, const std::string &name, const std::vector<std::string> &blocks)
{
    std::string number = std::to_string(start);
    std::string line = "001 " + std::string(4 - number.size(), ' ') + number + " m    " + name;
    line.resize(91, ' ');
    for (const std::string &block : blocks)
        line += block + "  ";
    while (line.back() == ' ')
        line.pop_back();
    return line + "\n";
}

// Every error as "line:column: message".
std::vector<std::string> errorsOf(const std::string &text)
{
    const auto read = readText(text);
    REQUIRE_FALSE(read.ok());
    std::vector<std::string> errors;
    for (const TrfError &error : read.error())
        errors.push_back(std::to_string(error.line) + ":" + std::to_string(error.column) + ": " +
                         error.message);
    return errors;
}

std::string replaced(std::string text, char from, const std::string &to)
{
    std::string out;
    for (const char c : text)
        out += c == from ? to : std::string(1, c);
    return out;
}

} // namespace

TEST_CASE("a TRF file reads into the event it describes", "[trf]")
{
    const auto read = readText(fivePlayers());
    REQUIRE(read.ok());
    const Event &event = *read;
    CHECK(event.name == "Five players, a forfeit and a withdrawal");
    CHECK(event.rounds == 5);
    REQUIRE(event.players.size() == 5);
    CHECK(event.players[1].name == "Борисов Б.");
    CHECK(event.players[1].rating == std::optional(1502));
    const RoundResult &bye = event.players[0].results[0];
    CHECK(bye.opponent == -1);
    CHECK(bye.outcome == Outcome::ZeroBye);
    const RoundResult &forfeit = event.players[4].results[2];
    CHECK(forfeit.opponent == 3);
    CHECK_FALSE(forfeit.white);
    CHECK(forfeit.outcome == Outcome::ForfeitLoss);
    CHECK(event.players[3].results[2].outcome == Outcome::ForfeitWin);
    CHECK(scoresAfter(event, 5) == std::vector<double>{3.5, 3, 2, 1.5, 0});
    CHECK(computeTieBreak(event, 0, TieBreak::Buchholz, 5).value == 14);
}

TEST_CASE("a TRF file's lines may end in CR alone, CR LF or LF", "[trf]")
{
    const std::string lf = fivePlayers();
    REQUIRE(lf.find('\r') == std::string::npos);
    for (const std::string &end : {std::string("\r"), std::string("\r\n")}) {
        const auto read = readText(replaced(lf, '\n', end));
        REQUIRE(read.ok());
        CHECK(read->name == "Five players, a forfeit and a withdrawal");
        REQUIRE(read->players.size() == 5);
        CHECK(read->players[4].name == "Egorov, E.");
        CHECK(scoresAfter(*read, 5) == std::vector<double>{3.5, 3, 2, 1.5, 0});
    }
    // Lines are counted across CR-only ends: the third record's error is on line 3.
    CHECK(errorsOf("012 T\r" + replaced(record(1, "A", {}) + record(1, "B", {}), '\n', "\r")) ==
          std::vector<std::string>{"3:5: start number 1 appears twice"});
}

TEST_CASE("a TRF record that cannot be read is placed", "[trf]")
{
    const auto errorOf = [](const std::string &text) {
        const auto errors = errorsOf(text);
        REQUIRE(errors.size() == 1);
        return errors[0];
    };
    CHECK(errorOf("012 X\n001 abcd m    A\n") == "2:5: expected the start number in columns 5-8");
    CHECK(errorOf("001    1 m    \n") == "1:15: expected the player's name in columns 15-47");
    CHECK(errorOf("001    1 m    A                                 1500 RUS                  "
                  "       1.0    1     2 q 1\n") == "1:97: expected the colour w, b or -");
    CHECK(errorOf("001    1 m    A\n001    1 m    B\n") == "2:5: start number 1 appears twice");
    // Found by fuzzing: a player numbered 0 who named B passed the cross-check, B's empty block
    // (no opponent, read as 0) seeming to name him; B then had a bye and he a game against B.
    CHECK(errorOf("001    0 m    A" + std::string(76, ' ') + "   1\n001    1 m    B\n") ==
          "1:5: the start number must be 1 or more, not 0");
    CHECK(errorOf("001    1 m    A                                 1500 RUS                  "
                  "       1.0    1     7 w 1\n") ==
          "1:92: A meets start number 7 in round 1, who is not in the file");
    // Every record that cannot be read, in the order of the file.
    CHECK(
        errorsOf(record(1, "A", {"   2 w X"}) + record(2, "", {}) + record(3, "C", {"  x1 w 1"})) ==
        std::vector<std::string>{"1:99: unknown result code 'X'",
                                 "2:15: expected the player's name in columns 15-47",
                                 "3:92: expected an opponent's start number or 0000"});
}

TEST_CASE("the two records of a game must agree", "[trf]")
{
    // Both say they won round 1: the later record is placed, the earlier named.
    CHECK(errorsOf("012 T\n" + record(1, "Andreev", {"   2 w 1"}) +
                   record(2, "Borisov", {"   1 b 1"})) ==
          std::vector<std::string>{"3:92: Borisov has '1' against Andreev (start number 1) in "
                                   "round 1, who has '1' (line 2, column 92); expected '0'"});
    // Both had white.
    CHECK(errorsOf("012 T\n" + record(1, "Andreev", {"   2 w 1"}) +
                   record(2, "Borisov", {"   1 w 0"})) ==
          std::vector<std::string>{"3:92: Borisov has white against Andreev (start number 1) in "
                                   "round 1, who has white too (line 2, column 92)"});
    // An opponent who is not in the file.
    CHECK(errorsOf("012 T\n" + record(1, "Andreev", {"  99 w 1"}) +
                   record(2, "Borisov", {"0000 - Z"})) ==
          std::vector<std::string>{
              "2:92: Andreev meets start number 99 in round 1, who is not in the file"});
    // Every disagreement, each at its block, in the order of the file; A-C in round 3 and
    // D-E in round 3 (a forfeit) agree.
    CHECK(errorsOf(record(1, "A", {"   1 w 1", "   2 b =", "   3 w +"}) +
                   record(2, "B", {"   3 b 0", "   1 - 1", "0000 - U"}) +
                   record(3, "C", {"   2 w 1", "   4 w H", "   1 b +"}) +
                   record(4, "D", {"0000 - Z", "   2 b =", "   5 w -"}) +
                   record(5, "E", {"   4 w 1", "0000 - Z", "   4 b +"})) ==
          std::vector<std::string>{
              "1:92: A meets himself (start number 1) in round 1",
              "2:102: B has no colour against A (start number 1) in round 2, who has black "
              "(line 1, column 102)",
              "2:102: B has '1' against A (start number 1) in round 2, who has '=' (line 1, "
              "column 102); expected '='",
              "3:102: C has the bye code 'H' in round 2 but meets start number 4",
              "3:112: C has '+' against A (start number 1) in round 3, who has '+' (line 1, "
              "column 112); expected '-'",
              "4:102: D meets B (start number 2) in round 2, but B's block of that round names "
              "start number 1 (line 2, column 102)",
              "5:92: E meets D (start number 4) in round 1, but D's block of that round names no "
              "opponent (line 4, column 92)",
          });
}

TEST_CASE("games whose two records agree read as one result each", "[trf]")
{
    const auto read = readText(record(1, "A", {"   2 w W", "   3 b -", "   2 b  ", "0000 - H"}) +
                               record(2, "B", {"   1 b L", "   4 w D", "   1 w  ", "   3 b -"}) +
                               record(3, "C", {"0000 - F", "   1 w -", "0000 - Z", "   2 w +"}) +
                               record(4, "D", {"0000 - Z", "   2 b D"}));
    REQUIRE(read.ok());
    const auto &a = read->players[0].results;
    CHECK(read->rounds == 4);
    CHECK(a[0].outcome == Outcome::Win);
    CHECK(a[0].opponent == 1);
    CHECK(a[0].white);
    CHECK(read->players[1].results[0].outcome == Outcome::Loss);
    // - against -: both forfeited.
    CHECK(a[1].outcome == Outcome::DoubleForfeit);
    CHECK(read->players[2].results[1].outcome == Outcome::DoubleForfeit);
    // Paired, no result yet on either side.
    CHECK(a[2].outcome == Outcome::NotPaired);
    CHECK(a[2].opponent == 1);
    CHECK(a[3].outcome == Outcome::HalfBye);
    CHECK(read->players[1].results[1].outcome == Outcome::Draw);
    CHECK(read->players[1].results[3].outcome == Outcome::ForfeitLoss);
    CHECK(read->players[2].results[3].outcome == Outcome::ForfeitWin);
    // D's record ends after round 2: not paired in the rounds after.
    CHECK(read->players[3].results[3].outcome == Outcome::NotPaired);
    CHECK(read->players[3].results[3].opponent == -1);
}

TEST_CASE("162 gives the scoring: 1-0.5-0 or 2-1-0, any other an error at its field", "[trf]")
{
    // A beats B, C and D draw: under 2-1-0 A has 2, C and D 1 each.
    const std::string games = record(1, "A", {"   2 w 1"}) + record(2, "B", {"   1 b 0"}) +
                              record(3, "C", {"   4 w ="}) + record(4, "D", {"   3 b ="});
    const auto scored = [&](const std::string &scoring) {
        return readText("012 Scored\n" + scoring + "\n" + games);
    };
    const auto twoOneZero = scored("162  W 2.0    D 1.0    L 0.0");
    REQUIRE(twoOneZero.ok());
    CHECK(twoOneZero->scoring == Scoring::TwoOneZero);
    CHECK(scoresAfter(*twoOneZero, 1) == std::vector<double>{2, 0, 1, 1});
    // FIDE's default, and the same written out; the pairing-allocated bye a win's points.
    CHECK(readText("012 Scored\n" + games)->scoring == Scoring::OneHalfZero);
    CHECK(scored("162  W 1.0    D 0.5    L 0.0    A 0.0")->scoring == Scoring::OneHalfZero);
    CHECK(scored("162  W   2    D   1    P 2.0")->scoring == Scoring::TwoOneZero);
    CHECK(scoresAfter(*scored("162  W 1.0    D 0.5"), 1) == std::vector<double>{1, 0, 0.5, 0.5});

    const auto errors = [&](const std::string &scoring) {
        std::vector<std::string> out;
        const auto read = scored(scoring);
        REQUIRE_FALSE(read.ok());
        for (const TrfError &error : read.error())
            out.push_back(std::to_string(error.line) + ":" + std::to_string(error.column) + ": " +
                          error.message);
        return out;
    };
    const std::string other = "2:6: expected the scoring 1-0.5-0 or 2-1-0 in 162 (W 1.0 D 0.5 or "
                              "W 2.0 D 1.0; nothing for a loss, A 0.0; the pairing-allocated bye "
                              "P a win's points): the standings count no other";
    CHECK(errors("162  W 3.0    D 1.0    L 0.0") == std::vector{other});
    CHECK(errors("162  W 2.0    D 1.0    P 1.0") == std::vector{other});
    CHECK(errors("162  W 1.0    D 0.5    A 0.5") == std::vector{other});
    CHECK(errors("162  W 2.0    X 1.0") ==
          std::vector<std::string>{
              "2:15: expected a result's letter (W, D, L, A or P) and its points in 162"});
    CHECK(errors("162  W 2.x") ==
          std::vector<std::string>{
              "2:6: expected a result's letter (W, D, L, A or P) and its points in 162"});
}

} // namespace trfreader_test
