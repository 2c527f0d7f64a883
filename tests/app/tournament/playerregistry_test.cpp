// app::enterPlayer and app::duplicatesOf on the throwaway PostgreSQL server: one person is not
// entered twice into a tournament unless the arbiter confirms that it is another person.
#include "app/tournament/playercsv.h"
#include "app/tournament/playerregistry.h"
#include "db/tournamentstore.h"
#include "tests/db/testserver.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <tuple>
#include <vector>

namespace playerregistry_test {

namespace {

db::Player player(const std::string &name, std::optional<int> birthYear, std::optional<int> rating)
{
    db::Player made;
    made.name = name;
    made.birthYear = birthYear;
    made.rating = rating;
    return made;
}

std::size_t entryCount(db::SqlSession &session, std::int64_t tournamentId)
{
    const auto entries = db::EntryStore(session).list(tournamentId);
    REQUIRE(entries.ok());
    return entries->size();
}

} // namespace

TEST_CASE("the same person is not entered twice", "[postgresql]")
{
    dbtest::migratedDatabase("registry");
    auto opened = db::SqlSession::open(dbtest::server().connectionString("registry"));
    REQUIRE(opened.ok());
    db::SqlSession &session = *opened.value();
    db::Tournament draft;
    draft.name = "Кубок";
    const auto tournament = db::TournamentStore(session).create(draft);
    REQUIRE(tournament.ok());
    const std::int64_t id = tournament->id;

    const auto first = app::enterPlayer(session, id, player("Иванов И.", 1980, 1500), false);
    REQUIRE(first.ok());
    CHECK(first->startNumber == 1);

    SECTION("same name, other case and spaces, same birth year: refused with the start number")
    {
        const auto again = app::enterPlayer(session, id, player(" иванов и. ", 1980, 1700), false);
        REQUIRE_FALSE(again.ok());
        REQUIRE(again.error().sameAs);
        CHECK(again.error().sameAs->startNumber == 1);
        CHECK(again.error().sameAs->player.name == "Иванов И.");
        CHECK_FALSE(again.error().error);
        CHECK(again.error().text() ==
              "Иванов И. (No 1, born 1980, rating 1500) is entered already");
        CHECK(entryCount(session, id) == 1);
        const auto players = db::PlayerStore(session).list();
        REQUIRE(players.ok());
        CHECK(players->size() == 1); // nothing stored either

        // Confirmed as another person: entered.
        const auto confirmed =
            app::enterPlayer(session, id, player(" иванов и. ", 1980, 1700), true);
        REQUIRE(confirmed.ok());
        CHECK(confirmed->startNumber == 2);
        CHECK(entryCount(session, id) == 2);
    }

    SECTION("same name, another birth year: entered")
    {
        const auto other = app::enterPlayer(session, id, player("Иванов И.", 1990, 1500), false);
        REQUIRE(other.ok());
        CHECK(other->startNumber == 2);
    }

    SECTION("a birth year unknown: the ratings decide")
    {
        const auto sameRating =
            app::enterPlayer(session, id, player("Иванов И.", std::nullopt, 1500), false);
        REQUIRE_FALSE(sameRating.ok());
        REQUIRE(sameRating.error().sameAs);
        CHECK(sameRating.error().sameAs->startNumber == 1);
        const auto otherRating =
            app::enterPlayer(session, id, player("Иванов И.", std::nullopt, 1600), false);
        REQUIRE(otherRating.ok());
        CHECK(otherRating->startNumber == 2);
    }

    SECTION("both birth years unknown and both ratings unknown: the same")
    {
        REQUIRE(app::enterPlayer(session, id, player("Петров", std::nullopt, std::nullopt), false)
                    .ok());
        const auto again =
            app::enterPlayer(session, id, player("ПЕТРОВ", std::nullopt, std::nullopt), false);
        REQUIRE_FALSE(again.ok());
        REQUIRE(again.error().sameAs);
        CHECK(again.error().sameAs->startNumber == 2);
        CHECK(again.error().text() == "Петров (No 2) is entered already");
        // One rating known, the other not: not the same.
        CHECK(app::enterPlayer(session, id, player("Петров", std::nullopt, 1400), false).ok());
    }

    SECTION("the stored player's own entry is refused even when confirmed")
    {
        const auto stored = db::PlayerStore(session).find(first->playerId);
        REQUIRE(stored.ok());
        const auto again = app::enterPlayer(session, id, *stored, true);
        REQUIRE_FALSE(again.ok());
        REQUIRE(again.error().sameAs);
        CHECK(again.error().sameAs->startNumber == 1);
    }

    SECTION("a list: duplicates of entries and of earlier players of the list")
    {
        const std::vector<db::Player> list = {
            player("Петров", std::nullopt, 1400),    // 0: new
            player("ИВАНОВ И.", 1980, std::nullopt), // 1: entry No 1
            player("Сидоров", 1975, 1800),           // 2: new
            player("петров", std::nullopt, 1400),    // 3: as 0
            player("Сидоров", 1976, 1800),           // 4: another Сидоров
        };
        const auto duplicates = app::duplicatesOf(session, id, list);
        REQUIRE(duplicates.ok());
        REQUIRE(duplicates->size() == 2);
        CHECK((*duplicates)[0].index == 1);
        REQUIRE((*duplicates)[0].entered);
        CHECK((*duplicates)[0].entered->startNumber == 1);
        CHECK((*duplicates)[1].index == 3);
        CHECK_FALSE((*duplicates)[1].entered);
        CHECK((*duplicates)[1].earlier == std::optional<std::size_t>(0));
    }
}

TEST_CASE("samePerson: the name, then the birth years, else the ratings", "[player]")
{
    CHECK(app::samePerson(player("A", 1980, 1), player(" a ", 1980, 2)));
    CHECK_FALSE(app::samePerson(player("A", 1980, 1), player("B", 1980, 1)));
    CHECK_FALSE(app::samePerson(player("A", 1980, 1), player("A", 1981, 1)));
    CHECK(app::samePerson(player("A", std::nullopt, 1), player("A", 1981, 1)));
    CHECK_FALSE(app::samePerson(player("A", std::nullopt, 1), player("A", 1981, 2)));
    CHECK(app::samePerson(player("A", std::nullopt, std::nullopt),
                          player("a", std::nullopt, std::nullopt)));
    CHECK_FALSE(
        app::samePerson(player("A", std::nullopt, std::nullopt), player("A", std::nullopt, 1)));
    CHECK(app::samePerson(player("Ёжиков", 1, 1), player("ЁЖИКОВ", 1, 1)));
}

TEST_CASE("a player known already is entered again, unless the birth years differ", "[postgresql]")
{
    dbtest::migratedDatabase("known_player");
    auto opened = db::SqlSession::open(dbtest::server().connectionString("known_player"));
    REQUIRE(opened.ok());
    db::SqlSession &session = *opened.value();
    const auto born1980 = db::PlayerStore(session).add(player("Петров П.", 1980, 1500));
    REQUIRE(born1980.ok());
    const auto unknownYear = db::PlayerStore(session).add(player("Петров П.", std::nullopt, 1400));
    REQUIRE(unknownYear.ok());

    // The one born in the year given, over one whose year is unknown.
    const auto same = app::knownPlayer(session, player("Петров П.", 1980, std::nullopt));
    REQUIRE(same.ok());
    CHECK(same->id == born1980->id);
    // Another year: only the player of unknown year may be him.
    const auto other = app::knownPlayer(session, player("Петров П.", 1990, std::nullopt));
    REQUIRE(other.ok());
    CHECK(other->id == unknownYear->id);
    // No year given: the first stored of that name.
    const auto first = app::knownPlayer(session, player("Петров П.", std::nullopt, std::nullopt));
    REQUIRE(first.ok());
    CHECK(first->id == born1980->id);
    // Another name: the player as typed, not stored yet.
    const auto typed = app::knownPlayer(session, player("Сидоров С.", 1975, 1600));
    REQUIRE(typed.ok());
    CHECK(typed->id == 0);
    CHECK(typed->name == "Сидоров С.");
    CHECK(typed->birthYear == std::optional<int>(1975));
}

TEST_CASE("a list of players entered all or none, and a player's fields edited", "[postgresql]")
{
    dbtest::migratedDatabase("registry_list");
    auto opened = db::SqlSession::open(dbtest::server().connectionString("registry_list"));
    REQUIRE(opened.ok());
    db::SqlSession &session = *opened.value();
    db::Tournament draft;
    draft.name = "Кубок";
    const auto tournament = db::TournamentStore(session).create(draft);
    REQUIRE(tournament.ok());
    const std::int64_t id = tournament->id;
    const auto first = app::enterPlayer(session, id, player("Иванов И.", 1980, 1500), false);
    REQUIRE(first.ok());

    // The second of the list is the entry itself: refused by its place, and the first, entered
    // before it in the same transaction, is taken back.
    db::Player stored = player("Иванов И.", 1980, 1500);
    stored.id = first->playerId;
    const auto refused = app::enterPlayers(session, id, {player("Петров П.", 1975, 1600), stored});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().index == std::optional<std::size_t>(1));
    REQUIRE(refused.error().refusal.sameAs);
    CHECK(refused.error().refusal.sameAs->startNumber == 1);
    CHECK(entryCount(session, id) == 1);
    const auto players = db::PlayerStore(session).list();
    REQUIRE(players.ok());
    CHECK(players->size() == 1);

