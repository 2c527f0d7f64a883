// The crosstable as crosstableTable (reportdocument.h) lays it out — the same headings, the same
// columns, the same text in every cell — with each cell made when it is asked for. A round
// robin of N players is an N × N matrix: 18 000 players are 324 million cells, which a window
// shows a screenful of at a time (issue 28, point 9). Made in time linear in the players (their
// rows' place, name, points and tie-breaks); a game cell costs the rounds of its row's player.
// It refers to the event and the standings it was made from, which must outlive it.
#pragma once

#include "crosstable.h"
#include "reportlanguage.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace reports {

class CrosstableGrid
{
public:
    CrosstableGrid(const Event &event, const Standings &standings, CrosstableForm form,
                   CellStyle style = CellStyle::Equals, Language language = Language::English);
    // The grid keeps references: a temporary event or standings would not outlive it.
    CrosstableGrid(Event &&, const Standings &, CrosstableForm, CellStyle = CellStyle::Equals,
                   Language = Language::English) = delete;
    CrosstableGrid(const Event &, Standings &&, CrosstableForm, CellStyle = CellStyle::Equals,
                   Language = Language::English) = delete;

    CrosstableForm form() const { return m_form; }
    Language language() const { return m_language; }
    // The rows below the header: one per player, in the order of the standings.
    std::size_t rows() const { return m_rows.size(); }
    std::size_t columns() const { return m_headings.size(); }
    const std::string &heading(std::size_t column) const { return m_headings[column]; }
    bool alignRight(std::size_t column) const { return m_alignRight[column]; }
    // The columns that say whose row it is (ReportTable::keyColumns).
    std::size_t keyColumns() const { return m_keyColumns; }
    // The first game column, and the number of them: a column per row (the matrix) or per round.
    std::size_t firstGameColumn() const { return m_firstGame; }
    std::size_t gameColumns() const { return m_games; }
    // A row's place, number, name, club, rating, points and tie-breaks (its `cells` empty).
    const Crosstable::Row &row(std::size_t row) const { return m_rows[row]; }
    // The text of a cell, as crosstableTable writes it.
    std::string text(std::size_t row, std::size_t column) const;
    // The cells of a row that are not empty, each with its column, in column order: what a table
    // written whole needs without asking for each of a matrix's empty cells.
    std::vector<std::pair<std::size_t, std::string>> filledCells(std::size_t row) const;
    // The tie-breaks of the columns after the points, in order.
    const std::vector<TieBreak> &tieBreaks() const { return m_standings.order; }

private:
    const Event &m_event;
    const Standings &m_standings;
    CrosstableForm m_form;
    CellStyle m_style;
    Language m_language;
    bool m_clubs = false;
    bool m_ratings = false;
    std::size_t m_keyColumns = 0;
    std::size_t m_firstGame = 0;
    std::size_t m_games = 0;
    std::vector<std::string> m_headings;
    std::vector<bool> m_alignRight;
    std::vector<Crosstable::Row> m_rows;
    std::vector<int> m_playerRow; // player index → row
};

} // namespace reports
