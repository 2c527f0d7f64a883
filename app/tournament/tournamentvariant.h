// The variants a tournament can be of (issue 16, migrations/0016_variants.sql): Russian, Brazilian
// and International draughts. English, Italian and Pool games are judged (arbiter::Auditor::judges:
// audit, claim) but no tournament of them is kept yet: the tournaments table, the window's game
// sheet and the printed sheets know the three boards above (docs/rules.md §16).
#pragma once

#include "arbiter/variant.h"

namespace app {

bool isTournamentVariant(arbiter::Variant variant);

} // namespace app
