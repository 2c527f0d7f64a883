// app::pdnOfTournament and app::exportPdn (gameexport.h): a tournament's stored games written
// back as PDN, replayed first; a game that no longer replays is written as entered and named, the
// other games as ever.
#include "app/tournament/digitsvalue.h"
#include "app/tournament/gameexport.h"
#include "app/tournament/pdnimport.h"
#include "arbiter/ruleset.h"
#include "db/gameexporter.h"
#include "fixture.h"
#include "temporaryfolder.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace gameexport_test {

TEST_CASE("stored games written back as PDN, one that does not replay as entered and named",
          "[postgresql]")
{
    fixture::Event event = fixture::make("game_export", db::Tournament{}, 2);
    auto connection = db::PgConnection::open(event.conninfo);
    REQUIRE(connection.ok());

    const auto empty = app::pdnOfTournament(connection.value(), "Cup");
    REQUIRE(empty.ok());
    CHECK(empty->written.games == 0);
    CHECK(empty->text.empty());
    const auto missing = app::pdnOfTournament(connection.value(), "Nowhere");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error() ==
          app::Problem{app::ProblemCode::Database,
                       {"find the tournament: there is no tournament named 'Nowhere'"}});

    std::istringstream pdn(fixture::pdnGame("Player 1", "Player 2", 1, "1-0"));
    REQUIRE(app::importPdn(connection.value(), pdn, 0, "one.pdn", "Cup", false,
                           arbiter::RuleSet::fmjd64(), nullptr)
                .ok());
    const auto written = app::pdnOfTournament(connection.value(), "Cup");
    REQUIRE(written.ok());
    CHECK(written->written.games == 1);
    CHECK(written->written.asEntered.empty());
    // The seven tags of PDN's roster in their order (the missing ones as "?"), the game type of
    // Russian draughts, the moves as replayed.
    CHECK(written->text == "[Event \"Cup\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n"
                           "[White \"Player 1\"]\n[Black \"Player 2\"]\n[Result \"1-0\"]\n"
                           "[GameType \"25\"]\n\n"
                           "1. c3-d4 f6-e5 2. d4:f6 g7:e5 1-0\n\n");

    const fixture::TemporaryFolder folder("game-export");
    const std::filesystem::path file = folder.path() / "cup.pdn";
    const auto exported = app::exportPdn(connection.value(), "Cup", file);
    REQUIRE(exported.ok());
    CHECK(exported->games == 1);
    std::ifstream in(file, std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(in), {}) == written->text);

    // A stored move that is not legal where it stands (written by hand into the database), in
    // the first of two games: the first written as entered and named, the second as ever.
    std::istringstream second(fixture::pdnGame("Player 2", "Player 1", 2, "0-1", 2));
    REQUIRE(app::importPdn(connection.value(), second, 0, "two.pdn", "Cup", false,
                           arbiter::RuleSet::fmjd64(), nullptr)
                .ok());
    const auto id = connection->exec("SELECT min(id) FROM games", {}, "game id");
    REQUIRE(id.ok());
    const std::string gameId = id->value(0, 0);
    REQUIRE(connection
                ->exec("UPDATE moves SET notation = 'a1-b2' WHERE ply = 2 AND game_id = $1",
                       {gameId}, "spoil")
                .ok());
    const auto entered = connection->exec("SELECT pdn FROM games WHERE id = $1", {gameId}, "pdn");
    REQUIRE(entered.ok());
    const auto spoilt = app::exportPdn(connection.value(), "Cup", folder.path() / "spoilt.pdn");
    REQUIRE(spoilt.ok());
    CHECK(spoilt->games == 2);
    REQUIRE(spoilt->asEntered.size() == 1);
    CHECK(spoilt->asEntered[0] == app::Problem{app::ProblemCode::StoredMoveDoesNotReplay,
                                               {gameId, "a1-b2", spoilt->asEntered[0].args.at(2)}});
    std::ifstream spoiltFile(folder.path() / "spoilt.pdn", std::ios::binary);
    const std::string spoiltText(std::istreambuf_iterator<char>(spoiltFile), {});
    std::string enteredText = entered->value(0, 0);
    while (!enteredText.empty() && enteredText.back() == '\n')
        enteredText.pop_back();
    CHECK(spoiltText == enteredText + "\n\n" +
                            "[Event \"Cup\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"2\"]\n"
                            "[White \"Player 2\"]\n[Black \"Player 1\"]\n[Result \"0-1\"]\n"
                            "[GameType \"25\"]\n\n"
                            "1. a3-b4 b6-a5 2. e3-f4 f6-g5 0-1\n\n");
}

