#include "gameimporter.h"

#include "arbiter/variant.h"
#include "tournamentstore.h"

#include <QCryptographicHash>
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

// A move's captured squares as an array literal ("{14,23}"), cast to smallint[] by the server.
std::string capturesLiteral(const std::vector<std::uint8_t> &captures)
{
    std::string out = "{";
    for (std::size_t c = 0; c < captures.size(); ++c) {
        if (c)
            out += ',';
        out += std::to_string(captures[c]);
    }
    return out + '}';
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
    // The import's state, which refuses to commit before finish_import has logged it (0023).
    if (const auto begun =
            m_connection.exec("SELECT begin_import($1)", {m_tournamentId}, "start the import");
        !begun)
        return begun.error();
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
    m_worker = std::thread([this] { work(); });
    return std::nullopt;
}

MovesDigest movesDigest(const std::vector<MoveRecord> &moves)
{
    std::string out;
    for (const MoveRecord &move : moves) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(move.from) + '-' + std::to_string(move.to) + ':';
        for (std::size_t c = 0; c < move.captures.size(); ++c)
            out += (c ? "," : "") + std::to_string(move.captures[c]);
    }
    const QByteArray hash = QCryptographicHash::hash(
        QByteArrayView(out.data(), static_cast<qsizetype>(out.size())), QCryptographicHash::Sha256);
    MovesDigest digest{};
    std::copy(hash.begin(), hash.end(), digest.begin());
    return digest;
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
                auto failure = settle();
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
    m_pending.push_back(std::move(game));
    return m_pending.size() >= batchGames ? settle() : std::nullopt;
}

DbResult<GameImporter::StoredBetween> GameImporter::storedBetween()
{
    StoredBetween stored;
    BinaryArray whites(BinaryArray::Element::BigInt);
    BinaryArray blacks(BinaryArray::Element::BigInt);
    for (const GameRecord &game : m_pending) {
        const auto white = m_players.find(game.white);
        const auto black = m_players.find(game.black);
        // A player not entered yet has no game in the tournament.
        if (white == m_players.end() || black == m_players.end())
            continue;
        if (stored.try_emplace({white->second, black->second}).second) {
            whites.addBigInt(white->second);
            blacks.addBigInt(black->second);
        }
    }
    if (stored.empty())
        return stored;
    // A probe of the index on the tournament's games by players (0025) per pair: OFFSET 0 keeps
    // the planner from folding the pairs into a scan of all the tournament's games, which its
    // statistics, taken before the import, would make look few. A game this transaction stored
    // is one of this import (import_batch runs in it, with no subtransaction of its own): shown
    // as such, id 0 and no board, as the import's own games are known before they are stored.
    // The moves digested as movesDigest() does.
    const auto games = m_connection.execBinary(
        "SELECT q.white, q.black, CASE WHEN g.mine THEN 0 ELSE g.id END, r.number, "
        "CASE WHEN g.mine THEN NULL ELSE p.board END, g.start_fen, coalesce(g.result, ''), "
        "encode(sha256(convert_to(coalesce((SELECT string_agg(m.from_square || '-' || "
        "m.to_square || ':' || array_to_string(m.captures, ','), ' ' ORDER BY m.ply) "
        "FROM moves m WHERE m.game_id = g.id), ''), 'UTF8')), 'hex') "
        "FROM unnest($2::bigint[], $3::bigint[]) AS q(white, black) "
        "CROSS JOIN LATERAL (SELECT s.id, s.pairing_id, s.start_fen, s.result, "
        "s.xmin = pg_current_xact_id()::xid AS mine FROM games s "
        "WHERE s.tournament_id = $1::text::bigint AND s.white_player_id = q.white "
        "AND s.black_player_id = q.black OFFSET 0) g "
        "LEFT JOIN pairings p ON p.id = g.pairing_id LEFT JOIN rounds r ON r.id = p.round_id "
        "ORDER BY g.id",
        {m_tournamentId, whites.bytes(), blacks.bytes()}, "read the games stored between players");
    if (!games)
        return games.error();
    for (int row = 0; row < games->rows(); ++row) {
        GameIdentity game;
        game.id = games->integer(row, 2);
        if (!games->isNull(row, 3))
            game.round = static_cast<int>(games->integer(row, 3));
        if (!games->isNull(row, 4))
            game.board = static_cast<int>(games->integer(row, 4));
        game.startFen = games->value(row, 5);
        game.result = games->value(row, 6);
        const QByteArray bytes =
            QByteArray::fromHex(QByteArray::fromStdString(games->value(row, 7)));
        if (bytes.size() != static_cast<qsizetype>(game.moves.size()))
            return DbError{"", "not a SHA-256 digest: " + games->value(row, 7),
                           "read the games stored between players"};
        std::copy(bytes.begin(), bytes.end(), game.moves.begin());
        stored[{games->integer(row, 0), games->integer(row, 1)}].push_back(std::move(game));
    }
    return stored;
}

