// db/ stores over QtSql: optimistic concurrency between two judges, the decisions log written with
// each change, grants seen through the stores, and live updates (LISTEN/NOTIFY), on the test
// server.
#include "db/changefeed.h"
#include "db/decisionlog.h"
#include "db/entrystore.h"
#include "db/gameexporter.h"
#include "db/gameimporter.h"
#include "db/gamestore.h"
#include "db/pairingstore.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "testserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <catch2/catch.hpp>

namespace stores_test {

using namespace db;
using namespace dbtest;
using R = reports::PairingResult;

namespace {

// A session as the schema's owner, or as a login of `role` ("shashki_judge" → login
// "hall_judge", made on first use: roles belong to the whole server).
std::unique_ptr<SqlSession> session(const std::string &database, const std::string &role = {})
{
    std::string conninfo = server().connectionString(database);
    if (!role.empty()) {
        const std::string login = "hall_" + role.substr(std::string("shashki_").size());
        PgConnection owner = server().connect(database);
        (void)owner.execScript("CREATE ROLE " + login + " LOGIN IN ROLE " + role,
                               "make the login"); // there already when another test made it
        conninfo += " user=" + login;
    }
    auto opened = SqlSession::open(conninfo);
    INFO((opened ? std::string() : opened.error().text()));
    REQUIRE(opened.ok());
    return std::move(opened.value());
}

template <class T>
T valueOf(DbResult<T> result)
{
    INFO((result ? std::string() : result.error().text()));
    REQUIRE(result.ok());
    return std::move(result.value());
}

// A tournament of four players with round 1 paired: Ботвинник - Таль, Спасский - Петросян.
struct Hall
{
    Tournament tournament;
    std::vector<Player> players;
};

Hall pairedHall(SqlSession &chief)
{
    Hall hall;
    Tournament draft;
    draft.name = "Кубок 1950";
    draft.system = reports::PairingSystem::RoundRobin;
    draft.roundsPlanned = 3;
    hall.tournament = valueOf(TournamentStore(chief).create(draft));
    for (const char *name : {"Ботвинник", "Таль", "Спасский", "Петросян"}) {
        Player player;
        player.name = name;
        hall.players.push_back(valueOf(PlayerStore(chief).add(player)));
        valueOf(EntryStore(chief).enter(hall.tournament.id, hall.players.back().id));
    }
    REQUIRE_FALSE(PairingStore(chief).addRound(
        hall.tournament.id, 1,
        {{1, hall.players[0].id, hall.players[1].id, std::nullopt, std::nullopt},
         {2, hall.players[2].id, hall.players[3].id, std::nullopt, std::nullopt}}));
    return hall;
}

// The tournament's log after its creation and the `entered` players' entries, which come first
// and each say so (migrations/0022 logs the tournament's creation).
std::vector<Decision> logAfterEntries(SqlSession &session, std::int64_t tournament,
                                      std::size_t entered)
{
    auto log = valueOf(DecisionLog(session).list(tournament));
    REQUIRE(log.size() >= entered + 1);
    CHECK(log[0].kind == DecisionKind::Created);
    CHECK(log[0].what.starts_with("tournament created: "));
    for (std::size_t i = 1; i <= entered; ++i) {
        CHECK(log[i].what.ends_with(" entered with start number " + std::to_string(i)));
        CHECK(log[i].after ==
              std::optional<std::string>("{\"startNumber\": " + std::to_string(i) + "}"));
    }
    log.erase(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(entered + 1));
    return log;
}

} // namespace

TEST_CASE("two judges save the same result: the second is told it changed", "[db][stores]")
{
    migratedDatabase("two_judges");
    auto chief = session("two_judges");
    const Hall hall = pairedHall(*chief);
    auto first = session("two_judges", "shashki_judge");
    auto second = session("two_judges", "shashki_judge");
    const Pairing seenByFirst = valueOf(PairingStore(*first).pairings(hall.tournament.id, 1))[0];
    const Pairing seenBySecond = valueOf(PairingStore(*second).pairings(hall.tournament.id, 1))[0];
    CHECK(seenBySecond.version == 1);
    CHECK(seenBySecond.whiteName == "Ботвинник");

    const Pairing saved = valueOf(
        PairingStore(*first).saveResult(seenByFirst, R::WhiteWins, "the sheet, signed by both"));
    CHECK(saved.version == 2);
    const auto refused = PairingStore(*second).saveResult(seenBySecond, R::BlackWins, std::nullopt);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().kind == DbError::Kind::ChangedBySomeoneElse);
    CHECK(refused.error().text() ==
          "save the result of board 1 of round 1 (Ботвинник - Таль): the result of board 1 of "
          "round 1 (Ботвинник - Таль) was changed by someone else since you opened it (version "
          "1, now 2); nothing was saved: reload it and make your change again");
    // The same as facts, for the message catalogue (db/storedrow.h).
    CHECK(refused.error().storedRow == StoredRow{.kind = StoredRow::Kind::Result,
                                                 .round = 1,
                                                 .board = 1,
                                                 .white = "Ботвинник",
                                                 .black = "Таль"});
    CHECK(refused.error().readVersion == 1);
    CHECK(refused.error().storedVersion == 2);

