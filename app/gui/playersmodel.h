// The entries of the tournament open, by start number, as the Players tab lists them: number,
// name, title, club, birth year, region or federation, rating and the round after which one
// withdrew; filtered as the judge types into the search field (name, club or region, any case,
// Cyrillic too).
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/tournamentevent.h"
#endif

#include <QAbstractTableModel>
#include <QString>
#include <optional>
#include <vector>

namespace gui {

class PlayersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit PlayersModel(QObject *parent = nullptr);

    enum Column
    {
        Number,
        Name,
        Title,
        Club,
        BirthYear,
        Region,
        Rating,
        Withdrawn,
        ColumnCount
    };

    // The entries as loaded (copied: the session may reload under a dialog).
    void setEntries(std::vector<db::Entry> entries);
    // Rows whose name, club or region contains `text`, ignoring case; empty: every row.
    void setFilter(const QString &text);
    const QString &filter() const { return m_filter; }

    // The entry shown in `row`, or none.
    std::optional<db::Entry> entryAt(int row) const;
    // The row showing start number `startNumber`, or -1 when it is filtered out or unknown.
    int rowOf(int startNumber) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void applyFilter();

    std::vector<db::Entry> m_entries;
    std::vector<std::size_t> m_shown; // indexes into m_entries
    QString m_filter;
};

} // namespace gui
