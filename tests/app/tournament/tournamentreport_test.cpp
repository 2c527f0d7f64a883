// app::reportHeader and app::pairingsTable (tournamentreport.h): the page header of a stored
// tournament's report (event, subject, dates, chief arbiter) and a round's pairings as a table,
// a free round and results included, a micro-match's game 2 in a column of its own.
#include "app/tournament/roundpairing.h"
#include "app/tournament/tournamentreport.h"
#include "db/pairingstore.h"
#include "fixture.h"

#include <catch2/catch.hpp>
#include <map>

namespace tournamentreport_test {

using R = reports::PairingResult;

using Rows = std::vector<std::vector<std::string>>;

TEST_CASE("a report's header: event, subject, dates and chief arbiter", "[tournamentreport]")
{
    db::Tournament tournament;
    tournament.name = "X USSR championship";
    tournament.startsOn = "1950-11-05";
    tournament.endsOn = "1950-12-05";
    tournament.chiefArbiter = "V. Sokolov";
    {
        const reports::ReportHeader header = app::reportHeader(tournament, "Crosstable");
        CHECK(header.event == "X USSR championship");
        CHECK(header.subject == "Crosstable");
        CHECK(header.dates == "1950-11-05 - 1950-12-05");
        CHECK(header.chiefArbiter == "V. Sokolov");
    }
    tournament.endsOn.reset();
    CHECK(app::reportHeader(tournament, "Round 3 pairings").dates == "1950-11-05");
    CHECK(app::reportHeader(tournament, "Round 3 pairings").subject == "Round 3 pairings");
    tournament.startsOn.reset();
    tournament.endsOn = "1950-12-05";
    CHECK(app::reportHeader(tournament, "Standings").dates == "1950-12-05");
    tournament.endsOn.reset();
    tournament.chiefArbiter.reset();
    const reports::ReportHeader bare = app::reportHeader(tournament, "Standings");
    CHECK(bare.dates.empty());
    CHECK(bare.chiefArbiter.empty()); // a blank line to sign on
}

TEST_CASE("a round's blank game sheets: a board each in board order, none for a bye, two for a "
          "micro-match",
          "[tournamentreport]")
{
    app::TournamentEvent loaded;
    loaded.tournament.name = "Кубок Тулы";
    loaded.tournament.startsOn = "2026-11-28";
    loaded.tournament.endsOn = "2026-11-30";
    const auto pairing = [](int board, std::string white, std::optional<std::string> black) {
        db::Pairing p;
        p.round = 4;
        p.board = board;
        p.whiteId = board * 10;
        p.whiteName = std::move(white);
        if (black)
            p.blackId = board * 10 + 1;
        p.blackName = std::move(black);
        return p;
    };
    const std::vector<db::Pairing> pairings = {pairing(2, "Борисов", "Васильев"),
                                               pairing(3, "Глебов", std::nullopt),
                                               pairing(1, "Андреев", "Дмитриев")};
    const auto sheets = app::roundGameSheets(loaded, pairings, reports::Language::Russian);
    REQUIRE(sheets.size() == 2);
    CHECK(sheets[0].board == std::optional(1));
    CHECK(sheets[0].white == "Андреев");
    CHECK(sheets[0].black == "Дмитриев");
    CHECK(sheets[0].round == std::optional(4));
    CHECK(sheets[0].date == "28.11.2026 - 30.11.2026");
    CHECK(sheets[0].event == "Кубок Тулы");
    CHECK(sheets[0].language == reports::Language::Russian);
    CHECK_FALSE(sheets[0].game.has_value());
    CHECK(sheets[1].board == std::optional(2));
    CHECK(sheets[1].white == "Борисов");

    loaded.tournament.drawnOpenings = true;
    const auto micro = app::roundGameSheets(loaded, pairings, reports::Language::English);
    REQUIRE(micro.size() == 4);
    CHECK(micro[0].game == std::optional(1));
    CHECK(micro[1].game == std::optional(2));
    CHECK(micro[1].board == std::optional(1));
    CHECK(micro[1].white == "Дмитриев"); // game 2 with the colours reversed
    CHECK(micro[1].black == "Андреев");
    CHECK(micro[1].date == "2026-11-28 - 2026-11-30");
    CHECK(app::roundGameSheets(loaded, {pairing(1, "Андреев", std::nullopt)},
                               reports::Language::English)
              .empty());
}

namespace {

std::vector<db::Pairing> pairingsOf(fixture::Event &event, int round)
{
    const auto pairings = db::PairingStore(*event.session).pairings(event.tournament.id, round);
    REQUIRE(pairings.ok());
    return *pairings;
}

} // namespace

TEST_CASE("a round's pairings as a table: a free round and a result", "[postgresql]")
{
    // A round robin of 3: Berger's table for 4, number 4 the free round; round 1 is 1 - 4 and
    // 2 - 3, the bye on the last board (reports/bergertable.h): board 1 2 - 3, board 2 Player 1
    // free (bye-0).
    fixture::Event event = fixture::make("report_pairings", db::Tournament{}, 3);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const std::vector<db::Pairing> paired = pairingsOf(event, 1);
    REQUIRE(paired.size() == 2);
    const reports::ReportTable before = app::pairingsTable(fixture::load(event), paired);
    // As the Rounds tab: each side's number, name, rating (none here) and points before the round.
    CHECK(before.rows == Rows{{"Board", "No", "White", "Rating", "Points", "Result", "Points",
                               "Rating", "Black", "No"},
                              {"1", "2", "Player 2", "", "0", "", "0", "", "Player 3", "3"},
                              {"2", "1", "Player 1", "", "0", "bye-0", "", "", "bye", ""}});
    CHECK(before.alignRight ==
          std::vector<bool>{true, true, false, true, true, false, true, true, false, true});

    REQUIRE(
        db::PairingStore(*event.session).saveResult(paired[0], R::BlackWins, std::nullopt).ok());
    const reports::ReportTable after =
        app::pairingsTable(fixture::load(event), pairingsOf(event, 1));
    CHECK(after.rows == Rows{{"Board", "No", "White", "Rating", "Points", "Result", "Points",
                              "Rating", "Black", "No"},
                             {"1", "2", "Player 2", "", "0", "0-1", "0", "", "Player 3", "3"},
                             {"2", "1", "Player 1", "", "0", "bye-0", "", "", "bye", ""}});
    // Round 2: the points each brings from round 1 (Player 3 won; Player 1's free round is
    // none).
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 2, {}).ok());
    const reports::ReportTable second =
        app::pairingsTable(fixture::load(event), pairingsOf(event, 2));
    std::map<std::string, std::string> points;
    for (std::size_t r = 1; r < second.rows.size(); ++r) {
        points[second.rows[r][2]] = second.rows[r][4];
        if (second.rows[r][8] != "bye")
            points[second.rows[r][8]] = second.rows[r][6];
    }
    CHECK(points == std::map<std::string, std::string>{
                        {"Player 1", "0"}, {"Player 2", "0"}, {"Player 3", "1"}});
    // No pairings: the header row alone.
    CHECK(app::pairingsTable(fixture::load(event), {}).rows ==
          Rows{{"Board", "No", "White", "Rating", "Points", "Result", "Points", "Rating", "Black",
                "No"}});
}

