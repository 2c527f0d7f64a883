#include "settings.h"

namespace reports {

bool isRoundRobin(PairingSystem system)
{
    return system == PairingSystem::RoundRobin || system == PairingSystem::DoubleRoundRobin;
}

} // namespace reports
