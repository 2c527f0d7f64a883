// PgConnection's conninfo with a password typed at the prompt (app/tournament/database.cpp): the
// same server, user and database as the conninfo given, whether it was a connection string or a
// URI, and the password quoted as libpq reads it.
#include "db/pgconnection.h"

#include <catch2/catch.hpp>

namespace pgconnection_test {

using db::PgConnection;

TEST_CASE("a conninfo with the password typed at the prompt", "[pgconnection]")
{
    CHECK(PgConnection::withPassword("host=/tmp/hall dbname=cup", "secret") ==
          "dbname='cup' host='/tmp/hall' password='secret'");
    // A URI becomes keyword/value pairs; a password it held is replaced.
    CHECK(PgConnection::withPassword("postgresql://anna:old@127.0.0.1:5433/cup", "new") ==
          "user='anna' dbname='cup' host='127.0.0.1' port='5433' password='new'");
    // Quotes and backslashes in the password (and in the values) are escaped.
    CHECK(PgConnection::withPassword(R"(dbname='it\'s')", R"(a'b\c)") ==
          R"(dbname='it\'s' password='a\'b\\c')");
    CHECK(PgConnection::withPassword("", "pw") == "password='pw'");
    // What libpq cannot read stays as it was: opening it gives libpq's own reason.
    CHECK(PgConnection::withPassword("dbname='unclosed", "pw") == "dbname='unclosed");
}

TEST_CASE("a password kept apart from what another program's command line may show",
          "[pgconnection]")
{
    // A URI's password (percent-encoded there) comes out decoded, the rest as keyword/value.
    const auto uri = PgConnection::splitPassword(
        "postgresql://petrova:s3cr%40t@hall.local:5433/shashki?sslmode=verify-full");
    REQUIRE(uri.ok());
    CHECK(uri->conninfo ==
          "user='petrova' dbname='shashki' host='hall.local' port='5433' sslmode='verify-full'");
    CHECK(uri->password == std::optional<std::string>("s3cr@t"));
    const auto keywords = PgConnection::splitPassword("host=/tmp/hall password='a b' dbname=cup");
    REQUIRE(keywords.ok());
    CHECK(keywords->conninfo == "dbname='cup' host='/tmp/hall'");
    CHECK(keywords->password == std::optional<std::string>("a b"));
    const auto none = PgConnection::splitPassword("service=hall");
    REQUIRE(none.ok());
    CHECK(none->conninfo == "service='hall'");
    CHECK_FALSE(none->password);
}

TEST_CASE("libpq's complaint about a connection string never quotes its password", "[pgconnection]")
{
    // libpq quotes the token it could not decode: here, the password.
    const auto bad = PgConnection::splitPassword("postgresql://petrova:se%zzcret@hall/shashki");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message == "invalid percent-encoded token: \"…\"");
    CHECK(bad.error().context == "read the connection string");
    // Opening it says the same, before libpq is asked to connect.
    const auto opened = PgConnection::open("postgresql://petrova:se%zzcret@hall/shashki");
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error().text() ==
          "read the connection string: invalid percent-encoded token: \"…\"");
    CHECK(
        PgConnection::withoutQuotes("missing \"=\" after \"secret\" in connection info string\n") ==
        "missing \"…\" after \"…\" in connection info string");
}

} // namespace pgconnection_test
