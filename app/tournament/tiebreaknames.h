// The full name of a tie-break in the judge's language, for the legend under the standings
// ("BH — Buchholz", «BH — коэффициент Бухгольца (Солкофф)»): every code reports/ knows has both.
#pragma once

#include "messagecatalogue.h"
#include "reports/tiebreak.h"

#include <string>
#include <vector>

namespace app {

// "Buchholz cut 1" or «усечённый коэффициент Бухгольца» (reports::tieBreakCatalogue's names).
std::string tieBreakName(reports::TieBreak tieBreak, Language language);

// "BH-C1 — Buchholz cut 1; BH — Buchholz; WIN — number of wins": each of `order`, in order;
// empty for none.
std::string tieBreakLegend(const std::vector<reports::TieBreak> &order, Language language);

} // namespace app
