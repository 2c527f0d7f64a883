// The report of the tab shown, out of the window: as a PDF file (Ctrl+E) or on paper through the
// print preview (Ctrl+P), laid out alike (reports::PrintedTable) — the round's pairings, the
// crosstable, a player's card or the list of players, else the standings, with the page header.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "reports/reportdocument.h"
#endif

#include <QObject>
#include <QString>

class QWidget;

namespace gui {

class PlayersPage;
class TabHost;
class TournamentSession;

class ReportOutput : public QObject
{
    Q_OBJECT

public:
    // `session` may be null: there is no report then. `window` is the dialogs' parent.
    ReportOutput(TournamentSession *session, TabHost *tabs, PlayersPage *players, QWidget *window);

    void exportPdf();
    void printPreview();

signals:
    // For the status bar.
    void notice(const QString &message);
    // Why there is no report, or the file could not be written, for a message box.
    void refused(const QString &message);

private:
    // The report of the tab shown with its header; false when there is none.
    bool currentReport(reports::ReportTable &table, reports::ReportHeader &header);

    TournamentSession *m_session;
    TabHost *m_tabs;
    PlayersPage *m_players;
    QWidget *m_window;
};

} // namespace gui
