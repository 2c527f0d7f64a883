// The boards of the round the session shows, as arbiters read them: Board | No | White | Rating |
// Pts | Result | Pts | Rating | Black | No (start numbers, ratings and points before the round
// from app::roundBoards; a bye's points in the Result column). A micro-match's two games are two
// rows, each under its own colours: game 1 as paired, game 2 with the board's Black as White, and
// a Game column after Board; each Result is written as on its sheet, White's first. A result
// typed into a Result cell (1, =, 0, + or -) is handed on through resultTyped(), for the Rounds
// tab to save.
#pragma once

#include "tournamentsession.h"

#ifndef Q_MOC_RUN
#include "app/tournament/roundboards.h"
#endif

#include <QAbstractTableModel>
#include <optional>
#include <vector>

namespace gui {

class PairingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit PairingsModel(TournamentSession *session, QObject *parent = nullptr);

    // The columns; each value is its section in a tournament of single games. A micro-match
    // tournament shows Game right after Board, the columns after it one further right
    // (sectionOf, columnAt).
    enum Column
    {
        Board,
        WhiteNumber,
        White, // the game's White: in game 2 of a micro-match, the board's Black
        WhiteRating,
        WhitePoints,
        Result, // the game's result, White's first
        BlackPoints,
        BlackRating,
        Black,
        BlackNumber,
        Game, // micro-matches only: 1 or 2
    };

    int sectionOf(Column column) const;
    Column columnAt(int section) const;
    // The boards as the view shows them now (refreshed on TournamentSession::reloaded), one per
    // pairing; a micro-match shows each (but a bye) in two rows.
    const std::vector<app::RoundBoard> &boards() const { return m_boards; }
    // The board shown in `row` (0 <= row < rowCount()) and which of its games: 1, or 2.
    const app::RoundBoard &boardAt(int row) const;
    int gameAt(int row) const;
    // The row of game `game` of board `board`.
    std::optional<int> rowOfBoard(int board, int game = 1) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // A result as typed (TournamentSession::parseResult) announced through resultTyped(); false
    // for anything else, and the editor stays open on it.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // Game 1, or 2 of a micro-match.
    void resultTyped(int board, const QString &text, int game);

private:
    bool micro() const;

    struct Row
    {
        std::size_t board = 0; // into m_boards
        int game = 1;
    };

    TournamentSession *m_session;
    std::vector<app::RoundBoard> m_boards;
    std::vector<Row> m_rows;
    int m_columns = -1; // what the view was last told
    int m_round = -1;
};

} // namespace gui
