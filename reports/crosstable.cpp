#include "crosstable.h"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace reports {

std::string decimalText(double value)
{
    std::ostringstream out;
    out << std::setprecision(10) << value;
    return out.str();
}

std::string tieBreakText(const TieBreakValue &value)
{
    if (!value.applicable)
        return "-";
    if (value.id == TieBreak::TruncatedSolkoff) {
        std::string out;
        for (double part : value.sequence)
            out += (out.empty() ? "" : "/") + decimalText(part);
        return out;
    }
    return decimalText(value.value);
}

namespace {

std::string cellOf(const Event &event, const RoundResult &result, CellStyle style)
{
    switch (result.outcome) {
    case Outcome::ForfeitWin:
        return "+";
    case Outcome::ForfeitLoss:
    case Outcome::DoubleForfeit:
        return "\xE2\x88\x92"; // −
    case Outcome::Draw:
        // One drawn game; a micro-match's points are points, written as such.
        if (style == CellStyle::Equals && event.scoring == Scoring::OneHalfZero &&
            result.games.empty())
            return "=";
        return formatPoints(roundHalfPoints(event, result), event.scoring);
    default:
        return formatPoints(roundHalfPoints(event, result), event.scoring);
    }
}

} // namespace

Crosstable crosstableOf(const Event &event, const Standings &standings, CellStyle style)
{
    Crosstable table;
    table.title = event.name;
    table.scoring = event.scoring;
    table.tieBreaks = standings.order;
    std::vector<int> column(event.players.size(), -1); // player index → column
    for (std::size_t i = 0; i < standings.rows.size(); ++i)
        column[static_cast<std::size_t>(standings.rows[i].player)] = static_cast<int>(i);
    for (std::size_t i = 0; i < standings.rows.size(); ++i) {
        const StandingRow &standing = standings.rows[i];
        const EventPlayer &player = event.players[static_cast<std::size_t>(standing.player)];
        Crosstable::Row row;
        row.place = standing.place == standing.placeLast
                        ? std::to_string(standing.place)
                        : std::to_string(standing.place) + "-" + std::to_string(standing.placeLast);
        row.startNumber = player.startNumber;
        row.name = markedName(player);
        row.cells.assign(standings.rows.size(), "");
        row.cells[i] = "\xC3\x97"; // ×
        for (const RoundResult &result : player.results) {
            // A micro-match with one game in shows what it counts so far.
            const bool begun = result.outcome != Outcome::NotPaired ||
                               std::any_of(result.games.begin(), result.games.end(),
                                           [](Outcome game) { return game != Outcome::NotPaired; });
            if (result.opponent < 0 || result.round > standings.afterRound || !begun)
                continue;
            const int c = column[static_cast<std::size_t>(result.opponent)];
            if (c >= 0)
                row.cells[static_cast<std::size_t>(c)] += cellOf(event, result, style);
        }
        row.points = event.scoring == Scoring::OneHalfZero
                         ? formatPoints(static_cast<int>(standing.points * 2), event.scoring)
                         : decimalText(standing.points);
        for (const TieBreakValue &value : standing.tieBreaks)
            row.tieBreaks.push_back(tieBreakText(value));
        table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace reports
