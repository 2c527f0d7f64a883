// A stored tournament as the reports see it: its players by start number and every result,
// round by round, from its pairings, and from games without a pairing in the order stored.
#pragma once

#include "db/entrystore.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "reports/event.h"
#include "reports/tiebreak.h"

#include <string>

namespace app {

struct TournamentEvent
{
    db::Tournament tournament;
    std::vector<db::Entry> entries; // by start number; event.players in the same order
    reports::Event event;
    std::vector<reports::TieBreak> tieBreaks; // the tournament's order, else its system's preset
    std::string system;
};

db::DbResult<TournamentEvent> loadTournamentEvent(db::SqlSession &session,
                                                  const std::string &tournament);

// The outcome for White and for Black of a pairing's or a game's result ("1-0", "+/-",
// "bye-1/2", "2-0" …); nullopt when there is none yet or it is unfinished ("*").
std::optional<std::pair<reports::Outcome, reports::Outcome>> outcomesOf(const std::string &result);

} // namespace app
