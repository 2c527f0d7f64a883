// The PDN reader (pdnreader.h): the real files of tests/data/pdn, and every construct and problem
// with its exact line and column.
#include "arbiter/pdnreader.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace pdnreader_test {

using namespace arbiter;
using Catch::Matchers::Equals;

namespace {

std::vector<PdnGame> readAll(const std::string &text, PdnReader::Limits limits = {})
{
    std::istringstream input(text);
    PdnReader reader(input, limits);
    std::vector<PdnGame> games;
    while (auto game = reader.next())
        games.push_back(std::move(*game));
    return games;
}

std::vector<std::string> moveTexts(const PdnGame &game)
{
    std::vector<std::string> texts;
    for (const PdnMove &move : game.moves)
        texts.push_back(move.text);
    return texts;
}

std::string problemAt(const PdnGame &game)
{
    REQUIRE(game.problem);
    return std::to_string(game.problem->place.line) + ":" +
           std::to_string(game.problem->place.column) + ": " + game.problem->message;
}

} // namespace

TEST_CASE("every file of the PDN corpus reads without a problem", "[pdn]")
{
    // Game counts per file, counted by hand from their results and tag sections.
    const std::map<std::string, int> expected = {
        {"ussr1947.pdn", 153},  {"fen.pdn", 3},          {"gameterminator.pdn", 1},
        {"string.pdn", 1},      {"unicode.pdn", 1},      {"variation.pdn", 1},
        {"linecomment.pdn", 1}, {"alphanumeric.pdn", 1}, {"movestrength.pdn", 1},
        {"OCA_2.0.pdn", 43},    {"DUTCH96H.pdn", 13},    {"Cat.B1.pdn", 37}};
    int files = 0;
    for (const auto &entry :
         std::filesystem::directory_iterator(SHASHKI_TEST_DATA_DIR "/pdn/succeed")) {
        std::ifstream input(entry.path(), std::ios::binary);
        PdnReader reader(input);
        int games = 0;
        while (const auto game = reader.next()) {
            ++games;
            INFO(entry.path().filename().string() << " game " << games);
            CHECK_FALSE(game->problem);
        }
        if (const auto count = expected.find(entry.path().filename().string());
            count != expected.end())
            CHECK(games == count->second);
        ++files;
    }
    CHECK(files == 39);
}

TEST_CASE("the files that strict readers stumble on are read, problems placed", "[pdn]")
{
    int games = 0;
    for (const auto &entry :
         std::filesystem::directory_iterator(SHASHKI_TEST_DATA_DIR "/pdn/fail")) {
        std::ifstream input(entry.path(), std::ios::binary);
        PdnReader reader(input);
        while (reader.next())
            ++games;
    }
    CHECK(games == 45 + 35 + 46 + 2 + 72 + 40 + 1);

    std::ifstream nested(SHASHKI_TEST_DATA_DIR "/pdn/fail/nested_comment.pdn", std::ios::binary);
    PdnReader reader(nested);
    const auto game = reader.next();
    REQUIRE(game);
    // "1. 33-29 19-23 2. 35-30 { nested { comment } }": the comment ends at the first '}'.
    CHECK(problemAt(*game) == "1:46: unexpected '}' (comments do not nest)");
    CHECK_THAT(moveTexts(*game), Equals(std::vector<std::string>{"33-29", "19-23", "35-30"}));
    CHECK(game->moves.back().comments == std::vector<std::string>{" nested { comment "});
    CHECK_FALSE(reader.next());
}

