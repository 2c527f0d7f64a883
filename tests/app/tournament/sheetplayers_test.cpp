// Whose game a sheet is (app/tournament/sheetplayers.h): a sheet saved to a board of other players
// is refused with both pairs named, a sheet naming nobody is not, and the board of the sheet's
// players is found, game 2 of a micro-match with the colours swapped.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/sheetplayers.h"

#include <catch2/catch.hpp>

namespace sheetplayers_test {

namespace {

db::Pairing board(int number, const std::string &white, const std::string &black)
{
    db::Pairing pairing;
    pairing.round = 3;
    pairing.board = number;
    pairing.whiteId = number * 10;
    pairing.blackId = number * 10 + 1;
    pairing.whiteName = white;
    pairing.blackName = black;
    return pairing;
}

} // namespace

TEST_CASE("a sheet of the board's players, or of nobody yet, may be saved to it")
{
    const db::Pairing two = board(2, "Андреев", "Борисов");
    CHECK_FALSE(app::checkSheetPlayers("Андреев", "Борисов", two).has_value());
    CHECK_FALSE(app::checkSheetPlayers(" Андреев ", "Борисов", two).has_value());
    CHECK_FALSE(app::checkSheetPlayers("", "", two).has_value());
    CHECK_FALSE(app::checkSheetPlayers("Борисов", "Андреев", two, 2).has_value());
}

TEST_CASE("a sheet of other players is refused, naming both pairs")
{
    const db::Pairing two = board(2, "Андреев", "Борисов");
    const auto swapped = app::checkSheetPlayers("Борисов", "Андреев", two);
    REQUIRE(swapped.has_value());
    CHECK(swapped->code == app::ProblemCode::SheetPlayersDiffer);
    CHECK(swapped->args ==
          std::vector<std::string>{"Борисов", "Андреев", "3", "2", "Андреев", "Борисов"});
    CHECK(app::describe(*swapped, app::Language::English) ==
          "the game sheet is Борисов – Андреев, but board 2 of round 3 is Андреев – Борисов: "
          "the sheet does not belong to that board");
    CHECK(app::describe(*swapped, app::Language::Russian) ==
          "на бланке партия Борисов – Андреев, а на доске 2 тура 3 играют Андреев – Борисов: "
          "бланк не от этой доски");

    const auto half = app::checkSheetPlayers("Андреев", "", two);
    REQUIRE(half.has_value());
    CHECK(half->args == std::vector<std::string>{"Андреев", "?", "3", "2", "Андреев", "Борисов"});

    db::Pairing bye = two;
    bye.blackId.reset();
    bye.blackName.reset();
    const auto onBye = app::checkSheetPlayers("Андреев", "Борисов", bye);
    REQUIRE(onBye.has_value());
    CHECK(onBye->args == std::vector<std::string>{"Андреев", "Борисов", "3", "2", "Андреев", "?"});
}

TEST_CASE("the board at which the sheet's players sit")
{
    const std::vector<db::Pairing> round = {board(1, "Андреев", "Борисов"),
                                            board(2, "Васильев", "Григорьев")};
    const auto second = app::boardOfSheet("Васильев", "Григорьев", round, false);
    REQUIRE(second.has_value());
    CHECK(second->board == 2);
    CHECK(second->game == 1);
    CHECK_FALSE(app::boardOfSheet("Григорьев", "Васильев", round, false).has_value());
    const auto gameTwo = app::boardOfSheet("Григорьев", "Васильев", round, true);
    REQUIRE(gameTwo.has_value());
    CHECK(gameTwo->board == 2);
    CHECK(gameTwo->game == 2);
    CHECK_FALSE(app::boardOfSheet("", "", round, true).has_value());
}

} // namespace sheetplayers_test
