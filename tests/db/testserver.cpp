#include "testserver.h"

#include "clustertemplate.h"

#include <QCoreApplication>
#include <arpa/inet.h>
#include <catch2/catch.hpp>
#include <memory>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace db;

namespace dbtest {

namespace {

// A TCP port of 127.0.0.1 that nobody listens on now: the kernel's choice for port 0.
int freeLocalhostPort()
{
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    REQUIRE(listener >= 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    const bool bound =
        ::bind(listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0 &&
        ::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length) == 0;
    ::close(listener);
    REQUIRE(bound);
    return ntohs(address.sin_port);
}

// The QCoreApplication that QtSql and live updates need, unless the process has its application
// already (the GUI tests make their QApplication first).
void makeApplication()
{
    static int argc = 1;
    static char name[] = "db_tests";
    static char *argv[] = {name, nullptr};
    static std::unique_ptr<QCoreApplication> application(
        QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv));
}

} // namespace

TestServer::TestServer(std::optional<int> localhostPort)
    : m_root(std::filesystem::temp_directory_path() /
             ("shashki-db-test-" + std::to_string(::getpid()) + (localhostPort ? "-tcp" : ""))),
      m_cluster(m_root)
{
    std::filesystem::remove_all(m_root);
    if (localhostPort)
        m_cluster.listenOnLocalhost(*localhostPort);
    if (auto failure = initializeThrowaway(m_cluster))
        FAIL("the test server was not initialized: " << failure->text());
    if (auto failure = m_cluster.start("postgres"))
        FAIL("the test server did not start: " << failure->text());
}

std::string TestServer::tcpConnectionString(const std::string &database)
{
    REQUIRE(m_cluster.localhostPort());
    return "host=127.0.0.1 port=" + std::to_string(*m_cluster.localhostPort()) +
           " user=postgres dbname=" + database;
}

TestServer::~TestServer()
{
    (void)m_cluster.stop();
    std::error_code error;
    std::filesystem::remove_all(m_root, error);
}

PgConnection TestServer::freshDatabase(const std::string &name)
{
    PgConnection admin = connect("postgres");
    REQUIRE_FALSE(admin.execScript("DROP DATABASE IF EXISTS " + name, "drop"));
    REQUIRE_FALSE(admin.execScript("CREATE DATABASE " + name, "create"));
    return connect(name);
}

PgConnection TestServer::connect(const std::string &database)
{
    auto connection = PgConnection::open(m_cluster.connectionString(database));
    INFO((connection ? std::string() : connection.error().text()));
    REQUIRE(connection.ok());
    return std::move(connection.value());
}

TestServer &server()
{
    makeApplication();
    static TestServer instance;
    return instance;
}

TestServer &tcpServer()
{
    makeApplication();
    static TestServer instance(freeLocalhostPort());
    return instance;
}

PgConnection loginAs(const std::string &database, const std::string &user)
{
    auto opened = PgConnection::open(server().connectionString(database) + " user=" + user);
    INFO((opened ? std::string() : opened.error().text()));
    REQUIRE(opened.ok());
    return std::move(opened.value());
}

std::string failureOf(PgConnection &connection, const std::string &sql,
                      const std::vector<std::optional<std::string>> &parameters)
{
    const auto result = connection.exec(sql, parameters);
    INFO(sql);
    REQUIRE_FALSE(result.ok());
    return result.error().sqlState;
}

void mustRun(PgConnection &connection, const std::string &sql,
             const std::vector<std::optional<std::string>> &parameters)
{
    const auto result = connection.exec(sql, parameters);
    INFO(sql << ": " << (result ? std::string() : result.error().text()));
    REQUIRE(result.ok());
}

std::string scalar(PgConnection &connection, const std::string &sql)
{
    const auto result = connection.exec(sql);
    INFO(sql << ": " << (result ? std::string() : result.error().text()));
    REQUIRE(result.ok());
    REQUIRE(result->rows() == 1);
    return result->value(0, 0);
}

PgConnection migratedDatabase(const std::string &name)
{
    PgConnection connection = server().freshDatabase(name);
    const auto applied = Migrator(connection).migrate();
    INFO((applied ? std::string() : applied.error().text()));
    REQUIRE(applied.ok());
    return connection;
}

} // namespace dbtest
