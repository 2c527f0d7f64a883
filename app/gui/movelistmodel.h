// The plies of a GameSheet as a score sheet is written: a row per move, its number, the first
// mover's ply and the other's ("12." | "c3-d4" | "f6-g5"; White's then Black's, but Black's then
// White's in English and Pool checkers, where Black moves first), with what each brought (a draw, a
// repetition or a count that can be claimed). A game from a position with the second mover to move
// starts "1." | "…" | "f6-e5". The current ply is shown in bold on the highlight colour.
#pragma once

#include "gamesheet.h"

#include <QAbstractTableModel>

namespace gui {

class MoveListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Number,
        First,  // the variant's first mover: White, or Black in English and Pool checkers
        Second, // the other side
    };

    explicit MoveListModel(GameSheet *sheet, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The ply a cell shows (a move number's cell: the first ply of its row); -1 for none ("…", a
    // Second cell not played yet).
    int plyAt(const QModelIndex &index) const;
    // The cell that shows ply `ply` (1…plyCount()); invalid for ply 0.
    QModelIndex indexOfPly(int ply) const;

private:
    // 1 when the start position has the second mover to move: the First cell of row 0 stays empty.
    int offset() const;

    GameSheet *m_sheet;
};

} // namespace gui
