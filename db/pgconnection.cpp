#include "pgconnection.h"

#include "sessionlimits.h"

#include <cassert>
#include <charconv>
#include <cstring>
#include <libpq-fe.h>

namespace db {

std::string DbError::text() const
{
    std::string out = context.empty() ? message : context + ": " + message;
    if (!sqlState.empty())
        out += " (SQLSTATE " + sqlState + ")";
    return out;
}

std::string PgConnection::withPassword(const std::string &conninfo, const std::string &password)
{
    const auto credentials = splitPassword(conninfo);
    if (!credentials)
        return conninfo;
    const std::string &rest = credentials->conninfo;
    return rest + (rest.empty() ? "" : " ") + "password=" + quotedValue(password);
}

DbResult<PgConnection::Credentials> PgConnection::splitPassword(const std::string &conninfo)
{
    char *parseError = nullptr;
    std::unique_ptr<PQconninfoOption, decltype(&PQconninfoFree)> options(
        PQconninfoParse(conninfo.c_str(), &parseError), &PQconninfoFree);
    if (!options) {
        const std::string complaint = parseError ? parseError : "out of memory";
        PQfreemem(parseError);
        return DbError{"", withoutQuotes(complaint), "read the connection string"};
    }
    Credentials credentials;
    for (const PQconninfoOption *option = options.get(); option->keyword; ++option) {
        if (!option->val)
            continue;
        if (std::string_view(option->keyword) == "password") {
            credentials.password = option->val;
            continue;
        }
        credentials.conninfo += std::string(credentials.conninfo.empty() ? "" : " ") +
                                option->keyword + "=" + quotedValue(option->val);
    }
    return credentials;
}

std::string PgConnection::withoutQuotes(std::string_view complaint)
{
    std::string out;
    bool quoted = false;
    for (const char c : complaint) {
        if (c == '"') {
            if (!quoted)
                out += "\"…\"";
            quoted = !quoted;
        } else if (!quoted) {
            out += c;
        }
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == ' '))
        out.pop_back();
    return out;
}

std::string PgConnection::quotedValue(std::string_view value)
{
    std::string out = "'";
    for (char c : value) {
        if (c == '\'' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "'";
}

DbResult<PgConnection> PgConnection::open(const std::string &conninfo)
{
    // Read first: libpq's complaint about a string it cannot read may quote the password.
    const auto credentials = splitPassword(conninfo);
    if (!credentials)
        return credentials.error();
    PgConnection connection(PQconnectdb(conninfo.c_str()));
    if (!connection.m_connection)
        return DbError{"", "out of memory", "connect"};
    // Notices ("relation already exists, skipping") are not errors: not printed.
    PQsetNoticeProcessor(
        connection.handle(), [](void *, const char *) {}, nullptr);
    if (PQstatus(connection.handle()) != CONNECTION_OK) {
        std::string message = PQerrorMessage(connection.handle());
        while (!message.empty() && (message.back() == '\n' || message.back() == ' '))
            message.pop_back();
        // Whatever libpq says, never the password.
        if (const auto &password = credentials->password; password && !password->empty())
            for (auto at = message.find(*password); at != std::string::npos;
                 at = message.find(*password, at))
                message.replace(at, password->size(), "…");
        // The server asks for a password libpq could not find (~/.pgpass, PGPASSWORD …).
        return DbError{PQconnectionNeedsPassword(connection.handle()) ? "28P01" : "08006", message,
                       "connect to the database"};
    }
    // No other connection can make this one wait for ever (sessionlimits.h).
    if (auto failure = connection.execScript(sessionLimits(), "set the connection's time limits"))
        return *failure;
    return connection;
}

DbError PgConnection::errorOf(const PGresult *result, std::string_view context) const
{
    DbError error;
    error.context = context;
    if (result) {
        if (const char *state = PQresultErrorField(result, PG_DIAG_SQLSTATE))
            error.sqlState = state;
        if (const char *primary = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY))
            error.message = primary;
        if (const char *constraint = PQresultErrorField(result, PG_DIAG_CONSTRAINT_NAME))
            error.constraint = constraint;
    }
    if (error.message.empty()) {
        error.message = PQerrorMessage(handle());
        while (!error.message.empty() && error.message.back() == '\n')
            error.message.pop_back();
    }
    return error;
}

DbResult<PgResult> PgConnection::exec(std::string_view sql,
                                      const std::vector<std::optional<std::string>> &parameters,
                                      std::string_view context)
{
    std::vector<const char *> values;
    values.reserve(parameters.size());
    for (const auto &parameter : parameters)
        values.push_back(parameter ? parameter->c_str() : nullptr);
    const std::string text(sql);
    PGresult *raw = PQexecParams(handle(), text.c_str(), static_cast<int>(values.size()), nullptr,
                                 values.data(), nullptr, nullptr, 0);
    PgResult result(raw); // owns it from here
    const auto status = PQresultStatus(raw);
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
        return result;
    return errorOf(raw, context);
}

DbResult<PgResult>
PgConnection::execBinary(std::string_view sql,
                         const std::vector<std::optional<std::string>> &parameters,
                         std::string_view context)
{
    std::vector<const char *> values;
    std::vector<int> lengths;
    values.reserve(parameters.size());
    lengths.reserve(parameters.size());
    for (const auto &parameter : parameters) {
        values.push_back(parameter ? parameter->data() : nullptr);
        lengths.push_back(parameter ? static_cast<int>(parameter->size()) : 0);
    }
    const std::vector<int> formats(parameters.size(), 1);
    const std::string text(sql);
    PGresult *raw = PQexecParams(handle(), text.c_str(), static_cast<int>(values.size()), nullptr,
                                 values.data(), lengths.data(), formats.data(), 0);
    PgResult result(raw); // owns it from here
    const auto status = PQresultStatus(raw);
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
        return result;
    return errorOf(raw, context);
}

DbStatus PgConnection::execScript(const std::string &sql, std::string_view context)
{
    std::unique_ptr<PGresult, decltype(&PQclear)> result(PQexec(handle(), sql.c_str()), &PQclear);
    const auto status = PQresultStatus(result.get());
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
        return std::nullopt;
    return errorOf(result.get(), context);
}

void PgResult::Clear::operator()(pg_result *result) const
{
    PQclear(result);
}

void PgConnection::Finish::operator()(pg_conn *connection) const
{
    PQfinish(connection);
}

int PgResult::rows() const
{
    return PQntuples(m_result.get());
}

bool PgResult::isNull(int row, int column) const
{
    return PQgetisnull(m_result.get(), row, column) != 0;
}

std::string PgResult::value(int row, int column) const
{
    return PQgetvalue(m_result.get(), row, column);
}

std::int64_t PgResult::integer(int row, int column) const
{
    const char *text = PQgetvalue(m_result.get(), row, column);
    const char *end = text + std::strlen(text);
    std::int64_t number = 0;
    const auto [stop, error] = std::from_chars(text, end, number);
    // Only ever asked of integer columns, which the server writes as plain digits.
    assert(error == std::errc() && stop == end);
    (void)stop;
    (void)error;
    return number;
}

} // namespace db
