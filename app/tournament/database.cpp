#include "database.h"

#include "databaseproblem.h"
#include "db/migrator.h"
#include "messagecatalogue.h"
#include "passwordprompt.h"

#include <cstdlib>
#include <iostream>

namespace app {

std::optional<std::string> chosenDatabaseUrl(const std::optional<std::string> &url)
{
    if (url)
        return url;
    if (const char *env = std::getenv("SHASHKI_DB"); env && *env)
        return std::string(env);
    return std::nullopt;
}

arbiter::Result<std::filesystem::path, Problem> embeddedClusterRoot()
{
    // Absolute: a command started in another folder finds the same cluster.
    std::error_code error;
    if (const char *dir = std::getenv("SHASHKI_CLUSTER_DIR"); dir && *dir)
        return std::filesystem::absolute(dir, error);
    if (auto root = db::EmbeddedCluster::defaultRoot())
        return *root;
    return Problem{ProblemCode::ClusterHomeUnknown, {}};
}

namespace {

// The embedded cluster, in a client session that keeps it running while `database` uses it.
std::optional<Problem> joinEmbeddedCluster(Database &database)
{
    const auto root = embeddedClusterRoot();
    if (!root)
        return root.error();
    database.cluster = std::make_unique<db::EmbeddedCluster>(*root);
    auto session = db::ClusterSession::open(*database.cluster);
    if (!session)
        return databaseProblem(session.error());
    database.session = std::move(session.value());
    database.conninfo = database.cluster->connectionString();
    return std::nullopt;
}

} // namespace

arbiter::Result<Database, std::string> openDatabase(const std::optional<std::string> &url,
                                                    Language language)
{
    Database database;
    if (url) {
        database.conninfo = *url;
    } else if (auto problem = joinEmbeddedCluster(database)) {
        return describe(*problem, language);
    }
    auto connection = db::PgConnection::open(database.conninfo);
    // A password neither ~/.pgpass nor PGPASSWORD gave: asked on the terminal, then kept in the
    // conninfo that this database's other connections (the QtSql sessions) open.
    if (!connection && connection.error().sqlState == "28P01" && canAskPassword()) {
        if (const auto password =
                readPassword(language == Language::Russian ? "пароль для базы данных: "
                                                           : "password for the database: ",
                             std::cerr)) {
            database.conninfo = db::PgConnection::withPassword(database.conninfo, *password);
            connection = db::PgConnection::open(database.conninfo);
        }
    }
    if (!connection)
        return describe(databaseProblem(connection.error()), language);
    database.connection = std::make_unique<db::PgConnection>(std::move(connection.value()));
    db::Migrator migrator(*database.connection);
    if (!url) {
        // The embedded cluster is this account's own: its owner's first command migrates it.
        if (const auto migrated = migrator.migrate(); !migrated)
            return describe(databaseProblem(migrated.error()), language);
        return database;
    }
    // A shared server's schema is changed by `shashki db migrate` alone (its owner or the chief
    // arbiter's administrative login): every other command works with its role's rights and never
    // attempts DDL.
    const auto status = migrator.status();
    if (!status)
        return describe(databaseProblem(status.error()), language);
    if (!status->pending.empty())
        return describe(Problem{ProblemCode::DatabaseBehind,
                                {std::to_string(status->pending.size()),
                                 std::to_string(status->applied.size() + status->pending.size()),
                                 status->pending.front().name}},
                        language);
    return database;
}

} // namespace app

namespace app {

arbiter::Result<std::unique_ptr<db::SqlSession>, Problem> openSession(const Database &database)
{
    return openSession(database.conninfo);
}

arbiter::Result<std::unique_ptr<db::SqlSession>, Problem> openSession(const std::string &conninfo)
{
    auto opened = db::SqlSession::open(conninfo);
    if (!opened)
        return databaseProblem(opened.error());
    return std::move(opened.value());
}

arbiter::Result<Database, Problem> reachDatabase(const std::optional<std::string> &url)
{
    Database database;
    if (url) {
        database.conninfo = *url;
        return database;
    }
    if (auto problem = joinEmbeddedCluster(database))
        return *problem;
    return database;
}

std::optional<Problem> connectDatabase(Database &database)
{
    if (database.connection)
        return std::nullopt;
    auto connection = db::PgConnection::open(database.conninfo);
    if (!connection)
        return databaseProblem(connection.error());
    database.connection = std::make_unique<db::PgConnection>(std::move(connection.value()));
    return std::nullopt;
}

std::string serverOf(const db::SqlSession &session)
{
    return session.serverName();
}

bool isConnected(const db::SqlSession &session)
{
    return session.isConnected();
}

std::optional<Problem> checkConnection(db::SqlSession &session)
{
    if (const auto failure = session.ping())
        return databaseProblem(*failure);
    return std::nullopt;
}

std::optional<Problem> reconnect(db::SqlSession &session)
{
    if (const auto failure = session.reconnect())
        return databaseProblem(*failure);
    return std::nullopt;
}

arbiter::Result<db::CurrentLogin, Problem> currentLogin(db::SqlSession &session)
{
    auto login = db::currentLogin(session);
    if (!login)
        return databaseProblem(login.error());
    return std::move(login.value());
}

int connectionsLost()
{
    return db::SqlSession::connectionsLost();
}

} // namespace app
