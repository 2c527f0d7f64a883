// reports/trfreader: a TRF-16 file with UTF-8 names, byes, forfeits; CR, CR LF and LF line ends;
// its errors, placed; and the cross-check of the two records of each game, every disagreement
// reported.
#include "reports/standings.h"
#include "reports/trfreader.h"
#include "trferrorstringmaker.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

namespace trfreader_test {

using namespace reports;
using trftest::error;

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

// Every error of the file, its code and facts.
std::vector<TrfError> errorsOf(const std::string &text)
{
    const auto read = readText(text);
    REQUIRE_FALSE(read.ok());
    return read.error();
}

using Code = TrfErrorCode;
using Errors = std::vector<TrfError>;

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
          Errors{error(3, 5, Code::StartNumberTwice, {.startNumber = 1})});
}

TEST_CASE("a TRF record that cannot be read is placed", "[trf]")
{
    const auto errorOf = [](const std::string &text) {
        const auto errors = errorsOf(text);
        REQUIRE(errors.size() == 1);
        return errors[0];
    };
    CHECK(errorOf("012 X\n001 abcd m    A\n") ==
          error(2, 5, Code::StartNumberExpected, {.lastColumn = 8}));
    CHECK(errorOf("001    1 m    \n") == error(1, 15, Code::NameExpected, {.lastColumn = 47}));
    CHECK(errorOf("001    1 m    A                                 1500 RUS                  "
                  "       1.0    1     2 q 1\n") == error(1, 97, Code::ColourExpected));
    CHECK(errorOf("001    1 m    A\n001    1 m    B\n") ==
          error(2, 5, Code::StartNumberTwice, {.startNumber = 1}));
    // Found by fuzzing: a player numbered 0 who named B passed the cross-check, B's empty block
    // (no opponent, read as 0) seeming to name him; B then had a bye and he a game against B.
    CHECK(errorOf("001    0 m    A" + std::string(76, ' ') + "   1\n001    1 m    B\n") ==
          error(1, 5, Code::StartNumberZero));
    CHECK(errorOf("001    1 m    A                                 1500 RUS                  "
                  "       1.0    1     7 w 1\n") ==
          error(1, 92, Code::OpponentNotInFile, {.round = 1, .startNumber = 7, .player = "A"}));
    // Every record that cannot be read, in the order of the file.
    CHECK(
        errorsOf(record(1, "A", {"   2 w X"}) + record(2, "", {}) + record(3, "C", {"  x1 w 1"})) ==
        Errors{error(1, 99, Code::ResultCodeUnknown, {.result = 'X'}),
               error(2, 15, Code::NameExpected, {.lastColumn = 47}),
               error(3, 92, Code::OpponentExpected)});
}

TEST_CASE("the two records of a game must agree", "[trf]")
{
    // Both say they won round 1: the later record is placed, the earlier named.
    CHECK(errorsOf("012 T\n" + record(1, "Andreev", {"   2 w 1"}) +
                   record(2, "Borisov", {"   1 b 1"})) == Errors{error(3, 92, Code::ResultsDisagree,
                                                                       {.otherLine = 2,
                                                                        .round = 1,
                                                                        .startNumber = 1,
                                                                        .player = "Borisov",
                                                                        .opponent = "Andreev",
                                                                        .result = '1',
                                                                        .otherResult = '1',
                                                                        .expected = "0"})});
    // Both had white.
    CHECK(errorsOf("012 T\n" + record(1, "Andreev", {"   2 w 1"}) +
                   record(2, "Borisov", {"   1 w 0"})) ==
          Errors{error(3, 92, Code::ColoursDisagree,
                       {.otherLine = 2,
                        .round = 1,
                        .startNumber = 1,
                        .player = "Borisov",
                        .opponent = "Andreev",
                        .colour = TrfColour::White,
                        .otherColour = TrfColour::White})});
    // An opponent who is not in the file.
    CHECK(errorsOf("012 T\n" + record(1, "Andreev", {"  99 w 1"}) +
                   record(2, "Borisov", {"0000 - Z"})) ==
          Errors{error(2, 92, Code::OpponentNotInFile,
                       {.round = 1, .startNumber = 99, .player = "Andreev"})});
    // Every disagreement, each at its block, in the order of the file; A-C in round 3 and
    // D-E in round 3 (a forfeit) agree.
    CHECK(errorsOf(record(1, "A", {"   1 w 1", "   2 b =", "   3 w +"}) +
                   record(2, "B", {"   3 b 0", "   1 - 1", "0000 - U"}) +
                   record(3, "C", {"   2 w 1", "   4 w H", "   1 b +"}) +
                   record(4, "D", {"0000 - Z", "   2 b =", "   5 w -"}) +
                   record(5, "E", {"   4 w 1", "0000 - Z", "   4 b +"})) ==
          Errors{
              error(1, 92, Code::MeetsHimself, {.round = 1, .startNumber = 1, .player = "A"}),
              error(2, 102, Code::ColoursDisagree,
                    {.otherLine = 1,
                     .round = 2,
                     .startNumber = 1,
                     .player = "B",
                     .opponent = "A",
                     .colour = TrfColour::None,
                     .otherColour = TrfColour::Black}),
              error(2, 102, Code::ResultsDisagree,
                    {.otherLine = 1,
                     .round = 2,
                     .startNumber = 1,
                     .player = "B",
                     .opponent = "A",
                     .result = '1',
                     .otherResult = '=',
                     .expected = "="}),
              error(3, 102, Code::ByeWithOpponent,
                    {.round = 2, .startNumber = 4, .player = "C", .result = 'H'}),
              error(3, 112, Code::ResultsDisagree,
                    {.otherLine = 1,
                     .round = 3,
                     .startNumber = 1,
                     .player = "C",
                     .opponent = "A",
                     .result = '+',
                     .otherResult = '+',
                     .expected = "-"}),
              error(4, 102, Code::OpponentNamesOther,
                    {.otherLine = 2,
                     .round = 2,
                     .startNumber = 2,
                     .player = "D",
                     .opponent = "B",
                     .named = 1}),
              error(5, 92, Code::OpponentNamesOther,
                    {.otherLine = 4,
                     .round = 1,
                     .startNumber = 4,
                     .player = "E",
                     .opponent = "D",
                     .named = 0}),
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
        const auto read = scored(scoring);
        REQUIRE_FALSE(read.ok());
        return read.error();
    };
    const Errors other{error(2, 6, Code::ScoringNotCounted)};
    CHECK(errors("162  W 3.0    D 1.0    L 0.0") == other);
    CHECK(errors("162  W 2.0    D 1.0    P 1.0") == other);
    CHECK(errors("162  W 1.0    D 0.5    A 0.5") == other);
    CHECK(errors("162  W 2.0    X 1.0") == Errors{error(2, 15, Code::ScoringFieldExpected)});
    CHECK(errors("162  W 2.x") == Errors{error(2, 6, Code::ScoringFieldExpected)});
}

} // namespace trfreader_test
