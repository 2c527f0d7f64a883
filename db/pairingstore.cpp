#include "pairingstore.h"

#include "storeerrors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace db {

namespace {

// The board as a row a refusal names (storedrow.h).
StoredRow rowOf(const Pairing &pairing, StoredRow::Kind kind, bool withoutResult = false)
{
    return StoredRow{.kind = kind,
                     .round = pairing.round,
                     .board = pairing.board,
                     .white = pairing.whiteName,
                     .black = pairing.blackName,
                     .withoutResult = withoutResult};
}

std::string describe(const Pairing &pairing)
{
    return englishText(rowOf(pairing, StoredRow::Kind::Board));
}

// The result in column `index` of `row` (the column `column`) read into `into`, none when NULL;
// a code this program does not know is refused, naming the board (its round and tournament, the
// tournament's name in column 11) and the column.
DbStatus readResult(const QSqlQuery &row, int index, std::string_view column,
                    const Pairing &pairing, std::optional<reports::PairingResult> &into)
{
    const QVariant value = row.value(index);
    if (value.isNull())
        return std::nullopt;
    const std::string stored = value.toString().toStdString();
    if (const auto result = reports::pairingResultByCode(stored)) {
        into = *result;
        return std::nullopt;
    }
    const std::string board = "board " + std::to_string(pairing.board) + " of round " +
                              std::to_string(pairing.round) + " of tournament '" +
                              row.value(11).toString().toStdString() + "'";
    DbError error{"", stored, board, DbError::Kind::UnknownStoredValue};
    error.column = column;
    error.row = board;
    return error;
}

// The code bound for a result; none: NULL.
QVariant codeOf(const std::optional<reports::PairingResult> &result)
{
    return nullable(result ? std::optional<std::string>(reports::pairingResultCode(*result))
                           : std::nullopt);
}

} // namespace

DbResult<std::vector<int>> PairingStore::rounds(std::int64_t tournamentId)
{
    auto found = m_session.run(
        QStringLiteral("SELECT number FROM rounds WHERE tournament_id = ? ORDER BY number"),
        {QVariant(static_cast<qlonglong>(tournamentId))}, "list the rounds");
    if (!found)
        return found.error();
    std::vector<int> numbers;
    while (found->next())
        numbers.push_back(found->value(0).toInt());
    return numbers;
}

namespace {

// The pairings of `found`, a query run of the columns PairingStore::pairings reads, in its
// order.
DbResult<std::vector<Pairing>> pairingsOf(DbResult<QSqlQuery> &found)
{
    std::vector<Pairing> pairings;
    if (const int rows = found->size(); rows > 0)
        pairings.reserve(static_cast<std::size_t>(rows));
    while (found->next()) {
        const QSqlQuery &row = *found;
        Pairing pairing;
        pairing.id = row.value(0).toLongLong();
        pairing.round = row.value(1).toInt();
        pairing.board = row.value(2).toInt();
        pairing.whiteId = row.value(3).toLongLong();
        if (const QVariant black = row.value(4); !black.isNull())
            pairing.blackId = black.toLongLong();
        if (const QVariant white = row.value(5); !white.isNull())
            pairing.whiteName = white.toString().toStdString();
        if (const QVariant black = row.value(6); !black.isNull())
            pairing.blackName = black.toString().toStdString();
        if (auto unknown = readResult(row, 7, "result", pairing, pairing.result))
            return std::move(*unknown);
        pairing.version = row.value(8).toInt();
        if (const QVariant opening = row.value(9); !opening.isNull())
            pairing.opening = opening.toString().toStdString();
        if (auto unknown = readResult(row, 10, "second_result", pairing, pairing.secondResult))
            return std::move(*unknown);
        pairings.push_back(std::move(pairing));
    }
    return pairings;
}

} // namespace

DbResult<std::vector<Pairing>> PairingStore::pairings(std::int64_t tournamentId, int round)
{
    auto found = m_session.run(
        QStringLiteral("SELECT p.id, r.number, p.board, p.white_player_id, p.black_player_id, "
                       "w.name, b.name, p.result, p.version, p.opening, p.second_result, t.name "
                       "FROM pairings p "
                       "JOIN rounds r ON r.id = p.round_id "
                       "JOIN tournaments t ON t.id = r.tournament_id "
                       "JOIN players w ON w.id = p.white_player_id "
                       "LEFT JOIN players b ON b.id = p.black_player_id "
                       "WHERE r.tournament_id = ? AND (? = 0 OR r.number = ?) "
                       "ORDER BY r.number, p.board"),
        {QVariant(static_cast<qlonglong>(tournamentId)), round, round}, "read the pairings");
    if (!found)
        return found.error();
    return pairingsOf(found);
}

