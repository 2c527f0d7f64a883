#include "gameexporter.h"

#include "tournamentstore.h"

#include <map>

namespace db {

DbResult<std::vector<ExportedGame>> GameExporter::games(const std::string &tournament)
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
    const auto rows = m_connection.exec(
        "SELECT id, pdn, start_fen, coalesce(result, '*') FROM games WHERE tournament_id = $1 "
        "ORDER BY id",
        {id}, "read games");
    if (!rows)
        return rows.error();
    std::vector<ExportedGame> games;
    std::map<std::string, std::size_t> byId;
    for (int row = 0; row < rows->rows(); ++row) {
        byId[rows->value(row, 0)] = games.size();
        games.push_back({rows->value(row, 0),
                         rows->value(row, 1),
                         rows->value(row, 2),
                         rows->value(row, 3),
                         {},
                         *variant});
    }
    const auto moves = m_connection.exec(
        "SELECT m.game_id, m.notation FROM moves m JOIN games g ON g.id = m.game_id "
        "WHERE g.tournament_id = $1 ORDER BY m.game_id, m.ply",
        {id}, "read moves");
    if (!moves)
        return moves.error();
    for (int row = 0; row < moves->rows(); ++row)
        games[byId.at(moves->value(row, 0))].moves.push_back(moves->value(row, 1));
    return games;
}

} // namespace db
