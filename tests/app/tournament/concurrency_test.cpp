// Issue 13's stress test: eight clients at once on one Swiss tournament with round 1 paired, each
// with its own connection (over the unix socket, then over TCP on 127.0.0.1), each doing a hundred
// seeded actions — players entered at their rank, entries at a start number taken (the numbers
// from it moving up), results saved, game sheets stored. Afterwards the start numbers run 1…N
// without a gap, nothing refused left a row behind, every action that succeeded left exactly one
// entry in the decisions log, and the log read in order (a serial replay) gives the database as it
// is: the entries, round 1's boards and results, and every game's plies and result.
#include "app/tournament/databaseproblem.h"
#include "app/tournament/gamerecord.h"
#include "app/tournament/playerregistry.h"
#include "app/tournament/roundpairing.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "db/decisionlog.h"
#include "db/gamestore.h"
#include "db/migrator.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "tests/db/testserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <thread>

namespace concurrency_test {

using R = reports::PairingResult;

namespace {

constexpr int clientCount = 8;
constexpr int actionsPerClient = 100;
constexpr int firstPlayers = 16; // entered and paired in round 1 before the clients start

// What one client did. Catch's assertions are for the main thread only: a client notes what it
// did not expect in `unexpected`, and the test asserts afterwards.
struct Tally
{
    int entered = 0;        // players entered at their rank (unrated: by name)
    int placed = 0;         // entries at a start number taken: the numbers from it move up (0018)
    int results = 0;        // results saved
    int retries = 0;        // results saved over a stale version, reloaded and saved again
    int givenUp = 0;        // stale again after the reload: given up
    int resultsRefused = 0; // contradicting the board's game sheet (23514)
    int sheets = 0;         // game sheets stored or replaced
    int sheetsRefused = 0;  // contradicting the board's result (23514)
    std::vector<std::pair<std::int64_t, int>> enteredPlayers; // player, start number
    std::vector<std::string> unexpected;

