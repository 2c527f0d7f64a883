#include "storeerrors.h"

#include <QSqlQuery>

namespace db {

DbError missedUpdate(SqlSession &session, const QString &versionQuery, const QVariantList &key,
                     const std::string &what, int readVersion, std::string_view context)
{
    auto found = session.run(versionQuery, key, context);
    if (!found)
        return found.error();
    QSqlQuery &query = found.value();
    if (!query.next())
        return DbError{"", what + " is not there any more: someone else deleted it",
                       std::string(context), DbError::Kind::NotFound};
    return DbError{"",
                   what + " was changed by someone else since you opened it (version " +
                       std::to_string(readVersion) + ", now " +
                       std::to_string(query.value(0).toInt()) +
                       "); nothing was saved: reload it and make your change again",
                   std::string(context), DbError::Kind::ChangedBySomeoneElse};
}

DbResult<QSqlQuery> updateVersioned(SqlSession &session, const QString &update,
                                    const QVariantList &values, const QString &versionQuery,
                                    const QVariantList &key, const std::string &what,
                                    int readVersion, std::string_view context)
{
    auto updated = session.run(update, values, context);
    if (!updated)
        return updated.error();
    if (!updated->next())
        return missedUpdate(session, versionQuery, key, what, readVersion, context);
    return updated;
}

} // namespace db
