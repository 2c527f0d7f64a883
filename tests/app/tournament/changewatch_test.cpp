// app::ChangeWatch (changewatch.h): another client's result announced with its tournament's id
// through the event loop, for as long as the watch lives.
#include "app/tournament/changewatch.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/roundpairing.h"
#include "db/pgconnection.h"
#include "fixture.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <catch2/catch.hpp>
#include <chrono>
#include <set>

namespace changewatch_test {

using R = reports::PairingResult;

TEST_CASE("a result saved by another client is heard with its tournament", "[postgresql]")
{
    fixture::Event event = fixture::make("change_watch", db::Tournament{}, 2);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    std::vector<std::vector<std::int64_t>> heard;
    auto watch = app::ChangeWatch::open(
        event.conninfo,
        [&heard](const std::vector<std::int64_t> &tournaments) { heard.push_back(tournaments); });
    REQUIRE(watch.ok());
    const auto waitFor = [&heard](std::size_t count, int milliseconds) {
        QElapsedTimer timer;
        timer.start();
        while (heard.size() < count && timer.elapsed() < milliseconds)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    };

    REQUIRE(app::enterResult(*event.session, event.tournament,
                             app::ResultEntry{1, 1, 1, R::WhiteWins, std::nullopt})
                .ok());
    waitFor(1, 10000);
    REQUIRE(heard.size() == 1);
    CHECK(heard[0] == std::vector<std::int64_t>{event.tournament.id});

    // Once the watch is gone, nothing more is heard.
    watch.value().reset();
    REQUIRE(app::enterResult(*event.session, event.tournament,
                             app::ResultEntry{1, 1, 1, R::BlackWins, std::nullopt})
                .ok());
    waitFor(2, 300);
    CHECK(heard.size() == 1);
}

TEST_CASE("a flood of notifications reloads a few times a second, and another's payload is ignored",
          "[postgresql]")
{
    // Issue 28, point 8: a viewer's 3,000 NOTIFYs kept every window reloading for 40 s.
    fixture::Event event = fixture::make("change_flood", db::Tournament{}, 2);
    std::vector<std::vector<std::int64_t>> heard;
    auto watch = app::ChangeWatch::open(
        event.conninfo,
        [&heard](const std::vector<std::int64_t> &tournaments) { heard.push_back(tournaments); });
    REQUIRE(watch.ok());
    auto sender = db::PgConnection::open(event.conninfo);
    REQUIRE(sender.ok());
    const auto pump = [](int milliseconds) {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < milliseconds)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    };

    // Payloads that are not the tool's: nothing heard.
    for (const char *foreign :
         {"hello", "[]", R"({"table":"games","operation":"UPDATE"})",
          R"({"table":"players","operation":"UPDATE","tournaments":[1]})",
          R"({"table":"games","operation":"TRUNCATE","tournaments":[1]})",
          R"({"table":"games","operation":"UPDATE","tournaments":[1.5]})",
          R"({"table":"games","operation":"UPDATE","tournaments":[-3]})",
          R"({"table":"games","operation":"UPDATE","tournaments":[]})",
          R"({"table":"games","operation":"UPDATE","tournaments":[1],"extra":1})"})
        REQUIRE(sender->exec("SELECT pg_notify('shashki_changes', $1)", {foreign}).ok());
    pump(2 * app::ChangeWatch::coalescingMilliseconds + 300);
    CHECK(heard.empty());

    // 3,000 notifications as the trigger writes them, sent as fast as the server takes them:
    // heard as a few calls that name every tournament once.
    const auto started = std::chrono::steady_clock::now();
    for (int i = 0; i < 3000; ++i)
        REQUIRE(sender
                    ->exec("SELECT pg_notify('shashki_changes', $1)",
                           {R"({"table":"games","operation":"UPDATE","tournaments":[)" +
                            std::to_string(1 + i % 7) + "]}"})
                    .ok());
    const auto sent = std::chrono::steady_clock::now() - started;
    pump(2 * app::ChangeWatch::coalescingMilliseconds + 500);
    REQUIRE_FALSE(heard.empty());
    // At most one call per interval while they came, and one after.
    const auto intervals = std::chrono::duration_cast<std::chrono::milliseconds>(sent).count() /
                               app::ChangeWatch::coalescingMilliseconds +
                           2;
    CHECK(static_cast<long long>(heard.size()) <= intervals);
    std::set<std::int64_t> named;
    for (const auto &call : heard)
        named.insert(call.begin(), call.end());
    CHECK(named == std::set<std::int64_t>{1, 2, 3, 4, 5, 6, 7});
}

} // namespace changewatch_test
