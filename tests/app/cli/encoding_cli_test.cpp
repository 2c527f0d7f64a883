// Input files in other encodings on the command line (issue 13): PDN in Windows-1251 and UTF-16
// audited, claimed and imported with their Cyrillic names intact, a UTF-16 TRF giving the
// standings of its UTF-8 twin, --encoding, and a file that is none of them refused at its first
// bad byte. The files are tests/data/encoding (see tests/data/README.md).
#include "app/cli/commandline.h"
#include "clirun.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace encoding_cli_test {

namespace {

using clitest::ScratchCluster;
using clitest::shashki;

// A fresh directory (readable by the postgres account) removed at the end of the scope.
struct TemporaryDirectory : clitest::TemporaryDirectory
{
    TemporaryDirectory() : clitest::TemporaryDirectory("shashki-encoding")
    {
        std::filesystem::create_directories(path);
    }
};

const std::string encodingDir = SHASHKI_TEST_DATA_DIR "/encoding/";

// The audit of botvinnik-*.pdn, whatever its encoding: the names in UTF-8.
std::string botvinnikAudit(const std::string &file)
{
    return file +
           ":8:19: game 1 (Ботвинник М. – Корхов Ю.), move 2.d4:b6: illegal: b6 is "
           "occupied by a black man\n" +
           file + ": 1 game, 1 finding (1 error, 0 warnings), 0 automatic draws\n";
}

} // namespace

TEST_CASE("shashki audit and claim read Windows-1251 and UTF-16 PDN", "[cli][encoding]")
{
    const TemporaryDirectory dir;
    const std::string tb = dir.path.string();
    const std::string utf8 = encodingDir + "botvinnik-utf8.pdn";
    const std::string windows1251 = encodingDir + "botvinnik-cp1251.pdn";
    const std::string utf16 = encodingDir + "botvinnik-utf16le-bom.pdn";

    const auto plain = shashki({"audit", utf8, "--tb-dir", tb});
    CHECK(plain.exitCode == 1);
    CHECK(plain.out == botvinnikAudit(utf8));
    CHECK(plain.err.empty());

    const auto cyrillic = shashki({"audit", windows1251, "--tb-dir", tb});
    CHECK(cyrillic.exitCode == 1);
    CHECK(cyrillic.out == botvinnikAudit(windows1251));
    CHECK(cyrillic.err == windows1251 + ": read as Windows-1251\n");
    const auto named =
        shashki({"audit", windows1251, "--tb-dir", tb, "--encoding", "windows-1251"});
    CHECK(named.out == botvinnikAudit(windows1251));
    CHECK(named.err == windows1251 + ": read as Windows-1251\n");
    const auto json = shashki({"audit", windows1251, "--tb-dir", tb, "--json"});
    CHECK_THAT(json.out, Catch::Contains("\"White\":\"Ботвинник М.\",\"Black\":\"Корхов Ю.\""));

    const auto wide = shashki({"audit", utf16, "--tb-dir", tb});
    CHECK(wide.exitCode == 1);
    CHECK(wide.out == botvinnikAudit(utf16));
    CHECK(wide.err == utf16 + ": read as UTF-16LE\n");

    // claim says nothing of the encoding; its verdict is the same.
    const auto claimed =
        shashki({"claim", windows1251, "--game", "1", "--ply", "2", "--tb-dir", tb});
    CHECK(claimed.exitCode == 1);
    CHECK(claimed.out == "game 1 (Ботвинник М. – Корхов Ю.), after ply 2, white to move, claims "
                         "threefold\ninvalid: the position after ply 2 stood 1 time (plies 2)\n");
    CHECK(claimed.err.empty());
    CHECK(shashki({"claim", utf16, "--game", "1", "--ply", "2", "--tb-dir", tb}).out ==
          claimed.out);
}

TEST_CASE("a UTF-16 TRF gives the standings of its UTF-8 twin", "[cli][encoding]")
{
    const auto twin = shashki({"standings", "--trf", SHASHKI_TEST_DATA_DIR "/trf/five-players.trf",
                               "--tiebreaks", "BH,SB"});
    REQUIRE(twin.exitCode == 0);
    CHECK_THAT(twin.out, Catch::Contains("2      2   Борисов Б.   3       4      11    5\n"));
    const auto wide = shashki({"standings", "--trf", encodingDir + "five-players-utf16le-bom.trf",
                               "--tiebreaks", "BH,SB"});
    CHECK(wide.exitCode == 0);
    CHECK(wide.out == twin.out);
    CHECK(wide.err.empty());
    CHECK(shashki({"standings", "--trf", encodingDir + "five-players-utf16le-bom.trf",
                   "--tiebreaks", "BH,SB", "--encoding", "utf-16"})
              .out == twin.out);
}

