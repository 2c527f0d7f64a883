#include "sqlsession.h"

#include "sessionlimits.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <atomic>
#include <libpq-fe.h>

namespace db {

namespace {

std::atomic<int> lostConnections{0};

// QPSQL's handle is its PGconn* (Qt's documentation of QSqlDriver::handle()); null for another
// driver or a connection never opened.
PGconn *libpqOf(const QSqlDatabase &database)
{
    if (!database.isValid() || database.driverName() != QLatin1String("QPSQL"))
        return nullptr;
    const QVariant handle = database.driver()->handle();
    return handle.isValid() ? *static_cast<PGconn *const *>(handle.constData()) : nullptr;
}

// A libpq value quoted for a connection string: in single quotes, with \ and ' escaped.
QString quoted(const char *value)
{
    QString out = QStringLiteral("'");
    for (const QChar c : QString::fromUtf8(value)) {
        if (c == QLatin1Char('\'') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        out += c;
    }
    return out + QLatin1Char('\'');
}

} // namespace

DbError errorOf(const QSqlError &error, std::string_view context)
{
    DbError out;
    out.sqlState = error.nativeErrorCode().toStdString();
    // QPSQL passes on libpq's whole message: "ERROR:  the message\nLINE 1: …" and the code in
    // parentheses. The message alone is what we show.
    QString message = error.databaseText().isEmpty() ? error.driverText() : error.databaseText();
    message = message.section(QLatin1Char('\n'), 0, 0).trimmed();
    for (const QString &prefix : {QStringLiteral("ERROR:"), QStringLiteral("FATAL:")})
        if (message.startsWith(prefix))
            message = message.mid(prefix.size()).trimmed();
    const QString code = QStringLiteral("(") + error.nativeErrorCode() + QLatin1Char(')');
    if (!error.nativeErrorCode().isEmpty() && message.endsWith(code))
        message.chop(code.size());
    out.message = message.trimmed().toStdString();
    out.context = context;
    // QtSql keeps no diagnostic fields: the constraint is the last name the server's message
    // quotes ("… violates unique constraint "entries_pkey"", in English; «… ограничение
    // уникальности "entries_pkey"» in a Russian server's words; the table, if named, comes first).
    if (out.sqlState.starts_with("23")) {
        const qsizetype end = message.lastIndexOf(QLatin1Char('"'));
        const qsizetype start = end > 0 ? message.lastIndexOf(QLatin1Char('"'), end - 1) : -1;
        if (start >= 0 && end > start + 1)
            out.constraint = message.mid(start + 1, end - start - 1).toStdString();
    }
    return out;
}

QVariant nullable(const std::optional<std::string> &value)
{
    return value ? QVariant(QString::fromStdString(*value))
                 : QVariant(QMetaType::fromType<QString>());
}

QVariant nullable(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

QVariant nullable(const std::optional<std::int64_t> &value)
{
    return value ? QVariant(static_cast<qlonglong>(*value))
                 : QVariant(QMetaType::fromType<qlonglong>());
}

DbResult<std::unique_ptr<SqlSession>> SqlSession::open(const std::string &conninfo)
{
    // libpq reads the string or URI; QPSQL takes the usual parts as properties and the rest as
    // connect options.
    char *parseError = nullptr;
    std::unique_ptr<PQconninfoOption, decltype(&PQconninfoFree)> options(
        PQconninfoParse(conninfo.c_str(), &parseError), &PQconninfoFree);
    if (!options) {
        // Its quoted parts left out: libpq may quote the password it could not read.
        const std::string message = parseError ? parseError : "out of memory";
        PQfreemem(parseError);
        return DbError{"", PgConnection::withoutQuotes(message), "read the connection string"};
    }
    const QString name = QStringLiteral("shashki-") + QUuid::createUuid().toString(QUuid::Id128);
    std::unique_ptr<SqlSession> session(new SqlSession(name));
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!database.isValid())
        return DbError{"", "Qt's PostgreSQL driver (QPSQL) is not installed",
                       "connect to the database"};
    QStringList extra;
    for (const PQconninfoOption *option = options.get(); option->keyword; ++option) {
        if (!option->val)
            continue;
        const std::string_view keyword = option->keyword;
        const QString value = QString::fromUtf8(option->val);
        if (keyword == "host")
            database.setHostName(value);
        else if (keyword == "port")
            database.setPort(value.toInt());
        else if (keyword == "dbname")
            database.setDatabaseName(value);
        else if (keyword == "user")
            database.setUserName(value);
        else if (keyword == "password")
            database.setPassword(value);
        else
            extra << QString::fromUtf8(option->keyword) + QLatin1Char('=') + quoted(option->val);
    }
    database.setConnectOptions(extra.join(QLatin1Char(';')));
    if (!database.open())
        return errorOf(database.lastError(), "connect to the database");
    if (auto failure = session->limitWaiting())
        return *failure;
    return session;
}

SqlSession::SqlSession(QString name) : m_name(std::move(name)) {}

SqlSession::~SqlSession()
{
    {
        QSqlDatabase database = QSqlDatabase::database(m_name, false);
        if (database.isOpen())
            database.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase SqlSession::database() const
{
    return QSqlDatabase::database(m_name, false);
}

DbStatus SqlSession::transaction(std::string_view context, const std::function<DbStatus()> &action)
{
    // Inside another transaction: part of it, committed or rolled back with it.
    if (m_inTransaction)
        return action();
    QSqlDatabase connection = database();
    if (!connection.transaction())
        return checked(errorOf(connection.lastError(), context));
    m_inTransaction = true;
    DbStatus failure = action();
    // A connection gone took its transaction with it: nothing to roll back.
    if (failure && failure->kind != DbError::Kind::ConnectionLost)
        connection.rollback();
    else if (!connection.commit()) // a failed COMMIT has rolled the transaction back already
        failure = checked(errorOf(connection.lastError(), context));
    m_inTransaction = false;
    m_transactionQueries.clear();
    if (failure) {
        if (failure->context.empty())
            failure->context = context;
        else if (failure->context != context)
            failure->context = std::string(context) + ": " + failure->context;
    }
    return failure;
}

DbResult<QSqlQuery> SqlSession::run(const QString &sql, const QVariantList &values,
                                    std::string_view context)
{
    QSqlQuery query(database());
    const bool ran = [&] {
        if (!query.prepare(sql))
            return false;
        for (const QVariant &value : values)
            query.addBindValue(value);
        return query.exec();
    }();
    // A copy shares the query's result (taken now: prepare and exec would detach from it).
    if (m_inTransaction)
        m_transactionQueries.push_back(query);
    if (!ran)
        return checked(errorOf(query.lastError(), context));
    return query;
}

DbStatus SqlSession::runStatement(const QString &sql, std::string_view context)
{
    // QPSQL prepares even a plain exec(), and PostgreSQL cannot prepare SET: libpq directly, on
    // the same connection (and so in the same transaction).
    PGconn *connection = libpqOf(database());
    if (!connection)
        return DbError{"", "no PostgreSQL connection", std::string(context)};
    const std::unique_ptr<PGresult, decltype(&PQclear)> result(
        PQexec(connection, sql.toUtf8().constData()), &PQclear);
    if (PQresultStatus(result.get()) == PGRES_COMMAND_OK)
        return std::nullopt;
    const char *state = PQresultErrorField(result.get(), PG_DIAG_SQLSTATE);
    const char *message = PQresultErrorField(result.get(), PG_DIAG_MESSAGE_PRIMARY);
    DbError error{state ? state : "", message ? message : PQerrorMessage(connection),
                  std::string(context)};
    if (const char *constraint = PQresultErrorField(result.get(), PG_DIAG_CONSTRAINT_NAME))
        error.constraint = constraint;
    return checked(std::move(error));
}

std::string SqlSession::serverName() const
{
    const QSqlDatabase connection = database();
    QString host = connection.hostName();
    if (PGconn *libpq = libpqOf(connection); libpq && PQhost(libpq))
        host = QString::fromUtf8(PQhost(libpq));
    if (host.isEmpty())
        host = QStringLiteral("local socket");
    const int port = connection.port() > 0 ? connection.port() : 5432;
    return host.toStdString() + ":" + std::to_string(port);
}

bool SqlSession::isConnected() const
{
    PGconn *libpq = libpqOf(database());
    return libpq && PQstatus(libpq) == CONNECTION_OK;
}

DbStatus SqlSession::ping()
{
    const auto answered = run(QStringLiteral("SELECT 1"), {}, "check the connection");
    if (!answered)
        return answered.error();
    return std::nullopt;
}

DbStatus SqlSession::reconnect()
{
    m_transactionQueries.clear();
    m_inTransaction = false;
    QSqlDatabase connection = database();
    connection.close();
    if (!connection.open()) {
        DbError error = errorOf(connection.lastError(), "connect to the database");
        error.kind = DbError::Kind::ConnectionLost;
        error.server = serverName();
        return error;
    }
    return limitWaiting();
}

DbStatus SqlSession::limitWaiting()
{
    // No other connection can make this one wait for ever (sessionlimits.h). QPSQL sends a
    // statement without parameters as it is, so the three settings go in one round trip.
    QSqlQuery query(database());
    if (!query.exec(QString::fromStdString(sessionLimits())))
        return checked(errorOf(query.lastError(), "set the connection's time limits"));
    return std::nullopt;
}

int SqlSession::connectionsLost()
{
    return lostConnections.load();
}

DbError SqlSession::checked(DbError error) const
{
    // libpq's own word on the connection (its messages are in the client's language, and a
    // terminated backend's SQLSTATE 57P01 comes with a connection already closed).
    if (error.kind == DbError::Kind::Server && !isConnected()) {
        error.kind = DbError::Kind::ConnectionLost;
        error.server = serverName();
        ++lostConnections;
    }
    return error;
}

} // namespace db