TEST_CASE("tags, move numbers, comments, variations and annotations", "[pdn]")
{
    const std::string text = "\xEF\xBB\xBF[Event  \"X \\\"Cup\\\"\"]\r\n"
                             "[White \"\xD0\x91\xD0\xBB\xD0\xB8\xD0\xBD\xD0\xB4\xD0\xB5\xD1\x80\"]"
                             "  [Black \"B\"]\r\n"
                             "\r\n"
                             "{start} 1. c3-d4 d6-e5! 2.b2-c3 $14 {a comment} 2... e7-d6(?!)\r\n"
                             "3. e3-f4 (3. g3-f4 (3. a3-b4) h6-g5) ; to the end\r\n"
                             "03... b6-a5 1/2-1/2\r\n";
    const auto games = readAll(text);
    REQUIRE(games.size() == 1);
    const PdnGame &game = games.front();
    CHECK_FALSE(game.problem);
    CHECK(game.tag("Event") == "X \"Cup\"");
    CHECK(game.tag("White") == "\xD0\x91\xD0\xBB\xD0\xB8\xD0\xBD\xD0\xB4\xD0\xB5\xD1\x80");
    CHECK(game.tag("Black") == "B");
    CHECK_FALSE(game.tag("Site"));
    CHECK(game.tags[2].place.line == 2);
    CHECK(game.tags[2].place.column == 20); // after a 7-letter Cyrillic name: characters, not bytes
    CHECK(game.leadingComments == std::vector<std::string>{"start"});
    CHECK_THAT(moveTexts(game), Equals(std::vector<std::string>{"c3-d4", "d6-e5", "b2-c3", "e7-d6",
                                                                "e3-f4", "b6-a5"}));
    CHECK(game.moves[0].moveNumber == 1);
    CHECK(game.moves[0].place.line == 4);
    CHECK(game.moves[0].place.column == 12);
    CHECK(game.moves[1].strength == "!");
    CHECK(game.moves[2].place.column == 27); // "2.b2-c3": the move after its glued number
    CHECK(game.moves[2].nags == std::vector<int>{14});
    CHECK(game.moves[2].comments == std::vector<std::string>{"a comment"});
    CHECK(game.moves[3].strength == "?!"); // "(?!)" glued to the move is its strength
    CHECK(game.moves[3].moveNumber == 2);
    CHECK(game.moves[4].variations == std::vector<std::string>{"3. g3-f4 (3. a3-b4) h6-g5"});
    CHECK(game.moves[4].comments == std::vector<std::string>{" to the end"});
    CHECK(game.moves[5].moveNumber == 3);
    CHECK(game.result == "1/2-1/2");
    CHECK(game.resultPlace.line == 6);
    CHECK(game.resultPlace.column == 13);
}

TEST_CASE("games end at their result, at the next tags, or at the end", "[pdn]")
{
    const auto games = readAll("1. c3-d4 1-0\n"
                               "22-18 9-13 0-1 a3-b4 \xC2\xBD-\xC2\xBD\n"
                               "[Event \"A\"]\n1. c3-d4\n"
                               "[Event \"B\"]\n1. e3-f4 *\n"
                               "% an escape line\n"
                               "1-1 0-0 2-0 0-2 1.g3h4");
    REQUIRE(games.size() == 10);
    const std::vector<std::string> results = {
        "1-0", "0-1", "\xC2\xBD-\xC2\xBD", "", "*", "1-1", "0-0", "2-0", "0-2", ""};
    for (std::size_t i = 0; i < results.size(); ++i) {
        INFO("game " << i + 1);
        CHECK(games[i].result == results[i]);
        CHECK_FALSE(games[i].problem);
        CHECK(games[i].index == static_cast<int>(i) + 1);
    }
    CHECK_THAT(moveTexts(games[1]), Equals(std::vector<std::string>{"22-18", "9-13"}));
    CHECK_THAT(moveTexts(games[2]), Equals(std::vector<std::string>{"a3-b4"}));
    CHECK(games[3].tag("Event") == "A");
    CHECK_THAT(moveTexts(games[3]), Equals(std::vector<std::string>{"c3-d4"}));
    CHECK(games[4].place.line == 5);
    CHECK(moveTexts(games[5]).empty());
    CHECK(moveTexts(games[9]) == std::vector<std::string>{"g3h4"}); // ended by the end of input
}

TEST_CASE("square numbers padded to two columns stay in their move", "[pdn]")
{
    // As DUTCH96H.pdn writes them: "17. 43-39  1- 6", "52. 46-41 47x 9  53.  4x 1".
    const auto games = readAll("17. 43-39  1- 6 52. 46-41 47x 9  53.  4x 1\n1-0\n");
    REQUIRE(games.size() == 1);
    CHECK_FALSE(games[0].problem);
    CHECK(moveTexts(games[0]) == std::vector<std::string>{"43-39", "1-6", "46-41", "47x9", "4x1"});
    CHECK(games[0].moves[1].place.column == 12);
    CHECK(games[0].result == "1-0");
}

