// The PDN writer (pdnwriter.h): its exact text, and reading back what it writes.
#include "arbiter/fen.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/pdnwriter.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

namespace pdnwriter_test {

using namespace arbiter;

namespace {

// The moves of a game resolved against the rules from its start position.
std::vector<Move> resolve(const PdnGame &game, const Position &start)
{
    std::vector<Move> moves;
    Position position = start;
    for (const PdnMove &written : game.moves) {
        const auto move = Notation::parse(written.text, position);
        INFO(written.text << ": " << (move ? std::string() : move.error().message));
        REQUIRE(move.ok());
        moves.push_back(move.value());
        position = position.after(move.value());
    }
    return moves;
}

Position startOf(const PdnGame &game)
{
    const auto fen = game.tag("FEN");
    if (!fen)
        return Position::initial();
    const auto position = Fen::parse(*fen);
    REQUIRE(position.ok());
    return position.value();
}

} // namespace

TEST_CASE("the writer's canonical text", "[pdn]")
{
    const Position start = Position::initial();
    std::vector<Move> moves;
    Position position = start;
    for (const char *text : {"c3-d4", "d6-e5", "b2-c3", "e7-d6", "e3-f4", "b6-a5", "f2-e3", "c7-b6",
                             "c1-b2", "b6-c5", "d4:b6", "a5:c7"}) {
        moves.push_back(Notation::parse(text, position).value());
        position = position.after(moves.back());
    }
    const std::vector<PdnTag> tags = {
        {"White", "Блиндер Б.", {}}, {"Annotator", "a \"quoted\" name", {}}, {"Event", "X", {}}};
    CHECK(PdnWriter::write(tags, start, moves, "1-0") == "[Event \"X\"]\n"
                                                         "[Site \"?\"]\n"
                                                         "[Date \"????.??.??\"]\n"
                                                         "[Round \"?\"]\n"
                                                         "[White \"Блиндер Б.\"]\n"
                                                         "[Black \"?\"]\n"
                                                         "[Result \"1-0\"]\n"
                                                         "[GameType \"25\"]\n"
                                                         "[Annotator \"a \\\"quoted\\\" name\"]\n"
                                                         "\n"
                                                         "1. c3-d4 d6-e5 2. b2-c3 e7-d6 3. e3-f4 "
                                                         "b6-a5 4. f2-e3 c7-b6 5. c1-b2 b6-c5\n"
                                                         "6. d4:b6 a5:c7 1-0\n");
}

TEST_CASE("a game from a set-up position with Black to move", "[pdn]")
{
    const Position start = Fen::parse("B:WKd2,a3:Bb6,Kh8").value();
    const std::vector<Move> moves = {Notation::parse("b6-a5", start).value()};
    const std::string text = PdnWriter::write({}, start, moves, "*");
    CHECK_THAT(text,
               Catch::Contains("[SetUp \"1\"]\n[FEN \"B:Wa3,Kd2:Bb6,Kh8\"]\n\n1... b6-a5 *\n"));

    std::istringstream input(text);
    PdnReader reader(input);
    const auto game = reader.next();
    REQUIRE(game);
    CHECK(startOf(*game) == start);
    CHECK(resolve(*game, start).front().sameRoute(moves.front()));
}

TEST_CASE("the 153 USSR games read back the same after writing", "[pdn]")
{
    std::ifstream file(SHASHKI_TEST_DATA_DIR "/pdn/succeed/ussr1947.pdn", std::ios::binary);
    PdnReader reader(file);
    int games = 0;
    std::size_t longestLine = 0;
    while (const auto game = reader.next()) {
        ++games;
        INFO("game " << games);
        const Position start = startOf(*game);
        const std::vector<Move> moves = resolve(*game, start);
        const std::string text = PdnWriter::write(game->tags, start, moves, game->result);
        std::istringstream input(text);
        for (std::string line; std::getline(input, line);)
            longestLine = std::max(longestLine, line.size());

        std::istringstream again(text);
        PdnReader rereader(again);
        const auto back = rereader.next();
        REQUIRE(back);
        CHECK_FALSE(back->problem);
        CHECK_FALSE(rereader.next());
        for (const char *tag : {"White", "Black", "Event", "Date", "Result"})
            CHECK(back->tag(tag) == game->tag(tag));
        CHECK(back->result == game->result);
        CHECK(back->tag("GameType") == "25");
        const std::vector<Move> movesBack = resolve(*back, startOf(*back));
        REQUIRE(movesBack.size() == moves.size());
        for (std::size_t i = 0; i < moves.size(); ++i)
            CHECK(movesBack[i].sameMove(moves[i]));
    }
    CHECK(games == 153);
    CHECK(longestLine <= 80);
}

} // namespace pdnwriter_test
