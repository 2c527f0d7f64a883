#include "tournamentevent.h"

#include "db/entrystore.h"
#include "db/gamestore.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"

#include <map>

namespace app {

using reports::Outcome;

std::optional<std::pair<Outcome, Outcome>> outcomesOf(const std::string &result)
{
    if (result == "1-0" || result == "2-0")
        return std::pair{Outcome::Win, Outcome::Loss};
    if (result == "0-1" || result == "0-2")
        return std::pair{Outcome::Loss, Outcome::Win};
    if (result == "1/2-1/2" || result == "1-1")
        return std::pair{Outcome::Draw, Outcome::Draw};
    if (result == "+/-")
        return std::pair{Outcome::ForfeitWin, Outcome::ForfeitLoss};
    if (result == "-/+")
        return std::pair{Outcome::ForfeitLoss, Outcome::ForfeitWin};
    if (result == "-/-" || result == "0-0")
        return std::pair{Outcome::DoubleForfeit, Outcome::DoubleForfeit};
    if (result == "bye-1")
        return std::pair{Outcome::FullBye, Outcome::NotPaired};
    if (result == "bye-1/2")
        return std::pair{Outcome::HalfBye, Outcome::NotPaired};
    if (result == "bye-0")
        return std::pair{Outcome::ZeroBye, Outcome::NotPaired};
    return std::nullopt;
}

db::DbResult<TournamentEvent> loadTournamentEvent(db::SqlSession &session,
                                                  const std::string &tournament)
{
    const auto found = db::TournamentStore(session).findByName(tournament);
    if (!found)
        return found.error();
    const auto entries = db::EntryStore(session).list(found->id);
    if (!entries)
        return entries.error();
    const auto pairings = db::PairingStore(session).pairings(found->id);
    if (!pairings)
        return pairings.error();
    const auto games = db::GameStore(session).results(found->id);
    if (!games)
        return games.error();

    TournamentEvent out;
    out.tournament = *found;
    out.entries = *entries;
    out.system = found->system;
    reports::Event &event = out.event;
    event.name = found->name;
    event.scoring =
        found->scoring == "2-1-0" ? reports::Scoring::TwoOneZero : reports::Scoring::OneHalfZero;
    event.unplayed = found->unplayedRounds == "played-only" ? reports::UnplayedRounds::PlayedOnly
                                                            : reports::UnplayedRounds::Fide2024;
    if (found->drawnOpenings) {
        event.gamesPerPairing = 2;
        event.standingsBy = found->standingsBy == "match-points"
                                ? reports::MatchStandings::MatchPoints
                                : reports::MatchStandings::GamePoints;
    }
    std::map<std::int64_t, int> indexOf;
    for (const db::Entry &entry : *entries) {
        reports::EventPlayer player;
        player.startNumber = entry.startNumber;
        player.name = entry.playerName;
        player.withdrawnAfterRound = entry.withdrawnAfterRound;
        player.rating = entry.rating;
        indexOf[entry.playerId] = static_cast<int>(event.players.size());
        event.players.push_back(std::move(player));
    }
    // Results by player and round; games without a pairing get the player's next free "round".
    std::vector<std::map<int, reports::RoundResult>> results(event.players.size());
    // `second`: a micro-match's game 2, its result written White (the pairing's Black) first.
    const auto place = [&](std::int64_t whiteId, std::optional<std::int64_t> blackId, int round,
                           const std::optional<std::string> &result,
                           const std::optional<std::optional<std::string>> &second) {
        const auto white = indexOf.find(whiteId);
        const auto black = blackId ? indexOf.find(*blackId) : indexOf.end();
        if (white == indexOf.end() || (blackId && black == indexOf.end()))
            return;
        const auto outcomes = result ? outcomesOf(*result) : std::nullopt;
        const int b = blackId ? black->second : -1;
        reports::RoundResult forWhite{
            round, b, true, outcomes ? outcomes->first : Outcome::NotPaired, {}};
        reports::RoundResult forBlack{
            round, white->second, false, outcomes ? outcomes->second : Outcome::NotPaired, {}};
        if (second && blackId) {
            const auto swapped = *second ? outcomesOf(**second) : std::nullopt;
            forWhite.games = {forWhite.outcome, swapped ? swapped->second : Outcome::NotPaired};
            forBlack.games = {forBlack.outcome, swapped ? swapped->first : Outcome::NotPaired};
            forWhite.outcome = reports::matchOutcome(forWhite.games[0], forWhite.games[1]);
            forBlack.outcome = reports::matchOutcome(forBlack.games[0], forBlack.games[1]);
        }
        results[static_cast<std::size_t>(white->second)][round] = forWhite;
        if (blackId)
            results[static_cast<std::size_t>(b)][round] = forBlack;
    };
    for (const db::Pairing &pairing : *pairings) {
        std::optional<std::optional<std::string>> second; // none: not a micro-match
        if (found->drawnOpenings)
            second.emplace(pairing.secondResult);
        place(pairing.whiteId, pairing.blackId, pairing.round, pairing.result, second);
        event.rounds = std::max(event.rounds, pairing.round);
    }
    for (const db::GameResult &game : *games) {
        if (game.pairingId)
            continue;
        event.roundsKnown = false;
        const auto white = indexOf.find(game.whiteId);
        const auto black = indexOf.find(game.blackId);
        if (white == indexOf.end() || black == indexOf.end())
            continue;
        // The first round free for both.
        int round = 1;
        while (results[static_cast<std::size_t>(white->second)].count(round) ||
               results[static_cast<std::size_t>(black->second)].count(round))
            ++round;
        place(game.whiteId, game.blackId, round, game.result, std::nullopt);
        event.rounds = std::max(event.rounds, round);
    }
    for (std::size_t p = 0; p < event.players.size(); ++p)
        for (int round = 1; round <= event.rounds; ++round) {
            const auto it = results[p].find(round);
            event.players[p].results.push_back(
                it != results[p].end()
                    ? it->second
                    : reports::RoundResult{round, -1, false, Outcome::NotPaired, {}});
        }

    for (const std::string &code : found->tiebreakOrder)
        if (const auto tieBreak = reports::tieBreakByCode(code))
            out.tieBreaks.push_back(*tieBreak);
    if (out.tieBreaks.empty())
        out.tieBreaks = *reports::tieBreakPreset(found->system == "swiss" ? "russian-swiss"
                                                                          : "russian-round-robin");
    return out;
}

} // namespace app
