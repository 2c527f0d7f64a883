// The window's work on files that runs in the background (BackgroundTask, with its progress and
// a Cancel): a PDN file imported into a tournament (app::importPdn on a connection of the
// worker's own), a PDN file audited, the endgame database built. It asks the judge what it needs
// and says what came of it through notice() and refused(); an import done opens its tournament.
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace gui {

class TournamentSession;

class FileTasks : public QObject
{
    Q_OBJECT

public:
    // `session` may be null: nothing is imported then. `window` is the dialogs' parent.
    FileTasks(TournamentSession *session, QWidget *window);

    void importPdn();
    void auditFile();
    void buildEndgames();

signals:
    // For the status bar.
    void notice(const QString &message);
    // Why a task failed, for a message box.
    void refused(const QString &message);

private:
    TournamentSession *m_session;
    QWidget *m_window;
};

} // namespace gui
