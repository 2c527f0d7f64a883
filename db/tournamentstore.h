// Tournaments: read, create, and save with optimistic concurrency. Each call is one transaction.
#pragma once

#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Tournament
{
    std::int64_t id = 0;
    std::string name;
    std::optional<std::string> venue;
    std::optional<std::string> startsOn; // ISO dates: 1950-11-05
    std::optional<std::string> endsOn;
    std::optional<std::string> chiefArbiter;
    std::string system = "round-robin"; // round-robin, double-round-robin, swiss, match
    std::optional<int> roundsPlanned;
    std::string scoring = "1-0.5-0"; // or 2-1-0
    std::string ruleSet = "russian-fmjd64";
    std::vector<std::string> tiebreakOrder; // tie-break codes, first applied first
    std::optional<std::string> timeControl;
    bool hasIncrement = true; // false: rule 7.2.9 applies
    bool drawnOpenings = false;
    int version = 0; // as read; 0 for a tournament not stored yet
};

class TournamentStore
{
public:
    explicit TournamentStore(SqlSession &session) : m_session(session) {}

    DbResult<std::vector<Tournament>> list();
    DbResult<Tournament> find(std::int64_t id);
    DbResult<Tournament> findByName(const std::string &name);
    DbResult<Tournament> create(const Tournament &tournament);
    DbResult<Tournament> save(const Tournament &tournament);

private:
    DbResult<std::vector<Tournament>> select(const QString &where, const QVariantList &values,
                                             std::string_view context);

    SqlSession &m_session;
};

} // namespace db
