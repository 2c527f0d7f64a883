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

Crosstable roundByRoundCrosstableOf(const Event &event, const Standings &standings, CellStyle style,
                                    Language language)
{
    Crosstable table;
    table.title = event.name;
    table.form = CrosstableForm::RoundByRound;
    table.scoring = event.scoring;
    table.tieBreaks = standings.order;
    std::vector<int> rowOf(event.players.size(), -1); // player index → row
    for (std::size_t i = 0; i < standings.rows.size(); ++i)
        rowOf[static_cast<std::size_t>(standings.rows[i].player)] = static_cast<int>(i);
    const auto rounds = static_cast<std::size_t>(std::max(standings.afterRound, 0));
    table.rows.reserve(standings.rows.size());
    for (const StandingRow &standing : standings.rows) {
        const EventPlayer &player = event.players[static_cast<std::size_t>(standing.player)];
        Crosstable::Row row;
        row.place = placeText(standing);
        row.startNumber = player.startNumber;
        row.name = markedName(player, language);
        row.club = player.club;
        row.rating = player.rating ? std::to_string(*player.rating) : "";
        row.cells.assign(rounds, "-");
        for (const RoundResult &result : player.results)
            if (result.round >= 1 && static_cast<std::size_t>(result.round) <= rounds)
                row.cells[static_cast<std::size_t>(result.round - 1)] =
                    roundCell(event, result, rowOf, style, language);
        row.points = pointsText(event, standing);
        for (const TieBreakValue &value : standing.tieBreaks)
            row.tieBreaks.push_back(tieBreakText(value));
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
    std::vector<int> column(event.players.size(), -1); // player index → column
    for (std::size_t i = 0; i < standings.rows.size(); ++i)
        column[static_cast<std::size_t>(standings.rows[i].player)] = static_cast<int>(i);
    for (std::size_t i = 0; i < standings.rows.size(); ++i) {
        const StandingRow &standing = standings.rows[i];
        const EventPlayer &player = event.players[static_cast<std::size_t>(standing.player)];
        Crosstable::Row row;
        row.place = placeText(standing);
        row.startNumber = player.startNumber;
        row.name = markedName(player, language);
        row.club = player.club;
        row.rating = player.rating ? std::to_string(*player.rating) : "";
        row.cells.assign(standings.rows.size(), "");
        row.cells[i] = "\xC3\x97"; // ×
        for (const RoundResult &result : player.results) {
            if (result.opponent < 0 || result.round > standings.afterRound || !begun(result))
                continue;
            const int c = column[static_cast<std::size_t>(result.opponent)];
            if (c >= 0)
                row.cells[static_cast<std::size_t>(c)] += cellOf(event, result, style);
        }
        row.points = pointsText(event, standing);
        for (const TieBreakValue &value : standing.tieBreaks)
            row.tieBreaks.push_back(tieBreakText(value));
        table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace reports
