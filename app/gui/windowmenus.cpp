#include "windowmenus.h"

#include "filetasks.h"
#include "reportoutput.h"
#include "roundstab.h"
#include "sheetcontroller.h"
#include "tabhost.h"
#include "tournamentactions.h"
#include "tournamentsession.h"
#include "undohistory.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <algorithm>

namespace gui {

WindowMenus::WindowMenus(QMainWindow *window, const Parts &parts)
    : QObject(window), m_window(window)
{
    TabHost *tabs = parts.tabs;
    QMenuBar *bar = window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addAction(tr("&Open tournament…"), QKeySequence::Open, parts.tournament,
                    &TournamentActions::chooseTournament);
    std::vector<QAction *> chiefs;
    std::vector<QAction *> judges;
    chiefs.push_back(file->addAction(tr("&New tournament…"), QKeySequence::New, parts.tournament,
                                     &TournamentActions::newTournament));
    chiefs.push_back(file->addAction(tr("Tournament &settings…"), parts.tournament,
                                     &TournamentActions::editSettings));
    file->addSeparator();
    chiefs.push_back(file->addAction(tr("&Import games (PDN)…"), QKeySequence(Qt::CTRL | Qt::Key_I),
                                     parts.files, &FileTasks::importPdn));
    file->addAction(tr("&Audit a PDN file…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                    parts.files, &FileTasks::auditFile);
    file->addAction(tr("Build the &endgame database…"), parts.files, &FileTasks::buildEndgames);
    file->addSeparator();
    file->addAction(tr("Export report as &PDF…"), QKeySequence(Qt::CTRL | Qt::Key_E), parts.reports,
                    &ReportOutput::exportPdf);
    file->addAction(tr("Print pre&view…"), QKeySequence::Print, parts.reports,
                    &ReportOutput::printPreview);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, window, &QWidget::close);

    QMenu *edit = bar->addMenu(tr("&Edit"));
    edit->addAction(parts.history->undoAction());
    edit->addAction(parts.history->redoAction());

    QMenu *round = bar->addMenu(tr("&Round"));
    // On the round shown and its selected board (the Rounds tab's).
    const auto roundsTab = [tabs, rounds = parts.rounds] {
        tabs->show(WindowTab::Rounds);
        return rounds;
    };
    chiefs.push_back(round->addAction(tr("&Pair next round…"), QKeySequence(Qt::CTRL | Qt::Key_R),
                                      this, [roundsTab] { roundsTab()->pairNextRound(); }));
    chiefs.push_back(round->addAction(tr("&Unpair the round shown…"), this,
                                      [roundsTab] { roundsTab()->unpairRound(); }));
    chiefs.push_back(round->addAction(tr("&Swap colours of the selected board…"), this,
                                      [roundsTab] { roundsTab()->swapColours(); }));
    chiefs.push_back(round->addAction(tr("E&xchange a player of the selected board…"), this,
                                      [roundsTab] { roundsTab()->exchangePlayers(); }));
    judges.push_back(round->addAction(tr("&Enter a result"), QKeySequence(Qt::CTRL | Qt::Key_T),
                                      this, [roundsTab] { roundsTab()->focusQuickResult(); }));

    QMenu *game = bar->addMenu(tr("&Game"));
    game->addAction(tr("&New game sheet"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                    parts.sheet, &SheetController::newSheet);
    game->addAction(tr("&Draw claim…"), QKeySequence(Qt::CTRL | Qt::Key_D), parts.sheet,
                    &SheetController::claimDraw);
    judges.push_back(game->addAction(tr("&Save game to the database"), QKeySequence::Save,
                                     parts.sheet, &SheetController::saveGame));
    game->addAction(tr("Print a &blank game sheet…"), parts.sheet,
                    &SheetController::printBlankSheet);
    game->addAction(tr("Print the blank game sheets of the &round…"), parts.sheet,
                    &SheetController::printRoundSheets);
    game->addAction(tr("Export the game as PD&F…"), parts.sheet, &SheetController::exportGamePdf);
    game->addAction(tr("Enter a &move"), QKeySequence(Qt::CTRL | Qt::Key_M), parts.sheet,
                    &SheetController::enterMove);

    // What the login may not do is off, with the reason (the database would refuse it).
    if (parts.session) {
        const std::optional<QString> notChief = parts.session->notChief();
        const std::optional<QString> notJudge = parts.session->notJudge();
        for (QAction *action : chiefs) {
            action->setEnabled(!notChief);
            action->setToolTip(notChief.value_or(action->toolTip()));
        }
        for (QAction *action : judges) {
            action->setEnabled(!notJudge);
            action->setToolTip(notJudge.value_or(action->toolTip()));
        }
    }

    // Alt+1 … on the tabs in their order.
    QMenu *view = bar->addMenu(tr("&View"));
    for (int index = 0; index < tabs->count(); ++index)
        if (const auto tab = TabHost::tabAt(index, tabs->count()))
            view->addAction(tabs->label(*tab).remove(QLatin1Char('&')),
                            QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + index)), this,
                            [tabs, shown = *tab] { tabs->show(shown); });

    QMenu *settings = bar->addMenu(tr("&Settings"));
    QMenu *language = settings->addMenu(tr("&Language"));
    language->addAction(QStringLiteral("English"), this,
                        [this] { setLanguage(QStringLiteral("en")); });
    language->addAction(QStringLiteral("Русский"), this,
                        [this] { setLanguage(QStringLiteral("ru")); });
    language->addAction(tr("As the system"), this, [this] { setLanguage(QString()); });

    // The menus' shortcuts, for eventFilter: those a text field would take for its own editing.
    for (const QAction *action : bar->findChildren<QAction *>())
        if (!action->shortcut().isEmpty())
            m_shortcuts.push_back(action->shortcut());
    qApp->installEventFilter(this);
}

bool WindowMenus::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto *field = qobject_cast<QLineEdit *>(watched);
    if (!field || field->window() != m_window)
        return false;
    // Under X11's key bindings a line edit takes Ctrl+E (to the end of the line) … as Emacs
    // does; in this window those are the menus' (Export report as PDF …), wherever the focus is.
    // The field keeps the editing keys every field has: copy, cut, paste, select all, undo, redo.
    const QKeySequence pressed(static_cast<QKeyEvent *>(event)->keyCombination());
    for (const QKeySequence::StandardKey editing :
         {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::SelectAll,
          QKeySequence::Undo, QKeySequence::Redo})
        if (QKeySequence::keyBindings(editing).contains(pressed))
            return false;
    if (std::find(m_shortcuts.begin(), m_shortcuts.end(), pressed) == m_shortcuts.end())
        return false;
    event->ignore(); // not overridden: the menu's action runs
    return true;
}

void WindowMenus::setLanguage(const QString &language)
{
    QSettings().setValue(QStringLiteral("language"), language);
    QMessageBox::information(m_window, tr("Language"),
                             tr("The language changes when Shashki Arbiter starts again."));
}

} // namespace gui
