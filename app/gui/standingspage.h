// The Standings tab: the standings after the round chosen (the rounds with results; the latest by
// default, following new results), as `shashki standings --after-round` gives them, withdrawn
// players marked and named under the table with the round they left after, and a legend under the
// table naming each tie-break of the tournament in full in the judge's language.
#pragma once

#include "tournamentsession.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace gui {

class ReportTableModel;

class StandingsPage : public QWidget
{
    Q_OBJECT

public:
    explicit StandingsPage(TournamentSession *session, QWidget *parent = nullptr);

    ReportTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // One item per round with results, "1" … "N"; its data the round, 0 for the latest.
    QComboBox *roundSelector() const { return m_rounds; }
    QLabel *legend() const { return m_legend; }
    // "Withdrew: Григорьев (No 4) after round 2; …" in the judge's language; hidden when none.
    QLabel *withdrawals() const { return m_withdrawals; }

    // The standings, the rounds and the legend again from the session.
    void refresh();

private:
    TournamentSession *m_session;
    ReportTableModel *m_model;
    QComboBox *m_rounds;
    QTableView *m_view;
    QLabel *m_legend;
    QLabel *m_withdrawals;
};

} // namespace gui
