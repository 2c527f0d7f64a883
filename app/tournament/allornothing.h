// One command, one transaction: the use cases a command runs one after another (a round order
// drawn, then the round paired, then a hand change) stored together or not at all, so that a
// refusal half-way leaves the database as it was and the same command can be given again.
#pragma once

#include "db/sqlsession.h"
#include "problem.h"

#include <functional>
#include <optional>
#include <string_view>

namespace app {

// Runs `steps` in one transaction (each use case's own transaction joins it): what they store is
// kept only when `steps` returns true; false — a step refused, and `steps` has said why — undoes
// every step. A failure of the transaction itself (its commit) is returned; `what` names it.
std::optional<Problem> allOrNothing(db::SqlSession &session, std::string_view what,
                                    const std::function<bool()> &steps);

} // namespace app
