// What the stores say when a versioned save finds no row to update (optimistic concurrency,
// docs/storage.md): someone else saved the row since it was read, or it is gone.
#pragma once

#include "sqlsession.h"

namespace db {

// `versionQuery` selects the row's version by its key (`key` bound in order); `row` is the row as
// facts (the refusal names it: storedrow.h); `readVersion` is the version the caller read and
// tried to save over.
DbError missedUpdate(SqlSession &session, const QString &versionQuery, const QVariantList &key,
                     const StoredRow &row, int readVersion, std::string_view context);

// Runs a versioned `update` (… WHERE … AND version = ? RETURNING …): the query on its returned
// row, or the server's error, or missedUpdate()'s when no row matched.
DbResult<QSqlQuery> updateVersioned(SqlSession &session, const QString &update,
                                    const QVariantList &values, const QString &versionQuery,
                                    const QVariantList &key, const StoredRow &row, int readVersion,
                                    std::string_view context);

// `error` naming `action` as what the store was asked to do, unless it names one already.
DbError withAction(DbError error, const StoreAction &action);

} // namespace db
