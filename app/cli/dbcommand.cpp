#include "dbcommand.h"

#include "app/tournament/backuprestore.h"
#include "app/tournament/database.h"
#include "app/tournament/databaseadmin.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/passwordprompt.h"
#include "commandline.h"

#include <cstdlib>
#include <ostream>

namespace app {

namespace {

constexpr std::string_view dbUsage =
    R"(Usage: shashki db status|start|stop|migrate [--db URL]
       shashki db backup FILE [--db URL]
       shashki db restore FILE [--db URL]
       shashki db user add NAME --role chief|judge|viewer [--password] [--db URL]
       shashki db user remove NAME [--db URL]
       shashki db user list [--db URL]

The tournament database. With --db URL (or $SHASHKI_DB: a libpq connection URI or service name;
passwords belong in ~/.pgpass) it is a shared server; without, the tool's own PostgreSQL cluster
in $SHASHKI_CLUSTER_DIR, else ~/.local/share/shashki/cluster (/var/lib/shashki/cluster as root),
created on first use and reached through a private unix socket only.
  status   the server, the database and its migrations
  start    start the embedded server and keep it running (until db stop)
  stop     stop the embedded server
  migrate  apply the pending schema migrations
  backup   write the database to FILE (pg_dump, custom format)
  restore  load FILE, a backup made by db backup, into an empty database: this program's
           migrations build the schema, then the backup's rows go in, in one transaction;
           anything else in FILE (functions, extensions …) is refused. Restoring other dumps
           is a database administrator's job (pg_restore by hand)
  user     the logins of a tournament hall on a shared server, each in one role: chief (pairs,
           enters players, changes settings), judge (results, game sheets, claims), viewer
           (reads); --password asks for the login's password (or reads a line of standard input)
           and stores only its SCRAM hash. Needs an administrator's login (CREATEROLE).
A command that needs the embedded server starts it and stops it again when it is done, unless
db start started it or another client still uses it.
)";

int fail(std::ostream &err, const std::string &action, const Problem &problem)
{
    err << "shashki db " << action << ": " << describe(problem) << "\n";
    return ChecksFailed;
}

int runUser(const std::vector<std::string> &words, const CommandLine &options,
            db::PgConnection &connection, std::ostream &out, std::ostream &err)
{
    const std::string verb = words.empty() ? std::string() : words.front();
    if (verb == "list" && words.size() == 1) {
        const auto logins = hallLogins(connection);
        if (!logins)
            return fail(err, "user list", logins.error());
        for (const HallLoginListing &login : *logins)
            out << login.name << "\t" << login.role << "\n";
        return Success;
    }
    if ((verb != "add" && verb != "remove") || words.size() != 2) {
        err << "shashki db user: expected add NAME --role ROLE, remove NAME or list\n";
        return BadUsage;
    }
    const std::string &name = words[1];
    if (verb == "remove") {
        if (options.has("role") || options.has("password")) {
            err << "shashki db user remove: takes only NAME\n";
            return BadUsage;
        }
        if (const auto failure = removeHallLogin(connection, name))
            return fail(err, "user remove", *failure);
        out << "removed login " << name << "\n";
        return Success;
    }
    const auto role = options.choiceOption("role", {"chief", "judge", "viewer"}, "db user", err);
    if (role.refused)
        return BadUsage;
    if (!role.value) {
        err << "shashki db user add: --role chief, judge or viewer is needed\n";
        return BadUsage;
    }
    std::optional<std::string> password;
    if (options.has("password")) {
        password = readPassword("password for " + name + ": ", err);
        if (!password) {
            err << "shashki db user add: no password was given\n";
            return BadUsage;
        }
    }
    // choiceOption took one of the three words.
    if (const auto failure = addHallLogin(connection, name, *role.value, password))
        return fail(err, "user add", *failure);
    out << "added login " << name << " (" << *role.value << ")\n";
    return Success;
}

} // namespace

