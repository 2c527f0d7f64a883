// app::saveSheetGame (gamesheetsave.h): the window's Save game, a game sheet stored as a board's
// game, its header the board's players and its result the board's unless a forfeit; each refusal
// by its code. Five players: round 1 is boards 1 and 2 and a bye on board 3 (reports/ pairs the
// odd player out last).
#include "app/tournament/gamesheetsave.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/roundpairing.h"
#include "db/gamestore.h"
#include "db/pairingstore.h"
#include "fixture.h"

#include <catch2/catch.hpp>

namespace gamesheetsave_test {

using R = reports::PairingResult;

namespace {

std::vector<db::Pairing> roundOne(fixture::Event &event)
{
    const auto pairings = db::PairingStore(*event.session).pairings(event.tournament.id, 1);
    REQUIRE(pairings.ok());
    REQUIRE(pairings->size() == 3);
    return *pairings;
}

// Two plies from the first position, typed from scratch: nobody named on the sheet.
app::SheetGame twoPlies()
{
    app::SheetGame sheet;
    sheet.moves = {"c3-d4", "f6-g5"};
    return sheet;
}

// A header's tags as (name, value), the places left out.
std::vector<std::pair<std::string, std::string>> header(const std::vector<arbiter::PdnTag> &tags)
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const arbiter::PdnTag &tag : tags)
        out.emplace_back(tag.name, tag.value);
    return out;
}

} // namespace

TEST_CASE("a game sheet saved as a board's game, or refused by its code", "[postgresql]")
{
    fixture::Event event = fixture::make("sheet_save", db::Tournament{}, 5);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    std::vector<db::Pairing> read = roundOne(event);
    REQUIRE(read[2].board == 3);
    REQUIRE_FALSE(read[2].blackId);
    const auto save = [&](const app::SheetPlace &place, const app::SheetGame &sheet) {
        return app::saveSheetGame(*event.session, event.tournament, read, place, sheet, nullptr);
    };

    app::SheetGame brazilian = twoPlies();
    brazilian.variant = arbiter::Variant::Brazilian;
    const auto otherGame = save({1, 1, 1}, brazilian);
    REQUIRE_FALSE(otherGame.ok());
    CHECK(otherGame.error() ==
          app::Problem{app::ProblemCode::SheetOfOtherVariant, {"brazilian", "russian"}});
    const auto second = save({1, 1, 2}, twoPlies());
    REQUIRE_FALSE(second.ok());
    CHECK(second.error() == app::Problem{app::ProblemCode::OneGamePerBoard, {"Cup"}});
    const auto noBoard = save({1, 9, 1}, twoPlies());
    REQUIRE_FALSE(noBoard.ok());
    CHECK(noBoard.error() == app::Problem{app::ProblemCode::NoBoard, {"1", "9"}});
    const auto otherRound = save({2, 1, 1}, twoPlies());
    REQUIRE_FALSE(otherRound.ok());
    CHECK(otherRound.error() == app::Problem{app::ProblemCode::NoBoard, {"2", "1"}});
    const auto bye = save({1, 3, 1}, twoPlies());
    REQUIRE_FALSE(bye.ok());
    CHECK(bye.error() == app::Problem{app::ProblemCode::NoGameOnBoard, {"1", "3"}});
    app::SheetGame named = twoPlies();
    named.white = read[1].whiteName;
    named.black = *read[1].blackName;
    const auto elsewhere = save({1, 1, 1}, named);
    REQUIRE_FALSE(elsewhere.ok());
    CHECK(elsewhere.error() == app::Problem{app::ProblemCode::SheetPlayersDiffer,
                                            {read[1].whiteName, *read[1].blackName, "1", "1",
                                             read[0].whiteName, *read[0].blackName}});
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 0);

    // Board 1 without a result: the game's own result is open.
    const auto saved = save({1, 1, 1}, twoPlies());
    REQUIRE(saved.ok());
    CHECK(saved->pairing.id == read[0].id);
    CHECK(saved->game == 1);
    CHECK(saved->result == "*");
    CHECK(header(saved->tags) ==
          std::vector<std::pair<std::string, std::string>>{{"Event", "Cup"},
                                                           {"Round", "1"},
                                                           {"White", read[0].whiteName},
                                                           {"Black", *read[0].blackName},
                                                           {"Result", "*"}});
    const auto stored = db::GameStore(*event.session).gameText(saved->gameId);
    REQUIRE(stored.ok());
    CHECK(stored->tournamentId == event.tournament.id);
    CHECK(stored->listing.round == std::optional(1));
    CHECK(stored->listing.board == std::optional(1));
    CHECK(stored->listing.game == 1);
    CHECK(stored->listing.whiteId == std::optional(read[0].whiteId));
    CHECK(stored->listing.blackId == read[0].blackId);
    CHECK(stored->listing.result == std::optional<std::string>("*"));
    CHECK(stored->pdn == "[Event \"Cup\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n"
                         "[White \"" +
                             read[0].whiteName + "\"]\n[Black \"" + *read[0].blackName +
                             "\"]\n[Result \"*\"]\n[GameType \"25\"]\n\n1. c3-d4 f6-g5 *\n");
    CHECK(fixture::count(event, "SELECT ply_count FROM games") == 2);

    // A forfeit on the board: saved again over the same game (its id kept), its result still open.
    REQUIRE(app::enterResult(*event.session, event.tournament, read,
                             app::ResultEntry{1, 1, 1, R::WhiteForfeitWin, std::nullopt})
                .ok());
    read = roundOne(event);
    app::SheetGame longer = twoPlies();
    longer.moves.push_back("g3-f4");
    longer.white = read[0].whiteName;
    longer.black = *read[0].blackName;
    const auto again = save({1, 1, 1}, longer);
    REQUIRE(again.ok());
    CHECK(again->gameId == saved->gameId);
    CHECK(again->result == "*");
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 1);
    CHECK(fixture::count(event, "SELECT ply_count FROM games") == 3);

    // Board 2 with its result: the sheet carries it.
    REQUIRE(app::enterResult(*event.session, event.tournament, read,
                             app::ResultEntry{1, 2, 1, R::BlackWins, std::nullopt})
                .ok());
    read = roundOne(event);
    const auto board2 = save({1, 2, 1}, twoPlies());
    REQUIRE(board2.ok());
    CHECK(board2->result == "0-1");
    CHECK(header(board2->tags).back() == std::pair<std::string, std::string>{"Result", "0-1"});
    const auto stored2 = db::GameStore(*event.session).gameText(board2->gameId);
    REQUIRE(stored2.ok());
    CHECK(stored2->listing.board == std::optional(2));
    CHECK(stored2->listing.result == std::optional<std::string>("0-1"));
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 2);
}

} // namespace gamesheetsave_test
