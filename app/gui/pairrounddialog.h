// The dialog before the next round is paired (RoundsTab::pairNextRound): the round it pairs, the
// players it will not pair (withdrawn before it), and — in a Swiss — the players who asked for a
// bye this round, with what such a bye scores (half a point or none: FIDE C.04.3, requested byes);
// before round 1 of a round robin whose order of rounds is not drawn yet, whether to draw it by
// lot. The choices are the same as `shashki pairings --bye NO,… --bye-points` and
// `--draw-round-order` (docs/commandline.md).
#pragma once

#ifndef Q_MOC_RUN
#include "app/tournament/tournamentevent.h"
#include "reports/pairingresult.h"
#endif

#include <QDialog>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;

namespace gui {

class PairRoundDialog : public QDialog
{
    Q_OBJECT

public:
    PairRoundDialog(const app::TournamentEvent &loaded, int round, QWidget *parent = nullptr);

    // "Pair round 2?"
    QString question() const;
    // The players not paired in the round, as listed: "Петров (No 3), withdrawn after round 1".
    QStringList absentees() const;
    // The start numbers checked as asking for a bye (a Swiss's; none elsewhere).
    std::vector<int> requestedByes() const;
    // Half a point (HalfBye, the default) or none (ZeroBye).
    reports::PairingResult byeResult() const;
    // Whether the order of the table's rounds is to be drawn by lot first.
    bool drawRoundOrder() const;

    // For tests and the keyboard: the list of players who may ask for a bye (checkable, each
    // item's data the start number), the bye's points, the round order's box (null when not
    // offered).
    QListWidget *byeList() const { return m_byes; }
    QComboBox *byePointsField() const { return m_byePoints; }
    QCheckBox *roundOrderBox() const { return m_roundOrder; }

private:
    QLabel *m_question;
    QLabel *m_absent;
    QStringList m_absentees;
    QListWidget *m_byes = nullptr;
    QComboBox *m_byePoints = nullptr;
    QCheckBox *m_roundOrder = nullptr;
};

} // namespace gui
