#include "entrystore.h"

#include "storeerrors.h"

#include <QSqlQuery>

namespace db {

namespace {

QVariant id(std::int64_t value)
{
    return QVariant(static_cast<qlonglong>(value));
}

} // namespace

DbResult<std::vector<Entry>> EntryStore::list(std::int64_t tournamentId)
{
    auto found = m_session.run(
        QStringLiteral(
            "SELECT e.player_id, p.name, e.start_number, e.withdrawn_after_round, "
            "e.version, p.rating, p.title, p.club, p.birth_year, p.region, p.federation_id "
            "FROM entries e JOIN players p ON p.id = e.player_id "
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
        const auto text = [&found](int column) -> std::optional<std::string> {
            if (found->value(column).isNull())
                return std::nullopt;
            return found->value(column).toString().toStdString();
        };
        entry.title = text(6);
        entry.club = text(7);
        if (!found->value(8).isNull())
            entry.birthYear = found->value(8).toInt();
        entry.region = text(9);
        entry.federationId = text(10);
        entries.push_back(std::move(entry));
    }
    return entries;
}

DbResult<Entry> EntryStore::enter(std::int64_t tournamentId, std::int64_t playerId,
                                  std::optional<int> startNumber)
{
    Entry entry;
    const StoreAction action{.kind = StoreAction::Kind::EnterPlayer, .id = playerId};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The next start number is taken under the tournament's lock (0012): entries made at
        // once never race for one.
        auto made = m_session.run(
            QStringLiteral(
                "SELECT start_number, version, name, moved_up FROM enter_player(?, ?, ?)"),
            {id(tournamentId), id(playerId), nullable(startNumber)}, context);
        if (!made)
            return made.error();
        made->next();
        entry.tournamentId = tournamentId;
        entry.playerId = playerId;
        entry.startNumber = made->value(0).toInt();
        entry.version = made->value(1).toInt();
        entry.playerName = made->value(2).toString().toStdString();
        entry.movedUp = made->value(3).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return entry;
}

DbResult<std::vector<Entry>>
EntryStore::enterMany(std::int64_t tournamentId, const std::vector<std::int64_t> &playerIds,
                      const std::vector<std::optional<int>> &startNumbers)
{
    std::vector<Entry> entries;
    if (playerIds.empty())
        return entries;
    const StoreAction action{.kind = StoreAction::Kind::EnterPlayer, .id = playerIds.front()};
    const std::string context = englishText(action);
    QString players = QStringLiteral("{");
    QString numbers = QStringLiteral("{");
    for (std::size_t i = 0; i < playerIds.size(); ++i) {
        const QString comma = i ? QStringLiteral(",") : QString();
        players += comma + QString::number(playerIds[i]);
        const auto number = i < startNumbers.size() ? startNumbers[i] : std::nullopt;
        numbers += comma + (number ? QString::number(*number) : QStringLiteral("NULL"));
    }
    players += QLatin1Char('}');
    numbers += QLatin1Char('}');
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto made = m_session.run(
            QStringLiteral("SELECT start_number, version, name, moved_up "
                           "FROM enter_players(?, ?::bigint[], ?::integer[]) ORDER BY place"),
            {id(tournamentId), players, numbers}, context);
        if (!made)
            return made.error();
        for (const std::int64_t playerId : playerIds) {
            if (!made->next())
                return DbError{"", "the database entered fewer players than given", context};
            Entry entry;
            entry.tournamentId = tournamentId;
            entry.playerId = playerId;
            entry.startNumber = made->value(0).toInt();
            entry.version = made->value(1).toInt();
            entry.playerName = made->value(2).toString().toStdString();
            entry.movedUp = made->value(3).toInt();
            entries.push_back(std::move(entry));
        }
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return entries;
}

DbStatus EntryStore::lockNumbers(std::int64_t tournamentId)
{
    // The lock enter_player and number_entries take (0019).
    const auto locked = m_session.run(QStringLiteral("SELECT lock_start_numbers(?)"),
                                      {id(tournamentId)}, "lock the start numbers");
    if (!locked)
        return locked.error();
    return std::nullopt;
}

DbResult<Numbered> EntryStore::number(std::int64_t tournamentId,
                                      const std::vector<std::int64_t> &playerIds,
                                      reports::Numbering how, const std::optional<std::string> &why)
{
    const StoreAction action{.kind = StoreAction::Kind::NumberEntries, .id = tournamentId};
    const std::string context = englishText(action);
    // A bigint[] literal: the ids are numbers, bound as one text value.
    QString ids = QStringLiteral("{");
    for (std::size_t i = 0; i < playerIds.size(); ++i) {
        if (i > 0)
            ids += QLatin1Char(',');
        ids += QString::number(static_cast<qlonglong>(playerIds[i]));
    }
    ids += QLatin1Char('}');
    const std::string_view code = reports::settingCode(how);
    Numbered numbered;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto done = m_session.run(
            QStringLiteral("SELECT status, moved FROM number_entries(?, ?::bigint[], ?, ?)"),
            {id(tournamentId), ids,
             QString::fromUtf8(code.data(), static_cast<qsizetype>(code.size())), nullable(why)},
            context);
        if (!done)
            return done.error();
        done->next();
        const QString status = done->value(0).toString();
        numbered.status = status == QLatin1String("paired")     ? Numbered::Status::Paired
                          : status == QLatin1String("mismatch") ? Numbered::Status::Mismatch
                                                                : Numbered::Status::Numbered;
        numbered.moved = done->value(1).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return numbered;
}

DbResult<Entry> EntryStore::save(const Entry &entry, const std::optional<std::string> &why)
{
    Entry stored = entry;
    const StoredRow row{.kind = StoredRow::Kind::Entry, .name = entry.playerName};
    const StoreAction action{.kind = StoreAction::Kind::SaveEntry, .name = entry.playerName};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The entry and, for a withdrawal or its taking back, its log entry in one call of the
        // database (0012); no row when the entry is not at the version read.
        auto saved = updateVersioned(
            m_session,
            QStringLiteral("SELECT version, withdrawn_before FROM save_entry(?, ?, ?, ?, ?, ?)"),
            {id(entry.tournamentId), id(entry.playerId), entry.version, entry.startNumber,
             nullable(entry.withdrawnAfterRound), nullable(why)},
            QStringLiteral("SELECT version FROM entries WHERE tournament_id = ? AND player_id = ?"),
            {id(entry.tournamentId), id(entry.playerId)}, row, entry.version, context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbResult<bool> EntryStore::remove(const Entry &entry, const std::optional<std::string> &why)
{
    const StoreAction action{.kind = StoreAction::Kind::DeleteEntry, .name = entry.playerName};
    const std::string context = englishText(action);
    const QVariant tournament = id(entry.tournamentId);
    const QVariant player = id(entry.playerId);
    bool removed = false;
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // Only a player who sits at no board and has no game here; the check, the deletion (of
        // the player too when nothing else refers to him) and the log entry in one call (0012).
        auto deleted = m_session.run(QStringLiteral("SELECT remove_entry(?, ?, ?, ?)"),
                                     {tournament, player, entry.version, nullable(why)}, context);
        if (!deleted)
            return deleted.error();
        deleted->next();
        const QString outcome = deleted->value(0).toString();
        if (outcome == QLatin1String("missing") || outcome == QLatin1String("changed")) {
            const bool missing = outcome == QLatin1String("missing");
            DbError error{"",
                          "the entry of " + entry.playerName +
                              (missing ? " does not exist"
                                       : " was changed by someone else since you opened it; "
                                         "nothing was deleted: reload it and try again"),
                          context,
                          missing ? DbError::Kind::NotFound : DbError::Kind::ChangedBySomeoneElse};
            error.storedRow = StoredRow{.kind = StoredRow::Kind::Entry, .name = entry.playerName};
            error.readVersion = entry.version;
            error.deleting = true;
            return error;
        }
        removed = outcome == QLatin1String("removed");
        return std::nullopt; // 'paired': not removed
    });
    if (failure)
        return withAction(*failure, action);
    return removed;
}

} // namespace db