    int actions() const
    {
        return entered + placed + results + givenUp + resultsRefused + sheets + sheetsRefused;
    }
};

// Short legal games of 1…4 plies, each read and audited as `shashki import` would store it.
std::vector<db::GameRecord> shortGames()
{
    static const std::vector<std::vector<std::string>> lines = {
        {"c3-d4", "f6-e5", "d4:f6", "g7:e5"},
        {"c3-d4", "f6-e5", "d4:f6", "e7:g5"},
        {"a3-b4", "b6-a5", "e3-f4", "f6-g5"},
        {"g3-h4", "b6-c5", "c3-b4", "a7-b6"}};
    std::vector<db::GameRecord> records;
    for (const auto &line : lines)
        for (std::size_t plies = 1; plies <= line.size(); ++plies) {
            std::string moves;
            for (std::size_t ply = 0; ply < plies; ++ply)
                moves += (ply % 2 == 0 ? std::to_string(ply / 2 + 1) + ". " : std::string()) +
                         line[ply] + " ";
            std::istringstream input("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n" + moves +
                                     "*\n");
            arbiter::PdnReader reader(input);
            reader.setKeepText(true);
            const auto game = reader.next();
            REQUIRE(game);
            const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr,
                                           {.recordHistory = true});
            const arbiter::GameAudit audit = auditor.audit(*game);
            REQUIRE(audit.findings.empty());
            records.push_back(app::gameRecord(*game, audit));
            REQUIRE(records.back().moves.size() == plies);
        }
    return records;
}

std::unique_ptr<db::SqlSession> openSession(const std::string &conninfo)
{
    auto opened = db::SqlSession::open(conninfo);
    INFO((opened ? std::string() : opened.error().text()));
    REQUIRE(opened.ok());
    return std::move(opened.value());
}

// A fresh database `database` on `server` with a Swiss of `firstPlayers` players, round 1 paired
// (eight boards, no bye), entered and paired through `conninfo`. The tournament's id.
std::int64_t pairedSwiss(dbtest::TestServer &server, const std::string &database,
                         const std::string &conninfo)
{
    {
        db::PgConnection owner = server.freshDatabase(database);
        const auto applied = db::Migrator(owner).migrate();
        INFO((applied ? std::string() : applied.error().text()));
        REQUIRE(applied.ok());
    }
    auto session = openSession(conninfo);
    db::Tournament draft;
    draft.name = "Open";
    draft.system = reports::PairingSystem::Swiss;
    draft.roundsPlanned = 9;
    const auto tournament = db::TournamentStore(*session).create(draft);
    REQUIRE(tournament.ok());
    for (int i = 1; i <= firstPlayers; ++i) {
        db::Player player;
        player.name = "Player " + std::to_string(i);
        REQUIRE(app::enterPlayer(*session, tournament->id, player, false).ok());
    }
    const auto loaded = app::loadTournamentEvent(*session, "Open");
    REQUIRE(loaded.ok());
    REQUIRE(app::pairRound(*session, *loaded, 1, {}).ok());
    return tournament->id;
}

// One client: its own connection, made and closed in its own thread (QtSql's rule), and
// `actionsPerClient` actions drawn with `seed`.
Tally runClient(const std::string &conninfo, std::int64_t tournamentId, int client, unsigned seed,
                const std::vector<db::GameRecord> &games)
{
    Tally tally;
    auto opened = db::SqlSession::open(conninfo);
    if (!opened) {
        tally.unexpected.push_back("connect: " + opened.error().text());
        return tally;
    }
    db::SqlSession &session = *opened.value();
    std::mt19937 random(seed);
    const auto draw = [&random](int from, int to) {
        return std::uniform_int_distribution<int>(from, to)(random);
    };
    static const char *const results[] = {"1-0", "0-1", "1/2-1/2"};
    // Round 1's boards as read now: results and sheets are entered over what the judge sees.
    const auto boards = [&]() -> std::optional<std::vector<db::Pairing>> {
        auto read = db::PairingStore(session).pairings(tournamentId, 1);
        if (!read || read->size() != firstPlayers / 2) {
            tally.unexpected.push_back(
                "read round 1: " +
                (read ? std::to_string(read->size()) + " boards" : read.error().text()));
            return std::nullopt;
        }
        return std::move(read.value());
    };
    for (int action = 0; action < actionsPerClient; ++action) {
        const std::string label = std::to_string(client) + "-" + std::to_string(action);
        const int kind = draw(0, 99);
        if (kind < 20) {
            db::Player player;
            player.name = "Игрок " + label;
            const auto entered = app::enterPlayer(session, tournamentId, player, false);
            if (entered) {
                ++tally.entered;
                tally.enteredPlayers.emplace_back(entered->playerId, entered->startNumber);
            } else {
                tally.unexpected.push_back("enter " + player.name + ": " + entered.error().text());
            }
        } else if (kind < 28) {
            // A start number of the first players, always taken: he is entered there and the
            // numbers from it move up by one.
            db::Player player;
            player.name = "Занят " + label;
            const int number = draw(1, firstPlayers);
            const auto placed = app::enterPlayer(session, tournamentId, player, false, number);
            if (placed && placed->startNumber == number && placed->movedUp > 0) {
                ++tally.placed;
                tally.enteredPlayers.emplace_back(placed->playerId, placed->startNumber);
            } else {
                tally.unexpected.push_back(
                    player.name + " with start number " + std::to_string(number) + ": " +
                    (placed ? "entered with " + std::to_string(placed->startNumber) + ", " +
                                  std::to_string(placed->movedUp) + " moved up"
                            : placed.error().text()));
            }
        } else if (kind < 64) {
            auto read = boards();
            if (!read)
                continue;
            const std::size_t board = static_cast<std::size_t>(draw(0, firstPlayers / 2 - 1));
            const auto result = reports::pairingResultByCode(results[draw(0, 2)]);
            db::Pairing pairing = (*read)[board];
            for (int attempt = 0;; ++attempt) {
                const auto saved = db::PairingStore(session).saveResult(pairing, result, "stress");
                if (saved) {
                    ++tally.results;
                    break;
                }
                const db::DbError &error = saved.error();
                if (error.kind == db::DbError::Kind::ChangedBySomeoneElse && attempt == 0) {
                    ++tally.retries;
                    read = boards();
                    if (!read)
                        break;
                    pairing = (*read)[board];
                    continue;
                }
                if (error.kind == db::DbError::Kind::ChangedBySomeoneElse)
                    ++tally.givenUp;
                else if (error.sqlState == "23514")
                    ++tally.resultsRefused;
                else
                    tally.unexpected.push_back("result " + label + ": " + error.text());
                break;
            }
        } else {
            const auto read = boards();
            if (!read)
                continue;
            const db::Pairing &pairing =
                (*read)[static_cast<std::size_t>(draw(0, firstPlayers / 2 - 1))];
            db::GameRecord record =
                games[static_cast<std::size_t>(draw(0, static_cast<int>(games.size()) - 1))];
            // Mostly an unfinished sheet or the board's result as read; now and then any result,
            // which the board's result may contradict.
            const int choice = draw(0, 7);
            record.result =
                choice < 4 ? std::string("*")
                : choice < 7
                    ? std::string(pairing.result ? reports::pairingResultCode(*pairing.result)
                                                 : "*")
                    : std::string(results[draw(0, 2)]);
            const auto stored =
                db::GameStore(session).saveBoardGame(tournamentId, pairing, 1, record);
            if (stored)
                ++tally.sheets;
            else if (stored.error().sqlState == "23514")
                ++tally.sheetsRefused;
            else
                tally.unexpected.push_back("sheet " + label + ": " + stored.error().text());
        }
    }
    return tally;
}

QJsonObject objectOf(const std::optional<std::string> &json)
{
    REQUIRE(json);
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(*json));
    REQUIRE(document.isObject());
    return document.object();
}

