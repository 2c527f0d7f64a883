// Reads a tournament's stored games back: the text as entered, the start position, the result and
// the moves in order.
#pragma once

#include "arbiter/variant.h"
#include "pgconnection.h"

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
    explicit GameExporter(PgConnection &connection) : m_connection(connection) {}

    // The games of `tournament` in the order they were stored.
    DbResult<std::vector<ExportedGame>> games(const std::string &tournament);

private:
    PgConnection &m_connection;
};

} // namespace db
