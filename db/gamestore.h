// The games of a tournament as the standings need them: who played whom, with which result, and
// the pairing when the game has one.
#pragma once

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

private:
    SqlSession &m_session;
};

} // namespace db