    // The first save stands, logged once, with before and after.
    const Pairing stored = valueOf(PairingStore(*chief).pairings(hall.tournament.id, 1))[0];
    CHECK(stored.result == std::optional(R::WhiteWins));
    CHECK(stored.version == 2);
    const auto log = logAfterEntries(*chief, hall.tournament.id, 4);
    REQUIRE(log.size() == 2);
    CHECK(log[0].what == "round 1 paired: 2 boards");
    CHECK(log[1].what == "the result of board 1 of round 1 (Ботвинник - Таль): none -> 1-0");
    CHECK(log[1].why == std::optional<std::string>("the sheet, signed by both"));
    CHECK(log[1].decidedBy == "hall_judge");
    CHECK(log[1].before == std::optional<std::string>("{\"result\": null}"));
    CHECK(log[1].after == std::optional<std::string>("{\"result\": \"1-0\"}"));

    // Reloaded, the second judge's correction goes through.
    const Pairing reloaded = valueOf(PairingStore(*second).pairings(hall.tournament.id, 1))[0];
    CHECK(valueOf(PairingStore(*second).saveResult(reloaded, R::BlackWins, "arbiter's correction"))
              .version == 3);
    CHECK(logAfterEntries(*chief, hall.tournament.id, 4).size() == 3);
}

TEST_CASE("players, tournaments and entries refuse a save over a newer version", "[db][stores]")
{
    migratedDatabase("versions");
    auto a = session("versions");
    auto b = session("versions");
    const Hall hall = pairedHall(*a);

    Player mine = valueOf(PlayerStore(*a).find(hall.players[1].id));
    Player theirs = valueOf(PlayerStore(*b).find(hall.players[1].id));
    mine.rating = 2700;
    mine.title = "GMI";
    CHECK(valueOf(PlayerStore(*a).save(mine)).version == 2);
    theirs.club = "Рига";
    const auto player = PlayerStore(*b).save(theirs);
    REQUIRE_FALSE(player.ok());
    CHECK(player.error().kind == DbError::Kind::ChangedBySomeoneElse);
    const Player stored = valueOf(PlayerStore(*b).find(hall.players[1].id));
    CHECK(stored.rating == std::optional(2700));
    CHECK(stored.club == std::nullopt);

    Tournament edited = hall.tournament;
    edited.venue = "Москва";
    edited.startsOn = "1950-11-05";
    edited.endsOn = "1950-12-08";
    edited.tiebreakOrder = {reports::TieBreak::SonnebornBerger, reports::TieBreak::Wins,
                            reports::TieBreak::DirectEncounter};
    edited.hasIncrement = false;
    edited.unplayedRounds = reports::UnplayedRounds::PlayedOnly;
    CHECK(valueOf(TournamentStore(*a).save(edited)).version == 2);
    const Tournament read = valueOf(TournamentStore(*b).findByName("Кубок 1950"));
    CHECK(read.venue == std::optional<std::string>("Москва"));
    CHECK(read.startsOn == std::optional<std::string>("1950-11-05"));
    CHECK(read.tiebreakOrder == std::vector<reports::TieBreak>{reports::TieBreak::SonnebornBerger,
                                                               reports::TieBreak::Wins,
                                                               reports::TieBreak::DirectEncounter});
    CHECK_FALSE(read.hasIncrement);
    CHECK(read.roundsPlanned == std::optional(3));
    CHECK(read.unplayedRounds == reports::UnplayedRounds::PlayedOnly);
    // The database's own check refuses a word that is none of the settings' (0008).
    const auto bogus = a->run(QStringLiteral("UPDATE tournaments SET unplayed_rounds = 'whatever' "
                                             "WHERE id = ?"),
                              {QVariant(static_cast<qlonglong>(read.id))}, "test");
    CHECK(bogus.error().sqlState == "23514");
    // 0013: FIDE's rules of 2009 are a choice too.
    Tournament fide2009 = read;
    fide2009.unplayedRounds = reports::UnplayedRounds::Fide2009;
    CHECK(valueOf(TournamentStore(*a).save(fide2009)).version == 3);
    CHECK(valueOf(TournamentStore(*b).findByName("Кубок 1950")).unplayedRounds ==
          reports::UnplayedRounds::Fide2009);
    Tournament stale = hall.tournament;
    stale.chiefArbiter = "Иванов";
    CHECK(TournamentStore(*b).save(stale).error().kind == DbError::Kind::ChangedBySomeoneElse);

    std::vector<Entry> entries = valueOf(EntryStore(*a).list(hall.tournament.id));
    REQUIRE(entries.size() == 4);
    CHECK(entries[3].startNumber == 4);
    CHECK(entries[3].playerName == "Петросян");
    Entry withdrawn = entries[3];
    withdrawn.withdrawnAfterRound = 1;
    CHECK(valueOf(EntryStore(*a).save(withdrawn, "illness")).version == 2);
    CHECK(EntryStore(*b).save(entries[3]).error().kind == DbError::Kind::ChangedBySomeoneElse);
    const auto log = logAfterEntries(*a, hall.tournament.id, 4);
    REQUIRE(log.size() == 4);
    // Every settings change is logged (0022), before round 1 or after.
    CHECK(log[1].what == "settings changed: venue none -> Москва; start date none -> 1950-11-05; "
                         "end date none -> 1950-12-08; tie-break order default -> SB,WIN,DE; "
                         "increment yes -> no; unplayed games in tie-breaks fide-2024 -> "
                         "played-only");
    CHECK(log[2].what == "settings changed: unplayed games in tie-breaks played-only -> fide-2009");
    CHECK(log[3].what == "Петросян withdrawn after round 1");
    CHECK(log[3].after == std::optional<std::string>("{\"withdrawnAfterRound\": 1}"));

    // A start number is unique per tournament (SQLSTATE 23505), and a deleted row is "not found".
    Entry clash = valueOf(EntryStore(*a).list(hall.tournament.id))[0];
    clash.startNumber = 2;
    CHECK(EntryStore(*a).save(clash).error().sqlState == "23505");
    PgConnection raw = server().connect("versions");
    Player lone;
    lone.name = "Ласкер";
    Player added = valueOf(PlayerStore(*a).add(lone));
    mustRun(raw, "DELETE FROM players WHERE id = $1", {std::to_string(added.id)});
    const auto gone = PlayerStore(*b).save(added);
    CHECK(gone.error().kind == DbError::Kind::NotFound);
    CHECK(gone.error().message == "player Ласкер is not there any more: someone else deleted it");
    CHECK(gone.error().storedRow == StoredRow{.kind = StoredRow::Kind::Player, .name = "Ласкер"});
}

