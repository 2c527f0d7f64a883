// app::pairRound and app::unpairRound (issue 12, invariants 2, 4 and 5): a round robin whose every
// pair has met refuses another round, also when its games were imported without round numbers; a
// Swiss stops at its planned rounds; a withdrawn player is not paired; the last round can be
// taken back while it has no result, and that is logged.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/roundpairing.h"
#include "db/decisionlog.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "fixture.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace roundpairing_test {

using R = reports::PairingResult;

namespace {

std::vector<db::Pairing> pairingsOf(fixture::Event &event, int round)
{
    const auto pairings = db::PairingStore(*event.session).pairings(event.tournament.id, round);
    REQUIRE(pairings.ok());
    return *pairings;
}

void enterResults(fixture::Event &event, int round, reports::PairingResult result)
{
    for (const db::Pairing &pairing : pairingsOf(event, round))
        if (pairing.blackId)
            REQUIRE(
                db::PairingStore(*event.session).saveResult(pairing, result, std::nullopt).ok());
}

} // namespace

TEST_CASE("a round robin whose games were imported without rounds is complete", "[postgresql]")
{
    fixture::Event event = fixture::make("rr_complete", db::Tournament{}, 3);
    std::string text = fixture::pdnGame("Player 1", "Player 2", 0, "1-0", 0) +
                       fixture::pdnGame("Player 2", "Player 3", 0, "0-1", 1);
    auto connection = db::PgConnection::open(event.conninfo);
    REQUIRE(connection.ok());
    {
        std::istringstream input(text);
        REQUIRE(app::importPdn(connection.value(), input, 0, "a.pdn", "Cup", false,
                               arbiter::RuleSet::fmjd64(), nullptr)
                    .ok());
    }
    SECTION("a round of the table that repeats a game played is refused")
    {
        // Berger for 3 (4 with a free round): round 1 pairs 1 – (free), 2 – 3, who have met.
        const auto refused = app::pairRound(*event.session, fixture::load(event), 1, {});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() ==
              app::Problem{app::ProblemCode::RoundRepeatsGame, {"1", "Player 2", "Player 3"}});
    }
    SECTION("every pair has met: nothing to pair")
    {
        std::istringstream input(fixture::pdnGame("Player 3", "Player 1", 0, "1/2-1/2", 2));
        REQUIRE(app::importPdn(connection.value(), input, 0, "b.pdn", "Cup", false,
                               arbiter::RuleSet::fmjd64(), nullptr)
                    .ok());
        const auto refused = app::pairRound(*event.session, fixture::load(event), 1, {});
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() == app::Problem{app::ProblemCode::RoundRobinComplete, {"3", "3"}});
        CHECK(app::describe(refused.error()) ==
              "the round robin is complete: every pair of its 3 players has met (3 games); there "
              "is no round to pair");
    }
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 0);
}

TEST_CASE("a round robin paired to its end refuses another round", "[postgresql]")
{
    fixture::Event event = fixture::make("rr_end", db::Tournament{}, 4);
    for (int round = 1; round <= 3; ++round) {
        REQUIRE(app::pairRound(*event.session, fixture::load(event), round, {}).ok());
        enterResults(event, round, R::WhiteWins);
    }
    const auto refused = app::pairRound(*event.session, fixture::load(event), 4, {});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == app::Problem{app::ProblemCode::RoundRobinComplete, {"4", "6"}});
    const auto skipped = app::pairRound(*event.session, fixture::load(event), 6, {});
    REQUIRE_FALSE(skipped.ok());
    CHECK(skipped.error() == app::Problem{app::ProblemCode::RoundNotNext, {"6", "4"}});
}

TEST_CASE("a Swiss stops at its planned rounds", "[postgresql]")
{
    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    swiss.roundsPlanned = 1;
    fixture::Event event = fixture::make("swiss_planned", swiss, 4);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    enterResults(event, 1, R::Draw);
    const auto refused = app::pairRound(*event.session, fixture::load(event), 2, {});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == app::Problem{app::ProblemCode::PlannedRoundsReached, {"1"}});
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 1);
}

TEST_CASE("a player withdrawn before a round is not paired in it", "[postgresql]")
{
    fixture::Event event = fixture::make("rr_withdrawn", db::Tournament{}, 4);
    auto entries = db::EntryStore(*event.session).list(event.tournament.id);
    REQUIRE(entries.ok());
    db::Entry second = (*entries)[1];
    second.withdrawnAfterRound = 0;
    REQUIRE(db::EntryStore(*event.session).save(second, std::string("ill")).ok());

    // Berger for 4, round 1: 1 – 4 and 2 – 3; 2 withdrew, so 3 has a free round.
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const std::vector<db::Pairing> round1 = pairingsOf(event, 1);
    REQUIRE(round1.size() == 2);
    CHECK(round1[0].whiteName == "Player 1");
    CHECK(round1[0].blackName == std::optional<std::string>("Player 4"));
    CHECK(round1[1].whiteName == "Player 3");
    CHECK_FALSE(round1[1].blackId);
    CHECK(round1[1].result == std::optional(R::ZeroBye));
    for (const db::Pairing &pairing : round1)
        CHECK(pairing.whiteId != second.playerId);
}

