#include "gameimporter.h"

#include "arbiter/variant.h"
#include "tournamentstore.h"

#include <array>
#include <charconv>
#include <libpq-fe.h>
#include <type_traits>

namespace db {

namespace {

// A batch's moves (about 14 000 rows) stay within the server's default work_mem, where the moves'
// reference check keeps them.
constexpr std::size_t batchGames = 250;
// Games queued for the worker before add() waits: enough to keep both busy.
constexpr std::size_t queuedGames = 2 * batchGames;

// A value in COPY's text format: backslash, tab and line breaks escaped.
void appendCopyText(std::string &out, std::string_view value)
{
    std::size_t start = 0;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const char c = value[i];
        const char *escaped = c == '\\'   ? "\\\\"
                              : c == '\t' ? "\\t"
                              : c == '\n' ? "\\n"
                              : c == '\r' ? "\\r"
                                          : nullptr;
        if (!escaped)
            continue;
        out.append(value.substr(start, i - start));
        out.append(escaped);
        start = i + 1;
    }
    out.append(value.substr(start));
}

template <class Integer>
void appendNumber(std::string &out, Integer value)
{
    std::array<char, 24> digits{};
    const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr;
    out.append(digits.data(), end);
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

// COPY's binary format (PostgreSQL's "COPY … WITH (FORMAT binary)"): big-endian integers, each
// field preceded by its length. Used for the moves, where it spares the server the parsing of
// 873 000 rows' numbers and arrays.
constexpr std::string_view binaryCopyHeader{"PGCOPY\n\377\r\n\0\0\0\0\0\0\0\0\0", 19};
constexpr std::uint32_t smallintOid = 21; // pg_type's oid of smallint, for array elements

template <class Integer>
void appendBigEndian(std::string &out, Integer value)
{
    using Unsigned = std::make_unsigned_t<Integer>;
    const auto bits = static_cast<Unsigned>(value);
    for (int shift = static_cast<int>(sizeof(Integer) * 8) - 8; shift >= 0; shift -= 8)
        out += static_cast<char>((bits >> shift) & 0xFF);
}

template <class Integer>
void appendBinaryField(std::string &out, Integer value)
{
    appendBigEndian(out, static_cast<std::int32_t>(sizeof(Integer)));
    appendBigEndian(out, value);
}

void appendBinaryField(std::string &out, std::string_view text)
{
    appendBigEndian(out, static_cast<std::int32_t>(text.size()));
    out.append(text);
}

// A one-dimensional smallint[] (empty: no dimensions).
void appendBinaryField(std::string &out, const std::vector<std::uint8_t> &squares)
{
    const bool empty = squares.empty();
    const std::int32_t length =
        12 + (empty ? 0 : 8 + static_cast<std::int32_t>(squares.size()) * 6);
    appendBigEndian(out, length);
    appendBigEndian(out, std::int32_t{empty ? 0 : 1}); // dimensions
    appendBigEndian(out, std::int32_t{0});             // no nulls
    appendBigEndian(out, smallintOid);
    if (empty)
        return;
    appendBigEndian(out, static_cast<std::int32_t>(squares.size()));
    appendBigEndian(out, std::int32_t{1}); // lower bound
    for (std::uint8_t square : squares) {
        appendBigEndian(out, std::int32_t{2});
        appendBigEndian(out, static_cast<std::int16_t>(square));
    }
}

} // namespace

GameImporter::~GameImporter()
{
    if (m_open)
        rollback();
}

void GameImporter::stopWorker()
{
    if (!m_worker.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_cancelled = true;
    }
    m_changed.notify_all();
    m_worker.join();
}

void GameImporter::rollback()
{
    stopWorker();
    if (m_open)
        (void)m_connection.execScript("ROLLBACK", "roll back the import");
    m_open = false;
}

DbStatus GameImporter::begin(const std::string &tournament, bool create, const std::string &source,
                             arbiter::Variant variant)
{
    m_source = source;
    if (auto failure = m_connection.execScript("BEGIN", "start the import"))
        return failure;
    m_open = true;
    // The staging tables the games are copied into and import_games stores from (0022).
    if (auto failure = m_connection.execScript("SELECT begin_import()", "start the import"))
        return failure;
    auto found = m_connection.exec("SELECT id, variant, rounds_planned FROM tournaments "
                                   "WHERE name = $1",
                                   {tournament}, "find tournament " + tournament);
    if (!found)
        return found.error();
    if (found->rows() == 1) {
        m_tournamentId = found->value(0, 0);
        const auto known = arbiter::variantNamed(found->value(0, 1));
        if (!known)
            return unknownVariant(tournament, found->value(0, 1));
        m_variant = *known;
        if (!found->isNull(0, 2))
            m_schedule.roundsPlanned = static_cast<int>(found->integer(0, 2));
    } else if (create) {
        const arbiter::VariantRules &rules = arbiter::rulesOf(variant);
        // Made and logged as created (0022).
        auto made = m_connection.exec(
            "SELECT id FROM create_tournament(jsonb_build_object('name', $1::text, "
            "'variant', $2::text, 'rule_set', $3::text))",
            {tournament, std::string(rules.name), std::string(rules.ruleSet)},
            "create tournament " + tournament);
        if (!made)
            return made.error();
        m_tournamentId = made->value(0, 0);
        m_variant = variant;
    } else {
        return DbError{
            "", "there is no tournament named '" + tournament + "' (add --create to make it)",
            "find the tournament", DbError::Kind::NotFound};
    }
    const auto entries =
        m_connection.exec("SELECT p.name, p.id, e.withdrawn_after_round FROM entries e "
                          "JOIN players p ON p.id = e.player_id WHERE e.tournament_id = $1",
                          {m_tournamentId}, "read the entries");
    if (!entries)
        return entries.error();
    for (int row = 0; row < entries->rows(); ++row) {
        m_players[entries->value(row, 0)] = entries->integer(row, 1);
        if (!entries->isNull(row, 2))
            m_schedule.withdrawnAfter[entries->value(row, 0)] =
                static_cast<int>(entries->integer(row, 2));
    }
    const auto last =
        m_connection.exec("SELECT coalesce(max(number), 0) FROM rounds WHERE tournament_id = $1",
                          {m_tournamentId}, "read the rounds");
    if (!last)
        return last.error();
    m_schedule.lastRound = static_cast<int>(last->integer(0, 0));
    // The games stored already, with their moves in the form of moveSignature().
    const auto games = m_connection.exec(
        "SELECT g.id, coalesce(w.name, ''), coalesce(b.name, ''), r.number, p.board, g.start_fen, "
        "coalesce(g.result, ''), "
        "coalesce((SELECT string_agg(m.from_square || '-' || m.to_square || ':' || "
        "array_to_string(m.captures, ','), ' ' ORDER BY m.ply) FROM moves m "
        "WHERE m.game_id = g.id), '') "
        "FROM games g LEFT JOIN players w ON w.id = g.white_player_id "
        "LEFT JOIN players b ON b.id = g.black_player_id "
        "LEFT JOIN pairings p ON p.id = g.pairing_id LEFT JOIN rounds r ON r.id = p.round_id "
        "WHERE g.tournament_id = $1 ORDER BY g.id",
        {m_tournamentId}, "read the games stored already");
    if (!games)
        return games.error();
    m_storedGames.clear();
    m_storedGames.reserve(static_cast<std::size_t>(games->rows()));
    for (int row = 0; row < games->rows(); ++row) {
        GameIdentity game;
        game.id = games->integer(row, 0);
        game.white = games->value(row, 1);
        game.black = games->value(row, 2);
        if (!games->isNull(row, 3))
            game.round = static_cast<int>(games->integer(row, 3));
        if (!games->isNull(row, 4))
            game.board = static_cast<int>(games->integer(row, 4));
        game.startFen = games->value(row, 5);
        game.result = games->value(row, 6);
        game.moves = games->value(row, 7);
        m_storedGames.push_back(std::move(game));
    }
    m_worker = std::thread([this] { work(); });
    return std::nullopt;
}

std::string moveSignature(const std::vector<MoveRecord> &moves)
{
    std::string out;
    for (const MoveRecord &move : moves) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(move.from) + '-' + std::to_string(move.to) + ':';
        for (std::size_t c = 0; c < move.captures.size(); ++c)
            out += (c ? "," : "") + std::to_string(move.captures[c]);
    }
    return out;
}

