// The crosstable (турнирная таблица): players in the order of the standings with their points,
// places and tie-breaks, and their games in one of two forms. A round robin's is the matrix, the
// result of every encounter in the row against the column; a Swiss's is round by round, each
// round's opponent, colour and result in a cell, as arbiters print it (an N × N matrix of a field
// of hundreds would be mostly empty and thousands of columns wide).
#pragma once

#include "standings.h"

#include <string>
#include <utility>
#include <vector>

namespace reports {

enum class CrosstableForm
{
    Matrix,       // a column per player: the round robin's table
    RoundByRound, // a column per round: the Swiss's table
};

struct Crosstable
{
    std::string title;
    CrosstableForm form = CrosstableForm::Matrix;
    Scoring scoring = Scoring::OneHalfZero;
    std::vector<TieBreak> tieBreaks;
    struct Row
    {
        std::string place; // "1", "3-5"
        int startNumber = 0;
        std::string name;
        std::string club;   // empty when unknown
        std::string rating; // empty when unknown
        // Matrix: against the row-th player of the table, "×" on itself. RoundByRound: one per
        // round 1…Standings::afterRound (roundByRoundCrosstableOf says what a cell holds).
        std::vector<std::string> cells;
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
// Names and words in `language` (reportlanguage.h).
Crosstable crosstableOf(const Event &event, const Standings &standings,
                        CellStyle style = CellStyle::Equals, Language language = Language::English);

// The round-by-round form (a Swiss): a cell per round up to Standings::afterRound, the opponent
// named by his row in this table (his place; within a shared place "4-5" the rows in the order
// printed, 4 then 5), the colour, the result — "12w1", "5b=" ("5b½" with CellStyle::Halves, "5b1"
// under 2-1-0 scoring), "7w0"; "12w+" and "12b−" for forfeits (the colour the pairing gave), "12w"
// while the result is not in; "bye1", "bye½", "bye0" for a bye with what it gave; "-" when the
// player was not paired. A micro-match's cell shows game 1's colour and what the round counts.
// In Russian the colours are "б" and "ч" and a bye "своб.1" (reportlanguage.h).
Crosstable roundByRoundCrosstableOf(const Event &event, const Standings &standings,
                                    CellStyle style = CellStyle::Equals,
                                    Language language = Language::English);

// One row of either form without its games (`cells` left empty), and one game cell of it, as
// crosstableOf and roundByRoundCrosstableOf write them: what a view that draws only the cells on
// its screen asks for (crosstablegrid.h), never the whole N × N table. `row` is the row's index in
// `standings`; `playerRow` maps a player index to his row (crosstableRowOfPlayer); a matrix cell
// is the game against the `cell`-th row's player ("×" on the row itself), a round-by-round cell
// round `cell` + 1.
Crosstable::Row crosstableRowHeading(const Event &event, const Standings &standings,
                                     std::size_t row, Language language = Language::English);
std::vector<int> crosstableRowOfPlayer(const Event &event, const Standings &standings);
std::string matrixCell(const Event &event, const Standings &standings,
                       const std::vector<int> &playerRow, std::size_t row, std::size_t cell,
                       CellStyle style = CellStyle::Equals);
// The game cells of the matrix's row `row` that are not empty, each with its column (the row of
// the opponent), in column order: one per opponent met, and "×" on the row itself.
std::vector<std::pair<std::size_t, std::string>>
matrixRowCells(const Event &event, const Standings &standings, const std::vector<int> &playerRow,
               std::size_t row, CellStyle style = CellStyle::Equals);
std::string roundByRoundCell(const Event &event, const Standings &standings,
                             const std::vector<int> &playerRow, std::size_t row, std::size_t cell,
                             CellStyle style = CellStyle::Equals,
                             Language language = Language::English);

// A tie-break value as an arbiter writes it: 92.75, 6, "141.5/136/…" for BH-T, "-" when it does
// not apply.
std::string tieBreakText(const TieBreakValue &value);
std::string decimalText(double value);

} // namespace reports
