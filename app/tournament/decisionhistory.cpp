#include "decisionhistory.h"

#include "databaseproblem.h"
#include "db/tournamentstore.h"
#include "messagecatalogue.h"

namespace app {

arbiter::Result<std::vector<db::Decision>, std::string>
decisionHistory(db::SqlSession &session, const std::string &tournamentName,
                std::optional<int> round)
{
    if (round && *round < 1)
        return "there is no round " + std::to_string(*round) + ": rounds are numbered from 1";
    const auto tournament = db::TournamentStore(session).findByName(tournamentName);
    if (!tournament) {
        if (tournament.error().kind == db::DbError::Kind::NotFound)
            return "there is no tournament named '" + tournamentName + "'";
        return describe(databaseProblem(tournament.error()));
    }
    auto decisions = db::DecisionLog(session).list(tournament->id, round);
    if (!decisions)
        return describe(databaseProblem(decisions.error()));
    return std::move(decisions.value());
}

arbiter::Result<std::vector<db::Decision>, Problem> decisionHistory(db::SqlSession &session,
                                                                    std::int64_t tournamentId)
{
    auto decisions = db::DecisionLog(session).list(tournamentId);
    if (!decisions)
        return databaseProblem(decisions.error());
    return std::move(decisions.value());
}

} // namespace app