TEST_CASE("a round is paired all or nothing, the roles hold through the stores", "[db][stores]")
{
    migratedDatabase("store_roles");
    auto chief = session("store_roles");
    const Hall hall = pairedHall(*chief);
    // Player 1 twice in round 2: refused (one board per round), and round 2 is not there at all.
    const auto twice = PairingStore(*chief).addRound(
        hall.tournament.id, 2,
        {{1, hall.players[0].id, hall.players[2].id, std::nullopt, std::nullopt},
         {2, hall.players[1].id, hall.players[0].id, std::nullopt, std::nullopt}});
    REQUIRE(twice.has_value());
    CHECK(twice->sqlState == "23505");
    CHECK(twice->context == "pair round 2");
    CHECK(valueOf(PairingStore(*chief).rounds(hall.tournament.id)) == std::vector<int>{1});

    auto viewer = session("store_roles", "shashki_viewer");
    const Pairing board = valueOf(PairingStore(*viewer).pairings(hall.tournament.id, 1))[1];
    const auto refused = PairingStore(*viewer).saveResult(board, R::Draw, std::nullopt);
    CHECK(refused.error().sqlState == "42501");
    auto judge = session("store_roles", "shashki_judge");
    CHECK(PairingStore(*judge).addRound(hall.tournament.id, 2, {})->sqlState == "42501");
    // What the store was asked to do goes with the refusal, as facts (db/storeaction.h).
    CHECK(PairingStore(*judge).addRound(hall.tournament.id, 2, {})->action ==
          StoreAction{.kind = StoreAction::Kind::PairRound, .round = 2});
    Player renamed = hall.players[0];
    renamed.name = "Botvinnik";
    CHECK(PlayerStore(*judge).save(renamed).error().sqlState == "42501");
    CHECK(valueOf(PairingStore(*judge).saveResult(board, R::Draw, std::nullopt)).version == 2);
    CHECK(valueOf(PairingStore(*viewer).pairings(hall.tournament.id, 1))[1].result ==
          std::optional(R::Draw));
}

TEST_CASE("another client hears of a saved result, and not of a refused one", "[db][stores]")
{
    migratedDatabase("live");
    auto chief = session("live");
    const Hall hall = pairedHall(*chief);
    auto feed = ChangeFeed::open(server().connectionString("live"));
    REQUIRE(feed.ok());
    std::vector<Change> heard;
    QObject::connect(feed.value().get(), &ChangeFeed::changed,
                     [&heard](const Change &change) { heard.push_back(change); });
    const auto waitFor = [&heard](std::size_t count, int milliseconds) {
        QElapsedTimer timer;
        timer.start();
        while (heard.size() < count && timer.elapsed() < milliseconds)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    };

    const Pairing board = valueOf(PairingStore(*chief).pairings(hall.tournament.id, 1))[0];
    valueOf(PairingStore(*chief).saveResult(board, R::WhiteWins, std::nullopt));
    waitFor(1, 10000);
    REQUIRE(heard.size() == 1);
    CHECK(heard[0].table == "pairings");
    CHECK(heard[0].operation == "UPDATE");
    CHECK(heard[0].tournaments == std::vector<std::int64_t>{hall.tournament.id});

    // The stale save is rolled back: nothing is announced. The next round is.
    CHECK_FALSE(PairingStore(*chief).saveResult(board, R::BlackWins, std::nullopt).ok());
    REQUIRE_FALSE(PairingStore(*chief).addRound(
        hall.tournament.id, 2,
        {{1, hall.players[0].id, hall.players[2].id, std::nullopt, std::nullopt}}));
    waitFor(2, 10000);
    waitFor(3, 300);
    REQUIRE(heard.size() == 2);
    CHECK(heard[1].table == "pairings");
    CHECK(heard[1].operation == "INSERT");
}

