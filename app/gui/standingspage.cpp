#include "standingspage.h"

#include "desktop.h"
#include "reports/tiebreaknames.h"
#include "reporttablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace gui {

StandingsPage::StandingsPage(TournamentSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new ReportTableModel(this)),
      m_rounds(new QComboBox(this)), m_view(new QTableView(this)), m_legend(new QLabel(this)),
      m_withdrawals(new QLabel(this))
{
    setObjectName(QStringLiteral("StandingsPage"));
    m_rounds->setObjectName(QStringLiteral("standingsRound"));
    m_rounds->setToolTip(tr("The standings after this round; the last one follows new results"));
    auto *roundLabel = new QLabel(tr("After &round:"), this);
    roundLabel->setBuddy(m_rounds);
    auto *top = new QHBoxLayout;
    top->addWidget(roundLabel);
    top->addWidget(m_rounds);
    top->addStretch();

    m_view->setObjectName(QStringLiteral("standingsView"));
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_legend->setObjectName(QStringLiteral("tieBreakLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_withdrawals->setObjectName(QStringLiteral("withdrawals"));
    m_withdrawals->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_withdrawals);
    layout->addWidget(m_legend);

    connect(m_rounds, &QComboBox::activated, this, [this](int index) {
        if (m_session && index >= 0)
            m_session->setStandingsRound(m_rounds->itemData(index).toInt());
    });
    refresh();
}

void StandingsPage::refresh()
{
    const bool open = m_session && m_session->isOpen();
    m_model->setTable(open ? m_session->standingsTable() : reports::ReportTable{});
    const std::vector<int> rounds = open ? m_session->roundsWithResults() : std::vector<int>{};
    m_rounds->blockSignals(true);
    m_rounds->clear();
    for (const int round : rounds)
        // The last round stands for "the latest": it follows the results still to come.
        m_rounds->addItem(QString::number(round), round == rounds.back() ? 0 : round);
    const int chosen = open ? m_session->standingsRound() : 0;
    m_rounds->setCurrentIndex(m_rounds->findData(chosen));
    m_rounds->blockSignals(false);
    m_rounds->setEnabled(!rounds.empty());
    const std::string legend =
        open ? reports::tieBreakLegend(m_session->standings().order, interfaceLanguage())
             : std::string();
    m_legend->setText(legend.empty() ? QString()
                                     : tr("Tie-breaks: %1").arg(QString::fromStdString(legend)));
    m_legend->setVisible(!legend.empty());

    QStringList withdrawn;
    if (open)
        for (const reports::EventPlayer &player : m_session->loaded().event.players)
            if (player.withdrawnAfterRound) {
                const QString who = tr("%1 (No %2)")
                                        .arg(QString::fromStdString(player.name))
                                        .arg(player.startNumber);
                withdrawn
                    << (*player.withdrawnAfterRound == 0
                            ? tr("%1 before round 1").arg(who)
                            : tr("%1 after round %2").arg(who).arg(*player.withdrawnAfterRound));
            }
    m_withdrawals->setText(withdrawn.isEmpty()
                               ? QString()
                               : tr("Withdrew: %1").arg(withdrawn.join(QStringLiteral("; "))));
    m_withdrawals->setVisible(!withdrawn.isEmpty());
}

} // namespace gui
