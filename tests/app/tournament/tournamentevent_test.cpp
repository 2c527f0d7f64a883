// app::loadTournamentEvent drops nothing (issue 12, invariant 8): a stored tie-break code the
// program does not know, and a pairing of a player who is not an entry, are refused with the row
// named.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/roundpairing.h"
#include "fixture.h"

#include <QSqlQuery>
#include <catch2/catch.hpp>

namespace tournamentevent_test {

TEST_CASE("a stored tournament is loaded whole or refused with the row named", "[postgresql]")
{
    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    fixture::Event event = fixture::make("load_whole", swiss, 4);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());

    SECTION("an unknown tie-break code")
    {
        REQUIRE(event.session
                    ->run(QStringLiteral("UPDATE tournaments SET tiebreak_order = '{BH,XYZ}'"), {},
                          "test")
                    .ok());
        const auto loaded = app::loadTournamentEvent(*event.session, "Cup");
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error() == app::Problem{app::ProblemCode::UnknownTieBreak, {"Cup", "XYZ"}});
    }
    SECTION("a pairing of a player who is not an entry")
    {
        const app::TournamentEvent before = fixture::load(event);
        const std::int64_t fourth = before.entries[3].playerId;
        REQUIRE(event.session
                    ->run(QStringLiteral("DELETE FROM entries WHERE player_id = ?"),
                          {QVariant(static_cast<qlonglong>(fourth))}, "test")
                    .ok());
        const auto loaded = app::loadTournamentEvent(*event.session, "Cup");
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error().code == app::ProblemCode::PairingOfNonEntry);
        // Round 1 of four by rating and start number: 1 – 3 and 4 – 2 (top half against bottom
        // half, colours alternating from board 1); player 4 sits on board 2.
        CHECK(loaded.error().args == std::vector<std::string>{"1", "2", std::to_string(fourth)});
    }
    SECTION("no such tournament")
    {
        CHECK(app::loadTournamentEvent(*event.session, "Other").error() ==
              app::Problem{app::ProblemCode::NoSuchTournament, {"Other"}});
    }
}

} // namespace tournamentevent_test
