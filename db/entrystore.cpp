#include "entrystore.h"

#include "decisionlog.h"
#include "storeerrors.h"

namespace db {

namespace {

QVariant id(std::int64_t value)
{
    return QVariant(static_cast<qlonglong>(value));
}

std::string withdrawalJson(std::optional<int> round)
{
    return "{\"withdrawnAfterRound\":" + (round ? std::to_string(*round) : "null") + "}";
}

} // namespace

DbResult<std::vector<Entry>> EntryStore::list(std::int64_t tournamentId)
{
    auto found = m_session.run(
        QStringLiteral("SELECT e.player_id, p.name, e.start_number, e.withdrawn_after_round, "
                       "e.version, p.rating FROM entries e JOIN players p ON p.id = e.player_id "
                       "WHERE e.tournament_id = ? ORDER BY e.start_number"),
        {id(tournamentId)}, "read the entries");
    if (!found)
        return found.error();
    std::vector<Entry> entries;
    while (found->next()) {
        Entry entry;
        entry.tournamentId = tournamentId;
        entry.playerId = found->value(0).toLongLong();
        entry.playerName = found->value(1).toString().toStdString();
        entry.startNumber = found->value(2).toInt();
        if (!found->value(3).isNull())
            entry.withdrawnAfterRound = found->value(3).toInt();
        entry.version = found->value(4).toInt();
        if (!found->value(5).isNull())
            entry.rating = found->value(5).toInt();
        entries.push_back(std::move(entry));
    }
    return entries;
}

DbResult<Entry> EntryStore::enter(std::int64_t tournamentId, std::int64_t playerId,
                                  std::optional<int> startNumber)
{
    Entry entry;
    const std::string context = "enter player " + std::to_string(playerId);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto made = m_session.run(
            QStringLiteral("INSERT INTO entries (tournament_id, player_id, start_number) "
                           "VALUES (?, ?, coalesce(?, (SELECT coalesce(max(start_number), 0) + 1 "
                           "FROM entries WHERE tournament_id = ?))) "
                           "RETURNING start_number, version, "
                           "(SELECT name FROM players WHERE id = player_id)"),
            {id(tournamentId), id(playerId), nullable(startNumber), id(tournamentId)}, context);
        if (!made)
            return made.error();
        made->next();
        entry.tournamentId = tournamentId;
        entry.playerId = playerId;
        entry.startNumber = made->value(0).toInt();
        entry.version = made->value(1).toInt();
        entry.playerName = made->value(2).toString().toStdString();
        return std::nullopt;
    });
    if (failure)
        return *failure;
    return entry;
}

DbResult<Entry> EntryStore::save(const Entry &entry, const std::optional<std::string> &why)
{
    Entry stored = entry;
    const std::string what = "the entry of " + entry.playerName;
    const std::string context = "save " + what;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto saved = updateVersioned(
            m_session,
            QStringLiteral("UPDATE entries e SET start_number = ?, withdrawn_after_round = ?, "
                           "version = e.version + 1 FROM entries old "
                           "WHERE e.tournament_id = ? AND e.player_id = ? AND e.version = ? "
                           "AND old.tournament_id = e.tournament_id "
                           "AND old.player_id = e.player_id "
                           "RETURNING e.version, old.withdrawn_after_round"),
            {entry.startNumber, nullable(entry.withdrawnAfterRound), id(entry.tournamentId),
             id(entry.playerId), entry.version},
            QStringLiteral("SELECT version FROM entries WHERE tournament_id = ? AND player_id = ?"),
            {id(entry.tournamentId), id(entry.playerId)}, what, entry.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        const std::optional<int> before =
            saved->value(1).isNull() ? std::nullopt : std::optional(saved->value(1).toInt());
        if (before == entry.withdrawnAfterRound)
            return std::nullopt;
        // About the player, and the round after which he left (or left before coming back);
        // withdrawn after round 0 (before the first) concerns no round.
        const std::optional<int> left =
            entry.withdrawnAfterRound ? entry.withdrawnAfterRound : before;
        return DecisionLog(m_session).record(
            entry.tournamentId,
            {.round = left && *left > 0 ? left : std::nullopt, .playerId = entry.playerId},
            entry.withdrawnAfterRound ? entry.playerName + " withdrawn after round " +
                                            std::to_string(*entry.withdrawnAfterRound)
                                      : entry.playerName + " back in the tournament",
            why, withdrawalJson(before), withdrawalJson(entry.withdrawnAfterRound));
    });
    if (failure)
        return *failure;
    return stored;
}

DbResult<bool> EntryStore::remove(const Entry &entry, const std::optional<std::string> &why)
{
    const std::string context = "delete the entry of " + entry.playerName;
    const QVariant tournament = id(entry.tournamentId);
    const QVariant player = id(entry.playerId);
    bool removed = false;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // Only a player who sits at no board and has no game here.
        auto deleted = m_session.run(
            QStringLiteral(
                "DELETE FROM entries e WHERE e.tournament_id = ? AND e.player_id = ? "
                "AND e.version = ? "
                "AND NOT EXISTS (SELECT 1 FROM round_seats s JOIN rounds r ON r.id = s.round_id "
                "WHERE r.tournament_id = e.tournament_id AND s.player_id = e.player_id) "
                "AND NOT EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = e.tournament_id "
                "AND e.player_id IN (g.white_player_id, g.black_player_id))"),
            {tournament, player, entry.version}, context);
        if (!deleted)
            return deleted.error();
        if (deleted->numRowsAffected() != 1) {
            auto current = m_session.run(
                QStringLiteral(
                    "SELECT version FROM entries WHERE tournament_id = ? AND player_id = ?"),
                {tournament, player}, context);
            if (!current)
                return current.error();
            if (!current->next())
                return DbError{"", "the entry of " + entry.playerName + " does not exist", context,
                               DbError::Kind::NotFound};
            if (current->value(0).toInt() != entry.version)
                return DbError{"",
                               "the entry of " + entry.playerName +
                                   " was changed by someone else since you opened it; nothing "
                                   "was deleted: reload it and try again",
                               context, DbError::Kind::ChangedBySomeoneElse};
            return std::nullopt; // paired or with games: not removed
        }
        removed = true;
        // The player too, when nothing else refers to him.
        auto orphan = m_session.run(
            QStringLiteral("DELETE FROM players p WHERE p.id = ? "
                           "AND NOT EXISTS (SELECT 1 FROM entries WHERE player_id = p.id) "
                           "AND NOT EXISTS (SELECT 1 FROM pairings WHERE p.id IN (white_player_id, "
                           "black_player_id)) "
                           "AND NOT EXISTS (SELECT 1 FROM games WHERE p.id IN (white_player_id, "
                           "black_player_id))"),
            {player}, context);
        if (!orphan)
            return orphan.error();
        return DecisionLog(m_session).record(entry.tournamentId, {.playerId = entry.playerId},
                                             entry.playerName + " (No " +
                                                 std::to_string(entry.startNumber) +
                                                 ") deleted from the tournament",
                                             why, std::nullopt, std::nullopt);
    });
    if (failure)
        return *failure;
    return removed;
}

} // namespace db
