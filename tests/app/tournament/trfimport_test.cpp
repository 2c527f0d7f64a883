// app::importTrf and app::trfOfTournament (issue 14): each of the 30 Dutch files of tests/data
// imported as a tournament and written back as TRF-2026 gives the same players, ratings, points
// and, round by round, the same opponent, colour and result code; byes, absences, a withdrawal,
// unrated games and a round without results go in and come back as trfimport.h says; a refused
// import leaves the database as it was.
#include "app/tournament/trfexport.h"
#include "app/tournament/trfimport.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "fixture.h"
#include "reports/trffile.h"
#include "reports/trfreader.h"
#include "tests/db/testserver.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace trfimport_test {

using R = reports::PairingResult;

namespace {

std::string fileBytes(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

reports::TrfFile readFile(const std::string &text)
{
    std::istringstream input(text);
    auto read = reports::readTrfFile(input);
    REQUIRE(read.ok());
    return std::move(read.value());
}

arbiter::Result<app::TrfImportSummary, std::vector<app::Problem>>
import(fixture::Event &event, const std::string &text, const std::string &file,
       const std::optional<std::string> &name = std::nullopt)
{
    std::istringstream input(text);
    return app::importTrf(*event.session, input, file, name);
}

// The tournament as its TRF file says it: written and read again.
reports::TrfFile exported(fixture::Event &event, const std::string &tournament)
{
    const auto made = app::trfOfTournament(*event.session, tournament);
    REQUIRE(made.ok());
    std::ostringstream text;
    reports::writeTrf(*made, text);
    return readFile(text.str());
}

// The rows of every table an import writes.
std::vector<long> rowCounts(fixture::Event &event)
{
    std::vector<long> counts;
    for (const char *table :
         {"tournaments", "players", "entries", "rounds", "pairings", "round_seats", "decisions"})
        counts.push_back(fixture::count(event, std::string("SELECT count(*) FROM ") + table));
    return counts;
}

// A 001 record of `start`, `name` and `rating` with its round blocks ("   2 w 1") from column 92.
std::string record(int start, const std::string &name, const std::string &rating,
                   const std::vector<std::string> &blocks, const std::string &birth = "")
{
    std::string number = std::to_string(start);
    std::string line = "001 " + std::string(4 - number.size(), ' ') + number + "      " + name;
    line.resize(48, ' ');
    line += std::string(4 - rating.size(), ' ') + rating;
    line.resize(69, ' ');
    line += birth;
    line.resize(91, ' ');
    for (const std::string &block : blocks)
        line += block + "  ";
    while (line.back() == ' ')
        line.pop_back();
    return line + "\r";
}

// Five players, three rounds: a pairing-allocated bye, a full-point bye asked for, a half-point
// one, absences, a forfeit, an unrated game, a round 3 without results, D withdrawn after round 2
// (his line ends there) and E not paired in round 2.
const std::string smallFile = "012 Small Swiss\rXXR 4\r" +
                              record(1, "Andreev", "1500", {"   2 w 1", "   3 b W", "0000 - F"}) +
                              record(2, "Borisov", "1400", {"   1 b 0", "0000 - H", "   3 w  "}) +
                              record(3, "Chernov", "1300", {"0000 - U", "   1 w L", "   2 b  "}) +
                              record(4, "Dmitriev", "1200", {"   5 w -", "0000 - z"}) +
                              record(5, "Egorov", "1100", {"   4 b +", "        ", "0000 - Z"});

} // namespace

TEST_CASE("the 30 Dutch files imported and written back give the same pairings and results",
          "[postgresql]")
{
    fixture::Event event = fixture::make("trf_round_trip", {}, 0);
    int files = 0;
    for (const auto &entry :
         std::filesystem::directory_iterator(SHASHKI_TEST_DATA_DIR "/swiss/dutch")) {
        if (entry.path().extension() != ".trf")
            continue;
        ++files;
        const std::string name = entry.path().stem().string();
        INFO(name);
        const std::string bytes = fileBytes(entry.path());
        const reports::TrfFile original = readFile(bytes);
        const auto imported = import(event, bytes, entry.path().filename().string(), name);
        REQUIRE(imported.ok());
        CHECK(imported->tournament.name == name);
        CHECK(imported->tournament.system == reports::PairingSystem::Swiss);
        CHECK(imported->tournament.roundsPlanned == std::optional(original.roundCount()));
        CHECK(imported->players == static_cast<int>(original.players.size()));
        CHECK(imported->rounds == original.roundCount());
        CHECK(imported->withdrawn == 0);

        const reports::TrfFile again = exported(event, name);
        CHECK(again.name == name);
        CHECK(again.rounds == std::optional(original.roundCount()));
        REQUIRE(again.players.size() == original.players.size());
        for (const reports::TrfPlayer &player : original.players) {
            INFO("start number " << player.startNumber);
            const reports::TrfPlayer *back = again.player(player.startNumber);
            REQUIRE(back != nullptr);
            CHECK(back->name == player.name);
            CHECK(back->rating == player.rating);
            CHECK(back->points == player.points);
            CHECK(back->rounds == player.rounds);
        }
    }
    CHECK(files == 30);

    // One of them as stored: round 1's boards in FIDE's order (every score 0: by the smaller
    // start number), the pairing-allocated bye last; each round logged with the file.
    const auto swiss03 = db::TournamentStore(*event.session).findByName("swiss-03-9p-8r");
    REQUIRE(swiss03.ok());
    const auto round1 = db::PairingStore(*event.session).pairings(swiss03->id, 1);
    REQUIRE(round1.ok());
    REQUIRE(round1->size() == 5);
    CHECK((*round1)[0].whiteName == "Test0005 Player0005");
    CHECK((*round1)[0].blackName == std::optional<std::string>("Test0001 Player0001"));
    CHECK((*round1)[0].result == std::optional(R::BlackWins));
    CHECK((*round1)[1].whiteName == "Test0002 Player0002");
    CHECK((*round1)[4].whiteName == "Test0009 Player0009");
    CHECK_FALSE((*round1)[4].blackId);
    CHECK((*round1)[4].result == std::optional(R::FullBye));
    CHECK(fixture::count(event,
                         "SELECT count(*) FROM decisions d JOIN tournaments t ON t.id = "
                         "d.tournament_id WHERE t.name = 'swiss-03-9p-8r' AND d.what LIKE "
                         "'round % paired: % boards; imported from swiss-03-9p-8r.trf'") == 8);
}

TEST_CASE("byes, absences, a withdrawal and unrated games: imported, and written back",
          "[postgresql]")
{
    fixture::Event event = fixture::make("trf_byes", {}, 0);
    const auto imported = import(event, smallFile, "small.trf");
    REQUIRE(imported.ok());
    CHECK(imported->tournament.name == "Small Swiss");
    CHECK(imported->tournament.roundsPlanned == std::optional(4)); // XXR
    CHECK(imported->players == 5);
    CHECK(imported->newPlayers == 5);
    CHECK(imported->rounds == 3);
    CHECK(imported->games == 4);
    CHECK(imported->byes == 5);
    CHECK(imported->withdrawn == 1);
    CHECK(imported->fullPointByes == 1);
    CHECK(imported->unratedGames == 1);

    const std::int64_t id = imported->tournament.id;
    const auto boards = [&](int round) {
        const auto pairings = db::PairingStore(*event.session).pairings(id, round);
        REQUIRE(pairings.ok());
        std::vector<std::string> out;
        for (const db::Pairing &p : *pairings)
            out.push_back(std::to_string(p.board) + " " + p.whiteName + " - " +
                          p.blackName.value_or("bye") + " " +
                          (p.result ? std::string(reports::pairingResultCode(*p.result)) : "none"));
        return out;
    };
    CHECK(boards(1) == std::vector<std::string>{"1 Andreev - Borisov 1-0",
                                                "2 Dmitriev - Egorov -/+",
                                                "3 Chernov - bye bye-1"});
    // After round 1 Andreev, Chernov and Egorov have a point: their game first; the half-point
    // bye before the absence; Egorov has no seat.
    CHECK(boards(2) == std::vector<std::string>{"1 Chernov - Andreev 0-1",
                                                "2 Borisov - bye bye-1/2",
                                                "3 Dmitriev - bye bye-0"});
    CHECK(boards(3) == std::vector<std::string>{"1 Borisov - Chernov none", "2 Andreev - bye bye-1",
                                                "3 Egorov - bye bye-0"});
    const auto entries = db::EntryStore(*event.session).list(id);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 5);
    CHECK((*entries)[3].playerName == "Dmitriev");
    CHECK((*entries)[3].withdrawnAfterRound == std::optional(2));
    CHECK_FALSE((*entries)[4].withdrawnAfterRound);

