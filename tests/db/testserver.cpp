#include "testserver.h"

#include <QCoreApplication>
#include <catch2/catch.hpp>
#include <memory>
#include <unistd.h>

using namespace db;

namespace dbtest {

TestServer::TestServer()
    : m_root(std::filesystem::temp_directory_path() /
             ("shashki-db-test-" + std::to_string(::getpid()))),
      m_cluster(m_root)
{
    std::filesystem::remove_all(m_root);
    if (auto failure = m_cluster.start("postgres"))
        FAIL("the test server did not start: " << failure->text());
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
    // The GUI tests make their QApplication first; the others get a QCoreApplication here.
    static int argc = 1;
    static char name[] = "db_tests";
    static char *argv[] = {name, nullptr};
    static std::unique_ptr<QCoreApplication> application(
        QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv));
    static TestServer instance;
    return instance;
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