TEST_CASE("a micro-match: the drawn opening, game 2's result, each game against its own result",
          "[db][stores]")
{
    migratedDatabase("micro");
    auto chief = session("micro");
    Tournament draft;
    draft.name = "Кубок микро-матчей";
    draft.drawnOpenings = true;
    draft.standingsBy = reports::MatchStandings::MatchPoints;
    const Tournament tournament = valueOf(TournamentStore(*chief).create(draft));
    CHECK(valueOf(TournamentStore(*chief).find(tournament.id)).standingsBy ==
          reports::MatchStandings::MatchPoints);
    std::vector<Player> players;
    for (const char *name : {"Ботвинник", "Таль"}) {
        Player player;
        player.name = name;
        players.push_back(valueOf(PlayerStore(*chief).add(player)));
        valueOf(EntryStore(*chief).enter(tournament.id, players.back().id));
    }
    REQUIRE_FALSE(PairingStore(*chief).addRound(
        tournament.id, 1, {{1, players[0].id, players[1].id, std::nullopt, "c3-d4 f6-g5"}},
        RoundDrawn{"opening of round 1 drawn with seed 7: c3-d4 f6-g5", "{}"}));
    auto judge = session("micro", "shashki_judge");
    const Pairing board = valueOf(PairingStore(*judge).pairings(tournament.id, 1))[0];
    CHECK(board.opening == std::optional<std::string>("c3-d4 f6-g5"));
    CHECK(PairingStore(*judge).saveResult(board, R::WhiteWins, std::nullopt, 3).error().text() ==
          "save the result of board 1 of round 1 (Ботвинник - Таль): board 1 of round 1 "
          "(Ботвинник - Таль) has no game 3");
    const Pairing saved = valueOf(PairingStore(*judge).saveResult(board, R::BlackWins, "sheet", 2));
    CHECK(saved.secondResult == std::optional(R::BlackWins));
    CHECK(saved.result == std::nullopt);
    const Pairing stored = valueOf(PairingStore(*chief).pairings(tournament.id, 1))[0];
    CHECK(stored.secondResult == std::optional(R::BlackWins));
    CHECK(stored.result == std::nullopt);
    const auto log = logAfterEntries(*chief, tournament.id, 2);
    REQUIRE(log.size() == 2);
    CHECK(log[0].what ==
          "round 1 paired: 1 board; opening of round 1 drawn with seed 7: c3-d4 f6-g5");
    CHECK(log[1].what ==
          "the result of game 2 of board 1 of round 1 (Ботвинник - Таль): none -> 0-1");

    // Game 2's sheet says its White (Таль) won: 1-0 contradicts the pairing's 0-1, 0-1 agrees.
    const auto storeGame = [&](const char *result) {
        GameRecord record;
        record.pdn = "*";
        record.startFen = "W:W21:B12";
        record.result = result;
        return GameStore(*judge).saveBoardGame(tournament.id, board, 2, record);
    };
    const auto contradicting = storeGame("1-0");
    REQUIRE_FALSE(contradicting.ok());
    CHECK(contradicting.error().sqlState == "23514");
    const std::int64_t game2 = valueOf(storeGame("0-1"));
    CHECK(valueOf(storeGame("0-1")) == game2); // one game 2 per pairing, replaced in place
}

TEST_CASE("a board's game sheet saved again is replaced in place: same id, claims kept",
          "[db][stores]")
{
    migratedDatabase("sheet_again");
    auto chief = session("sheet_again");
    const Hall hall = pairedHall(*chief);
    auto judge = session("sheet_again", "shashki_judge");
    const Pairing board = valueOf(PairingStore(*judge).pairings(hall.tournament.id, 1))[0];
    GameRecord record;
    record.pdn = "1. c3-d4 *";
    record.startFen = "W:W21-32:B1-12";
    record.finalFen = "B:W18,21-22,24-32:B1-12";
    record.result = "*";
    record.moves.push_back({"c3-d4", 22, 18, {}, record.finalFen, 42});
    const std::int64_t id =
        valueOf(GameStore(*judge).saveBoardGame(hall.tournament.id, board, 1, record));
    // A claim on it, with its ruling (record_claim, 0022).
    CHECK(valueOf(GameStore(*judge).addClaim(
              id, 1, "black", "threefold", std::nullopt, "invalid",
              R"({"rule": "threefold", "claimant": "black", "ply": 1, "valid": false})",
              "threefold claimed: not valid", std::nullopt)) > 0);
    record.result = "1-0";
    record.moves.push_back({"f6-g5", 11, 15, {}, "W:W18,21-22,24-32:B1-10,12,15", 43});
    CHECK(valueOf(GameStore(*judge).saveBoardGame(hall.tournament.id, board, 1, record)) == id);
    auto check =
        chief->run(QStringLiteral("SELECT (SELECT count(*) FROM moves WHERE game_id = ?), "
                                  "(SELECT count(*) FROM claims WHERE game_id = ?), "
                                  "(SELECT result FROM games WHERE id = ?)"),
                   {QVariant(static_cast<qlonglong>(id)), QVariant(static_cast<qlonglong>(id)),
                    QVariant(static_cast<qlonglong>(id))},
                   "check");
    REQUIRE(check.ok());
    REQUIRE(check->next());
    CHECK(check->value(0).toInt() == 2);
    CHECK(check->value(1).toInt() == 1);
    CHECK(check->value(2).toString() == "1-0");
    const auto log = logAfterEntries(*chief, hall.tournament.id, 4);
    REQUIRE(log.size() == 4);
    CHECK(log[1].what == "game sheet stored: game 1 of board 1 of round 1");
    CHECK(log[1].after == std::optional<std::string>("{\"plies\": 1, \"result\": \"*\"}"));
    CHECK(log[2].what == "threefold claimed: not valid");
    CHECK(log[2].kind == DecisionKind::Ruling);
    CHECK(log[2].gameId == std::optional<std::int64_t>(id));
    CHECK(log[3].what == "game sheet replaced: game 1 of board 1 of round 1");
    CHECK(log[3].after == std::optional<std::string>("{\"plies\": 2, \"result\": \"1-0\"}"));
    // Every draw rule id may be named (0027): the FMJD's, the checkers federations'.
    for (const char *rule : {"two-pieces", "fourfold", "forty-moves"})
        CHECK(valueOf(GameStore(*judge).addClaim(
                  id, 1, "black", rule, std::nullopt, "invalid",
                  std::string(R"({"rule": ")") + rule +
                      R"(", "claimant": "black", "ply": 1, "valid": false})",
                  "claimed: not valid", std::nullopt)) > 0);
    CHECK_FALSE(GameStore(*judge)
                    .addClaim(id, 1, "black", "fifty-moves", std::nullopt, "invalid",
                              R"({"rule": "fifty-moves", "claimant": "black", "ply": 1, )"
                              R"("valid": false})",
                              "claimed: not valid", std::nullopt)
                    .ok());
    // Game 2 exists only in micro-matches' boards with two players; a bye has none.
    CHECK(GameStore(*judge).saveBoardGame(hall.tournament.id, board, 3, record).error().message ==
          "board 1 has no game 3");
}

