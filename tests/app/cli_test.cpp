// The command line of DESIGN.md §6: exact output and exit codes of `shashki perft` and
// `shashki moves`, run in-process through app::run.
#include "app/commandline.h"
#include "app/endgamefiles.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace {

struct Outcome
{
    int exitCode;
    std::string out;
    std::string err;
};

Outcome shashki(std::vector<std::string> args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = app::run(args, out, err);
    return {code, out.str(), err.str()};
}

} // namespace

TEST_CASE("shashki perft prints one line per depth", "[cli]")
{
    const auto result = shashki({"perft", "--depth", "4"});
    CHECK(result.exitCode == 0);
    CHECK(result.out == "perft 1 7\nperft 2 49\nperft 3 302\nperft 4 1469\n");
    CHECK(result.err.empty());
}

TEST_CASE("shashki perft --divide and --paths", "[cli]")
{
    const auto divide = shashki({"perft", "--depth", "2", "--divide"});
    CHECK(divide.exitCode == 0);
    CHECK(divide.out == "perft 1 7\nperft 2 49\n"
                        "a3-b4 7\nc3-b4 7\nc3-d4 7\ne3-d4 7\ne3-f4 7\ng3-f4 7\ng3-h4 7\n");

    const auto unique = shashki({"perft", "--fen", "W:WKd2:Bc5,e5,c3,e3", "--depth=1"});
    CHECK(unique.out == "perft 1 3\n");
    const auto paths =
        shashki({"perft", "--fen", "W:WKd2:Bc5,e5,c3,e3", "--depth", "1", "--paths"});
    CHECK(paths.out == "perft 1 4\n");

    const auto stats = shashki({"perft", "--depth", "3", "--stats"});
    CHECK(stats.out == "perft 1 7\nperft 2 49\nperft 3 302\n");
    CHECK_THAT(stats.err,
               Catch::Contains("depth 3: 302 leaves in") && Catch::Contains("million leaves/s"));
}

TEST_CASE("shashki moves lists the legal moves in written notation", "[cli]")
{
    const auto text = shashki({"moves"});
    CHECK(text.exitCode == 0);
    CHECK(text.out == "a3-b4\nc3-b4\nc3-d4\ne3-d4\ne3-f4\ng3-f4\ng3-h4\n");

    const auto json = shashki({"moves", "--fen", "W:Wh6:Bg7,c5,d2", "--json"});
    CHECK(json.exitCode == 0);
    CHECK(json.out == "[\n{\"move\":\"h6:e1\",\"from\":\"h6\",\"to\":\"e1\","
                      "\"captures\":[\"g7\",\"c5\",\"d2\"],\"promotes\":true}\n]\n");

    const auto quiet = shashki({"moves", "--fen", "B:WKh2:Bb6", "--json"});
    CHECK(quiet.out == "[\n"
                       "{\"move\":\"b6-a5\",\"from\":\"b6\",\"to\":\"a5\",\"captures\":[],"
                       "\"promotes\":false},\n"
                       "{\"move\":\"b6-c5\",\"from\":\"b6\",\"to\":\"c5\",\"captures\":[],"
                       "\"promotes\":false}\n]\n");

    // Where two captures share start and end, the landing squares tell them apart.
    const auto circle = shashki({"moves", "--fen", "W:WKd2:Bc5,e5,c3,e3"});
    CHECK(circle.out == "d2:c1\nd2:d2\nd2:e1\n");

    const auto none = shashki({"moves", "--fen", "W:W:Bc3", "--json"});
    CHECK(none.exitCode == 0);
    CHECK(none.out == "[]\n");
}

