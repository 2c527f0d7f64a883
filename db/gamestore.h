// The games of a tournament as the standings need them: who played whom, with which result, and
// the pairing when the game has one.
#pragma once

#include "gameimporter.h"
#include "pairingstore.h"
#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct GameResult
{
    std::int64_t id = 0;
    std::optional<std::int64_t> pairingId;
    std::int64_t whiteId = 0;
    std::int64_t blackId = 0;
    std::optional<std::string> result; // as recorded: 1-0, 0-1, 1/2-1/2, 2-0, 1-1, 0-2, 0-0, *
};

struct StoredGame
{
    std::int64_t id = 0;
    std::string white;
    std::string black;
    std::optional<int> round;
    std::optional<int> board;
    std::optional<std::string> result;
    std::string startFen;
    std::string finalFen;
    std::vector<std::string> moves; // notation, ply by ply
};

// A game as the Games tab lists it: who, where and how it ended, and how many findings its audit
// stored; no PDN text, no moves.
struct GameListing
{
    std::int64_t id = 0;
    std::optional<int> round; // none: imported without a round
    std::optional<int> board;
    int game = 1; // 2: game 2 of a micro-match
    std::optional<std::int64_t> whiteId;
    std::optional<std::int64_t> blackId;
    std::string white; // empty when the game names no entry
    std::string black;
    std::optional<std::string> result;
    int findings = 0; // of audit_summary
    // Its number in the tournament, from 1 in the order stored, as `shashki report game` and
    // `shashki game delete` name it (GameStore::listing's; 0 where a game is read alone).
    int number = 0;
};

// A stored game as the game sheet opens it: its listing, the tournament's name and the PDN text
// as entered.
struct GameText
{
    GameListing listing;
    std::int64_t tournamentId = 0;
    std::string event;
    std::string pdn;
};

class GameStore
{
public:
    explicit GameStore(SqlSession &session) : m_session(session) {}

    // In the order they were stored.
    DbResult<std::vector<GameResult>> results(std::int64_t tournamentId);
    // The games without a pairing (imported without round numbers), in the order they were
    // stored: those results() gives with no pairingId.
    DbResult<std::vector<GameResult>> unpairedResults(std::int64_t tournamentId);
    // The tournament's `number`-th game (1-based, in the order stored), with its moves.
    DbResult<StoredGame> gameByNumber(std::int64_t tournamentId, int number);
    // Every game of the tournament, in one query: by round (the games without one last), board,
    // game of the board, then as stored.
    DbResult<std::vector<GameListing>> listing(std::int64_t tournamentId);
    // Game `gameId` with its PDN text; NotFound when there is none.
    DbResult<GameText> gameText(std::int64_t gameId);
    // The game sheet of game `game` (1, or 2 of a micro-match: colours swapped) of a board, its
    // moves included, in one transaction; a sheet stored before for that game (also one stored
    // by another judge in the same instant) is replaced in place (same id, its claims kept) and
    // the replacement logged. The game's id. The board's
    // result is entered separately (the result checks of 0004/0009 hold the two together).
    DbResult<std::int64_t> saveBoardGame(std::int64_t tournamentId, const Pairing &pairing,
                                         int game, const GameRecord &record);
    // A draw claim on game `gameId` as ruled, with its ruling's log entry (record_claim, 0022;
    // a claim is never changed): the position after `ply`, the claimant ("white", "black"), the
    // rule's id ("threefold" …), the written move if any, the verdict ("valid", "invalid"), its
    // facts (JSON, app::claimRulingJson), the ruling's English text and the judge's reason. Its
    // id.
    DbResult<std::int64_t> addClaim(std::int64_t gameId, int ply, const std::string &claimant,
                                    const std::string &rule,
                                    const std::optional<std::string> &writtenMove,
                                    const std::string &verdict, const std::string &evidence,
                                    const std::string &what, const std::optional<std::string> &why);

    // Game `gameId` of the tournament deleted with its moves and claims, and logged with the
    // reason (delete_game, 0024: the chief arbiter's alone); `number` is the game's number as
    // the user named it, for the refusal's words. NotFound when the tournament has no such game
    // (deleted meanwhile); the board's result stays, it is the pairing's.
    DbStatus deleteGame(std::int64_t tournamentId, std::int64_t gameId, int number,
                        const std::optional<std::string> &why);

private:
    SqlSession &m_session;
};

} // namespace db