TEST_CASE("the decisions log names the round, board, game and player of each decision",
          "[db][stores]")
{
    migratedDatabase("subjects");
    auto chief = session("subjects");
    const Hall hall = pairedHall(*chief);
    auto judge = session("subjects", "shashki_judge");
    const std::vector<Pairing> round1 =
        valueOf(PairingStore(*judge).pairings(hall.tournament.id, 1));
    REQUIRE(round1.size() == 2);

    // Board 2's result without a stored game; board 1's sheet stored first, so its game is named.
    valueOf(PairingStore(*judge).saveResult(round1[1], R::Draw, "the sheet"));
    GameRecord record;
    record.pdn = "1. c3-d4 *";
    record.startFen = "W:W21-32:B1-12";
    record.finalFen = "B:W18,21-22,24-32:B1-12";
    record.result = "*";
    record.moves.push_back({"c3-d4", 22, 18, {}, record.finalFen, 42});
    const std::int64_t game =
        valueOf(GameStore(*judge).saveBoardGame(hall.tournament.id, round1[0], 1, record));
    valueOf(PairingStore(*judge).saveResult(round1[0], R::WhiteWins, std::nullopt));

    // Петросян (start number 4) withdraws after round 1.
    Entry withdrawn = valueOf(EntryStore(*chief).list(hall.tournament.id))[3];
    withdrawn.withdrawnAfterRound = 1;
    valueOf(EntryStore(*chief).save(withdrawn, "illness"));

    // Round 2 with a decision of its own, then board 1's colours swapped by hand.
    REQUIRE_FALSE(PairingStore(*chief).addRound(
        hall.tournament.id, 2,
        {{1, hall.players[0].id, hall.players[2].id, std::nullopt, std::nullopt}},
        RoundDrawn{"round 2 paired by hand", "{}"}));
    const Pairing board = valueOf(PairingStore(*chief).pairings(hall.tournament.id, 2))[0];
    valueOf(PairingStore(*chief).swapColours(board, "colour balance"));

    const auto log = logAfterEntries(*chief, hall.tournament.id, 4);
    REQUIRE(log.size() == 7);
    CHECK(log[0].what == "round 1 paired: 2 boards");
    CHECK(log[0].round == std::optional(1));
    CHECK(log[1].what == "the result of board 2 of round 1 (Спасский - Петросян): none -> 1/2-1/2");
    CHECK(log[1].round == std::optional(1));
    CHECK(log[1].board == std::optional(2));
    CHECK(log[1].gameId == std::nullopt);
    CHECK(log[1].playerId == std::nullopt);

    CHECK(log[2].what == "game sheet stored: game 1 of board 1 of round 1");
    CHECK(log[2].round == std::optional(1));
    CHECK(log[2].board == std::optional(1));
    CHECK(log[2].gameId == std::optional(game));

    CHECK(log[3].what == "the result of board 1 of round 1 (Ботвинник - Таль): none -> 1-0");
    CHECK(log[3].round == std::optional(1));
    CHECK(log[3].board == std::optional(1));
    CHECK(log[3].gameId == std::optional(game));
    CHECK(log[3].playerId == std::nullopt);

    CHECK(log[4].what == "Петросян withdrawn after round 1");
    CHECK(log[4].round == std::optional(1));
    CHECK(log[4].board == std::nullopt);
    CHECK(log[4].gameId == std::nullopt);
    CHECK(log[4].playerId == std::optional(hall.players[3].id));
    CHECK(log[4].playerName == std::optional<std::string>("Петросян"));
    CHECK(log[4].startNumber == std::optional(4));

    CHECK(log[5].what == "round 2 paired: 1 board; round 2 paired by hand");
    CHECK(log[5].round == std::optional(2));
    CHECK(log[5].board == std::nullopt);

    CHECK(log[6].what ==
          "swapped by hand: the colours of board 1 of round 2 (Ботвинник - Спасский)");
    CHECK(log[6].why == std::optional<std::string>("colour balance"));
    CHECK(log[6].round == std::optional(2));
    CHECK(log[6].board == std::optional(1));
    CHECK(log[6].gameId == std::nullopt);
    CHECK(log[6].playerId == std::nullopt);
    CHECK(log[6].playerName == std::nullopt);
    CHECK(log[6].startNumber == std::nullopt);

    // Each entry's kind (migrations/0017), and the facts of the game sheet stored.
    std::vector<std::optional<DecisionKind>> kinds;
    for (const Decision &decision : log)
        kinds.push_back(decision.kind);
    CHECK(kinds == std::vector<std::optional<DecisionKind>>{
                       DecisionKind::Paired, DecisionKind::Result, DecisionKind::Sheet,
                       DecisionKind::Result, DecisionKind::Withdrawn, DecisionKind::Paired,
                       DecisionKind::Swapped});
    CHECK(log[2].facts ==
          std::optional<std::string>(R"({"game": 1, "board": 1, "round": 1, "replaced": false})"));
    CHECK(log[6].facts == std::optional<std::string>(R"({"black": "Спасский", "board": 1, )"
                                                     R"("round": 2, "white": "Ботвинник"})"));

    // By round: what concerns it, oldest first.
    std::vector<std::int64_t> ids;
    for (const Decision &decision : valueOf(DecisionLog(*judge).list(hall.tournament.id, 1)))
        ids.push_back(decision.id);
    CHECK(ids == std::vector<std::int64_t>{log[0].id, log[1].id, log[2].id, log[3].id, log[4].id});
    ids.clear();
    for (const Decision &decision : valueOf(DecisionLog(*judge).list(hall.tournament.id, 2)))
        ids.push_back(decision.id);
    CHECK(ids == std::vector<std::int64_t>{log[5].id, log[6].id});
    CHECK(valueOf(DecisionLog(*judge).list(hall.tournament.id, 3)).empty());
}

