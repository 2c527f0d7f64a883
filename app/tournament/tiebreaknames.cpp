#include "tiebreaknames.h"

namespace app {

std::string tieBreakName(reports::TieBreak tieBreak, Language language)
{
    const reports::TieBreakInfo &entry = reports::info(tieBreak);
    return std::string(language == Language::Russian ? entry.russian : entry.english);
}

std::string tieBreakLegend(const std::vector<reports::TieBreak> &order, Language language)
{
    std::string legend;
    for (const reports::TieBreak tieBreak : order)
        legend += (legend.empty() ? "" : "; ") + std::string(reports::info(tieBreak).code) +
                  " \u2014 " + tieBreakName(tieBreak, language);
    return legend;
}

} // namespace app
