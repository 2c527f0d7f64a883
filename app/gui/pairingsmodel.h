// The boards of the round the session shows, as arbiters read them: Board | No | White | Rating |
// Pts | Result | Pts | Rating | Black | No (start numbers, ratings and points before the round
// from app::roundBoards; a micro-match's Game 1 and Game 2 side by side; a bye's points in the
// Result column). A result typed into a
// Result cell (1, =, 0, + or -) is handed on through resultTyped(), for the Rounds tab to save.
#pragma once

#include "tournamentsession.h"

#ifndef Q_MOC_RUN
#include "app/tournament/roundboards.h"
#endif

#include <QAbstractTableModel>
#include <optional>
#include <vector>

namespace gui {

class PairingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit PairingsModel(TournamentSession *session, QObject *parent = nullptr);

    // The columns; each value is its section in a tournament of single games. A micro-match
    // tournament shows SecondResult right after Result, the columns after it one further right
    // (sectionOf, columnAt).
    enum Column
    {
        Board,
        WhiteNumber,
        White,
        WhiteRating,
        WhitePoints,
        Result, // Game 1 of a micro-match
        BlackPoints,
        BlackRating,
        Black,
        BlackNumber,
        SecondResult, // micro-matches only
    };

    int sectionOf(Column column) const;
    Column columnAt(int section) const;
    // The rows as the view shows them now (refreshed on TournamentSession::reloaded).
    const std::vector<app::RoundBoard> &boards() const { return m_boards; }
    std::optional<int> rowOfBoard(int board) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // A result as typed (TournamentSession::parseResult) announced through resultTyped(); false
    // for anything else, and the editor stays open on it.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // Game 1, or 2 of a micro-match.
    void resultTyped(int board, const QString &text, int game);

private:
    bool micro() const;

    TournamentSession *m_session;
    std::vector<app::RoundBoard> m_boards;
    int m_columns = -1; // what the view was last told
    int m_round = -1;
};

} // namespace gui
