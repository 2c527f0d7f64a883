#include "embeddedcluster.h"

#include <QProcess>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <grp.h>
#include <limits>
#include <pwd.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace db {

namespace {

bool asRoot()
{
    return geteuid() == 0;
}

// Makes `dir` (and its parents) with `mode`, owned by the server's account.
DbStatus makeOwnedDirectory(const std::filesystem::path &dir, mode_t mode)
{
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error)
        return DbError{"", error.message(), "create " + dir.string()};
    if (::chmod(dir.c_str(), mode) != 0)
        return DbError{"", std::system_category().message(errno), "chmod " + dir.string()};
    if (asRoot()) {
        const passwd *postgres = ::getpwnam("postgres");
        if (!postgres)
            return DbError{"", "there is no postgres account (install the postgresql package)",
                           "prepare the embedded cluster"};
        if (::chown(dir.c_str(), postgres->pw_uid, postgres->pw_gid) != 0)
            return DbError{"", std::system_category().message(errno), "chown " + dir.string()};
    }
    return std::nullopt;
}

} // namespace

EmbeddedCluster::EmbeddedCluster(std::filesystem::path root) : m_root(std::move(root)) {}

std::optional<std::filesystem::path> EmbeddedCluster::defaultRoot()
{
    if (asRoot())
        return "/var/lib/shashki/cluster";
    std::error_code error;
    if (const char *data = std::getenv("XDG_DATA_HOME"); data && *data)
        return std::filesystem::absolute(std::filesystem::path(data) / "shashki" / "cluster",
                                         error);
    if (const char *home = std::getenv("HOME"); home && *home)
        return std::filesystem::absolute(
            std::filesystem::path(home) / ".local" / "share" / "shashki" / "cluster", error);
    return std::nullopt;
}

std::filesystem::path EmbeddedCluster::binDir()
{
    // Asked once per process: every pg_ctl call needs it.
    static const std::filesystem::path found = [] {
        QProcess config;
        config.start(QStringLiteral("pg_config"), {QStringLiteral("--bindir")});
        if (config.waitForFinished(10000) && config.exitCode() == 0) {
            const std::filesystem::path dir =
                config.readAllStandardOutput().trimmed().toStdString();
            if (std::filesystem::exists(dir / "initdb"))
                return dir;
        }
        std::filesystem::path newest;
        std::error_code error;
        for (const auto &entry : std::filesystem::directory_iterator("/usr/lib/postgresql", error))
            if (std::filesystem::exists(entry.path() / "bin" / "initdb") &&
                (newest.empty() || entry.path().filename() > newest.parent_path().filename()))
                newest = entry.path() / "bin";
        return newest;
    }();
    return found;
}

bool EmbeddedCluster::initialized() const
{
    std::error_code error;
    return std::filesystem::exists(dataDir() / "PG_VERSION", error);
}

bool EmbeddedCluster::running() const
{
    // What `pg_ctl status` does, without starting a process (through runuser, as root) each time
    // a command asks: the postmaster's pid is the first line of postmaster.pid, which the server
    // removes when it stops; a process with that pid exists (EPERM: it does, but is not ours).
    std::ifstream pidFile(dataDir() / "postmaster.pid");
    long pid = 0;
    if (!(pidFile >> pid) || pid <= 0 || pid > std::numeric_limits<pid_t>::max())
        return false;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

DbStatus EmbeddedCluster::run(const std::string &program, const QStringList &arguments,
                              const std::string &context, int *exitCode) const
{
    const std::filesystem::path bin = binDir();
    if (bin.empty())
        return DbError{"", "PostgreSQL's programs were not found (install postgresql)", context};
    const QString path = QString::fromStdString(bin / program);
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    // Start in a directory the server's account can read, whoever we are.
    process.setWorkingDirectory(QStringLiteral("/"));
    if (asRoot())
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"),
                                  QStringLiteral("--"), path} +
                          arguments);
    else
        process.start(path, arguments);
    if (!process.waitForFinished(120000))
        return DbError{"", "did not finish: " + process.errorString().toStdString(), context};
    const int code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    if (exitCode) {
        *exitCode = code;
        return std::nullopt; // the caller judges the exit code
    }
    if (code != 0)
        return DbError{"", process.readAll().trimmed().toStdString(), context};
    return std::nullopt;
}

DbStatus EmbeddedCluster::prepareDirectories() const
{
    std::error_code error;
    std::filesystem::create_directories(m_root, error);
    if (error)
        return DbError{"", error.message(), "create " + m_root.string()};
    // The server's account must be able to pass through the root folder.
    if (asRoot() && ::chmod(m_root.c_str(), 0755) != 0)
        return DbError{"", std::system_category().message(errno), "chmod " + m_root.string()};
    for (const auto &dir : {dataDir(), socketDir(), logFile().parent_path()})
        if (auto failure = makeOwnedDirectory(dir, 0700))
            return failure;
    return std::nullopt;
}

