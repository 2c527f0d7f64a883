#include "eventrecords.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <vector>

namespace reports {

arbiter::Result<Event, EventRecordError> eventFromRecords(const EventRecords &records)
{
    Event event;
    event.name = records.name;
    event.scoring = records.scoring;
    event.unplayed = records.unplayed;
    if (records.microMatches) {
        event.gamesPerPairing = 2;
        event.standingsBy = records.standingsBy;
    }
    std::unordered_map<std::int64_t, int> indexOf;
    indexOf.reserve(records.entries.size());
    event.players.reserve(records.entries.size());
    for (const EntryRecord &entry : records.entries) {
        EventPlayer player;
        player.startNumber = entry.startNumber;
        player.name = entry.name;
        player.withdrawnAfterRound = entry.withdrawnAfterRound;
        player.rating = entry.rating;
        player.club = entry.club;
        indexOf[entry.playerId] = static_cast<int>(event.players.size());
        event.players.push_back(std::move(player));
    }
    // Results by player and round (round 1 first); rounds before 1 are no rounds, and ignored.
    int pairedRounds = 0;
    for (const PairingRecord &pairing : records.pairings)
        pairedRounds = std::max(pairedRounds, pairing.round);
    std::vector<std::vector<std::optional<RoundResult>>> results(
        event.players.size(),
        std::vector<std::optional<RoundResult>>(static_cast<std::size_t>(pairedRounds)));
    const auto resultOf = [&results](int player, int round) -> std::optional<RoundResult> & {
        auto &rounds = results[static_cast<std::size_t>(player)];
        if (rounds.size() < static_cast<std::size_t>(round))
            rounds.resize(static_cast<std::size_t>(round));
        return rounds[static_cast<std::size_t>(round - 1)];
    };
    const auto taken = [&results](int player, int round) {
        const auto &rounds = results[static_cast<std::size_t>(player)];
        return static_cast<std::size_t>(round) <= rounds.size() &&
               rounds[static_cast<std::size_t>(round - 1)].has_value();
    };
    // `second`: a micro-match's game 2, its result written White (the pairing's Black) first.
    const auto place = [&](int white, int black, int round,
                           const std::optional<PairingResult> &result,
                           const std::optional<std::optional<PairingResult>> &second) {
        const auto outcomes = result ? std::optional(outcomesOf(*result)) : std::nullopt;
        RoundResult forWhite{
            round, black, true, outcomes ? outcomes->first : Outcome::NotPaired, {}};
        RoundResult forBlack{
            round, white, false, outcomes ? outcomes->second : Outcome::NotPaired, {}};
        if (second && black >= 0) {
            const auto swapped = *second ? std::optional(outcomesOf(**second)) : std::nullopt;
            forWhite.games = {forWhite.outcome, swapped ? swapped->second : Outcome::NotPaired};
            forBlack.games = {forBlack.outcome, swapped ? swapped->first : Outcome::NotPaired};
            forWhite.outcome = matchOutcome(forWhite.games[0], forWhite.games[1]);
            forBlack.outcome = matchOutcome(forBlack.games[0], forBlack.games[1]);
        }
        if (round < 1)
            return;
        resultOf(white, round) = std::move(forWhite);
        if (black >= 0)
            resultOf(black, round) = std::move(forBlack);
    };
    for (const PairingRecord &pairing : records.pairings) {
        const auto white = indexOf.find(pairing.white);
        if (white == indexOf.end())
            return EventRecordError{EventRecordError::Kind::PairingOfNonEntry, pairing.round,
                                    pairing.board, 0, pairing.white};
        int black = -1;
        if (pairing.black) {
            const auto found = indexOf.find(*pairing.black);
            if (found == indexOf.end())
                return EventRecordError{EventRecordError::Kind::PairingOfNonEntry, pairing.round,
                                        pairing.board, 0, *pairing.black};
            black = found->second;
        }
        std::optional<std::optional<PairingResult>> second; // none: not a micro-match
        if (records.microMatches)
            second.emplace(pairing.secondResult);
        place(white->second, black, pairing.round, pairing.result, second);
        event.rounds = std::max(event.rounds, pairing.round);
    }
    for (const UnpairedGame &game : records.games) {
        event.roundsKnown = false;
        const auto white = indexOf.find(game.white);
        const auto black = indexOf.find(game.black);
        if (white == indexOf.end() || black == indexOf.end())
            return EventRecordError{EventRecordError::Kind::GameOfNonEntry, 0, 0, game.id,
                                    white == indexOf.end() ? game.white : game.black};
        // The first round free for both.
        int round = 1;
        while (taken(white->second, round) || taken(black->second, round))
            ++round;
        place(white->second, black->second, round,
              game.result ? pairingResultOfGame(*game.result) : std::nullopt, std::nullopt);
        event.rounds = std::max(event.rounds, round);
    }
    for (std::size_t p = 0; p < event.players.size(); ++p) {
        std::vector<std::optional<RoundResult>> &mine = results[p];
        event.players[p].results.reserve(static_cast<std::size_t>(std::max(event.rounds, 0)));
        for (int round = 1; round <= event.rounds; ++round) {
            const auto at = static_cast<std::size_t>(round - 1);
            event.players[p].results.push_back(
                at < mine.size() && mine[at]
                    ? std::move(*mine[at])
                    : RoundResult{round, -1, false, Outcome::NotPaired, {}});
        }
    }
    if (records.withdrawalRule == WithdrawalRule::Russian && !records.schedule.empty())
        applyRussianWithdrawals(event, records.schedule);
    return event;
}

void applyRussianWithdrawals(Event &event, const std::vector<BergerRound> &schedule)
{
    const int lastTableRound = static_cast<int>(schedule.size());
    const auto resultIn = [&event](int player, int round) -> RoundResult & {
        return event.players[static_cast<std::size_t>(player)]
            .results[static_cast<std::size_t>(round - 1)];
    };
    for (std::size_t w = 0; w < event.players.size(); ++w) {
        const auto left = event.players[w].withdrawnAfterRound;
        if (!left || *left >= lastTableRound)
            continue;
        const int withdrawn = static_cast<int>(w);
        // The games the table gives him, and those he played over the board before he left.
        int scheduled = 0;
        for (const BergerRound &round : schedule)
            for (const BergerPairing &pairing : round)
                if (pairing.black &&
                    (pairing.white - 1 == withdrawn || pairing.black - 1 == withdrawn))
                    ++scheduled;
        int gamesPlayed = 0;
        for (const RoundResult &result : event.players[w].results)
            if (result.round <= *left && played(result.outcome))
                ++gamesPlayed;
        if (2 * gamesPlayed < scheduled) {
            // Annulled: his games count for nobody.
            for (RoundResult &result : event.players[w].results) {
                if (result.opponent >= 0)
                    resultIn(result.opponent, result.round) =
                        RoundResult{result.round, -1, false, Outcome::NotPaired, {}};
                result = RoundResult{result.round, -1, false, Outcome::NotPaired, {}};
            }
            continue;
        }
        // The games left, lost by forfeit in the rounds the table gives them, once paired.
        for (int round = *left + 1; round <= std::min(event.rounds, lastTableRound); ++round)
            for (const BergerPairing &pairing : schedule[static_cast<std::size_t>(round - 1)]) {
                if (!pairing.black)
                    continue;
                const int white = pairing.white - 1;
                const int black = pairing.black - 1;
                if (white != withdrawn && black != withdrawn)
                    continue;
                const int opponent = white == withdrawn ? black : white;
                // An opponent who withdrew before this round too: nobody plays it.
                const auto opponentLeft =
                    event.players[static_cast<std::size_t>(opponent)].withdrawnAfterRound;
                if (opponentLeft && *opponentLeft < round)
                    continue;
                resultIn(withdrawn, round) =
                    RoundResult{round, opponent, white == withdrawn, Outcome::ForfeitLoss, {}};
                resultIn(opponent, round) =
                    RoundResult{round, withdrawn, white != withdrawn, Outcome::ForfeitWin, {}};
            }
    }
}

} // namespace reports