TEST_CASE("start numbers given anew: only the tournament's entries and only before round 1",
          "[db][stores]")
{
    migratedDatabase("stores_numbers");
    const auto login = session("stores_numbers", "shashki_chief");
    SqlSession &chief = *login;
    Tournament draft;
    draft.name = "Жеребьёвка";
    draft.system = reports::PairingSystem::RoundRobin;
    const Tournament tournament = valueOf(TournamentStore(chief).create(draft));
    std::vector<std::int64_t> ids;
    for (const char *name : {"Ботвинник", "Таль", "Спасский"}) {
        Player player;
        player.name = name;
        ids.push_back(valueOf(PlayerStore(chief).add(player)).id);
        valueOf(EntryStore(chief).enter(tournament.id, ids.back()));
    }
    const auto order = [&] {
        std::string names;
        for (const Entry &entry : valueOf(EntryStore(chief).list(tournament.id)))
            names += std::to_string(entry.startNumber) + "." + entry.playerName + " ";
        return names;
    };
    // Not the tournament's players exactly (one missing, one twice): nothing changes.
    CHECK(valueOf(EntryStore(chief).number(tournament.id, {ids[2], ids[0]}, reports::Numbering::Lot,
                                           std::nullopt))
              .status == Numbered::Status::Mismatch);
    CHECK(valueOf(EntryStore(chief).number(tournament.id, {ids[2], ids[0], ids[0]},
                                           reports::Numbering::Lot, std::nullopt))
              .status == Numbered::Status::Mismatch);
    CHECK(order() == "1.Ботвинник 2.Таль 3.Спасский ");
    // Спасский, Ботвинник, Таль: every number changes, each entry's version with it.
    const Numbered drawn = valueOf(EntryStore(chief).number(
        tournament.id, {ids[2], ids[0], ids[1]}, reports::Numbering::Lot, "drawn at the opening"));
    CHECK(drawn.status == Numbered::Status::Numbered);
    CHECK(drawn.moved == 3);
    CHECK(order() == "1.Спасский 2.Ботвинник 3.Таль ");
    for (const Entry &entry : valueOf(EntryStore(chief).list(tournament.id)))
        CHECK(entry.version == 2);
    const auto log = valueOf(DecisionLog(chief).list(tournament.id));
    REQUIRE(log.size() == 5); // created, three entered, numbered
    CHECK(log[4].what == "start numbers given by lot: 1. Спасский, 2. Ботвинник, 3. Таль");
    CHECK(log[4].why == std::optional<std::string>("drawn at the opening"));
    CHECK(log[4].kind == DecisionKind::Numbered);
    CHECK(log[4].facts == std::optional<std::string>(
                              R"({"how": "lot", "moved": 3, "order": ["Спасский", "Ботвинник", )"
                              R"("Таль"]})"));
    // A player entered at a number taken: the numbers from it move up, logged.
    Player late;
    late.name = "Петросян";
    const Entry placed = valueOf(
        EntryStore(chief).enter(tournament.id, valueOf(PlayerStore(chief).add(late)).id, 2));
    CHECK(placed.startNumber == 2);
    CHECK(placed.movedUp == 2);
    CHECK(order() == "1.Спасский 2.Петросян 3.Ботвинник 4.Таль ");
    CHECK(valueOf(DecisionLog(chief).list(tournament.id)).back().what ==
          "Петросян entered with start number 2; the numbers from 2 on moved up by one");
    // Round 1 paired: the numbers stay.
    const std::vector<Entry> entries = valueOf(EntryStore(chief).list(tournament.id));
    REQUIRE_FALSE(PairingStore(chief).addRound(
        tournament.id, 1,
        {{1, entries[0].playerId, entries[3].playerId, std::nullopt, std::nullopt},
         {2, entries[1].playerId, entries[2].playerId, std::nullopt, std::nullopt}}));
    CHECK(valueOf(EntryStore(chief).number(tournament.id,
                                           {entries[3].playerId, entries[2].playerId,
                                            entries[1].playerId, entries[0].playerId},
                                           reports::Numbering::Ranking, std::nullopt))
              .status == Numbered::Status::Paired);
    CHECK(order() == "1.Спасский 2.Петросян 3.Ботвинник 4.Таль ");
}

