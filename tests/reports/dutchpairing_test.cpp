// The Dutch system against a FIDE-endorsed engine: every round of the 30 reference tournaments in
// tests/data/swiss/dutch (written by bbpPairings under the 2025 rules) is paired again from the
// rounds before it and must equal the file's round — opponents, colours and the bye.
#include "reports/dutchcheck.h"
#include "reports/dutchpairing.h"
#include "reports/swissfield.h"
#include "reports/trffile.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace dutchpairing_test {

using namespace reports;

namespace {

TrfFile reference(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    auto read = readTrfFile(file);
    REQUIRE(read);
    return std::move(read.value());
}

std::vector<std::filesystem::path> referenceFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto &entry :
         std::filesystem::directory_iterator(SHASHKI_TEST_DATA_DIR "/swiss/dutch"))
        files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

TEST_CASE("every round of the 30 reference tournaments pairs as the Dutch engine paired it",
          "[dutch]")
{
    const auto files = referenceFiles();
    REQUIRE(files.size() == 30);
    int rounds = 0;
    int equal = 0;
    std::string differing;
    for (const auto &path : files) {
        const auto checks = checkDutchPairings(reference(path));
        REQUIRE(checks);
        for (const RoundCheck &check : *checks) {
            ++rounds;
            if (!check.differs())
                ++equal;
            else
                differing += " " + path.filename().string() + ":" + std::to_string(check.round);
        }
    }
    INFO("differing rounds:" << differing);
    CHECK(rounds == 224);
    CHECK(equal == rounds);
}

TEST_CASE("the Baku acceleration gives group A its virtual points (C.04.5.1)", "[dutch]")
{
    // 161 players, 9 rounds: GA is 82 players; 5 rounds accelerated, 1 point in the first 3,
    // half a point in rounds 4 and 5.
    SwissField field;
    field.players.resize(161);
    field.roundsPlanned = 9;
    applyBakuAcceleration(field);
    CHECK(field.players[81].acceleration == std::vector<int>{2, 2, 2, 1, 1});
    CHECK(field.players[82].acceleration.empty());
    CHECK(field.players[0].acceleration == field.players[81].acceleration);

    // Round 1 of 8 players: unaccelerated 1-5, 6-2, 3-7, 8-4; with GA = {1…4} one point ahead,
    // two score groups of four: 1-3, 4-2 and 5-7, 8-6 (E.5, the initial colour White).
    field = {};
    field.players.resize(8);
    field.roundsPlanned = 5;
    const auto pairs = [](const SwissField &f) {
        std::vector<std::pair<int, int>> out;
        for (const SwissPairing &p : pairDutchRound(f).pairings)
            out.emplace_back(p.white + 1, p.black + 1);
        return out;
    };
    CHECK(pairs(field) == std::vector<std::pair<int, int>>{{1, 5}, {6, 2}, {3, 7}, {8, 4}});
    applyBakuAcceleration(field);
    CHECK(pairs(field) == std::vector<std::pair<int, int>>{{1, 3}, {4, 2}, {5, 7}, {8, 6}});
}

} // namespace dutchpairing_test
