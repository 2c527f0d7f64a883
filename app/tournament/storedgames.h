// The games stored for a tournament as a judge opens them: the list the window's Games tab shows
// and one game with its PDN text, to open on the game sheet.
#pragma once

#include "arbiter/result.h"
#include "db/gamestore.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <cstdint>
#include <vector>

namespace app {

// By round, the games without one last (db::GameStore::listing); the database's refusal as its
// Problem (databaseproblem.h).
arbiter::Result<std::vector<db::GameListing>, Problem> listGames(db::SqlSession &session,
                                                                 std::int64_t tournamentId);

// Game `gameId` with its PDN text; the database's refusal (none stored: NotFound) as its Problem.
arbiter::Result<db::GameText, Problem> readGame(db::SqlSession &session, std::int64_t gameId);

} // namespace app
