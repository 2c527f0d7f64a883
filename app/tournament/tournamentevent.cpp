#include "tournamentevent.h"

#include "databaseproblem.h"
#include "db/entrystore.h"
#include "db/gamestore.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "reports/eventrecords.h"

#include <algorithm>

namespace app {

std::vector<reports::BergerRound> roundRobinTable(const db::Tournament &tournament, int players)
{
    if (!reports::isRoundRobin(tournament.system))
        return {};
    reports::BergerOptions options;
    options.doubleRoundRobin = tournament.system == reports::PairingSystem::DoubleRoundRobin;
    if (tournament.roundOrderSeed)
        options.roundOrderSeed = static_cast<std::uint64_t>(*tournament.roundOrderSeed);
    return reports::roundRobinSchedule(players, options);
}

const db::Entry *entryOf(const TournamentEvent &loaded, int startNumber)
{
    const auto it =
        std::find_if(loaded.entries.begin(), loaded.entries.end(),
                     [startNumber](const db::Entry &e) { return e.startNumber == startNumber; });
    return it == loaded.entries.end() ? nullptr : &*it;
}

arbiter::Result<TournamentEvent, Problem> loadTournamentEvent(db::SqlSession &session,
                                                              const std::string &tournament)
{
    const auto database = [](const db::DbError &error) { return databaseProblem(error); };
    const auto found = db::TournamentStore(session).findByName(tournament);
    if (!found)
        return found.error().kind == db::DbError::Kind::NotFound
                   ? Problem{ProblemCode::NoSuchTournament, {tournament}}
                   : database(found.error());
    const auto entries = db::EntryStore(session).list(found->id);
    if (!entries)
        return database(entries.error());
    const auto pairings = db::PairingStore(session).results(found->id);
    if (!pairings)
        return database(pairings.error());
    const auto games = db::GameStore(session).unpairedResults(found->id);
    if (!games)
        return database(games.error());

    reports::EventRecords records;
    records.name = found->name;
    records.scoring = found->scoring;
    records.unplayed = found->unplayedRounds;
    records.microMatches = found->drawnOpenings;
    records.standingsBy = found->standingsBy;
    records.entries.reserve(entries->size());
    records.pairings.reserve(pairings->size());
    for (const db::Entry &entry : *entries)
        records.entries.push_back({entry.playerId, entry.startNumber, entry.playerName,
                                   entry.rating, entry.withdrawnAfterRound,
                                   entry.club.value_or("")});
    for (const db::Pairing &pairing : *pairings)
        records.pairings.push_back({pairing.round, pairing.board, pairing.whiteId, pairing.blackId,
                                    pairing.result, pairing.secondResult});
    for (const db::GameResult &game : *games)
        records.games.push_back({game.id, game.whiteId, game.blackId, game.result});
    records.withdrawalRule = found->withdrawalRule;
    // The table is only read by the Russian rule, for a player who withdrew: Berger's table of
    // N players has N²/2 pairings (18 000 imported players, 162 million), so it is made only then.
    const bool withdrawals =
        std::any_of(entries->begin(), entries->end(),
                    [](const db::Entry &entry) { return entry.withdrawnAfterRound.has_value(); });
    if (records.withdrawalRule == reports::WithdrawalRule::Russian && withdrawals)
        records.schedule = roundRobinTable(*found, static_cast<int>(entries->size()));
    auto event = reports::eventFromRecords(records);
    if (!event) {
        const reports::EventRecordError &error = event.error();
        if (error.kind == reports::EventRecordError::Kind::PairingOfNonEntry)
            return Problem{ProblemCode::PairingOfNonEntry,
                           {std::to_string(error.round), std::to_string(error.board),
                            std::to_string(error.playerId)}};
        return Problem{ProblemCode::GameOfNonEntry,
                       {std::to_string(error.gameId), std::to_string(error.playerId)}};
    }

    TournamentEvent out;
    out.tournament = *found;
    out.entries = *entries;
    out.system = found->system;
    out.event = std::move(event.value());
    // A stored code this program does not know was refused by the store (UnknownTieBreak).
    out.tieBreaks = found->tiebreakOrder;
    if (out.tieBreaks.empty())
        out.tieBreaks = *reports::tieBreakPreset(found->system == reports::PairingSystem::Swiss
                                                     ? "russian-swiss"
                                                     : "russian-round-robin");
    return out;
}

} // namespace app
