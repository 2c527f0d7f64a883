// The window's menu bar: File, Edit, Round, Game, View and Settings, every action with its
// shortcut, each calling the part of the window that does it (docs/architecture.md §9).
#pragma once

#include <QKeySequence>
#include <QObject>
#include <QString>
#include <vector>

class QMainWindow;

namespace gui {

class FileTasks;
class ReportOutput;
class RoundsTab;
class SheetController;
class TabHost;
class TournamentActions;
class TournamentSession;
class UndoHistory;

class WindowMenus : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        TabHost *tabs;
        TournamentActions *tournament;
        FileTasks *files;
        ReportOutput *reports;
        SheetController *sheet;
        RoundsTab *rounds;
        UndoHistory *history;
        // The login's rights: the chief arbiter's actions are off for a judge or a viewer, the
        // results' for a viewer (null: no database).
        const TournamentSession *session;
    };

    // Fills `window`'s menu bar; the tabs are all added already (View names them).
    WindowMenus(QMainWindow *window, const Parts &parts);

protected:
    // A menu's shortcut pressed in one of the window's text fields runs the menu's action, not
    // the field's own binding of the same keys (QLineEdit's Ctrl+E under X11 …).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Kept for the next start (QSettings "language"); empty: the system's.
    void setLanguage(const QString &language);

    QMainWindow *m_window;
    std::vector<QKeySequence> m_shortcuts;
};

} // namespace gui
