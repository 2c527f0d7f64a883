#include "pairingstore.h"

#include "decisionlog.h"
#include "storeerrors.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace db {

namespace {

std::string describe(const Pairing &pairing)
{
    return "board " + std::to_string(pairing.board) + " of round " + std::to_string(pairing.round) +
           " (" + pairing.whiteName + " - " + pairing.blackName.value_or("bye") + ")";
}

std::string nameOf(const Pairing &pairing, std::int64_t player)
{
    return pairing.whiteId == player ? pairing.whiteName : pairing.blackName.value_or("?");
}

std::string resultJson(const std::optional<std::string> &result)
{
    QJsonObject object;
    object.insert(QStringLiteral("result"),
                  result ? QJsonValue(QString::fromStdString(*result)) : QJsonValue());
    return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
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

DbResult<std::vector<Pairing>> PairingStore::pairings(std::int64_t tournamentId, int round)
{
    auto found = m_session.run(
        QStringLiteral("SELECT p.id, r.number, p.board, p.white_player_id, p.black_player_id, "
                       "w.name, b.name, p.result, p.version, p.opening, p.second_result "
                       "FROM pairings p "
                       "JOIN rounds r ON r.id = p.round_id "
                       "JOIN players w ON w.id = p.white_player_id "
                       "LEFT JOIN players b ON b.id = p.black_player_id "
                       "WHERE r.tournament_id = ? AND (? = 0 OR r.number = ?) "
                       "ORDER BY r.number, p.board"),
        {QVariant(static_cast<qlonglong>(tournamentId)), round, round}, "read the pairings");
    if (!found)
        return found.error();
    std::vector<Pairing> pairings;
    while (found->next()) {
        const QSqlQuery &row = *found;
        Pairing pairing;
        pairing.id = row.value(0).toLongLong();
        pairing.round = row.value(1).toInt();
        pairing.board = row.value(2).toInt();
        pairing.whiteId = row.value(3).toLongLong();
        if (!row.value(4).isNull())
            pairing.blackId = row.value(4).toLongLong();
        pairing.whiteName = row.value(5).toString().toStdString();
        if (!row.value(6).isNull())
            pairing.blackName = row.value(6).toString().toStdString();
        if (!row.value(7).isNull())
            pairing.result = row.value(7).toString().toStdString();
        pairing.version = row.value(8).toInt();
        if (!row.value(9).isNull())
            pairing.opening = row.value(9).toString().toStdString();
        if (!row.value(10).isNull())
            pairing.secondResult = row.value(10).toString().toStdString();
        pairings.push_back(std::move(pairing));
    }
    return pairings;
}

DbStatus PairingStore::addRound(std::int64_t tournamentId, int round,
                                const std::vector<PairingDraft> &drafts,
                                const std::optional<std::string> &decision)
{
    const std::string context = "pair round " + std::to_string(round);
    return m_session.transaction(context, [&]() -> DbStatus {
        auto made = m_session.run(
            QStringLiteral("INSERT INTO rounds (tournament_id, number) VALUES (?, ?) RETURNING id"),
            {QVariant(static_cast<qlonglong>(tournamentId)), round}, context);
        if (!made)
            return made.error();
        made->next();
        const QVariant roundId = made->value(0);
        for (const PairingDraft &draft : drafts) {
            const auto paired = m_session.run(
                QStringLiteral("INSERT INTO pairings (round_id, board, white_player_id, "
                               "black_player_id, result, opening) VALUES (?, ?, ?, ?, ?, ?)"),
                {roundId, draft.board, QVariant(static_cast<qlonglong>(draft.whiteId)),
                 nullable(draft.blackId), nullable(draft.result), nullable(draft.opening)},
                context + ", board " + std::to_string(draft.board));
            if (!paired)
                return paired.error();
        }
        if (decision)
            return DecisionLog(m_session).record(tournamentId, {.round = round}, *decision,
                                                 std::nullopt, std::nullopt, std::nullopt);
        return std::nullopt;
    });
}

DbResult<std::vector<int>> PairingStore::removeRound(std::int64_t tournamentId, int round,
                                                     const std::optional<std::string> &why)
{
    const std::string context = "unpair round " + std::to_string(round);
    const QVariant tournament(static_cast<qlonglong>(tournamentId));
    std::vector<int> blocking;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The round's pairings locked, so that no result arrives while we look.
        auto boards = m_session.run(
            QStringLiteral("SELECT p.board, (p.result IS NOT NULL AND p.result NOT LIKE 'bye-%') "
                           "OR p.second_result IS NOT NULL "
                           "OR EXISTS (SELECT 1 FROM games g WHERE g.pairing_id = p.id) "
                           "FROM pairings p JOIN rounds r ON r.id = p.round_id "
                           "WHERE r.tournament_id = ? AND r.number = ? ORDER BY p.board "
                           "FOR UPDATE OF p"),
            {tournament, round}, context);
        if (!boards)
            return boards.error();
        while (boards->next())
            if (boards->value(1).toBool())
                blocking.push_back(boards->value(0).toInt());
        if (!blocking.empty())
            return std::nullopt; // nothing removed
        auto later = m_session.run(
            QStringLiteral("SELECT count(*) FROM rounds WHERE tournament_id = ? AND number > ?"),
            {tournament, round}, context);
        if (!later)
            return later.error();
        later->next();
        if (later->value(0).toInt() > 0)
            return DbError{"", "round " + std::to_string(round) + " is not the last round", context,
                           DbError::Kind::ChangedBySomeoneElse};
        auto removed = m_session.run(
            QStringLiteral("DELETE FROM pairings p USING rounds r WHERE r.id = p.round_id "
                           "AND r.tournament_id = ? AND r.number = ?"),
            {tournament, round}, context);
        if (!removed)
            return removed.error();
        auto round_ = m_session.run(
            QStringLiteral("DELETE FROM rounds WHERE tournament_id = ? AND number = ?"),
            {tournament, round}, context);
        if (!round_)
            return round_.error();
        if (round_->numRowsAffected() != 1)
            return DbError{"", "round " + std::to_string(round) + " is not paired", context,
                           DbError::Kind::NotFound};
        return DecisionLog(m_session).record(tournamentId, {.round = round},
                                             "round " + std::to_string(round) + " unpaired", why,
                                             std::nullopt, std::nullopt);
    });
    if (failure)
        return *failure;
    return blocking;
}

