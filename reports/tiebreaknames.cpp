#include "tiebreaknames.h"

namespace reports {

std::string tieBreakName(TieBreak tieBreak, Language language)
{
    const TieBreakInfo &entry = info(tieBreak);
    return std::string(language == Language::Russian ? entry.russian : entry.english);
}

std::string tieBreakLegend(const std::vector<TieBreak> &order, Language language)
{
    std::string legend;
    for (const TieBreak tieBreak : order)
        legend += (legend.empty() ? "" : "; ") + std::string(info(tieBreak).code) + " \u2014 " +
                  tieBreakName(tieBreak, language);
    return legend;
}

} // namespace reports
