// Reads a tournament's stored games back: the text as entered, the start position, the result and
// the moves in order.
#pragma once

#include "pgconnection.h"

#include <string>
#include <vector>

namespace db {

struct StoredGame
{
    std::string id;
    std::string pdn;
    std::string startFen;
    std::string result;             // "*" when none was recorded
    std::vector<std::string> moves; // notation, ply by ply
    std::string variant;            // the tournament's: "russian", "brazilian", "international"
};

class GameExporter
{
public:
    explicit GameExporter(PgConnection &connection) : m_connection(connection) {}

    // The games of `tournament` in the order they were stored.
    DbResult<std::vector<StoredGame>> games(const std::string &tournament);

private:
    PgConnection &m_connection;
};

} // namespace db
