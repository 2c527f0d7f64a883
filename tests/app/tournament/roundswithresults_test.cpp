// app::roundsWithResults: the rounds the window offers standings after — up to the last round
// holding any result, none for games without round numbers.
#include "app/tournament/roundswithresults.h"

#include <catch2/catch.hpp>

namespace roundswithresults_test {

namespace {

reports::EventPlayer player(int number, std::vector<reports::Outcome> outcomes)
{
    reports::EventPlayer p;
    p.startNumber = number;
    p.name = "P" + std::to_string(number);
    for (std::size_t r = 0; r < outcomes.size(); ++r) {
        reports::RoundResult result;
        result.round = static_cast<int>(r) + 1;
        result.outcome = outcomes[r];
        p.results.push_back(result);
    }
    return p;
}

} // namespace

TEST_CASE("Standings are offered after every round up to the last with a result",
          "[roundswithresults]")
{
    using O = reports::Outcome;
    reports::Event event;
    event.rounds = 4;
    event.players = {player(1, {O::Win, O::Draw, O::NotPaired, O::NotPaired}),
                     player(2, {O::Loss, O::NotPaired, O::NotPaired, O::NotPaired}),
                     player(3, {O::PairingBye, O::Draw, O::NotPaired, O::NotPaired})};
    CHECK(app::roundsWithResults(event) == std::vector<int>{1, 2});
    event.players[1].results[2].outcome = O::ForfeitWin; // round 3: one forfeit stands
    CHECK(app::roundsWithResults(event) == std::vector<int>{1, 2, 3});
    event.roundsKnown = false;
    CHECK(app::roundsWithResults(event).empty());
    CHECK(app::roundsWithResults(reports::Event{}).empty());
}

} // namespace roundswithresults_test
