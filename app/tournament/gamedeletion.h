// Deleting a stored game (the chief arbiter's action, migrations/0024): the game named by its
// number in the tournament (docs/storage.md), its moves and claims, in one logged transaction.
// The board's result is the pairing's and stays; the games stored after it move up one number.
#pragma once

#include "arbiter/result.h"
#include "db/gamestore.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <cstdint>
#include <optional>
#include <string>

namespace app {

// Game `number` (from 1) of tournament `tournament` deleted with the reason `why` (kept in the
// log, at most 2,000 characters). The game as it was: who played it, where and how it ended.
// NoSuchTournament, the store's "no game N", LogTextTooLong and a refused role (the judge, the
// viewer) are Problems; nothing is changed then.
arbiter::Result<db::StoredGame, Problem> deleteStoredGame(db::SqlSession &session,
                                                          const std::string &tournament, int number,
                                                          const std::optional<std::string> &why);

// The game `gameId` of tournament `tournamentId` deleted with the reason `why`, as the window's
// Games tab chose it: by its id, so that a game deleted meanwhile by another login is never taken
// for the one now at its number; `number` (GameListing::number) names it in a refusal. The same
// refusals as deleteStoredGame's.
std::optional<Problem> deleteListedGame(db::SqlSession &session, std::int64_t tournamentId,
                                        std::int64_t gameId, int number,
                                        const std::optional<std::string> &why);

} // namespace app
