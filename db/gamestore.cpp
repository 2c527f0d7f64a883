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

DbResult<StoredGame> GameStore::gameByNumber(std::int64_t tournamentId, int number)
{
    const std::string context = "read game " + std::to_string(number);
    auto found =
        m_session.run(QStringLiteral("SELECT g.id, w.name, b.name, r.number, p.board, g.result, "
                                     "coalesce(g.final_fen, g.start_fen) FROM games g "
                                     "JOIN players w ON w.id = g.white_player_id "
                                     "JOIN players b ON b.id = g.black_player_id "
                                     "LEFT JOIN pairings p ON p.id = g.pairing_id "
                                     "LEFT JOIN rounds r ON r.id = p.round_id "
                                     "WHERE g.tournament_id = ? ORDER BY g.id OFFSET ? LIMIT 1"),
                      {QVariant(static_cast<qlonglong>(tournamentId)), number - 1}, context);
    if (!found)
        return found.error();
    if (number < 1 || !found->next())
        return DbError{"", "the tournament has no game " + std::to_string(number), context,
                       DbError::Kind::NotFound};
    StoredGame game;
    game.id = found->value(0).toLongLong();
    game.white = found->value(1).toString().toStdString();
    game.black = found->value(2).toString().toStdString();
    if (!found->value(3).isNull())
        game.round = found->value(3).toInt();
    if (!found->value(4).isNull())
        game.board = found->value(4).toInt();
    if (!found->value(5).isNull())
        game.result = found->value(5).toString().toStdString();
    game.finalFen = found->value(6).toString().toStdString();
    auto moves =
        m_session.run(QStringLiteral("SELECT notation FROM moves WHERE game_id = ? ORDER BY ply"),
                      {QVariant(static_cast<qlonglong>(game.id))}, context);
    if (!moves)
        return moves.error();
    while (moves->next())
        game.moves.push_back(moves->value(0).toString().toStdString());
    return game;
}

} // namespace db
