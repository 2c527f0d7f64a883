// `shashki tb`: the endgame database built, probed and verified, and where it lives.
// Run in-process through app::run (clirun.h).
#include "app/tournament/endgamefiles.h"
#include "app/tournament/playervalidator.h"
#include "clirun.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace tbcommand_test {

using clitest::shashki;
using clitest::TemporaryDirectory;

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
          "shashki tb: --pieces needs a number of pieces from 2 to 6, not '9'\n");
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

} // namespace tbcommand_test
