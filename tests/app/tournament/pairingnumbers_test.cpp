// app::startNumbersAtRank: the numbers a list of newcomers entered into a Swiss one after another,
// each at his rank, ends with — worked out at once, checked against the one-by-one entry it
// stands for (startNumberAtRank's rank, db::EntryStore::enter moving the numbers up from there).
#include "app/tournament/pairingnumbers.h"
#include "reports/initialranking.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pairingnumbers_test {

namespace {

db::Entry fieldEntry(std::string name, std::optional<int> rating, int startNumber,
                     std::optional<std::string> title = std::nullopt)
{
    db::Entry entry;
    entry.playerName = std::move(name);
    entry.rating = rating;
    entry.startNumber = startNumber;
    entry.title = std::move(title);
    return entry;
}

db::Player newcomer(std::string name, std::optional<int> rating,
                    std::optional<std::string> title = std::nullopt)
{
    db::Player player;
    player.name = std::move(name);
    player.rating = rating;
    player.title = std::move(title);
    return player;
}

reports::RankedPlayer ranked(const db::Player &player)
{
    return {player.name, player.rating, player.title};
}

// Each newcomer entered in turn: his rank among the field as it stands (reports::rankOfNewcomer),
// the number of the player at that place or the one after the last, the numbers from it on moved
// up by one when it is taken.
app::NumbersAtRank oneByOne(const std::vector<db::Entry> &field,
                            const std::vector<db::Player> &newcomers)
{
    struct Placed
    {
        reports::RankedPlayer player;
        int number;
        bool isNewcomer;
        std::size_t index;
    };
    std::vector<Placed> order;
    for (std::size_t i = 0; i < field.size(); ++i)
        order.push_back({{field[i].playerName, field[i].rating, field[i].title},
                         field[i].startNumber,
                         false,
                         i});
    for (std::size_t i = 0; i < newcomers.size(); ++i) {
        std::vector<reports::RankedPlayer> standing;
        for (const Placed &placed : order)
            standing.push_back(placed.player);
        const auto rank =
            static_cast<std::size_t>(reports::rankOfNewcomer(standing, ranked(newcomers[i])));
        const int number = rank <= order.size() ? order[rank - 1].number
                           : order.empty()      ? 1
                                                : order.back().number + 1;
        for (Placed &placed : order)
            if (placed.number >= number)
                ++placed.number;
        order.insert(order.begin() + static_cast<std::ptrdiff_t>(rank - 1),
                     Placed{ranked(newcomers[i]), number, true, i});
    }
    app::NumbersAtRank numbers{std::vector<int>(newcomers.size()), std::vector<int>(field.size())};
    for (const Placed &placed : order)
        (placed.isNewcomer ? numbers.newcomers : numbers.field)[placed.index] = placed.number;
    return numbers;
}

} // namespace

TEST_CASE("newcomers at their rank numbered as entered one by one by hand", "[numbers]")
{
    // A (2000) No 1, B (1000) No 5. N1 (1500) goes in after A at No 5 (B to 6); N2 (2500) first
    // (everyone up: A 2, N1 6, B 7); N3 (1500, after N1 by name) at B's No 7 (B to 8); N4
    // (unrated) last, No 9.
    const std::vector<db::Entry> field = {fieldEntry("A", 2000, 1), fieldEntry("B", 1000, 5)};
    const std::vector<db::Player> newcomers = {newcomer("N1", 1500), newcomer("N2", 2500),
                                               newcomer("N3", 1500), newcomer("N4", std::nullopt)};
    const app::NumbersAtRank numbers = app::startNumbersAtRank(field, newcomers);
    CHECK(numbers.newcomers == std::vector<int>{6, 1, 7, 9});
    CHECK(numbers.field == std::vector<int>{2, 8});
    CHECK(app::startNumbersAtRank({}, newcomers).newcomers == std::vector<int>{2, 1, 3, 4});
    CHECK(app::startNumbersAtRank(field, {}).field == std::vector<int>{1, 5});
}

TEST_CASE("newcomers at their rank: 1200 into a field of 300 in the arbiter's order", "[numbers]")
{
    // A field numbered from 2 with gaps, in an order of the arbiter's (not by rating), and
    // newcomers with few ratings and titles, so that many rank alike: the one-by-one entry and
    // the numbers worked out at once agree on every player.
    const std::vector<std::optional<std::string>> titles = {std::nullopt, "МС", "КМС", "GMI",
                                                            "клуб"};
    std::vector<db::Entry> field;
    int number = 2;
    for (int i = 0; i < 300; ++i) {
        const std::optional<int> rating =
            i % 11 == 0 ? std::nullopt : std::optional((i * 7919) % 23 * 50 + 1000);
        field.push_back(fieldEntry("Поле " + std::to_string(i % 40), rating, number,
                                   titles[static_cast<std::size_t>(i % 5)]));
        number += i % 3 == 0 ? 2 : 1;
    }
    std::vector<db::Player> newcomers;
    for (int i = 0; i < 1200; ++i) {
        const std::optional<int> rating =
            i % 13 == 0 ? std::nullopt : std::optional((i * 104729) % 19 * 60 + 950);
        newcomers.push_back(newcomer("Новичок " + std::to_string(i % 25), rating,
                                     titles[static_cast<std::size_t>(i % 3 + 1)]));
    }
    const app::NumbersAtRank expected = oneByOne(field, newcomers);
    const app::NumbersAtRank numbers = app::startNumbersAtRank(field, newcomers);
    CHECK(numbers.newcomers == expected.newcomers);
    CHECK(numbers.field == expected.field);
    // Every number once.
    std::vector<int> all = numbers.newcomers;
    all.insert(all.end(), numbers.field.begin(), numbers.field.end());
    std::sort(all.begin(), all.end());
    CHECK(std::adjacent_find(all.begin(), all.end()) == all.end());
}

} // namespace pairingnumbers_test
