// The Games tab: every game of the open tournament (GameListModel), filtered by round and by a
// player's name; a double-click (or Enter) on a game asks for it to be opened on the game sheet.
// Read again when the tournament changes, once the tab is shown. The chief arbiter deletes the game
// chosen, with a reason for the decisions log (TournamentSession::deleteGame).
#pragma once

#include "gamelistmodel.h"
#include "whyasker.h"

#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace gui {

class TournamentSession;

class GamesTab : public QWidget
{
    Q_OBJECT

public:
    // `session` may be null: the tab then lists nothing.
    explicit GamesTab(TournamentSession *session, QWidget *parent = nullptr);

    GameListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *roundFilter() const { return m_round; }
    QLineEdit *playerFilter() const { return m_player; }
    QLabel *countLabel() const { return m_count; }
    QPushButton *deleteButton() const { return m_delete; }
    // Asks the reason before a game is deleted (an input dialog by default; a test answers it).
    void setWhyAsker(WhyAsker ask) { m_askWhy = std::move(ask); }

    // Reads the games again (one query) and keeps the filters.
    void reload();

signals:
    void gameChosen(qint64 gameId);
    void statusMessage(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyFilter();
    void fillRounds();
    void choose(const QModelIndex &index);
    // The game of the current row, if a game's.
    const db::GameListing *currentGame() const;
    void updateDelete();
    void deleteCurrent();

    TournamentSession *m_session;
    GameListModel *m_model;
    QComboBox *m_round;
    QLineEdit *m_player;
    QTableView *m_view;
    QLabel *m_count;
    QPushButton *m_delete;
    WhyAsker m_askWhy;
    bool m_stale = true;
};

} // namespace gui
