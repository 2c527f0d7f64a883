#include "crosstablegrid.h"

#include <algorithm>

namespace reports {

CrosstableGrid::CrosstableGrid(const Event &event, const Standings &standings, CrosstableForm form,
                               CellStyle style, Language language)
    : m_event(event), m_standings(standings), m_form(form), m_style(style), m_language(language),
      m_playerRow(crosstableRowOfPlayer(event, standings))
{
    const bool byRound = form == CrosstableForm::RoundByRound;
    m_rows.reserve(standings.rows.size());
    for (std::size_t i = 0; i < standings.rows.size(); ++i)
        m_rows.push_back(crosstableRowHeading(event, standings, i, language));
    // The layout of crosstableTable (reportdocument.cpp): a column nobody fills is left out.
    m_clubs = std::any_of(m_rows.begin(), m_rows.end(),
                          [](const Crosstable::Row &row) { return !row.club.empty(); });
    m_ratings =
        byRound || std::any_of(m_rows.begin(), m_rows.end(),
                               [](const Crosstable::Row &row) { return !row.rating.empty(); });
    const auto word = [language](ReportWord w) { return reportText(w, language); };
    m_headings = {word(ReportWord::Place), word(ReportWord::Number), word(ReportWord::Name)};
    if (m_clubs)
        m_headings.push_back(word(ReportWord::Club));
    if (m_ratings)
        m_headings.push_back(word(ReportWord::Rating));
    m_keyColumns = byRound ? m_headings.size() : 3;
    m_firstGame = m_headings.size();
    m_games =
        byRound ? (m_rows.empty() ? 0 : static_cast<std::size_t>(std::max(standings.afterRound, 0)))
                : m_rows.size();
    for (std::size_t i = 0; i < m_games; ++i)
        m_headings.push_back(
            byRound ? reportText(ReportWord::RoundColumn, language, {std::to_string(i + 1)})
                    : std::to_string(i + 1));
    m_headings.push_back(word(ReportWord::Points));
    for (TieBreak tieBreak : standings.order)
        m_headings.emplace_back(info(tieBreak).code);
    m_alignRight.assign(m_headings.size(), true);
    m_alignRight[2] = false;
    if (m_clubs)
        m_alignRight[3] = false;
}

std::string CrosstableGrid::text(std::size_t row, std::size_t column) const
{
    const Crosstable::Row &heading = m_rows[row];
    if (column < m_firstGame) {
        std::vector<const std::string *> keys = {&heading.place, nullptr, &heading.name};
        if (m_clubs)
            keys.push_back(&heading.club);
        if (m_ratings)
            keys.push_back(&heading.rating);
        return column == 1 ? std::to_string(heading.startNumber) : *keys[column];
    }
    if (column < m_firstGame + m_games) {
        const std::size_t cell = column - m_firstGame;
        return m_form == CrosstableForm::RoundByRound
                   ? roundByRoundCell(m_event, m_standings, m_playerRow, row, cell, m_style,
                                      m_language)
                   : matrixCell(m_event, m_standings, m_playerRow, row, cell, m_style);
    }
    const std::size_t after = column - m_firstGame - m_games;
    return decimalIn(after == 0 ? heading.points : heading.tieBreaks[after - 1], m_language);
}

std::vector<std::pair<std::size_t, std::string>> CrosstableGrid::filledCells(std::size_t row) const
{
    std::vector<std::pair<std::size_t, std::string>> out;
    const auto add = [&out, this, row](std::size_t column) {
        std::string cell = text(row, column);
        if (!cell.empty())
            out.emplace_back(column, std::move(cell));
    };
    for (std::size_t column = 0; column < m_firstGame; ++column)
        add(column);
    if (m_form == CrosstableForm::Matrix)
        for (auto &[cell, game] : matrixRowCells(m_event, m_standings, m_playerRow, row, m_style))
            out.emplace_back(m_firstGame + cell, std::move(game));
    else
        for (std::size_t column = m_firstGame; column < m_firstGame + m_games; ++column)
            add(column);
    for (std::size_t column = m_firstGame + m_games; column < m_headings.size(); ++column)
        add(column);
    return out;
}

} // namespace reports
