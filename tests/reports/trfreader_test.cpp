// reports/trfreader: a TRF-16 file with UTF-8 names, byes, forfeits; and its errors, placed.
#include "reports/standings.h"
#include "reports/trfreader.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace reports;

TEST_CASE("a TRF file reads into the event it describes", "[trf]")
{
    std::ifstream file(SHASHKI_TEST_DATA_DIR "/trf/five-players.trf", std::ios::binary);
    const auto read = readTrf(file);
    REQUIRE(read.ok());
    const Event &event = *read;
    CHECK(event.name == "Five players, a forfeit and a withdrawal");
    CHECK(event.rounds == 5);
    REQUIRE(event.players.size() == 5);
    CHECK(event.players[1].name == "Борисов Б.");
    CHECK(event.players[1].rating == std::optional(1502));
    const RoundResult &bye = event.players[0].results[0];
    CHECK(bye.opponent == -1);
    CHECK(bye.outcome == Outcome::ZeroBye);
    const RoundResult &forfeit = event.players[4].results[2];
    CHECK(forfeit.opponent == 3);
    CHECK_FALSE(forfeit.white);
    CHECK(forfeit.outcome == Outcome::ForfeitLoss);
    CHECK(event.players[3].results[2].outcome == Outcome::ForfeitWin);
    CHECK(scoresAfter(event, 5) == std::vector<double>{3.5, 3, 2, 1.5, 0});
    CHECK(computeTieBreak(event, 0, TieBreak::Buchholz, 5).value == 14.5);
}

TEST_CASE("a TRF record that cannot be read is placed", "[trf]")
{
    const auto errorOf = [](const std::string &text) {
        std::istringstream input(text);
        const auto read = readTrf(input);
        REQUIRE_FALSE(read.ok());
        return std::to_string(read.error().line) + ":" + std::to_string(read.error().column) +
               ": " + read.error().message;
    };
    CHECK(errorOf("012 X\n001 abcd m    A\n") == "2:5: expected the start number in columns 5-8");
    CHECK(errorOf("001    1 m    \n") == "1:15: expected the player's name in columns 15-47");
    CHECK(errorOf("001    1 m    A                                 1500 RUS                  "
                  "       1.0    1     2 q 1\n") == "1:97: expected the colour w, b or -");
    CHECK(errorOf("001    1 m    A\n001    1 m    B\n") == "2:5: start number 1 appears twice");
    CHECK(errorOf("001    1 m    A                                 1500 RUS                  "
                  "       1.0    1     7 w 1\n") ==
          "1:92: A meets start number 7 in round 1, who is not in the file");
}
