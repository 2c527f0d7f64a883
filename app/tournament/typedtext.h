// Text a person typed or a file gave, for a name or a line that others will read: checked in one
// place (players' fields, tournaments' names, the decisions log's free text) and shown with what
// cannot be seen escaped.
//
// What is refused: bytes that are not UTF-8; control characters (C0, C1, DEL, the Unicode line
// and paragraph separators); and the invisible format characters that change how text around
// them reads — the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069), the zero-width space, joiners and direction marks (U+200B–U+200F, U+2060–U+2064)
// and the byte order mark (U+FEFF): a name "Иванов" with an override inside can print as
// another's.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

enum class TextFault
{
    NotUtf8,
    ControlCharacter, // a control or an invisible format character (above)
    TooLong,          // more characters (code points) than allowed
};

// The code points of UTF-8 `text`; nullopt when it is not UTF-8 (overlong forms, surrogates and
// values past U+10FFFF included).
std::optional<std::vector<char32_t>> codePoints(std::string_view text);

// A control character, or an invisible format character that changes how the text reads.
bool isHiddenCharacter(char32_t point);

// What is wrong with `text`, the first fault found (not UTF-8, then a hidden character, then
// the length: more than `maxCharacters` code points); nullopt when nothing is.
std::optional<TextFault> textFault(std::string_view text, std::size_t maxCharacters);

// The first `count` characters (code points) of UTF-8 `text`; all of it when it has fewer.
std::string_view firstCharacters(std::string_view text, std::size_t count);

// `text` with every hidden character written as an escape a reader sees — \n, \r, \t, else
// \u202E (four or more hex digits) — and every byte that is not UTF-8 as \xFF. A backslash stays
// as it is.
std::string visibleText(std::string_view text);

} // namespace app