int runDb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty() || args.front() == "--help") {
        (args.empty() ? err : out) << dbUsage;
        return args.empty() ? BadUsage : Success;
    }
    const std::string action = args.front();
    const bool takesFile = action == "backup" || action == "restore";
    const bool user = action == "user";
    if (!takesFile && !user && action != "status" && action != "start" && action != "stop" &&
        action != "migrate") {
        err << "shashki db: unknown action '" << action << "'; see shashki db --help\n";
        return BadUsage;
    }
    const CommandLine options({args.begin() + 1, args.end()},
                              {{"db", true}, {"help", false}, {"role", true}, {"password", false}});
    if (const auto finished = options.handleUsage("db " + action, dbUsage, out, err,
                                                  takesFile ? 1
                                                  : user    ? 2
                                                            : 0))
        return *finished;
    if (!user && (options.has("role") || options.has("password"))) {
        err << "shashki db " << action << ": --role and --password are options of db user\n";
        return BadUsage;
    }
    if (takesFile && options.positional().empty()) {
        err << "shashki db " << action << ": expected a FILE\n";
        return BadUsage;
    }

    const std::optional<std::string> url = databaseUrl(options);
    if (url && (action == "start" || action == "stop")) {
        err << "shashki db " << action << ": the server at --db/SHASHKI_DB is not managed by "
            << "shashki\n";
        return BadUsage;
    }

    if (action == "start") {
        const auto started = startEmbeddedCluster();
        if (!started)
            return fail(err, action, started.error());
        out << "embedded PostgreSQL running in " << started->string() << "\n";
        return Success;
    }
    if (action == "stop") {
        if (const auto failure = stopEmbeddedCluster())
            return fail(err, action, *failure);
        out << "embedded PostgreSQL stopped\n";
        return Success;
    }
    if (action == "status" && !url) {
        const EmbeddedClusterState cluster = embeddedClusterState();
        out << "embedded PostgreSQL in " << cluster.root.string() << ": "
            << (cluster.state == ClusterState::NotCreated ? "not created yet"
                : cluster.state == ClusterState::Running  ? "running"
                                                          : "stopped")
            << "\n";
        if (cluster.state != ClusterState::Running)
            return Success;
    }

    auto reached = reachDatabase(url);
    if (!reached)
        return fail(err, action, reached.error());
    Database &database = reached.value();

    if (action == "backup") {
        const std::string file = options.positional().front();
        if (const auto problem = backUpDatabase(database, file))
            return fail(err, action, *problem);
        out << "backed up to " << file << "\n";
        return Success;
    }
    if (const auto failure = connectDatabase(database))
        return fail(err, action, *failure);
    db::PgConnection &connection = *database.connection;
    if (takesFile) {
        // Never pg_restore into the database: the archive's SQL could run anything as the
        // server's account. Its rows only, into an empty database (backuprestore.h).
        const std::string file = options.positional().front();
        const auto restored = restoreBackup(connection, file);
        if (!restored) {
            err << "shashki db restore: " << describe(restored.error()) << "\n";
            return restored.error().code == ProblemCode::BackupUnreadable ? BadUsage : ChecksFailed;
        }
        out << "restored from " << file << ": " << restored->rows << " rows into "
            << restored->tables << " tables, schema at migration " << restored->migration << "\n";
        if (restored->pendingMigrations > 0)
            out << restored->pendingMigrations
                << " newer migrations are pending: shashki db migrate applies them\n";
        return Success;
    }
    if (user)
        return runUser(options.positional(), options, connection, out, err);
    if (action == "migrate") {
        const auto applied = migrateDatabase(connection);
        if (!applied)
            return fail(err, action, applied.error());
        for (const std::string &name : *applied)
            out << "applied " << name << "\n";
    }
    const auto status = migrationState(connection);
    if (!status)
        return fail(err, action, status.error());
    out << "database: " << status->applied << " migrations applied, " << status->pending.size()
        << " pending";
    for (std::size_t i = 0; i < status->pending.size(); ++i)
        out << (i == 0 ? " (" : ", ") << status->pending[i];
    out << (status->pending.empty() ? "" : ")") << "\n";
    return Success;
}

} // namespace app
