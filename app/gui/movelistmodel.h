// The plies of a GameSheet as a list: "12. c3-d4", with what each brought (a draw, a repetition
// that can be claimed). The current ply is shown in bold.
#pragma once

#include "gamesheet.h"

#include <QAbstractListModel>

namespace gui {

class MoveListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit MoveListModel(GameSheet *sheet, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Row r shows ply r + 1.
    static int plyOfRow(int row) { return row + 1; }

private:
    GameSheet *m_sheet;
};

} // namespace gui
