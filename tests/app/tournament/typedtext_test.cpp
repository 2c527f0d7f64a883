// app::textFault and app::visibleText (typedtext.h): what a name may not hold, and hidden
// characters shown as escapes a reader sees.
#include "app/tournament/typedtext.h"

#include <catch2/catch.hpp>

namespace typedtext_test {

using app::TextFault;

TEST_CASE("text a person typed: UTF-8, no hidden character, not too long", "[text]")
{
    CHECK_FALSE(app::textFault("Кубок Тулы 2026", 200));
    CHECK_FALSE(app::textFault("", 200));
    CHECK(app::textFault("Кубок\nТулы", 200) == TextFault::ControlCharacter);
    CHECK(app::textFault("Cup\x7F", 200) == TextFault::ControlCharacter);
    // Invisible format characters: a right-to-left override, an isolate, a zero-width space, a
    // zero-width joiner, a word joiner, a byte order mark, the line separator.
    for (const char *hidden :
         {"\u202E", "\u2067", "\u200B", "\u200D", "\u2060", "\uFEFF", "\u2028"})
        CHECK(app::textFault(std::string("Кубок") + hidden + "Тулы", 200) ==
              TextFault::ControlCharacter);
    CHECK(app::textFault("Cup \xFF", 200) == TextFault::NotUtf8);
    CHECK(app::textFault("\xC0\xAF", 200) == TextFault::NotUtf8); // an overlong '/'
    // Characters, not bytes: five Cyrillic letters are ten bytes.
    CHECK_FALSE(app::textFault("Тулаа", 5));
    CHECK(app::textFault("Тулаая", 5) == TextFault::TooLong);
    CHECK(app::isHiddenCharacter(U'\u200E'));
    CHECK_FALSE(app::isHiddenCharacter(U'ё'));
    CHECK_FALSE(app::isHiddenCharacter(U' '));
}

TEST_CASE("hidden characters shown as escapes", "[text]")
{
    CHECK(app::visibleText("Кубок\nТулы\t2026\r") == "Кубок\\nТулы\\t2026\\r");
    CHECK(app::visibleText("A\u202EB") == "A\\u202EB");
    CHECK(app::visibleText("A\x01"
                           "B") == "A\\u0001B");
    CHECK(app::visibleText("bad \xFF byte") == "bad \\xFF byte");
    CHECK(app::visibleText("C:\\path ё") == "C:\\path ё");
}

TEST_CASE("the first characters of a text, not its first bytes", "[text]")
{
    CHECK(app::firstCharacters("Тула 2026", 4) == "Тула");
    CHECK(app::firstCharacters("Тула", 10) == "Тула");
    CHECK(app::firstCharacters("", 3).empty());
}

} // namespace typedtext_test
