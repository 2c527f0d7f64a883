// The rounds of a tournament paired so far and the boards of one of them, as stored: what the
// window's Rounds tab shows and the round a judge's change by hand is made on (handpairing.h,
// resultentry.h take the pairings as read here).
#pragma once

#include "arbiter/result.h"
#include "db/pairingstore.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <cstdint>
#include <vector>

namespace app {

// The numbers of the rounds paired, in order; the database's refusal as its Problem.
arbiter::Result<std::vector<int>, Problem> pairedRounds(db::SqlSession &session,
                                                        std::int64_t tournamentId);

// The pairings of round `round` (from 1) by board, with the players' names; none for a round not
// paired.
arbiter::Result<std::vector<db::Pairing>, Problem>
roundPairings(db::SqlSession &session, std::int64_t tournamentId, int round);

} // namespace app
