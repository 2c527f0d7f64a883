// The initial ranking (reports/initialranking.h; FIDE C.04.2 A.2, C.04.3 A.2): rating, then
// title, then name; a late entry's number at his rank.
#include "reports/initialranking.h"

#include <catch2/catch.hpp>
#include <cstddef>
#include <string>
#include <vector>

namespace initialranking_test {

namespace {

reports::RankedPlayer player(std::string name, std::optional<int> rating,
                             std::optional<std::string> title = std::nullopt)
{
    return {std::move(name), rating, std::move(title)};
}

std::vector<std::string> namesInOrder(const std::vector<reports::RankedPlayer> &players)
{
    std::vector<std::string> names;
    for (const std::size_t index : reports::initialRanking(players))
        names.push_back(players[index].name);
    return names;
}

} // namespace

TEST_CASE("the issue's six players are ranked by rating, whatever the order of entry")
{
    // Entered 1800, 2400, 1900, 2300, 2000, 2200 (issue 27, point 2).
    const std::vector<reports::RankedPlayer> entered{player("A", 1800), player("B", 2400),
                                                     player("C", 1900), player("D", 2300),
                                                     player("E", 2000), player("F", 2200)};
    CHECK(reports::initialRanking(entered) == std::vector<std::size_t>{1, 3, 5, 4, 2, 0});
}

TEST_CASE("equal ratings go by title and then by name and the unrated come last")
{
    const std::vector<reports::RankedPlayer> players{player("Яковлев", std::nullopt),
                                                     player("Борисов", 2100),
                                                     player("Андреев", 2100),
                                                     player("Веселов", 2100, "КМС"),
                                                     player("Громов", 2100, "мс"),
                                                     player("Abbot", std::nullopt, "GMI"),
                                                     player("Дмитриев", 2100, "unknown"),
                                                     player("Егоров", 2100, "GMI"),
                                                     player("Жуков", 2200)};
    CHECK(namesInOrder(players) == std::vector<std::string>{"Жуков", "Егоров", "Громов", "Веселов",
                                                            "Андреев", "Борисов", "Дмитриев",
                                                            "Abbot", "Яковлев"});
}

TEST_CASE("titles: the FMJD's above Russia's categories, in either script and any spelling")
{
    CHECK(reports::titleStanding("GMI") == 0);
    CHECK(reports::titleStanding("гми") == 0);
    CHECK(reports::titleStanding("MF") == 3);
    CHECK(reports::titleStanding("ЗМС") == 7);
    CHECK(reports::titleStanding("МСМК") == 8);
    CHECK(reports::titleStanding("М.С.") == 9);
    CHECK(reports::titleStanding("к.м.с.") == 10);
    CHECK(reports::titleStanding("1 разряд") == 11);
    CHECK(reports::titleStanding("I") == 11);
    CHECK(reports::titleStanding("3 р.") == 13);
    CHECK_FALSE(reports::titleStanding("чемпион клуба"));
    CHECK_FALSE(reports::titleStanding(""));
}

TEST_CASE("a late entry takes the number after the last player ranking before him")
{
    // The field as numbered: 2400, 2300, 2200 (Фролов), 2000, 1960, 1900.
    const std::vector<reports::RankedPlayer> field{player("Б", 2400),      player("Д", 2300),
                                                   player("Фролов", 2200), player("Е", 2000),
                                                   player("Ж", 1960),      player("В", 1900)};
    // Issue 27: a late 2200 became No 23 below players of 1960. Equal to Фролов on rating and
    // title, "Аксёнов" goes first by name: No 3; "Щукин" after him: No 4.
    CHECK(reports::rankOfNewcomer(field, player("Аксёнов", 2200)) == 3);
    CHECK(reports::rankOfNewcomer(field, player("Щукин", 2200)) == 4);
    CHECK(reports::rankOfNewcomer(field, player("Первый", 2500)) == 1);
    CHECK(reports::rankOfNewcomer(field, player("Без рейтинга", std::nullopt)) == 7);
    CHECK(reports::rankOfNewcomer({}, player("Один", 1500)) == 1);
    // In an order the arbiter fixed by hand (1900 put first) the newcomer goes after the last
    // player ranking before him, and the 1900 the arbiter put first stays first.
    const std::vector<reports::RankedPlayer> byHand{player("В", 1900), player("Б", 2400),
                                                    player("Ж", 1960)};
    CHECK(reports::rankOfNewcomer(byHand, player("Н", 1950)) == 4);
    CHECK(reports::rankOfNewcomer(byHand, player("Н", 1970)) == 3);
    CHECK(reports::rankOfNewcomer(byHand, player("Н", 2500)) == 1);
}

} // namespace initialranking_test
