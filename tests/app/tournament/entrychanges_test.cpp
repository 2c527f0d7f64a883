// app::withdrawPlayer, app::takeBackWithdrawal and app::deleteEntry (issue 12, invariants 4, 5):
// each refused when it would put the event in a wrong state, each logged when done.
#include "app/tournament/entrychanges.h"
#include "app/tournament/roundpairing.h"
#include "db/decisionlog.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "db/playerstore.h"
#include "fixture.h"

#include <catch2/catch.hpp>

namespace entrychanges_test {

using R = reports::PairingResult;

TEST_CASE("withdrawals, taking them back and deleting players", "[postgresql]")
{
    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    fixture::Event event = fixture::make("entries", swiss, 5);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());

    SECTION("a player paired in round 1 cannot withdraw after round 0")
    {
        CHECK(app::withdrawPlayer(*event.session, fixture::load(event), 1, 0, std::nullopt) ==
              app::Problem{app::ProblemCode::BadWithdrawalRound, {"1", "Player 1", "0", "1"}});
        CHECK(app::withdrawPlayer(*event.session, fixture::load(event), 9, 1, std::nullopt) ==
              app::Problem{app::ProblemCode::NoSuchPlayer, {"9"}});
    }
    SECTION("a withdrawal is taken back before the next round is paired, not after")
    {
        CHECK_FALSE(
            app::withdrawPlayer(*event.session, fixture::load(event), 2, 1, std::string("ill")));
        CHECK(fixture::load(event).entries[1].withdrawnAfterRound == std::optional<int>(1));
        CHECK_FALSE(
            app::takeBackWithdrawal(*event.session, fixture::load(event), 2, std::string("well")));
        CHECK_FALSE(fixture::load(event).entries[1].withdrawnAfterRound);
        CHECK(app::takeBackWithdrawal(*event.session, fixture::load(event), 2, std::nullopt) ==
              app::Problem{app::ProblemCode::NotWithdrawn, {"2", "Player 2"}});
        const auto log = db::DecisionLog(*event.session).list(event.tournament.id);
        REQUIRE(log.ok());
        REQUIRE(log->size() >= 2);
        CHECK(log->back().what == "Player 2 back in the tournament");
        CHECK(log->back().why == std::optional<std::string>("well"));

        // Withdrawn again, and round 2 paired (the results of round 1 in first): too late.
        CHECK_FALSE(app::withdrawPlayer(*event.session, fixture::load(event), 2, 1, std::nullopt));
        auto pairings = db::PairingStore(*event.session).pairings(event.tournament.id, 1);
        REQUIRE(pairings.ok());
        for (const db::Pairing &pairing : *pairings)
            if (pairing.blackId)
                REQUIRE(db::PairingStore(*event.session)
                            .saveResult(pairing, R::WhiteWins, std::nullopt)
                            .ok());
        REQUIRE(app::pairRound(*event.session, fixture::load(event), 2, {}).ok());
        CHECK(app::takeBackWithdrawal(*event.session, fixture::load(event), 2, std::nullopt) ==
              app::Problem{app::ProblemCode::WithdrawalTooLate, {"2", "Player 2", "1", "2"}});
    }
    SECTION("a paired player is not deleted; one paired nowhere is")
    {
        CHECK(app::deleteEntry(*event.session, fixture::load(event), 3, std::nullopt) ==
              app::Problem{app::ProblemCode::PlayerHasPairings, {"3", "Player 3", "1"}});
        // A sixth player, entered after round 1 was paired: paired nowhere, so he can go.
        db::Player late;
        late.name = "Player 6";
        const auto stored = db::PlayerStore(*event.session).add(late);
        REQUIRE(stored.ok());
        REQUIRE(db::EntryStore(*event.session).enter(event.tournament.id, stored->id).ok());
        CHECK_FALSE(app::deleteEntry(*event.session, fixture::load(event), 6,
                                     std::string("entered by mistake")));
        CHECK(fixture::load(event).entries.size() == 5);
        CHECK(fixture::count(event, "SELECT count(*) FROM players WHERE name = 'Player 6'") == 0);
        const auto log = db::DecisionLog(*event.session).list(event.tournament.id);
        REQUIRE(log.ok());
        CHECK(log->back().what == "Player 6 (No 6) deleted from the tournament");
        CHECK(log->back().playerId == std::optional<std::int64_t>(stored->id));
    }
}

} // namespace entrychanges_test
