#include "loginadmin.h"

#include <QSqlQuery>
#include <libpq-fe.h>
#include <memory>

namespace db {

namespace {

constexpr const char *memberships =
    "SELECT m.rolname, g.rolname FROM pg_roles m "
    "JOIN pg_auth_members a ON a.member = m.oid JOIN pg_roles g ON g.oid = a.roleid "
    "WHERE g.rolname IN ('shashki_chief', 'shashki_judge', 'shashki_viewer') AND m.rolcanlogin";

// A role name or password as SQL text: role DDL takes no bound parameters, so libpq quotes them.
std::optional<std::string> escaped(PGconn *connection, const std::string &text, bool identifier)
{
    const std::unique_ptr<char, decltype(&PQfreemem)> quoted(
        identifier ? PQescapeIdentifier(connection, text.data(), text.size())
                   : PQescapeLiteral(connection, text.data(), text.size()),
        &PQfreemem);
    if (!quoted)
        return std::nullopt;
    return std::string(quoted.get());
}

DbError quotingFailed(PGconn *connection, std::string_view context)
{
    return DbError{"", PQerrorMessage(connection), std::string(context)};
}

} // namespace

std::string roleWord(HallRole role)
{
    switch (role) {
    case HallRole::Chief:
        return "chief";
    case HallRole::Judge:
        return "judge";
    case HallRole::Viewer:
        break;
    }
    return "viewer";
}

std::optional<HallRole> roleOfWord(std::string_view word)
{
    for (const HallRole role : {HallRole::Chief, HallRole::Judge, HallRole::Viewer})
        if (word == roleWord(role))
            return role;
    return std::nullopt;
}

std::string roleName(HallRole role)
{
    return "shashki_" + roleWord(role);
}

DbStatus LoginAdmin::add(const std::string &name, HallRole role,
                         const std::optional<std::string> &password)
{
    const std::string context = "add login " + name;
    const auto exists =
        m_connection.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {name}, context);
    if (!exists)
        return exists.error();
    if (exists->rows() > 0)
        return DbError{"", "a login or role named " + name + " exists already", context};
    const auto group =
        m_connection.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {roleName(role)}, context);
    if (!group)
        return group.error();
    if (group->rows() == 0)
        return DbError{"",
                       "the role " + roleName(role) +
                           " is not on this server yet: `shashki db migrate` makes the roles",
                       context};
    PGconn *connection = m_connection.handle();
    const auto login = escaped(connection, name, true);
    if (!login)
        return quotingFailed(connection, context);
    std::string sql = "CREATE ROLE " + *login + " LOGIN IN ROLE " + roleName(role);
    if (password) {
        const std::unique_ptr<char, decltype(&PQfreemem)> hash(
            PQencryptPasswordConn(connection, password->c_str(), name.c_str(), "scram-sha-256"),
            &PQfreemem);
        if (!hash)
            return quotingFailed(connection, context);
        const auto literal = escaped(connection, hash.get(), false);
        if (!literal)
            return quotingFailed(connection, context);
        sql += " PASSWORD " + *literal;
    }
    return m_connection.execScript(sql, context);
}

DbStatus LoginAdmin::remove(const std::string &name)
{
    const std::string context = "remove login " + name;
    const auto member =
        m_connection.exec(std::string(memberships) + " AND m.rolname = $1", {name}, context);
    if (!member)
        return member.error();
    if (member->rows() == 0)
        return DbError{"", "there is no login " + name + " of the tournament hall's roles", context,
                       DbError::Kind::NotFound};
    PGconn *connection = m_connection.handle();
    const auto login = escaped(connection, name, true);
    if (!login)
        return quotingFailed(connection, context);
    return m_connection.execScript("DROP ROLE " + *login, context);
}

DbResult<std::vector<HallLogin>> LoginAdmin::list()
{
    const auto found = m_connection.exec(
        std::string(memberships) + " ORDER BY m.rolname, g.rolname", {}, "list the logins");
    if (!found)
        return found.error();
    std::vector<HallLogin> logins;
    for (int row = 0; row < found->rows(); ++row) {
        HallLogin login;
        login.name = found->value(row, 0);
        const std::string group = found->value(row, 1);
        login.role = roleOfWord(std::string_view(group).substr(std::string_view("shashki_").size()))
                         .value_or(HallRole::Viewer);
        logins.push_back(std::move(login));
    }
    return logins;
}

DbResult<CurrentLogin> currentLogin(SqlSession &session)
{
    // A superuser is a member of every role: the owner's rights are asked first.
    auto found = session.run(
        QStringLiteral(
            "SELECT current_user::text, "
            "coalesce((SELECT r.rolsuper FROM pg_roles r WHERE r.rolname = current_user), false) "
            "OR EXISTS (SELECT 1 FROM pg_tables t WHERE t.schemaname = 'public' "
            "AND t.tablename = 'tournaments' AND t.tableowner = current_user), "
            "pg_has_role(current_user, 'shashki_chief', 'MEMBER'), "
            "pg_has_role(current_user, 'shashki_judge', 'MEMBER'), "
            "pg_has_role(current_user, 'shashki_viewer', 'MEMBER')"),
        {}, "read the login's role");
    if (!found)
        return found.error();
    found->next();
    CurrentLogin login;
    login.name = found->value(0).toString().toStdString();
    login.owner = found->value(1).toBool();
    if (login.owner || found->value(2).toBool())
        login.role = HallRole::Chief;
    else if (found->value(3).toBool())
        login.role = HallRole::Judge;
    else if (found->value(4).toBool())
        login.role = HallRole::Viewer;
    return login;
}

} // namespace db
