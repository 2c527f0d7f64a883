#include "entrychanges.h"

#include "databaseproblem.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"

#include <algorithm>

namespace app {

namespace {

// The rounds in which the player sits at a board (a bye included), from the stored pairings.
arbiter::Result<std::vector<int>, Problem>
roundsPaired(db::SqlSession &session, const TournamentEvent &loaded, std::int64_t playerId)
{
    const auto pairings = db::PairingStore(session).pairings(loaded.tournament.id);
    if (!pairings)
        return databaseProblem(pairings.error());
    std::vector<int> rounds;
    for (const db::Pairing &pairing : *pairings)
        if (pairing.whiteId == playerId || pairing.blackId == playerId)
            rounds.push_back(pairing.round);
    return rounds;
}

Problem database(const db::DbError &error)
{
    return databaseProblem(error);
}

} // namespace

std::optional<Problem> withdrawPlayer(db::SqlSession &session, const TournamentEvent &loaded,
                                      int startNumber, int afterRound,
                                      const std::optional<std::string> &why)
{
    const db::Entry *entry = entryOf(loaded, startNumber);
    if (!entry)
        return Problem{ProblemCode::NoSuchPlayer, {std::to_string(startNumber)}};
    const auto rounds = roundsPaired(session, loaded, entry->playerId);
    if (!rounds)
        return rounds.error();
    const int lastPaired = rounds->empty() ? 0 : *std::max_element(rounds->begin(), rounds->end());
    if (afterRound < lastPaired)
        return Problem{ProblemCode::BadWithdrawalRound,
                       {std::to_string(startNumber), entry->playerName, std::to_string(afterRound),
                        std::to_string(lastPaired)}};
    db::Entry changed = *entry;
    changed.withdrawnAfterRound = afterRound;
    if (const auto saved = db::EntryStore(session).save(changed, why); !saved)
        return database(saved.error());
    return std::nullopt;
}

std::optional<Problem> takeBackWithdrawal(db::SqlSession &session, const TournamentEvent &loaded,
                                          int startNumber, const std::optional<std::string> &why)
{
    const db::Entry *entry = entryOf(loaded, startNumber);
    if (!entry)
        return Problem{ProblemCode::NoSuchPlayer, {std::to_string(startNumber)}};
    if (!entry->withdrawnAfterRound)
        return Problem{ProblemCode::NotWithdrawn, {std::to_string(startNumber), entry->playerName}};
    const auto rounds = db::PairingStore(session).rounds(loaded.tournament.id);
    if (!rounds)
        return database(rounds.error());
    const int lastRound = rounds->empty() ? 0 : rounds->back();
    if (lastRound > *entry->withdrawnAfterRound)
        return Problem{ProblemCode::WithdrawalTooLate,
                       {std::to_string(startNumber), entry->playerName,
                        std::to_string(*entry->withdrawnAfterRound), std::to_string(lastRound)}};
    db::Entry changed = *entry;
    changed.withdrawnAfterRound.reset();
    if (const auto saved = db::EntryStore(session).save(changed, why); !saved)
        return database(saved.error());
    return std::nullopt;
}

std::optional<Problem> deleteEntry(db::SqlSession &session, const TournamentEvent &loaded,
                                   int startNumber, const std::optional<std::string> &why)
{
    const db::Entry *entry = entryOf(loaded, startNumber);
    if (!entry)
        return Problem{ProblemCode::NoSuchPlayer, {std::to_string(startNumber)}};
    const auto removed = db::EntryStore(session).remove(*entry, why);
    if (!removed)
        return database(removed.error());
    if (*removed)
        return std::nullopt;
    const auto rounds = roundsPaired(session, loaded, entry->playerId);
    if (!rounds)
        return rounds.error();
    std::string list;
    for (int round : *rounds)
        list += (list.empty() ? "" : ", ") + std::to_string(round);
    return Problem{
        ProblemCode::PlayerHasPairings,
        {std::to_string(startNumber), entry->playerName, list.empty() ? std::string("-") : list}};
}

} // namespace app
