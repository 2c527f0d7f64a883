#include "roundswithresults.h"

#include <algorithm>

namespace app {

std::vector<int> roundsWithResults(const reports::Event &event)
{
    std::vector<int> rounds;
    if (!event.roundsKnown)
        return rounds;
    int last = 0;
    for (const reports::EventPlayer &player : event.players)
        for (std::size_t r = 0; r < player.results.size(); ++r)
            if (player.results[r].outcome != reports::Outcome::NotPaired)
                last = std::max(last, static_cast<int>(r) + 1);
    for (int round = 1; round <= last; ++round)
        rounds.push_back(round);
    return rounds;
}

} // namespace app
