#include "generatedswiss.h"

#include "reports/swissfield.h"

#include <algorithm>
#include <array>
#include <random>
#include <string>

namespace bench {

namespace {

using reports::Outcome;

// A surname from syllables and an initial: Cyrillic names as wide as the real ones.
std::string nameOf(int startNumber, std::mt19937 &random)
{
    static constexpr std::array<const char *, 12> first = {"Ко", "Ва", "Ле", "Ни", "Ро", "Ма",
                                                           "Ше", "Ту", "Бо", "Ри", "Са", "Де"};
    static constexpr std::array<const char *, 12> syllables = {"ко", "ва", "ле", "ни", "ро", "ма",
                                                               "ше", "ту", "бо", "ри", "са", "де"};
    static constexpr std::array<const char *, 6> endings = {"ов", "ин", "ский", "ев", "ук", "енко"};
    static constexpr std::array<const char *, 8> initials = {"А.", "Б.", "В.", "Г.",
                                                             "Д.", "Е.", "И.", "К."};
    std::string name = first[random() % first.size()];
    const auto length = 1 + random() % 2;
    for (unsigned i = 0; i < length; ++i)
        name += syllables[random() % syllables.size()];
    name += endings[random() % endings.size()];
    return name + " " + std::to_string(startNumber) + " " + initials[random() % initials.size()];
}

// Players by score, then number; each paired with the next one below he has not met (the last
// one left over has the bye), the higher one White in odd rounds.
reports::SwissResult quickPairing(const reports::Event &event, int round)
{
    std::vector<int> order;
    std::vector<int> score(event.players.size(), 0);
    std::vector<std::vector<bool>> met(event.players.size(),
                                       std::vector<bool>(event.players.size(), false));
    for (std::size_t p = 0; p < event.players.size(); ++p) {
        const reports::EventPlayer &player = event.players[p];
        for (const reports::RoundResult &result : player.results) {
            score[p] += reports::halfPoints(result.outcome);
            if (result.opponent >= 0)
                met[p][static_cast<std::size_t>(result.opponent)] = true;
        }
        if (!player.withdrawnAfterRound || *player.withdrawnAfterRound >= round)
            order.push_back(static_cast<int>(p));
    }
    std::stable_sort(order.begin(), order.end(), [&score](int a, int b) {
        return score[static_cast<std::size_t>(a)] > score[static_cast<std::size_t>(b)];
    });
    reports::SwissResult out;
    std::vector<bool> paired(event.players.size(), false);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto a = static_cast<std::size_t>(order[i]);
        if (paired[a])
            continue;
        paired[a] = true;
        std::size_t j = i + 1;
        while (j < order.size() && (paired[static_cast<std::size_t>(order[j])] ||
                                    met[a][static_cast<std::size_t>(order[j])]))
            ++j;
        if (j == order.size()) {
            out.pairings.push_back({order[i], -1});
            continue;
        }
        paired[static_cast<std::size_t>(order[j])] = true;
        out.pairings.push_back(round % 2 == 1 ? reports::SwissPairing{order[i], order[j]}
                                              : reports::SwissPairing{order[j], order[i]});
    }
    return out;
}

} // namespace

reports::SwissField fieldBefore(const GeneratedSwiss &swiss, int round)
{
    std::vector<bool> available;
    for (const reports::EventPlayer &player : swiss.event.players)
        available.push_back(!player.withdrawnAfterRound || *player.withdrawnAfterRound >= round);
    return reports::swissFieldFromEvent(swiss.event, round, available, swiss.event.rounds,
                                        reports::Colour::White);
}

GeneratedSwiss generateSwiss(int count, int rounds, unsigned seed, GeneratedPairing pairedBy)
{
    std::mt19937 random(seed);
    GeneratedSwiss out;
    out.event.name = "Generated Swiss, " + std::to_string(count) + " players";
    out.event.rounds = rounds;
    for (int p = 0; p < count; ++p) {
        reports::EventPlayer player;
        player.startNumber = p + 1;
        player.name = nameOf(p + 1, random);
        player.rating = 2400 - p * 1200 / count;
        out.event.players.push_back(player);
    }
    for (int round = 1; round <= rounds; ++round) {
        // Every 400th player withdraws after the middle round.
        if (round == rounds / 2 + 1)
            for (int p = 399; p < count; p += 400)
                out.event.players[static_cast<std::size_t>(p)].withdrawnAfterRound = round - 1;
        const reports::SwissResult result = pairedBy == GeneratedPairing::Dutch
                                                ? reports::pairDutchRound(fieldBefore(out, round))
                                                : quickPairing(out.event, round);
        out.pairs.push_back(result.pairings);
        std::vector<bool> seated(static_cast<std::size_t>(count), false);
        for (const reports::SwissPairing &pairing : result.pairings) {
            seated[static_cast<std::size_t>(pairing.white)] = true;
            auto &whiteResults = out.event.players[static_cast<std::size_t>(pairing.white)].results;
            if (pairing.black < 0) {
                whiteResults.push_back({round, -1, false, Outcome::PairingBye, {}});
                continue;
            }
            seated[static_cast<std::size_t>(pairing.black)] = true;
            auto &blackResults = out.event.players[static_cast<std::size_t>(pairing.black)].results;
            // One game in a hundred is not played: the player with Black does not come.
            const auto draw = random() % 100;
            const bool forfeit = draw == 0;
            const Outcome forWhite = forfeit     ? Outcome::ForfeitWin
                                     : draw < 40 ? Outcome::Win
                                     : draw < 70 ? Outcome::Draw
                                                 : Outcome::Loss;
            const Outcome forBlack = forfeit                     ? Outcome::ForfeitLoss
                                     : forWhite == Outcome::Win  ? Outcome::Loss
                                     : forWhite == Outcome::Draw ? Outcome::Draw
                                                                 : Outcome::Win;
            whiteResults.push_back({round, pairing.black, true, forWhite, {}});
            blackResults.push_back({round, pairing.white, false, forBlack, {}});
        }
        for (std::size_t p = 0; p < seated.size(); ++p)
            if (!seated[p])
                out.event.players[p].results.push_back({round, -1, false, Outcome::NotPaired, {}});
    }
    return out;
}

} // namespace bench
