// app::wholeNumber: the one check of a whole number stored in JSON.
#include "app/tournament/jsonnumber.h"

#include <QJsonValue>
#include <catch2/catch.hpp>

namespace jsonnumber_test {

TEST_CASE("a whole number stored in JSON, and what is none", "[jsonnumber]")
{
    CHECK(app::wholeNumber(QJsonValue(7)) == std::optional<std::int64_t>(7));
    CHECK(app::wholeNumber(QJsonValue(-3)) == std::optional<std::int64_t>(-3));
    CHECK(app::wholeNumber(QJsonValue(9007199254740992.0)) ==
          std::optional<std::int64_t>(9007199254740992));
    CHECK_FALSE(app::wholeNumber(QJsonValue(1.5)));
    CHECK_FALSE(app::wholeNumber(QJsonValue(1e300)));
    CHECK_FALSE(app::wholeNumber(QJsonValue(QStringLiteral("7"))));
    CHECK_FALSE(app::wholeNumber(QJsonValue()));
    CHECK_FALSE(app::wholeNumber(QJsonValue(QJsonValue::Undefined)));
}

} // namespace jsonnumber_test