    const auto entered = app::enterPlayers(
        session, id, {player("Петров П.", 1975, 1600), player("Сидоров С.", std::nullopt, 1400)});
    REQUIRE(entered.ok());
    CHECK(*entered == 2);
    const auto entries = db::EntryStore(session).list(id);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 3);
    CHECK((*entries)[1].startNumber == 2);
    CHECK((*entries)[1].playerName == "Петров П.");
    CHECK((*entries)[2].startNumber == 3);
    CHECK((*entries)[2].playerName == "Сидоров С.");

    db::Player fields = player("Иванов Иван", 1981, 1550);
    fields.title = "КМС";
    fields.club = "Спартак";
    fields.region = "Москва";
    CHECK_FALSE(app::editPlayer(session, first->playerId, fields));
    const auto edited = db::PlayerStore(session).find(first->playerId);
    REQUIRE(edited.ok());
    CHECK(edited->name == "Иванов Иван");
    CHECK(edited->birthYear == std::optional(1981));
    CHECK(edited->rating == std::optional(1550));
    CHECK(edited->title == std::optional<std::string>("КМС"));
    CHECK(edited->club == std::optional<std::string>("Спартак"));
    CHECK(edited->region == std::optional<std::string>("Москва"));
}

TEST_CASE("a list entered into a Swiss at the players' ranks and a list stopped midway",
          "[postgresql]")
{
    dbtest::migratedDatabase("registry_swiss");
    auto opened = db::SqlSession::open(dbtest::server().connectionString("registry_swiss"));
    REQUIRE(opened.ok());
    db::SqlSession &session = *opened.value();
    db::Tournament draft;
    draft.name = "Швейцарка";
    draft.system = reports::PairingSystem::Swiss;
    const auto tournament = db::TournamentStore(session).create(draft);
    REQUIRE(tournament.ok());
    const std::int64_t id = tournament->id;
    REQUIRE(app::enterPlayer(session, id, player("А", std::nullopt, 2000), false).ok());
    REQUIRE(app::enterPlayer(session, id, player("Б", std::nullopt, 1000), false).ok());

    // One by one, as enterPlayer would: Н1 (1500) after А at No 2 (Б to 3); Н2 (2500) first
    // (everyone up); Н3 (1500, after Н1 by name) at Б's No 4 (Б to 5); Н4 (unrated) last.
    std::vector<std::pair<std::size_t, std::size_t>> steps;
    const auto entered = app::enterPlayers(
        session, id,
        {player("Н1", std::nullopt, 1500), player("Н2", std::nullopt, 2500),
         player("Н3", std::nullopt, 1500), player("Н4", std::nullopt, std::nullopt)},
        [&steps](std::size_t done, std::size_t total) {
            steps.emplace_back(done, total);
            return true;
        });
    REQUIRE(entered.ok());
    CHECK(*entered == 4);
    // Stored in one call, entered in one (a batch of up to 2,000 each).
    CHECK(steps == std::vector<std::pair<std::size_t, std::size_t>>{{4, 8}, {8, 8}});
    const auto entries = db::EntryStore(session).list(id);
    REQUIRE(entries.ok());
    std::vector<std::pair<int, std::string>> numbered;
    for (const db::Entry &entry : *entries)
        numbered.emplace_back(entry.startNumber, entry.playerName);
    CHECK(numbered == std::vector<std::pair<int, std::string>>{
                          {1, "Н2"}, {2, "А"}, {3, "Н1"}, {4, "Н3"}, {5, "Б"}, {6, "Н4"}});

    // Stopped once stored, before entered: nothing of the list is left behind.
    const auto stopped = app::enterPlayers(
        session, id, {player("Н5", std::nullopt, 1200), player("Н6", std::nullopt, 1100)},
        [](std::size_t done, std::size_t) { return done < 3; });
    REQUIRE_FALSE(stopped.ok());
    CHECK(stopped.error().cancelled);
    CHECK(entryCount(session, id) == 6);
    const auto players = db::PlayerStore(session).list();
    REQUIRE(players.ok());
    CHECK(players->size() == 6);
}

