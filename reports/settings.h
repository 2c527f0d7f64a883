// The settings of a tournament as types (docs/tournaments.md), each with the code it is stored
// and typed under ("swiss", "2-1-0", "fide-2024" …: docs/storage.md, docs/commandline.md). A
// code is read into its type once, where it enters — the store, an option, a TRF file — and an
// unknown code is refused there, never read as a default.
#pragma once

#include "arbiter/variant.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace reports {

// How the rounds are paired (docs/tournaments.md §1).
enum class PairingSystem
{
    RoundRobin,       // Berger's tables (FMJD Annex 1)
    DoubleRoundRobin, // the table twice, colours reversed
    Swiss,            // the Dutch system (FIDE C.04.3)
    Match,            // two players, every round the same pairing
};

// Round robins, single or double: paired by the table, standings with their tie-breaks.
bool isRoundRobin(PairingSystem system);

enum class Scoring
{
    OneHalfZero, // 1 - ½ - 0 (the default)
    TwoOneZero,  // 2 - 1 - 0 (FMJD style)
};

// What the standings of a micro-match tournament count.
enum class MatchStandings
{
    GamePoints,  // the points of every game (a won micro-match 2:0 is two wins' points)
    MatchPoints, // a won micro-match a win's points, a drawn one a draw's
};

// How unplayed games count in the tie-breaks built on opponents' scores (Buchholz and its
// modifiers, FB, AOB, SB); reports/tiebreak.h gives the rules with their articles.
enum class UnplayedRounds
{
    // FIDE C.07 (2024), Article 16: a player's own unplayed round is a game against a dummy
    // opponent with his own score, a voluntarily unplayed one cut first; in an opponent's score
    // only the requested byes and absences after which he played no more count as draws.
    Fide2024,
    // Unplayed rounds add nothing to any tie-break and opponents' scores are taken as they are.
    PlayedOnly,
    // FIDE's rules of 2009 (before C.07 of 2023): a player's own unplayed round is a game against
    // a virtual opponent, who had his score before the round, takes the other result and draws
    // every round after; every unplayed round of an opponent counts as a draw in his score.
    Fide2009,
};

// How the games of a player who withdraws count (issue 12, invariant 4).
enum class WithdrawalRule
{
    // The games played stand; the rest are not played (FIDE C.05 for round robins; every Swiss).
    Fide,
    // Round robins under the Russian regulations: fewer than half of his games played, all his
    // results are annulled (not played, for him and his opponents); half or more, the games left
    // are lost by forfeit — counted in the rounds the table gives them, once those are paired.
    Russian,
};

// Accelerated Swiss pairings (FIDE C.04.5.1).
enum class Acceleration
{
    None,
    Baku, // the Baku system: virtual points for the top half in the first rounds
};

// The colour the first player of round 1 gets in a Swiss (FIDE C.04.3 E.5).
enum class InitialColour
{
    White,
    Black,
    Lot, // drawn when round 1 is paired, and read back from its pairing afterwards
};

// How a tournament's start numbers were given anew before round 1 (docs/tournaments.md §8), as the
// decisions log stores it.
enum class Numbering
{
    Ranking, // by the initial ranking (reports/initialranking.h)
    Arbiter, // in an order the arbiter fixed by hand
    Lot,     // drawn by lot (жеребьёвка: round robins)
};

// The rules a tournament's games are played and judged by (docs/rules.md): the Russian codes' draw
// rules (arbiter::RuleSet::byId of the code) or a variant's federation's rules (the FMJD's, WCDF's,
// FID's, APCA's: arbiter/variant.h, whose VariantRules::ruleSet is the code).
enum class RuleSetId
{
    RussianFmjd64,     // the FMJD's rules of Russian draughts (rules 7.2.x), the default
    Russian2010,       // the Russian code of 2010 (§1.9.1)
    BrazilianFmjd,     // Brazilian draughts under the FMJD's rules
    InternationalFmjd, // international (100-square) draughts under the FMJD's rules
    EnglishWcdf,       // English checkers under the WCDF's rules (docs/rules.md §16)
    ItalianFid,        // Italian draughts under the FID's rules
    PoolApca,          // Pool checkers under the APCA's rules
};

