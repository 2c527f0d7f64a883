// The throwaway PostgreSQL server of the database tests: started in a temporary folder on first
// use (as the postgres account when run as root), stopped at the end of the test process. With
// the helpers the tests share.
#pragma once

#include "db/embeddedcluster.h"
#include "db/migrator.h"
#include "db/pgconnection.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace dbtest {

class TestServer
{
public:
    // With `localhostPort`, the server also listens on 127.0.0.1 at that port (TCP).
    explicit TestServer(std::optional<int> localhostPort = std::nullopt);
    ~TestServer();
    TestServer(const TestServer &) = delete;
    TestServer &operator=(const TestServer &) = delete;

    db::EmbeddedCluster &cluster() { return m_cluster; }

    // A new empty database `name`, and a connection to it.
    db::PgConnection freshDatabase(const std::string &name);
    db::PgConnection connect(const std::string &database);
    std::string connectionString(const std::string &database)
    {
        return m_cluster.connectionString(database);
    }
    // Over TCP to 127.0.0.1: only for a server made with a localhost port.
    std::string tcpConnectionString(const std::string &database);

private:
    std::filesystem::path m_root;
    db::EmbeddedCluster m_cluster;
};

// The one server of this process; also makes the QCoreApplication that QtSql and live updates
// need, unless the process has its application already.
TestServer &server();
// A second server of this process, which also listens on a free TCP port of 127.0.0.1 (its own
// folder and cluster: the first one keeps the socket only, at port 5432).
TestServer &tcpServer();

// A connection as login `user` (the test server trusts its socket).
db::PgConnection loginAs(const std::string &database, const std::string &user);
// The SQLSTATE of a statement that must fail.
std::string failureOf(db::PgConnection &connection, const std::string &sql,
                      const std::vector<std::optional<std::string>> &parameters = {});
void mustRun(db::PgConnection &connection, const std::string &sql,
             const std::vector<std::optional<std::string>> &parameters = {});
std::string scalar(db::PgConnection &connection, const std::string &sql);
// A fresh database `name` with every migration applied.
db::PgConnection migratedDatabase(const std::string &name);

} // namespace dbtest
