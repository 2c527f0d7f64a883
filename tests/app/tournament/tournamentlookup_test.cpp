// app::findTournament and the reads of tournamentlookup.h on the throwaway PostgreSQL server: the
// rows the command line and the window read by a tournament's name, each refusal a code.
#include "app/tournament/pdnimport.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/tournamentlookup.h"
#include "arbiter/ruleset.h"
#include "fixture.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace tournamentlookup_test {

TEST_CASE("a tournament's rows read by its name, or refused with the code", "[postgresql]")
{
    fixture::Event event = fixture::make("tournament_lookup", db::Tournament{}, 3);

    const auto found = app::findTournament(*event.session, "Cup");
    REQUIRE(found.ok());
    CHECK(found->id == event.tournament.id);
    CHECK(found->system == reports::PairingSystem::RoundRobin);
    const auto missing = app::findTournament(*event.session, "Нет такого");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error() == app::Problem{app::ProblemCode::NoSuchTournament, {"Нет такого"}});

    const auto entries = app::tournamentEntries(*event.session, event.tournament.id);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 3);
    CHECK(entries->at(0).startNumber == 1);
    CHECK(entries->at(0).playerName == "Player 1");
    CHECK(entries->at(2).startNumber == 3);
    CHECK(entries->at(2).playerName == "Player 3");

    const auto before = app::pairedRounds(*event.session, event.tournament.id);
    REQUIRE(before.ok());
    CHECK(before->empty());
    const auto notPaired = app::roundPairings(*event.session, event.tournament.id, 1);
    REQUIRE(notPaired.ok());
    CHECK(notPaired->empty());

    // Three players: round 1 of Berger's table is one game and a free round.
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const auto after = app::pairedRounds(*event.session, event.tournament.id);
    REQUIRE(after.ok());
    CHECK(*after == std::vector<int>{1});
    const auto pairings = app::roundPairings(*event.session, event.tournament.id, 1);
    REQUIRE(pairings.ok());
    REQUIRE(pairings->size() == 2);
    CHECK(pairings->at(0).board == 1);
    CHECK(pairings->at(0).blackId.has_value());
    CHECK(pairings->at(1).board == 2);
    CHECK_FALSE(pairings->at(1).blackId.has_value());

    const auto noGame = app::storedGame(*event.session, event.tournament.id, 7);
    REQUIRE_FALSE(noGame.ok());
    CHECK(noGame.error() ==
          app::Problem{app::ProblemCode::Database, {"read game 7: the tournament has no game 7"}});
    auto connection = db::PgConnection::open(event.conninfo);
    REQUIRE(connection.ok());
    std::istringstream pdn(fixture::pdnGame("Player 1", "Player 2", 0, "1-0"));
    REQUIRE(app::importPdn(connection.value(), pdn, 0, "one.pdn", "Cup", false,
                           arbiter::RuleSet::fmjd64(), nullptr)
                .ok());
    const auto game = app::storedGame(*event.session, event.tournament.id, 1);
    REQUIRE(game.ok());
    CHECK(game->white == "Player 1");
    CHECK(game->black == "Player 2");
    CHECK(game->result == std::optional<std::string>("1-0"));
    CHECK(game->moves == std::vector<std::string>{"c3-d4", "f6-e5", "d4:f6", "g7:e5"});
}

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

TEST_CASE("the tournaments' names, and one tournament by its name or none", "[postgresql]")
{
    fixture::Event event = fixture::make("tournament_list", db::Tournament{}, 2);
    db::Tournament second;
    second.name = "Кубок города";
    REQUIRE(db::TournamentStore(*event.session).create(second).ok());

    const auto names = app::tournamentNames(*event.session);
    REQUIRE(names.ok());
    CHECK(*names == std::vector<std::string>{"Cup", "Кубок города"});
    const auto found = app::findTournament(*event.session, "Cup");
    REQUIRE(found.ok());
    CHECK(found->id == event.tournament.id);
    const auto none = app::findTournament(*event.session, "Cup 2");
    REQUIRE_FALSE(none.ok());
    CHECK(none.error() == app::Problem{app::ProblemCode::NoSuchTournament, {"Cup 2"}});
}

} // namespace tournamentlookup_test