// The rule set a tournament of `variant` plays unless its arbiter chooses another (the Russian
// code of 2010 is the only other; a giveaway tournament has the Russian ones): its code is
// arbiter::rulesOf(variant).ruleSet. None for a variant of which no tournament is made, those
// whose games are not judged (arbiter::Auditor::judges: the 10 × 8 ones). A tournament can be of
// exactly the variants that have one.
std::optional<RuleSetId> defaultRuleSet(arbiter::Variant variant);
// The variant whose rules a rule set is (Russian for the Russian codes).
arbiter::Variant variantOf(RuleSetId ruleSet);
// Whether a tournament of `variant` may have `ruleSet`: its variant's own, or for giveaway the
// Russian ones.
bool judgesGamesOf(RuleSetId ruleSet, arbiter::Variant variant);

// The code of each value, in the order they are offered (the argument only chooses the table).
template <class Setting, std::size_t Count>
using CodeTable = std::array<std::pair<Setting, std::string_view>, Count>;

constexpr CodeTable<PairingSystem, 4> codeTable(PairingSystem)
{
    return {{{PairingSystem::RoundRobin, "round-robin"},
             {PairingSystem::DoubleRoundRobin, "double-round-robin"},
             {PairingSystem::Swiss, "swiss"},
             {PairingSystem::Match, "match"}}};
}
constexpr CodeTable<RuleSetId, 7> codeTable(RuleSetId)
{
    return {{{RuleSetId::RussianFmjd64, "russian-fmjd64"},
             {RuleSetId::Russian2010, "russian-2010"},
             {RuleSetId::BrazilianFmjd, "brazilian-fmjd"},
             {RuleSetId::InternationalFmjd, "international-fmjd"},
             {RuleSetId::EnglishWcdf, "english-wcdf"},
             {RuleSetId::ItalianFid, "italian-fid"},
             {RuleSetId::PoolApca, "pool-apca"}}};
}
constexpr CodeTable<Scoring, 2> codeTable(Scoring)
{
    return {{{Scoring::OneHalfZero, "1-0.5-0"}, {Scoring::TwoOneZero, "2-1-0"}}};
}
constexpr CodeTable<MatchStandings, 2> codeTable(MatchStandings)
{
    return {{{MatchStandings::GamePoints, "game-points"},
             {MatchStandings::MatchPoints, "match-points"}}};
}
constexpr CodeTable<UnplayedRounds, 3> codeTable(UnplayedRounds)
{
    return {{{UnplayedRounds::Fide2024, "fide-2024"},
             {UnplayedRounds::PlayedOnly, "played-only"},
             {UnplayedRounds::Fide2009, "fide-2009"}}};
}
constexpr CodeTable<WithdrawalRule, 2> codeTable(WithdrawalRule)
{
    return {{{WithdrawalRule::Fide, "fide"}, {WithdrawalRule::Russian, "russian"}}};
}
constexpr CodeTable<Acceleration, 2> codeTable(Acceleration)
{
    return {{{Acceleration::None, "none"}, {Acceleration::Baku, "baku"}}};
}
constexpr CodeTable<InitialColour, 3> codeTable(InitialColour)
{
    return {{{InitialColour::White, "white"},
             {InitialColour::Black, "black"},
             {InitialColour::Lot, "lot"}}};
}
constexpr CodeTable<Numbering, 3> codeTable(Numbering)
{
    return {{{Numbering::Ranking, "ranking"},
             {Numbering::Arbiter, "arbiter"},
             {Numbering::Lot, "lot"}}};
}

// The code a setting is stored and typed under: "double-round-robin".
template <class Setting>
constexpr std::string_view settingCode(Setting value)
{
    for (const auto &[setting, code] : codeTable(Setting{}))
        if (setting == value)
            return code;
    return {}; // every value has a code (the tables above): not reached
}

// The setting a code names; nullopt for a code this program does not know.
template <class Setting>
constexpr std::optional<Setting> settingByCode(std::string_view text)
{
    for (const auto &[setting, code] : codeTable(Setting{}))
        if (code == text)
            return setting;
    return std::nullopt;
}

// Every code of a setting, in its order: {"round-robin", "double-round-robin", "swiss", "match"}.
template <class Setting>
constexpr auto settingCodes()
{
    std::array<std::string_view, codeTable(Setting{}).size()> codes{};
    for (std::size_t i = 0; i < codes.size(); ++i)
        codes[i] = codeTable(Setting{})[i].second;
    return codes;
}

} // namespace reports
