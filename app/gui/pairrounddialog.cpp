#include "pairrounddialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {

PairRoundDialog::PairRoundDialog(const app::TournamentEvent &loaded, int round, QWidget *parent)
    : QDialog(parent), m_question(new QLabel(this)), m_absent(new QLabel(this))
{
    setObjectName(QStringLiteral("pairRoundDialog"));
    setWindowTitle(tr("Pair round %1").arg(round));
    m_question->setObjectName(QStringLiteral("pairQuestion"));
    m_question->setText(tr("Pair round %1?").arg(round));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_question);

    // Who sits out: the players withdrawn before the round.
    for (const db::Entry &entry : loaded.entries)
        if (entry.withdrawnAfterRound && *entry.withdrawnAfterRound < round)
            m_absentees << tr("%1 (No %2), withdrawn after round %3")
                               .arg(QString::fromStdString(entry.playerName))
                               .arg(entry.startNumber)
                               .arg(*entry.withdrawnAfterRound);
    m_absent->setObjectName(QStringLiteral("absentees"));
    m_absent->setWordWrap(true);
    m_absent->setText(m_absentees.isEmpty()
                          ? tr("Every player is paired.")
                          : tr("Not paired: %1.").arg(m_absentees.join(QStringLiteral("; "))));
    layout->addWidget(m_absent);

    if (loaded.tournament.system == reports::PairingSystem::Swiss) {
        auto *byesLabel = new QLabel(tr("Players asking for a &bye this round:"), this);
        m_byes = new QListWidget(this);
        m_byes->setObjectName(QStringLiteral("requestedByes"));
        byesLabel->setBuddy(m_byes);
        for (const db::Entry &entry : loaded.entries) {
            if (entry.withdrawnAfterRound && *entry.withdrawnAfterRound < round)
                continue;
            auto *item = new QListWidgetItem(QStringLiteral("%1. %2")
                                                 .arg(entry.startNumber)
                                                 .arg(QString::fromStdString(entry.playerName)),
                                             m_byes);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            item->setData(Qt::UserRole, entry.startNumber);
        }
        m_byePoints = new QComboBox(this);
        m_byePoints->setObjectName(QStringLiteral("byePoints"));
        m_byePoints->addItem(tr("half a point"));
        m_byePoints->addItem(tr("no points"));
        auto *points = new QFormLayout;
        points->addRow(tr("A requested bye &scores:"), m_byePoints);
        layout->addWidget(byesLabel);
        layout->addWidget(m_byes);
        layout->addLayout(points);
    }
    if (reports::isRoundRobin(loaded.tournament.system) && round == 1 &&
        !loaded.tournament.roundOrderSeed) {
        m_roundOrder = new QCheckBox(tr("Draw the &order of the table's rounds by lot"), this);
        m_roundOrder->setObjectName(QStringLiteral("drawRoundOrder"));
        layout->addWidget(m_roundOrder);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Pair"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 50);
}

QString PairRoundDialog::question() const
{
    return m_question->text();
}

QStringList PairRoundDialog::absentees() const
{
    return m_absentees;
}

std::vector<int> PairRoundDialog::requestedByes() const
{
    std::vector<int> byes;
    if (!m_byes)
        return byes;
    for (int row = 0; row < m_byes->count(); ++row)
        if (m_byes->item(row)->checkState() == Qt::Checked)
            byes.push_back(m_byes->item(row)->data(Qt::UserRole).toInt());
    return byes;
}

reports::PairingResult PairRoundDialog::byeResult() const
{
    return m_byePoints && m_byePoints->currentIndex() == 1 ? reports::PairingResult::ZeroBye
                                                           : reports::PairingResult::HalfBye;
}

bool PairRoundDialog::drawRoundOrder() const
{
    return m_roundOrder && m_roundOrder->isChecked();
}

} // namespace gui
