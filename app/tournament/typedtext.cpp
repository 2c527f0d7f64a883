#include "typedtext.h"

#include <cstdio>

namespace app {

namespace {

// The length of the UTF-8 sequence a lead byte starts and its payload bits; 0 when it is no
// lead byte.
std::size_t sequenceLength(unsigned char lead, char32_t &point)
{
    if (lead < 0x80) {
        point = lead;
        return 1;
    }
    if ((lead & 0xE0) == 0xC0) {
        point = lead & 0x1F;
        return 2;
    }
    if ((lead & 0xF0) == 0xE0) {
        point = lead & 0x0F;
        return 3;
    }
    if ((lead & 0xF8) == 0xF0) {
        point = lead & 0x07;
        return 4;
    }
    return 0;
}

// The code point at text[i] and its length; nullopt when no valid sequence starts there.
std::optional<std::pair<char32_t, std::size_t>> decodeAt(std::string_view text, std::size_t i)
{
    char32_t point = 0;
    const std::size_t length = sequenceLength(static_cast<unsigned char>(text[i]), point);
    if (length == 0 || i + length > text.size())
        return std::nullopt;
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0) != 0x80)
            return std::nullopt;
        point = (point << 6) | (next & 0x3F);
    }
    constexpr char32_t shortest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (point < shortest[length] || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF))
        return std::nullopt;
    return std::pair{point, length};
}

} // namespace

std::optional<std::vector<char32_t>> codePoints(std::string_view text)
{
    std::vector<char32_t> points;
    for (std::size_t i = 0; i < text.size();) {
        const auto decoded = decodeAt(text, i);
        if (!decoded)
            return std::nullopt;
        points.push_back(decoded->first);
        i += decoded->second;
    }
    return points;
}

bool isHiddenCharacter(char32_t point)
{
    return point < 0x20 || (point >= 0x7F && point <= 0x9F) || point == 0x2028 || point == 0x2029 ||
           (point >= 0x200B && point <= 0x200F) || (point >= 0x202A && point <= 0x202E) ||
           (point >= 0x2060 && point <= 0x2064) || (point >= 0x2066 && point <= 0x2069) ||
           point == 0xFEFF;
}

std::optional<TextFault> textFault(std::string_view text, std::size_t maxCharacters)
{
    const auto points = codePoints(text);
    if (!points)
        return TextFault::NotUtf8;
    for (const char32_t point : *points)
        if (isHiddenCharacter(point))
            return TextFault::ControlCharacter;
    if (points->size() > maxCharacters)
        return TextFault::TooLong;
    return std::nullopt;
}

std::string_view firstCharacters(std::string_view text, std::size_t count)
{
    // A character starts at every byte but the continuation bytes (10xxxxxx).
    std::size_t seen = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 && seen++ == count)
            return text.substr(0, i);
    return text;
}

std::string visibleText(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    char escape[16];
    for (std::size_t i = 0; i < text.size();) {
        const auto decoded = decodeAt(text, i);
        if (!decoded) {
            std::snprintf(escape, sizeof escape, "\\x%02X", static_cast<unsigned char>(text[i]));
            out += escape;
            ++i;
            continue;
        }
        const auto [point, length] = *decoded;
        if (point == '\n')
            out += "\\n";
        else if (point == '\r')
            out += "\\r";
        else if (point == '\t')
            out += "\\t";
        else if (isHiddenCharacter(point)) {
            std::snprintf(escape, sizeof escape, "\\u%04X", static_cast<unsigned>(point));
            out += escape;
        } else
            out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

} // namespace app
