// Output for a terminal (issue 13): control characters escaped, UTF-8 untouched; and the built
// shashki under a pseudo-terminal (script from util-linux) printing a PDN tag that holds an
// escape sequence.
#include "app/cli/terminalsafebuffer.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <sys/wait.h>

namespace terminalsafebuffer_test {

namespace {

// What `write` puts through a TerminalSafeBuffer, flushed and the buffer gone.
template <class Write>
std::string filteredBy(Write write)
{
    std::ostringstream target;
    {
        app::TerminalSafeBuffer buffer(target.rdbuf());
        std::ostream out(&buffer);
        write(out);
        out.flush();
    }
    return target.str();
}

std::string filtered(const std::string &text)
{
    return filteredBy([&text](std::ostream &out) { out << text; });
}

// What the command prints to the terminal it runs in; its exit code in `code`.
std::string onTerminal(const std::string &command, int &code)
{
    FILE *pipe = ::popen(("script -qec '" + command + "' /dev/null").c_str(), "r");
    REQUIRE(pipe);
    std::string output;
    char chunk[4096];
    while (const std::size_t count = std::fread(chunk, 1, sizeof chunk, pipe))
        output.append(chunk, count);
    code = ::pclose(pipe);
    return output;
}

} // namespace

TEST_CASE("control characters are escaped, text passes", "[terminal]")
{
    CHECK(filtered("Red\x1b[31mAlert\n") == "Red\\x1b[31mAlert\n");
    CHECK(filtered("a\tb\r\x07\x7f\x01\n") == "a\tb\\x0d\\x07\\x7f\\x01\n");
    // C1 controls as their code points; letters of two, three and four bytes untouched.
    CHECK(filtered("x\xC2\x9B"
                   "2J\xC2\x85 \xC2\xA0") == "x\\u009b2J\\u0085 \xC2\xA0");
    CHECK(filtered("Ботвинник – Корхов ½ \xF0\x9D\x84\x9E") ==
          "Ботвинник – Корхов ½ \xF0\x9D\x84\x9E");
    // Bytes that are not UTF-8: stray, overlong, cut off, or a surrogate.
    CHECK(filtered("\xFF\x80\xC0\xAF\xD0z\xED\xA0\x80") ==
          "\\xff\\x80\\xc0\\xaf\\xd0z\\xed\\xa0\\x80");
    // A character split between writes and flushes is whole; one the output ends in is not.
    CHECK(filteredBy([](std::ostream &out) {
              out << "\xD0" << std::flush << "\x91" << '\xC2' << std::flush << '\x9B';
          }) == "Б\\u009b");
    CHECK(filtered("ok\xE2\x80") == "ok\\xe2\\x80");
}

TEST_CASE("shashki on a terminal escapes what a file holds, into a pipe it does not", "[terminal]")
{
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() /
        ("shashki-terminal-" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(dir);
    const std::string pdn = (dir / "escape.pdn").string();
    std::ofstream(pdn) << "[White \"Red\x1b[31mAlert\"]\n[Black \"Чёрный\"]\n\n"
                          "1. c3-d4 d6-c5 2. d4:b6 *\n";
    const std::string audit = SHASHKI_EXECUTABLE " audit " + pdn + " --tb-dir " + dir.string();

    int code = 0;
    const std::string terminal = onTerminal(audit, code);
    CHECK(WEXITSTATUS(code) == 1);
    // The terminal turns each line feed into CR LF.
    CHECK_THAT(terminal, Catch::StartsWith(pdn + ":4:19: game 1 (Red\\x1b[31mAlert – Чёрный), "
                                                 "move 2.d4:b6: illegal: b6 is occupied by a "
                                                 "black man\r\n"));
    CHECK(terminal.find('\x1b') == std::string::npos);

    // Errors too: the file name as given, escaped.
    const std::string missing = onTerminal(
        SHASHKI_EXECUTABLE " audit \"" + (dir / "a\x1b]0;title\x07.pdn").string() + "\"", code);
    CHECK(WEXITSTATUS(code) == 2);
    CHECK(missing ==
          "shashki audit: " + (dir / "a\\x1b]0;title\\x07.pdn").string() + " does not exist\r\n");

    // Into a pipe the bytes are as they were.
    FILE *pipe = ::popen((audit + " 2>&1").c_str(), "r");
    REQUIRE(pipe);
    std::string piped;
    char chunk[4096];
    while (const std::size_t count = std::fread(chunk, 1, sizeof chunk, pipe))
        piped.append(chunk, count);
    ::pclose(pipe);
    CHECK_THAT(piped, Catch::StartsWith(pdn + ":4:19: game 1 (Red\x1b[31mAlert – Чёрный), move"));
    std::filesystem::remove_all(dir);
}

} // namespace terminalsafebuffer_test
