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
        const bool twoGames = micro();
        const int columns = m_session->isOpen() ? (twoGames ? 11 : 10) : 0;
        // A micro-match's game 2 right under its game 1; a bye has one row.
        std::vector<Row> rows;
        for (std::size_t b = 0; b < boards.size(); ++b) {
            rows.push_back({b, 1});
            if (twoGames && boards[b].black)
                rows.push_back({b, 2});
        }
        if (rows.size() == m_rows.size() && columns == m_columns && m_round == m_session->round()) {
            m_boards = std::move(boards);
            m_rows = std::move(rows);
            if (!m_rows.empty())
                emit dataChanged(index(0, 0), index(rowCount() - 1, columns - 1));
            return;
        }
        beginResetModel();
        m_boards = std::move(boards);
        m_rows = std::move(rows);
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
    if (column == Game)
        return Board + 1;
    return micro() && column > Board ? column + 1 : column;
}

PairingsModel::Column PairingsModel::columnAt(int section) const
{
    if (!micro() || section <= Board)
        return static_cast<Column>(section);
    return section == Board + 1 ? Game : static_cast<Column>(section - 1);
}

const app::RoundBoard &PairingsModel::boardAt(int row) const
{
    return m_boards[m_rows[static_cast<std::size_t>(row)].board];
}

int PairingsModel::gameAt(int row) const
{
    return m_rows[static_cast<std::size_t>(row)].game;
}

std::optional<int> PairingsModel::rowOfBoard(int board, int game) const
{
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].game == game && m_boards[m_rows[row].board].pairing.board == board)
            return static_cast<int>(row);
    return std::nullopt;
}

int PairingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PairingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : std::max(m_columns, 0);
}

QVariant PairingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const app::RoundBoard &b = boardAt(index.row());
    const int game = gameAt(index.row());
    const Column column = columnAt(index.column());
    if (role == Qt::TextAlignmentRole) {
        switch (column) {
        case White:
        case Black:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        case Result:
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
    // The game's own colours: in game 2 the board's Black has White (only a game has a game 2).
    const app::BoardSide &white = game == 2 ? *b.black : b.white;
    const app::BoardSide *black = game == 2 ? &b.white : (b.black ? &*b.black : nullptr);
    switch (column) {
    case Board:
        return b.pairing.board;
    case Game:
        return game;
    case WhiteNumber:
        return white.startNumber;
    case White:
        return QString::fromStdString(white.name);
    case WhiteRating:
        return rating(white.rating);
    case WhitePoints:
        return QString::fromStdString(white.pointsBefore);
    case Result:
        if (game == 2)
            return QString::fromUtf8(reports::pairingResultCode(b.pairing.secondResult));
        // A bye: the points it gives, as the standings count them.
        return !black && !b.byePoints.empty()
                   ? QString::fromStdString(b.byePoints)
                   : QString::fromUtf8(reports::pairingResultCode(b.pairing.result));
    case BlackPoints:
        return black ? QString::fromStdString(black->pointsBefore) : QString();
    case BlackRating:
        return black ? rating(black->rating) : QVariant(QString());
    case Black:
        return black ? QString::fromStdString(black->name) : tr("bye");
    case BlackNumber:
        return black ? QVariant(black->startNumber) : QVariant(QString());
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
    case Game:
        return tr("Game");
    case Result:
        return tr("Result");
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
    if (columnAt(index.column()) == Result && boardAt(index.row()).black)
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
    emit resultTyped(boardAt(index.row()).pairing.board, text, gameAt(index.row()));
    return true;
}

} // namespace gui
