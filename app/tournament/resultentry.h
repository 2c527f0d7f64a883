// A board's result entered, corrected or cleared — by a judge in the window or by
// `shashki result` — saved over the pairing as the judge read it, with its entry in the decisions
// log, in one transaction (db::PairingStore::saveResult). The one place that decides whether a
// result may be entered on a board; both front ends word its refusals through its codes.
#pragma once

#include "arbiter/result.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "problem.h"
#include "reports/pairingresult.h"

#include <optional>
#include <string>
#include <vector>

namespace app {

struct ResultEntry
{
    int round = 0;
    int board = 0;
    int game = 1; // 2: the second game of a micro-match
    // A game's result (not a bye's); none clears it.
    std::optional<reports::PairingResult> result;
    std::optional<std::string> why; // for the decisions log
};

// The pairing as saved. Refused with NoGameOnBoard {round, board} when `pairings` (the round as
// the judge read it) has no game on that board, OneGamePerBoard {tournament} for game 2 outside
// micro-matches, or the database's refusal (another judge saved the board meanwhile, a login
// without the right) as its Problem (databaseproblem.h); nothing is saved then.
arbiter::Result<db::Pairing, Problem> enterResult(db::SqlSession &session,
                                                  const db::Tournament &tournament,
                                                  const std::vector<db::Pairing> &pairings,
                                                  const ResultEntry &entry);

// The same on the round as it is stored now (the command line reads it afresh).
arbiter::Result<db::Pairing, Problem>
enterResult(db::SqlSession &session, const db::Tournament &tournament, const ResultEntry &entry);

} // namespace app
