// A report of reports/ (standings, crosstable, pairings, a player's card) as a read-only table:
// the table's first row is the header, numbers right-aligned as printed.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "reports/reportdocument.h"
#endif

#include <QAbstractTableModel>

namespace gui {

class ReportTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ReportTableModel(QObject *parent = nullptr);

    void setTable(reports::ReportTable table);
    const reports::ReportTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    reports::ReportTable m_table;
};

} // namespace gui