std::optional<std::string> resultOf(const QJsonObject &object)
{
    const QJsonValue value = object.value(QStringLiteral("result"));
    if (value.isNull())
        return std::nullopt;
    REQUIRE(value.isString());
    return value.toString().toStdString();
}

// The count `sql` selects, its ? bound to `values`.
long countOf(db::SqlSession &session, const QString &sql, const QVariantList &values = {})
{
    auto query = session.run(sql, values, "count");
    INFO((query ? std::string() : query.error().text()));
    REQUIRE(query.ok());
    REQUIRE(query->next());
    return query->value(0).toLongLong();
}

struct Board
{
    std::int64_t white = 0;
    std::optional<std::int64_t> black;
    std::optional<std::string> result;
    bool operator==(const Board &) const = default;
};

struct Sheet
{
    int plies = 0;
    std::optional<std::string> result;
    int board = 0;
    bool operator==(const Sheet &) const = default;
};

// The clients' work against the database and its log (see the file's comment).
void checkAgainstLog(db::SqlSession &session, std::int64_t tournamentId,
                     const std::vector<Tally> &tallies)
{
    Tally sum;
    for (const Tally &tally : tallies) {
        INFO("a client did not expect: " << (tally.unexpected.empty() ? std::string()
                                                                      : tally.unexpected[0]));
        CHECK(tally.unexpected.empty());
        CHECK(tally.actions() == actionsPerClient);
        sum.entered += tally.entered + tally.placed;
        sum.results += tally.results;
        sum.sheets += tally.sheets;
    }

    // Start numbers 1…N, no gap, and every player an entry (a refused entry left no player).
    const auto entries = db::EntryStore(session).list(tournamentId);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == static_cast<std::size_t>(firstPlayers + sum.entered));
    for (std::size_t i = 0; i < entries->size(); ++i)
        CHECK((*entries)[i].startNumber == static_cast<int>(i) + 1);
    CHECK(countOf(session, QStringLiteral("SELECT count(*) FROM players p WHERE NOT EXISTS "
                                          "(SELECT 1 FROM entries e WHERE e.player_id = p.id)")) ==
          0);
    CHECK(countOf(session, QStringLiteral("SELECT count(*) FROM players")) ==
          firstPlayers + sum.entered);
    // Each player a client entered is there (his number told then may have moved up since).
    std::map<std::int64_t, int> told;
    for (const Tally &tally : tallies)
        for (const auto &[player, number] : tally.enteredPlayers)
            told[player] = number;
    CHECK(told.size() == static_cast<std::size_t>(sum.entered));
    std::set<std::int64_t> entered;
    for (const db::Entry &entry : *entries)
        entered.insert(entry.playerId);
    for (const auto &[player, number] : told)
        CHECK(entered.contains(player));

    // The log, replayed in order.
    const auto log = db::DecisionLog(session).list(tournamentId);
    REQUIRE(log.ok());
    std::map<std::int64_t, std::pair<int, std::string>> replayedEntries; // player: number, name
    std::map<int, Board> replayedBoards;
    std::map<std::int64_t, Sheet> replayedSheets; // by game id
    int createdLogs = 0;
    int pairedLogs = 0;
    int enteredLogs = 0;
    int resultLogs = 0;
    int sheetLogs = 0;
    int storedLogs = 0;
    for (const db::Decision &decision : *log) {
        INFO("decision " << decision.id << ": " << decision.what);
        const std::string &what = decision.what;
        if (const auto at = what.find(" entered with start number "); at != std::string::npos) {
            ++enteredLogs;
            REQUIRE(decision.playerId);
            const int number =
                objectOf(decision.after).value(QStringLiteral("startNumber")).toInt();
            REQUIRE(decision.facts);
            const int movedUp =
                objectOf(*decision.facts).value(QStringLiteral("movedUp")).toInt(-1);
            REQUIRE(movedUp >= 0);
            CHECK(what.substr(at) == " entered with start number " + std::to_string(number) +
                                         (movedUp == 0
                                              ? std::string()
                                              : "; the numbers from " + std::to_string(number) +
                                                    " on moved up by one"));
            // The numbers from his on move up first: as many as the entry says.
            int moved = 0;
            for (auto &[player, entry] : replayedEntries)
                if (entry.first >= number) {
                    ++entry.first;
                    ++moved;
                }
            CHECK(moved == movedUp);
            CHECK(replayedEntries.emplace(*decision.playerId, std::pair(number, what.substr(0, at)))
                      .second);
        } else if (what.starts_with("round 1 paired: ")) {
            ++pairedLogs;
            REQUIRE(decision.after);
            const QJsonArray boards =
                QJsonDocument::fromJson(QByteArray::fromStdString(*decision.after)).array();
            for (const QJsonValue &value : boards) {
                const QJsonObject board = value.toObject();
                Board replayed;
                replayed.white = board.value(QStringLiteral("white")).toInteger();
                // Only what the board has: a bye has no Black, a board no result yet.
                if (board.contains(QStringLiteral("black")))
                    replayed.black = board.value(QStringLiteral("black")).toInteger();
                if (board.contains(QStringLiteral("result")))
                    replayed.result =
                        board.value(QStringLiteral("result")).toString().toStdString();
                replayedBoards[board.value(QStringLiteral("board")).toInt()] = replayed;
            }
        } else if (what.starts_with("the result of ")) {
            ++resultLogs;
            REQUIRE(decision.round == std::optional<int>(1));
            REQUIRE(decision.board);
            REQUIRE(replayedBoards.contains(*decision.board));
            Board &board = replayedBoards[*decision.board];
            // Each change starts from the one before it: none was lost.
            CHECK(resultOf(objectOf(decision.before)) == board.result);
            board.result = resultOf(objectOf(decision.after));
        } else if (what.starts_with("game sheet stored: ") ||
                   what.starts_with("game sheet replaced: ")) {
            ++sheetLogs;
            REQUIRE(decision.gameId);
            REQUIRE(decision.board);
            const bool stored = what.starts_with("game sheet stored: ");
            storedLogs += stored ? 1 : 0;
            // Stored first, replaced after.
            CHECK(replayedSheets.contains(*decision.gameId) == !stored);
            const QJsonObject after = objectOf(decision.after);
            const std::optional<std::string> result = resultOf(after);
            replayedSheets[*decision.gameId] = {after.value(QStringLiteral("plies")).toInt(),
                                                result, *decision.board};
        } else if (decision.kind == db::DecisionKind::Created) {
            ++createdLogs; // the tournament, made before the clients start
        } else {
            FAIL("a decision no client made: " << what);
        }
    }
    CHECK(createdLogs == 1);
    CHECK(pairedLogs == 1);
    CHECK(enteredLogs == firstPlayers + sum.entered);
    CHECK(resultLogs == sum.results);
    CHECK(sheetLogs == sum.sheets);

    // The replay is the database.
    std::map<std::int64_t, std::pair<int, std::string>> storedEntries;
    for (const db::Entry &entry : *entries)
        storedEntries[entry.playerId] = {entry.startNumber, entry.playerName};
    CHECK(replayedEntries == storedEntries);

    const auto pairings = db::PairingStore(session).pairings(tournamentId);
    REQUIRE(pairings.ok());
    std::map<int, Board> storedBoards;
    for (const db::Pairing &pairing : *pairings) {
        REQUIRE(pairing.round == 1);
        // The log's replay holds the codes the log has.
        storedBoards[pairing.board] = {
            pairing.whiteId, pairing.blackId,
            pairing.result ? std::optional<std::string>(reports::pairingResultCode(*pairing.result))
                           : std::nullopt};
    }
    CHECK(storedBoards.size() == static_cast<std::size_t>(firstPlayers / 2));
    CHECK(replayedBoards == storedBoards);

    auto games = session.run(QStringLiteral("SELECT g.id, g.ply_count, g.result, p.board, "
                                            "(SELECT count(*) FROM moves m WHERE m.game_id = g.id) "
                                            "FROM games g JOIN pairings p ON p.id = g.pairing_id "
                                            "WHERE g.tournament_id = ? AND g.game_in_pairing = 1"),
                             {QVariant(static_cast<qlonglong>(tournamentId))}, "read the games");
    REQUIRE(games.ok());
    std::map<std::int64_t, Sheet> storedSheets;
    while (games->next()) {
        Sheet sheet{games->value(1).toInt(), std::nullopt, games->value(3).toInt()};
        if (!games->value(2).isNull())
            sheet.result = games->value(2).toString().toStdString();
        CHECK(games->value(4).toInt() == sheet.plies);
        storedSheets[games->value(0).toLongLong()] = sheet;
    }
    CHECK(storedLogs == static_cast<int>(storedSheets.size()));
    CHECK(countOf(session, QStringLiteral("SELECT count(*) FROM games WHERE tournament_id = ?"),
                  {QVariant(static_cast<qlonglong>(tournamentId))}) ==
          static_cast<long>(storedSheets.size()));
    CHECK(replayedSheets == storedSheets);
    // And no game sheet contradicts its board's result (the checks of 0004 and 0009 at commit).
    CHECK(countOf(session,
                  QStringLiteral("SELECT count(*) FROM games g JOIN pairings p "
                                 "ON p.id = g.pairing_id WHERE g.tournament_id = ? "
                                 "AND NOT results_agree(g.result, p.result)"),
                  {QVariant(static_cast<qlonglong>(tournamentId))}) == 0);
}

