#include "pairingsmodel.h"

#include <algorithm>

namespace gui {

PairingsModel::PairingsModel(TournamentSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    // The same boards again (a result saved): their cells change, the view keeps its place and
    // any cell being edited. Another round or another tournament: a new table.
    connect(session, &TournamentSession::reloaded, this, [this] {
        std::vector<app::RoundBoard> boards =
            m_session->isOpen() ? app::roundBoards(m_session->loaded(), m_session->pairings())
                                : std::vector<app::RoundBoard>{};
        const int columns = m_session->isOpen() ? (micro() ? 11 : 10) : 0;
        if (boards.size() == m_boards.size() && columns == m_columns &&
            m_round == m_session->round()) {
            m_boards = std::move(boards);
            if (!m_boards.empty())
                emit dataChanged(index(0, 0), index(rowCount() - 1, columns - 1));
            return;
        }
        beginResetModel();
        m_boards = std::move(boards);
        m_columns = columns;
        m_round = m_session->round();
        endResetModel();
    });
}

bool PairingsModel::micro() const
{
    return m_session->isOpen() && m_session->loaded().tournament.drawnOpenings;
}

int PairingsModel::sectionOf(Column column) const
{
    if (column == SecondResult)
        return Result + 1;
    return micro() && column > Result ? column + 1 : column;
}

PairingsModel::Column PairingsModel::columnAt(int section) const
{
    if (!micro() || section <= Result)
        return static_cast<Column>(section);
    return section == Result + 1 ? SecondResult : static_cast<Column>(section - 1);
}

std::optional<int> PairingsModel::rowOfBoard(int board) const
{
    for (std::size_t row = 0; row < m_boards.size(); ++row)
        if (m_boards[row].pairing.board == board)
            return static_cast<int>(row);
    return std::nullopt;
}

int PairingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_boards.size());
}

int PairingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : std::max(m_columns, 0);
}

QVariant PairingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const app::RoundBoard &b = m_boards[static_cast<std::size_t>(index.row())];
    const Column column = columnAt(index.column());
    if (role == Qt::TextAlignmentRole) {
        switch (column) {
        case White:
        case Black:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        case Result:
        case SecondResult:
            return QVariant(Qt::AlignCenter);
        default:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const auto rating = [](const std::optional<int> &r) {
        return r ? QVariant(*r) : QVariant(QString());
    };
    switch (column) {
    case Board:
        return b.pairing.board;
    case WhiteNumber:
        return b.white.startNumber;
    case White:
        return QString::fromStdString(b.white.name);
    case WhiteRating:
        return rating(b.white.rating);
    case WhitePoints:
        return QString::fromStdString(b.white.pointsBefore);
    case Result:
        // A bye: the points it gives, as the standings count them.
        return !b.black && !b.byePoints.empty()
                   ? QString::fromStdString(b.byePoints)
                   : QString::fromUtf8(reports::pairingResultCode(b.pairing.result));
    case SecondResult:
        return QString::fromUtf8(reports::pairingResultCode(b.pairing.secondResult));
    case BlackPoints:
        return b.black ? QString::fromStdString(b.black->pointsBefore) : QString();
    case BlackRating:
        return b.black ? rating(b.black->rating) : QVariant(QString());
    case Black:
        return b.black ? QString::fromStdString(b.black->name) : tr("bye");
    case BlackNumber:
        return b.black ? QVariant(b.black->startNumber) : QVariant(QString());
    }
    return {};
}

QVariant PairingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        const Column column = columnAt(section);
        if (column == WhitePoints || column == BlackPoints)
            return tr("Points before the round");
        if (column == WhiteNumber || column == BlackNumber)
            return tr("Start number");
        return {};
    }
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (columnAt(section)) {
    case Board:
        return tr("Board");
    case WhiteNumber:
    case BlackNumber:
        return tr("No");
    case White:
        return tr("White");
    case WhiteRating:
    case BlackRating:
        return tr("Rating");
    case WhitePoints:
    case BlackPoints:
        return tr("Pts");
    case Result:
        return micro() ? tr("Game 1") : tr("Result");
    case SecondResult:
        return tr("Game 2");
    case Black:
        return tr("Black");
    }
    return {};
}

Qt::ItemFlags PairingsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.row() >= rowCount())
        return flags;
    const Column column = columnAt(index.column());
    if ((column == Result || column == SecondResult) &&
        m_boards[static_cast<std::size_t>(index.row())].black)
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
    const int board = m_boards[static_cast<std::size_t>(index.row())].pairing.board;
    emit resultTyped(board, text, columnAt(index.column()) == SecondResult ? 2 : 1);
    return true;
}

} // namespace gui
