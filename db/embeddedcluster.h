// The tool's own private PostgreSQL cluster, for one arbiter on one laptop (docs/storage.md §1).
//
// Layout under root(): data/ (the cluster, made by initdb on first use), socket/ (the server's
// unix socket: no TCP at all), log/server.log. The server trusts local connections, which only
// the owner of socket/ (mode 0700) can make. PostgreSQL refuses to run as root: when the tool
// runs as root, the server and initdb run as the `postgres` account (through runuser), which
// owns data/, socket/ and log/, and the default root is /var/lib/shashki/cluster.
#pragma once

#include "pgconnection.h"

#include <QStringList>
#include <filesystem>
#include <optional>
#include <string>

namespace db {

class EmbeddedCluster
{
public:
    explicit EmbeddedCluster(std::filesystem::path root);

    // $XDG_DATA_HOME/shashki/cluster (~/.local/share/shashki/cluster); /var/lib/shashki/cluster
    // for root. Always absolute (a relative XDG_DATA_HOME or HOME is taken from the current
    // folder now); nothing when neither XDG_DATA_HOME nor HOME says where a home is.
    static std::optional<std::filesystem::path> defaultRoot();
    // Where PostgreSQL's programs are (pg_config --bindir, or the newest /usr/lib/postgresql/N).
    static std::filesystem::path binDir();

    const std::filesystem::path &root() const { return m_root; }
    std::filesystem::path dataDir() const { return m_root / "data"; }
    std::filesystem::path socketDir() const { return m_root / "socket"; }
    std::filesystem::path logFile() const { return m_root / "log" / "server.log"; }

    // How the cluster keeps its data. Durable is every arbiter's cluster: each commit is on disk
    // before it is acknowledged. Throwaway is for test clusters that are deleted when the test
    // ends: initdb --no-sync, and the server runs with fsync, synchronous_commit and
    // full_page_writes off (written into the cluster's postgresql.conf, so every later start,
    // by whichever process, keeps it). A crash of the machine may lose such a cluster whole.
    enum class Durability
    {
        Durable,
        Throwaway
    };

    bool initialized() const;
    bool running() const;
    // initdb, when not done yet (an existing cluster keeps the durability it was made with).
    DbStatus initialize(Durability durability = Durability::Durable);
    // Initializes if needed, starts the server if it is not running, and makes sure the database
    // `database` exists.
    DbStatus start(const std::string &database = "shashki");
    DbStatus stop();

    // The libpq connection string for a database of this cluster (through the socket).
    std::string connectionString(const std::string &database = "shashki") const;

    // For tests of clients over TCP: from the next start(), the server also listens on
    // 127.0.0.1:`port`, and its socket is socket/.s.PGSQL.`port`. By default it has no TCP
    // listener at all and the socket's port is 5432.
    void listenOnLocalhost(int port) { m_localhostPort = port; }
    std::optional<int> localhostPort() const { return m_localhostPort; }

private:
    // Runs a PostgreSQL program (as postgres when we are root); `context` names the step.
    DbStatus run(const std::string &program, const QStringList &arguments,
                 const std::string &context, int *exitCode = nullptr) const;
    DbStatus prepareDirectories() const;

    std::filesystem::path m_root;
    std::optional<int> m_localhostPort;
};

} // namespace db
