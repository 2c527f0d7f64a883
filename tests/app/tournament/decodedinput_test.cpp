// A file's text as a stream of UTF-8 (issue 13): examined, then decoded a chunk at a time, with
// characters split between chunks, a source that cannot seek, and one that fails.
#include "app/tournament/decodedinput.h"
#include "arbiter/pdnreader.h"

#include <catch2/catch.hpp>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>

namespace decodedinput_test {

namespace {

std::string readAll(std::istream &input)
{
    return std::string(std::istreambuf_iterator<char>(input), std::istreambuf_iterator<char>());
}

std::unique_ptr<app::DecodedInput> opened(std::unique_ptr<std::istream> source,
                                          app::EncodingChoice choice = app::EncodingChoice::Detect)
{
    auto input = app::DecodedInput::open(std::move(source), "f", choice);
    REQUIRE(input);
    return std::move(input.value());
}

// Bytes that can be read once, from the start, and never sought: a pipe.
class PipeBuffer : public std::streambuf
{
public:
    explicit PipeBuffer(std::string bytes) : m_bytes(std::move(bytes))
    {
        setg(m_bytes.data(), m_bytes.data(), m_bytes.data() + m_bytes.size());
    }

private:
    std::string m_bytes;
};

class PipeStream : public std::istream
{
public:
    explicit PipeStream(std::string bytes) : std::istream(nullptr), m_buffer(std::move(bytes))
    {
        rdbuf(&m_buffer);
    }

private:
    PipeBuffer m_buffer;
};

// Bytes whose reading fails at `failAt` (a disk that gives up), every time.
class FailingBuffer : public std::streambuf
{
public:
    FailingBuffer(std::string bytes, std::size_t failAt)
        : m_bytes(std::move(bytes)), m_failAt(failAt)
    {
        setg(m_bytes.data(), m_bytes.data(), m_bytes.data() + m_failAt);
    }

protected:
    int_type underflow() override { throw std::runtime_error("I/O error"); }
    pos_type seekoff(off_type offset, std::ios_base::seekdir direction,
                     std::ios_base::openmode) override
    {
        if (direction == std::ios_base::cur && offset == 0)
            return pos_type(gptr() - eback());
        return pos_type(off_type(-1));
    }
    pos_type seekpos(pos_type position, std::ios_base::openmode) override
    {
        setg(m_bytes.data(), m_bytes.data() + off_type(position), m_bytes.data() + m_failAt);
        return position;
    }

private:
    std::string m_bytes;
    std::size_t m_failAt;
};

class FailingStream : public std::istream
{
public:
    FailingStream(std::string bytes, std::size_t failAt)
        : std::istream(nullptr), m_buffer(std::move(bytes), failAt)
    {
        rdbuf(&m_buffer);
    }

private:
    FailingBuffer m_buffer;
};

} // namespace

TEST_CASE("a Windows-1251 PDN read game by game with its names in UTF-8", "[encoding]")
{
    auto input = opened(std::make_unique<std::istringstream>(
        "[White \"\xC1\xEE\xF2\xE2\xE8\xED\xED\xE8\xEA \xCC.\"]\n"
        "[Black \"\xCA\xEE\xF0\xF5\xEE\xE2 \xDE.\"]\n1. c3-d4 *\n"));
    CHECK(input->encoding() == app::TextEncoding::Windows1251);
    arbiter::PdnReader reader(*input);
    const auto game = reader.next();
    REQUIRE(game);
    CHECK(game->tag("White") == "Ботвинник М.");
    CHECK(game->tag("Black") == "Корхов Ю.");
}

TEST_CASE("characters split between chunks of the file", "[encoding]")
{
    // 12 000 × "Ботвинник\n" in Windows-1251: 120 000 bytes, two chunks of 64 KiB.
    std::string bytes;
    std::string text;
    for (int i = 0; i < 12000; ++i) {
        bytes += "\xC1\xEE\xF2\xE2\xE8\xED\xED\xE8\xEA\n";
        text += "Ботвинник\n";
    }
    auto windows1251 = opened(std::make_unique<std::istringstream>(bytes));
    CHECK(readAll(*windows1251) == text);
    // tellg() says how far into the file the decoding has read.
    CHECK(windows1251->tellg() == std::streampos(120000));

    // UTF-16LE whose surrogate pair straddles the end of the first chunk (bytes 65534–65537).
    std::string utf16 = "\xFF\xFE";
    std::string utf8;
    for (int i = 0; i < 32766; ++i) {
        utf16 += std::string("a\0", 2);
        utf8 += 'a';
    }
    utf16 += "\x34\xD8\x1E\xDD";
    utf8 += "\xF0\x9D\x84\x9E";
    auto pair = opened(std::make_unique<std::istringstream>(utf16));
    CHECK(pair->encoding() == app::TextEncoding::Utf16Le);
    CHECK(readAll(*pair) == utf8);

    // UTF-8 whose Cyrillic letters straddle it, and a byte that is not UTF-8 in the second.
    std::string cyrillic(65535, 'a');
    cyrillic += "Ж";
    CHECK(readAll(*opened(std::make_unique<std::istringstream>(cyrillic))) == cyrillic);
    auto bad =
        app::DecodedInput::open(std::make_unique<std::istringstream>(cyrillic + "\xFF"), "f");
    REQUIRE_FALSE(bad);
    CHECK(bad.error() ==
          app::Problem{app::ProblemCode::UnknownEncoding, {"f", "1", "65537", "65537", "FF"}});
}

TEST_CASE("a source that cannot seek is read into memory, one that fails sets badbit", "[encoding]")
{
    auto pipe = opened(std::make_unique<PipeStream>("\xFF\xFE\x1A\x04"));
    CHECK(pipe->encoding() == app::TextEncoding::Utf16Le);
    CHECK(readAll(*pipe) == "К");

    auto failing = opened(std::make_unique<FailingStream>("[White \"A\"]\n1. c3-d4 *\n", 5));
    std::string text(64, '\0');
    failing->read(text.data(), static_cast<std::streamsize>(text.size()));
    CHECK(failing->bad());
}

TEST_CASE("a file that is not text is a problem, not an input", "[encoding]")
{
    const auto nul = app::DecodedInput::open(
        std::make_unique<std::istringstream>(std::string("[White \"A\0\"]", 12)), "games.pdn");
    REQUIRE_FALSE(nul);
    CHECK(nul.error() ==
          app::Problem{app::ProblemCode::NulCharacter, {"games.pdn", "1", "10", "9"}});
    const auto named = app::DecodedInput::open(std::make_unique<std::istringstream>("\xC1"),
                                               "games.pdn", app::EncodingChoice::Utf8);
    REQUIRE_FALSE(named);
    CHECK(named.error() ==
          app::Problem{app::ProblemCode::BadEncoding, {"games.pdn", "1", "1", "0", "C1", "UTF-8"}});
}

} // namespace decodedinput_test
