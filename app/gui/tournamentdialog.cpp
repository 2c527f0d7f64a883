#include "tournamentdialog.h"

#include "arbiter/variant.h"
#include "desktop.h"
#include "reports/settings.h"
#include "reports/tiebreak.h"
#include "reports/tiebreaknames.h"
#include "settingnames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <cassert>

namespace gui {

namespace {

QString fieldText(const std::optional<std::string> &value)
{
    return QString::fromStdString(value.value_or(""));
}

std::optional<std::string> optionalText(const QLineEdit *field)
{
    const QString value = field->text().trimmed();
    return value.isEmpty() ? std::nullopt : std::optional(value.toStdString());
}

// A stored date (ISO 8601, "2026-11-28") as the judge reads dates: 28.11.2026 in Russian.
QString shownDate(const std::optional<std::string> &stored)
{
    const QString iso = fieldText(stored);
    const QDate date = QDate::fromString(iso, Qt::ISODate);
    if (!date.isValid() || interfaceLanguage() != app::Language::Russian)
        return iso;
    return date.toString(QStringLiteral("dd.MM.yyyy"));
}

// A date as typed, 2026-11-28 or 28.11.2026 (either, in either language); invalid when neither.
QDate typedDate(const QString &text)
{
    const QDate iso = QDate::fromString(text, Qt::ISODate);
    if (iso.isValid())
        return iso;
    return QDate::fromString(text, QStringLiteral("d.M.yyyy"));
}

// The names shown, the codes stored as each item's data; a stored code the list does not know is
// kept as an item of its own, so saving does not change it.
void addItems(QComboBox *box, const std::vector<SettingNames::Choice> &choices,
              const std::string &current)
{
    for (const SettingNames::Choice &choice : choices)
        box->addItem(choice.name, choice.code);
    const QString stored = QString::fromStdString(current);
    if (box->findData(stored) < 0)
        box->addItem(stored, stored);
    box->setCurrentIndex(box->findData(stored));
}

std::string code(const QComboBox *box)
{
    return box->currentData().toString().toStdString();
}

// A setting's drop-down: the names shown, each value's code as its item's data.
template <class Setting>
void addSetting(QComboBox *box, const std::vector<SettingNames::Choice> &choices, Setting current)
{
    addItems(box, choices, std::string(reports::settingCode(current)));
}

// The setting chosen: every item of a setting's drop-down is one of its codes (SettingNames).
template <class Setting>
Setting settingOf(const QComboBox *box)
{
    const auto setting = reports::settingByCode<Setting>(code(box));
    assert(setting);
    return *setting;
}

// The rule sets of `variant` only (a Russian event is offered no Brazilian or International
// rules), `current` chosen when it is one of them, else the variant's own.
void fillRuleSets(QComboBox *box, arbiter::Variant variant, reports::RuleSetId current)
{
    box->clear();
    for (const SettingNames::Choice &choice : SettingNames::ruleSets()) {
        const auto ruleSet = reports::settingByCode<reports::RuleSetId>(choice.code.toStdString());
        if (ruleSet && reports::judgesGamesOf(*ruleSet, variant))
            box->addItem(choice.name, choice.code);
    }
    const reports::RuleSetId chosen = reports::judgesGamesOf(current, variant)
                                          ? current
                                          : reports::defaultRuleSet(variant).value_or(current);
    box->setCurrentIndex(box->findData(QString::fromUtf8(reports::settingCode(chosen))));
    box->setEnabled(box->count() > 1);
}

} // namespace

TournamentDialog::TournamentDialog(const db::Tournament &tournament, QWidget *parent)
    : QDialog(parent), m_original(tournament), m_name(new QLineEdit(this)),
      m_system(new QComboBox(this)), m_rounds(new QSpinBox(this)), m_scoring(new QComboBox(this)),
      m_ruleSet(new QComboBox(this)), m_tieBreaks(new QLineEdit(this)),
      m_tieBreakNames(new QLabel(this)), m_timeControl(new QLineEdit(this)),
      m_increment(new QCheckBox(tr("with an increment per move"), this)),
      m_microMatches(new QCheckBox(tr("micro-matches: two games on a drawn opening"), this)),
      m_standingsBy(new QComboBox(this)), m_unplayed(new QComboBox(this)),
      m_withdrawal(new QComboBox(this)), m_acceleration(new QComboBox(this)),
      m_initialColour(new QComboBox(this)), m_variant(new QComboBox(this)),
      m_venue(new QLineEdit(this)), m_startsOn(new QLineEdit(this)), m_endsOn(new QLineEdit(this)),
      m_chiefArbiter(new QLineEdit(this))
{
    setWindowTitle(tournament.id ? tr("Tournament settings") : tr("New tournament"));
    m_name->setText(QString::fromStdString(tournament.name));
    addSetting(m_system, SettingNames::systems(), tournament.system);
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("as the system gives"));
    m_rounds->setValue(tournament.roundsPlanned.value_or(0));
    addSetting(m_scoring, SettingNames::scorings(), tournament.scoring);
    fillRuleSets(m_ruleSet, tournament.variant, tournament.ruleSet);
    QStringList codes;
    for (const reports::TieBreak tieBreak : tournament.tiebreakOrder)
        codes << QString::fromUtf8(reports::info(tieBreak).code);
    m_tieBreaks->setText(codes.join(QStringLiteral(",")));
    m_tieBreaks->setPlaceholderText(tr("the system's preset, or e.g. WIN,SB,DE"));
    // The codes are FIDE's; what each means is said under the field as it is typed, and every
    // code the tool knows is in the field's tooltip.
    QStringList known;
    for (const reports::TieBreakInfo &entry : reports::tieBreakCatalogue())
        known << QString::fromUtf8(entry.code) + QStringLiteral(" — ") +
                     QString::fromStdString(reports::tieBreakName(entry.id, interfaceLanguage()));
    m_tieBreaks->setToolTip(known.join(QLatin1Char('\n')));
    m_tieBreakNames->setObjectName(QStringLiteral("tieBreakNames"));
    m_tieBreakNames->setWordWrap(true);
    const auto nameTieBreaks = [this] {
        const QString typed = m_tieBreaks->text().trimmed();
        if (typed.isEmpty()) {
            m_tieBreakNames->setText(tr("The system's preset."));
            return;
        }
        const auto parsed = reports::parseTieBreaks(typed.toStdString());
        m_tieBreakNames->setText(
            parsed ? QString::fromStdString(reports::tieBreakLegend(*parsed, interfaceLanguage()))
                   : tr("Not a list of tie-break codes."));
    };
    nameTieBreaks();
    connect(m_tieBreaks, &QLineEdit::textChanged, this, nameTieBreaks);
    m_timeControl->setText(fieldText(tournament.timeControl));
    m_timeControl->setPlaceholderText(tr("e.g. 60 min + 30 s"));
    m_increment->setChecked(tournament.hasIncrement);
    m_microMatches->setChecked(tournament.drawnOpenings);
    addSetting(m_standingsBy, SettingNames::standingsCounts(), tournament.standingsBy);
    addSetting(m_unplayed, SettingNames::unplayedRounds(), tournament.unplayedRounds);
    addSetting(m_withdrawal, SettingNames::withdrawalRules(), tournament.withdrawalRule);
    addSetting(m_acceleration, SettingNames::accelerations(), tournament.acceleration);
    addSetting(m_initialColour, SettingNames::initialColours(), tournament.initialColour);
    m_initialColour->setToolTip(
        tr("Swiss: the colour of the higher player with an odd pairing "
           "number when neither has a colour preference (FIDE C.04.3 E.5)"));
    // The game is chosen with the tournament: its games and its rule set are of that variant.
    addItems(m_variant, SettingNames::variants(),
             std::string(arbiter::rulesOf(tournament.variant).name));
    m_variant->setEnabled(tournament.id == 0);
    // Another variant brings its own rule sets; only Russian offers a choice (reports/settings.h).
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        const auto chosen = arbiter::variantNamed(code(m_variant));
        const auto ruleSet = reports::settingByCode<reports::RuleSetId>(code(m_ruleSet));
        if (chosen && ruleSet)
            fillRuleSets(m_ruleSet, *chosen, *ruleSet);
    });
    m_venue->setText(fieldText(tournament.venue));
    m_startsOn->setText(shownDate(tournament.startsOn));
    m_endsOn->setText(shownDate(tournament.endsOn));
    m_startsOn->setPlaceholderText(tr("YYYY-MM-DD"));
    m_endsOn->setPlaceholderText(tr("YYYY-MM-DD"));
    m_chiefArbiter->setText(fieldText(tournament.chiefArbiter));
    // What cannot change once play has begun is the arbiter's to know; the database keeps the
    // versions, so two chiefs editing at once are told.

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Draughts:"), m_variant);
    form->addRow(tr("&System:"), m_system);
    form->addRow(tr("&Rounds:"), m_rounds);
    form->addRow(tr("S&coring:"), m_scoring);
    form->addRow(tr("Rule set:"), m_ruleSet);
    form->addRow(tr("&Tie-breaks:"), m_tieBreaks);
    form->addRow(QString(), m_tieBreakNames);
    form->addRow(tr("Time control:"), m_timeControl);
    form->addRow(QString(), m_increment);
    form->addRow(QString(), m_microMatches);
    form->addRow(tr("Standings count:"), m_standingsBy);
    form->addRow(tr("Unplayed games:"), m_unplayed);
    form->addRow(tr("Withdrawn players' games:"), m_withdrawal);
    form->addRow(tr("Accelerated pairings:"), m_acceleration);
    form->addRow(tr("Initial colour:"), m_initialColour);
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
    t.system = settingOf<reports::PairingSystem>(m_system);
    t.roundsPlanned = m_rounds->value() > 0 ? std::optional(m_rounds->value()) : std::nullopt;
    t.scoring = settingOf<reports::Scoring>(m_scoring);
    t.ruleSet = settingOf<reports::RuleSetId>(m_ruleSet);
    t.tiebreakOrder.clear();
    if (const QString codes = m_tieBreaks->text().trimmed(); !codes.isEmpty()) {
        const auto parsed = reports::parseTieBreaks(codes.toStdString());
        if (!parsed) {
            problem = tr("'%1' is not a list of tie-breaks: give their codes separated by commas "
                         "(%2), or a preset (%3).")
                          .arg(codes, QString::fromStdString(reports::tieBreakCodes()),
                               QStringLiteral("russian-round-robin, russian-swiss"));
            return std::nullopt;
        }
        t.tiebreakOrder = *parsed;
    }
    t.timeControl = optionalText(m_timeControl);
    t.hasIncrement = m_increment->isChecked();
    t.drawnOpenings = m_microMatches->isChecked();
    t.standingsBy = settingOf<reports::MatchStandings>(m_standingsBy);
    t.unplayedRounds = settingOf<reports::UnplayedRounds>(m_unplayed);
    t.withdrawalRule = settingOf<reports::WithdrawalRule>(m_withdrawal);
    t.acceleration = settingOf<reports::Acceleration>(m_acceleration);
    t.initialColour = settingOf<reports::InitialColour>(m_initialColour);
    if (const auto variant = arbiter::variantNamed(code(m_variant)))
        t.variant = *variant; // every choice is a variant's name
    t.venue = optionalText(m_venue);
    t.chiefArbiter = optionalText(m_chiefArbiter);
    // Stored as ISO 8601 whichever way it was typed.
    std::optional<std::string> dates[2];
    for (int i = 0; i < 2; ++i) {
        const QString value = (i == 0 ? m_startsOn : m_endsOn)->text().trimmed();
        if (value.isEmpty())
            continue;
        const QDate date = typedDate(value);
        if (!date.isValid()) {
            problem = tr("'%1' is not a date (%2).").arg(value, tr("YYYY-MM-DD"));
            return std::nullopt;
        }
        dates[i] = date.toString(Qt::ISODate).toStdString();
    }
    t.startsOn = dates[0];
    t.endsOn = dates[1];
    return t;
}

} // namespace gui
