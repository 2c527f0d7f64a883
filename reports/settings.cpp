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

} // namespace reports
