// The game sheet's part of the window: a stored game opened on the sheet (from the Games tab, a
// board of the Rounds tab, a cell of the crosstable, a decision), the sheet saved to a board
// (app::saveSheetGame), a draw claim ruled and logged, a new sheet, a blank sheet and the game as
// PDF. It gathers the judge's input, calls the session (so app/tournament) and says what came of
// it through notice() and refused(); it writes nothing itself.
#pragma once

#include "tournamentsession.h"

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

class QWidget;

namespace arbiter {
class EndgameDatabase;
}

namespace gui {

class GameSheet;
class GameSheetView;
class RoundsTab;
class TabHost;

class SheetController : public QObject
{
    Q_OBJECT

public:
    // `session` may be null: the sheet works without a database. `window` is the dialogs' parent.
    SheetController(TournamentSession *session, GameSheet *sheet, GameSheetView *view,
                    TabHost *tabs, RoundsTab *rounds, const arbiter::EndgameDatabase *endgames,
                    QWidget *window);

    // Stored game `gameId` of the open tournament on the game sheet, with its header (asking
    // first when the sheet holds moves not stored); false, and why in notice(), when not.
    bool openGame(qint64 gameId);
    // The stored game `game` (2: of a micro-match) of board `board` of round `round` on the
    // sheet; when none is stored, notice() says so.
    bool openBoardGame(int round, int board, int game = 1);
    // The game of a cell of the crosstable tab: of the row's and the column's players (a round
    // robin's table), or of the row's player in the column's round (the round-by-round form).
    bool openCrosstableCell(int row, int column);

    // The sheet saved as the game of a board of the round shown: the board selected in the Rounds
    // tab, else the board of the sheet's players, else asked.
    void saveGame();
    void claimDraw();
    // A new, empty sheet on the open tournament's board (after asking when moves are not stored).
    void newSheet();
    // The notation field of the sheet, focused.
    void enterMove();
    // The blank game sheet of a board of the round shown, and the game on the sheet with its
    // diagram, as PDF.
    void printBlankSheet();
    // The blank sheets of every board of the round shown, in one PDF (a page each).
    void printRoundSheets();
    void exportGamePdf();
    // The sheet follows the open tournament's variant, rules and clock. A sheet with moves of
    // another variant is kept (saving it is refused) until the judge takes a new one.
    void followTournament();

signals:
    // For the status bar.
    void notice(const QString &message);
    // Why an action was refused, for a message box.
    void refused(const QString &message);

private:
    // The pairing of the row selected in the Rounds tab; none when no row is selected.
    std::optional<db::Pairing> selectedPairing() const;
    // A refusal of app::saveSheetGame in the judge's language.
    void showSheetRefusal(const app::Problem &problem);

    TournamentSession *m_session;
    GameSheet *m_sheet;
    GameSheetView *m_view;
    TabHost *m_tabs;
    RoundsTab *m_rounds;
    const arbiter::EndgameDatabase *m_endgames;
    QWidget *m_window;
    // The rulings on claims about the sheet recorded while it was stored nowhere (logged without
    // a board), linked to its game once it is saved; forgotten with the sheet.
    std::vector<arbiter::ClaimVerdict> m_unlinkedRulings;
};

} // namespace gui
