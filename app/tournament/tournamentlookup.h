// Reading a stored tournament's rows as a judge's action needs them — the tournament by its name,
// its entries, the rounds paired, a round's pairings, a stored game — for the command line and
// the window alike; each refusal the database's as its Problem (databaseproblem.h).
#pragma once

#include "arbiter/result.h"
#include "db/entrystore.h"
#include "db/gamestore.h"
#include "db/pairingstore.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "problem.h"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

// Every tournament's name, in the store's order (db::TournamentStore::list): what a judge chooses
// from.
arbiter::Result<std::vector<std::string>, Problem> tournamentNames(db::SqlSession &session);

// The tournament named `name`: NoSuchTournament {name} when there is none.
arbiter::Result<db::Tournament, Problem> findTournament(db::SqlSession &session,
                                                        const std::string &name);

// The entries of the tournament, by start number.
arbiter::Result<std::vector<db::Entry>, Problem> tournamentEntries(db::SqlSession &session,
                                                                   std::int64_t tournamentId);

// The numbers of the rounds paired, in order.
arbiter::Result<std::vector<int>, Problem> pairedRounds(db::SqlSession &session,
                                                        std::int64_t tournamentId);

// The pairings of round `round` (from 1) by board, as stored now; none when it is not paired.
arbiter::Result<std::vector<db::Pairing>, Problem>
roundPairings(db::SqlSession &session, std::int64_t tournamentId, int round);

// The tournament's game with number `number` (docs/storage.md), its moves and final position; the
// store's refusal ("the tournament has no game N") when there is none.
arbiter::Result<db::StoredGame, Problem> storedGame(db::SqlSession &session,
                                                    std::int64_t tournamentId, int number);

} // namespace app
