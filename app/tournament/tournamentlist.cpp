#include "tournamentlist.h"

#include "databaseproblem.h"

namespace app {

arbiter::Result<std::vector<std::string>, Problem> tournamentNames(db::SqlSession &session)
{
    const auto tournaments = db::TournamentStore(session).list();
    if (!tournaments)
        return databaseProblem(tournaments.error());
    std::vector<std::string> names;
    for (const db::Tournament &tournament : *tournaments)
        names.push_back(tournament.name);
    return names;
}

arbiter::Result<std::optional<db::Tournament>, Problem> tournamentNamed(db::SqlSession &session,
                                                                        const std::string &name)
{
    auto found = db::TournamentStore(session).findByName(name);
    if (!found) {
        if (found.error().kind == db::DbError::Kind::NotFound)
            return std::optional<db::Tournament>();
        return databaseProblem(found.error());
    }
    return std::optional<db::Tournament>(std::move(found.value()));
}

} // namespace app