DbStatus EmbeddedCluster::initialize(Durability durability)
{
    if (initialized())
        return std::nullopt;
    if (auto failure = prepareDirectories())
        return failure;
    QStringList arguments{QStringLiteral("-D"),
                          QString::fromStdString(dataDir()),
                          QStringLiteral("-U"),
                          QStringLiteral("postgres"),
                          QStringLiteral("-A"),
                          QStringLiteral("trust"),
                          QStringLiteral("-E"),
                          QStringLiteral("UTF8"),
                          QStringLiteral("--locale=C.UTF-8"),
                          QStringLiteral("--no-instructions")};
    if (durability == Durability::Throwaway)
        arguments << QStringLiteral("--no-sync");
    if (auto failure = run("initdb", arguments, "initdb " + dataDir().string()))
        return failure;
    if (durability == Durability::Durable)
        return std::nullopt;
    // The settings of a throwaway cluster, read by every later start of the server.
    const auto config = dataDir() / "postgresql.conf";
    std::ofstream out(config, std::ios::app);
    out << "\n# A throwaway cluster (EmbeddedCluster::Durability::Throwaway): nothing is "
           "flushed to disk.\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n";
    out.close();
    if (!out)
        return DbError{"", "could not be written", "configure " + config.string()};
    return std::nullopt;
}

DbStatus EmbeddedCluster::start(const std::string &database)
{
    // One start at a time: two commands started together on a stopped cluster would both run
    // initdb or pg_ctl start, and both create the database; the second waits here, then finds
    // the server running and the database made.
    std::error_code made;
    std::filesystem::create_directories(m_root, made);
    if (made)
        return DbError{"", made.message(), "create " + m_root.string()};
    const auto lockPath = m_root / "start.lock";
    const int lockFd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lockFd < 0)
        return DbError{"", std::system_category().message(errno), "open " + lockPath.string()};
    const struct StartLock
    {
        int fd;
        ~StartLock() { ::close(fd); } // closing releases the lock
    } startLock{lockFd};
    while (::flock(lockFd, LOCK_EX) != 0)
        if (errno != EINTR)
            return DbError{"", std::system_category().message(errno), "lock " + lockPath.string()};
    if (auto failure = initialize())
        return failure;
    if (!running()) {
        if (auto failure = prepareDirectories())
            return failure;
        QString options = QStringLiteral("-k '%1' -c listen_addresses=''")
                              .arg(QString::fromStdString(socketDir()));
        if (m_localhostPort)
            options = QStringLiteral("-k '%1' -c listen_addresses='127.0.0.1' -p %2")
                          .arg(QString::fromStdString(socketDir()))
                          .arg(*m_localhostPort);
        if (auto failure =
                run("pg_ctl",
                    {QStringLiteral("-D"), QString::fromStdString(dataDir()), QStringLiteral("-l"),
                     QString::fromStdString(logFile()), QStringLiteral("-w"), QStringLiteral("-t"),
                     QStringLiteral("60"), QStringLiteral("-o"), options, QStringLiteral("start")},
                    "start the embedded PostgreSQL (log: " + logFile().string() + ")"))
            return failure;
    }
    auto admin = PgConnection::open(connectionString("postgres"));
    if (!admin)
        return admin.error();
    PgConnection &connection = admin.value();
    const auto exists = connection.exec("SELECT 1 FROM pg_database WHERE datname = $1", {database},
                                        "look for database " + database);
    if (!exists)
        return exists.error();
    if (exists->rows() == 0) {
        // A database name is an identifier and cannot be bound: quote it as one.
        std::string quoted = "\"";
        for (char c : database)
            quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
        quoted += '"';
        if (auto failure =
                connection.execScript("CREATE DATABASE " + quoted, "create database " + database))
            return failure;
    }
    return std::nullopt;
}

DbStatus EmbeddedCluster::stop()
{
    if (!running())
        return std::nullopt;
    return run("pg_ctl",
               {QStringLiteral("-D"), QString::fromStdString(dataDir()), QStringLiteral("-m"),
                QStringLiteral("fast"), QStringLiteral("-w"), QStringLiteral("stop")},
               "stop the embedded PostgreSQL");
}

std::string EmbeddedCluster::connectionString(const std::string &database) const
{
    return "host=" + PgConnection::quotedValue(socketDir().string()) +
           (m_localhostPort ? " port=" + std::to_string(*m_localhostPort) : std::string()) +
           " user=postgres dbname=" + PgConnection::quotedValue(database);
}

} // namespace db