// The whole test on one server, the clients connecting through `conninfo`; `tcp` says which way
// that is, checked on the server's side.
void stress(dbtest::TestServer &server, const std::string &database, const std::string &conninfo,
            bool tcp)
{
    const std::int64_t tournamentId = pairedSwiss(server, database, conninfo);
    auto session = openSession(conninfo);
    {
        auto peer = session->run(QStringLiteral("SELECT coalesce(host(inet_client_addr()), "
                                                "'unix socket')"),
                                 {}, "read the client's address");
        REQUIRE(peer.ok());
        REQUIRE(peer->next());
        CHECK(peer->value(0).toString() ==
              (tcp ? QStringLiteral("127.0.0.1") : QStringLiteral("unix socket")));
    }
    const std::vector<db::GameRecord> games = shortGames();

    std::vector<Tally> tallies(clientCount);
    {
        std::vector<std::jthread> clients;
        for (int client = 0; client < clientCount; ++client)
            clients.emplace_back([&, client] {
                tallies[static_cast<std::size_t>(client)] =
                    runClient(conninfo, tournamentId, client,
                              static_cast<unsigned>(1301 + 17 * client), games);
            });
    }

    checkAgainstLog(*session, tournamentId, tallies);
    // The refused entries' players are nowhere.
    // What was drawn, whatever came of it: the seeds fix it (the outcomes of a result or a sheet
    // depend on the other clients).
    Tally sum;
    for (const Tally &tally : tallies) {
        sum.entered += tally.entered;
        sum.placed += tally.placed;
        sum.results += tally.results + tally.givenUp + tally.resultsRefused;
        sum.sheets += tally.sheets + tally.sheetsRefused;
    }
    CHECK(sum.entered == 162);
    CHECK(sum.placed == 71);
    CHECK(sum.results == 285);
    CHECK(sum.sheets == 282);
}

} // namespace

