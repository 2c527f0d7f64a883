// arbiter::json::quote: always a valid JSON string, also from text that is not UTF-8.
#include "arbiter/json.h"

#include <catch2/catch.hpp>

namespace json_test {

TEST_CASE("JSON strings are valid UTF-8 whatever the input")
{
    CHECK(arbiter::json::quote("Куперман \"И.\"\n") == "\"Куперман \\\"И.\\\"\\n\"");
    CHECK(arbiter::json::quote(std::string("a\x01z")) == "\"a\\u0001z\"");
    // Windows-1251 "Коган" (bytes CA EE E3 E0 ED): every byte U+FFFD.
    CHECK(arbiter::json::quote("\xCA\xEE\xE3\xE0\xED") ==
          "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"");
    // An overlong form, a surrogate, a cut sequence and a byte above F4 are not UTF-8.
    CHECK(
        arbiter::json::quote("\xC0\x80|\xED\xA0\x80|\xE2\x82|\xF8") ==
        "\"\xEF\xBF\xBD\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD|\xEF\xBF\xBD\xEF\xBF\xBD|"
        "\xEF\xBF\xBD\"");
    // Four-byte characters pass.
    CHECK(arbiter::json::quote("\xF0\x9F\x98\x80") == "\"\xF0\x9F\x98\x80\"");
}

} // namespace json_test