TEST_CASE("the games read back a batch at a time in the order stored", "[postgresql]")
{
    fixture::Event event = fixture::make("game_export_batches", db::Tournament{}, 4);
    auto connection = db::PgConnection::open(event.conninfo);
    REQUIRE(connection.ok());
    std::istringstream pdn(fixture::pdnGame("Player 1", "Player 2", 0, "1-0", 0) +
                           fixture::pdnGame("Player 3", "Player 4", 0, "0-1", 1) +
                           fixture::pdnGame("Player 1", "Player 3", 0, "1/2-1/2", 2) +
                           fixture::pdnGame("Player 2", "Player 4", 0, "1-0", 3) +
                           fixture::pdnGame("Player 1", "Player 4", 0, "0-1", 0));
    REQUIRE(app::importPdn(connection.value(), pdn, 0, "five.pdn", "Cup", false,
                           arbiter::RuleSet::fmjd64(), nullptr)
                .ok());
    // Two at a time: three batches, the last of one game.
    std::vector<std::string> results;
    std::vector<std::vector<std::string>> moves;
    std::vector<long long> ids;
    REQUIRE_FALSE(db::GameExporter(connection.value(), 2).eachGame("Cup", [&](auto &&game) {
        results.push_back(game.result);
        moves.push_back(game.moves);
        const std::optional<int> id = app::digitsValue(game.id);
        REQUIRE(id);
        ids.push_back(*id);
        return true;
    }));
    CHECK(results == std::vector<std::string>{"1-0", "0-1", "1/2-1/2", "1-0", "0-1"});
    CHECK(moves == std::vector<std::vector<std::string>>{{"c3-d4", "f6-e5", "d4:f6", "g7:e5"},
                                                         {"c3-d4", "f6-e5", "d4:f6", "e7:g5"},
                                                         {"a3-b4", "b6-a5", "e3-f4", "f6-g5"},
                                                         {"g3-h4", "b6-c5", "c3-b4", "a7-b6"},
                                                         {"c3-d4", "f6-e5", "d4:f6", "g7:e5"}});
    REQUIRE(ids.size() == 5);
    CHECK(std::is_sorted(ids.begin(), ids.end()));
    // The same as read whole.
    const auto whole = db::GameExporter(connection.value()).games("Cup");
    REQUIRE(whole.ok());
    REQUIRE(whole->size() == 5);
    CHECK(whole->at(4).moves == moves[4]);
    // Stopped after the third game: no more taken, and the connection left out of a transaction.
    int taken = 0;
    REQUIRE_FALSE(db::GameExporter(connection.value(), 2).eachGame("Cup", [&taken](auto &&) {
        return ++taken < 3;
    }));
    CHECK(taken == 3);
    // (A read-only transaction left open would refuse the write.)
    CHECK(connection->exec("UPDATE games SET result = result", {}, "a write after").ok());

    // The file written from the batches is the text made whole.
    const auto written = app::pdnOfTournament(connection.value(), "Cup");
    REQUIRE(written.ok());
    CHECK(written->written.games == 5);
    const fixture::TemporaryFolder folder("game-export-batches");
    const auto exported = app::exportPdn(connection.value(), "Cup", folder.path() / "five.pdn");
    REQUIRE(exported.ok());
    CHECK(exported->games == 5);
    std::ifstream in(folder.path() / "five.pdn", std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(in), {}) == written->text);
}

} // namespace gameexport_test
