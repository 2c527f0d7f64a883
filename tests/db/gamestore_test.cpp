// db::GameStore's listing of a tournament's games for the Games tab (one query: by round and
// board, the games without a round last, the findings counted from the stored audit) and a game
// read back with its PDN for the game sheet, and the results the standings read, on the test
// server.
#include "db/entrystore.h"
#include "db/gamestore.h"
#include "db/pairingstore.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "testserver.h"

#include <QSqlQuery>
#include <catch2/catch.hpp>

namespace gamestore_test {

using namespace db;
using namespace dbtest;

namespace {

template <class T>
T valueOf(DbResult<T> result)
{
    INFO((result ? std::string() : result.error().text()));
    REQUIRE(result.ok());
    return std::move(result.value());
}

GameRecord oneMove(const std::string &auditJson)
{
    GameRecord record;
    record.pdn = "1. c3-d4 *";
    record.startFen = "W:W21-32:B1-12";
    record.finalFen = "B:W18,21-22,24-32:B1-12";
    record.result = "*";
    record.auditJson = auditJson;
    record.moves.push_back({"c3-d4", 22, 18, {}, record.finalFen, 42});
    return record;
}

} // namespace

TEST_CASE("the games' listing: by round and board, the games without a round last", "[db][stores]")
{
    migratedDatabase("game_listing");
    auto opened = SqlSession::open(server().connectionString("game_listing"));
    REQUIRE(opened.ok());
    SqlSession &chief = *opened.value();
    Tournament draft;
    draft.name = "Кубок 1950";
    const Tournament tournament = valueOf(TournamentStore(chief).create(draft));
    std::vector<Player> players;
    for (const char *name : {"Ботвинник", "Таль", "Спасский", "Петросян"}) {
        Player player;
        player.name = name;
        players.push_back(valueOf(PlayerStore(chief).add(player)));
        valueOf(EntryStore(chief).enter(tournament.id, players.back().id));
    }
    REQUIRE_FALSE(PairingStore(chief).addRound(
        tournament.id, 1,
        {{1, players[0].id, players[1].id, std::nullopt, std::nullopt},
         {2, players[2].id, players[3].id, std::nullopt, std::nullopt}}));
    const std::vector<Pairing> boards = valueOf(PairingStore(chief).pairings(tournament.id, 1));
    REQUIRE(boards.size() == 2);

    // Stored in the order: board 2 (two findings), a game imported without a round (one),
    // board 1 (an audit without findings).
    const std::int64_t second = valueOf(GameStore(chief).saveBoardGame(
        tournament.id, boards[1], 1,
        oneMove("{\"findings\":[{\"code\":\"A\"},{\"code\":\"B\"}],\"draws\":[]}")));
    auto imported = chief.run(
        QStringLiteral("INSERT INTO games (tournament_id, white_player_id, black_player_id, pdn, "
                       "start_fen, result, audit_summary) VALUES (?, ?, ?, '1. c3-d4 1/2-1/2', "
                       "'W:W21-32:B1-12', '1/2-1/2', '{\"findings\":[{\"code\":\"C\"}]}') "
                       "RETURNING id"),
        {QVariant(static_cast<qlonglong>(tournament.id)),
         QVariant(static_cast<qlonglong>(players[1].id)),
         QVariant(static_cast<qlonglong>(players[2].id))},
        "import a game");
    REQUIRE(imported.ok());
    REQUIRE(imported->next());
    const std::int64_t withoutRound = imported->value(0).toLongLong();
    const std::int64_t first =
        valueOf(GameStore(chief).saveBoardGame(tournament.id, boards[0], 1, oneMove("")));

    const std::vector<GameListing> games = valueOf(GameStore(chief).listing(tournament.id));
    REQUIRE(games.size() == 3);
    CHECK(games[0].id == first);
    CHECK(games[0].round == std::optional<int>(1));
    CHECK(games[0].board == std::optional<int>(1));
    CHECK(games[0].game == 1);
    CHECK(games[0].white == "Ботвинник");
    CHECK(games[0].black == "Таль");
    CHECK(games[0].whiteId == std::optional<std::int64_t>(players[0].id));
    CHECK(games[0].result == std::optional<std::string>("*"));
    CHECK(games[0].findings == 0);
    CHECK(games[1].id == second);
    CHECK(games[1].board == std::optional<int>(2));
    CHECK(games[1].white == "Спасский");
    CHECK(games[1].findings == 2);
    CHECK(games[2].id == withoutRound);
    CHECK_FALSE(games[2].round.has_value());
    CHECK_FALSE(games[2].board.has_value());
    CHECK(games[2].white == "Таль");
    CHECK(games[2].black == "Спасский");
    CHECK(games[2].blackId == std::optional<std::int64_t>(players[2].id));
    CHECK(games[2].result == std::optional<std::string>("1/2-1/2"));
    CHECK(games[2].findings == 1);

    // What the standings read (app::loadTournamentEvent): the games without a pairing only, and
    // every board without the players' names.
    const std::vector<GameResult> unpaired =
        valueOf(GameStore(chief).unpairedResults(tournament.id));
    REQUIRE(unpaired.size() == 1);
    CHECK(unpaired[0].id == withoutRound);
    CHECK_FALSE(unpaired[0].pairingId.has_value());
    CHECK(unpaired[0].whiteId == players[1].id);
    CHECK(unpaired[0].blackId == players[2].id);
    CHECK(unpaired[0].result == std::optional<std::string>("1/2-1/2"));
    const std::vector<Pairing> results = valueOf(PairingStore(chief).results(tournament.id));
    REQUIRE(results.size() == 2);
    for (std::size_t i = 0; i < results.size(); ++i) {
        CHECK(results[i].id == boards[i].id);
        CHECK(results[i].round == 1);
        CHECK(results[i].board == static_cast<int>(i) + 1);
        CHECK(results[i].whiteId == boards[i].whiteId);
        CHECK(results[i].blackId == boards[i].blackId);
        CHECK(results[i].whiteName.empty());
        CHECK_FALSE(results[i].blackName.has_value());
        CHECK(results[i].version == boards[i].version);
    }

    const GameText text = valueOf(GameStore(chief).gameText(withoutRound));
    CHECK(text.listing.id == withoutRound);
    CHECK(text.listing.white == "Таль");
    CHECK(text.tournamentId == tournament.id);
    CHECK(text.event == "Кубок 1950");
    CHECK(text.pdn == "1. c3-d4 1/2-1/2");
    CHECK(valueOf(GameStore(chief).gameText(second)).listing.board == std::optional<int>(2));

    const auto missing = GameStore(chief).gameText(withoutRound + 100);
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().kind == DbError::Kind::NotFound);
    CHECK(missing.error().message == "there is no game " + std::to_string(withoutRound + 100));
}

} // namespace gamestore_test
