// A report of reports/ (standings, crosstable, pairings, a player's card) as a read-only table:
// the table's first row is the header, numbers right-aligned as printed. The crosstable instead
// comes from a grid whose cells are made when a view asks for them (setGrid): a round robin of
// thousands is never made whole to be shown a screenful at a time.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "reports/crosstablegrid.h"
#include "reports/reportdocument.h"
#endif

#include <QAbstractTableModel>
#include <functional>

namespace gui {

class ReportTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ReportTableModel(QObject *parent = nullptr);

    void setTable(reports::ReportTable table);
    // The grid `grid` returns, asked for each time the model is (it may be made at the first
    // call); the table set before is dropped. gridChanged() says the grid is another now.
    using GridSource = std::function<const reports::CrosstableGrid &()>;
    void setGrid(GridSource grid);
    void gridChanged();
    // The grid's game columns: the first, and how many (a table set whole has none).
    int firstGameColumn() const;
    int gameColumns() const;
    const reports::ReportTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    reports::ReportTable m_table;
    GridSource m_grid; // when set, the cells come from it, not from m_table
};

} // namespace gui