TEST_CASE("the entries are read with every field of their players", "[db][stores]")
{
    migratedDatabase("stores_entry_fields");
    auto chief = SqlSession::open(server().connectionString("stores_entry_fields"));
    REQUIRE(chief.ok());
    SqlSession &session = *chief.value();
    Tournament draft;
    draft.name = "Первенство";
    const Tournament tournament = valueOf(TournamentStore(session).create(draft));
    Player full;
    full.name = "Иванов";
    full.title = "МС";
    full.club = "Спартак";
    full.birthYear = 1980;
    full.region = "Москва";
    full.federationId = "RUS";
    full.rating = 2300;
    Player bare;
    bare.name = "Петров";
    for (const Player &player : {full, bare})
        valueOf(
            EntryStore(session).enter(tournament.id, valueOf(PlayerStore(session).add(player)).id));
    const std::vector<Entry> entries = valueOf(EntryStore(session).list(tournament.id));
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].playerName == "Иванов");
    CHECK(entries[0].title == std::optional<std::string>("МС"));
    CHECK(entries[0].club == std::optional<std::string>("Спартак"));
    CHECK(entries[0].birthYear == std::optional<int>(1980));
    CHECK(entries[0].region == std::optional<std::string>("Москва"));
    CHECK(entries[0].federationId == std::optional<std::string>("RUS"));
    CHECK(entries[0].rating == std::optional<int>(2300));
    CHECK(entries[1].playerName == "Петров");
    CHECK_FALSE(entries[1].title);
    CHECK_FALSE(entries[1].club);
    CHECK_FALSE(entries[1].birthYear);
    CHECK_FALSE(entries[1].region);
    CHECK_FALSE(entries[1].federationId);
    CHECK_FALSE(entries[1].rating);
}

TEST_CASE("a stored setting this version does not know is refused, naming the tournament and "
          "the column",
          "[db][stores]")
{
    // As a newer version of the schema would store them: its checks taking other words.
    PgConnection owner = migratedDatabase("newer_settings");
    mustRun(owner, "DO $$ DECLARE c text; BEGIN FOR c IN SELECT conname FROM pg_constraint "
                   "WHERE conrelid = 'tournaments'::regclass AND contype = 'c' LOOP "
                   "EXECUTE format('ALTER TABLE tournaments DROP CONSTRAINT %I', c); "
                   "END LOOP; END $$");
    mustRun(owner, "INSERT INTO tournaments (name) VALUES ('Кубок')");
    auto judge = session("newer_settings");
    REQUIRE(TournamentStore(*judge).findByName("Кубок").ok());
    const std::vector<std::pair<std::string, std::string>> columns = {
        {"system", "'knockout'"},           {"scoring", "'3-1-0'"},
        {"rule_set", "'russian-2031'"},     {"unplayed_rounds", "'fide-2031'"},
        {"standings_by", "'board-points'"}, {"withdrawal_rule", "'uefa'"},
        {"acceleration", "'geneva'"},       {"initial_colour", "'red'"},
        {"tiebreak_order", "'{BH,XYZ}'"}};
    for (const auto &[column, value] : columns) {
        mustRun(owner, "UPDATE tournaments SET " + column + " = " + value);
        const auto read = TournamentStore(*judge).findByName("Кубок");
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().kind == DbError::Kind::UnknownStoredValue);
        CHECK(read.error().context == "tournament 'Кубок'");
        CHECK(read.error().row == "Кубок");
        CHECK(read.error().column == column);
        CHECK(
            read.error().message ==
            (column == "tiebreak_order" ? std::string("XYZ") : value.substr(1, value.size() - 2)));
        CHECK(TournamentStore(*judge).list().error().column == column);
        mustRun(owner, "UPDATE tournaments SET " + column + " = DEFAULT");
        REQUIRE(TournamentStore(*judge).findByName("Кубок").ok());
    }
}

