// Reads a tournament's stored games back: the text as entered, the start position, the result and
// the moves in order.
#pragma once

#include "arbiter/variant.h"
#include "pgconnection.h"

#include <functional>
#include <string>
#include <vector>

namespace db {

// A stored game as the export reads it: its text as entered, its moves, its tournament's variant.
struct ExportedGame
{
    std::string id;
    std::string pdn;
    std::string startFen;
    std::string result;                                   // "*" when none was recorded
    std::vector<std::string> moves;                       // notation, ply by ply
    arbiter::Variant variant = arbiter::Variant::Russian; // the tournament's
};

class GameExporter
{
public:
    // `batchGames`: the games read at a time with their moves (a few megabytes by default).
    explicit GameExporter(PgConnection &connection, int batchGames = 1000)
        : m_connection(connection), m_batchGames(batchGames)
    {}

    // The games of `tournament` in the order they were stored.
    DbResult<std::vector<ExportedGame>> games(const std::string &tournament);

    // The same games handed to `take` one at a time, read a batch at a time (issue 28, point 9:
    // a tournament of 300 000 games is never held whole), all from one snapshot of the database
    // (a read-only repeatable-read transaction, unless the connection is in one already). `take`
    // returns false to stop: nothing more is read.
    DbStatus eachGame(const std::string &tournament,
                      const std::function<bool(ExportedGame &&game)> &take);

private:
    DbStatus readGames(const std::string &tournament,
                       const std::function<bool(ExportedGame &&game)> &take);

    PgConnection &m_connection;
    int m_batchGames;
};

} // namespace db
