// The games of the open tournament as the Games tab shows them: round, board, White, Black, result
// and the number of findings of the game's audit, by round and board; the games imported without
// a round after the rounds, under their own heading row ("Without a round"), never as round 0.
// Filtered by round and by a part of either player's name (case-insensitive, Cyrillic too).
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/storedgames.h"
#endif

#include <QAbstractTableModel>
#include <QString>
#include <optional>
#include <vector>

namespace gui {

class GameListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Round,
        Board,
        White,
        Black,
        Result,
        Findings,
        ColumnCount,
    };
    // The round filter's values besides a round's number.
    static constexpr int AllRounds = -1;
    static constexpr int WithoutRound = 0;

    explicit GameListModel(QObject *parent = nullptr);

    // The games as app::listGames gives them (by round, the games without one last).
    void setGames(std::vector<db::GameListing> games);
    // AllRounds, WithoutRound or a round's number; `player` a part of White's or Black's name
    // (empty: every game).
    void setFilter(int round, const QString &player);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The game of row `row`; none for the heading row.
    const db::GameListing *gameAt(int row) const;
    bool isHeading(int row) const;
    // The rounds that have games, ascending, and whether some game has no round.
    std::vector<int> rounds() const;
    bool hasGamesWithoutRound() const;
    int gameCount() const { return static_cast<int>(m_games.size()); }
    int shownGameCount() const { return m_shownGames; }

private:
    struct Game
    {
        db::GameListing listing;
        QString white;
        QString black;
    };
    void rebuild();

    std::vector<Game> m_games;
    std::vector<int> m_rows; // indices of m_games; -1: the heading of the games without a round
    int m_round = AllRounds;
    QString m_player;
    int m_shownGames = 0;
};

} // namespace gui
