#include "dutchcheck.h"

#include "swissfield.h"

#include <algorithm>
#include <set>
#include <utility>

namespace reports {

arbiter::Result<std::vector<RoundCheck>, std::string> checkDutchPairings(const TrfFile &file)
{
    std::vector<int> startNumbers;
    for (const TrfPlayer &player : file.players)
        startNumbers.push_back(player.startNumber);
    std::sort(startNumbers.begin(), startNumbers.end());
    const auto number = [&startNumbers](int index) {
        return index < 0 ? -1 : startNumbers[static_cast<std::size_t>(index)];
    };
    std::vector<RoundCheck> checks;
    for (int round = 1; round <= file.roundCount(); ++round) {
        const auto field = swissFieldFromTrf(file, round);
        if (!field)
            return field.error();
        const SwissResult dutch = pairDutchRound(*field);
        std::set<std::pair<int, int>> inFile;
        for (const SwissPairing &p : trfRoundPairing(file, round))
            inFile.insert({number(p.white), number(p.black)});
        std::set<std::pair<int, int>> byDutch;
        for (const SwissPairing &p : dutch.pairings)
            byDutch.insert({number(p.white), number(p.black)});
        RoundCheck check;
        check.round = round;
        check.unpairable = dutch.unpairable;
        for (const auto &[white, black] : inFile)
            if (!byDutch.count({white, black}))
                check.onlyInFile.push_back({white, black});
        if (!dutch.unpairable)
            for (const auto &[white, black] : byDutch)
                if (!inFile.count({white, black}))
                    check.onlyDutch.push_back({white, black});
        checks.push_back(std::move(check));
    }
    return checks;
}

} // namespace reports
