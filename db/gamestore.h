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
    std::string finalFen;
    std::vector<std::string> moves; // notation, ply by ply
};

class GameStore
{
public:
    explicit GameStore(SqlSession &session) : m_session(session) {}

    // In the order they were stored.
    DbResult<std::vector<GameResult>> results(std::int64_t tournamentId);
    // The tournament's `number`-th game (1-based, in the order stored), with its moves.
    DbResult<StoredGame> gameByNumber(std::int64_t tournamentId, int number);
    // The game sheet of game `game` (1, or 2 of a micro-match: colours swapped) of a board, its
    // moves included, in one transaction; a sheet stored before for that game (also one stored
    // by another judge in the same instant) is replaced in place (same id, its claims kept) and
    // the replacement logged. The game's id. The board's
    // result is entered separately (the result checks of 0004/0009 hold the two together).
    DbResult<std::int64_t> saveBoardGame(std::int64_t tournamentId, const Pairing &pairing,
                                         int game, const GameRecord &record);

private:
    SqlSession &m_session;
};

} // namespace db
