// app::gameRecord (gamerecord.h): what import stores of a game read with arbiter::PdnReader and
// audited with its history: players, round, result, start and final FEN, and every move with
// its PDN square numbers, captures and the position after it.
#include "app/tournament/gamerecord.h"
#include "arbiter/auditjson.h"
#include "arbiter/fen.h"
#include "arbiter/pdnreader.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace gamerecord_test {

namespace {

struct ReadGame
{
    arbiter::PdnGame game;
    arbiter::GameAudit audit;
};

// The first game of `text`, with its text kept, audited with history under the FMJD rules.
ReadGame readAndAudit(const std::string &text)
{
    std::istringstream input(text);
    arbiter::PdnReader reader(input);
    reader.setKeepText(true);
    auto game = reader.next();
    REQUIRE(game);
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr, {.recordHistory = true});
    arbiter::GameAudit audit = auditor.audit(*game);
    return {std::move(*game), std::move(audit)};
}

std::string gameWithRound(const std::string &roundTag)
{
    return "[White \"Iskra\"]\n[Black \"Kogan\"]\n" + roundTag + "[Result \"1/2-1/2\"]\n\n" +
           "1. c3-d4 f6-e5 2. d4:f6 g7:e5 1/2-1/2\n";
}

std::string captures(const db::MoveRecord &move)
{
    std::string text;
    for (std::uint8_t square : move.captures)
        text += (text.empty() ? "" : ",") + std::to_string(square);
    return text;
}

} // namespace

TEST_CASE("a game's record: players, round, result, positions and moves", "[gamerecord]")
{
    const std::string text = gameWithRound("[Round \"3\"]\n");
    const ReadGame read = readAndAudit(text);
    REQUIRE(read.audit.findings.empty());
    const db::GameRecord record = app::gameRecord(read.game, read.audit);

    CHECK(record.index == 1);
    CHECK(record.white == "Iskra");
    CHECK(record.black == "Kogan");
    CHECK(record.round == std::optional<int>(3));
    CHECK(record.result == "1/2-1/2");
    CHECK(record.pdn == read.game.text);
    CHECK_FALSE(record.pdn.empty());
    CHECK(record.startFen ==
          "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
    // One man of each side taken: Black's from f6, taken on e5; White's from c3, taken on f6;
    // Black's man of g7 stands on e5.
    CHECK(record.finalFen ==
          "W:Wa1,a3,b2,c1,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e5,e7,f8,h6,h8");
    CHECK(record.auditJson == arbiter::gameAuditJson(read.audit));

    // PDN numbers (arbiter/square.h): row by row from Black's side, 1 = b8 … 4 = h8, 5 = a7 …,
    // 29 = a1 … 32 = g1; i.e. the number is (8 - rank) * 4 + (file - 1) / 2 + 1 with file and
    // rank counted from 1. c3: (8-3)*4 + 1 + 1 = 22; d4: 4*4 + 1 + 1 = 18; f6: 2*4 + 2 + 1 = 11;
    // e5: 3*4 + 2 + 1 = 15; g7: 1*4 + 3 + 1 = 8. So 1. 22-18 11-15 2. 18x11 (taking 15) 8x15
    // (taking 11).
    REQUIRE(record.moves.size() == 4);
    const std::vector<std::string> notation = {"c3-d4", "f6-e5", "d4:f6", "g7:e5"};
    const std::vector<int> from = {22, 11, 18, 8};
    const std::vector<int> to = {18, 15, 11, 15};
    const std::vector<std::string> taken = {"", "", "15", "11"};
    const std::vector<std::string> fenAfter = {
        "B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
        "W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e5,e7,f8,g7,h6,h8",
        "B:Wa1,a3,b2,c1,d2,e1,e3,f2,f6,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f8,g7,h6,h8",
        "W:Wa1,a3,b2,c1,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e5,e7,f8,h6,h8"};
    for (std::size_t ply = 0; ply < 4; ++ply) {
        INFO("ply " << ply + 1);
        const db::MoveRecord &move = record.moves[ply];
        CHECK(move.notation == notation[ply]);
        CHECK(move.from == from[ply]);
        CHECK(move.to == to[ply]);
        CHECK(captures(move) == taken[ply]);
        CHECK(move.fenAfter == fenAfter[ply]);
        const auto position = arbiter::Fen::parse(move.fenAfter);
        REQUIRE(position.ok());
        CHECK(move.positionKey == static_cast<std::int64_t>(position->key()));
    }
    CHECK(record.moves.back().fenAfter == record.finalFen);
}

TEST_CASE("a game's round: digits only, from 1", "[gamerecord]")
{
    const auto roundOf = [](const std::string &tag) {
        const ReadGame read = readAndAudit(gameWithRound(tag));
        return app::gameRecord(read.game, read.audit).round;
    };
    CHECK(roundOf("[Round \"3\"]\n") == std::optional<int>(3));
    CHECK(roundOf("[Round \"17\"]\n") == std::optional<int>(17));
    CHECK(roundOf("") == std::nullopt);
    CHECK(roundOf("[Round \"\"]\n") == std::nullopt);
    CHECK(roundOf("[Round \"abc\"]\n") == std::nullopt);
    CHECK(roundOf("[Round \"3.1\"]\n") == std::nullopt);
    CHECK(roundOf("[Round \"-2\"]\n") == std::nullopt);
    CHECK(roundOf("[Round \"0\"]\n") == std::nullopt);
    CHECK(roundOf("[Round \"?\"]\n") == std::nullopt);
}

TEST_CASE("a game from a FEN without players: empty names, its own start", "[gamerecord]")
{
    // Black to move; 1... e5-d4 2. c3:e5 (taking d4): Black's man is gone.
    const ReadGame read = readAndAudit("[FEN \"B:Wc3,Kh2:Be5,Kb8\"]\n\n1... e5-d4 2. c3:e5 *\n");
    REQUIRE(read.audit.findings.empty());
    const db::GameRecord record = app::gameRecord(read.game, read.audit);
    CHECK(record.white.empty());
    CHECK(record.black.empty());
    CHECK(record.round == std::nullopt);
    CHECK(record.result == "*");
    CHECK(record.startFen == "B:Wc3,Kh2:BKb8,e5"); // written in square order
    CHECK(record.finalFen == "B:We5,Kh2:BKb8");
    REQUIRE(record.moves.size() == 2);
    // e5 = 15, d4 = 18, c3 = 22 (as above).
    CHECK(record.moves[0].from == 15);
    CHECK(record.moves[0].to == 18);
    CHECK(record.moves[1].notation == "c3:e5");
    CHECK(record.moves[1].from == 22);
    CHECK(record.moves[1].to == 15);
    CHECK(captures(record.moves[1]) == "18");
}

} // namespace gamerecord_test
