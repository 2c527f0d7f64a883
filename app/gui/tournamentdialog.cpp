#include "tournamentdialog.h"

#include "reports/tiebreak.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>

namespace gui {

namespace {

QString text(const std::optional<std::string> &value)
{
    return QString::fromStdString(value.value_or(""));
}

std::optional<std::string> optionalText(const QLineEdit *field)
{
    const QString value = field->text().trimmed();
    return value.isEmpty() ? std::nullopt : std::optional(value.toStdString());
}

void addItems(QComboBox *box, const QStringList &values, const std::string &current)
{
    box->addItems(values);
    box->setCurrentText(QString::fromStdString(current));
}

} // namespace

TournamentDialog::TournamentDialog(const db::Tournament &tournament, QWidget *parent)
    : QDialog(parent), m_original(tournament), m_name(new QLineEdit(this)),
      m_system(new QComboBox(this)), m_rounds(new QSpinBox(this)), m_scoring(new QComboBox(this)),
      m_ruleSet(new QComboBox(this)), m_tieBreaks(new QLineEdit(this)),
      m_timeControl(new QLineEdit(this)),
      m_increment(new QCheckBox(tr("with an increment per move"), this)),
      m_microMatches(new QCheckBox(tr("micro-matches: two games on a drawn opening"), this)),
      m_standingsBy(new QComboBox(this)), m_unplayed(new QComboBox(this)),
      m_withdrawal(new QComboBox(this)), m_acceleration(new QComboBox(this)),
      m_venue(new QLineEdit(this)), m_startsOn(new QLineEdit(this)), m_endsOn(new QLineEdit(this)),
      m_chiefArbiter(new QLineEdit(this))
{
    setWindowTitle(tournament.id ? tr("Tournament settings") : tr("New tournament"));
    m_name->setText(QString::fromStdString(tournament.name));
    addItems(m_system, {"round-robin", "double-round-robin", "swiss", "match"}, tournament.system);
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("as the system gives"));
    m_rounds->setValue(tournament.roundsPlanned.value_or(0));
    addItems(m_scoring, {"1-0.5-0", "2-1-0"}, tournament.scoring);
    addItems(m_ruleSet, {"russian-fmjd64", "russian-2010"}, tournament.ruleSet);
    QStringList codes;
    for (const std::string &code : tournament.tiebreakOrder)
        codes << QString::fromStdString(code);
    m_tieBreaks->setText(codes.join(QStringLiteral(",")));
    m_tieBreaks->setPlaceholderText(tr("the system's preset, or e.g. WIN,SB,DE"));
    m_timeControl->setText(text(tournament.timeControl));
    m_timeControl->setPlaceholderText(tr("e.g. 60 min + 30 s"));
    m_increment->setChecked(tournament.hasIncrement);
    m_microMatches->setChecked(tournament.drawnOpenings);
    addItems(m_standingsBy, {"game-points", "match-points"}, tournament.standingsBy);
    addItems(m_unplayed, {"fide-2024", "played-only", "fide-2009"}, tournament.unplayedRounds);
    addItems(m_withdrawal, {"fide", "russian"}, tournament.withdrawalRule);
    addItems(m_acceleration, {"none", "baku"}, tournament.acceleration);
    m_venue->setText(text(tournament.venue));
    m_startsOn->setText(text(tournament.startsOn));
    m_endsOn->setText(text(tournament.endsOn));
    m_startsOn->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_endsOn->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_chiefArbiter->setText(text(tournament.chiefArbiter));
    // What cannot change once play has begun is the arbiter's to know; the database keeps the
    // versions, so two chiefs editing at once are told.

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&System:"), m_system);
    form->addRow(tr("&Rounds:"), m_rounds);
    form->addRow(tr("S&coring:"), m_scoring);
    form->addRow(tr("Rule set:"), m_ruleSet);
    form->addRow(tr("&Tie-breaks:"), m_tieBreaks);
    form->addRow(tr("Time control:"), m_timeControl);
    form->addRow(QString(), m_increment);
    form->addRow(QString(), m_microMatches);
    form->addRow(tr("Standings count:"), m_standingsBy);
    form->addRow(tr("Unplayed games:"), m_unplayed);
    form->addRow(tr("Withdrawn players' games:"), m_withdrawal);
    form->addRow(tr("Accelerated pairings:"), m_acceleration);
    form->addRow(tr("Venue:"), m_venue);
    form->addRow(tr("Starts:"), m_startsOn);
    form->addRow(tr("Ends:"), m_endsOn);
    form->addRow(tr("Chief arbiter:"), m_chiefArbiter);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString problem;
        if (this->tournament(problem))
            accept();
        else
            QMessageBox::warning(this, windowTitle(), problem);
    });
}

std::optional<db::Tournament> TournamentDialog::tournament(QString &problem) const
{
    db::Tournament t = m_original;
    t.name = m_name->text().trimmed().toStdString();
    if (t.name.empty()) {
        problem = tr("A tournament needs a name.");
        return std::nullopt;
    }
    t.system = m_system->currentText().toStdString();
    t.roundsPlanned = m_rounds->value() > 0 ? std::optional(m_rounds->value()) : std::nullopt;
    t.scoring = m_scoring->currentText().toStdString();
    t.ruleSet = m_ruleSet->currentText().toStdString();
    t.tiebreakOrder.clear();
    if (const QString codes = m_tieBreaks->text().trimmed(); !codes.isEmpty()) {
        const auto parsed = reports::parseTieBreaks(codes.toStdString());
        if (!parsed) {
            problem = QString::fromStdString(parsed.error());
            return std::nullopt;
        }
        for (reports::TieBreak tieBreak : *parsed)
            t.tiebreakOrder.emplace_back(reports::info(tieBreak).code);
    }
    t.timeControl = optionalText(m_timeControl);
    t.hasIncrement = m_increment->isChecked();
    t.drawnOpenings = m_microMatches->isChecked();
    t.standingsBy = m_standingsBy->currentText().toStdString();
    t.unplayedRounds = m_unplayed->currentText().toStdString();
    t.withdrawalRule = m_withdrawal->currentText().toStdString();
    t.acceleration = m_acceleration->currentText().toStdString();
    t.venue = optionalText(m_venue);
    t.chiefArbiter = optionalText(m_chiefArbiter);
    for (QLineEdit *date : {m_startsOn, m_endsOn}) {
        const QString value = date->text().trimmed();
        if (!value.isEmpty() && !QDate::fromString(value, Qt::ISODate).isValid()) {
            problem = tr("'%1' is not a date (YYYY-MM-DD).").arg(value);
            return std::nullopt;
        }
    }
    t.startsOn = optionalText(m_startsOn);
    t.endsOn = optionalText(m_endsOn);
    return t;
}

} // namespace gui
