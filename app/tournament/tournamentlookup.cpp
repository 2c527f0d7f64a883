#include "tournamentlookup.h"

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

arbiter::Result<db::Tournament, Problem> findTournament(db::SqlSession &session,
                                                        const std::string &name)
{
    auto found = db::TournamentStore(session).findByName(name);
    if (!found)
        return found.error().kind == db::DbError::Kind::NotFound
                   ? Problem{ProblemCode::NoSuchTournament, {name}}
                   : databaseProblem(found.error());
    return std::move(found.value());
}

arbiter::Result<std::vector<db::Entry>, Problem> tournamentEntries(db::SqlSession &session,
                                                                   std::int64_t tournamentId)
{
    auto entries = db::EntryStore(session).list(tournamentId);
    if (!entries)
        return databaseProblem(entries.error());
    return std::move(entries.value());
}

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

arbiter::Result<db::StoredGame, Problem> storedGame(db::SqlSession &session,
                                                    std::int64_t tournamentId, int number)
{
    auto stored = db::GameStore(session).gameByNumber(tournamentId, number);
    if (!stored)
        return databaseProblem(stored.error());
    return std::move(stored.value());
}

} // namespace app