TEST_CASE("a micro-match round's pairings: game 1 and game 2", "[postgresql]")
{
    db::Tournament micro;
    micro.drawnOpenings = true;
    fixture::Event event = fixture::make("report_micro", micro, 3); // paired as above
    app::RoundRequest request;
    request.opening = "c3-d4 f6-g5";
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, request).ok());
    std::vector<db::Pairing> paired = pairingsOf(event, 1);
    REQUIRE(paired.size() == 2);
    const auto first =
        db::PairingStore(*event.session).saveResult(paired[0], R::WhiteWins, std::nullopt);
    REQUIRE(first.ok());
    REQUIRE(db::PairingStore(*event.session).saveResult(*first, R::Draw, std::nullopt, 2).ok());
    const reports::ReportTable table =
        app::pairingsTable(fixture::load(event), pairingsOf(event, 1));
    CHECK(table.rows ==
          Rows{{"Board", "No", "White", "Rating", "Points", "Game 1", "Points", "Rating", "Black",
                "No", "Game 2"},
               {"1", "2", "Player 2", "", "0", "1-0", "0", "", "Player 3", "3", "1/2-1/2"},
               {"2", "1", "Player 1", "", "0", "bye-0", "", "", "bye", "", ""}});
    CHECK(table.alignRight ==
          std::vector<bool>{true, true, false, true, true, false, true, true, false, true, false});
}

TEST_CASE("a Swiss's crosstable goes round by round, the others' are the matrix, the players",
          "[tournamentreport]")
{
    // Two players, one round: 1 beats 2 with White.
    app::TournamentEvent loaded;
    loaded.event.rounds = 1;
    for (int number : {1, 2}) {
        reports::EventPlayer player;
        player.startNumber = number;
        player.name = number == 1 ? "Андреев" : "Борисов";
        player.rating = 2000 - number;
        player.results.push_back({1,
                                  2 - number,
                                  number == 1,
                                  number == 1 ? reports::Outcome::Win : reports::Outcome::Loss,
                                  {}});
        loaded.event.players.push_back(player);
        db::Entry entry;
        entry.playerId = 10 + number;
        entry.startNumber = number;
        entry.playerName = player.name;
        entry.rating = player.rating;
        loaded.entries.push_back(entry);
    }
    loaded.entries[1].withdrawnAfterRound = 1;
    const reports::Standings standings = reports::computeStandings(loaded.event, {});
    loaded.tournament.system = reports::PairingSystem::Swiss;
    CHECK(reports::crosstableTable(app::crosstableOf(loaded, standings)).rows ==
          Rows{{"Place", "No", "Name", "Rating", "R1", "Points"},
               {"1", "1", "Андреев", "1999", "2w1", "1"},
               {"2", "2", "Борисов", "1998", "1b0", "0"}});
    for (const reports::PairingSystem system :
         {reports::PairingSystem::RoundRobin, reports::PairingSystem::DoubleRoundRobin,
          reports::PairingSystem::Match}) {
        loaded.tournament.system = system;
        CHECK(reports::crosstableTable(app::crosstableOf(loaded, standings)).rows ==
              Rows{{"Place", "No", "Name", "Rating", "1", "2", "Points"},
                   {"1", "1", "Андреев", "1999", "\xC3\x97", "1", "1"},
                   {"2", "2", "Борисов", "1998", "0", "\xC3\x97", "0"}});
    }
    const reports::ReportTable players = app::playersTable(loaded);
    CHECK(players.rows == Rows{{"No", "Name", "Title", "Club", "Rating", "Withdrawn after round"},
                               {"1", "Андреев", "", "", "1999", ""},
                               {"2", "Борисов", "", "", "1998", "1"}});
    CHECK(players.alignRight == std::vector<bool>{true, false, false, false, true, true});
}