void GameImporter::work()
{
    for (;;) {
        GameRecord game;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock,
                           [this] { return m_cancelled || m_noMoreGames || !m_queue.empty(); });
            if (m_cancelled || m_failure)
                return;
            if (m_queue.empty()) { // and no more games: store the last batch
                lock.unlock();
                auto failure = flush();
                lock.lock();
                m_failure = std::move(failure);
                return;
            }
            game = std::move(m_queue.front());
            m_queue.pop_front();
        }
        m_changed.notify_all();
        if (auto failure = store(std::move(game))) {
            {
                const std::lock_guard lock(m_mutex);
                m_failure = std::move(failure);
            }
            m_changed.notify_all();
            return;
        }
    }
}

DbStatus GameImporter::add(GameRecord game)
{
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_failure || m_queue.size() < queuedGames; });
        if (m_failure)
            return m_failure;
        m_queue.push_back(std::move(game));
    }
    m_changed.notify_all();
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
    std::int64_t id = 0;
    if (found->rows() == 1) {
        id = found->integer(0, 0);
    } else {
        // Added and logged (0022).
        auto made = m_connection.exec(
            "SELECT id FROM add_players(jsonb_build_array(jsonb_build_object('name', $1::text)))",
            {name}, "add player " + name);
        if (!made)
            return made.error();
        id = made->integer(0, 0);
        ++m_counts.newPlayers;
    }
    // The next start number, under the tournament's lock (0012).
    const auto entered =
        m_connection.exec("SELECT start_number FROM enter_player($1, $2, NULL)",
                          {m_tournamentId, std::to_string(id)}, "enter player " + name);
    if (!entered)
        return entered.error();
    return m_players[name] = id;
}

