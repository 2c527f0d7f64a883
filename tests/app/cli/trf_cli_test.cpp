// `shashki tournament import --trf` and `shashki export --format trf` (issue 14): a Dutch file of
// tests/data imported, refused under a name taken, imported again under another name, and
// written back as TRF-2026 with the same pairings and results; bad usage and a malformed file
// refused with exit code 2.
#include "clirun.h"
#include "reports/trffile.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace trf_cli_test {

using clitest::ScratchCluster;
using clitest::shashki;
using clitest::TemporaryDirectory;

namespace {

std::string fileBytes(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

reports::TrfFile readFile(const std::string &path)
{
    std::istringstream input(fileBytes(path));
    auto read = reports::readTrfFile(input);
    REQUIRE(read.ok());
    return std::move(read.value());
}

} // namespace

TEST_CASE("shashki tournament import --trf and export --format trf", "[cli][postgresql]")
{
    const ScratchCluster dir;
    REQUIRE(shashki({"db", "start"}).exitCode == 0);
    const std::string trf = SHASHKI_TEST_DATA_DIR "/swiss/dutch/swiss-03-9p-8r.trf";
    const auto imported = shashki({"tournament", "import", "--trf", trf});
    CHECK(imported.exitCode == 0);
    CHECK(imported.err.empty());
    CHECK(imported.out == "imported \"AutoTest Tournament 11004\" from " + trf +
                              ": 9 players (9 new), 8 rounds, 32 games, 8 byes\n");
    // The name is taken: nothing imported; under another name the same players are taken again.
    const auto taken = shashki({"tournament", "import", "--trf", trf});
    CHECK(taken.exitCode == 1);
    CHECK(taken.out.empty());
    CHECK(taken.err == "shashki tournament: a tournament named 'AutoTest Tournament 11004' exists "
                       "already: " +
                           trf + " was not imported (--name gives it another name)\n");
    CHECK(shashki({"tournament", "import", "--trf", trf, "--name", "Copy"}).out ==
          "imported \"Copy\" from " + trf + ": 9 players (0 new), 8 rounds, 32 games, 8 byes\n");
    const auto shown = shashki({"tournament", "show", "Copy"});
    CHECK_THAT(shown.out, Catch::StartsWith("Copy: swiss, scoring 1-0.5-0, 8 rounds,"));
    CHECK_THAT(shown.out, Catch::Contains("  9. Test0009 Player0009 (1227)\n"));
    CHECK_THAT(shown.out, Catch::Contains(", initial colour: black\n"));

    const std::string out = (dir.path / "copy.trf").string();
    const auto exported = shashki({"export", "--tournament", "Copy", "--format", "trf", out});
    CHECK(exported.exitCode == 0);
    CHECK(exported.out ==
          "exported 9 players and 8 rounds of \"Copy\" to " + out + " (TRF-2026)\n");
    const std::string written = fileBytes(out);
    CHECK_THAT(written, Catch::StartsWith("012 Copy\r"));
    CHECK(written.find('\n') == std::string::npos); // CR line ends alone
    const reports::TrfFile original = readFile(trf);
    const reports::TrfFile back = readFile(out);
    // The initial colour round 1 shows (the file has no 152 record: player 1 had Black) is
    // written as 152.
    CHECK(original.initialColour == ' ');
    CHECK(back.initialColour == 'B');
    REQUIRE(back.players.size() == original.players.size());
    for (const reports::TrfPlayer &player : original.players) {
        INFO("start number " << player.startNumber);
        REQUIRE(back.player(player.startNumber) != nullptr);
        CHECK(back.player(player.startNumber)->rating == player.rating);
        CHECK(back.player(player.startNumber)->rounds == player.rounds);
    }

    // Refused before anything is done, or read and refused with the place of each error.
    CHECK(shashki({"export", "--tournament", "Copy", "--format", "xml", out}).err ==
          "shashki export: --format needs pdn or trf, not 'xml'\n");
    CHECK(shashki({"tournament", "import"}).err == "shashki tournament: import needs --trf FILE\n");
    const std::string bad = (dir.path / "bad.trf").string();
    std::string record = "001    1      A";
    record.resize(48, ' ');
    std::ofstream(bad) << "012 Bad\r" + record + "15x0\r";
    const auto malformed = shashki({"tournament", "import", "--trf", bad});
    CHECK(malformed.exitCode == 2);
    CHECK(malformed.err == "shashki tournament: " + bad +
                               ":2:49: expected the rating in columns 49-52; nothing was "
                               "imported\n");
    CHECK(shashki({"export", "--tournament", "None", "--format", "trf", out}).err ==
          "shashki export: there is no tournament named 'None'\n");
    REQUIRE(shashki({"db", "stop"}).exitCode == 0);
}

TEST_CASE("shashki pairings --check compares a TRF file's rounds with the Dutch pairing", "[cli]")
{
    // A reference file of bbpPairings: every round is the Dutch pairing.
    const std::string dutch = SHASHKI_TEST_DATA_DIR "/swiss/dutch/swiss-11-8p-7r.trf";
    const auto same = shashki({"pairings", "--check", dutch});
    CHECK(same.exitCode == 0);
    CHECK(same.err.empty());
    CHECK_THAT(same.out, Catch::StartsWith("round 1: the Dutch pairing\n"));
    CHECK_THAT(same.out, Catch::EndsWith("0 of 7 rounds differ from the Dutch pairing\n"));

    // Round 1 of four players paired 1-2 and 3-4: the Dutch pairing is 1-3 and 4-2 (C.04.3:
    // S1 = {1, 2} against S2 = {3, 4}; E.5, player 1 has White as in the file, so 2 has Black).
    const TemporaryDirectory dir;
    std::filesystem::create_directories(dir.path);
    const std::string path = (dir.path / "four.trf").string();
    {
        reports::TrfFile four;
        four.name = "Hand paired";
        const int opponents[] = {2, 1, 4, 3};
        for (int number = 1; number <= 4; ++number) {
            reports::TrfPlayer player;
            player.startNumber = number;
            player.name = "Player " + std::to_string(number);
            player.rating = 2000 - number;
            const bool white = number % 2 == 1;
            player.points = white ? 1.0 : 0.0;
            player.rounds.push_back({opponents[number - 1], white ? 'w' : 'b', white ? '1' : '0'});
            four.players.push_back(player);
        }
        std::ofstream file(path, std::ios::binary);
        reports::writeTrf(four, file);
    }
    const auto differs = shashki({"pairings", "--check", path});
    INFO(differs.err);
    CHECK(differs.exitCode == 1);
    CHECK(differs.out == "round 1: differs\n"
                         "  in the file only: 1-2 3-4\n"
                         "  Dutch pairing:    1-3 4-2\n"
                         "1 of 1 rounds differ from the Dutch pairing\n");

    CHECK(shashki({"pairings", "--check", path, "--round", "1"}).exitCode == 2);
    CHECK(shashki({"pairings", "--check", dir.path.string() + "/missing.trf"}).exitCode == 2);
}

} // namespace trf_cli_test
