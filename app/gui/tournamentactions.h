// The tournament as a whole, from the File menu: one chosen to open (Ctrl+O), a new one created
// through its dialog (Ctrl+N, app::createTournament) and its settings changed
// (app::saveTournamentSettings: a setting that shapes the pairings, after round 1, only with the
// chief arbiter's reason, asked for). Refusals go out through refused().
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace gui {

class TabHost;
class TournamentSession;

class TournamentActions : public QObject
{
    Q_OBJECT

public:
    // `session` may be null: there is nothing to open then. `window` is the dialogs' parent.
    TournamentActions(TournamentSession *session, TabHost *tabs, QWidget *window);

    void chooseTournament();
    void newTournament();
    void editSettings();

signals:
    void refused(const QString &message);

private:
    TournamentSession *m_session;
    TabHost *m_tabs;
    QWidget *m_window;
};

} // namespace gui