DbResult<Pairing> PairingStore::saveResult(const Pairing &pairing,
                                           const std::optional<std::string> &result,
                                           const std::optional<std::string> &why, int game)
{
    Pairing stored = pairing;
    const bool second = game == 2;
    const std::string what =
        std::string(second ? "the result of game 2 of " : "the result of ") + describe(pairing);
    if (game != 1 && (!second || !pairing.blackId))
        return DbError{"", describe(pairing) + " has no game " + std::to_string(game),
                       "save " + what};
    const std::optional<std::string> &before = second ? pairing.secondResult : pairing.result;
    const std::string context = "save " + what;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto saved = updateVersioned(
            m_session,
            QStringLiteral("UPDATE pairings SET %1 = ?, version = version + 1 "
                           "WHERE id = ? AND version = ? RETURNING version, "
                           "(SELECT tournament_id FROM rounds WHERE id = round_id), "
                           "(SELECT id FROM games WHERE pairing_id = pairings.id "
                           "AND game_in_pairing = ?)")
                .arg(second ? QLatin1String("second_result") : QLatin1String("result")),
            {nullable(result), QVariant(static_cast<qlonglong>(pairing.id)), pairing.version, game},
            QStringLiteral("SELECT version FROM pairings WHERE id = ?"),
            {QVariant(static_cast<qlonglong>(pairing.id))}, what, pairing.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        (second ? stored.secondResult : stored.result) = result;
        // The version matched: the result before is the one the judge saw. The subject names
        // the board's game when its sheet is stored.
        const DecisionSubject subject{
            .round = pairing.round,
            .board = pairing.board,
            .gameId = saved->value(2).isNull()
                          ? std::nullopt
                          : std::optional<std::int64_t>(saved->value(2).toLongLong())};
        return DecisionLog(m_session).record(saved->value(1).toLongLong(), subject,
                                             what + ": " + before.value_or("none") + " -> " +
                                                 result.value_or("none"),
                                             why, resultJson(before), resultJson(result));
    });
    if (failure)
        return *failure;
    return stored;
}

