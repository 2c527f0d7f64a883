// The judges' window (issue 7): the tournament open in the database — its rounds with results
// entered by keyboard, standings and crosstable kept live, players — and the game sheet with the
// board and the draw claim. Everything a judge repeats has a shortcut; the window's state is kept
// between runs (QSettings). The window assembles its parts, each with one job
// (docs/architecture.md §9): the tabs (TabHost, named by WindowTab), the menus (WindowMenus), the
// game sheet's actions (SheetController), the tournament's dialogs (TournamentActions), the work
// on files (FileTasks) and the reports out (ReportOutput); it shows their notices and refusals.
#pragma once

#include "gamesheet.h"
#include "tabhost.h"
#include "tournamentsession.h"

#include <QMainWindow>
#include <memory>

class QLabel;
class QTableView;

namespace gui {

class DecisionsPage;
class GamesTab;
class GameSheetView;
class PairingsModel;
class PlayersPage;
class ReportOutput;
class ReportTableModel;
class RoundsTab;
class SheetController;
class StandingsPage;
class UndoHistory;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // `session` may be null: the game sheet works without a database.
    MainWindow(std::unique_ptr<TournamentSession> session, const arbiter::EndgameDatabase *endgames,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    TournamentSession *session() const { return m_session.get(); }
    GameSheet *gameSheet() const { return m_sheet; }
    GameSheetView *gameSheetView() const { return m_sheetView; }
    ReportTableModel *standingsModel() const { return m_standings; }
    ReportTableModel *crosstableModel() const { return m_crosstable; }
    PairingsModel *pairingsModel() const;
    RoundsTab *roundsTab() const { return m_roundsTab; }
    TabHost *tabs() const { return m_tabs; }
    PlayersPage *playersPage() const { return m_playersPage; }
    StandingsPage *standingsPage() const { return m_standingsPage; }
    DecisionsPage *decisionsPage() const { return m_decisionsPage; }
    GamesTab *gamesTab() const { return m_gamesTab; }

    bool openTournament(const QString &name);
    // "3 =" or "3 1-0" (board, result; "3/2 0" for game 2 of a micro-match): saved at once.
    bool enterQuickResult(const QString &text);
    // The game sheet's openings (SheetController::openGame, openBoardGame, openCrosstableCell).
    bool openGame(qint64 gameId);
    bool openBoardGame(int round, int board, int game = 1);
    bool openCrosstableCell(int row, int column);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void refresh();
    void showError(const QString &message);

    std::unique_ptr<TournamentSession> m_session;
    GameSheet *m_sheet;
    GameSheetView *m_sheetView;
    TabHost *m_tabs;
    ReportTableModel *m_standings;
    ReportTableModel *m_crosstable;
    PlayersPage *m_playersPage = nullptr;
    StandingsPage *m_standingsPage = nullptr;
    DecisionsPage *m_decisionsPage = nullptr;
    RoundsTab *m_roundsTab;
    GamesTab *m_gamesTab;
    QLabel *m_tournamentLabel;
    UndoHistory *m_history;
    SheetController *m_sheetController = nullptr;
    ReportOutput *m_reports = nullptr;
};

} // namespace gui
