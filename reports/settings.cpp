#include "settings.h"

namespace reports {

bool isRoundRobin(PairingSystem system)
{
    return system == PairingSystem::RoundRobin || system == PairingSystem::DoubleRoundRobin;
}

RuleSetId defaultRuleSet(arbiter::Variant variant)
{
    switch (variant) {
    case arbiter::Variant::Russian:
        return RuleSetId::RussianFmjd64;
    case arbiter::Variant::Brazilian:
        return RuleSetId::BrazilianFmjd;
    case arbiter::Variant::International:
        return RuleSetId::InternationalFmjd;
    }
    return RuleSetId::RussianFmjd64; // every variant is above
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
    }
    return arbiter::Variant::Russian; // every rule set is above
}

} // namespace reports
