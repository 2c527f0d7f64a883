#include "gamestore.h"

#include "arbiter/json.h"
#include "decisionlog.h"
#include "storeerrors.h"

#include <QSqlQuery>

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

DbResult<std::vector<GameResult>> GameStore::unpairedResults(std::int64_t tournamentId)
{
    // Found through the index on (pairing_id, game_in_pairing): a tournament whose games all
    // have a pairing reads none of its rows (results() read 153,000 for nothing in 0.7 s).
    auto found = m_session.run(
        QStringLiteral("SELECT id, white_player_id, black_player_id, result FROM games "
                       "WHERE pairing_id IS NULL AND tournament_id = ? "
                       "AND white_player_id IS NOT NULL AND black_player_id IS NOT NULL "
                       "ORDER BY id"),
        {QVariant(static_cast<qlonglong>(tournamentId))}, "read the games' results");
    if (!found)
        return found.error();
    std::vector<GameResult> games;
    while (found->next()) {
        GameResult game;
        game.id = found->value(0).toLongLong();
        game.whiteId = found->value(1).toLongLong();
        game.blackId = found->value(2).toLongLong();
        if (!found->value(3).isNull())
            game.result = found->value(3).toString().toStdString();
        games.push_back(std::move(game));
    }
    return games;
}

namespace {

// The columns of a GameListing, read from the query's first ten columns.
const QString listingColumns = QStringLiteral(
    "g.id, r.number, p.board, g.game_in_pairing, g.white_player_id, g.black_player_id, "
    "coalesce(w.name, ''), coalesce(b.name, ''), g.result, "
    "CASE WHEN jsonb_typeof(g.audit_summary -> 'findings') = 'array' "
    "THEN jsonb_array_length(g.audit_summary -> 'findings') ELSE 0 END");
const QString listingJoins =
    QStringLiteral(" FROM games g LEFT JOIN players w ON w.id = g.white_player_id "
                   "LEFT JOIN players b ON b.id = g.black_player_id "
                   "LEFT JOIN pairings p ON p.id = g.pairing_id "
                   "LEFT JOIN rounds r ON r.id = p.round_id ");

GameListing listingOf(const QSqlQuery &row)
{
    GameListing game;
    game.id = row.value(0).toLongLong();
    if (!row.value(1).isNull())
        game.round = row.value(1).toInt();
    if (!row.value(2).isNull())
        game.board = row.value(2).toInt();
    if (!row.value(3).isNull())
        game.game = row.value(3).toInt();
    if (!row.value(4).isNull())
        game.whiteId = row.value(4).toLongLong();
    if (!row.value(5).isNull())
        game.blackId = row.value(5).toLongLong();
    game.white = row.value(6).toString().toStdString();
    game.black = row.value(7).toString().toStdString();
    if (!row.value(8).isNull())
        game.result = row.value(8).toString().toStdString();
    game.findings = row.value(9).toInt();
    return game;
}

} // namespace

DbResult<std::vector<GameListing>> GameStore::listing(std::int64_t tournamentId)
{
    auto found = m_session.run(
        QStringLiteral("SELECT ") + listingColumns +
            QStringLiteral(", row_number() OVER (ORDER BY g.id)") + listingJoins +
            QStringLiteral("WHERE g.tournament_id = ? ORDER BY "
                           "r.number NULLS LAST, p.board NULLS LAST, "
                           "g.game_in_pairing, g.id"),
        {QVariant(static_cast<qlonglong>(tournamentId))}, "list the tournament's games");
    if (!found)
        return found.error();
    std::vector<GameListing> games;
    while (found->next()) {
        games.push_back(listingOf(*found));
        games.back().number = found->value(10).toInt();
    }
    return games;
}

DbResult<GameText> GameStore::gameText(std::int64_t gameId)
{
    const std::string context = "read game " + std::to_string(gameId);
    auto found =
        m_session.run(QStringLiteral("SELECT ") + listingColumns +
                          QStringLiteral(", g.tournament_id, t.name, g.pdn") + listingJoins +
                          QStringLiteral("JOIN tournaments t ON t.id = g.tournament_id "
                                         "WHERE g.id = ?"),
                      {QVariant(static_cast<qlonglong>(gameId))}, context);
    if (!found)
        return found.error();
    if (!found->next())
        return DbError{"", "there is no game " + std::to_string(gameId), context,
                       DbError::Kind::NotFound};
    GameText game;
    game.listing = listingOf(*found);
    game.tournamentId = found->value(10).toLongLong();
    game.event = found->value(11).toString().toStdString();
    game.pdn = found->value(12).toString().toStdString();
    return game;
}

