#include "pairedrounds.h"

#include "databaseproblem.h"

namespace app {

arbiter::Result<std::vector<int>, Problem> pairedRounds(db::SqlSession &session,
                                                        std::int64_t tournamentId)
{
    auto rounds = db::PairingStore(session).rounds(tournamentId);
    if (!rounds)
        return databaseProblem(rounds.error());
    return std::move(rounds.value());
}

arbiter::Result<std::vector<db::Pairing>, Problem>
roundPairings(db::SqlSession &session, std::int64_t tournamentId, int round)
{
    auto pairings = db::PairingStore(session).pairings(tournamentId, round);
    if (!pairings)
        return databaseProblem(pairings.error());
    return std::move(pairings.value());
}

} // namespace app
