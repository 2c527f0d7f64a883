#include "reporttablemodel.h"

#include "desktop.h"
#include "reports/tiebreak.h"
#include "reports/tiebreaknames.h"

namespace gui {

ReportTableModel::ReportTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ReportTableModel::setTable(reports::ReportTable table)
{
    beginResetModel();
    m_grid = nullptr;
    m_table = std::move(table);
    endResetModel();
}

void ReportTableModel::setGrid(GridSource grid)
{
    beginResetModel();
    m_table = {};
    m_grid = std::move(grid);
    endResetModel();
}

void ReportTableModel::gridChanged()
{
    beginResetModel();
    endResetModel();
}

int ReportTableModel::firstGameColumn() const
{
    return m_grid ? static_cast<int>(m_grid().firstGameColumn()) : columnCount();
}

int ReportTableModel::gameColumns() const
{
    return m_grid ? static_cast<int>(m_grid().gameColumns()) : 0;
}

int ReportTableModel::rowCount(const QModelIndex &parent) const
{
    if (m_grid)
        return parent.isValid() ? 0 : static_cast<int>(m_grid().rows());
    return parent.isValid() || m_table.rows.empty() ? 0 : static_cast<int>(m_table.rows.size()) - 1;
}

int ReportTableModel::columnCount(const QModelIndex &parent) const
{
    if (m_grid)
        return parent.isValid() ? 0 : static_cast<int>(m_grid().columns());
    return parent.isValid() || m_table.rows.empty() ? 0
                                                    : static_cast<int>(m_table.rows.front().size());
}

QVariant ReportTableModel::data(const QModelIndex &index, int role) const
{
    if (m_grid) {
        const reports::CrosstableGrid &grid = m_grid();
        if (!index.isValid() || static_cast<std::size_t>(index.row()) >= grid.rows() ||
            static_cast<std::size_t>(index.column()) >= grid.columns())
            return {};
        const auto column = static_cast<std::size_t>(index.column());
        if (role == Qt::DisplayRole)
            return QString::fromStdString(grid.text(static_cast<std::size_t>(index.row()), column));
        if (role == Qt::TextAlignmentRole)
            return grid.alignRight(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        return {};
    }
    if (!index.isValid() || index.row() + 1 >= static_cast<int>(m_table.rows.size()))
        return {};
    const auto &row = m_table.rows[static_cast<std::size_t>(index.row() + 1)];
    const auto column = static_cast<std::size_t>(index.column());
    if (column >= row.size())
        return {};
    if (role == Qt::DisplayRole)
        return QString::fromStdString(row[column]);
    if (role == Qt::TextAlignmentRole)
        return column < m_table.alignRight.size() && m_table.alignRight[column]
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    return {};
}

QVariant ReportTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const int columns = columnCount();
    if ((role != Qt::DisplayRole && role != Qt::ToolTipRole) || orientation != Qt::Horizontal ||
        section < 0 || section >= columns)
        return QAbstractTableModel::headerData(section, orientation, role);
    const std::string &heading = m_grid ? m_grid().heading(static_cast<std::size_t>(section))
                                        : m_table.rows.front()[static_cast<std::size_t>(section)];
    if (role == Qt::DisplayRole)
        return QString::fromStdString(heading);
    // A tie-break's column is headed by its FIDE code; its name is the heading's tooltip.
    if (const auto tieBreak = reports::tieBreakByCode(heading))
        return QString::fromStdString(reports::tieBreakName(*tieBreak, interfaceLanguage()));
    return {};
}

} // namespace gui
