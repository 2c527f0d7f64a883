#include "settings.h"

namespace reports {

bool isRoundRobin(PairingSystem system)
{
    return system == PairingSystem::RoundRobin || system == PairingSystem::DoubleRoundRobin;
}

std::optional<RuleSetId> defaultRuleSet(arbiter::Variant variant)
{
    switch (variant) {
    case arbiter::Variant::Russian:
        return RuleSetId::RussianFmjd64;
    case arbiter::Variant::Brazilian:
        return RuleSetId::BrazilianFmjd;
    case arbiter::Variant::International:
        return RuleSetId::InternationalFmjd;
    case arbiter::Variant::English:
        return RuleSetId::EnglishWcdf;
    case arbiter::Variant::Italian:
        return RuleSetId::ItalianFid;
    case arbiter::Variant::Pool:
        return RuleSetId::PoolApca;
    case arbiter::Variant::Giveaway: // Russian draughts' rules but for the aim
        return RuleSetId::RussianFmjd64;
    case arbiter::Variant::Russian10x8:
    case arbiter::Variant::Spantsiretti: // not judged
        break;
    }
    return std::nullopt;
}

bool judgesGamesOf(RuleSetId ruleSet, arbiter::Variant variant)
{
    // Giveaway is judged under the Russian rule sets (docs/rules.md §16).
    const arbiter::Variant judged =
        variant == arbiter::Variant::Giveaway ? arbiter::Variant::Russian : variant;
    return variantOf(ruleSet) == judged;
}

arbiter::Variant variantOf(RuleSetId ruleSet)
{
    switch (ruleSet) {
    case RuleSetId::RussianFmjd64:
    case RuleSetId::Russian2010:
        return arbiter::Variant::Russian;
    case RuleSetId::BrazilianFmjd:
        return arbiter::Variant::Brazilian;
    case RuleSetId::InternationalFmjd:
        return arbiter::Variant::International;
    case RuleSetId::EnglishWcdf:
        return arbiter::Variant::English;
    case RuleSetId::ItalianFid:
        return arbiter::Variant::Italian;
    case RuleSetId::PoolApca:
        return arbiter::Variant::Pool;
    }
    return arbiter::Variant::Russian; // every rule set is above
}

} // namespace reports
