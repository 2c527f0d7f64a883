// Stores imported games in one transaction: the tournament, players and entries as needed, rounds
// and pairings where the games name their round, the games with their audit, and every move.
// Games and moves go in batches through COPY FROM STDIN. Nothing is kept unless commit()
// succeeds: a failure anywhere rolls everything back.
#pragma once

#include "pgconnection.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct MoveRecord
{
    std::string notation;
    std::string from;
    std::string to;
    std::vector<std::string> captures;
    std::string fenAfter;
    std::int64_t positionKey = 0;
};

struct GameRecord
{
    std::string white;
    std::string black;
    std::optional<int> round; // the pairing's round, when the game names one
    std::string pdn;          // as entered
    std::string startFen;
    std::string finalFen;
    std::string result; // as recorded: "1-0", "*" …
    std::string auditJson;
    std::vector<MoveRecord> moves;
};

struct ImportCounts
{
    std::uint64_t games = 0;
    std::uint64_t moves = 0;
    std::uint64_t newPlayers = 0;
};

class GameImporter
{
public:
    explicit GameImporter(PgConnection &connection) : m_connection(connection) {}
    ~GameImporter();
    GameImporter(const GameImporter &) = delete;
    GameImporter &operator=(const GameImporter &) = delete;

    // Opens the transaction and finds the tournament (creates it with `create`).
    DbStatus begin(const std::string &tournament, bool create);
    DbStatus add(GameRecord game);
    DbResult<ImportCounts> commit();
    // Undoes everything since begin() (also done by the destructor when not committed).
    void rollback();

private:
    DbStatus flush();
    DbResult<std::int64_t> playerId(const std::string &name);
    DbResult<std::int64_t> pairingId(int round, std::int64_t white, std::int64_t black,
                                     const std::string &result);
    DbStatus copy(const std::string &table, const std::string &columns, const std::string &rows);

    PgConnection &m_connection;
    bool m_open = false;
    std::string m_tournamentId;
    std::map<std::string, std::int64_t> m_players;
    int m_nextStartNumber = 1;
    std::map<int, std::int64_t> m_rounds;
    std::map<int, int> m_nextBoard;
    std::vector<GameRecord> m_batch;
    std::vector<std::optional<std::int64_t>> m_batchPairings;
    ImportCounts m_counts;
};

} // namespace db
