// A PostgreSQL connection through libpq, with errors as values that carry the SQLSTATE and the
// context (CONTRIBUTING.md §3). PGconn and PGresult live in RAII wrappers; SQL with values is
// always sent with bound parameters.
#pragma once

#include "arbiter/result.h"

#include <cstdint>
#include <libpq-fe.h>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace db {

struct DbError
{
    enum class Kind
    {
        Server,               // the server or the connection refused: see sqlState
        ChangedBySomeoneElse, // the row was saved by someone else since it was read
        NotFound,             // the row is not there (any more)
        // A stored value this program does not know (written by a newer version): `context`
        // names the row, `column` the column, `message` the value. Never read as a default.
        UnknownStoredValue,
    };

    std::string sqlState; // e.g. "42501"; empty when the server did not send one
    std::string message;
    std::string context; // what we were doing: "migration 0002_roles.sql", "connect to …"
    Kind kind = Kind::Server;
    // The constraint the server named (a unique key, a CHECK), for the tool's own wording of
    // the refusal: never shown to a user.
    std::string constraint = {};
    // The column of an UnknownStoredValue.
    std::string column = {};

    // "context: message (SQLSTATE 42501)"
    std::string text() const;
};

template <class T>
using DbResult = arbiter::Result<T, DbError>;
// nullopt: done; otherwise what went wrong.
using DbStatus = std::optional<DbError>;

class PgResult
{
public:
    explicit PgResult(PGresult *result) : m_result(result, &PQclear) {}

    int rows() const { return PQntuples(m_result.get()); }
    bool isNull(int row, int column) const { return PQgetisnull(m_result.get(), row, column); }
    std::string value(int row, int column) const { return PQgetvalue(m_result.get(), row, column); }
    // An integer column's value, read whole (the server writes integers in plain digits).
    std::int64_t integer(int row, int column) const;

private:
    std::unique_ptr<PGresult, decltype(&PQclear)> m_result;
};

class PgConnection
{
public:
    // `conninfo`: a libpq connection string or URI.
    static DbResult<PgConnection> open(const std::string &conninfo);
    // `conninfo` (a connection string or URI) as a connection string that also gives
    // `password`: what every further connection of a session uses once the judge has typed it.
    // A conninfo libpq cannot read is returned as it is (opening it says why).
    static std::string withPassword(const std::string &conninfo, const std::string &password);
    // A value of a keyword/value connection string: single-quoted, ' and \ escaped (libpq's
    // rules).
    static std::string quotedValue(std::string_view value);

    // One statement with bound parameters ($1, $2 …; nullopt is NULL).
    DbResult<PgResult> exec(std::string_view sql,
                            const std::vector<std::optional<std::string>> &parameters = {},
                            std::string_view context = {});
    // A script of several statements without parameters (a migration file).
    DbStatus execScript(const std::string &sql, std::string_view context);

    PGconn *handle() const { return m_connection.get(); }

private:
    explicit PgConnection(PGconn *connection) : m_connection(connection, &PQfinish) {}

    DbError errorOf(const PGresult *result, std::string_view context) const;

    std::unique_ptr<PGconn, decltype(&PQfinish)> m_connection;
};

} // namespace db