DbResult<std::vector<Pairing>> PairingStore::results(std::int64_t tournamentId)
{
    // The players' names are two lookups a board: on a round robin of 153,000 boards they were
    // most of the query's time (0.8 s of 1.0 s), and the standings do not read them.
    auto found = m_session.run(
        QStringLiteral("SELECT p.id, r.number, p.board, p.white_player_id, p.black_player_id, "
                       "NULL, NULL, p.result, p.version, p.opening, p.second_result, t.name "
                       "FROM pairings p "
                       "JOIN rounds r ON r.id = p.round_id "
                       "JOIN tournaments t ON t.id = r.tournament_id "
                       "WHERE r.tournament_id = ? ORDER BY r.number, p.board"),
        {QVariant(static_cast<qlonglong>(tournamentId))}, "read the pairings");
    if (!found)
        return found.error();
    return pairingsOf(found);
}

DbStatus PairingStore::addRound(std::int64_t tournamentId, int round,
                                const std::vector<PairingDraft> &drafts,
                                const std::optional<RoundDrawn> &drawn)
{
    const StoreAction action{.kind = StoreAction::Kind::PairRound, .round = round};
    const std::string context = englishText(action);
    QJsonArray boards;
    for (const PairingDraft &draft : drafts) {
        QJsonObject board;
        board.insert(QStringLiteral("board"), draft.board);
        board.insert(QStringLiteral("white"), static_cast<qint64>(draft.whiteId));
        // Only what the board has: a bye has no Black, a board no result or opening yet.
        if (draft.blackId)
            board.insert(QStringLiteral("black"), static_cast<qint64>(*draft.blackId));
        if (draft.result)
            board.insert(QStringLiteral("result"),
                         QString::fromUtf8(reports::pairingResultCode(*draft.result)));
        if (draft.opening)
            board.insert(QStringLiteral("opening"), QString::fromStdString(*draft.opening));
        boards.append(board);
    }
    // The round, its boards and its log entry in one call of the database (0012).
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        const auto made =
            m_session.run(QStringLiteral("SELECT pair_round(?, ?, ?::jsonb, ?, ?::jsonb)"),
                          {QVariant(static_cast<qlonglong>(tournamentId)), round,
                           QString::fromUtf8(QJsonDocument(boards).toJson(QJsonDocument::Compact)),
                           drawn ? QVariant(QString::fromStdString(drawn->text)) : QVariant(),
                           drawn ? QVariant(QString::fromStdString(drawn->facts)) : QVariant()},
                          context);
        if (!made)
            return made.error();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return std::nullopt;
}

