#include "tournamentactions.h"

#include "app/tournament/messagecatalogue.h"
#include "desktop.h"
#include "settingnames.h"
#include "tabhost.h"
#include "tournamentdialog.h"
#include "tournamentsession.h"

#include <QInputDialog>
#include <QLineEdit>

namespace gui {

TournamentActions::TournamentActions(TournamentSession *session, TabHost *tabs, QWidget *window)
    : QObject(window), m_session(session), m_tabs(tabs), m_window(window)
{}

void TournamentActions::chooseTournament()
{
    if (!m_session)
        return;
    // A list that could not be read is said so by the session (failed()), never shown as empty.
    const std::optional<QStringList> read = m_session->tournamentNames();
    if (!read)
        return;
    const QStringList &names = *read;
    if (names.isEmpty()) {
        emit refused(
            tr("The database holds no tournament yet: create one (Ctrl+N) or import games."));
        return;
    }
    bool chosen = false;
    const QString name = QInputDialog::getItem(m_window, tr("Open tournament"), tr("Tournament:"),
                                               names, 0, false, &chosen);
    if (chosen)
        m_session->openTournament(name);
}

void TournamentActions::newTournament()
{
    if (!m_session)
        return;
    TournamentDialog dialog(db::Tournament{}, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString problem;
    const auto tournament = dialog.tournament(problem);
    if (!tournament) {
        emit refused(problem);
        return;
    }
    const auto made = m_session->createTournament(*tournament);
    if (!made)
        return; // the session said why
    m_session->openTournament(QString::fromStdString(made->name));
    m_tabs->show(WindowTab::Players);
}

void TournamentActions::editSettings()
{
    if (!m_session || !m_session->isOpen())
        return;
    TournamentDialog dialog(m_session->loaded().tournament, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString problem;
    const auto tournament = dialog.tournament(problem);
    if (!tournament)
        return;
    if (m_session->saveSettings(*tournament) || !m_session->lastProblem() ||
        m_session->lastProblem()->code != app::ProblemCode::SettingLocked)
        return;
    // A setting that shapes the pairings, after round 1: only the chief arbiter, with a reason.
    // Its values named as the dialog names them («швейцарская система»), not by their codes.
    const app::Problem locked = SettingNames::withValueNames(*m_session->lastProblem());
    bool ok = false;
    const QString why =
        QInputDialog::getText(m_window, tr("Change a pairing setting"),
                              QString::fromStdString(app::describe(locked, interfaceLanguage())) +
                                  QStringLiteral("\n\n") +
                                  tr("Change it all the same? The reason (for the decisions log):"),
                              QLineEdit::Normal, QString(), &ok);
    if (ok)
        m_session->saveSettings(*tournament, why);
}

} // namespace gui