TEST_CASE("the reports in Russian, the venue in the header, the last round with a result",
          "[tournamentreport]")
{
    // Two players, two rounds paired: 1 beats 2 with White in round 1; round 2 has no result yet.
    app::TournamentEvent loaded;
    loaded.tournament.name = "Кубок";
    loaded.tournament.venue = "Тула";
    loaded.tournament.startsOn = "2026-11-28";
    loaded.tournament.chiefArbiter = "Петров П.П.";
    loaded.tournament.system = reports::PairingSystem::Swiss;
    loaded.event.rounds = 2;
    for (int number : {1, 2}) {
        reports::EventPlayer player;
        player.startNumber = number;
        player.name = number == 1 ? "Андреев" : "Борисов";
        player.rating = 2000 - number;
        player.results.push_back({1,
                                  2 - number,
                                  number == 1,
                                  number == 1 ? reports::Outcome::Win : reports::Outcome::Loss,
                                  {}});
        player.results.push_back({2, 2 - number, number == 2, reports::Outcome::NotPaired, {}});
        loaded.event.players.push_back(player);
        db::Entry entry;
        entry.playerId = 10 + number;
        entry.startNumber = number;
        entry.playerName = player.name;
        entry.rating = player.rating;
        loaded.entries.push_back(entry);
    }
    CHECK(app::lastRoundWithResults(loaded) == 1);
    loaded.event.players[1].withdrawnAfterRound = 1;
    loaded.entries[1].withdrawnAfterRound = 1;
    const auto russian = reports::Language::Russian;
    const reports::Standings standings = reports::computeStandings(loaded.event, {}, 1);
    CHECK(reports::crosstableTable(
              app::crosstableOf(loaded, standings, reports::CellStyle::Equals, russian), russian)
              .rows == Rows{{"Место", "№", "Участник", "Рейтинг", "Т1", "Очки"},
                            {"1", "1", "Андреев", "1999", "2б1", "1"},
                            {"2", "2", "Борисов (выбыл после 1-го тура)", "1998", "1ч0", "0"}});
    CHECK(reports::standingsTable(loaded.event, standings, russian).rows ==
          Rows{{"Место", "№", "Участник", "Рейтинг", "Очки", "Партии"},
               {"1", "1", "Андреев", "1999", "1", "1"},
               {"2", "2", "Борисов (выбыл после 1-го тура)", "1998", "0", "1"}});
    CHECK(app::playersTable(loaded, russian).rows ==
          Rows{{"№", "Участник", "Звание", "Клуб", "Рейтинг", "Выбыл после тура"},
               {"1", "Андреев", "", "", "1999", ""},
               {"2", "Борисов", "", "", "1998", "1"}});
    CHECK(app::pairingsTable(loaded, {}, russian).rows ==
          Rows{{"Доска", "№", "Белые", "Рейтинг", "Очки", "Результат", "Очки", "Рейтинг", "Чёрные",
                "№"}});

    const reports::ReportHeader header = app::reportHeader(
        loaded.tournament, reports::standingsSubject(app::lastRoundWithResults(loaded), russian),
        russian);
    CHECK(header.event == "Кубок");
    CHECK(header.subject == "Положение участников после 1-го тура");
    CHECK(header.venue == "Тула");
    CHECK(header.dates == "28.11.2026"); // a Russian report's dates as Russians write them
    CHECK(header.language == russian);
    CHECK(reports::subjectLine(header) == "Положение участников после 1-го тура, Тула, 28.11.2026");
    CHECK(reports::signatureLine(header) == "Главный судья: Петров П.П.  ______________________");
    // The command line's English, and no round with a result.
    CHECK(app::reportHeader(loaded.tournament, "Standings").venue == "Тула");
    CHECK(app::reportHeader(loaded.tournament, "Standings").language == reports::Language::English);
    for (reports::EventPlayer &player : loaded.event.players)
        player.results[0].outcome = reports::Outcome::NotPaired;
    CHECK(app::lastRoundWithResults(loaded) == 0);
}

} // namespace tournamentreport_test
