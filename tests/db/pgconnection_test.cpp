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

} // namespace pgconnection_test