DbResult<std::int64_t> GameImporter::pairingId(int round, std::int64_t white, std::int64_t black,
                                               const std::string &result)
{
    // The round made when new, the next free board, and the pairing logged with the file by the
    // database (0012).
    auto made = m_connection.exec("SELECT import_pairing($1, $2, $3, $4, $5, $6)",
                                  {m_tournamentId, std::to_string(round), std::to_string(white),
                                   std::to_string(black), pairingResult(result),
                                   m_source.empty() ? std::optional<std::string>() : m_source},
                                  "pair round " + std::to_string(round));
    if (!made)
        return made.error();
    return made->integer(0, 0);
}

DbStatus GameImporter::store(GameRecord game)
{
    const std::string context = "game " + std::to_string(game.index);
    const auto withContext = [&context](DbError error) {
        error.context = context + ": " + error.context;
        return error;
    };
    const auto white = playerId(game.white);
    if (!white)
        return withContext(white.error());
    const auto black = playerId(game.black);
    if (!black)
        return withContext(black.error());
    std::optional<std::int64_t> pairing;
    if (game.round) {
        const auto made = pairingId(*game.round, *white, *black, game.result);
        if (!made)
            return withContext(made.error());
        pairing = *made;
    }
    m_batch.push_back(std::move(game));
    m_batchSeats.push_back({pairing, *white, *black});
    return m_batch.size() >= batchGames ? flush() : std::nullopt;
}

