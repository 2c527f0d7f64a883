// app::readPlayerCsv: the players CSV of the desktop's import read without a database — each
// player with his line, each wrong field with its line, column and code.
#include "app/tournament/playercsv.h"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

namespace playercsv_test {

using app::CsvLineProblem;
using app::PlayerField;
using app::PlayerFieldProblem;
using app::PlayerProblem;

namespace {

constexpr int year = 2024; // the validator's "this year" in these tests

app::PlayerCsv readCsv(std::string_view text)
{
    return app::readPlayerCsv(text, app::PlayerValidator(year));
}

std::vector<int> linesOf(const app::PlayerCsv &csv)
{
    std::vector<int> lines;
    for (const app::CsvPlayer &player : csv.players)
        lines.push_back(player.line);
    return lines;
}

} // namespace

TEST_CASE("players CSV: a header, semicolons, fields left out", "[player]")
{
    const auto csv = readCsv("name;rating;title;club;birth year\n"
                             "Андреев А.;2300;МС;Спартак;1980\n"
                             "Борисов Б.; 2100 ;;;\r\n"
                             "Васильев В.;;КМС\n");
    CHECK(csv.problems.empty());
    REQUIRE(linesOf(csv) == std::vector<int>{2, 3, 4});
    const db::Player &first = csv.players[0].player;
    CHECK(first.name == "Андреев А.");
    CHECK(first.rating == std::optional(2300));
    CHECK(first.title == std::optional<std::string>("МС"));
    CHECK(first.club == std::optional<std::string>("Спартак"));
    CHECK(first.birthYear == std::optional(1980));
    CHECK(csv.players[1].player.rating == std::optional(2100));
    CHECK_FALSE(csv.players[1].player.title);
    CHECK_FALSE(csv.players[1].player.birthYear);
    CHECK(csv.players[2].player.title == std::optional<std::string>("КМС"));
    CHECK_FALSE(csv.players[2].player.rating);
}

TEST_CASE("players CSV: a Russian header row", "[player]")
{
    for (const char *header : {"Фамилия Имя;Рейтинг;Звание;Клуб;Год рождения", "ФАМИЛИЯ;РЕЙТИНГ",
                               "имя,рейтинг", "ФИО;Рейтинг"}) {
        INFO(header);
        const auto csv = readCsv(std::string(header) + "\nАндреев А.;2300\n");
        CHECK(csv.problems.empty());
        REQUIRE(linesOf(csv) == std::vector<int>{2});
        CHECK(csv.players[0].player.rating == std::optional(2300));
    }
}

TEST_CASE("players CSV: CR-only line ends, commas, blank lines", "[player]")
{
    const auto csv = readCsv("Name,Rating\rИванов,1500\r\r  \rПетров , 1600 ,ГМ\rname;7");
    CHECK(csv.problems.empty());
    REQUIRE(linesOf(csv) == std::vector<int>{2, 5, 6});
    CHECK(csv.players[0].player.name == "Иванов");
    CHECK(csv.players[1].player.name == "Петров");
    CHECK(csv.players[1].player.rating == std::optional(1600));
    CHECK(csv.players[1].player.title == std::optional<std::string>("ГМ"));
    // Only the first line can be a header.
    CHECK(csv.players[2].player.name == "name");
    CHECK(csv.players[2].player.rating == std::optional(7));
}

TEST_CASE("players CSV: every wrong field by line and column, in characters", "[player]")
{
    const auto csv = readCsv("Дмитриев;abc\nЕгоров;1500;;;17\nЖуков;1;2;3;4;5\n"
                             "\xF0\x9D\x94\xB8;x;;;y\nЗайцев;1900\n");
    CHECK(linesOf(csv) == std::vector<int>{5});
    CHECK(
        csv.problems ==
        std::vector<CsvLineProblem>{
            {1, 10,
             PlayerFieldProblem{PlayerProblem::BadRating, PlayerField::Rating, "abc", 0, 4000}, 0},
            {2, 15,
             PlayerFieldProblem{PlayerProblem::BirthYearOutOfRange, PlayerField::BirthYear, "17",
                                1850, year},
             0},
            {3, 0, std::nullopt, 6},
            // 𝔸 is one character (two UTF-16 units): the rating starts in column 3.
            {4, 3, PlayerFieldProblem{PlayerProblem::BadRating, PlayerField::Rating, "x", 0, 4000},
             0},
            {4, 7,
             PlayerFieldProblem{PlayerProblem::BadBirthYear, PlayerField::BirthYear, "y", 1850,
                                year},
             0},
        });
}

} // namespace playercsv_test
