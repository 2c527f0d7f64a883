// A PostgreSQL connection through libpq, with errors as values that carry the SQLSTATE and the
// context (CONTRIBUTING.md §3). PGconn and PGresult live in RAII wrappers; SQL with values is
// always sent with bound parameters. The header names libpq's connection and result only as
// opaque structs: libpq-fe.h is included by db/'s own sources, never by the code above db/.
#pragma once

#include "arbiter/result.h"
#include "storeaction.h"
#include "storedrow.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// libpq's PGconn and PGresult (libpq-fe.h: typedef struct pg_conn PGconn, and so on).
struct pg_conn;
struct pg_result;

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
        // The connection to the server went away (the server stopped or restarted, the network
        // dropped, the backend was terminated): nothing of the statement or its transaction was
        // done. `server` names the server; the session reconnects with SqlSession::reconnect.
        ConnectionLost,
        // The caller refused what it was writing (an import's ImportGate): the caller knows why.
        Refused,
    };

    std::string sqlState; // e.g. "42501"; empty when the server did not send one
    std::string message;
    std::string context; // what we were doing: "migration 0002_roles.sql", "connect to …"
    Kind kind = Kind::Server;
    // The constraint the server named (a unique key, a CHECK), for the tool's own wording of
    // the refusal: never shown to a user.
    std::string constraint = {};
    // The column of an UnknownStoredValue, and the name of its row (the tournament's name; a
    // pairing's "board 2 of round 3 of tournament 'Кубок'").
    std::string column = {};
    std::string row = {};
    // A store's finding about a row it was asked to change or delete (ChangedBySomeoneElse,
    // NotFound), as facts for the message catalogue; `message` says the same in English. The
    // versions are the one read and the one stored now (0: not known); `deleting` when the row
    // was to be deleted.
    std::optional<StoredRow> storedRow = {};
    int readVersion = 0;
    int storedVersion = 0;
    bool deleting = false;
    // What the store was asked to do, as facts (`context` is its English); none for what is no
    // store's action of a user (a migration, a read).
    std::optional<StoreAction> action = {};
    // ConnectionLost: the server ("localhost:5432", "/run/postgresql:5432" for a socket).
    std::string server = {};

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
    explicit PgResult(pg_result *result) : m_result(result) {}

    int rows() const;
    bool isNull(int row, int column) const;
    std::string value(int row, int column) const;
    // An integer column's value, read whole (the server writes integers in plain digits).
    std::int64_t integer(int row, int column) const;

private:
    struct Clear
    {
        void operator()(pg_result *result) const;
    };
    std::unique_ptr<pg_result, Clear> m_result;
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

    // `conninfo` (a connection string or URI) split into what may go on another program's
    // command line, which every local user can read (/proc/PID/cmdline), and the password, which
    // may not: the connection string without it, and the password if it gives one. A conninfo
    // libpq cannot read is refused with withoutQuotes()'s complaint.
    struct Credentials
    {
        std::string conninfo;
        std::optional<std::string> password = {};
    };
    static DbResult<Credentials> splitPassword(const std::string &conninfo);
    // libpq's complaint about a connection string it cannot read, with every quoted part left
    // out: it quotes the string, or the part of it (a password's "invalid percent-encoded
    // token") that it could not read.
    static std::string withoutQuotes(std::string_view complaint);

    // One statement with bound parameters ($1, $2 …; nullopt is NULL).
    DbResult<PgResult> exec(std::string_view sql,
                            const std::vector<std::optional<std::string>> &parameters = {},
                            std::string_view context = {});
    // One statement with bound parameters in PostgreSQL's binary format (BinaryArray's bytes;
    // a text parameter's binary form is its bytes; nullopt is NULL), the result in text.
    DbResult<PgResult> execBinary(std::string_view sql,
                                  const std::vector<std::optional<std::string>> &parameters,
                                  std::string_view context = {});
    // A script of several statements without parameters (a migration file).
    DbStatus execScript(const std::string &sql, std::string_view context);

    // The libpq connection, for db/'s own calls of libpq (COPY, escaping, notifications).
    pg_conn *handle() const { return m_connection.get(); }

private:
    explicit PgConnection(pg_conn *connection) : m_connection(connection) {}

    DbError errorOf(const pg_result *result, std::string_view context) const;

    struct Finish
    {
        void operator()(pg_conn *connection) const;
    };
    std::unique_ptr<pg_conn, Finish> m_connection;
};

} // namespace db
