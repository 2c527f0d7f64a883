// db::BinaryArray: the bytes of PostgreSQL's binary array format, exactly, and what a real server
// reads from them as a parameter sent in binary (the import's batches, migrations/0023).
#include "db/binaryarray.h"
#include "testserver.h"

#include <catch2/catch.hpp>

namespace binaryarray_test {

using namespace db;
using namespace dbtest;

namespace {

std::string hex(const std::string &bytes)
{
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (const char byte : bytes) {
        const auto value = static_cast<unsigned char>(byte);
        out += digits[value >> 4];
        out += digits[value & 0xF];
    }
    return out;
}

// The server's text of `array` sent in binary as parameter $1 of `sql`.
std::string readBack(PgConnection &connection, const std::string &sql, const BinaryArray &array)
{
    const auto read = connection.execBinary(sql, {array.bytes()}, "read the array");
    INFO((read ? std::string() : read.error().message));
    REQUIRE(read.ok());
    return read->value(0, 0);
}

} // namespace

TEST_CASE("a binary array's bytes: header, then each element's length and big-endian bytes", "[db]")
{
    BinaryArray integers(BinaryArray::Element::Integer);
    // No element: no dimension, no nulls, the element's type.
    CHECK(hex(integers.bytes()) == "00000000"
                                   "00000000"
                                   "00000017");
    integers.addInteger(1);
    integers.addNull();
    integers.addInteger(-2);
    CHECK(integers.size() == 3);
    CHECK(hex(integers.bytes()) == "00000001"
                                   "00000001"
                                   "00000017"
                                   "00000003"
                                   "00000001"
                                   "00000004"
                                   "00000001"
                                   "ffffffff"
                                   "00000004"
                                   "fffffffe");
    // Empty again: no null left behind.
    integers.clear();
    integers.addInteger(258);
    CHECK(hex(integers.bytes()) == "00000001"
                                   "00000000"
                                   "00000017"
                                   "00000001"
                                   "00000001"
                                   "00000004"
                                   "00000102");

    BinaryArray small(BinaryArray::Element::SmallInt);
    small.addSmallInt(-1);
    CHECK(hex(small.bytes()) == "00000001"
                                "00000000"
                                "00000015"
                                "00000001"
                                "00000001"
                                "00000002"
                                "ffff");
    BinaryArray big(BinaryArray::Element::BigInt);
    big.addBigInt(0x0102030405060708);
    CHECK(hex(big.bytes()) == "00000001"
                              "00000000"
                              "00000014"
                              "00000001"
                              "00000001"
                              "00000008"
                              "0102030405060708");
    // jsonb: a version byte, then the text.
    BinaryArray json(BinaryArray::Element::Jsonb);
    json.addText("{}");
    CHECK(hex(json.bytes()) == "00000001"
                               "00000000"
                               "00000eda"
                               "00000001"
                               "00000001"
                               "00000003"
                               "017b7d");
}

TEST_CASE("a binary array is read by the server as it was made", "[db]")
{
    PgConnection connection = server().freshDatabase("binaryarray");
    BinaryArray integers(BinaryArray::Element::Integer);
    CHECK(readBack(connection, "SELECT cardinality($1::integer[])", integers) == "0");
    integers.addInteger(1);
    integers.addNull();
    integers.addInteger(-2147483647 - 1);
    CHECK(readBack(connection, "SELECT $1::integer[]::text", integers) == "{1,NULL,-2147483648}");
    BinaryArray big(BinaryArray::Element::BigInt);
    big.addBigInt(-9223372036854775807 - 1);
    big.addBigInt(9223372036854775807);
    CHECK(readBack(connection, "SELECT $1::bigint[]::text", big) ==
          "{-9223372036854775808,9223372036854775807}");
    BinaryArray small(BinaryArray::Element::SmallInt);
    small.addSmallInt(-32768);
    small.addSmallInt(50);
    CHECK(readBack(connection, "SELECT $1::smallint[]::text", small) == "{-32768,50}");
    // Text as it is: quotes, backslashes, braces, commas, tabs, line breaks, Cyrillic.
    BinaryArray text(BinaryArray::Element::Text);
    const std::string awkward = "a \"b\" \\c {d}, e\tf\r\nЖ";
    text.addText(awkward);
    text.addText("");
    CHECK(readBack(connection, "SELECT ($1::text[])[1]", text) == awkward);
    CHECK(readBack(connection, "SELECT ($1::text[])[2] = ''", text) == "t");
    BinaryArray json(BinaryArray::Element::Jsonb);
    json.addText(R"({"note": "tab\there", "n": 1})");
    json.addNull();
    CHECK(readBack(connection,
                   "SELECT ($1::jsonb[])[1]::text || '|' || "
                   "(($1::jsonb[])[2] IS NULL)::text",
                   json) == R"({"n": 1, "note": "tab\there"}|true)");
    // An array of another element type than the parameter's is refused, not misread.
    const auto refused = connection.execBinary("SELECT $1::bigint[]", {integers.bytes()});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().sqlState == "42804");
}

} // namespace binaryarray_test