DbResult<StoredGame> GameStore::gameByNumber(std::int64_t tournamentId, int number)
{
    const std::string context = "read game " + std::to_string(number);
    auto found =
        m_session.run(QStringLiteral("SELECT g.id, w.name, b.name, r.number, p.board, g.result, "
                                     "coalesce(g.final_fen, g.start_fen), g.start_fen FROM games g "
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
    game.startFen = found->value(7).toString().toStdString();
    auto moves =
        m_session.run(QStringLiteral("SELECT notation FROM moves WHERE game_id = ? ORDER BY ply"),
                      {QVariant(static_cast<qlonglong>(game.id))}, context);
    if (!moves)
        return moves.error();
    while (moves->next())
        game.moves.push_back(moves->value(0).toString().toStdString());
    return game;
}

DbResult<std::int64_t> GameStore::saveBoardGame(std::int64_t tournamentId, const Pairing &pairing,
                                                int game, const GameRecord &record)
{
    const StoreAction action{.kind = StoreAction::Kind::StoreGame,
                             .row = StoredRow{.kind = StoredRow::Kind::GameSheet,
                                              .round = pairing.round,
                                              .board = pairing.board,
                                              .game = game,
                                              .white = pairing.whiteName,
                                              .black = pairing.blackName}};
    const std::string context = englishText(action);
    if (!pairing.blackId || (game != 1 && game != 2))
        return DbError{
            "", "board " + std::to_string(pairing.board) + " has no game " + std::to_string(game),
            context};
    const QString result = record.result == "\xC2\xBD-\xC2\xBD"
                               ? QStringLiteral("1/2-1/2")
                               : QString::fromStdString(record.result);
    // The moves as store_sheet takes them (0022): the sheet, its moves and its log entry in one
    // call, the players and the tournament the board's.
    std::string moves = "[";
    for (const MoveRecord &move : record.moves) {
        std::string captures;
        for (const int square : move.captures)
            captures += (captures.empty() ? "" : ",") + std::to_string(square);
        moves += std::string(moves.size() > 1 ? "," : "") +
                 "{\"notation\":" + arbiter::json::quote(move.notation) +
                 ",\"from\":" + std::to_string(move.from) + ",\"to\":" + std::to_string(move.to) +
                 ",\"captures\":[" + captures + "],\"fen\":" + arbiter::json::quote(move.fenAfter) +
                 ",\"key\":" + std::to_string(move.positionKey) + "}";
    }
    moves += "]";
    std::int64_t id = 0;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto stored = m_session.run(
            QStringLiteral("SELECT store_sheet(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)"),
            {QVariant(static_cast<qlonglong>(tournamentId)),
             QVariant(static_cast<qlonglong>(pairing.id)), game, QString::fromStdString(record.pdn),
             QString::fromStdString(record.startFen), QString::fromStdString(record.finalFen),
             result.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(result),
             QString::fromStdString(record.auditJson.empty() ? "{}" : record.auditJson),
             QString::fromStdString(moves)},
            context);
        if (!stored)
            return stored.error();
        stored->next();
        id = stored->value(0).toLongLong();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return id;
}

DbResult<std::int64_t> GameStore::addClaim(std::int64_t gameId, int ply,
                                           const std::string &claimant, const std::string &rule,
                                           const std::optional<std::string> &writtenMove,
                                           const std::string &verdict, const std::string &evidence,
                                           const std::string &what,
                                           const std::optional<std::string> &why)
{
    auto added = m_session.run(
        QStringLiteral("SELECT record_claim(?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)"),
        {QVariant(static_cast<qlonglong>(gameId)), ply, QString::fromStdString(claimant),
         QString::fromStdString(rule), nullable(writtenMove), QString::fromStdString(verdict),
         QString::fromStdString(evidence), QString::fromStdString(what), nullable(why)},
        "record the claim on game " + std::to_string(gameId));
    if (!added)
        return added.error();
    added->next();
    return static_cast<std::int64_t>(added->value(0).toLongLong());
}

DbStatus GameStore::deleteGame(std::int64_t tournamentId, std::int64_t gameId, int number,
                               const std::optional<std::string> &why)
{
    const StoreAction action{.kind = StoreAction::Kind::DeleteGame, .id = number};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The game, its moves, its claims and the log entry in one call of the database (0024).
        const auto deleted =
            m_session.run(QStringLiteral("SELECT delete_game(?, ?, ?)"),
                          {QVariant(static_cast<qlonglong>(tournamentId)),
                           QVariant(static_cast<qlonglong>(gameId)), nullable(why)},
                          context);
        if (!deleted)
            return deleted.error();
        return std::nullopt;
    });
    if (!failure)
        return std::nullopt;
    // Deleted meanwhile (or never this tournament's): the database's refusal says so.
    if (failure->sqlState == "22023")
        return withAction(DbError{"", "the tournament has no game " + std::to_string(number),
                                  context, DbError::Kind::NotFound},
                          action);
    return withAction(*failure, action);
}

} // namespace db