TEST_CASE("the last round is unpaired while it has no result", "[postgresql]")
{
    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    fixture::Event event = fixture::make("unpair", swiss, 5);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    enterResults(event, 1, R::WhiteWins);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 2, {}).ok());

    CHECK(app::unpairRound(*event.session, fixture::load(event), 1, std::nullopt) ==
          app::Problem{app::ProblemCode::NotLastRound, {"1", "2"}});
    CHECK(app::unpairRound(*event.session, fixture::load(event), 3, std::nullopt) ==
          app::Problem{app::ProblemCode::NoSuchRound, {"3"}});

    // A result on board 2 of round 2 blocks it; cleared, the round goes.
    const db::Pairing board2 = pairingsOf(event, 2)[1];
    REQUIRE(board2.blackId);
    const auto saved =
        db::PairingStore(*event.session).saveResult(board2, R::BlackWins, std::nullopt);
    REQUIRE(saved.ok());
    CHECK(app::unpairRound(*event.session, fixture::load(event), 2, std::nullopt) ==
          app::Problem{app::ProblemCode::RoundHasResults, {"2", "2"}});
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 2);
    REQUIRE(db::PairingStore(*event.session).saveResult(*saved, std::nullopt, std::nullopt).ok());

    CHECK_FALSE(app::unpairRound(*event.session, fixture::load(event), 2,
                                 std::string("wrong results of round 1 were entered")));
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 1);
    CHECK(fixture::count(event, "SELECT count(*) FROM pairings") == 3);
    const auto log = db::DecisionLog(*event.session).list(event.tournament.id, 2);
    REQUIRE(log.ok());
    REQUIRE_FALSE(log->empty());
    CHECK(log->back().what == "round 2 unpaired");
    CHECK(log->back().why == std::optional<std::string>("wrong results of round 1 were entered"));
    CHECK(log->back().round == std::optional<int>(2));
    // And paired again.
    CHECK(app::pairRound(*event.session, fixture::load(event), 2, {}).ok());
}

TEST_CASE("a round robin's round order drawn once, before round 1, and logged", "[postgresql]")
{
    fixture::Event event = fixture::make("round_order", db::Tournament{}, 5);
    const long logged =
        fixture::count(event, "SELECT count(*) FROM decisions WHERE tournament_id = " +
                                  std::to_string(event.tournament.id));
    // Five players: Berger's table of six has five rounds; seed 1950 plays them in this order
    // (the same draw as tests/app/cli/pairingscommand_test.cpp).
    const auto drawn = app::drawRoundOrder(*event.session, fixture::load(event), 1950);
    REQUIRE(drawn.ok());
    CHECK(drawn->seed == 1950);
    CHECK(drawn->order == "2, 4, 5, 1, 3");
    CHECK(drawn->tournament.roundOrderSeed == std::optional<std::int64_t>(1950));
    const auto log = db::DecisionLog(*event.session).list(event.tournament.id);
    REQUIRE(log.ok());
    REQUIRE(log->size() == static_cast<std::size_t>(logged) + 1);
    CHECK(log->back().what == "round order drawn with seed 1950: table rounds 2, 4, 5, 1, 3");

    // Drawn already; and a round paired, or a Swiss, has none to draw.
    const app::Problem fixed{app::ProblemCode::RoundOrderFixed, {"1"}};
    const auto again = app::drawRoundOrder(*event.session, fixture::load(event), 7);
    REQUIRE_FALSE(again.ok());
    CHECK(again.error() == fixed);
    CHECK(app::describe(again.error()) ==
          "the round order is drawn once, before round 1 of a round robin is paired");

    fixture::Event paired = fixture::make("round_order_paired", db::Tournament{}, 4);
    REQUIRE(app::pairRound(*paired.session, fixture::load(paired), 1, {}).ok());
    const auto late = app::drawRoundOrder(*paired.session, fixture::load(paired), 7);
    REQUIRE_FALSE(late.ok());
    CHECK(late.error() == fixed);

    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    swiss.roundsPlanned = 3;
    fixture::Event open = fixture::make("round_order_swiss", swiss, 4);
    const auto none = app::drawRoundOrder(*open.session, fixture::load(open), 7);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error() == fixed);
    CHECK(fixture::count(open, "SELECT count(*) FROM decisions WHERE what LIKE 'round order%'") ==
          0);
}

} // namespace roundpairing_test
