// The judges' window (issue 7): the tournament open in the database — its rounds with results
// entered by keyboard, standings and crosstable kept live, players — and the game sheet with the
// board and the draw claim. Everything a judge repeats has a shortcut; the window's state is kept
// between runs (QSettings).
#pragma once

#include "gamesheet.h"
#include "tournamentsession.h"

#include <QMainWindow>
#include <memory>

class QLabel;
class QTabWidget;
class QTableView;

namespace gui {

class DecisionsPage;
class GamesTab;
class GameSheetView;
class PairingsModel;
class PlayersPage;
class ReportTableModel;
class RoundsTab;
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
    gui::RoundsTab *roundsTab() const { return m_roundsTab; }
    QTabWidget *tabs() const { return m_tabs; }
    PlayersPage *playersPage() const { return m_playersPage; }
    StandingsPage *standingsPage() const { return m_standingsPage; }
    DecisionsPage *decisionsPage() const { return m_decisionsPage; }
    gui::GamesTab *gamesTab() const { return m_gamesTab; }

    bool openTournament(const QString &name);
    // "3 =" or "3 1-0" (board, result; "3/2 0" for game 2 of a micro-match): saved at once.
    bool enterQuickResult(const QString &text);
    // Stored game `gameId` of the open tournament on the game sheet, with its header (asking
    // first when the sheet holds moves not stored); false, and why in the status bar, when not.
    bool openGame(qint64 gameId);
    // The stored game `game` (2: of a micro-match) of board `board` of round `round` on the
    // sheet; when none is stored, the status bar says so.
    bool openBoardGame(int round, int board, int game = 1);
    // The game of a cell of the crosstable tab: of the row's and the column's players (a round
    // robin's table), or of the row's player in the column's round (the round-by-round form).
    bool openCrosstableCell(int row, int column);

    enum Tab
    {
        RoundsTab,
        StandingsTab,
        CrosstableTab,
        GameSheetTab,
        PlayersTab,
        GamesTab,
        DecisionsTab,
    };

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void refresh();
    void showError(const QString &message);
    void chooseTournament();
    void newTournament();
    void editSettings();
    void importPdn();
    void auditFile();
    void buildEndgames();
    void claimDraw();
    void saveGame();
    // A refusal of app::saveSheetGame in the judge's language.
    void showSheetRefusal(const app::Problem &problem);
    // The pairing of the row selected in the Rounds tab; none when no row is selected.
    std::optional<db::Pairing> selectedPairing() const;
    // The report of the tab shown (pairings, standings, crosstable, players) with its header.
    bool currentReport(reports::ReportTable &table, reports::ReportHeader &header);
    void exportPdf();
    // The blank game sheet of a board of the round shown, and the game on the sheet with its
    // diagram, as PDF.
    void printBlankSheet();
    void exportGamePdf();
    void printPreview();
    void setLanguage(const QString &language);

    std::unique_ptr<TournamentSession> m_session;
    const arbiter::EndgameDatabase *m_endgames;
    GameSheet *m_sheet;
    GameSheetView *m_sheetView;
    QTabWidget *m_tabs;
    ReportTableModel *m_standings;
    ReportTableModel *m_crosstable;
    PlayersPage *m_playersPage = nullptr;
    StandingsPage *m_standingsPage = nullptr;
    DecisionsPage *m_decisionsPage = nullptr;
    gui::RoundsTab *m_roundsTab; // the class; RoundsTab alone is the Tab below
    gui::GamesTab *m_gamesTab;   // gui:: as the Tab enumerator GamesTab hides the class
    QLabel *m_tournamentLabel;
    UndoHistory *m_history;
};

} // namespace gui
