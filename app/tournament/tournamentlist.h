// The tournaments the database holds, as a judge chooses one to open: their names, and one
// looked up by its name (the demo asks whether it holds its tournament already).
#pragma once

#include "arbiter/result.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "problem.h"

#include <optional>
#include <string>
#include <vector>

namespace app {

// Every tournament's name, in the store's order (db::TournamentStore::list); the database's
// refusal as its Problem.
arbiter::Result<std::vector<std::string>, Problem> tournamentNames(db::SqlSession &session);

// The tournament named `name`; none when there is no such tournament.
arbiter::Result<std::optional<db::Tournament>, Problem> tournamentNamed(db::SqlSession &session,
                                                                        const std::string &name);

} // namespace app
