// A stored tournament as the reports see it: its players by start number and every result,
// round by round (reports::eventFromRecords over the stored rows), and its tie-break order.
#pragma once

#include "arbiter/result.h"
#include "db/entrystore.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "problem.h"
#include "reports/bergertable.h"
#include "reports/event.h"
#include "reports/tiebreak.h"

#include <optional>
#include <string>
#include <string_view>

namespace app {

struct TournamentEvent
{
    db::Tournament tournament;
    std::vector<db::Entry> entries; // by start number; event.players in the same order
    reports::Event event;
    std::vector<reports::TieBreak> tieBreaks; // the tournament's order, else its system's preset
    reports::PairingSystem system = reports::PairingSystem::RoundRobin;
};

// The round robin table of `tournament` for `players` entries (Berger's, the double round robin
// and a drawn round order applied); empty for other systems.
std::vector<reports::BergerRound> roundRobinTable(const db::Tournament &tournament, int players);

// NoSuchTournament, Database, PairingOfNonEntry, GameOfNonEntry (a row of a player who is not
// an entry), UnknownTieBreak (a stored tie-break code this program does not know).
// The entry with `startNumber`; nullptr when none has it.
const db::Entry *entryOf(const TournamentEvent &loaded, int startNumber);

arbiter::Result<TournamentEvent, Problem> loadTournamentEvent(db::SqlSession &session,
                                                              const std::string &tournament);

} // namespace app