    // Written back: F as U, W and L as 1 and 0, the rest as read; the withdrawn player's line
    // ends after round 2 again.
    const reports::TrfFile again = exported(event, "Small Swiss");
    CHECK(again.rounds == std::optional(4));
    CHECK(again.xxRounds == std::optional(4));
    using B = reports::TrfBlock;
    CHECK(again.player(1)->rounds == std::vector<B>{{2, 'w', '1'}, {3, 'b', '1'}, {0, '-', 'U'}});
    CHECK(again.player(2)->rounds == std::vector<B>{{1, 'b', '0'}, {0, '-', 'H'}, {3, 'w', ' '}});
    CHECK(again.player(3)->rounds == std::vector<B>{{0, '-', 'U'}, {1, 'w', '0'}, {2, 'b', ' '}});
    CHECK(again.player(4)->rounds == std::vector<B>{{5, 'w', '-'}, {0, '-', 'Z'}});
    CHECK(again.player(5)->rounds == std::vector<B>{{4, 'b', '+'}, {}, {0, '-', 'Z'}});
    CHECK(again.player(1)->points == std::optional(3.0));
    CHECK(again.player(1)->rank == std::optional(1));
    CHECK(again.player(4)->points == std::optional(0.0));

    // That file imported again: the same withdrawal, the players taken for the same persons.
    std::ostringstream text;
    reports::writeTrf(again, text);
    const auto twice = import(event, text.str(), "again.trf", "Small Swiss again");
    REQUIRE(twice.ok());
    CHECK(twice->newPlayers == 0);
    CHECK(twice->withdrawn == 1);
    CHECK(twice->games == 4);
}