DbStatus GameImporter::copy(const std::string &table, const std::string &columns,
                            const std::string &rows, const std::string &options)
{
    const std::string context = "copy into " + table;
    PGconn *connection = m_connection.handle();
    {
        const std::unique_ptr<PGresult, decltype(&PQclear)> started(
            PQexec(connection,
                   ("COPY " + table + " (" + columns + ") FROM STDIN " + options).c_str()),
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
    // Staged with numbers of the import's own (import_games gives them ids of the games'
    // sequence, 0022), so that moves can refer to them.
    const std::int64_t firstLocal = m_staged + 1;
    if (m_method == Method::RowByRow)
        return insertRowByRow(firstLocal);
    // The buffers keep their capacity from batch to batch.
    std::string &games = m_gameRows;
    std::string &moves = m_moveRows;
    games.clear();
    moves.assign(binaryCopyHeader);
    for (std::size_t i = 0; i < m_batch.size(); ++i) {
        const GameRecord &game = m_batch[i];
        const std::int64_t gameId = firstLocal + static_cast<std::int64_t>(i);
        const auto result = gameResult(game.result);
        appendNumber(games, gameId);
        games += '\t';
        if (m_batchSeats[i].pairing)
            appendNumber(games, *m_batchSeats[i].pairing);
        else
            games += "\\N";
        games += '\t';
        appendNumber(games, m_batchSeats[i].white);
        games += '\t';
        appendNumber(games, m_batchSeats[i].black);
        games += '\t';
        appendCopyText(games, game.pdn);
        games += '\t';
        appendCopyText(games, game.startFen);
        games += '\t';
        appendCopyText(games, game.finalFen);
        games += '\t';
        appendNumber(games, game.moves.size());
        games += '\t';
        if (result)
            appendCopyText(games, *result);
        else
            games += "\\N";
        games += '\t';
        appendCopyText(games, game.auditJson);
        games += '\n';
        std::int32_t ply = 0;
        for (const MoveRecord &move : game.moves) {
            appendBigEndian(moves, std::int16_t{8}); // fields
            appendBinaryField(moves, gameId);
            appendBinaryField(moves, ++ply);
            appendBinaryField(moves, std::string_view(move.notation));
            appendBinaryField(moves, static_cast<std::int16_t>(move.from));
            appendBinaryField(moves, static_cast<std::int16_t>(move.to));
            appendBinaryField(moves, move.captures);
            appendBinaryField(moves, std::string_view(move.fenAfter));
            appendBinaryField(moves, move.positionKey);
        }
        m_counts.moves += game.moves.size();
    }
    if (auto failure = copy("pg_temp.import_games",
                            "local, pairing_id, white_player_id, black_player_id, pdn, "
                            "start_fen, final_fen, ply_count, result, audit_summary",
                            games))
        return failure;
    if (auto failure = copy("pg_temp.import_moves",
                            "local, ply, notation, from_square, to_square, captures, fen_after, "
                            "position_key",
                            moves.append("\xFF\xFF", 2), "(FORMAT binary)"))
        return failure;
    m_counts.games += m_batch.size();
    m_staged += static_cast<std::int64_t>(m_batch.size());
    m_batch.clear();
    m_batchSeats.clear();
    return std::nullopt;
}

DbStatus GameImporter::insertRowByRow(std::int64_t firstLocal)
{
    for (std::size_t i = 0; i < m_batch.size(); ++i) {
        const GameRecord &game = m_batch[i];
        const std::string id = std::to_string(firstLocal + static_cast<std::int64_t>(i));
        const auto pairing = m_batchSeats[i].pairing;
        if (auto inserted = m_connection.exec(
                "INSERT INTO pg_temp.import_games (local, pairing_id, white_player_id, "
                "black_player_id, pdn, start_fen, final_fen, ply_count, result, audit_summary) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                {id, pairing ? std::optional(std::to_string(*pairing)) : std::nullopt,
                 std::to_string(m_batchSeats[i].white), std::to_string(m_batchSeats[i].black),
                 game.pdn, game.startFen, game.finalFen, std::to_string(game.moves.size()),
                 gameResult(game.result), game.auditJson},
                "insert game " + std::to_string(game.index));
            !inserted)
            return inserted.error();
        int ply = 0;
        for (const MoveRecord &move : game.moves) {
            std::string captures = "{";
            for (std::size_t c = 0; c < move.captures.size(); ++c) {
                if (c)
                    captures += ',';
                appendNumber(captures, move.captures[c]);
            }
            captures += '}';
            if (auto inserted = m_connection.exec(
                    "INSERT INTO pg_temp.import_moves (local, ply, notation, from_square, "
                    "to_square, captures, fen_after, position_key) "
                    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    {id, std::to_string(++ply), move.notation, std::to_string(move.from),
                     std::to_string(move.to), captures, move.fenAfter,
                     std::to_string(move.positionKey)},
                    "insert a move of game " + std::to_string(game.index));
                !inserted)
                return inserted.error();
        }
        m_counts.moves += game.moves.size();
    }
    m_counts.games += m_batch.size();
    m_staged += static_cast<std::int64_t>(m_batch.size());
    m_batch.clear();
    m_batchSeats.clear();
    return std::nullopt;
}

DbResult<ImportCounts> GameImporter::commit()
{
    if (m_worker.joinable()) {
        {
            const std::lock_guard lock(m_mutex);
            m_noMoreGames = true;
        }
        m_changed.notify_all();
        m_worker.join();
    }
    if (m_failure) {
        const DbError failure = *m_failure;
        rollback();
        return failure;
    }
    // The staged games checked, stored and logged by the database (0022), then committed.
    if (const auto stored = m_connection.exec(
            "SELECT import_games($1, $2)",
            {m_tournamentId, m_source.empty() ? std::optional<std::string>() : m_source},
            "store the imported games");
        !stored) {
        rollback();
        return stored.error();
    }
    if (auto failure = m_connection.execScript("COMMIT", "commit the import")) {
        rollback();
        return *failure;
    }
    m_open = false;
    return m_counts;
}

} // namespace db
