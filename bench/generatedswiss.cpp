#include "generatedswiss.h"

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

} // namespace

GeneratedSwiss generateSwiss(int count, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    GeneratedSwiss out;
    out.event.name = "Generated Swiss, " + std::to_string(count) + " players";
    out.event.rounds = rounds;
    for (int p = 0; p < count; ++p) {
        out.players.push_back({p + 1, 2400 - p * 1200 / count, 0, {}, {}, false, true});
        reports::EventPlayer player;
        player.startNumber = p + 1;
        player.name = nameOf(p + 1, random);
        player.rating = out.players.back().rating;
        out.event.players.push_back(player);
    }
    for (int round = 1; round <= rounds; ++round) {
        // Every 400th player withdraws after the middle round.
        if (round == rounds / 2 + 1)
            for (int p = 399; p < count; p += 400) {
                out.players[static_cast<std::size_t>(p)].available = false;
                out.event.players[static_cast<std::size_t>(p)].withdrawnAfterRound = round - 1;
            }
        const reports::SwissResult result = reports::pairSwissRound(out.players);
        out.pairs.push_back(result.pairings);
        for (reports::SwissPlayer &player : out.players)
            if (!player.available)
                player.colours.push_back(reports::Colour::None);
        for (std::size_t p = 0; p < out.players.size(); ++p)
            if (!out.players[p].available)
                out.event.players[p].results.push_back({round, -1, false, Outcome::NotPaired, {}});
        for (const reports::SwissPairing &pairing : result.pairings) {
            auto &white = out.players[static_cast<std::size_t>(pairing.white)];
            auto &whiteResults = out.event.players[static_cast<std::size_t>(pairing.white)].results;
            if (pairing.black < 0) {
                white.hadBye = true;
                white.score += 1;
                white.colours.push_back(reports::Colour::None);
                whiteResults.push_back({round, -1, false, Outcome::FullBye, {}});
                continue;
            }
            auto &black = out.players[static_cast<std::size_t>(pairing.black)];
            auto &blackResults = out.event.players[static_cast<std::size_t>(pairing.black)].results;
            white.opponents.push_back(pairing.black);
            black.opponents.push_back(pairing.white);
            // One game in a hundred is not played: the player with Black does not come.
            const auto draw = random() % 100;
            const bool forfeit = draw == 0;
            white.colours.push_back(forfeit ? reports::Colour::None : reports::Colour::White);
            black.colours.push_back(forfeit ? reports::Colour::None : reports::Colour::Black);
            if (forfeit)
                white.hadBye = true; // a forfeit win counts as a bye (swisspairing.h)
            const Outcome forWhite = forfeit     ? Outcome::ForfeitWin
                                     : draw < 40 ? Outcome::Win
                                     : draw < 70 ? Outcome::Draw
                                                 : Outcome::Loss;
            const Outcome forBlack = forfeit                     ? Outcome::ForfeitLoss
                                     : forWhite == Outcome::Win  ? Outcome::Loss
                                     : forWhite == Outcome::Draw ? Outcome::Draw
                                                                 : Outcome::Win;
            white.score += reports::halfPoints(forWhite) / 2.0;
            black.score += reports::halfPoints(forBlack) / 2.0;
            whiteResults.push_back({round, pairing.black, true, forWhite, {}});
            blackResults.push_back({round, pairing.white, false, forBlack, {}});
        }
    }
    return out;
}

} // namespace bench
