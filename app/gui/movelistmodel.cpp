#include "movelistmodel.h"

#include "app/tournament/messagecatalogue.h"
#include "desktop.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace gui {

MoveListModel::MoveListModel(GameSheet *sheet, QObject *parent)
    : QAbstractTableModel(parent), m_sheet(sheet)
{
    connect(sheet, &GameSheet::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int MoveListModel::offset() const
{
    return GameSheet::piecesOf(m_sheet->start()).toMove ==
                   arbiter::rulesOf(m_sheet->variant()).firstToMove
               ? 0
               : 1;
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : (m_sheet->plyCount() + offset() + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 3;
}

int MoveListModel::plyAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return -1;
    const int column = index.column() == Number ? First : index.column();
    int ply = index.row() * 2 + (column - First) + 1 - offset();
    if (index.column() == Number && ply < 1)
        ply = 1; // "1." of a game that starts with the second mover's move
    return ply >= 1 && ply <= m_sheet->plyCount() ? ply : -1;
}

QModelIndex MoveListModel::indexOfPly(int ply) const
{
    if (ply < 1 || ply > m_sheet->plyCount())
        return {};
    const int at = ply - 1 + offset();
    return index(at / 2, First + at % 2);
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (index.column() == Number) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("%1.").arg(index.row() + 1);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    const int ply = plyAt(index);
    if (ply < 0) {
        // The first mover's cell before a game that starts with the other side's move.
        if (role == Qt::DisplayRole && index.row() == 0 && index.column() == First && offset())
            return QStringLiteral("…");
        return {};
    }
    switch (role) {
    case Qt::DisplayRole: {
        QString text = QString::fromStdString(m_sheet->ply(ply).written);
        for (const arbiter::DrawEvent &event : m_sheet->ply(ply).events)
            text += event.kind == arbiter::DrawKind::Automatic
                        ? QStringLiteral("  = ") + tr("draw (%1)")
                                                       .arg(QString::fromStdString(app::describe(
                                                           event.rule, interfaceLanguage())))
                    : event.occurrences.size() >= 4 ? QStringLiteral("  ") + tr("(4th time)")
                    : !event.occurrences.empty()
                        ? QStringLiteral("  ") + tr("(3rd time)")
                        : QStringLiteral("  ") + tr("(%1 plies)").arg(event.count);
        return text;
    }
    case Qt::FontRole:
        if (ply == m_sheet->currentPly()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        if (ply == m_sheet->currentPly())
            return QApplication::palette().brush(QPalette::Highlight);
        return {};
    case Qt::ForegroundRole:
        if (ply == m_sheet->currentPly())
            return QApplication::palette().brush(QPalette::HighlightedText);
        return {};
    case Qt::ToolTipRole:
        return tr("Ply %1: click to show the position after it").arg(ply);
    default:
        return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    const bool blackFirst =
        arbiter::rulesOf(m_sheet->variant()).firstToMove == arbiter::Side::Black;
    switch (section) {
    case Number:
        return tr("No");
    case First:
        return blackFirst ? tr("Black") : tr("White");
    case Second:
        return blackFirst ? tr("White") : tr("Black");
    default:
        return {};
    }
}

} // namespace gui
