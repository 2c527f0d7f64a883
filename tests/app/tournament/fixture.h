// A tournament on the throwaway PostgreSQL server for the library's tests: a fresh database, a
// QtSql session on it, a tournament with players entered by start number, and small PDN games.
#pragma once

#include "app/tournament/tournamentevent.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fixture {

struct Event
{
    std::string conninfo;
    std::unique_ptr<db::SqlSession> session;
    db::Tournament tournament;
};

// A fresh database `database` holding `tournament` (its name "Cup") with `players` entered
// ("Player 1" … with start numbers 1 …).
Event make(const std::string &database, db::Tournament tournament, int players);

// The tournament as the library loads it (must succeed).
app::TournamentEvent load(Event &event);

// One legal game of three plies between `white` and `black`, `variant` 0…3 choosing its moves,
// with a Round tag when `round` > 0.
std::string pdnGame(const std::string &white, const std::string &black, int round,
                    const std::string &result, int variant = 0);

// SELECT count(*) of `sql` (no parameters) on the event's database.
long count(Event &event, const std::string &sql);

} // namespace fixture
