// The decisions log of a tournament as the arbiters read it back (`shashki log`): every ruling,
// result, withdrawal and change by hand, oldest first, with what each concerns.
#pragma once

#include "arbiter/result.h"
#include "db/decisionlog.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace app {

// The entries of tournament `tournamentName`, oldest first; with `round` (from 1), only those
// concerning that round. An error in plain words when there is no such tournament ("there is no
// tournament named 'X'"), when `round` is below 1, or when the database refuses.
arbiter::Result<std::vector<db::Decision>, std::string>
decisionHistory(db::SqlSession &session, const std::string &tournamentName,
                std::optional<int> round = std::nullopt);

// The entries of the tournament with id `tournamentId`, oldest first (the window's Decisions log
// tab, which has the tournament loaded); the database's refusal as its Problem.
arbiter::Result<std::vector<db::Decision>, Problem> decisionHistory(db::SqlSession &session,
                                                                    std::int64_t tournamentId);

} // namespace app
