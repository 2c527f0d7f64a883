// A tournament's start numbers before round 1 (docs/tournaments.md §8): a Swiss's are its pairing
// numbers, by the initial ranking (reports/initialranking.h; FIDE C.04.2 A.2, C.04.3 A.2); the
// arbiter may sort them again, move a player to another number by hand, or draw them by lot (a
// round robin's жеребьёвка). Each is one transaction, logged with the order given, and refused
// once round 1 is paired (NumbersFixed) or when the entries changed meanwhile.
#pragma once

#include "db/entrystore.h"
#include "db/playerstore.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace app {

// The start number a player gets entered into the Swiss `tournamentId` now: his rank among its
// entries (reports::rankOfNewcomer; a late entry too, C.04.3). Read under the tournament's lock
// (db::EntryStore::lockNumbers), which the caller's transaction must hold until the entry is made.
db::DbResult<int> startNumberAtRank(db::SqlSession &session, std::int64_t tournamentId,
                                    const db::Player &player);

// Where entering `newcomers` one after another, each at his rank as startNumberAtRank gives it and
// as db::EntryStore::enter moves the numbers up from there, leaves everyone: the start number of
// each newcomer (in list order) and of each entry of `field` (the entries in start-number order,
// numbers as stored, gaps and all). Worked out at once in O(n log n) rather than by n reads of
// the entries: a list of thousands entered in one go is numbered as if entered one by one.
struct NumbersAtRank
{
    std::vector<int> newcomers;
    std::vector<int> field;
};
NumbersAtRank startNumbersAtRank(const std::vector<db::Entry> &field,
                                 const std::vector<db::Player> &newcomers);

// The entries in the order of the initial ranking.
std::vector<db::Entry> sortedByInitialRanking(std::vector<db::Entry> entries);

// The players numbered 1, 2, 3 … by the initial ranking.
std::optional<Problem> sortStartNumbers(db::SqlSession &session, std::int64_t tournamentId,
                                        const std::optional<std::string> &why);

// The player with start number `from` given `to` (1 … the number of entries); the players in
// between move by one toward `from`. The order is then the arbiter's.
std::optional<Problem> moveStartNumber(db::SqlSession &session, std::int64_t tournamentId, int from,
                                       int to, const std::optional<std::string> &why);

// The start numbers drawn by lot with `random` (a uniform shuffle of the entries).
std::optional<Problem> drawStartNumbers(db::SqlSession &session, std::int64_t tournamentId,
                                        std::mt19937_64 &random,
                                        const std::optional<std::string> &why);

} // namespace app
