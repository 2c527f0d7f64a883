#include "reportoutput.h"

#include "app/tournament/messagecatalogue.h"
#include "app/tournament/reportfiles.h"
#include "desktop.h"
#include "exportfolder.h"
#include "playerspage.h"
#include "reports/printedtable.h"
#include "tabhost.h"
#include "tournamentsession.h"

#include <QFileDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace gui {

ReportOutput::ReportOutput(TournamentSession *session, TabHost *tabs, PlayersPage *players,
                           QWidget *window)
    : QObject(window), m_session(session), m_tabs(tabs), m_players(players), m_window(window)
{}

bool ReportOutput::currentReport(reports::ReportTable &table, reports::ReportHeader &header)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const app::Language language = interfaceLanguage();
    // "after round N": the round the Standings tab shows (the standings and the crosstable
    // follow it), else the last with results, while the rounds are known (imported games may
    // carry none).
    const int afterRound = m_session->standingsRound() > 0 ? m_session->standingsRound()
                           : m_session->loaded().event.roundsKnown
                               ? m_session->lastRoundWithResults()
                               : 0;
    switch (m_tabs->shown()) {
    case WindowTab::Rounds:
        if (m_session->round() < 1) {
            emit refused(tr("No round is paired yet: there are no pairings to print."));
            return false;
        }
        table = m_session->pairingsTable();
        header = m_session->header(reports::pairingsSubject(m_session->round(), language));
        return true;
    case WindowTab::Crosstable:
        table = m_session->crosstableTable();
        header = m_session->header(reports::crosstableSubject(afterRound, language));
        return true;
    case WindowTab::Players: {
        // A player selected: the player's card; else the list.
        const auto selected = m_players->selectedStartNumber();
        const auto &players = m_session->loaded().event.players;
        for (std::size_t index = 0; selected && index < players.size(); ++index)
            if (players[index].startNumber == *selected) {
                const auto &player = players[index];
                table = reports::playerCardTable(m_session->loaded().event, static_cast<int>(index),
                                                 language);
                header = m_session->header(
                    reports::playerCardSubject(player.name, player.startNumber, language));
                return true;
            }
        table = m_session->playersTable();
        header = m_session->header(reports::reportText(reports::ReportWord::Players, language));
        return true;
    }
    default:
        table = m_session->standingsTable();
        header = m_session->header(reports::standingsSubject(afterRound, language));
        return true;
    }
}

void ReportOutput::exportPdf()
{
    reports::ReportTable table;
    reports::ReportHeader header;
    if (!currentReport(table, header))
        return;
    const QString name = ExportFolder::askPdf(
        m_window, tr("Export as PDF"),
        QString::fromStdString(reports::fileNameOf(header.subject)) + QStringLiteral(".pdf"));
    if (name.isEmpty())
        return;
    if (const auto failure = app::writeTablePdf(table, header, name.toStdString()))
        emit refused(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        emit notice(tr("Wrote %1").arg(name));
}

void ReportOutput::printPreview()
{
    reports::ReportTable table;
    reports::ReportHeader header;
    if (!currentReport(table, header))
        return;
    // Laid out as the PDF is: the heading, page numbers and signature line on paper too.
    const reports::PrintedTable printed(table, header);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(printed.pageLayout());
    QPrintPreviewDialog preview(&printer, m_window);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&printed](QPrinter *target) { printed.paint(*target); });
    preview.exec();
}

} // namespace gui
