// The tournament's decisions log as a table, newest first: when, who, round, board, player, what
// and why; filtered by round and by board.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/decisionhistory.h"
#endif

#include <QAbstractTableModel>
#include <optional>
#include <vector>

namespace gui {

class DecisionsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit DecisionsModel(QObject *parent = nullptr);

    enum Column
    {
        When,
        Who,
        Round,
        Board,
        Player,
        What,
        Why,
        ColumnCount
    };

    // The log as read, oldest first (app::decisionHistory); shown newest first.
    void setDecisions(std::vector<db::Decision> decisions);
    // Only the decisions about `round` / `board` (a board of any round unless a round is chosen
    // too); none: all of them.
    void setRoundFilter(std::optional<int> round);
    void setBoardFilter(std::optional<int> board);

    // The rounds and the boards the log names, ascending.
    std::vector<int> rounds() const;
    std::vector<int> boards() const;
    // The decision shown in `row`, or none.
    std::optional<db::Decision> decisionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void applyFilter();

    std::vector<db::Decision> m_decisions; // newest first
    std::vector<QString> m_texts;          // what each says, in the window's language
    std::vector<std::size_t> m_shown;
    std::optional<int> m_round;
    std::optional<int> m_board;
};

} // namespace gui
