#include "storeerrors.h"

#include <QSqlQuery>

namespace db {

DbError missedUpdate(SqlSession &session, const QString &versionQuery, const QVariantList &key,
                     const StoredRow &row, int readVersion, std::string_view context)
{
    auto found = session.run(versionQuery, key, context);
    if (!found)
        return found.error();
    QSqlQuery &query = found.value();
    const std::string what = englishText(row);
    DbError error;
    error.context = std::string(context);
    error.storedRow = row;
    error.readVersion = readVersion;
    if (!query.next()) {
        error.message = what + " is not there any more: someone else deleted it";
        error.kind = DbError::Kind::NotFound;
        return error;
    }
    error.storedVersion = query.value(0).toInt();
    error.message = what + " was changed by someone else since you opened it (version " +
                    std::to_string(readVersion) + ", now " + std::to_string(error.storedVersion) +
                    "); nothing was saved: reload it and make your change again";
    error.kind = DbError::Kind::ChangedBySomeoneElse;
    return error;
}

DbResult<QSqlQuery> updateVersioned(SqlSession &session, const QString &update,
                                    const QVariantList &values, const QString &versionQuery,
                                    const QVariantList &key, const StoredRow &row, int readVersion,
                                    std::string_view context)
{
    auto updated = session.run(update, values, context);
    if (!updated)
        return updated.error();
    if (!updated->next())
        return missedUpdate(session, versionQuery, key, row, readVersion, context);
    return updated;
}

DbError withAction(DbError error, const StoreAction &action)
{
    if (!error.action)
        error.action = action;
    return error;
}

} // namespace db
