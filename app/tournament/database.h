// The database a judge's action works on: a shared server named by its URL, or the embedded
// cluster of this account, kept running for as long as the Database lives.
// The command line and the desktop open it alike; neither passes its own options in.
#pragma once

#include "arbiter/result.h"
#include "db/clustersession.h"
#include "db/embeddedcluster.h"
#include "db/loginadmin.h"
#include "db/pgconnection.h"
#include "db/sqlsession.h"
#include "problem.h"
#include "reports/reportlanguage.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace app {

struct Database
{
    std::unique_ptr<db::EmbeddedCluster> cluster;
    std::unique_ptr<db::ClusterSession> session;
    std::string conninfo; // for more connections (QtSql stores)
    std::unique_ptr<db::PgConnection> connection;
};

// The shared server to use: `url` when given, else $SHASHKI_DB; nullopt for the embedded cluster.
std::optional<std::string> chosenDatabaseUrl(const std::optional<std::string> &url);
// Where the embedded cluster lives: $SHASHKI_CLUSTER_DIR, else its default (EmbeddedCluster),
// as an absolute path; ClusterHomeUnknown when neither says where.
arbiter::Result<std::filesystem::path, Problem> embeddedClusterRoot();

// Opens the server at `url`, or starts (or joins) the embedded cluster when there is none. The
// embedded cluster is migrated (it is this account's own); a shared server must be migrated
// already (`shashki db migrate`): a pending migration is refused, no DDL is attempted. The error
// says why, in `language` (the catalogue's words for the database's refusal).
arbiter::Result<Database, std::string>
openDatabase(const std::optional<std::string> &url,
             reports::Language language = reports::Language::English);

// A QtSql session on `database` (its conninfo), the handle every use case on the stores takes;
// the database's refusal as its Problem (databaseproblem.h).
arbiter::Result<std::unique_ptr<db::SqlSession>, Problem> openSession(const Database &database);
// A session on `conninfo` (a libpq connection string or URI); the database's refusal
// (unreachable, a wrong password) as its Problem.
arbiter::Result<std::unique_ptr<db::SqlSession>, Problem> openSession(const std::string &conninfo);

// The server `session` connects to ("localhost:5432"), for the window's status line.
std::string serverOf(const db::SqlSession &session);
// Whether the connection is up as last seen (no round trip).
bool isConnected(const db::SqlSession &session);
// One round trip: nothing, or why not (ConnectionLost when the connection is gone).
std::optional<Problem> checkConnection(db::SqlSession &session);
// The connection opened again after it was lost: nothing, or why not (ConnectionLost).
std::optional<Problem> reconnect(db::SqlSession &session);

// The login `session` runs as and its rights (db::currentLogin); the database's refusal as its
// Problem.
arbiter::Result<db::CurrentLogin, Problem> currentLogin(db::SqlSession &session);

// How many times a session of this process found its connection to the server lost
// (db::SqlSession::connectionsLost): a command that saw one exits with BadUsage.
int connectionsLost();

// What `shashki db` works on: the server at `url`, or the embedded cluster, started on demand and
// kept running while the Database lives. Neither migrated nor checked, and no connection opened
// yet (`connection` is null): the administrator's actions (databaseadmin.h) open what they need.
arbiter::Result<Database, Problem> reachDatabase(const std::optional<std::string> &url);

// Opens `database.connection` (libpq) when it is not open yet; the refusal as its Problem.
std::optional<Problem> connectDatabase(Database &database);

} // namespace app