TEST_CASE("eight clients at once over the unix socket: the database is its log replayed",
          "[postgresql]")
{
    stress(dbtest::server(), "stress_socket", dbtest::server().connectionString("stress_socket"),
           false);
}

TEST_CASE("eight clients at once over TCP on 127.0.0.1: the database is its log replayed",
          "[postgresql]")
{
    dbtest::TestServer &server = dbtest::tcpServer();
    stress(server, "stress_tcp", server.tcpConnectionString("stress_tcp"), true);
}

TEST_CASE("a game sheet and its board's result saved at once never contradict each other",
          "[postgresql]")
{
    const std::string conninfo = dbtest::server().connectionString("sheet_and_result");
    const std::int64_t tournamentId = pairedSwiss(dbtest::server(), "sheet_and_result", conninfo);
    auto sheetJudge = openSession(conninfo);
    const auto boards = db::PairingStore(*sheetJudge).pairings(tournamentId, 1);
    REQUIRE(boards.ok());
    const db::Pairing board = boards->front();
    db::GameRecord record = shortGames().back();
    record.result = "*";
    REQUIRE(db::GameStore(*sheetJudge).saveBoardGame(tournamentId, board, 1, record).ok());

    // One judge replaces board 1's sheet with a win for White, and his transaction has made its
    // checks (SET CONSTRAINTS … IMMEDIATE: the checks of the commit, made now) but is not
    // committed yet, when another saves board 1's result as a win for Black. Each check has seen
    // the other's change not yet committed: the result's save must wait for the sheet's commit
    // and then be refused, or both would stand, contradicting each other.
    record.result = "1-0";
    std::optional<db::DbResult<db::Pairing>> saved;
    std::atomic<bool> done{false};
    std::jthread resultJudge;
    const auto failure = sheetJudge->transaction("the sheet, checked", [&]() -> db::DbStatus {
        const auto stored =
            db::GameStore(*sheetJudge).saveBoardGame(tournamentId, board, 1, record);
        if (!stored)
            return stored.error();
        if (auto checked =
                sheetJudge->runStatement(QStringLiteral("SET CONSTRAINTS ALL IMMEDIATE"), "check"))
            return checked;
        resultJudge = std::jthread([&] {
            auto session = db::SqlSession::open(conninfo);
            if (session)
                saved = db::PairingStore(*session.value())
                            .saveResult(board, R::BlackWins, std::nullopt);
            done = true;
        });
        // Until the result's save has finished, or waits for a lock.
        auto watcher = dbtest::server().connect("sheet_and_result");
        for (int attempt = 0; attempt < 500 && !done; ++attempt) {
            const auto waiting = watcher.exec(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = 'sheet_and_result' "
                "AND wait_event_type = 'Lock'");
            if (waiting && waiting->value(0, 0) != "0")
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return std::nullopt;
    });
    REQUIRE_FALSE(failure);
    resultJudge.join();
    REQUIRE(saved);
    REQUIRE_FALSE(saved->ok());
    CHECK(saved->error().sqlState == "23514");
    CHECK(countOf(*sheetJudge,
                  QStringLiteral("SELECT count(*) FROM games g JOIN pairings p "
                                 "ON p.id = g.pairing_id WHERE g.tournament_id = ? "
                                 "AND NOT results_agree(g.result, p.result)"),
                  {QVariant(static_cast<qlonglong>(tournamentId))}) == 0);
}

} // namespace concurrency_test
