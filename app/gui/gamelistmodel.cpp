#include "gamelistmodel.h"

#include <QFont>
#include <algorithm>

namespace gui {

GameListModel::GameListModel(QObject *parent) : QAbstractTableModel(parent) {}

void GameListModel::setGames(std::vector<db::GameListing> games)
{
    beginResetModel();
    m_games.clear();
    m_games.reserve(games.size());
    for (db::GameListing &listing : games) {
        Game game;
        game.white = QString::fromStdString(listing.white);
        game.black = QString::fromStdString(listing.black);
        game.listing = std::move(listing);
        m_games.push_back(std::move(game));
    }
    rebuild();
    endResetModel();
}

void GameListModel::setFilter(int round, const QString &player)
{
    beginResetModel();
    m_round = round;
    m_player = player.trimmed();
    rebuild();
    endResetModel();
}

void GameListModel::rebuild()
{
    m_rows.clear();
    m_shownGames = 0;
    bool headed = false;
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        const Game &game = m_games[i];
        const int round = game.listing.round.value_or(WithoutRound);
        if (m_round != AllRounds && round != m_round)
            continue;
        if (!m_player.isEmpty() && !game.white.contains(m_player, Qt::CaseInsensitive) &&
            !game.black.contains(m_player, Qt::CaseInsensitive))
            continue;
        if (!game.listing.round && !headed) {
            m_rows.push_back(-1);
            headed = true;
        }
        m_rows.push_back(static_cast<int>(i));
        ++m_shownGames;
    }
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GameListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool GameListModel::isHeading(int row) const
{
    return row >= 0 && row < rowCount() && m_rows[static_cast<std::size_t>(row)] < 0;
}

const db::GameListing *GameListModel::gameAt(int row) const
{
    if (row < 0 || row >= rowCount() || isHeading(row))
        return nullptr;
    return &m_games[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)])].listing;
}

std::vector<int> GameListModel::rounds() const
{
    std::vector<int> out;
    for (const Game &game : m_games)
        if (game.listing.round && (out.empty() || out.back() != *game.listing.round))
            out.push_back(*game.listing.round);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool GameListModel::hasGamesWithoutRound() const
{
    return std::any_of(m_games.begin(), m_games.end(),
                       [](const Game &game) { return !game.listing.round; });
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (isHeading(index.row())) {
        if (role == Qt::DisplayRole && index.column() == Round)
            return tr("Without a round");
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const auto &row =
        m_games[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(index.row())])];
    const db::GameListing &game = row.listing;
    if (role == Qt::TextAlignmentRole)
        return index.column() == White || index.column() == Black
                   ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("Double-click to open the game on the game sheet");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Round:
        return game.round ? QString::number(*game.round) : QString();
    case Board:
        if (!game.board)
            return QString();
        return game.game == 2 ? QStringLiteral("%1/2").arg(*game.board)
                              : QString::number(*game.board);
    case White:
        return row.white;
    case Black:
        return row.black;
    case Result:
        return game.result ? QString::fromStdString(*game.result) : QString();
    case Findings:
        return game.findings;
    default:
        return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case Round:
        return tr("Round");
    case Board:
        return tr("Board");
    case White:
        return tr("White");
    case Black:
        return tr("Black");
    case Result:
        return tr("Result");
    case Findings:
        return tr("Findings");
    default:
        return {};
    }
}

} // namespace gui