TEST_CASE("shashki reports bad input on one line with exit code 2", "[cli]")
{
    const auto badFen = shashki({"moves", "--fen", "W:Wb1"});
    CHECK(badFen.exitCode == 2);
    CHECK(badFen.out.empty());
    CHECK(
        badFen.err ==
        "shashki moves: bad FEN at column 4: b1 is a light square; pieces stand on dark squares\n");

    const auto perftFen = shashki({"perft", "--fen", "X:W21-32", "--depth", "1"});
    CHECK(perftFen.exitCode == 2);
    CHECK(perftFen.err == "shashki perft: bad FEN at column 1: expected the side to move, W or B, "
                          "found 'X'\n");

    CHECK(shashki({"perft"}).err == "shashki perft: --depth N is required\n");
    CHECK(shashki({"perft", "--depth", "0"}).exitCode == 2);
    CHECK(shashki({"perft", "--depth", "x3"}).err ==
          "shashki perft: --depth must be a whole number 1…30, not 'x3'\n");
    CHECK(shashki({"perft", "--depth", "3", "--bogus"}).err ==
          "shashki perft: unknown option --bogus\n");
    CHECK(shashki({"moves", "--json", "--json"}).err ==
          "shashki moves: option --json given twice\n");
    CHECK(shashki({"moves", "--fen"}).err == "shashki moves: option --fen needs a value\n");
    CHECK(shashki({"moves", "extra"}).err == "shashki moves: unexpected argument 'extra'\n");
    CHECK(shashki({"moves", "-x"}).err == "shashki moves: unknown option -x\n");
    CHECK(shashki({"frobnicate"}).exitCode == 2);
    CHECK(shashki({"frobnicate"}).err ==
          "shashki: unknown command 'frobnicate'; see shashki --help\n");
    CHECK(shashki({}).exitCode == 2);
}

TEST_CASE("shashki --help and --version", "[cli]")
{
    const auto help = shashki({"--help"});
    CHECK(help.exitCode == 0);
    CHECK_THAT(help.out, Catch::StartsWith("Usage: shashki COMMAND [OPTIONS]") &&
                             Catch::Contains("perft [--fen FEN] --depth N"));
    const auto version = shashki({"--version"});
    CHECK(version.exitCode == 0);
    CHECK(version.out == "shashki " SHASHKI_VERSION "\n");
    CHECK(shashki({"perft", "--help"}).exitCode == 0);
    CHECK(shashki({"moves", "--help"}).out == "Usage: shashki moves [--fen FEN] [--json]\n");
}

namespace {

// A fresh directory under the system's temporary directory, removed at the end of the scope.
struct TemporaryDirectory
{
    TemporaryDirectory()
        : path(std::filesystem::temp_directory_path() /
               ("shashki-test-" + std::to_string(std::random_device{}())))
    {
        std::filesystem::remove_all(path);
    }
    ~TemporaryDirectory() { std::filesystem::remove_all(path); }
    std::filesystem::path path;
};

} // namespace

