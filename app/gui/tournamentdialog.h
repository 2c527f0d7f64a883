// A tournament's settings: system, rounds, scoring, rule set, tie-break order, time control with
// or without increment, micro-matches on drawn openings, dates and chief arbiter. For a new
// tournament and for the one open (saved over the version read).
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/tournamentsettings.h"
#endif

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gui {

class TournamentDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TournamentDialog(const db::Tournament &tournament, QWidget *parent = nullptr);

    // The tournament as the fields say; `problem` set (and nullopt) when a field is wrong.
    std::optional<db::Tournament> tournament(QString &problem) const;

private:
    db::Tournament m_original;
    QLineEdit *m_name;
    QComboBox *m_system;
    QSpinBox *m_rounds;
    QComboBox *m_scoring;
    QComboBox *m_ruleSet;
    QLineEdit *m_tieBreaks;
    QLabel *m_tieBreakNames; // the codes typed, in words
    QLineEdit *m_timeControl;
    QCheckBox *m_increment;
    QCheckBox *m_microMatches;
    QComboBox *m_standingsBy;
    QComboBox *m_unplayed;
    QComboBox *m_withdrawal;
    QComboBox *m_acceleration;
    QComboBox *m_initialColour;
    QComboBox *m_variant;
    QLineEdit *m_venue;
    QLineEdit *m_startsOn;
    QLineEdit *m_endsOn;
    QLineEdit *m_chiefArbiter;
};

} // namespace gui