DbResult<std::vector<int>> PairingStore::removeRound(std::int64_t tournamentId, int round,
                                                     const std::optional<std::string> &why)
{
    const StoreAction action{.kind = StoreAction::Kind::UnpairRound, .round = round};
    const std::string context = englishText(action);
    std::vector<int> blocking;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto removed = m_session.run(
            QStringLiteral(
                "SELECT outcome, array_to_string(boards, ',') FROM unpair_round(?, ?, ?)"),
            {QVariant(static_cast<qlonglong>(tournamentId)), round, nullable(why)}, context);
        if (!removed)
            return removed.error();
        removed->next();
        const QString outcome = removed->value(0).toString();
        if (outcome == QLatin1String("not-last"))
            return DbError{"", "round " + std::to_string(round) + " is not the last round", context,
                           DbError::Kind::ChangedBySomeoneElse};
        if (outcome == QLatin1String("not-paired"))
            return DbError{"", "round " + std::to_string(round) + " is not paired", context,
                           DbError::Kind::NotFound};
        for (const QString &board :
             removed->value(1).toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
            blocking.push_back(board.toInt());
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return blocking;
}

DbResult<Pairing> PairingStore::saveResult(const Pairing &pairing,
                                           const std::optional<reports::PairingResult> &result,
                                           const std::optional<std::string> &why, int game)
{
    Pairing stored = pairing;
    const bool second = game == 2;
    const StoredRow row =
        rowOf(pairing, second ? StoredRow::Kind::SecondResult : StoredRow::Kind::Result);
    const StoreAction action{.kind = StoreAction::Kind::SaveResult, .row = row};
    const std::string context = englishText(action);
    if (game != 1 && (!second || !pairing.blackId))
        return DbError{"", describe(pairing) + " has no game " + std::to_string(game), context};
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The result and its log entry in one call of the database (0012); no row when the
        // pairing is not at the version the judge read.
        auto saved = updateVersioned(
            m_session, QStringLiteral("SELECT version FROM save_result(?, ?, ?, ?, ?)"),
            {QVariant(static_cast<qlonglong>(pairing.id)), pairing.version, game, codeOf(result),
             nullable(why)},
            QStringLiteral("SELECT version FROM pairings WHERE id = ?"),
            {QVariant(static_cast<qlonglong>(pairing.id))}, row, pairing.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        (second ? stored.secondResult : stored.result) = result;
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbResult<Pairing> PairingStore::swapColours(const Pairing &pairing,
                                            const std::optional<std::string> &why)
{
    Pairing stored = pairing;
    const StoreAction action{.kind = StoreAction::Kind::SwapColours,
                             .row = rowOf(pairing, StoredRow::Kind::Colours)};
    const std::string context = englishText(action);
    if (!pairing.blackId)
        return DbError{"", "a bye has no colours to swap", context};
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto saved = updateVersioned(
            m_session, QStringLiteral("SELECT version FROM swap_colours(?, ?, ?)"),
            {QVariant(static_cast<qlonglong>(pairing.id)), pairing.version, nullable(why)},
            QStringLiteral("SELECT version FROM pairings WHERE id = ? AND result IS NULL "
                           "AND second_result IS NULL"),
            {QVariant(static_cast<qlonglong>(pairing.id))},
            rowOf(pairing, StoredRow::Kind::Colours, true), pairing.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        std::swap(stored.whiteId, *stored.blackId);
        std::swap(stored.whiteName, *stored.blackName);
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbStatus PairingStore::exchangePlayers(const Pairing &first, std::int64_t firstPlayer,
                                       const Pairing &second, std::int64_t secondPlayer,
                                       const std::optional<std::string> &why)
{
    const StoreAction action{.kind = StoreAction::Kind::ExchangePlayers,
                             .row = rowOf(first, StoredRow::Kind::Board),
                             .otherRow = rowOf(second, StoredRow::Kind::Board)};
    const std::string context = englishText(action);
    const auto sits = [](const Pairing &p, std::int64_t player) {
        return p.whiteId == player || p.blackId == player;
    };
    if (first.id == second.id || !sits(first, firstPlayer) || !sits(second, secondPlayer))
        return DbError{"", "each player must sit at one of two different boards", context};
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto exchanged =
            m_session.run(QStringLiteral("SELECT exchange_players(?, ?, ?, ?, ?, ?, ?)"),
                          {QVariant(static_cast<qlonglong>(first.id)), first.version,
                           QVariant(static_cast<qlonglong>(firstPlayer)),
                           QVariant(static_cast<qlonglong>(second.id)), second.version,
                           QVariant(static_cast<qlonglong>(secondPlayer)), nullable(why)},
                          context);
        if (!exchanged)
            return exchanged.error();
        exchanged->next();
        if (exchanged->value(0).toBool())
            return std::nullopt;
        // Not exchanged: say which board changed since it was read (or has a result now).
        for (const Pairing &pairing : {first, second}) {
            auto current =
                m_session.run(QStringLiteral("SELECT version FROM pairings WHERE id = ? "
                                             "AND ((result IS NULL AND second_result IS NULL) "
                                             "OR black_player_id IS NULL)"),
                              {QVariant(static_cast<qlonglong>(pairing.id))}, context);
            if (!current)
                return current.error();
            if (!current->next() || current->value(0).toInt() != pairing.version)
                return missedUpdate(m_session,
                                    QStringLiteral("SELECT version FROM pairings WHERE id = ? "
                                                   "AND ((result IS NULL AND second_result IS "
                                                   "NULL) OR black_player_id IS NULL)"),
                                    {QVariant(static_cast<qlonglong>(pairing.id))},
                                    rowOf(pairing, StoredRow::Kind::Board, true), pairing.version,
                                    context);
        }
        return DbError{"", "the two boards are not of one round", context};
    });
    if (failure)
        return withAction(*failure, action);
    return std::nullopt;
}

} // namespace db
