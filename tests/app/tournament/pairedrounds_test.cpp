// app::pairedRounds and app::roundPairings (pairedrounds.h): the rounds paired and the boards of
// one, as the window's Rounds tab reads them. Four players: round 1 is two boards.
#include "app/tournament/pairedrounds.h"
#include "app/tournament/roundpairing.h"
#include "fixture.h"

#include <catch2/catch.hpp>

TEST_CASE("the rounds paired and a round's boards", "[postgresql]")
{
    fixture::Event event = fixture::make("paired_rounds", db::Tournament{}, 4);
    const auto before = app::pairedRounds(*event.session, event.tournament.id);
    REQUIRE(before.ok());
    CHECK(before->empty());

    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const auto rounds = app::pairedRounds(*event.session, event.tournament.id);
    REQUIRE(rounds.ok());
    CHECK(*rounds == std::vector<int>{1});
    const auto boards = app::roundPairings(*event.session, event.tournament.id, 1);
    REQUIRE(boards.ok());
    REQUIRE(boards->size() == 2);
    CHECK((*boards)[0].round == 1);
    CHECK((*boards)[0].board == 1);
    CHECK((*boards)[1].board == 2);
    CHECK((*boards)[0].blackName.has_value());
    const auto next = app::roundPairings(*event.session, event.tournament.id, 2);
    REQUIRE(next.ok());
    CHECK(next->empty());
}
