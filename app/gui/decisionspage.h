// The Decisions log tab: every ruling, result, withdrawal and change by hand of the tournament,
// newest first, filtered by round and by board; read again whenever the session reloads (while
// hidden, when next shown: a result typed on the Rounds tab does not wait for the log). A
// ruling about a board is linked to it: double-clicking it asks for its game to be opened.
#pragma once

#include "tournamentsession.h"

#include <QWidget>
#include <QtGlobal>

class QComboBox;
class QShowEvent;
class QTableView;

namespace gui {

class DecisionsModel;

class DecisionsPage : public QWidget
{
    Q_OBJECT

public:
    explicit DecisionsPage(TournamentSession *session, QWidget *parent = nullptr);

    DecisionsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // "All rounds", then each round the log names (its data the round, 0 for all).
    QComboBox *roundFilter() const { return m_round; }
    // "All boards", then each board the log names.
    QComboBox *boardFilter() const { return m_board; }

    // The log again from the session, the filters kept where they still apply.
    void refresh();
    // Emits openGameRequested for the decision in `row` when it concerns a game or a board; false
    // if neither.
    bool openDecision(int row);

protected:
    void showEvent(QShowEvent *event) override;

signals:
    // A decision about board `board` of round `round` (0 and 0 for a game without a round), its
    // game `gameId` (0 when none is named).
    void openGameRequested(int round, int board, qint64 gameId);

private:
    void fillFilter(QComboBox *filter, const std::vector<int> &values, const QString &all);

    TournamentSession *m_session;
    DecisionsModel *m_model;
    QComboBox *m_round;
    QComboBox *m_board;
    QTableView *m_view;
    bool m_stale = true; // the session reloaded while the tab was hidden
};

} // namespace gui
