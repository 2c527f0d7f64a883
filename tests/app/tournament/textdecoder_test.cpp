// Input files as UTF-8 (issue 13): what TextDecoder finds in the files of tests/data/encoding
// (made from UTF-8 originals with iconv, see tests/data/README.md) and where it finds no text.
#include "app/tournament/textdecoder.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

namespace textdecoder_test {

namespace {

const std::string encodingDir = SHASHKI_TEST_DATA_DIR "/encoding/";

std::string fileBytes(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    std::stringstream bytes;
    bytes << file.rdbuf();
    REQUIRE(file);
    return bytes.str();
}

app::DecodedText decoded(const std::string &name,
                         app::EncodingChoice choice = app::EncodingChoice::Detect)
{
    const auto text = app::TextDecoder(name, choice).decode(fileBytes(encodingDir + name));
    REQUIRE(text);
    return text.value();
}

// The problem of decoding `bytes` (named "f").
app::Problem problemOf(std::string_view bytes,
                       app::EncodingChoice choice = app::EncodingChoice::Detect)
{
    const auto text = app::TextDecoder("f", choice).decode(bytes);
    REQUIRE_FALSE(text);
    return text.error();
}

} // namespace

TEST_CASE("UTF-8 with and without a byte order mark", "[encoding]")
{
    const std::string original = fileBytes(encodingDir + "players-utf8.csv");
    const app::DecodedText plain = decoded("players-utf8.csv");
    CHECK(plain.encoding == app::TextEncoding::Utf8);
    CHECK(plain.text == original);
    const app::DecodedText marked = decoded("players-utf8-bom.csv");
    CHECK(marked.encoding == app::TextEncoding::Utf8);
    CHECK(marked.text == original);
    CHECK(app::TextDecoder("f").examine(fileBytes(encodingDir + "players-utf8-bom.csv")).value() ==
          app::TextFormat{app::TextEncoding::Utf8, 3});
    // Nothing is UTF-8 too.
    CHECK(app::TextDecoder("f").examine(std::string_view()).value() == app::TextFormat{});
}

TEST_CASE("Windows-1251 is recognised when its letters make Cyrillic words", "[encoding]")
{
    const auto botvinnik = app::TextDecoder("f").decode("\xC1\xEE\xF2\xE2\xE8\xED\xED\xE8\xEA");
    REQUIRE(botvinnik);
    CHECK(botvinnik->encoding == app::TextEncoding::Windows1251);
    CHECK(botvinnik->text == "Ботвинник");

    const app::DecodedText players = decoded("players-cp1251.csv");
    CHECK(players.encoding == app::TextEncoding::Windows1251);
    CHECK(players.text == fileBytes(encodingDir + "players-utf8.csv"));
    const app::DecodedText pdn = decoded("botvinnik-cp1251.pdn");
    CHECK(pdn.encoding == app::TextEncoding::Windows1251);
    CHECK(pdn.text == fileBytes(encodingDir + "botvinnik-utf8.pdn"));

    // Initials stand alone, and 6 of the 8 letters are in a word: 75 % ≥ 60 %.
    const auto initials = app::TextDecoder("f").decode("\xC8\xE2\xE0\xED\xEE\xE2 \xC8.\xC8.");
    REQUIRE(initials);
    CHECK(initials->text == "Иванов И.И.");
    // "Müller" in Latin-1 reads "Mьller": a letter alone is no Cyrillic word.
    CHECK(problemOf("M\xFCller") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "2", "1", "FC"}});
    // Windows-1251 has no character 0x98.
    CHECK(problemOf("\xC1\xEE\xF2\x98") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "1", "0", "C1"}});
}

TEST_CASE("every byte of Windows-1251 decodes as its code page table says", "[encoding]")
{
    const app::DecodedText table =
        decoded("windows-1251-table.txt", app::EncodingChoice::Windows1251);
    CHECK(table.encoding == app::TextEncoding::Windows1251);
    CHECK(table.text == fileBytes(encodingDir + "windows-1251-table-utf8.txt"));
    CHECK(problemOf("ab\x98", app::EncodingChoice::Windows1251) ==
          app::Problem{app::ProblemCode::BadEncoding, {"f", "1", "3", "2", "98", "Windows-1251"}});
}

