// app::importPdn never stores a game twice (issue 12, invariant 1): a game already in the
// tournament is skipped and counted, a file extended by a round adds that round, and the same
// players and round with another game is refused with both places named and nothing written.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "fixture.h"
#include "tests/db/testserver.h"

#include <QSqlQuery>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pdnimport_test {

namespace {

// A round robin of four players, rounds 1…`rounds` (a double round robin's table by rounds).
std::string roundRobinFile(int rounds)
{
    // Berger's table for 4: round 1 1-4 2-3, round 2 4-3 1-2, round 3 2-4 3-1, then reversed.
    const int table[6][2][2] = {{{1, 4}, {2, 3}}, {{4, 3}, {1, 2}}, {{2, 4}, {3, 1}},
                                {{4, 1}, {3, 2}}, {{3, 4}, {2, 1}}, {{4, 2}, {1, 3}}};
    std::string text;
    for (int round = 1; round <= rounds; ++round)
        for (const auto &board : table[round - 1])
            text += fixture::pdnGame("Player " + std::to_string(board[0]),
                                     "Player " + std::to_string(board[1]), round, "1/2-1/2", round);
    return text;
}

arbiter::Result<app::PdnImportSummary, app::Problem>
import(fixture::Event &event, const std::string &text, const std::string &file)
{
    auto connection = db::PgConnection::open(event.conninfo);
    REQUIRE(connection.ok());
    std::istringstream input(text);
    return app::importPdn(connection.value(), input, 0, file, event.tournament.name, false,
                          arbiter::RuleSet::fmjd64(), nullptr);
}

} // namespace

TEST_CASE("importing the same file twice stores its games once", "[postgresql]")
{
    db::Tournament tournament;
    tournament.system = reports::PairingSystem::DoubleRoundRobin;
    fixture::Event event = fixture::make("import_twice", tournament, 4);

    const auto first = import(event, roundRobinFile(5), "rounds1-5.pdn");
    REQUIRE(first.ok());
    CHECK(first->counts.games == 10);
    CHECK(first->counts.moves == 40);
    CHECK(first->alreadyStored == 0);

    const auto again = import(event, roundRobinFile(5), "rounds1-5.pdn");
    REQUIRE(again.ok());
    CHECK(again->counts.games == 0);
    CHECK(again->alreadyStored == 10);
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 10);
    CHECK(fixture::count(event, "SELECT count(*) FROM moves") == 40);

    // The file with round 6 added: round 6 only.
    const auto extended = import(event, roundRobinFile(6), "rounds1-6.pdn");
    REQUIRE(extended.ok());
    CHECK(extended->counts.games == 2);
    CHECK(extended->alreadyStored == 10);
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 12);
    CHECK(fixture::count(event, "SELECT count(*) FROM pairings") == 12);
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 6);

    // The standings count every game once: 6 games each, all drawn.
    const app::TournamentEvent loaded = fixture::load(event);
    for (const reports::EventPlayer &player : loaded.event.players) {
        int games = 0;
        for (const reports::RoundResult &result : player.results)
            games += result.outcome == reports::Outcome::Draw ? 1 : 0;
        CHECK(games == 6);
    }
}

TEST_CASE("a game contradicting a stored one is refused and nothing is written", "[postgresql]")
{
    fixture::Event event = fixture::make("import_conflict", db::Tournament{}, 4);
    REQUIRE(import(event, roundRobinFile(3), "rounds1-3.pdn").ok());

    SECTION("the same players and round, other moves")
    {
        // Round 3, 2 – 4 with other moves, after a new game of round 4 that must not be kept.
        const std::string text = fixture::pdnGame("Player 4", "Player 1", 4, "1-0", 0) +
                                 fixture::pdnGame("Player 2", "Player 4", 3, "1/2-1/2", 0);
        const auto refused = import(event, text, "changed.pdn");
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().code == app::ProblemCode::GameConflict);
        const std::vector<std::string> args = refused.error().args;
        REQUIRE(args.size() == 10);
        CHECK(args[0] == "changed.pdn");
        CHECK(args[1] == "9"); // the second game's first tag line
        CHECK(args[3] == "2");
        CHECK(args[4] == "Player 2");
        CHECK(args[5] == "Player 4");
        CHECK(args[6] == "3");
        CHECK(args[8] == "1"); // the stored game's board
        CHECK(args[9] == "moves");
        CHECK(app::describe(refused.error()) ==
              "changed.pdn:9:1: game 2 (Player 2 – Player 4, round 3) conflicts with the game "
              "stored for round 3 (board 1, game id " +
                  args[7] + "): the moves differ; nothing was imported");
    }
    SECTION("the same players, round and moves, another result")
    {
        const auto refused =
            import(event, fixture::pdnGame("Player 2", "Player 4", 3, "1-0", 3), "result.pdn");
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().code == app::ProblemCode::GameConflict);
        CHECK(refused.error().args[9] == "result");
    }
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 6);
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 3);
}

