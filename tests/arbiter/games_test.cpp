// Every move of the 153 games of the X USSR championship (tests/data/pdn/ussr1947.pdn) resolves
// through the notation reader against the legal moves of its position. The movetext reader here is
// deliberately minimal (tags, move numbers, moves, results); the full PDN reader is its own module.
#include "arbiter/fen.h"
#include "arbiter/notation.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

namespace games_test {

using namespace arbiter;

namespace {

struct SheetMove
{
    std::string text;
    int line;
};

struct SheetGame
{
    std::map<std::string, std::string> tags;
    std::vector<SheetMove> moves;
    std::string result;
};

bool isResult(const std::string &token)
{
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

std::vector<SheetGame> readGames(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    REQUIRE(file);
    std::vector<SheetGame> games;
    SheetGame current;
    bool inGame = false;
    std::string line;
    for (int lineNumber = 1; std::getline(file, line); ++lineNumber) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!line.empty() && line.front() == '[') {
            const auto space = line.find(' ');
            const auto open = line.find('"');
            const auto close = line.rfind('"');
            REQUIRE(space != std::string::npos);
            REQUIRE(close > open);
            current.tags[line.substr(1, space - 1)] = line.substr(open + 1, close - open - 1);
            inGame = true;
            continue;
        }
        std::istringstream words(line);
        for (std::string token; words >> token;) {
            if (isResult(token)) {
                current.result = token;
                games.push_back(std::move(current));
                current = {};
                inGame = false;
                continue;
            }
            const auto numberEnd = token.find_first_not_of("0123456789");
            if (numberEnd != std::string::npos && numberEnd > 0 && token[numberEnd] == '.') {
                token.erase(0, token.find_first_not_of('.', numberEnd)); // "12." or "12.c3-d4"
                if (token.empty() || token.find_first_not_of('.') == std::string::npos)
                    continue;
            }
            current.moves.push_back({token, lineNumber});
        }
    }
    REQUIRE_FALSE(inGame); // the file ends with a result
    return games;
}

} // namespace

TEST_CASE("all 153 games of ussr1947.pdn replay through the notation reader", "[games]")
{
    const auto games = readGames(SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn");
    REQUIRE(games.size() == 153);

    std::map<std::string, int> results;
    std::size_t totalPlies = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const SheetGame &game = games[g];
        ++results[game.result];
        const auto start = Fen::parse(game.tags.at("FEN"));
        REQUIRE(start.ok());
        REQUIRE(start.value() == Position::initial());
        Position position = start.value();
        for (const SheetMove &sheetMove : game.moves) {
            const auto move = Notation::parse(sheetMove.text, position);
            if (!move) {
                FAIL("game " << g + 1 << " (" << game.tags.at("White") << " - "
                             << game.tags.at("Black") << "), line " << sheetMove.line << ", "
                             << sheetMove.text << ": " << move.error().message);
            }
            position = position.after(move.value());
        }
        totalPlies += game.moves.size();
        // None of these games ends with the side to move out of moves (resignations and agreed
        // draws only).
        CHECK_FALSE(position.legalMoves().empty());
    }
    CHECK(results["1-0"] == 22);
    CHECK(results["0-1"] == 20);
    CHECK(results["1/2-1/2"] == 111);
    CHECK(games.front().moves.size() == 61); // 1. c3-d4 … 31. h4:f6 1-0
    CHECK(games.front().moves.back().text == "h4:f6");
    CHECK(totalPlies == 8730); // every move token of the file, as counted by
    // grep -v '^\[' ussr1947.pdn | tr ' ' '\n' | grep -cE '^[a-h][1-8][-:]'
}

} // namespace games_test
