// app::enterPlayer and app::duplicatesOf on the throwaway PostgreSQL server: one person is not
// entered twice into a tournament unless the arbiter confirms that it is another person.
#include "app/tournament/playerregistry.h"
#include "db/tournamentstore.h"
#include "tests/db/testserver.h"

#include <catch2/catch.hpp>

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

} // namespace playerregistry_test