TEST_CASE("a 2-1-0 event: its 162 read on import, written on export, its points not doubled",
          "[postgresql]")
{
    fixture::Event event = fixture::make("trf_two_one_zero", {}, 0);
    std::string text = smallFile;
    text.insert(text.find("XXR"), "162  W 2.0    D 1.0    L 0.0\r");
    const auto imported = import(event, text, "small.trf");
    REQUIRE(imported.ok());
    CHECK(imported->tournament.scoring == reports::Scoring::TwoOneZero);
    // Andreev: a win, a win by W, the pairing-allocated bye: 6. Borisov: a loss and the
    // half-point bye: 1. Chernov: the bye and a loss: 2.
    const reports::TrfFile again = exported(event, "Small Swiss");
    CHECK(again.scoring == " W 2.0    D 1.0    L 0.0");
    CHECK(again.player(1)->points == std::optional(6.0));
    CHECK(again.player(2)->points == std::optional(1.0));
    CHECK(again.player(3)->points == std::optional(2.0));
    const auto read = reports::eventFromTrf(again);
    REQUIRE(read.ok());
    CHECK(read->scoring == reports::Scoring::TwoOneZero);
    // A 1-0.5-0 event writes no 162: FIDE's default.
    REQUIRE(import(event, smallFile, "small.trf", "Small Swiss 1-0.5-0").ok());
    const reports::TrfFile plain = exported(event, "Small Swiss 1-0.5-0");
    CHECK(plain.scoring.empty());
    CHECK(plain.player(1)->points == std::optional(3.0));
}

