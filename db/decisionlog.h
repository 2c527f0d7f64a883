// The append-only log of rulings and result changes (DESIGN.md §7): who, when, what, why, before
// and after. The database refuses to change or delete an entry; the log only grows.
#pragma once

#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Decision
{
    std::int64_t id = 0;
    std::string decidedAt; // ISO 8601, UTC
    std::string decidedBy; // the database role that made it
    std::optional<std::int64_t> tournamentId;
    std::string what;
    std::optional<std::string> why;
    std::optional<std::string> before; // JSON
    std::optional<std::string> after;  // JSON
};

class DecisionLog
{
public:
    explicit DecisionLog(SqlSession &session) : m_session(session) {}

    // Adds an entry; inside a store's transaction it is part of that action.
    DbStatus record(std::optional<std::int64_t> tournamentId, const std::string &what,
                    const std::optional<std::string> &why,
                    const std::optional<std::string> &beforeJson,
                    const std::optional<std::string> &afterJson);
    // The tournament's entries, oldest first.
    DbResult<std::vector<Decision>> list(std::int64_t tournamentId);

private:
    SqlSession &m_session;
};

} // namespace db
