#include "undohistory.h"

#include "sheetstep.h"
#include "tournamentsession.h"
#include "tournamentstep.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <algorithm>

namespace gui {

UndoHistory::UndoHistory(TournamentSession *session, GameSheet *sheet, QObject *parent)
    : QObject(parent), m_session(session), m_gameSheet(sheet), m_undoAction(new QAction(this)),
      m_redoAction(new QAction(this)), m_sheetStart(sheet->start()), m_sheetPlies(sheet->plies()),
      m_sheetCurrent(sheet->currentPly())
{
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_redoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    connect(m_undoAction, &QAction::triggered, this, [this] { undo(); });
    connect(m_redoAction, &QAction::triggered, this, [this] { redo(); });
    connect(sheet, &GameSheet::moveEntered, this, &UndoHistory::recordMove);
    connect(sheet, &GameSheet::changed, this, &UndoHistory::sheetChanged);
    if (session) {
        connect(session, &TournamentSession::changeMade, this, &UndoHistory::recordChange);
        connect(session, &TournamentSession::reloaded, this, &UndoHistory::tournamentReloaded);
        tournamentReloaded();
    }
    updateActions();
    qApp->installEventFilter(this);
}

UndoHistory::~UndoHistory() = default;

bool UndoHistory::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto *field = qobject_cast<QLineEdit *>(watched);
    const auto *window = qobject_cast<QWidget *>(parent());
    if (!field || !field->text().isEmpty() || !window || field->window() != window)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const QKeySequence pressed(key->keyCombination());
    if (pressed != m_undoAction->shortcut() && pressed != m_redoAction->shortcut())
        return false;
    // Not overridden: the window's shortcut runs instead of the empty field's own undo.
    event->ignore();
    return true;
}

void UndoHistory::setSheetActive(bool active)
{
    m_sheetActive = active;
    updateActions();
}

bool UndoHistory::canUndo() const
{
    return active().done > 0;
}

bool UndoHistory::canRedo() const
{
    return active().done < active().steps.size();
}

QString UndoHistory::undoText() const
{
    return canUndo() ? active().steps[active().done - 1]->text() : QString();
}

QString UndoHistory::redoText() const
{
    return canRedo() ? active().steps[active().done]->text() : QString();
}

bool UndoHistory::undo()
{
    return step(true);
}

bool UndoHistory::redo()
{
    return step(false);
}

bool UndoHistory::step(bool back)
{
    if (back ? !canUndo() : !canRedo())
        return false;
    Stack &stack = active();
    UndoStep &step = *stack.steps[back ? stack.done - 1 : stack.done];
    QString refusal;
    bool done = false;
    {
        const QScopedValueRollback applying(m_applying, true);
        done = back ? step.undo(refusal) : step.redo(refusal);
    }
    if (!done) {
        // The step stays where it is, for the judge to look and try again.
        if (!refusal.isEmpty())
            emit refused(refusal);
        updateActions();
        return false;
    }
    back ? --stack.done : ++stack.done;
    updateActions();
    return true;
}

void UndoHistory::push(Stack &stack, std::unique_ptr<UndoStep> step)
{
    // A new change: what was undone cannot be redone any more.
    stack.steps.resize(stack.done);
    stack.steps.push_back(std::move(step));
    stack.done = stack.steps.size();
    updateActions();
}

void UndoHistory::clear(Stack &stack)
{
    stack.steps.clear();
    stack.done = 0;
    updateActions();
}

void UndoHistory::recordChange(const SessionChange &change)
{
    if (!m_applying)
        push(m_tournament, std::make_unique<TournamentStep>(m_session, change));
}

void UndoHistory::recordMove()
{
    if (m_applying)
        return;
    // Before changed(): m_sheetPlies still holds the sheet before the move.
    push(m_sheet, std::make_unique<SheetStep>(m_gameSheet, m_sheetPlies, m_sheetCurrent,
                                              m_gameSheet->plies(), m_gameSheet->currentPly()));
    m_moveRecorded = true;
}

void UndoHistory::sheetChanged()
{
    const std::vector<GameSheet::Ply> &plies = m_gameSheet->plies();
    const bool sameGame = m_gameSheet->start() == m_sheetStart &&
                          plies.size() == m_sheetPlies.size() &&
                          std::equal(plies.begin(), plies.end(), m_sheetPlies.begin(),
                                     [](const GameSheet::Ply &a, const GameSheet::Ply &b) {
                                         return GameSheet::sameRoute(a, b);
                                     });
    // Neither a move entered nor a step of this history, and the moves differ: another game
    // (a new sheet, a PDN pasted or opened), whose moves are not the steps' to undo.
    if (!m_applying && !m_moveRecorded && !sameGame)
        clear(m_sheet);
    m_moveRecorded = false;
    m_sheetStart = m_gameSheet->start();
    m_sheetPlies = plies;
    m_sheetCurrent = m_gameSheet->currentPly();
}

void UndoHistory::tournamentReloaded()
{
    const std::int64_t shown = m_session->isOpen() ? m_session->loaded().tournament.id : 0;
    if (shown != m_tournamentId)
        clear(m_tournament);
    m_tournamentId = shown;
}

void UndoHistory::updateActions()
{
    m_undoAction->setEnabled(canUndo());
    m_redoAction->setEnabled(canRedo());
    m_undoAction->setText(canUndo() ? tr("Undo %1").arg(undoText()) : tr("Undo"));
    m_redoAction->setText(canRedo() ? tr("Redo %1").arg(redoText()) : tr("Redo"));
}

} // namespace gui
