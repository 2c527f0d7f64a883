// A QtSql (QPSQL) connection for the stores: opened from the same libpq connection string or URI
// as everything else, one transaction per user action, errors as DbError with the SQLSTATE and
// what we were doing. Used from the thread that opened it (a Qt rule for database connections).
// The header names QtSql's classes only as declarations: <QSql…> is included by db/'s own
// sources (and the tests that read rows), never by the code above db/.
#pragma once

#include "pgconnection.h"

#include <QString>
#include <QVariant>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

QT_BEGIN_NAMESPACE
class QSqlDatabase;
class QSqlError;
class QSqlQuery;
QT_END_NAMESPACE

namespace db {

class SqlSession
{
public:
    // `conninfo`: a libpq connection string or URI (host, port, dbname, user, password and any
    // other libpq keyword).
    static DbResult<std::unique_ptr<SqlSession>> open(const std::string &conninfo);
    ~SqlSession();
    SqlSession(const SqlSession &) = delete;
    SqlSession &operator=(const SqlSession &) = delete;

    QSqlDatabase database() const;

    // Runs `action` in one transaction: committed when it returns nullopt, rolled back otherwise
    // (and when the commit fails). `context` names the user action for error messages. Inside
    // another transaction it is part of that one (committed or rolled back with it).
    DbStatus transaction(std::string_view context, const std::function<DbStatus()> &action);

    // Prepares and runs `sql` with the values bound to ?, in order. On failure the error names
    // `context`.
    DbResult<QSqlQuery> run(const QString &sql, const QVariantList &values,
                            std::string_view context);

    // A statement without parameters that cannot be prepared (SET …).
    DbStatus runStatement(const QString &sql, std::string_view context);

    // The server this session connects to: "host:port", or the socket's folder and port.
    std::string serverName() const;
    // Whether the connection is up, as libpq last saw it (no round trip).
    bool isConnected() const;
    // One round trip (SELECT 1): nothing, or why not (DbError::Kind::ConnectionLost when the
    // connection is gone). Not inside a transaction.
    DbStatus ping();
    // The connection opened again to the same server with the same settings, after it was lost;
    // nothing, or why not.
    DbStatus reconnect();

    // How many times a session of this process found its connection lost (a command that saw one
    // exits with its own code: docs/commandline.md).
    static int connectionsLost();

private:
    explicit SqlSession(QString name);
    // `error` marked ConnectionLost, naming the server, when the connection is gone.
    DbError checked(DbError error) const;
    // The connection's time limits (sessionlimits.h), set as it opens and reopens.
    DbStatus limitWaiting();

    QString m_name;
    bool m_inTransaction = false;
    // The queries of the open transaction, kept until it ends: QPSQL frees a prepared statement
    // when its last query goes, which an aborted transaction would refuse.
    std::vector<QSqlQuery> m_transactionQueries;
};

// A DbError from a QtSql error (QPSQL reports the SQLSTATE as the native error code).
DbError errorOf(const QSqlError &error, std::string_view context);

// A bound value from an optional: NULL when empty.
QVariant nullable(const std::optional<std::string> &value);
QVariant nullable(const std::optional<int> &value);
QVariant nullable(const std::optional<std::int64_t> &value);

} // namespace db