TEST_CASE("a generated CSV of 3000 lines: every wrong line and every person entered twice",
          "[player]")
{
    // Player k (1…3000) is on line k + 1, under a header, named "Игрок k", rated 1000 + k mod
    // 500, born 1950 + k mod 50 — but for every 31st, whose birth year is left out. Each line's
    // first rule that applies makes it:
    //  - k mod 97 = 0: the rating "x" (a problem at column 2 + the name's characters);
    //  - k mod 89 = 0: six fields;
    //  - k mod 50 = 0: player k / 50 again, the name in capitals and spaced — player 2500 is
    //    player 50, who is player 1 again: the same person as the first of them, on line 2;
    //  - k mod 73 = 0: the name of player k - 1 but born in 1900, rated 3999: another person.
    // Entered already: "игрок 7" born as player 7 (No 1), "Игрок 11" born in 1900 (No 2: not
    // player 11), "ИГРОК 13" without a birth year rated as player 13 (No 3), "Игрок 13" born in
    // 1901 (No 4: not him either) — so players 7 and 13 and their copies (lines 351 and 651)
    // are entries already, the first entry taken for them named.
    constexpr int count = 3000;
    const auto rating = [](int k) { return 1000 + k % 500; };
    const auto birthYear = [](int k) {
        return k % 31 == 0 ? std::string() : std::to_string(1950 + k % 50);
    };
    const auto name = [](int k) { return "Игрок " + std::to_string(k); };
    std::string text = "name;rating;title;club;birth year\n";
    std::vector<app::CsvLineProblem> wrongLines;
    // Line, then the start number of the entry, or the line of the earlier player.
    std::vector<std::tuple<int, int, int>> expected;
    const auto entered = [](int k) { return k == 7 ? 1 : k == 13 ? 3 : 0; };
    for (int k = 1; k <= count; ++k) {
        const int line = k + 1;
        if (k % 97 == 0) {
            text += name(k) + ";x;;;" + birthYear(k) + "\n";
            wrongLines.push_back(
                {line, 2 + static_cast<int>(name(k).size()) - 5, // Игрок: 5 × 2 bytes
                 app::PlayerFieldProblem{app::PlayerProblem::BadRating, app::PlayerField::Rating,
                                         "x", app::PlayerValidator::minRating,
                                         app::PlayerValidator::maxRating},
                 0});
        } else if (k % 89 == 0) {
            text += name(k) + ";1;2;3;4;5\n";
            wrongLines.push_back({line, 0, std::nullopt, 6});
        } else if (k % 50 == 0) {
            int copied = k / 50;
            while (copied % 50 == 0) // a copy of a copy: of the first
                copied /= 50;
            text += "  ИГРОК " + std::to_string(copied) + " ;" + std::to_string(rating(copied)) +
                    ";;;" + birthYear(copied) + "\n";
            if (entered(copied) != 0)
                expected.emplace_back(line, entered(copied), 0);
            else
                expected.emplace_back(line, 0, copied + 1);
        } else if (k % 73 == 0) {
            text += name(k - 1) + ";3999;;;1900\n";
        } else {
            text += name(k) + ";" + std::to_string(rating(k)) + ";МС;Клуб;" + birthYear(k) + "\n";
            if (entered(k) != 0)
                expected.emplace_back(line, entered(k), 0);
        }
    }
    const app::PlayerCsv read = app::readPlayerCsv(text, app::PlayerValidator(2024));
    CHECK(read.problems == wrongLines);
    CHECK(wrongLines.size() == 30 + 33); // 3000 / 97 and the multiples of 89 that are not of 97
    REQUIRE(read.players.size() == count - wrongLines.size());
    std::vector<db::Player> players;
    for (const app::CsvPlayer &csvPlayer : read.players)
        players.push_back(csvPlayer.player);

    const std::vector<app::EnteredPlayer> entries = {
        {1, player("игрок 7", 1950 + 7, std::nullopt)},
        {2, player("Игрок 11", 1900, rating(11))},
        {3, player("ИГРОК 13", std::nullopt, rating(13))},
        {4, player("Игрок 13", 1901, rating(13))},
    };
    std::vector<std::tuple<int, int, int>> found;
    for (const app::DuplicatePlayer &duplicate : app::duplicatesAmong(entries, players)) {
        const int line = read.players[duplicate.index].line;
        if (duplicate.entered)
            found.emplace_back(line, duplicate.entered->startNumber, 0);
        else
            found.emplace_back(line, 0, read.players[*duplicate.earlier].line);
    }
    CHECK(found == expected);
    // The 60 copies (of players 7 and 13 among them), and players 7 and 13 themselves.
    CHECK(expected.size() == 62);
    CHECK(std::count(expected.begin(), expected.end(), std::tuple(2501, 0, 2)) == 1);
    CHECK(std::count(expected.begin(), expected.end(), std::tuple(351, 1, 0)) == 1);
}

} // namespace playerregistry_test
