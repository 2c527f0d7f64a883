// The shape of well-formed UTF-8 (Unicode 15, table 3-7), shared by everything that checks text:
// the JSON writer, the input decoder, the terminal filter. No overlong forms, no surrogates,
// nothing above U+10FFFF.
#pragma once

namespace arbiter {

// How a sequence that starts with `lead` goes on: the number of bytes that follow it, and the
// range the first of them must be in (any others are 0x80–0xBF). `follow` is 0 for an ASCII
// byte and -1 for a byte no sequence starts with.
struct Utf8Lead
{
    int follow;
    unsigned char low;
    unsigned char high;
};

constexpr Utf8Lead utf8Lead(unsigned char lead)
{
    if (lead < 0x80)
        return {0, 0x80, 0xBF};
    if (lead >= 0xC2 && lead <= 0xDF)
        return {1, 0x80, 0xBF};
    if (lead >= 0xE0 && lead <= 0xEF)
        return {2, static_cast<unsigned char>(lead == 0xE0 ? 0xA0 : 0x80),
                static_cast<unsigned char>(lead == 0xED ? 0x9F : 0xBF)};
    if (lead >= 0xF0 && lead <= 0xF4)
        return {3, static_cast<unsigned char>(lead == 0xF0 ? 0x90 : 0x80),
                static_cast<unsigned char>(lead == 0xF4 ? 0x8F : 0xBF)};
    return {-1, 0x80, 0xBF};
}

} // namespace arbiter
