#include "databaseadmin.h"

#include "databaseproblem.h"
#include "db/embeddedcluster.h"
#include "db/loginadmin.h"
#include "db/migrator.h"
#include "filewriter.h"

#include <QProcess>
#include <QStringList>
#include <cassert>

namespace app {

arbiter::Result<EmbeddedClusterState, Problem> embeddedClusterState()
{
    const auto root = embeddedClusterRoot();
    if (!root)
        return root.error();
    const db::EmbeddedCluster cluster(*root);
    return EmbeddedClusterState{cluster.root(), !cluster.initialized() ? ClusterState::NotCreated
                                                : cluster.running()    ? ClusterState::Running
                                                                       : ClusterState::Stopped};
}

arbiter::Result<std::filesystem::path, Problem> startEmbeddedCluster()
{
    const auto root = embeddedClusterRoot();
    if (!root)
        return root.error();
    db::EmbeddedCluster cluster(*root);
    if (const auto failure = cluster.start())
        return databaseProblem(*failure);
    // Not marked as started on demand: kept running until `shashki db stop` (clustersession.h).
    std::filesystem::remove(cluster.root() / "on-demand");
    return cluster.root();
}

std::optional<Problem> stopEmbeddedCluster()
{
    const auto root = embeddedClusterRoot();
    if (!root)
        return root.error();
    db::EmbeddedCluster cluster(*root);
    if (const auto failure = cluster.stop())
        return databaseProblem(*failure);
    return std::nullopt;
}

namespace {

// Runs pg_dump from the server's bin folder; its own output is the error.
db::DbStatus runTool(const ToolRun &run)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setProcessEnvironment(run.environment);
    process.start(QString::fromStdString(db::EmbeddedCluster::binDir() / run.tool), run.arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return db::DbError{"", process.readAll().trimmed().toStdString(), run.tool};
    return std::nullopt;
}

} // namespace

arbiter::Result<ToolRun, Problem> backupRun(const std::string &conninfo,
                                            const std::filesystem::path &file)
{
    // The password in pg_dump's environment, which only this account can read, never on its
    // command line, which every local user can (/proc/PID/cmdline).
    const auto credentials = db::PgConnection::splitPassword(conninfo);
    if (!credentials)
        return databaseProblem(credentials.error());
    ToolRun run{"pg_dump",
                {QStringLiteral("--format=custom"), QStringLiteral("--file"),
                 QString::fromStdString(file.string()), QStringLiteral("--dbname"),
                 QString::fromStdString(credentials->conninfo)},
                QProcessEnvironment::systemEnvironment()};
    if (credentials->password)
        run.environment.insert(QStringLiteral("PGPASSWORD"),
                               QString::fromStdString(*credentials->password));
    return run;
}

std::optional<Problem> backUpDatabase(const Database &database, const std::filesystem::path &file)
{
    FileWriter writer(file);
    if (auto problem = writer.open())
        return problem;
    const auto run = backupRun(database.conninfo, writer.writingPath());
    if (!run)
        return run.error();
    if (const auto failure = runTool(*run))
        return databaseProblem(*failure);
    return writer.commit();
}

arbiter::Result<std::vector<std::string>, Problem> migrateDatabase(db::PgConnection &connection)
{
    const auto applied = db::Migrator(connection).migrate();
    if (!applied)
        return databaseProblem(applied.error());
    std::vector<std::string> names;
    for (const db::Migration &migration : *applied)
        names.push_back(migration.name);
    return names;
}

arbiter::Result<MigrationState, Problem> migrationState(db::PgConnection &connection)
{
    const auto status = db::Migrator(connection).status();
    if (!status)
        return databaseProblem(status.error());
    MigrationState state;
    state.applied = status->applied.size();
    for (const db::Migration &pending : status->pending)
        state.pending.push_back(pending.name);
    return state;
}

arbiter::Result<std::vector<HallLoginListing>, Problem> hallLogins(db::PgConnection &connection)
{
    const auto logins = db::LoginAdmin(connection).list();
    if (!logins)
        return databaseProblem(logins.error());
    std::vector<HallLoginListing> listing;
    for (const db::HallLogin &login : *logins)
        listing.push_back({login.name, db::roleWord(login.role)});
    return listing;
}

std::optional<Problem> addHallLogin(db::PgConnection &connection, const std::string &name,
                                    std::string_view roleWord,
                                    const std::optional<std::string> &password)
{
    const auto role = db::roleOfWord(roleWord);
    assert(role && "the caller takes only chief, judge or viewer");
    if (const auto failure = db::LoginAdmin(connection).add(name, *role, password))
        return databaseProblem(*failure);
    return std::nullopt;
}

std::optional<Problem> removeHallLogin(db::PgConnection &connection, const std::string &name)
{
    if (const auto failure = db::LoginAdmin(connection).remove(name))
        return databaseProblem(*failure);
    return std::nullopt;
}

} // namespace app
