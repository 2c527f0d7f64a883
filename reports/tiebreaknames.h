// The full name of a tie-break in a report's language, for the legend under the standings and
// the crosstable, printed and on screen ("BH — Buchholz", «BH — коэффициент Бухгольца
// (Солкофф)»): every code of the catalogue (tiebreak.h) has both.
#pragma once

#include "reportlanguage.h"
#include "tiebreak.h"

#include <string>
#include <vector>

namespace reports {

// "Buchholz cut 1" or «усечённый коэффициент Бухгольца» (tieBreakCatalogue's names).
std::string tieBreakName(TieBreak tieBreak, Language language);

// "BH-C1 — Buchholz cut 1; BH — Buchholz; WIN — number of wins": each of `order`, in order;
// empty for none.
std::string tieBreakLegend(const std::vector<TieBreak> &order, Language language);

} // namespace reports
