// app::typedDate and app::dateText: a tournament's dates typed as 2026-11-28 or 28.11.2026,
// stored as ISO 8601, shown in Russian as 28.11.2026.
#include "app/tournament/tournamentdate.h"

#include <catch2/catch.hpp>

namespace tournamentdate_test {

using app::typedDate;

TEST_CASE("a date typed either way is stored as ISO 8601", "[tournamentdate]")
{
    CHECK(typedDate("2026-11-28") == std::optional<std::string>("2026-11-28"));
    CHECK(typedDate("28.11.2026") == std::optional<std::string>("2026-11-28"));
    CHECK(typedDate("1.2.2026") == std::optional<std::string>("2026-02-01"));
    CHECK(typedDate("29.02.2024") == std::optional<std::string>("2024-02-29")); // a leap year
    CHECK(typedDate("29.02.2000") == std::optional<std::string>("2000-02-29"));
    CHECK_FALSE(typedDate("29.02.1900")); // not one
    CHECK_FALSE(typedDate("29.02.2026"));
    CHECK_FALSE(typedDate("31.04.2026"));
    CHECK_FALSE(typedDate("2026-13-01"));
    CHECK_FALSE(typedDate("2026-00-10"));
    CHECK_FALSE(typedDate("00.10.2026"));
    CHECK_FALSE(typedDate("28.11.26"));
    CHECK_FALSE(typedDate("28/11/2026"));
    CHECK_FALSE(typedDate("2026-11-28x"));
    CHECK_FALSE(typedDate("+8.11.2026"));
    CHECK_FALSE(typedDate("123.11.2026"));
    CHECK_FALSE(typedDate(""));
}

TEST_CASE("an ISO date as the language writes it", "[tournamentdate]")
{
    CHECK(app::dateText("2026-12-01", reports::Language::Russian) == "01.12.2026");
    CHECK(app::dateText("2026-12-01", reports::Language::English) == "2026-12-01");
    CHECK(app::dateText("декабрь", reports::Language::Russian) == "декабрь");
}

} // namespace tournamentdate_test