TEST_CASE("UTF-16 with a byte order mark, and without one when its first line is ASCII",
          "[encoding]")
{
    const std::string original = fileBytes(encodingDir + "players-utf8.csv");
    const app::DecodedText bigEndian = decoded("players-utf16be-bom.csv");
    CHECK(bigEndian.encoding == app::TextEncoding::Utf16Be);
    CHECK(bigEndian.text == original);
    const app::DecodedText littleEndian = decoded("players-utf16le.csv");
    CHECK(littleEndian.encoding == app::TextEncoding::Utf16Le);
    CHECK(littleEndian.text == original);
    const app::DecodedText pdn = decoded("botvinnik-utf16le-bom.pdn");
    CHECK(pdn.encoding == app::TextEncoding::Utf16Le);
    CHECK(pdn.text == fileBytes(encodingDir + "botvinnik-utf8.pdn"));
    const app::DecodedText trf = decoded("five-players-utf16le-bom.trf");
    CHECK(trf.text == fileBytes(SHASHKI_TEST_DATA_DIR "/trf/five-players.trf"));

    // U+1D11E as a surrogate pair.
    const auto clef = app::TextDecoder("f").decode(std::string_view("\xFF\xFE\x34\xD8\x1E\xDD", 6));
    REQUIRE(clef);
    CHECK(clef->text == "\xF0\x9D\x84\x9E");
    // A first line that is not ASCII in UTF-16 is no sign of it: NUL bytes are not text.
    CHECK(problemOf(std::string_view("\x1A\x04\n\x00", 4)) ==
          app::Problem{app::ProblemCode::NulCharacter, {"f", "2", "1", "3"}});
}

TEST_CASE("surrogates without their other half, and half a code unit", "[encoding]")
{
    // a, a high surrogate, b.
    CHECK(problemOf(std::string_view("\xFF\xFE"
                                     "a\x00\x34\xD8"
                                     "b\x00",
                                     8)) == app::Problem{app::ProblemCode::UnpairedSurrogate,
                                                         {"f", "1", "2", "4", "D834", "UTF-16LE"}});
    // A low surrogate first, on line 2.
    CHECK(problemOf(std::string_view("\xFE\xFF\x00\n\xDC\x00", 6)) ==
          app::Problem{app::ProblemCode::UnpairedSurrogate,
                       {"f", "2", "1", "4", "DC00", "UTF-16BE"}});
    // The text ends after a high surrogate.
    CHECK(problemOf(std::string_view("\xFF\xFE\x34\xD8", 4)) ==
          app::Problem{app::ProblemCode::UnpairedSurrogate,
                       {"f", "1", "1", "2", "D834", "UTF-16LE"}});
    // An odd number of bytes.
    CHECK(problemOf(std::string_view("\xFF\xFE"
                                     "a\x00z",
                                     5)) ==
          app::Problem{app::ProblemCode::BadEncoding, {"f", "1", "2", "4", "7A", "UTF-16LE"}});
    CHECK(problemOf(std::string_view("\xFF\xFE"
                                     "a\x00\x00\x00",
                                     6)) ==
          app::Problem{app::ProblemCode::NulCharacter, {"f", "1", "2", "4"}});
}

TEST_CASE("a file that is none of them: the first byte that is not UTF-8", "[encoding]")
{
    const auto latin1 =
        app::TextDecoder("latin1.csv").decode(fileBytes(encodingDir + "latin1.csv"));
    REQUIRE_FALSE(latin1);
    CHECK(latin1.error() ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"latin1.csv", "2", "2", "13", "FC"}});

    // Columns count characters (a CR does not move them); offsets count bytes.
    CHECK(problemOf("line1\r\n\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82 \xC3(") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "2", "8", "20", "C3"}});
    // An overlong form, a surrogate in UTF-8, a sequence cut off by the end of the file.
    CHECK(problemOf("\xD0\x9F\xD1\x91\xD1\x82\xD1\x80;\xC0\x80") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "6", "9", "C0"}});
    CHECK(problemOf("a\xED\xA0\x80") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "2", "1", "ED"}});
    CHECK(problemOf("ab\xD0") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "3", "2", "D0"}});
    // Latin-1 words whose accented letters are side by side would be Cyrillic letter pairs in
    // Windows-1251 ("MьЯig", "Grйй"): inside Latin words, they are not taken for Cyrillic.
    CHECK(problemOf("M\xFC\xDFig;Fran\xE7ois Gr\xE9\xE9;G\xF6\xDFl\n") ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "2", "1", "FC"}});
}

