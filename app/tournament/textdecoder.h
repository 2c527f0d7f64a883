// Input files as UTF-8 text (issue 13). PDN, TRF and CSV files come in UTF-8 (with or without a
// byte order mark), in Windows-1251 (as many Russian draughts programs write them) and in UTF-16;
// TextDecoder finds which, or checks the encoding named by --encoding, and says where a file is
// none of them: a Problem naming the file, line, column, byte offset and the byte.
//
// What is found, in this order:
//   - a byte order mark: EF BB BF is UTF-8, FF FE UTF-16LE, FE FF UTF-16BE;
//   - UTF-16 without one when its first line is ASCII in UTF-16 (a NUL in every other byte);
//   - UTF-8 when every byte sequence is valid UTF-8 (strict: no overlong forms, no surrogates);
//   - Windows-1251 when the bytes outside ASCII read as Cyrillic words there (at least half of
//     them are Cyrillic letters, at least 60 % of those stand next to another), and none is the
//     undefined byte 0x98;
//   - else UnknownEncoding at the first byte that is not valid UTF-8.
// A NUL is never text: NulCharacter, in every encoding. Lines and columns count characters, the
// first column is 1 and a CR does not move it (as arbiter::PdnReader counts them); offsets count
// bytes from 0, byte order marks included.
#pragma once

#include "arbiter/result.h"
#include "problem.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace app {

enum class TextEncoding
{
    Utf8,
    Windows1251,
    Utf16Le,
    Utf16Be
};

// What a file is read as: what TextDecoder finds, or the encoding named. Utf16 takes the byte
// order from the byte order mark, else from an ASCII first line, else little-endian (as Windows
// writes it).
enum class EncodingChoice
{
    Detect,
    Utf8,
    Windows1251,
    Utf16,
    Utf16Le,
    Utf16Be
};

// The names --encoding takes, in the order the usage lists them.
constexpr std::array<std::pair<std::string_view, EncodingChoice>, 5> encodingChoiceNames{{
    {"utf-8", EncodingChoice::Utf8},
    {"windows-1251", EncodingChoice::Windows1251},
    {"utf-16", EncodingChoice::Utf16},
    {"utf-16le", EncodingChoice::Utf16Le},
    {"utf-16be", EncodingChoice::Utf16Be},
}};

// The choice named `name` (one of encodingChoiceNames), or nullopt.
std::optional<EncodingChoice> encodingChoiceNamed(std::string_view name);

// "UTF-8", "Windows-1251", "UTF-16LE", "UTF-16BE": the encoding's name in messages.
std::string_view encodingName(TextEncoding encoding);

// How a file's bytes decode: the encoding, and the bytes of byte order mark that precede the text.
struct TextFormat
{
    TextEncoding encoding = TextEncoding::Utf8;
    std::size_t byteOrderMarkBytes = 0;

    bool operator==(const TextFormat &) const = default;
};

struct DecodedText
{
    std::string text; // UTF-8, without a byte order mark
    TextEncoding encoding = TextEncoding::Utf8;
};

class TextDecoder
{
public:
    // `fileName` names the input in problems.
    explicit TextDecoder(std::string fileName, EncodingChoice choice = EncodingChoice::Detect);

    // How the bytes of `input`, read to its end a chunk at a time (memory stays flat whatever the
    // size), decode; or the first place where they are not text in the encoding found or named:
    // UnknownEncoding (nothing found), BadEncoding (a byte the encoding has no character for, or
    // a UTF-16 text of an odd number of bytes), UnpairedSurrogate, NulCharacter.
    arbiter::Result<TextFormat, Problem> examine(std::istream &input) const;
    arbiter::Result<TextFormat, Problem> examine(std::string_view bytes) const;

    // All of `bytes` as UTF-8, and the encoding they were read in; or why not, as examine().
    arbiter::Result<DecodedText, Problem> decode(std::string_view bytes) const;

    // Turns the bytes of an examined text into UTF-8 a chunk at a time: a character split between
    // chunks is completed by the next. Windows-1251 and UTF-16 bytes that do not decode (the file
    // changed after it was examined) become U+FFFD; UTF-8 passes as it is (examine() checked it).
    class Converter
    {
    public:
        explicit Converter(TextFormat format);
        // Appends the UTF-8 of `bytes` to `out`.
        void convert(std::string_view bytes, std::string &out);
        // Appends what an incomplete last character leaves (U+FFFD) at the end of the input.
        void finish(std::string &out);

    private:
        void appendUtf16Unit(std::uint16_t unit, std::string &out);

        TextFormat m_format;
        std::size_t m_skip;                // byte order mark bytes still to skip
        int m_oddByte = -1;                // UTF-16: the first byte of a code unit, or -1
        std::uint16_t m_highSurrogate = 0; // UTF-16: a high surrogate waiting for its low one
    };

private:
    std::string m_fileName;
    EncodingChoice m_choice;
};

} // namespace app
