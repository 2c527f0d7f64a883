// Exchange, one dialog for the selected board: which of its two players, the other player
// chosen from the round's players (start number and name), and why (for the decisions log).
#pragma once

#ifndef Q_MOC_RUN
#include "app/tournament/roundboards.h"
#endif

#include <QDialog>
#include <QString>
#include <vector>

class QComboBox;
class QLineEdit;

namespace gui {

// Start numbers of the two players who change seats.
struct ExchangeChoice
{
    int first = 0;
    int second = 0;
    QString why;
};

class ExchangeDialog : public QDialog
{
    Q_OBJECT

public:
    // `board` is the selected one of the round's `boards`.
    ExchangeDialog(const app::RoundBoard &board, const std::vector<app::RoundBoard> &boards,
                   QWidget *parent = nullptr);

    // "3 Андреев" for the board's White and Black (a bye has White only).
    QComboBox *seatBox() const { return m_seat; }
    // The other players of the round, by start number: "7 Петров".
    QComboBox *otherBox() const { return m_other; }
    QLineEdit *whyField() const { return m_why; }

    ExchangeChoice choice() const;

private:
    QComboBox *m_seat;
    QComboBox *m_other;
    QLineEdit *m_why;
};

} // namespace gui
