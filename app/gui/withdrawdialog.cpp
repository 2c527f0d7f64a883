#include "withdrawdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

WithdrawDialog::WithdrawDialog(const QString &name, int startNumber, int afterRound, int lastRound,
                               QWidget *parent)
    : QDialog(parent), m_round(new QSpinBox(this)), m_why(new QLineEdit(this))
{
    setObjectName(QStringLiteral("WithdrawDialog"));
    setWindowTitle(tr("Withdraw %1 (No %2)").arg(name).arg(startNumber));
    m_round->setObjectName(QStringLiteral("roundField"));
    m_round->setRange(0, std::max(lastRound, afterRound));
    m_round->setValue(afterRound);
    m_round->setSpecialValueText(tr("before round 1"));
    m_why->setObjectName(QStringLiteral("whyField"));
    m_why->setPlaceholderText(tr("for the decisions log"));
    // The body names the player too (a title bar may cut a long name), and the dialog is wide
    // enough for the whole title.
    auto *who = new QLabel(
        tr("%1 (No %2) withdraws from the tournament.").arg(name).arg(startNumber), this);
    who->setObjectName(QStringLiteral("whoLabel"));
    who->setWordWrap(true);
    setMinimumWidth(std::max(360, fontMetrics().horizontalAdvance(windowTitle()) + 120));
    auto *form = new QFormLayout;
    form->addRow(tr("&After round:"), m_round);
    form->addRow(tr("&Why:"), m_why);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Withdraw"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(who);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

int WithdrawDialog::afterRound() const
{
    return m_round->value();
}

QString WithdrawDialog::why() const
{
    return m_why->text().trimmed();
}

} // namespace gui
