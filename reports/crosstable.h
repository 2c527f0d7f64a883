// The crosstable of a round robin (турнирная таблица): players in the order of the standings,
// the result of every encounter in the row against the column, points, places and tie-breaks.
#pragma once

#include "standings.h"

#include <string>
#include <vector>

namespace reports {

struct Crosstable
{
    std::string title;
    Scoring scoring = Scoring::OneHalfZero;
    std::vector<TieBreak> tieBreaks;
    struct Row
    {
        std::string place; // "1", "3-5"
        int startNumber = 0;
        std::string name;
        std::vector<std::string> cells; // against the row-th player of the table; "×" on itself
        std::string points;
        std::vector<std::string> tieBreaks;
    };
    std::vector<Row> rows;
};

// How a game's result is written in a cell under 1-½-0 scoring: "1 = 0" (the Russian printed
// table's draw sign) or "1 ½ 0". Under 2-1-0 scoring a cell is always "2 1 0".
enum class CellStyle
{
    Equals,
    Halves,
};

// Cells: 1, = (or ½), 0 (or 2, 1, 0), + and − for forfeits, several games against one opponent side
// by side ("1½" in a double round robin), empty when they have not met yet. A micro-match's cell is
// what the round counts: its game points ("1½", "2") or its match points ("1", "½").
Crosstable crosstableOf(const Event &event, const Standings &standings,
                        CellStyle style = CellStyle::Equals);

// A tie-break value as an arbiter writes it: 92.75, 6, "141.5/136/…" for BH-T, "-" when it does
// not apply.
std::string tieBreakText(const TieBreakValue &value);
std::string decimalText(double value);

} // namespace reports
