#include "json.h"

#include "arbiter/utf8.h"

#include <cstdio>

namespace arbiter::json {

namespace {

// The length of the well-formed UTF-8 sequence at `at` (RFC 3629: no overlong forms, no
// surrogates, nothing above U+10FFFF), or 0 when the bytes there are not one.
std::size_t utf8Length(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) {
        return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u;
    };
    const arbiter::Utf8Lead sequence = arbiter::utf8Lead(static_cast<unsigned char>(byte(0)));
    if (sequence.follow < 0)
        return 0;
    if (sequence.follow > 0 && (byte(1) < sequence.low || byte(1) > sequence.high))
        return 0;
    for (int i = 2; i <= sequence.follow; ++i)
        if ((byte(static_cast<std::size_t>(i)) & 0xC0u) != 0x80u)
            return 0;
    return static_cast<std::size_t>(sequence.follow) + 1;
}

} // namespace

std::string quote(std::string_view text)
{
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x80) {
            // Valid UTF-8 as it is; a byte that is not (a file in Windows-1251, a cut text)
            // becomes U+FFFD, so the output is always valid JSON.
            const std::size_t length = utf8Length(text, i);
            if (length == 0) {
                out += "\xEF\xBF\xBD";
            } else {
                out.append(text.substr(i, length));
                i += length - 1;
            }
            continue;
        }
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

} // namespace arbiter::json
