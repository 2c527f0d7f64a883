// The boards of the round the session shows, with their results editable in place: type 1, =, 0,
// + or - in the Result column (Game 2 for micro-matches) and it is saved over the pairing as read,
// right after the editor closes.
#pragma once

#include "tournamentsession.h"

#include <QAbstractTableModel>

namespace gui {

class PairingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit PairingsModel(TournamentSession *session, QObject *parent = nullptr);

    enum Column
    {
        Board,
        White,
        Black,
        Result,
        SecondResult, // micro-matches only
    };

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    TournamentSession *m_session;
    int m_rows = -1; // what the view was last told
    int m_columns = -1;
    int m_round = -1;
};

} // namespace gui
