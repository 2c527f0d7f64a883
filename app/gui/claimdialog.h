// The draw claim at the table (docs/rules.md §13, procedure of §1.9.2): after the opponent's move,
// or with a written move not yet played, for threefold repetition or an automatic rule. The rules
// core decides (arbiter::ClaimChecker); the dialog shows the verdict and its evidence — the earlier
// occurrences as plies to click, the window and count, the endgame database's answer — and hands
// the ruling on to be recorded.
#pragma once

#include "gamesheet.h"

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "arbiter/claim.h"
#endif

#include <QDialog>
#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace gui {

class ClaimDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ClaimDialog(const GameSheet *sheet, QWidget *parent = nullptr);

    enum class Procedure
    {
        AfterMove,   // the position after the opponent's move
        WrittenMove, // a move written on the sheet, not played
    };
    void setProcedure(Procedure procedure);
    void setRule(const QString &rule); // threefold, three-kings, kings-only, balance, …
    void setPly(int ply);
    void setWrittenMove(const QString &move);

    // Decides the claim as the fields say; nullopt (and the reason shown) when it cannot be
    // examined.
    std::optional<arbiter::ClaimVerdict> decide();
    const std::optional<arbiter::ClaimVerdict> &verdict() const { return m_verdict; }

    QLabel *verdictLabel() const { return m_verdictLabel; }
    // The verdict's facts, one a line, under the verdict.
    QLabel *detailsLabel() const { return m_details; }
    QListWidget *occurrences() const { return m_occurrences; }
    QPushButton *recordButton() const { return m_record; }

signals:
    // An earlier occurrence clicked: show the position after that ply.
    void plyChosen(int ply);
    // The arbiter records the ruling (the decisions log).
    void rulingRecorded(const arbiter::ClaimVerdict &verdict);

private:
    void updateFields();

    const GameSheet *m_sheet;
    QRadioButton *m_afterMove;
    QRadioButton *m_writtenMove;
    QComboBox *m_rule;
    QSpinBox *m_ply;
    QLineEdit *m_written;
    QLabel *m_verdictLabel;
    QLabel *m_details;
    QListWidget *m_occurrences;
    QPushButton *m_record;
    std::optional<arbiter::ClaimVerdict> m_verdict;
};

} // namespace gui
