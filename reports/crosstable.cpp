#include "crosstable.h"

#include <algorithm>
#include <iomanip>
#include <map>
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
    if (!value.sequence.empty()) { // BH-T; DE applied again to those still level
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

// "1", "3-5".
std::string placeText(const StandingRow &standing)
{
    return standing.place == standing.placeLast
               ? std::to_string(standing.place)
               : std::to_string(standing.place) + "-" + std::to_string(standing.placeLast);
}

std::string pointsText(const Event &event, const StandingRow &standing)
{
    return event.scoring == Scoring::OneHalfZero
               ? formatPoints(static_cast<int>(standing.points * 2), event.scoring)
               : decimalText(standing.points);
}

// Whether a round shows a result: a micro-match with one game in shows what it counts so far.
bool begun(const RoundResult &result)
{
    return result.outcome != Outcome::NotPaired ||
           std::any_of(result.games.begin(), result.games.end(),
                       [](Outcome game) { return game != Outcome::NotPaired; });
}

// A round of the round-by-round form; `rowOf` maps a player index to his row in the table.
std::string roundCell(const Event &event, const RoundResult &result, const std::vector<int> &rowOf,
                      CellStyle style, Language language)
{
    if (result.opponent < 0) {
        switch (result.outcome) {
        case Outcome::FullBye:
        case Outcome::PairingBye:
        case Outcome::HalfBye:
        case Outcome::ZeroBye:
            return reportText(ReportWord::ByeCell, language,
                              {formatPoints(roundHalfPoints(event, result), event.scoring)});
        default:
            return "-";
        }
    }
    const std::string opponent =
        std::to_string(rowOf[static_cast<std::size_t>(result.opponent)] + 1) +
        reportText(result.white ? ReportWord::WhiteLetter : ReportWord::BlackLetter, language);
    return begun(result) ? opponent + cellOf(event, result, style) : opponent;
}

} // namespace

Crosstable::Row crosstableRowHeading(const Event &event, const Standings &standings,
                                     std::size_t row, Language language)
{
    const StandingRow &standing = standings.rows[row];
    const EventPlayer &player = event.players[static_cast<std::size_t>(standing.player)];
    Crosstable::Row out;
    out.place = placeText(standing);
    out.startNumber = player.startNumber;
    out.name = markedName(player, language);
    out.club = player.club;
    out.rating = player.rating ? std::to_string(*player.rating) : "";
    out.points = pointsText(event, standing);
    for (const TieBreakValue &value : standing.tieBreaks)
        out.tieBreaks.push_back(tieBreakText(value));
    return out;
}

std::vector<int> crosstableRowOfPlayer(const Event &event, const Standings &standings)
{
    std::vector<int> rowOf(event.players.size(), -1);
    for (std::size_t i = 0; i < standings.rows.size(); ++i)
        rowOf[static_cast<std::size_t>(standings.rows[i].player)] = static_cast<int>(i);
    return rowOf;
}

std::string matrixCell(const Event &event, const Standings &standings,
                       const std::vector<int> &playerRow, std::size_t row, std::size_t cell,
                       CellStyle style)
{
    std::string out = row == cell ? "\xC3\x97" : ""; // ×
    const EventPlayer &player = event.players[static_cast<std::size_t>(standings.rows[row].player)];
    for (const RoundResult &result : player.results) {
        if (result.opponent < 0 || result.round > standings.afterRound || !begun(result))
            continue;
        if (playerRow[static_cast<std::size_t>(result.opponent)] == static_cast<int>(cell))
            out += cellOf(event, result, style);
    }
    return out;
}

std::vector<std::pair<std::size_t, std::string>> matrixRowCells(const Event &event,
                                                                const Standings &standings,
                                                                const std::vector<int> &playerRow,
                                                                std::size_t row, CellStyle style)
{
    // As matrixCell makes each: "×" first on the row itself, then the games in the order played.
    std::map<std::size_t, std::string> cells;
    cells[row] = "\xC3\x97"; // ×
    const EventPlayer &player = event.players[static_cast<std::size_t>(standings.rows[row].player)];
    for (const RoundResult &result : player.results) {
        if (result.opponent < 0 || result.round > standings.afterRound || !begun(result))
            continue;
        const int column = playerRow[static_cast<std::size_t>(result.opponent)];
        if (column >= 0)
            cells[static_cast<std::size_t>(column)] += cellOf(event, result, style);
    }
    std::vector<std::pair<std::size_t, std::string>> out;
    for (auto &[column, text] : cells)
        if (!text.empty())
            out.emplace_back(column, std::move(text));
    return out;
}

std::string roundByRoundCell(const Event &event, const Standings &standings,
                             const std::vector<int> &playerRow, std::size_t row, std::size_t cell,
                             CellStyle style, Language language)
{
    const EventPlayer &player = event.players[static_cast<std::size_t>(standings.rows[row].player)];
    // The last result of the round, as the whole table's assignment round after round keeps it.
    const RoundResult *found = nullptr;
    for (const RoundResult &result : player.results)
        if (result.round >= 1 && static_cast<std::size_t>(result.round) == cell + 1)
            found = &result;
    return found ? roundCell(event, *found, playerRow, style, language) : "-";
}

Crosstable roundByRoundCrosstableOf(const Event &event, const Standings &standings, CellStyle style,
                                    Language language)
{
    Crosstable table;
    table.title = event.name;
    table.form = CrosstableForm::RoundByRound;
    table.scoring = event.scoring;
    table.tieBreaks = standings.order;
    const std::vector<int> rowOf = crosstableRowOfPlayer(event, standings);
    const auto rounds = static_cast<std::size_t>(std::max(standings.afterRound, 0));
    table.rows.reserve(standings.rows.size());
    for (std::size_t i = 0; i < standings.rows.size(); ++i) {
        const EventPlayer &player =
            event.players[static_cast<std::size_t>(standings.rows[i].player)];
        Crosstable::Row row = crosstableRowHeading(event, standings, i, language);
        row.cells.assign(rounds, "-");
        for (const RoundResult &result : player.results)
            if (result.round >= 1 && static_cast<std::size_t>(result.round) <= rounds)
                row.cells[static_cast<std::size_t>(result.round - 1)] =
                    roundCell(event, result, rowOf, style, language);
        table.rows.push_back(std::move(row));
    }
    return table;
}

Crosstable crosstableOf(const Event &event, const Standings &standings, CellStyle style,
                        Language language)
{
    Crosstable table;
    table.title = event.name;
    table.scoring = event.scoring;
    table.tieBreaks = standings.order;
    const std::vector<int> column = crosstableRowOfPlayer(event, standings);
    for (std::size_t i = 0; i < standings.rows.size(); ++i) {
        const EventPlayer &player =
            event.players[static_cast<std::size_t>(standings.rows[i].player)];
        Crosstable::Row row = crosstableRowHeading(event, standings, i, language);
        row.cells.assign(standings.rows.size(), "");
        row.cells[i] = "\xC3\x97"; // ×
        for (const RoundResult &result : player.results) {
            if (result.opponent < 0 || result.round > standings.afterRound || !begun(result))
                continue;
            const int c = column[static_cast<std::size_t>(result.opponent)];
            if (c >= 0)
                row.cells[static_cast<std::size_t>(c)] += cellOf(event, result, style);
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace reports