TEST_CASE("a NUL byte is never text", "[encoding]")
{
    CHECK(problemOf(std::string_view("ab\0c", 4)) ==
          app::Problem{app::ProblemCode::NulCharacter, {"f", "1", "3", "2"}});
    // After a byte that is not UTF-8, columns count Windows-1251 characters.
    CHECK(problemOf(std::string_view("\xC1\xEE\xF2\0", 4)) ==
          app::Problem{app::ProblemCode::NulCharacter, {"f", "1", "4", "3"}});
    CHECK(problemOf(std::string_view("\xD0\x91\0", 3), app::EncodingChoice::Utf8) ==
          app::Problem{app::ProblemCode::NulCharacter, {"f", "1", "2", "2"}});
}

TEST_CASE("a named encoding is not looked for, only checked", "[encoding]")
{
    // UTF-8 read as Windows-1251: what the judge asked for.
    const auto mojibake =
        app::TextDecoder("f", app::EncodingChoice::Windows1251).decode("\xD0\x91");
    REQUIRE(mojibake);
    CHECK(mojibake->text == "\xD0\xA0\xE2\x80\x98"); // "Р‘"
    // Windows-1251 read as UTF-8: the first byte that is not.
    const auto players = app::TextDecoder("players-cp1251.csv", app::EncodingChoice::Utf8)
                             .decode(fileBytes(encodingDir + "players-cp1251.csv"));
    REQUIRE_FALSE(players);
    CHECK(players.error() == app::Problem{app::ProblemCode::BadEncoding,
                                          {"players-cp1251.csv", "2", "1", "34", "C1", "UTF-8"}});
    // UTF-16 without a byte order mark whose first line is not ASCII: named, it reads.
    const auto named = app::TextDecoder("f", app::EncodingChoice::Utf16Le)
                           .decode(std::string_view("\x1A\x04\n\x00", 4));
    REQUIRE(named);
    CHECK(named->text == "К\n");
    const auto bigEndian = app::TextDecoder("f", app::EncodingChoice::Utf16)
                               .decode(std::string_view("\xFE\xFF\x04\x1A", 4));
    REQUIRE(bigEndian);
    CHECK(bigEndian->encoding == app::TextEncoding::Utf16Be);
    CHECK(bigEndian->text == "К");
    CHECK(app::TextDecoder("f", app::EncodingChoice::Utf16)
              .decode(std::string_view("\x1A\x04", 2))
              ->encoding == app::TextEncoding::Utf16Le);
    // A UTF-8 byte order mark named is skipped; in Windows-1251 it is text ("п»ї").
    CHECK(app::TextDecoder("f", app::EncodingChoice::Utf8).decode("\xEF\xBB\xBFx")->text == "x");
    CHECK(app::TextDecoder("f", app::EncodingChoice::Windows1251).decode("\xEF\xBB\xBF")->text ==
          "п»ї");
}

TEST_CASE("the names --encoding takes", "[encoding]")
{
    CHECK(app::encodingChoiceNamed("utf-8") == app::EncodingChoice::Utf8);
    CHECK(app::encodingChoiceNamed("windows-1251") == app::EncodingChoice::Windows1251);
    CHECK(app::encodingChoiceNamed("utf-16") == app::EncodingChoice::Utf16);
    CHECK(app::encodingChoiceNamed("utf-16le") == app::EncodingChoice::Utf16Le);
    CHECK(app::encodingChoiceNamed("utf-16be") == app::EncodingChoice::Utf16Be);
    CHECK_FALSE(app::encodingChoiceNamed("koi8-r"));
    CHECK(app::encodingName(app::TextEncoding::Windows1251) == "Windows-1251");
    CHECK(app::encodingName(app::TextEncoding::Utf16Be) == "UTF-16BE");
}

} // namespace textdecoder_test
