#include "tournamentvariant.h"

namespace app {

bool isTournamentVariant(arbiter::Variant variant)
{
    return variant == arbiter::Variant::Russian || variant == arbiter::Variant::Brazilian ||
           variant == arbiter::Variant::International;
}

} // namespace app
