#include "storedgames.h"

#include "databaseproblem.h"

namespace app {

arbiter::Result<std::vector<db::GameListing>, Problem> listGames(db::SqlSession &session,
                                                                 std::int64_t tournamentId)
{
    auto games = db::GameStore(session).listing(tournamentId);
    if (!games)
        return databaseProblem(games.error());
    return std::move(games.value());
}

arbiter::Result<db::GameText, Problem> readGame(db::SqlSession &session, std::int64_t gameId)
{
    auto game = db::GameStore(session).gameText(gameId);
    if (!game)
        return databaseProblem(game.error());
    return std::move(game.value());
}

} // namespace app
