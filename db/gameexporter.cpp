#include "gameexporter.h"

#include "tournamentstore.h"

#include <libpq-fe.h>
#include <map>

namespace db {

DbResult<std::vector<ExportedGame>> GameExporter::games(const std::string &tournament)
{
    std::vector<ExportedGame> games;
    if (auto failure = eachGame(tournament, [&games](ExportedGame &&game) {
            games.push_back(std::move(game));
            return true;
        }))
        return std::move(*failure);
    return games;
}

DbStatus GameExporter::eachGame(const std::string &tournament,
                                const std::function<bool(ExportedGame &&game)> &take)
{
    // Several statements: one snapshot, so that a game stored meanwhile is not half read.
    const bool own = PQtransactionStatus(m_connection.handle()) == PQTRANS_IDLE;
    if (own)
        if (const auto begun = m_connection.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
                                                 {}, "read the games");
            !begun)
            return begun.error();
    DbStatus status = readGames(tournament, take);
    if (own) {
        const auto ended = m_connection.exec(status ? "ROLLBACK" : "COMMIT", {}, "read the games");
        if (!status && !ended)
            status = ended.error();
    }
    return status;
}

DbStatus GameExporter::readGames(const std::string &tournament,
                                 const std::function<bool(ExportedGame &&game)> &take)
{
    const auto found = m_connection.exec("SELECT id, variant FROM tournaments WHERE name = $1",
                                         {tournament}, "find tournament " + tournament);
    if (!found)
        return found.error();
    if (found->rows() == 0)
        return DbError{"", "there is no tournament named '" + tournament + "'",
                       "find the tournament", DbError::Kind::NotFound};
    const std::string id = found->value(0, 0);
    const auto variant = arbiter::variantNamed(found->value(0, 1));
    if (!variant)
        return unknownVariant(tournament, found->value(0, 1));
    // A batch at a time in the order stored, each after the last game of the one before.
    std::string after = "0";
    for (;;) {
        const auto rows =
            m_connection.exec("SELECT id, pdn, start_fen, coalesce(result, '*') FROM games "
                              "WHERE tournament_id = $1 AND id > $2 ORDER BY id LIMIT $3",
                              {id, after, std::to_string(m_batchGames)}, "read games");
        if (!rows)
            return rows.error();
        if (rows->rows() == 0)
            return std::nullopt;
        std::vector<ExportedGame> games;
        std::map<std::string, std::size_t> byId;
        std::string ids = "{";
        for (int row = 0; row < rows->rows(); ++row) {
            byId[rows->value(row, 0)] = games.size();
            ids += (row == 0 ? "" : ",") + rows->value(row, 0);
            games.push_back({rows->value(row, 0),
                             rows->value(row, 1),
                             rows->value(row, 2),
                             rows->value(row, 3),
                             {},
                             *variant});
        }
        ids += "}";
        const auto moves = m_connection.exec("SELECT game_id, notation FROM moves "
                                             "WHERE game_id = ANY ($1::bigint[]) "
                                             "ORDER BY game_id, ply",
                                             {ids}, "read moves");
        if (!moves)
            return moves.error();
        for (int row = 0; row < moves->rows(); ++row)
            games[byId.at(moves->value(row, 0))].moves.push_back(moves->value(row, 1));
        after = games.back().id;
        for (ExportedGame &game : games)
            if (!take(std::move(game)))
                return std::nullopt;
        if (rows->rows() < m_batchGames)
            return std::nullopt;
    }
}

} // namespace db
