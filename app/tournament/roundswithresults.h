// The rounds a tournament's standings can be shown after: those up to the last round in which a
// result (a game, a forfeit or a bye) stands, as `shashki standings --after-round` takes them.
#pragma once

#include "reports/event.h"

#include <vector>

namespace app {

// 1…the last round holding a result; empty when no round does, or when the games carry no round
// numbers (reports::Event::roundsKnown false: there are no standings after a round then).
std::vector<int> roundsWithResults(const reports::Event &event);

} // namespace app
