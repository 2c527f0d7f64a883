#include "exchangedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <algorithm>
#include <utility>

namespace gui {

namespace {

QString seatText(const app::BoardSide &side)
{
    return QStringLiteral("%1 %2").arg(side.startNumber).arg(QString::fromStdString(side.name));
}

} // namespace

ExchangeDialog::ExchangeDialog(const app::RoundBoard &board,
                               const std::vector<app::RoundBoard> &boards, QWidget *parent)
    : QDialog(parent), m_seat(new QComboBox(this)), m_other(new QComboBox(this)),
      m_why(new QLineEdit(this))
{
    setWindowTitle(tr("Exchange players of board %1").arg(board.pairing.board));
    m_seat->setObjectName(QStringLiteral("exchangeSeat"));
    m_other->setObjectName(QStringLiteral("exchangeOther"));
    m_why->setObjectName(QStringLiteral("exchangeWhy"));
    m_seat->addItem(seatText(board.white), board.white.startNumber);
    if (board.black)
        m_seat->addItem(seatText(*board.black), board.black->startNumber);

    std::vector<std::pair<int, QString>> others;
    for (const app::RoundBoard &b : boards) {
        if (b.pairing.board == board.pairing.board)
            continue;
        others.emplace_back(b.white.startNumber, seatText(b.white));
        if (b.black)
            others.emplace_back(b.black->startNumber, seatText(*b.black));
    }
    std::sort(others.begin(), others.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[number, text] : others)
        m_other->addItem(text, number);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("E&xchange"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_other->count() > 0);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Player of board %1:").arg(board.pairing.board), m_seat);
    form->addRow(tr("Exchanges seats &with:"), m_other);
    form->addRow(tr("W&hy (for the decisions log):"), m_why);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

ExchangeChoice ExchangeDialog::choice() const
{
    return {m_seat->currentData().toInt(), m_other->currentData().toInt(), m_why->text()};
}

} // namespace gui