TEST_CASE("a refused TRF import leaves the database as it was", "[postgresql]")
{
    db::Tournament existing;
    existing.name = "Existing";
    fixture::Event event = fixture::make("trf_refused", existing, 2);
    const std::vector<long> before = rowCounts(event);
    using app::Problem;
    using app::ProblemCode;
    const auto refusal = [&](const std::string &text, const std::optional<std::string> &name) {
        const auto imported = import(event, text, "bad.trf", name);
        REQUIRE_FALSE(imported.ok());
        CHECK(rowCounts(event) == before);
        return imported.error();
    };
    const std::string dutch = fileBytes(SHASHKI_TEST_DATA_DIR "/swiss/dutch/swiss-03-9p-8r.trf");
    CHECK(refusal(dutch, "Existing") ==
          std::vector<Problem>{{ProblemCode::TrfTournamentExists, {"Existing", "bad.trf"}}});
    // The database refuses the last player's birth year (1850 at the earliest) after the
    // tournament, four players and their entries are stored: all of it is undone.
    std::string oldest = smallFile;
    oldest.replace(oldest.rfind("001    5"), std::string::npos,
                   record(5, "Egorov", "1100", {"   4 b +", "        ", "0000 - Z"}, "1700/01/01"));
    const auto refused = refusal(oldest, std::nullopt);
    REQUIRE(refused.size() == 1);
    CHECK(refused[0].code == ProblemCode::ValueRefused);
    // Malformed fields and games whose two blocks disagree: each placed.
    // The reader's reason is its code and facts (reports/trferror.h), worded by the catalogue in
    // the judge's language.
    using reports::TrfError;
    using reports::TrfErrorCode;
    CHECK(refusal("012 T\r" + record(1, "A", "15x0", {}), std::nullopt) ==
          std::vector<Problem>{{.code = ProblemCode::TrfNotReadable,
                                .args = {"bad.trf", "2", "49"},
                                .trfError = TrfError{.line = 2,
                                                     .column = 49,
                                                     .code = TrfErrorCode::RatingExpected,
                                                     .lastColumn = 52}}});
    CHECK(refusal("012 T\r" + record(1, "A", "", {"   2 w 1"}) + record(2, "B", "", {"   1 b 1"}),
                  std::nullopt) ==
          std::vector<Problem>{{.code = ProblemCode::TrfNotReadable,
                                .args = {"bad.trf", "3", "92"},
                                .trfError = TrfError{.line = 3,
                                                     .column = 92,
                                                     .code = TrfErrorCode::ResultsDisagree,
                                                     .otherLine = 2,
                                                     .round = 1,
                                                     .startNumber = 1,
                                                     .player = "B",
                                                     .opponent = "A",
                                                     .result = '1',
                                                     .otherResult = '1',
                                                     .expected = "0"}}});
    CHECK(refusal("012 T\r", std::nullopt) ==
          std::vector<Problem>{{ProblemCode::TrfWithoutPlayers, {"bad.trf"}}});
    CHECK(refusal(record(1, "A", "", {}), std::nullopt) ==
          std::vector<Problem>{{ProblemCode::TrfWithoutName, {"bad.trf"}}});

    // A stored player is taken for the same person (the same name, no birth years, the same
    // rating, none); one of the same name and another rating is someone else.
    const auto imported = import(
        event, "012 Reuse\r" + record(1, "Player 1", "", {}) + record(2, "Player 2", "1500", {}),
        "reuse.trf");
    REQUIRE(imported.ok());
    CHECK(imported->newPlayers == 1);
    CHECK(fixture::count(event, "SELECT count(*) FROM players") == before[1] + 1);
}

} // namespace trfimport_test
