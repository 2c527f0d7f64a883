// The table of contents of a pg_dump archive as pg_restore --list prints it (db/dumptoc.h). The
// lines are pg_restore 15's for a shashki database, and one that is not an entry.
#include "db/dumptoc.h"

#include <catch2/catch.hpp>

namespace dumptoc_test {

using db::DumpTocEntry;

TEST_CASE("pg_restore --list: each entry's id, type, schema and name, and its owner", "[db]")
{
    const std::string listing =
        ";\n"
        "; Archive created at 2026-11-30 14:02:27 UTC\n"
        ";     dbname: src\n"
        ";\n"
        "3562; 0 0 ACL - SCHEMA public pg_database_owner\n"
        "251; 1255 16621 FUNCTION public announce_change() postgres\n"
        "\n"
        "3552; 0 16553 TABLE DATA public claims postgres\n"
        "3382; 2620 16509 TRIGGER public pairings pairings_keep_seats "
        "shashki_owner\n"
        "3377; 2606 16567 FK CONSTRAINT public claims claims_game_id_fkey \n";
    const auto toc = db::parseDumpToc(listing);
    REQUIRE(toc.ok());
    REQUIRE(toc->size() == 5);
    const std::vector<std::pair<int, std::string>> expected = {
        {3562, "ACL - SCHEMA public"},
        {251, "FUNCTION public announce_change()"},
        {3552, "TABLE DATA public claims"},
        {3382, "TRIGGER public pairings pairings_keep_seats"},
        {3377, "FK CONSTRAINT public claims claims_game_id_fkey"},
    };
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK((*toc)[i].id == expected[i].first);
        CHECK((*toc)[i].description == expected[i].second);
    }
    CHECK((*toc)[0].owner == "pg_database_owner");
    CHECK((*toc)[3].owner == "shashki_owner");
    CHECK((*toc)[4].owner.empty()); // listed with --no-owner: a trailing space
    CHECK((*toc)[1].label() == "251 FUNCTION public announce_change()");
}

TEST_CASE("pg_restore --list: a line that is no entry is named by its number", "[db]")
{
    const auto notEntry = db::parseDumpToc("; comment\n251; 1255 16621 FUNCTION public f() x\n"
                                           "pg_restore: warning: something\n");
    REQUIRE_FALSE(notEntry.ok());
    CHECK(notEntry.error().line == 3);
    CHECK(notEntry.error().text == "pg_restore: warning: something");

    const auto noOids = db::parseDumpToc("251; FUNCTION public f() x\n");
    REQUIRE_FALSE(noOids.ok());
    CHECK(noOids.error().line == 1);
    CHECK_FALSE(db::parseDumpToc("251; 1255 16621 FUNCTION\n").ok()); // no owner after a type
    CHECK(db::parseDumpToc("").ok());
}

} // namespace dumptoc_test
