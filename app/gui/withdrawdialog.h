// One dialog to withdraw a player: after which round (0: before the first) and why, for the
// decisions log.
#pragma once

#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace gui {

class WithdrawDialog : public QDialog
{
    Q_OBJECT

public:
    // `name` and `startNumber` of the player; `afterRound` proposed, up to `lastRound`.
    WithdrawDialog(const QString &name, int startNumber, int afterRound, int lastRound,
                   QWidget *parent = nullptr);

    int afterRound() const;
    QString why() const;

    QSpinBox *roundField() const { return m_round; }
    QLineEdit *whyField() const { return m_why; }

private:
    QSpinBox *m_round;
    QLineEdit *m_why;
};

} // namespace gui
