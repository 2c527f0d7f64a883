// pg_restore's data script read as data (db/dumpscriptreader.h): the lines of a shashki backup's
// data as pg_restore 15 writes them, and the statements a forged archive could put among them.
#include "db/dumpscriptreader.h"

#include <catch2/catch.hpp>

namespace dumpscriptreader_test {

using db::DumpScriptLine;
using db::DumpScriptReader;
using Kind = DumpScriptLine::Kind;

TEST_CASE("a backup's data script: header, COPY blocks and sequence values", "[db]")
{
    DumpScriptReader reader;
    const std::vector<std::pair<const char *, Kind>> header = {
        {"--", Kind::Ignored},
        {"-- PostgreSQL database dump", Kind::Ignored},
        {"", Kind::Ignored},
        {"\\restrict Hdd55twNb2B4Rz9sTdhnIugidYnZLqmYgxi11SfNqUDzgNahtfgxhzLKOtJn7cQ",
         Kind::Ignored},
        {"SET statement_timeout = 0;", Kind::Ignored},
        {"SET standard_conforming_strings = on;", Kind::Ignored},
        {"SELECT pg_catalog.set_config('search_path', '', false);", Kind::Ignored},
        {"SET client_min_messages = warning;", Kind::Ignored},
        {"SET default_tablespace = '';", Kind::Ignored},
    };
    for (const auto &[line, kind] : header) {
        INFO(line);
        CHECK(reader.read(line).kind == kind);
    }
    const DumpScriptLine encoding = reader.read("SET client_encoding = 'UTF8';");
    CHECK(encoding.kind == Kind::ClientEncoding);
    CHECK(encoding.name == "UTF8");

    const DumpScriptLine copy =
        reader.read("COPY public.decisions (id, \"before\", \"Odd \"\"name\", after) FROM stdin;");
    REQUIRE(copy.kind == Kind::CopyStart);
    CHECK(copy.schema == "public");
    CHECK(copy.name == "decisions");
    CHECK(copy.columns == std::vector<std::string>{"id", "before", "Odd \"name", "after"});
    CHECK(reader.insideCopy());
    // Inside a COPY block every line is a row, whatever it looks like.
    CHECK(reader.read("1\tSELECT evil();\t\\N\t{}").kind == Kind::CopyRow);
    CHECK(reader.read("SELECT evil();").kind == Kind::CopyRow);
    CHECK(reader.read("\\.").kind == Kind::CopyEnd);
    CHECK_FALSE(reader.insideCopy());

    const DumpScriptLine sequence =
        reader.read("SELECT pg_catalog.setval('public.players_id_seq', 18, true);");
    REQUIRE(sequence.kind == Kind::SequenceValue);
    CHECK(sequence.schema == "public");
    CHECK(sequence.name == "players_id_seq");
    CHECK(sequence.value == "18");
    CHECK(sequence.called);
    const DumpScriptLine quoted =
        reader.read("SELECT pg_catalog.setval('public.\"It''s\"', -3, false);");
    REQUIRE(quoted.kind == Kind::SequenceValue);
    CHECK(quoted.name == "It's");
    CHECK(quoted.value == "-3");
    CHECK_FALSE(quoted.called);
    CHECK(reader.lineNumber() == 16);
}

TEST_CASE("a data script's statements that are not a backup's data are unexpected", "[db]")
{
    const std::vector<const char *> lines = {
        "SELECT evil();",
        "INSERT INTO public.schema_migrations VALUES (1, '0001_schema.sql', 'x', now());",
        "COPY (SELECT 1) TO PROGRAM 'touch /tmp/x';",
        "COPY public.players (id) FROM stdin; SELECT evil();",
        "COPY public.players (id) FROM PROGRAM 'sh';",
        "COPY players (id) FROM stdin;",
        "COPY public.players FROM stdin;",
        "SELECT pg_catalog.setval('public.players_id_seq', 18, true); SELECT evil();",
        "SELECT pg_catalog.setval('public.players_id_seq', evil(), true);",
        "SELECT pg_catalog.setval('public.players_id_seq'', 1, true);",
        "SET client_encoding = 'UTF8'; SELECT 1;",
        "SET client_encoding = 'UTF8;evil';",
        "SET role = x; DROP TABLE players",
        "SET role = x; DROP TABLE players;",
        "SET search_path = public, evil;",
        "\\! touch /tmp/x",
        "\\restrict ab;cd",
        "CREATE FUNCTION evil() RETURNS void LANGUAGE sql AS 'SELECT 1';",
    };
    for (const char *line : lines) {
        INFO(line);
        DumpScriptReader reader;
        CHECK(reader.read(line).kind == Kind::Unexpected);
        CHECK_FALSE(reader.insideCopy());
    }
}

TEST_CASE("the fields of a row in COPY's text format", "[db]")
{
    const auto fields =
        DumpScriptReader::fields("11\t0011_withdrawal_rule.sql\t\\N\ta\\tb\\\\c\\nd");
    REQUIRE(fields.has_value());
    REQUIRE(fields->size() == 4);
    CHECK((*fields)[0] == "11");
    CHECK((*fields)[1] == "0011_withdrawal_rule.sql");
    CHECK_FALSE((*fields)[2].has_value());
    CHECK((*fields)[3] == "a\tb\\c\nd");
    CHECK(DumpScriptReader::fields("")->size() == 1);
    CHECK_FALSE(DumpScriptReader::fields("ends in a backslash\\").has_value());
    CHECK_FALSE(DumpScriptReader::fields("octal \\101").has_value());
}

} // namespace dumpscriptreader_test
