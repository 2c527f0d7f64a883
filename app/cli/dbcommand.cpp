#include "dbcommand.h"

#include "commandline.h"
#include "db/clustersession.h"
#include "db/migrator.h"

#include <QProcess>
#include <cstdlib>
#include <ostream>

namespace app {

namespace {

constexpr std::string_view usage =
    R"(Usage: shashki db status|start|stop|migrate [--db URL]
       shashki db backup FILE [--db URL]
       shashki db restore FILE [--db URL]

The tournament database. With --db URL (or $SHASHKI_DB: a libpq connection URI or service name;
passwords belong in ~/.pgpass) it is a shared server; without, the tool's own PostgreSQL cluster
in $SHASHKI_CLUSTER_DIR, else ~/.local/share/shashki/cluster (/var/lib/shashki/cluster as root),
created on first use and reached through a private unix socket only.
  status   the server, the database and its migrations
  start    start the embedded server and keep it running (until db stop)
  stop     stop the embedded server
  migrate  apply the pending schema migrations
  backup   write the database to FILE (pg_dump, custom format)
  restore  replace the database's contents by those of FILE (pg_restore, one transaction)
A command that needs the embedded server starts it and stops it again when it is done, unless
db start started it or another client still uses it.
)";

// Runs pg_dump or pg_restore from the server's bin folder.
db::DbStatus runTool(const std::string &tool, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QString::fromStdString(db::EmbeddedCluster::binDir() / tool), arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return db::DbError{"", process.readAll().trimmed().toStdString(), tool};
    return std::nullopt;
}

int fail(std::ostream &err, const std::string &action, const db::DbError &error)
{
    err << "shashki db " << action << ": " << error.text() << "\n";
    return ChecksFailed;
}

} // namespace

int runDb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty() || args.front() == "--help") {
        (args.empty() ? err : out) << usage;
        return args.empty() ? BadUsage : Success;
    }
    const std::string action = args.front();
    const bool takesFile = action == "backup" || action == "restore";
    if (!takesFile && action != "status" && action != "start" && action != "stop" &&
        action != "migrate") {
        err << "shashki db: unknown action '" << action << "'; see shashki db --help\n";
        return BadUsage;
    }
    const CommandLine options({args.begin() + 1, args.end()}, {{"db", true}, {"help", false}});
    if (const auto finished = options.handleUsage("db " + action, usage, out, err, takesFile))
        return *finished;
    if (takesFile && options.positional().empty()) {
        err << "shashki db " << action << ": expected a FILE\n";
        return BadUsage;
    }

    const std::optional<std::string> url = databaseUrl(options);
    db::EmbeddedCluster cluster(embeddedClusterRoot());
    if (url && (action == "start" || action == "stop")) {
        err << "shashki db " << action << ": the server at --db/SHASHKI_DB is not managed by "
            << "shashki\n";
        return BadUsage;
    }

    if (action == "start") {
        if (auto failure = cluster.start())
            return fail(err, action, *failure);
        std::filesystem::remove(cluster.root() / "on-demand"); // kept running until db stop
        out << "embedded PostgreSQL running in " << cluster.root().string() << "\n";
        return Success;
    }
    if (action == "stop") {
        if (auto failure = cluster.stop())
            return fail(err, action, *failure);
        out << "embedded PostgreSQL stopped\n";
        return Success;
    }
    if (action == "status" && !url) {
        out << "embedded PostgreSQL in " << cluster.root().string() << ": "
            << (!cluster.initialized() ? "not created yet"
                : cluster.running()    ? "running"
                                       : "stopped")
            << "\n";
        if (!cluster.running())
            return Success;
    }

    std::unique_ptr<db::ClusterSession> session;
    std::string conninfo;
    if (url) {
        conninfo = *url;
    } else {
        auto opened = db::ClusterSession::open(cluster);
        if (!opened)
            return fail(err, action, opened.error());
        session = std::move(opened.value());
        conninfo = cluster.connectionString();
    }

    if (takesFile) {
        const QString file = QString::fromStdString(options.positional().front());
        const auto failure =
            action == "backup"
                ? runTool("pg_dump",
                          {QStringLiteral("--format=custom"), QStringLiteral("--file"), file,
                           QStringLiteral("--dbname"), QString::fromStdString(conninfo)})
                : runTool("pg_restore",
                          {QStringLiteral("--clean"), QStringLiteral("--if-exists"),
                           QStringLiteral("--single-transaction"), QStringLiteral("--no-owner"),
                           QStringLiteral("--dbname"), QString::fromStdString(conninfo), file});
        if (failure)
            return fail(err, action, *failure);
        out << (action == "backup" ? "backed up to " : "restored from ") << file.toStdString()
            << "\n";
        return Success;
    }

    auto connection = db::PgConnection::open(conninfo);
    if (!connection)
        return fail(err, action, connection.error());
    db::Migrator migrator(connection.value());
    if (action == "migrate") {
        const auto applied = migrator.migrate();
        if (!applied)
            return fail(err, action, applied.error());
        for (const db::Migration &migration : *applied)
            out << "applied " << migration.name << "\n";
    }
    const auto status = migrator.status();
    if (!status)
        return fail(err, action, status.error());
    out << "database: " << status->applied.size() << " migrations applied, "
        << status->pending.size() << " pending";
    for (const db::Migration &pending : status->pending)
        out << (&pending == &status->pending.front() ? " (" : ", ") << pending.name;
    out << (status->pending.empty() ? "" : ")") << "\n";
    return Success;
}

} // namespace app
