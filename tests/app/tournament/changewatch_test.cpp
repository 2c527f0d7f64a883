// app::ChangeWatch (changewatch.h): another client's result announced with its tournament's id
// through the event loop, for as long as the watch lives.
#include "app/tournament/changewatch.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/roundpairing.h"
#include "fixture.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <catch2/catch.hpp>

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

} // namespace changewatch_test
