// app::tournamentNames and app::tournamentNamed (tournamentlist.h): the tournaments a judge
// chooses from, and one looked up by name, none when there is no such tournament.
#include "app/tournament/tournamentlist.h"
#include "fixture.h"

#include <catch2/catch.hpp>

TEST_CASE("the tournaments' names, and one tournament by its name or none", "[postgresql]")
{
    fixture::Event event = fixture::make("tournament_list", db::Tournament{}, 2);
    db::Tournament second;
    second.name = "Кубок города";
    REQUIRE(db::TournamentStore(*event.session).create(second).ok());

    const auto names = app::tournamentNames(*event.session);
    REQUIRE(names.ok());
    CHECK(*names == std::vector<std::string>{"Cup", "Кубок города"});
    const auto found = app::tournamentNamed(*event.session, "Cup");
    REQUIRE(found.ok());
    REQUIRE(found->has_value());
    CHECK((*found)->id == event.tournament.id);
    const auto none = app::tournamentNamed(*event.session, "Cup 2");
    REQUIRE(none.ok());
    CHECK_FALSE(none->has_value());
}