TEST_CASE("a problem names its line and column, and the next game is read", "[pdn]")
{
    struct Case
    {
        std::string text;
        std::string problem;
        bool swallowsTheRest = false; // an unclosed comment or variation runs to the end
    };
    const std::vector<Case> cases = {
        {"[Event \"open", "1:13: the value of tag Event is not closed on its line"},
        {"[Event open\"]", "1:8: expected '\"' to open the value of tag Event"},
        {"[Event \"x\" 1. c3-d4", "1:12: expected ']' to close tag Event"},
        {"[ \"x\"]", "1:3: expected a tag name after '['"},
        {"1. c3-d4 {never closed", "1:10: the comment opened here is not closed", true},
        {"1. c3-d4 (d6-e5 {x}", "1:10: the variation opened here is not closed", true},
        {"(c3-d4) 1. c3-d4", "1:1: a variation before the first move"},
        {"1. c3-d4 d6-e5 )", "1:16: unexpected ')'"},
        {"1. c3-d4 $", "1:10: expected a number after '$'"},
        {"$3 c3-d4", "1:1: an annotation ($3) before the first move"},
        {"!? c3-d4", "1:1: a move strength (!?) before the first move"},
        {"1. c3-d4 d6#e5", "1:10: expected a move, found 'd6#e5'"},
        {"1. c3-d4 q", "1:10: expected a move, found 'q'"},
        {"1. c3-d4 d6-e5 50%", "1:18: unexpected '%' in the moves"},
        {"1. c3-d4 " + std::string(300, 'a'), "1:10: a token longer than 256 characters"},
    };
    for (const Case &c : cases) {
        INFO(c.text);
        const auto games = readAll(c.text + "\n1-0\n[Event \"next\"]\n1. a3-b4 *\n");
        REQUIRE(!games.empty());
        CHECK(problemAt(games.front()) == c.problem);
        if (c.swallowsTheRest) {
            CHECK(games.size() == 1);
            continue;
        }
        REQUIRE(games.size() >= 2);
        CHECK(games.back().tag("Event") == "next");
        CHECK(moveTexts(games.back()) == std::vector<std::string>{"a3-b4"});
        CHECK_FALSE(games.back().problem);
    }
}

TEST_CASE("limits stop hostile input with a problem", "[pdn]")
{
    PdnReader::Limits limits;
    limits.maxVariationDepth = 8;
    limits.maxGameBytes = 200;
    const auto deep = readAll("1. c3-d4 " + std::string(9, '(') + "d6-e5" + std::string(9, ')') +
                                  " 1-0\n2. a3-b4 *",
                              limits);
    REQUIRE(deep.size() == 2);
    CHECK(problemAt(deep[0]) == "1:10: variations nested deeper than 8");
    CHECK(moveTexts(deep[1]) == std::vector<std::string>{"a3-b4"});

    // Nesting far deeper than any stack would take is read without recursion.
    const auto deeper = readAll("1. c3-d4 " + std::string(100000, '(') + " 1-0");
    REQUIRE(deeper.size() == 1);
    CHECK(problemAt(deeper[0]) == "1:10: variations nested deeper than 64");

    std::string longGame = "1.";
    for (int i = 0; i < 50; ++i)
        longGame += " c3-d4";
    const auto tooLong = readAll(longGame + " *\n[Event \"B\"] a3-b4 *", limits);
    REQUIRE(tooLong.size() == 2);
    CHECK_THAT(problemAt(tooLong[0]), Catch::EndsWith("the game is longer than 200 bytes"));
    CHECK(tooLong[1].tag("Event") == "B");

    PdnReader::Limits small;
    small.maxInputBytes = 20;
    const auto cut = readAll("1. c3-d4 d6-e5 2. b2-c3 e7-d6 *\n1. a3-b4 *", small);
    REQUIRE(cut.size() == 1);
    CHECK_THAT(problemAt(cut[0]), Catch::EndsWith("the input is larger than 20 bytes; reading "
                                                  "stops here"));
}

TEST_CASE("games can come with their text as written", "[pdn]")
{
    std::istringstream input("\n[Event \"A\"]\n1. c3-d4 {a comment} d6-c5 1-0\n\n"
                             "[Event \"B\"]\r\n1. a3-b4 (1. g3-h4) b6-a5 * ");
    PdnReader reader(input);
    reader.setKeepText(true);
    const auto first = reader.next();
    const auto second = reader.next();
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->text == "[Event \"A\"]\n1. c3-d4 {a comment} d6-c5 1-0");
    CHECK(second->text == "[Event \"B\"]\r\n1. a3-b4 (1. g3-h4) b6-a5 *");
    std::istringstream again("1. c3-d4 *");
    PdnReader plain(again);
    CHECK(plain.next()->text.empty());
}

} // namespace pdnreader_test