DbResult<Pairing> PairingStore::swapColours(const Pairing &pairing,
                                            const std::optional<std::string> &why)
{
    Pairing stored = pairing;
    const std::string what = "the colours of " + describe(pairing);
    const std::string context = "swap " + what;
    if (!pairing.blackId)
        return DbError{"", "a bye has no colours to swap", context};
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto saved = updateVersioned(
            m_session,
            QStringLiteral(
                "UPDATE pairings SET white_player_id = black_player_id, "
                "black_player_id = white_player_id, version = version + 1 "
                "WHERE id = ? AND version = ? AND result IS NULL AND second_result IS NULL "
                "RETURNING version, "
                "(SELECT tournament_id FROM rounds WHERE id = round_id)"),
            {QVariant(static_cast<qlonglong>(pairing.id)), pairing.version},
            QStringLiteral("SELECT version FROM pairings WHERE id = ? AND result IS NULL "
                           "AND second_result IS NULL"),
            {QVariant(static_cast<qlonglong>(pairing.id))}, what + " (without a result)",
            pairing.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        std::swap(stored.whiteId, *stored.blackId);
        std::swap(stored.whiteName, *stored.blackName);
        return DecisionLog(m_session).record(
            saved->value(1).toLongLong(), {.round = pairing.round, .board = pairing.board},
            "swapped by hand: " + what, why,
            "{\"white\":" + std::to_string(pairing.whiteId) +
                ",\"black\":" + std::to_string(*pairing.blackId) + "}",
            "{\"white\":" + std::to_string(*pairing.blackId) +
                ",\"black\":" + std::to_string(pairing.whiteId) + "}");
    });
    if (failure)
        return *failure;
    return stored;
}

DbStatus PairingStore::exchangePlayers(const Pairing &first, std::int64_t firstPlayer,
                                       const Pairing &second, std::int64_t secondPlayer,
                                       const std::optional<std::string> &why)
{
    const std::string context = "exchange " + describe(first) + " and " + describe(second);
    const auto seat = [](const Pairing &p, std::int64_t player) {
        return p.whiteId == player ? "white_player_id" : "black_player_id";
    };
    const auto sits = [](const Pairing &p, std::int64_t player) {
        return p.whiteId == player || p.blackId == player;
    };
    if (first.id == second.id || !sits(first, firstPlayer) || !sits(second, secondPlayer))
        return DbError{"", "each player must sit at one of two different boards", context};
    return m_session.transaction(context, [&]() -> DbStatus {
        // Each moves into the other's seat: one of them sits twice until both have moved.
        if (auto failure = m_session.runStatement(
                QStringLiteral("SET CONSTRAINTS round_seats_pkey DEFERRED"), context))
            return failure;
        std::int64_t tournamentId = 0;
        for (const auto &[pairing, leaving, arriving] :
             {std::tuple{first, firstPlayer, secondPlayer},
              std::tuple{second, secondPlayer, firstPlayer}}) {
            auto moved = updateVersioned(
                m_session,
                QStringLiteral("UPDATE pairings SET %1 = ?, version = version + 1 "
                               "WHERE id = ? AND version = ? "
                               "AND ((result IS NULL AND second_result IS NULL) "
                               "OR black_player_id IS NULL) RETURNING "
                               "(SELECT tournament_id FROM rounds WHERE id = round_id)")
                    .arg(QLatin1String(seat(pairing, leaving))),
                {QVariant(static_cast<qlonglong>(arriving)),
                 QVariant(static_cast<qlonglong>(pairing.id)), pairing.version},
                QStringLiteral("SELECT version FROM pairings WHERE id = ? "
                               "AND ((result IS NULL AND second_result IS NULL) "
                               "OR black_player_id IS NULL)"),
                {QVariant(static_cast<qlonglong>(pairing.id))},
                describe(pairing) + " (without a result)", pairing.version, context);
            if (!moved)
                return moved.error();
            tournamentId = moved->value(0).toLongLong();
        }
        // Two boards: the subject is their round, the text names both.
        return DecisionLog(m_session).record(tournamentId, {.round = first.round},
                                             "exchanged by hand: " + nameOf(first, firstPlayer) +
                                                 " and " + nameOf(second, secondPlayer) +
                                                 " between " + describe(first) + " and " +
                                                 describe(second),
                                             why, std::nullopt, std::nullopt);
    });
}

} // namespace db