TEST_CASE("a stored result this version does not know is refused, naming the board and the "
          "column",
          "[db][stores]")
{
    // As a newer version of the schema would store them: its checks taking other results.
    PgConnection owner = migratedDatabase("newer_results");
    auto chief = session("newer_results");
    const Hall hall = pairedHall(*chief);
    mustRun(owner, "DO $$ DECLARE c text; BEGIN FOR c IN SELECT conname FROM pg_constraint "
                   "WHERE conrelid = 'pairings'::regclass AND contype = 'c' LOOP "
                   "EXECUTE format('ALTER TABLE pairings DROP CONSTRAINT %I', c); "
                   "END LOOP; END $$");
    const std::string board = "board 2 of round 1 of tournament 'Кубок 1950'";
    for (const std::string column : {"result", "second_result"}) {
        mustRun(owner, "UPDATE pairings SET " + column + " = '3-0' WHERE board = 2");
        const auto read = PairingStore(*chief).pairings(hall.tournament.id, 1);
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().kind == DbError::Kind::UnknownStoredValue);
        CHECK(read.error().context == board);
        CHECK(read.error().row == board);
        CHECK(read.error().column == column);
        CHECK(read.error().message == "3-0");
        // Every round's pairings too: never a board read as if it had no result.
        CHECK(PairingStore(*chief).pairings(hall.tournament.id).error().column == column);
        mustRun(owner, "UPDATE pairings SET " + column + " = NULL");
        REQUIRE(PairingStore(*chief).pairings(hall.tournament.id, 1).ok());
    }
}

TEST_CASE("a stored variant this version does not know is refused, naming the tournament",
          "[db][stores]")
{
    // As a newer version of the schema would store it: its check taking a fourth variant.
    PgConnection owner = migratedDatabase("newer_variant");
    mustRun(owner, "ALTER TABLE tournaments DROP CONSTRAINT tournaments_variant_check, "
                   "DROP CONSTRAINT tournaments_rule_set_check");
    mustRun(owner, "INSERT INTO tournaments (name, variant, rule_set) VALUES "
                   "('Кубок', 'checkers', 'checkers-acf')");
    auto judge = session("newer_variant");
    for (const auto &read :
         {TournamentStore(*judge).findByName("Кубок"), TournamentStore(*judge).find(1)}) {
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().kind == DbError::Kind::UnknownStoredValue);
        CHECK(read.error().context == "tournament 'Кубок'");
        CHECK(read.error().column == "variant");
        CHECK(read.error().message == "checkers");
    }
    const auto listed = TournamentStore(*judge).list();
    REQUIRE_FALSE(listed.ok());
    CHECK(listed.error().kind == DbError::Kind::UnknownStoredValue);
    // Neither the import nor the export reads its games as another variant's.
    GameImporter importer(owner);
    const auto begun = importer.begin("Кубок", false);
    REQUIRE(begun);
    CHECK(begun->kind == DbError::Kind::UnknownStoredValue);
    CHECK(begun->message == "checkers");
    const auto exported = GameExporter(owner).games("Кубок");
    REQUIRE_FALSE(exported.ok());
    CHECK(exported.error().kind == DbError::Kind::UnknownStoredValue);
    CHECK(exported.error().context == "tournament 'Кубок'");
}

} // namespace stores_test

namespace stores_test {

TEST_CASE("players added and entered a list per call keep the list's order and their details",
          "[db][stores]")
{
    migratedDatabase("bulk");
    auto chief = session("bulk");
    Tournament draft;
    draft.name = "Списком";
    const Tournament tournament = valueOf(TournamentStore(*chief).create(draft));
    std::vector<Player> list(3);
    list[0].name = R"(O'Brien "Bob" \ {x,y})";
    list[0].rating = 2100;
    list[0].title = "";
    list[1].name = "Таль";
    list[1].birthYear = 1936;
    list[1].club = "Рига";
    list[2].name = "NULL";
    const std::vector<Player> added = valueOf(PlayerStore(*chief).addMany(list));
    REQUIRE(added.size() == 3);
    CHECK(added[0].id < added[1].id);
    CHECK(added[1].id < added[2].id);
    const Player first = valueOf(PlayerStore(*chief).find(added[0].id));
    CHECK(first.name == R"(O'Brien "Bob" \ {x,y})");
    CHECK(first.rating == std::optional(2100));
    CHECK(first.title == std::optional<std::string>(""));
    CHECK(first.club == std::nullopt);
    const Player second = valueOf(PlayerStore(*chief).find(added[1].id));
    CHECK(second.birthYear == std::optional(1936));
    CHECK(second.club == std::optional<std::string>("Рига"));
    CHECK(valueOf(PlayerStore(*chief).find(added[2].id)).name == "NULL");

    const std::vector<Entry> entered = valueOf(EntryStore(*chief).enterMany(
        tournament.id, {added[2].id, added[0].id, added[1].id}, {std::nullopt, std::nullopt, 1}));
    REQUIRE(entered.size() == 3);
    CHECK(entered[0].startNumber == 1);
    CHECK(entered[1].startNumber == 2);
    CHECK(entered[2].startNumber == 1);
    CHECK(entered[2].movedUp == 2);
    std::string order;
    for (const Entry &entry : valueOf(EntryStore(*chief).list(tournament.id)))
        order += std::to_string(entry.startNumber) + "." + entry.playerName + " ";
    CHECK(order == R"(1.Таль 2.NULL 3.O'Brien "Bob" \ {x,y} )");
    // Each player's addition and entry logged, as one by one.
    CHECK(valueOf(DecisionLog(*chief).list(tournament.id)).size() == 4);
}

} // namespace stores_test
