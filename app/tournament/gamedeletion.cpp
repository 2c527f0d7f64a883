#include "gamedeletion.h"

#include "databaseproblem.h"
#include "tournamentlookup.h"

namespace app {

std::optional<Problem> deleteListedGame(db::SqlSession &session, std::int64_t tournamentId,
                                        std::int64_t gameId, int number,
                                        const std::optional<std::string> &why)
{
    if (const auto failure = db::GameStore(session).deleteGame(tournamentId, gameId, number, why))
        return databaseProblem(*failure);
    return std::nullopt;
}

arbiter::Result<db::StoredGame, Problem> deleteStoredGame(db::SqlSession &session,
                                                          const std::string &tournament, int number,
                                                          const std::optional<std::string> &why)
{
    const auto found = findTournament(session, tournament);
    if (!found)
        return found.error();
    auto game = storedGame(session, found->id, number);
    if (!game)
        return game.error();
    if (auto problem = deleteListedGame(session, found->id, game->id, number, why))
        return *problem;
    return std::move(game.value());
}

} // namespace app
