#include "pairingsmodel.h"

#include "desktop.h"
#include "reports/reportlanguage.h"

namespace gui {

PairingsModel::PairingsModel(TournamentSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    // The same boards again (a result saved): their cells change, the view keeps its place and
    // any cell being edited. Another round or another tournament: a new table.
    connect(session, &TournamentSession::reloaded, this, [this] {
        const int rows = rowCount();
        const int columns = columnCount();
        if (rows == m_rows && columns == m_columns && m_round == m_session->round()) {
            if (rows > 0)
                emit dataChanged(index(0, 0), index(rows - 1, columns - 1));
            return;
        }
        beginResetModel();
        m_rows = rows;
        m_columns = columns;
        m_round = m_session->round();
        endResetModel();
    });
}

int PairingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_session->pairings().size());
}

int PairingsModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_session->isOpen())
        return 0;
    return m_session->loaded().tournament.drawnOpenings ? 5 : 4;
}

QVariant PairingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const db::Pairing &p = m_session->pairings()[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Board ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                       : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Board:
        return p.board;
    case White:
        return QString::fromStdString(p.whiteName);
    case Black:
        return p.blackName ? QString::fromStdString(*p.blackName) : tr("bye");
    case Result:
        // A bye's result in the window's language; the code itself to edit.
        return QString::fromStdString(
            role == Qt::DisplayRole
                ? reports::resultText(p.result.value_or(""), interfaceLanguage())
                : p.result.value_or(""));
    case SecondResult:
        return QString::fromStdString(p.secondResult.value_or(""));
    default:
        return {};
    }
}

QVariant PairingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool micro = m_session->isOpen() && m_session->loaded().tournament.drawnOpenings;
    switch (section) {
    case Board:
        return tr("Board");
    case White:
        return tr("White");
    case Black:
        return tr("Black");
    case Result:
        return micro ? tr("Game 1") : tr("Result");
    case SecondResult:
        return tr("Game 2");
    default:
        return {};
    }
}

Qt::ItemFlags PairingsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == Result || index.column() == SecondResult) &&
        m_session->pairings()[static_cast<std::size_t>(index.row())].blackId)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool PairingsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString();
    if (!TournamentSession::parseResult(text))
        return false; // the editor stays open on what was typed
    // Saved once the view has finished with its editor: the save reloads the session.
    const int board = m_session->pairings()[static_cast<std::size_t>(index.row())].board;
    const int game = index.column() == SecondResult ? 2 : 1;
    QMetaObject::invokeMethod(
        m_session,
        [session = m_session, board, text, game] { session->enterResult(board, text, game); },
        Qt::QueuedConnection);
    return true;
}

} // namespace gui