TEST_CASE("games without rounds imported twice are stored once", "[postgresql]")
{
    fixture::Event event = fixture::make("import_no_rounds", db::Tournament{}, 3);
    const std::string text = fixture::pdnGame("Player 1", "Player 2", 0, "1-0", 0) +
                             fixture::pdnGame("Player 2", "Player 3", 0, "0-1", 1) +
                             fixture::pdnGame("Player 3", "Player 1", 0, "1/2-1/2", 2);
    REQUIRE(import(event, text, "a.pdn")->counts.games == 3);
    const auto again = import(event, text, "a.pdn");
    REQUIRE(again.ok());
    CHECK(again->alreadyStored == 3);
    CHECK(again->counts.games == 0);
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 3);
}

TEST_CASE("a file's game met again batches later is found on the server, not in memory",
          "[postgresql]")
{
    // The import keeps no list of the games it stored: it asks the server, a batch of 250 at a
    // time, for the games between each game's players, those of its own earlier batches too.
    fixture::Event event = fixture::make("import_batches", db::Tournament{}, 2);
    std::string text;
    for (int game = 0; game < 300; ++game)
        text += fixture::pdnGame("White " + std::to_string(game), "Black " + std::to_string(game),
                                 0, "1-0", game);
    // Game 301 repeats game 1 (batches apart): the same game, skipped.
    const std::string repeated = fixture::pdnGame("White 0", "Black 0", 0, "1-0", 0);
    const auto imported = import(event, text + repeated, "batches.pdn");
    REQUIRE(imported.ok());
    CHECK(imported->counts.games == 300);
    CHECK(imported->alreadyStored == 1);
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 300);

    // Again, with game 302 game 2's moves and another result, neither game of a known round: a
    // conflict with a game of this file (no id, no board), nothing imported.
    std::string again = text;
    for (int game = 300; game < 600; ++game)
        again += fixture::pdnGame("White " + std::to_string(game), "Black " + std::to_string(game),
                                  0, "1-0", game);
    again += fixture::pdnGame("White 301", "Black 301", 0, "0-1", 301);
    const auto refused = import(event, again, "conflict.pdn");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == app::Problem{app::ProblemCode::GameConflict,
                                          {"conflict.pdn", "4201", "1", "601", "White 301",
                                           "Black 301", "-", "0", "-", "result"}});
    CHECK(fixture::count(event, "SELECT count(*) FROM games") == 300);

    // A game stored before, met with another result: its id and no board.
    const auto stored = import(event, fixture::pdnGame("White 7", "Black 7", 0, "0-1", 7), "s.pdn");
    REQUIRE_FALSE(stored.ok());
    REQUIRE(stored.error().args.size() == 10);
    CHECK(
        stored.error().args[7] ==
        std::to_string(fixture::count(event, "SELECT g.id FROM games g JOIN players w ON "
                                             "w.id = g.white_player_id WHERE w.name = 'White 7'")));
    CHECK(stored.error().args[8] == "-");
    CHECK(stored.error().args[9] == "result");
}

TEST_CASE("a Round tag that names no round is a finding with its place, never a silent drop",
          "[postgresql]")
{
    fixture::Event event = fixture::make("import_bad_rounds", db::Tournament{}, 4);
    std::string text;
    int variant = 0;
    for (const char *round : {"-1", "0", "abc", "3a", "?", ""}) {
        // Four move orders: the fifth and sixth games are between other players, so that none
        // is the same game as another (which would be skipped).
        const bool later = variant >= 4;
        std::string game = fixture::pdnGame(later ? "Player 3" : "Player 1",
                                            later ? "Player 4" : "Player 2", 0, "1-0", variant++);
        game.insert(game.find("[Result"), std::string("[Round \"") + round + "\"]\n");
        text += game;
    }
    const auto imported = import(event, text, "rounds.pdn");
    REQUIRE(imported.ok());
    CHECK(imported->counts.games == 6);
    // "?" and "" say the round is unknown: no finding for them.
    REQUIRE(imported->badRounds.size() == 4);
    const std::vector<std::string> values = {"-1", "0", "abc", "3a"};
    for (std::size_t i = 0; i < 4; ++i) {
        const auto &[game, finding] = imported->badRounds[i];
        CHECK(game == static_cast<int>(i) + 1);
        CHECK(finding.code == "BAD_TAG");
        CHECK(finding.detail == arbiter::RuleMessage{arbiter::RuleMessageId::BadRoundTag,
                                                     arbiter::WrittenFacts{values[i]}});
        CHECK(finding.place.line == static_cast<int>(i) * 8 + 4); // the Round tag's own line
        CHECK(finding.place.column == 1);
    }
    CHECK(imported->findings >= 4);
    CHECK(fixture::count(event, "SELECT count(*) FROM games WHERE audit_summary::text LIKE "
                                "'%BAD_TAG%'") == 4);
    CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 0);
    CHECK(app::describe(imported->badRounds[2].second.detail, app::Language::Russian) ==
          "тег Round 'abc' — не номер тура (1, 2, …); партия сохранена без тура");
}

