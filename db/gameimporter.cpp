#include "gameimporter.h"

namespace db {

namespace {

constexpr std::size_t batchGames = 1000;

// A value in COPY's text format.
void appendCopyText(std::string &out, std::string_view value)
{
    for (char c : value) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
}

// A pairing's result from a recorded one; nullopt when it is not a finished game's result.
std::optional<std::string> pairingResult(const std::string &result)
{
    if (result == "1-0" || result == "2-0")
        return "1-0";
    if (result == "0-1" || result == "0-2")
        return "0-1";
    if (result == "1/2-1/2" || result == "1-1" || result == "\xC2\xBD-\xC2\xBD")
        return "1/2-1/2";
    return std::nullopt;
}

std::optional<std::string> gameResult(const std::string &result)
{
    if (result == "\xC2\xBD-\xC2\xBD")
        return "1/2-1/2";
    if (result.empty())
        return std::nullopt;
    return result;
}

} // namespace

GameImporter::~GameImporter()
{
    if (m_open)
        rollback();
}

void GameImporter::rollback()
{
    if (m_open)
        (void)m_connection.execScript("ROLLBACK", "roll back the import");
    m_open = false;
}

DbStatus GameImporter::begin(const std::string &tournament, bool create)
{
    if (auto failure = m_connection.execScript("BEGIN", "start the import"))
        return failure;
    m_open = true;
    auto found = m_connection.exec("SELECT id FROM tournaments WHERE name = $1", {tournament},
                                   "find tournament " + tournament);
    if (!found)
        return found.error();
    if (found->rows() == 1) {
        m_tournamentId = found->value(0, 0);
    } else if (create) {
        auto made = m_connection.exec("INSERT INTO tournaments (name) VALUES ($1) RETURNING id",
                                      {tournament}, "create tournament " + tournament);
        if (!made)
            return made.error();
        m_tournamentId = made->value(0, 0);
    } else {
        return DbError{
            "", "there is no tournament named '" + tournament + "' (add --create to make it)",
            "import"};
    }
    const auto entries = m_connection.exec(
        "SELECT p.name, p.id, e.start_number FROM entries e JOIN players p ON p.id = e.player_id "
        "WHERE e.tournament_id = $1",
        {m_tournamentId}, "read the entries");
    if (!entries)
        return entries.error();
    for (int row = 0; row < entries->rows(); ++row) {
        m_players[entries->value(row, 0)] = std::stoll(entries->value(row, 1));
        m_nextStartNumber = std::max(m_nextStartNumber, std::stoi(entries->value(row, 2)) + 1);
    }
    return std::nullopt;
}

DbResult<std::int64_t> GameImporter::playerId(const std::string &name)
{
    if (const auto known = m_players.find(name); known != m_players.end())
        return known->second;
    // A player of this name entered elsewhere is the same person; else a new player.
    auto found = m_connection.exec("SELECT id FROM players WHERE name = $1 ORDER BY id LIMIT 1",
                                   {name}, "find player " + name);
    if (!found)
        return found.error();
    std::string id;
    if (found->rows() == 1) {
        id = found->value(0, 0);
    } else {
        auto made = m_connection.exec("INSERT INTO players (name) VALUES ($1) RETURNING id", {name},
                                      "add player " + name);
        if (!made)
            return made.error();
        id = made->value(0, 0);
        ++m_counts.newPlayers;
    }
    const auto entered = m_connection.exec(
        "INSERT INTO entries (tournament_id, player_id, start_number) VALUES ($1, $2, $3)",
        {m_tournamentId, id, std::to_string(m_nextStartNumber++)}, "enter player " + name);
    if (!entered)
        return entered.error();
    return m_players[name] = std::stoll(id);
}

DbResult<std::int64_t> GameImporter::pairingId(int round, std::int64_t white, std::int64_t black,
                                               const std::string &result)
{
    if (!m_rounds.count(round)) {
        auto made = m_connection.exec(
            "INSERT INTO rounds (tournament_id, number) VALUES ($1, $2) "
            "ON CONFLICT (tournament_id, number) DO UPDATE SET number = EXCLUDED.number "
            "RETURNING id",
            {m_tournamentId, std::to_string(round)}, "add round " + std::to_string(round));
        if (!made)
            return made.error();
        m_rounds[round] = std::stoll(made->value(0, 0));
        const auto boards =
            m_connection.exec("SELECT coalesce(max(board), 0) FROM pairings WHERE round_id = $1",
                              {made->value(0, 0)}, "count boards");
        if (!boards)
            return boards.error();
        m_nextBoard[round] = std::stoi(boards->value(0, 0)) + 1;
    }
    auto made = m_connection.exec(
        "INSERT INTO pairings (round_id, board, white_player_id, black_player_id, result) "
        "VALUES ($1, $2, $3, $4, $5) RETURNING id",
        {std::to_string(m_rounds[round]), std::to_string(m_nextBoard[round]++),
         std::to_string(white), std::to_string(black), pairingResult(result)},
        "pair round " + std::to_string(round));
    if (!made)
        return made.error();
    return std::stoll(made->value(0, 0));
}

DbStatus GameImporter::add(GameRecord game)
{
    const auto white = playerId(game.white);
    if (!white)
        return white.error();
    const auto black = playerId(game.black);
    if (!black)
        return black.error();
    std::optional<std::int64_t> pairing;
    if (game.round) {
        const auto made = pairingId(*game.round, *white, *black, game.result);
        if (!made)
            return made.error();
        pairing = *made;
    }
    m_batch.push_back(std::move(game));
    m_batchPairings.push_back(pairing);
    return m_batch.size() >= batchGames ? flush() : std::nullopt;
}

DbStatus GameImporter::copy(const std::string &table, const std::string &columns,
                            const std::string &rows)
{
    const std::string context = "copy into " + table;
    PGconn *connection = m_connection.handle();
    {
        const std::unique_ptr<PGresult, decltype(&PQclear)> started(
            PQexec(connection, ("COPY " + table + " (" + columns + ") FROM STDIN").c_str()),
            &PQclear);
        if (PQresultStatus(started.get()) != PGRES_COPY_IN)
            return DbError{"", PQerrorMessage(connection), context};
    }
    if (PQputCopyData(connection, rows.data(), static_cast<int>(rows.size())) != 1 ||
        PQputCopyEnd(connection, nullptr) != 1)
        return DbError{"08006", PQerrorMessage(connection), context};
    DbStatus failure;
    while (PGresult *result = PQgetResult(connection)) {
        if (PQresultStatus(result) != PGRES_COMMAND_OK && !failure) {
            const char *state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
            const char *message = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
            failure = DbError{state ? state : "", message ? message : PQerrorMessage(connection),
                              context};
        }
        PQclear(result);
    }
    return failure;
}

DbStatus GameImporter::flush()
{
    if (m_batch.empty())
        return std::nullopt;
    // Ids for the batch from the games' own sequence, so that moves can refer to them.
    const auto ids = m_connection.exec(
        "SELECT nextval(pg_get_serial_sequence('games', 'id')) FROM generate_series(1, $1)",
        {std::to_string(m_batch.size())}, "reserve game ids");
    if (!ids)
        return ids.error();
    std::string games;
    std::string moves;
    for (std::size_t i = 0; i < m_batch.size(); ++i) {
        const GameRecord &game = m_batch[i];
        const std::string id = ids->value(static_cast<int>(i), 0);
        const auto result = gameResult(game.result);
        games += id + "\t" + m_tournamentId + "\t" +
                 (m_batchPairings[i] ? std::to_string(*m_batchPairings[i]) : "\\N") + "\t";
        appendCopyText(games, game.pdn);
        games += '\t';
        appendCopyText(games, game.startFen);
        games += '\t';
        appendCopyText(games, game.finalFen);
        games +=
            "\t" + std::to_string(game.moves.size()) + "\t" + (result ? *result : "\\N") + "\t";
        appendCopyText(games, game.auditJson);
        games += '\n';
        for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
            const MoveRecord &move = game.moves[ply];
            moves += id + "\t" + std::to_string(ply + 1) + "\t";
            appendCopyText(moves, move.notation);
            moves += "\t" + move.from + "\t" + move.to + "\t{";
            for (std::size_t c = 0; c < move.captures.size(); ++c)
                moves += (c ? "," : "") + move.captures[c];
            moves += "}\t";
            appendCopyText(moves, move.fenAfter);
            moves += "\t" + std::to_string(move.positionKey) + "\n";
        }
        m_counts.moves += game.moves.size();
    }
    if (auto failure = copy("games",
                            "id, tournament_id, pairing_id, pdn, start_fen, final_fen, ply_count, "
                            "result, audit_summary",
                            games))
        return failure;
    if (auto failure = copy("moves",
                            "game_id, ply, notation, from_square, to_square, captures, fen_after, "
                            "position_key",
                            moves))
        return failure;
    m_counts.games += m_batch.size();
    m_batch.clear();
    m_batchPairings.clear();
    return std::nullopt;
}

DbResult<ImportCounts> GameImporter::commit()
{
    if (auto failure = flush()) {
        rollback();
        return *failure;
    }
    if (auto failure = m_connection.execScript("COMMIT", "commit the import")) {
        rollback();
        return *failure;
    }
    m_open = false;
    return m_counts;
}

} // namespace db
