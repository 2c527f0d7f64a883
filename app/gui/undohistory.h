// The window's Undo and Redo (Ctrl+Z, Ctrl+Shift+Z, in the Edit menu): two histories, one of the
// tournament's changes made through the TournamentSession (results, swaps of colours, exchanges,
// withdrawals) and one of the moves entered on the game sheet. The one the actions work on
// follows the tab shown (the game sheet's on its tab, the tournament's elsewhere); the actions'
// texts name what they would undo or redo ("Undo the result of board 3").
//
// Steps are recorded as the session and the sheet report them (TournamentSession::changeMade,
// GameSheet::moveEntered); what the steps themselves change is not recorded again. A step that is
// refused (another judge changed the same board since, or the library refuses) stays where it
// is, and refused() says why. The tournament's history is cleared when another tournament is
// opened; the sheet's when another game is put on the sheet.
//
// A line edit of the window (the quick result, the move typed) takes Ctrl+Z for its own text;
// while it is empty, it leaves Ctrl+Z and Ctrl+Shift+Z to these actions, so that a judge who has
// just entered a move or a result there takes it back with the same keys.
#pragma once

#include "undostep.h"

#include <QObject>
#include <QString>
#include <memory>
#include <vector>

#ifndef Q_MOC_RUN
#include "gamesheet.h"
#include "sessionchange.h"
#endif

class QAction;

namespace gui {

class TournamentSession;

class UndoHistory : public QObject
{
    Q_OBJECT

public:
    // `session` may be null (the window without a database): then only the sheet's moves.
    UndoHistory(TournamentSession *session, GameSheet *sheet, QObject *parent = nullptr);
    ~UndoHistory() override;

    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }

    // The game sheet's moves (true) or the tournament's changes.
    void setSheetActive(bool active);
    bool sheetActive() const { return m_sheetActive; }

    // Of the history the actions work on: false when there is nothing to undo (redo) or it was
    // refused.
    bool undo();
    bool redo();
    bool canUndo() const;
    bool canRedo() const;
    // What undo() and redo() would take back or make again; empty when nothing.
    QString undoText() const;
    QString redoText() const;
    // How many steps each history holds (done and undone).
    int tournamentSteps() const { return static_cast<int>(m_tournament.steps.size()); }
    int sheetSteps() const { return static_cast<int>(m_sheet.steps.size()); }

signals:
    void refused(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Stack
    {
        std::vector<std::unique_ptr<UndoStep>> steps;
        std::size_t done = 0; // steps[0, done) are done; the rest undone, for redo
    };

    Stack &active() { return m_sheetActive ? m_sheet : m_tournament; }
    const Stack &active() const { return m_sheetActive ? m_sheet : m_tournament; }
    void push(Stack &stack, std::unique_ptr<UndoStep> step);
    void clear(Stack &stack);
    bool step(bool back);
    void recordChange(const SessionChange &change);
    void recordMove();
    void sheetChanged();
    void tournamentReloaded();
    void updateActions();

    TournamentSession *m_session;
    GameSheet *m_gameSheet;
    QAction *m_undoAction;
    QAction *m_redoAction;
    Stack m_tournament;
    Stack m_sheet;
    bool m_sheetActive = false;
    bool m_applying = false; // a step is being undone or redone: what it changes is not recorded
    std::int64_t m_tournamentId = 0;
    // The sheet as last seen, to tell a move entered from another game put on the sheet.
    SheetPosition m_sheetStart;
    std::vector<GameSheet::Ply> m_sheetPlies;
    int m_sheetCurrent = 0;
    bool m_moveRecorded = false;
};

} // namespace gui