TEST_CASE("a file in none of the encodings, or not in the one named, is refused at its first bad "
          "byte",
          "[cli][encoding]")
{
    const TemporaryDirectory dir;
    const std::string latin1 = encodingDir + "latin1.csv";
    const auto unknown = shashki({"audit", latin1});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.out.empty());
    CHECK(unknown.err == "shashki audit: " + latin1 +
                             ":2:2: the byte 0xFC at offset 13 is not UTF-8, and the file does "
                             "not read as Windows-1251 or UTF-16 either; save it as UTF-8, or "
                             "name its encoding with --encoding NAME (utf-8, windows-1251, "
                             "utf-16, utf-16le, utf-16be)\n");

    const std::string windows1251 = encodingDir + "botvinnik-cp1251.pdn";
    const auto notUtf8 = shashki({"audit", windows1251, "--encoding", "utf-8"});
    CHECK(notUtf8.exitCode == 2);
    CHECK(notUtf8.err ==
          "shashki audit: " + windows1251 + ":1:9: the byte 0xD7 at offset 8 is not UTF-8 text\n");
    // "a\0b": half a UTF-16 code unit at the end; read as found, a NUL.
    const std::string nul = (dir.path / "nul.pdn").string();
    std::ofstream(nul, std::ios::binary) << std::string("a\0b", 3);
    CHECK(shashki({"claim", nul, "--game", "1", "--encoding", "utf-16le"}).err ==
          "shashki claim: " + nul + ":1:2: the byte 0x62 at offset 2 is not UTF-16LE text\n");
    CHECK(shashki({"audit", nul}).err ==
          "shashki audit: " + nul +
              ":1:2: a NUL character at offset 1: not a text file (UTF-16 without a byte order "
              "mark is read with --encoding utf-16le or utf-16be)\n");
    CHECK(shashki({"standings", "--trf", nul}).exitCode == 2);
}

TEST_CASE("the --encoding option takes one of its names, refused before any work",
          "[cli][encoding]")
{
    const std::string file = encodingDir + "botvinnik-cp1251.pdn";
    const std::string refusal = ": --encoding needs utf-8, windows-1251, utf-16, utf-16le or "
                                "utf-16be, not 'koi8-r'\n";
    // With no database reachable: the refusal comes before any connection is tried.
    const auto import = shashki({"import", file, "--tournament", "T", "--db",
                                 "postgresql://127.0.0.1:1/none", "--encoding", "koi8-r"});
    CHECK(import.exitCode == 2);
    CHECK(import.err == "shashki import" + refusal);
    const auto audit = shashki({"audit", file, "--encoding", "koi8-r"});
    CHECK(audit.exitCode == 2);
    CHECK(audit.err == "shashki audit" + refusal);
    const auto claim = shashki({"claim", file, "--game", "1", "--encoding", "koi8-r"});
    CHECK(claim.exitCode == 2);
    CHECK(claim.err == "shashki claim" + refusal);
    const auto standings = shashki({"standings", "--trf", file, "--encoding", "koi8-r"});
    CHECK(standings.exitCode == 2);
    CHECK(standings.err == "shashki standings" + refusal);
    CHECK(shashki({"standings", "--tournament", "T", "--encoding", "utf-8"}).err ==
          "shashki standings: --encoding names the encoding of a --trf file\n");
}

TEST_CASE("shashki import stores the Cyrillic names of a Windows-1251 PDN",
          "[cli][encoding][postgresql]")
{
    const ScratchCluster dir;
    const std::string file = encodingDir + "botvinnik-cp1251.pdn";
    const auto imported = shashki(
        {"import", file, "--tournament", "Кодировки", "--create", "--tb-dir", dir.path.string()});
    CHECK(imported.exitCode == 0);
    CHECK(imported.err == file + ": read as Windows-1251\n");
    CHECK_THAT(imported.out, Catch::StartsWith("imported 1 game, 2 moves, 2 new players into "
                                               "\"Кодировки\" in "));
    const std::string exported = (dir.path / "out.pdn").string();
    CHECK(shashki({"export", "--tournament", "Кодировки", exported}).exitCode == 0);
    std::ifstream text(exported, std::ios::binary);
    std::stringstream pdn;
    pdn << text.rdbuf();
    CHECK_THAT(pdn.str(), Catch::StartsWith("[Event \"Чемпионат СССР, проверка кодировки\"]\n"
                                            "[Site \"Москва\"]\n"));
    CHECK_THAT(pdn.str(), Catch::Contains("[White \"Ботвинник М.\"]\n[Black \"Корхов Ю.\"]\n"));
}

} // namespace encoding_cli_test
