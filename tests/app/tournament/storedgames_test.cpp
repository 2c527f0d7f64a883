// app::listGames and app::readGame (storedgames.h): the games of a tournament as the Games tab
// lists them, and one with its PDN; a game not stored refused with the store's words.
#include "app/tournament/gamesheetsave.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/storedgames.h"
#include "app/tournament/tournamentlookup.h"
#include "fixture.h"

#include <catch2/catch.hpp>

namespace storedgames_test {

TEST_CASE("a tournament's games listed, one read with its text, one not stored refused",
          "[postgresql]")
{
    fixture::Event event = fixture::make("stored_games", db::Tournament{}, 2);
    const auto none = app::listGames(*event.session, event.tournament.id);
    REQUIRE(none.ok());
    CHECK(none->empty());

    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const auto pairings = app::roundPairings(*event.session, event.tournament.id, 1);
    REQUIRE(pairings.ok());
    REQUIRE(pairings->size() == 1);
    app::SheetGame sheet;
    sheet.moves = {"c3-d4"};
    const auto saved =
        app::saveSheetGame(*event.session, event.tournament, *pairings, {1, 1, 1}, sheet, nullptr);
    REQUIRE(saved.ok());

    const auto listed = app::listGames(*event.session, event.tournament.id);
    REQUIRE(listed.ok());
    REQUIRE(listed->size() == 1);
    const db::GameListing &game = listed->front();
    CHECK(game.id == saved->gameId);
    CHECK(game.round == std::optional(1));
    CHECK(game.board == std::optional(1));
    CHECK(game.white == pairings->front().whiteName);
    CHECK(game.black == pairings->front().blackName.value_or(""));
    const auto read = app::readGame(*event.session, saved->gameId);
    REQUIRE(read.ok());
    CHECK(read->event == "Cup");
    CHECK(read->listing.id == saved->gameId);
    CHECK(read->pdn == "[Event \"Cup\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n"
                       "[White \"" +
                           game.white + "\"]\n[Black \"" + game.black +
                           "\"]\n[Result \"*\"]\n[GameType \"25\"]\n\n1. c3-d4 *\n");

    const auto missing = app::readGame(*event.session, saved->gameId + 100);
    REQUIRE_FALSE(missing.ok());
    const std::string id = std::to_string(saved->gameId + 100);
    CHECK(missing.error() == app::Problem{app::ProblemCode::Database,
                                          {"read game " + id + ": there is no game " + id}});
}

} // namespace storedgames_test
