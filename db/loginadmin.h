// The logins of a tournament hall on a shared server (docs/storage.md, README "The tournament
// database"): each login is a member of one of the three roles of 0002 — shashki_chief,
// shashki_judge, shashki_viewer — and has that role's rights, no more. Creating and removing them
// needs an administrator's login (CREATEROLE, or the server's superuser).
#pragma once

#include "pgconnection.h"
#include "sqlsession.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace db {

enum class HallRole
{
    Chief,
    Judge,
    Viewer,
};

// "chief", "judge", "viewer": the word the command line takes and prints.
std::string roleWord(HallRole role);
// The role of that word; nullopt for any other.
std::optional<HallRole> roleOfWord(std::string_view word);
// "shashki_chief", …: the database role.
std::string roleName(HallRole role);

struct HallLogin
{
    std::string name;
    HallRole role = HallRole::Viewer;
};

// The login a session runs as, and what it may do: the owner of the schema (the embedded
// cluster's account, the administrator who migrated it) may do everything a chief arbiter may;
// otherwise the hall role it is a member of (the strongest, when several).
struct CurrentLogin
{
    std::string name;
    bool owner = false;
    std::optional<HallRole> role; // none: no role of the hall (reads nothing)
};

// The session's login, read from the server.
DbResult<CurrentLogin> currentLogin(SqlSession &session);

class LoginAdmin
{
public:
    explicit LoginAdmin(PgConnection &connection) : m_connection(connection) {}

    // A new login `name` in `role`; with `password` it may log in with it (stored as a SCRAM
    // hash computed here: the password itself never reaches the server or its logs). A login or
    // role of that name existing already is refused, and so is a role not made yet (db migrate).
    DbStatus add(const std::string &name, HallRole role,
                 const std::optional<std::string> &password);
    // Removes login `name`; only a login of one of the three roles (Kind::NotFound otherwise).
    // Its decisions keep its name.
    DbStatus remove(const std::string &name);
    // The hall's logins, by name.
    DbResult<std::vector<HallLogin>> list();

private:
    PgConnection &m_connection;
};

} // namespace db