DbStatus GameImporter::settle()
{
    if (m_pending.empty())
        return flush();
    StoredBetween stored;
    if (m_gate) {
        auto read = storedBetween();
        if (!read)
            return read.error();
        stored = std::move(*read);
    }
    // The games of this batch kept so far: the later ones may meet them.
    std::vector<GameIdentity> kept;
    std::vector<GameIdentity> earlier;
    for (GameRecord &game : m_pending) {
        const std::string context = "game " + std::to_string(game.index);
        const auto withContext = [&context](DbError error) {
            error.context = context + ": " + error.context;
            return error;
        };
        if (m_gate) {
            earlier.clear();
            const auto white = m_players.find(game.white);
            const auto black = m_players.find(game.black);
            if (white != m_players.end() && black != m_players.end())
                if (const auto found = stored.find({white->second, black->second});
                    found != stored.end())
                    earlier = found->second;
            for (const GameIdentity &other : kept)
                if (other.white == game.white && other.black == game.black)
                    earlier.push_back(other);
            const MovesDigest digest = movesDigest(game.moves);
            const ImportDecision decision = m_gate(game, digest, earlier);
            if (decision == ImportDecision::Skip)
                continue;
            if (decision == ImportDecision::Refuse)
                return DbError{"", "refused by the import", context, DbError::Kind::Refused};
            kept.push_back({0, game.white, game.black, game.round, std::nullopt, game.startFen,
                            game.result, digest});
        }
        const auto whiteId = playerId(game.white);
        if (!whiteId)
            return withContext(whiteId.error());
        const auto blackId = playerId(game.black);
        if (!blackId)
            return withContext(blackId.error());
        std::optional<std::int64_t> pairing;
        if (game.round) {
            const auto made = pairingId(*game.round, *whiteId, *blackId, game.result);
            if (!made)
                return withContext(made.error());
            pairing = *made;
        }
        m_batch.push_back(std::move(game));
        m_batchSeats.push_back({pairing, *whiteId, *blackId});
    }
    m_pending.clear();
    return flush();
}

DbStatus GameImporter::flush()
{
    if (m_batch.empty())
        return std::nullopt;
    if (m_method == Method::GameByGame) {
        for (std::size_t i = 0; i < m_batch.size(); ++i)
            if (auto failure = storeBatch(i, i + 1))
                return failure;
    } else if (auto failure = storeBatch(0, m_batch.size())) {
        return failure;
    }
    m_batch.clear();
    m_batchSeats.clear();
    return std::nullopt;
}

DbStatus GameImporter::storeBatch(std::size_t first, std::size_t end)
{
    // The arrays keep their buffers from batch to batch.
    BatchColumns &columns = m_columns;
    for (BinaryArray *column : columns.all())
        column->clear();
    std::uint64_t moves = 0;
    for (std::size_t i = first; i < end; ++i) {
        const GameRecord &game = m_batch[i];
        const Seats &seats = m_batchSeats[i];
        if (seats.pairing)
            columns.pairings.addBigInt(*seats.pairing);
        else
            columns.pairings.addNull();
        columns.whites.addBigInt(seats.white);
        columns.blacks.addBigInt(seats.black);
        columns.pdn.addText(game.pdn);
        columns.startFens.addText(game.startFen);
        columns.finalFens.addText(game.finalFen);
        if (const auto result = gameResult(game.result))
            columns.results.addText(*result);
        else
            columns.results.addNull();
        columns.audits.addText(game.auditJson);
        const auto place = static_cast<std::int32_t>(i - first + 1);
        std::int32_t ply = 0;
        for (const MoveRecord &move : game.moves) {
            columns.moveGames.addInteger(place);
            columns.plies.addInteger(++ply);
            columns.notations.addText(move.notation);
            columns.froms.addSmallInt(static_cast<std::int16_t>(move.from));
            columns.tos.addSmallInt(static_cast<std::int16_t>(move.to));
            columns.captures.addText(move.captures.empty() ? std::string("{}")
                                                           : capturesLiteral(move.captures));
            columns.fens.addText(move.fenAfter);
            columns.keys.addBigInt(move.positionKey);
        }
        moves += game.moves.size();
    }
    std::vector<std::optional<std::string>> parameters{m_tournamentId};
    for (const BinaryArray *column : columns.all())
        parameters.emplace_back(column->bytes());
    // Checked and stored by the database (0023).
    const auto stored = m_connection.execBinary(
        "SELECT import_batch($1::text::bigint, $2::bigint[], $3::bigint[], $4::bigint[], "
        "$5::text[], $6::text[], $7::text[], $8::text[], $9::jsonb[], $10::integer[], "
        "$11::integer[], $12::text[], $13::smallint[], $14::smallint[], $15::text[], $16::text[], "
        "$17::bigint[])",
        parameters,
        "store games " + std::to_string(m_batch[first].index) + "-" +
            std::to_string(m_batch[end - 1].index));
    if (!stored)
        return stored.error();
    m_counts.games += end - first;
    m_counts.moves += moves;
    return std::nullopt;
}

std::vector<BinaryArray *> GameImporter::BatchColumns::all()
{
    return {&pairings,  &whites, &blacks,    &pdn,   &startFens, &finalFens, &results, &audits,
            &moveGames, &plies,  &notations, &froms, &tos,       &captures,  &fens,    &keys};
}

DbStatus GameImporter::storeAll()
{
    if (m_worker.joinable()) {
        {
            const std::lock_guard lock(m_mutex);
            m_noMoreGames = true;
        }
        m_changed.notify_all();
        m_worker.join();
    }
    return m_failure;
}

DbResult<ImportCounts> GameImporter::commit()
{
    if (auto failure = storeAll()) {
        rollback();
        return *failure;
    }
    // The import logged by the database (0023), then committed.
    if (const auto logged = m_connection.exec(
            "SELECT finish_import($1, $2)",
            {m_tournamentId, m_source.empty() ? std::optional<std::string>() : m_source},
            "log the import");
        !logged) {
        rollback();
        return logged.error();
    }
    if (auto failure = m_connection.execScript("COMMIT", "commit the import")) {
        rollback();
        return *failure;
    }
    m_open = false;
    return m_counts;
}

} // namespace db
