#include "movelistmodel.h"

#include "app/tournament/messagecatalogue.h"
#include "desktop.h"

#include <QFont>

namespace gui {

MoveListModel::MoveListModel(GameSheet *sheet, QObject *parent)
    : QAbstractListModel(parent), m_sheet(sheet)
{
    connect(sheet, &GameSheet::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_sheet->plyCount();
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_sheet->plyCount())
        return {};
    const int ply = plyOfRow(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        QString text = m_sheet->moveText(ply);
        for (const arbiter::DrawEvent &event : m_sheet->ply(ply).events)
            text += event.kind == arbiter::DrawKind::Automatic
                        ? QStringLiteral("  = ") +
                              tr("draw (%1)")
                                  .arg(QString::fromStdString(
                                      app::describeWord(event.rule, interfaceLanguage())))
                        : QStringLiteral("  ") + tr("(3rd time)");
        return text;
    }
    case Qt::FontRole:
        if (ply == m_sheet->currentPly()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        return tr("Ply %1: click to show the position after it").arg(ply);
    default:
        return {};
    }
}

} // namespace gui
