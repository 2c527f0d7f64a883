// The window's menu bar: File, Edit, Round, Game, View and Settings, every action with its
// shortcut, each calling the part of the window that does it (docs/architecture.md §9).
#pragma once

#include <QObject>
#include <QString>

class QMainWindow;

namespace gui {

class FileTasks;
class ReportOutput;
class RoundsTab;
class SheetController;
class TabHost;
class TournamentActions;
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
    };

    // Fills `window`'s menu bar; the tabs are all added already (View names them).
    WindowMenus(QMainWindow *window, const Parts &parts);

private:
    // Kept for the next start (QSettings "language"); empty: the system's.
    void setLanguage(const QString &language);

    QMainWindow *m_window;
};

} // namespace gui
