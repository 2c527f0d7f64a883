// FIDE's tie-break exercise of 2024 (tests/data/tiebreaks/fide-exercise-2024): 16 players, five
// rounds with half-point, zero-point and pairing-allocated byes, forfeits and a withdrawal. Every
// cell of expected.tsv — the values FIDE's TieBreakServer gives under C.07 (2024) — is compared:
// the points, BH, BH-C1, BH-M1, SB, WIN, WON, PS, KS, and the rank, which the standings reproduce
// with the tie-breaks in the order of the file's columns (BH decides every tie but two: players 1
// and 16, and 8 and 11, tie in BH, BH-C1 and BH-M1 and are parted by SB).
#include "reports/standings.h"
#include "reports/trfreader.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

namespace fideexercise_test {

using namespace reports;

namespace {

const std::string exerciseDir = SHASHKI_TEST_DATA_DIR "/tiebreaks/fide-exercise-2024/";

std::vector<std::string> fields(const std::string &line)
{
    std::vector<std::string> out;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');)
        out.push_back(field);
    return out;
}

// The column heads of expected.tsv and the tie-breaks they name.
const std::map<std::string, TieBreak> columns = {
    {"BH", TieBreak::Buchholz},
    {"BH/C1", TieBreak::BuchholzCut1},
    {"BH/M1", TieBreak::BuchholzMedian1},
    {"SB", TieBreak::SonnebornBerger},
    {"WIN", TieBreak::Wins},
    {"WON", TieBreak::GamesWon},
    {"PS", TieBreak::Progressive},
    {"KS", TieBreak::Koya},
};

} // namespace

TEST_CASE("FIDE's tie-break exercise of 2024: every value and the ranks", "[fideexercise]")
{
    std::ifstream trf(exerciseDir + "exercise.trf", std::ios::binary);
    REQUIRE(trf);
    const auto read = readTrf(trf);
    REQUIRE(read);
    const Event &event = *read;
    REQUIRE(event.players.size() == 16);
    REQUIRE(event.rounds == 5);
    CHECK(event.unplayed == UnplayedRounds::Fide2024);

    std::ifstream tsv(exerciseDir + "expected.tsv");
    REQUIRE(tsv);
    std::string line;
    REQUIRE(std::getline(tsv, line));
    const std::vector<std::string> head = fields(line);
    REQUIRE(head.size() == 11);
    REQUIRE(head[0] == "StartNo");
    REQUIRE(head[1] == "Rank");
    REQUIRE(head[2] == "PTS");
    std::vector<TieBreak> order;
    for (std::size_t c = 3; c < head.size(); ++c) {
        REQUIRE(columns.count(head[c]) == 1);
        order.push_back(columns.at(head[c]));
    }

    const Standings standings = computeStandings(event, order);
    REQUIRE(standings.rows.size() == 16);
    std::map<int, const StandingRow *> rowOf; // by start number
    for (const StandingRow &row : standings.rows)
        rowOf[event.players[static_cast<std::size_t>(row.player)].startNumber] = &row;

    int cells = 0;
    while (std::getline(tsv, line)) {
        if (line.empty())
            continue;
        const std::vector<std::string> cell = fields(line);
        REQUIRE(cell.size() == head.size());
        const int startNumber = std::stoi(cell[0]);
        INFO("start number " << startNumber);
        REQUIRE(rowOf.count(startNumber) == 1);
        const StandingRow &row = *rowOf.at(startNumber);
        CHECK(row.place == std::stoi(cell[1]));
        CHECK(row.placeLast == row.place);
        CHECK(row.points == std::stod(cell[2]));
        REQUIRE(row.tieBreaks.size() == order.size());
        for (std::size_t t = 0; t < order.size(); ++t) {
            INFO(head[t + 3]);
            CHECK(row.tieBreaks[t].value == std::stod(cell[t + 3]));
        }
        cells += static_cast<int>(cell.size()) - 1;
    }
    CHECK(cells == 16 * 10);
}

TEST_CASE("the exercise's unplayed rounds, each of C.07 (2024) 16.2's kinds", "[fideexercise]")
{
    std::ifstream trf(exerciseDir + "exercise.trf", std::ios::binary);
    const auto read = readTrf(trf);
    REQUIRE(read);
    const Event &event = *read;
    const TieBreakContext context(event, 5);
    // Player 9 (index 8): lost, lost, H, lost by forfeit, U.
    CHECK(event.players[8].results[4].outcome == Outcome::PairingBye);
    CHECK(context.kind(8, 2) == RoundKind::RequestedBye);
    CHECK(context.kind(8, 3) == RoundKind::ForfeitLoss);
    CHECK(context.kind(8, 4) == RoundKind::AwardedBye);
    // Player 12 (index 11): lost, U, won by forfeit, Z, Z — withdrew: rounds 4 and 5 count as
    // draws in his score as an opponent (2 → 3).
    CHECK(context.kind(11, 2) == RoundKind::ForfeitWin);
    CHECK(context.kind(11, 3) == RoundKind::ByeToTheEnd);
    CHECK(context.kind(11, 4) == RoundKind::ByeToTheEnd);
    CHECK(context.score(11) == 2);
    CHECK(context.scoreAsOpponent(11) == 3);
    CHECK(context.roundsAsDraws(11) == std::vector<int>{4, 5});
    // Player 14 (index 13): a forfeit loss and a zero-point bye, then a game: nothing adjusted.
    CHECK(context.kind(13, 3) == RoundKind::RequestedBye);
    CHECK(context.scoreAsOpponent(13) == 2);

    // Player 4's BH-C1 cuts his half-point bye (3.5), not the lowest opponent (13, 1.5).
    const TieBreakValue cut = computeTieBreak(context, 3, TieBreak::BuchholzCut1);
    CHECK(cut.value == 11.5);
    REQUIRE(cut.breakdown.size() == 5);
    CHECK(cut.breakdown[1].value == 3.5);
    CHECK(reports::noteText(cut.breakdown[1].note, reports::Language::English) ==
          "cut, voluntarily unplayed rounds first (C.07 14.6) (half-point bye, voluntarily "
          "unplayed: a dummy opponent with his own score (C.07 16.4))");
    CHECK(reports::noteText(cut.breakdown[0].note, reports::Language::English) ==
          "opponent's score, his rounds 4, 5 (byes or absences with no "
          "game after them) as draws (C.07 16.3.2)");
    CHECK(cut.breakdown[0].value == 3);
}

} // namespace fideexercise_test
