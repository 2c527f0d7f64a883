#include "fixture.h"

#include "db/entrystore.h"
#include "db/playerstore.h"
#include "tests/db/testserver.h"

#include <QSqlQuery>
#include <catch2/catch.hpp>

namespace fixture {

Event make(const std::string &database, db::Tournament tournament, int players)
{
    dbtest::migratedDatabase(database);
    Event event;
    event.conninfo = dbtest::server().connectionString(database);
    auto opened = db::SqlSession::open(event.conninfo);
    REQUIRE(opened.ok());
    event.session = std::move(opened.value());
    tournament.name = tournament.name.empty() ? "Cup" : tournament.name;
    const auto made = db::TournamentStore(*event.session).create(tournament);
    REQUIRE(made.ok());
    event.tournament = *made;
    for (int i = 1; i <= players; ++i) {
        db::Player player;
        player.name = "Player " + std::to_string(i);
        const auto stored = db::PlayerStore(*event.session).add(player);
        REQUIRE(stored.ok());
        REQUIRE(db::EntryStore(*event.session).enter(made->id, stored->id).ok());
    }
    return event;
}

app::TournamentEvent load(Event &event)
{
    auto loaded = app::loadTournamentEvent(*event.session, event.tournament.name);
    REQUIRE(loaded.ok());
    return std::move(loaded.value());
}

std::string pdnGame(const std::string &white, const std::string &black, int round,
                    const std::string &result, int variant)
{
    static const char *moves[] = {"1. c3-d4 f6-e5 2. d4:f6 g7:e5", "1. c3-d4 f6-e5 2. d4:f6 e7:g5",
                                  "1. a3-b4 b6-a5 2. e3-f4 f6-g5", "1. g3-h4 b6-c5 2. c3-b4 a7-b6"};
    std::string text = "[Event \"Cup\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n";
    if (round > 0)
        text += "[Round \"" + std::to_string(round) + "\"]\n";
    text += "[Result \"" + result + "\"]\n\n" + moves[variant % 4] + " " + result + "\n\n";
    return text;
}

long count(Event &event, const std::string &sql)
{
    auto query = event.session->run(QString::fromStdString(sql), {}, "count");
    REQUIRE(query.ok());
    REQUIRE(query->next());
    return query->value(0).toLongLong();
}

} // namespace fixture