TEST_CASE("shashki tb build, probe and verify", "[cli]")
{
    const TemporaryDirectory dir;
    const std::string where = dir.path.string();

    const auto built = shashki({"tb", "build", "--pieces", "3", "--dir", where});
    CHECK(built.exitCode == 0);
    CHECK_THAT(built.out, Catch::StartsWith("endgame database in " + where + ", up to 3 pieces\n"));
    CHECK_THAT(built.out, Catch::Contains("w0m1k-b0m1k  built  992 positions: 194 wins, 796 "
                                          "draws, 2 losses; longest 3 plies; "));
    CHECK_THAT(built.out, Catch::Contains("w0m2k-b0m1k  built  14880 positions: "));
    CHECK(std::filesystem::file_size(dir.path / "w0m1k-b0m1k.shtb") == 64 + 992);
    CHECK(std::count(built.out.begin(), built.out.end(), '\n') == 1 + 16 + 1);

    // A second build finds everything in place.
    const auto again = shashki({"tb", "build", "--pieces", "3", "--dir", where});
    CHECK(again.exitCode == 0);
    CHECK(std::count(again.out.begin(), again.out.end(), '\n') == 2);

    CHECK(shashki({"tb", "probe", "W:WKa1:BKc3", "--dir", where}).out == "win in 1\n");
    CHECK(shashki({"tb", "probe", "W:WKa1:BKh8", "--dir", where}).out == "loss in 2\n");
    CHECK(shashki({"tb", "probe", "W:WKc1,Ke1:BKh4", "--dir", where}).out == "draw\n");
    CHECK(shashki({"tb", "probe", "--dir", where, "B:WKh8:BKa1"}).out == "loss in 2\n");

    const auto unknown = shashki({"tb", "probe", "W:WKa1,Kc1:BKh6,Kh8", "--dir", where});
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.out == "unknown\n");
    CHECK(unknown.err == "shashki tb probe: unknown — database for 4 pieces not built "
                         "(w0m2k-b0m2k.shtb is missing)\n");

    const auto verified = shashki({"tb", "verify", "--pieces", "3", "--dir", where});
    CHECK(verified.exitCode == 0);
    CHECK_THAT(verified.out, Catch::StartsWith("w0m1k-b0m1k  ok, 992 positions\n"));

    // Damage one byte of a table: verify names the file and fails.
    {
        std::fstream file(dir.path / "w1m0k-b0m1k.shtb",
                          std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(64 + 10);
        file.put('\x07');
    }
    const auto damaged = shashki({"tb", "verify", "--pieces", "3", "--dir", where});
    CHECK(damaged.exitCode == 1);
    CHECK_THAT(damaged.out, Catch::Contains("w1m0k-b0m1k  FAILED: w1m0k-b0m1k.shtb: checksum "
                                            "mismatch: the file is damaged\n"));
    CHECK(damaged.err == "shashki tb verify: the endgame database in " + where + " has errors\n");

    const auto badFen = shashki({"tb", "probe", "W:Wz9", "--dir", where});
    CHECK(badFen.exitCode == 2);
    CHECK(badFen.err == "shashki tb probe: bad FEN at column 4: expected a square (a1…h8 or 1…32), "
                        "found 'z'\n");
    CHECK(shashki({"tb", "build", "--pieces", "9"}).err ==
          "shashki tb: --pieces must be 2…6, not '9'\n");
    CHECK(shashki({"tb", "probe"}).err == "shashki tb probe: expected a FEN\n");
    CHECK(shashki({"tb", "shrink"}).exitCode == 2);
    CHECK(shashki({"tb", "--help"}).exitCode == 0);
}

TEST_CASE("the endgame directory: --dir, SHASHKI_TB_DIR, XDG_DATA_HOME, HOME", "[cli]")
{
    // Set an environment variable for the rest of the scope, then put back what was there.
    struct ScopedVariable
    {
        ScopedVariable(const char *name, const char *value) : m_name(name)
        {
            if (const char *old = std::getenv(name))
                m_old = old;
            value ? ::setenv(name, value, 1) : ::unsetenv(name);
        }
        ~ScopedVariable() { m_old ? ::setenv(m_name, m_old->c_str(), 1) : ::unsetenv(m_name); }
        const char *m_name;
        std::optional<std::string> m_old;
    };
    {
        const ScopedVariable tb("SHASHKI_TB_DIR", "/tmp/tb-env");
        CHECK(app::EndgameFiles::resolveDirectory("/tmp/tb-option") == "/tmp/tb-option");
        CHECK(app::EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/tb-env");
    }
    const ScopedVariable tb("SHASHKI_TB_DIR", nullptr);
    {
        const ScopedVariable xdg("XDG_DATA_HOME", "/tmp/xdg");
        CHECK(app::EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/xdg/shashki/endgame");
    }
    const ScopedVariable xdg("XDG_DATA_HOME", nullptr);
    const ScopedVariable home("HOME", "/home/judge");
    CHECK(app::EndgameFiles::resolveDirectory(std::nullopt) ==
          "/home/judge/.local/share/shashki/endgame");
}
