// app::enterResult, app::swapColours and app::exchangePlayers (resultentry.h, handpairing.h): the
// use cases the window and `shashki result` / `shashki pairings` share, each refusal a code, each
// change saved over the pairings as read and logged.
#include "app/tournament/handpairing.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/roundpairing.h"
#include "db/pairingstore.h"
#include "fixture.h"

#include <catch2/catch.hpp>

namespace resultentry_test {

using R = reports::PairingResult;

namespace {

std::vector<db::Pairing> roundOne(fixture::Event &event)
{
    const auto pairings = db::PairingStore(*event.session).pairings(event.tournament.id, 1);
    REQUIRE(pairings.ok());
    REQUIRE(pairings->size() == 2);
    return *pairings;
}

} // namespace

TEST_CASE("a result entered, refused where the round has no game, or over a newer one",
          "[postgresql]")
{
    fixture::Event event = fixture::make("result_entry", db::Tournament{}, 4);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const std::vector<db::Pairing> read = roundOne(event);

    const auto none = app::enterResult(*event.session, event.tournament, read,
                                       app::ResultEntry{1, 9, 1, R::WhiteWins, std::nullopt});
    REQUIRE_FALSE(none.ok());
    CHECK(none.error() == app::Problem{app::ProblemCode::NoGameOnBoard, {"1", "9"}});
    const auto second = app::enterResult(*event.session, event.tournament, read,
                                         app::ResultEntry{1, 1, 2, R::WhiteWins, std::nullopt});
    REQUIRE_FALSE(second.ok());
    CHECK(second.error() == app::Problem{app::ProblemCode::OneGamePerBoard, {"Cup"}});

    const auto saved = app::enterResult(*event.session, event.tournament, read,
                                        app::ResultEntry{1, 1, 1, R::Draw, "sheet signed"});
    REQUIRE(saved.ok());
    CHECK(saved->board == 1);
    CHECK(saved->result == std::optional(R::Draw));
    CHECK(roundOne(event).front().result == std::optional(R::Draw));
    // Over the pairing as read before that save: another judge's result is not overwritten.
    const auto stale = app::enterResult(*event.session, event.tournament, read,
                                        app::ResultEntry{1, 1, 1, R::WhiteWins, std::nullopt});
    REQUIRE_FALSE(stale.ok());
    CHECK(roundOne(event).front().result == std::optional(R::Draw));
    // Read afresh, the correction goes through; none clears it.
    const auto cleared = app::enterResult(*event.session, event.tournament,
                                          app::ResultEntry{1, 1, 1, std::nullopt, "a slip"});
    REQUIRE(cleared.ok());
    CHECK_FALSE(cleared->result);
}

TEST_CASE("colours swapped and seats exchanged by hand, or refused with the reason", "[postgresql]")
{
    fixture::Event event = fixture::make("hand_pairing", db::Tournament{}, 4);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const app::TournamentEvent loaded = fixture::load(event);
    std::vector<db::Pairing> read = roundOne(event);

    const auto noBoard = app::swapColours(*event.session, read, 1, 5, std::nullopt);
    REQUIRE_FALSE(noBoard.ok());
    CHECK(noBoard.error() == app::Problem{app::ProblemCode::NoBoard, {"1", "5"}});
    const db::Pairing before = read.front();
    const auto swapped = app::swapColours(*event.session, read, 1, 1, "wrong colours");
    REQUIRE(swapped.ok());
    CHECK(swapped->whiteId == *before.blackId);
    CHECK(swapped->blackId == std::optional(before.whiteId));

    read = roundOne(event);
    const auto unknown = app::exchangePlayers(*event.session, loaded, read, 1, 1, 99, std::nullopt);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error() == app::Problem{app::ProblemCode::NoSuchStartNumber, {"99"}});
    const auto notPaired =
        app::exchangePlayers(*event.session, loaded, read, 2, 1, 2, std::nullopt);
    REQUIRE_FALSE(notPaired.ok());
    CHECK(notPaired.error() == app::Problem{app::ProblemCode::NotBothPaired, {"2"}});

    // Board 1's White and board 2's White change seats.
    const db::Pairing first = read[0];
    const db::Pairing second = read[1];
    const auto startOf = [&loaded](std::int64_t player) {
        for (const db::Entry &entry : loaded.entries)
            if (entry.playerId == player)
                return entry.startNumber;
        return 0;
    };
    const auto exchanged =
        app::exchangePlayers(*event.session, loaded, read, 1, startOf(first.whiteId),
                             startOf(second.whiteId), "late arrival");
    REQUIRE(exchanged.ok());
    CHECK(exchanged->first.board == 1);
    CHECK(exchanged->first.white);
    CHECK(exchanged->first.name == first.whiteName);
    CHECK(exchanged->second.board == 2);
    CHECK(exchanged->second.name == second.whiteName);
    const std::vector<db::Pairing> after = roundOne(event);
    CHECK(after[0].whiteId == second.whiteId);
    CHECK(after[1].whiteId == first.whiteId);

    // Once board 2 has a result, neither its colours nor its seats change, and the refusal says
    // why (not that someone else deleted the board).
    REQUIRE(app::enterResult(*event.session, event.tournament, after,
                             app::ResultEntry{1, 2, 1, R::WhiteWins, std::nullopt})
                .ok());
    read = roundOne(event);
    const app::Problem hasResult{app::ProblemCode::BoardHasResult, {"1", "2"}};
    const auto swapRefused = app::swapColours(*event.session, read, 1, 2, std::nullopt);
    REQUIRE_FALSE(swapRefused.ok());
    CHECK(swapRefused.error() == hasResult);
    const auto exchangeRefused =
        app::exchangePlayers(*event.session, loaded, read, 1, startOf(read[0].whiteId),
                             startOf(read[1].blackId.value()), std::nullopt);
    REQUIRE_FALSE(exchangeRefused.ok());
    CHECK(exchangeRefused.error() == hasResult);
    CHECK(app::describe(hasResult, app::Language::Russian) ==
          "на доске 2 тура 1 уже есть результат: сначала исправьте или удалите его");
}

} // namespace resultentry_test
