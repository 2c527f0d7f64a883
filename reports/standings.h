// Standings: points, then the tournament's tie-breaks in order, places shared when everything
// ties ("3-5"). Pure computation over an Event.
#pragma once

#include "event.h"
#include "tiebreak.h"

#include <vector>

namespace reports {

struct StandingRow
{
    int player = 0;    // index into Event::players
    int place = 0;     // 1-based
    int placeLast = 0; // the last place of a shared one ("3-5": 3 and 5); = place when alone
    double points = 0;
    int gamesPlayed = 0;                  // over the board; both games of a micro-match count
    std::vector<TieBreakValue> tieBreaks; // in the order asked
};

struct Standings
{
    int afterRound = 0;
    std::vector<TieBreak> order;
    std::vector<StandingRow> rows; // by place
};

// After `afterRound` rounds (0: all of the event's rounds).
Standings computeStandings(const Event &event, const std::vector<TieBreak> &order,
                           int afterRound = 0);

} // namespace reports