TEST_CASE("a PDN file's game proposed for the tournament it makes: its first GameType", "[pdn]")
{
    CHECK(app::pdnFileVariant(SHASHKI_TEST_DATA_DIR "/pdn/succeed/DUTCH96H.pdn") ==
          arbiter::Variant::International);
    CHECK_FALSE(app::pdnFileVariant(SHASHKI_TEST_DATA_DIR "/pdn/ussr1947.pdn")); // no GameType
    CHECK_FALSE(app::pdnFileVariant(SHASHKI_TEST_DATA_DIR "/pdn/no-such-file.pdn"));
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / "shashki-pdnfilevariant.pdn";
    const auto variantOf = [&file](const std::string &text) {
        std::ofstream(file, std::ios::binary) << text;
        return app::pdnFileVariant(file);
    };
    CHECK(variantOf("[GameType \"26\"]\n1. c3-d4 *\n") == arbiter::Variant::Brazilian);
    CHECK(variantOf("[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 *\n") ==
          arbiter::Variant::International);
    CHECK(variantOf("[GameType \"21\"]\n1. 11-15 *\n") == arbiter::Variant::English);
    CHECK(variantOf("[GameType \"22\"]\n1. 22-18 *\n") == arbiter::Variant::Italian);
    // Spantsiretti: played (perft, moves), not judged: no tournament of it.
    CHECK_FALSE(variantOf("[GameType \"41\"]\n1. 31-27 *\n"));
    std::filesystem::remove(file);
}

TEST_CASE("a game's round must be one the event allows: planned, not skipped, not after a "
          "withdrawal",
          "[postgresql]")
{
    // Issue 28, point 3: one game of round 7 into a 5-round Swiss made round 7, and round 2
    // could no longer be paired.
    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    swiss.roundsPlanned = 5;
    fixture::Event event = fixture::make("import_schedule", swiss, 4);
    const auto nothingStored = [&event] {
        CHECK(fixture::count(event, "SELECT count(*) FROM games") == 0);
        CHECK(fixture::count(event, "SELECT count(*) FROM rounds") == 0);
        CHECK(fixture::count(event, "SELECT count(*) FROM decisions WHERE kind = 'imported'") == 0);
    };
    using app::Problem;
    using app::ProblemCode;

    // Each game of fixture::pdnGame with a round is eight lines.
    const auto beyond = import(event, fixture::pdnGame("Player 1", "Player 2", 7, "1-0"), "r7.pdn");
    REQUIRE_FALSE(beyond.ok());
    CHECK(beyond.error() ==
          Problem{ProblemCode::ImportRoundBeyondPlan, {"r7.pdn", "1", "1", "1", "7", "5"}});
    CHECK(app::describe(beyond.error()) ==
          "r7.pdn:1:1: game 1 is of round 7, but the tournament has 5 rounds; nothing was "
          "imported");
    nothingStored();

    // Rounds 1 and 3: the first game of round 3 is named, wherever it stands in the file.
    const std::string skipping = fixture::pdnGame("Player 1", "Player 2", 3, "1-0") +
                                 fixture::pdnGame("Player 3", "Player 4", 1, "0-1") +
                                 fixture::pdnGame("Player 2", "Player 4", 3, "1-0", 1);
    const auto skipped = import(event, skipping, "skip.pdn");
    REQUIRE_FALSE(skipped.ok());
    CHECK(skipped.error() ==
          Problem{ProblemCode::ImportRoundSkipped, {"skip.pdn", "1", "1", "1", "3", "2"}});
    CHECK(app::describe(skipped.error(), app::Language::Russian) ==
          "skip.pdn:1:1: партия 1 — из 3-го тура, но партий 2-го тура нет ни в турнире, ни в "
          "файле: туры не пропускаются; ничего не импортировано");
    nothingStored();

    // Player 3 withdrew after round 1: his game of round 2 is refused, with its place.
    REQUIRE(event.session
                ->run(QStringLiteral("UPDATE entries SET withdrawn_after_round = 1 WHERE "
                                     "player_id = (SELECT id FROM players WHERE name = ?)"),
                      {QStringLiteral("Player 3")}, "withdraw")
                .ok());
    const std::string afterWithdrawal = fixture::pdnGame("Player 1", "Player 3", 1, "1-0") +
                                        fixture::pdnGame("Player 2", "Player 4", 1, "0-1") +
                                        fixture::pdnGame("Player 4", "Player 3", 2, "1-0");
    const auto withdrawn = import(event, afterWithdrawal, "withdrawn.pdn");
    REQUIRE_FALSE(withdrawn.ok());
    CHECK(withdrawn.error() == Problem{ProblemCode::ImportAfterWithdrawal,
                                       {"withdrawn.pdn", "17", "1", "3", "Player 3", "2", "1"}});
    nothingStored();

    // Rounds 1 and 2 in order, within the plan and before any withdrawal: imported.
    const auto allowed = import(event,
                                fixture::pdnGame("Player 1", "Player 3", 1, "1-0") +
                                    fixture::pdnGame("Player 2", "Player 4", 1, "0-1") +
                                    fixture::pdnGame("Player 1", "Player 4", 2, "1-0"),
                                "allowed.pdn");
    REQUIRE(allowed.ok());
    CHECK(allowed->counts.games == 3);
    CHECK(fixture::count(event, "SELECT max(number) FROM rounds") == 2);
}

} // namespace pdnimport_test
