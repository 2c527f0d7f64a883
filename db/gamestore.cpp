#include "gamestore.h"

namespace db {

DbResult<std::vector<GameResult>> GameStore::results(std::int64_t tournamentId)
{
    auto found = m_session.run(
        QStringLiteral("SELECT id, pairing_id, white_player_id, black_player_id, result "
                       "FROM games WHERE tournament_id = ? AND white_player_id IS NOT NULL "
                       "AND black_player_id IS NOT NULL ORDER BY id"),
        {QVariant(static_cast<qlonglong>(tournamentId))}, "read the games' results");
    if (!found)
        return found.error();
    std::vector<GameResult> games;
    while (found->next()) {
        GameResult game;
        game.id = found->value(0).toLongLong();
        if (!found->value(1).isNull())
            game.pairingId = found->value(1).toLongLong();
        game.whiteId = found->value(2).toLongLong();
        game.blackId = found->value(3).toLongLong();
        if (!found->value(4).isNull())
            game.result = found->value(4).toString().toStdString();
        games.push_back(std::move(game));
    }
    return games;
}

} // namespace db
