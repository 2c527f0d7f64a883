#include "claimdialog.h"

#include "app/tournament/messagecatalogue.h"
#include "arbiter/audit.h"
#include "arbiter/claim.h"
#include "arbiter/notation.h"
#include "desktop.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

ClaimDialog::ClaimDialog(const GameSheet *sheet, QWidget *parent)
    : QDialog(parent), m_sheet(sheet),
      m_afterMove(new QRadioButton(tr("After the opponent's &move"), this)),
      m_writtenMove(new QRadioButton(tr("With a &written move, not played"), this)),
      m_rule(new QComboBox(this)), m_ply(new QSpinBox(this)), m_written(new QLineEdit(this)),
      m_verdictLabel(new QLabel(this)), m_details(new QLabel(this)),
      m_occurrences(new QListWidget(this)),
      m_record(new QPushButton(tr("&Record the ruling"), this))
{
    setWindowTitle(tr("Draw claim"));
    m_afterMove->setChecked(true);
    // The draw rules of the sheet's variant: docs/rules.md §10 for Russian draughts, the FMJD's
    // (arbiter/fmjddrawtracker.h) for Brazilian and International draughts, the federations'
    // (arbiter/checkersdrawtracker.h) for English, Italian and Pool; the same as
    // arbiter::claimRules, each with its words.
    using Rule = arbiter::DrawRule;
    using Rules = std::vector<std::pair<Rule, QString>>;
    const Rules russianRules = {
        {Rule::Threefold, tr("threefold repetition")},
        {Rule::ThreeKings, tr("three kings against one (15 moves)")},
        {Rule::KingsOnly, tr("kings only (15 moves each)")},
        {Rule::Balance, tr("equal material with kings (30/60 moves)")},
        {Rule::MainRoad, tr("lone king on the main road (5 moves)")},
        {Rule::SmallEnding, tr("small ending (5 moves)")},
    };
    const Rules fmjdRules = {
        {Rule::Threefold, tr("threefold repetition")},
        {Rule::KingsOnly, tr("kings only (25 moves each)")},
        {Rule::ThreePieces, tr("three pieces against a lone king (16 moves each)")},
        {Rule::LongDiagonal, tr("lone king on the long diagonal (5 moves each)")},
        {Rule::TwoPieces, tr("two pieces or fewer against a lone king (5 moves each)")},
    };
    const Rules checkersRules = {
        {Rule::Threefold, tr("threefold repetition")},
        {Rule::Fourfold, tr("fourfold repetition")},
        {Rule::FortyMoves, tr("40 moves each without a man's move or a capture")},
    };
    const arbiter::Variant variant = sheet->variant();
    const Rules &rules =
        arbiter::playedByRussianCore(variant) ? russianRules
        : variant == arbiter::Variant::Brazilian || variant == arbiter::Variant::International
            ? fmjdRules
            : checkersRules;
    const std::vector<Rule> &ofVariant = arbiter::claimRules(variant);
    for (const auto &[rule, label] : rules)
        if (std::ranges::find(ofVariant, rule) != ofVariant.end())
            m_rule->addItem(label, QString::fromLatin1(arbiter::drawRuleId(rule)));
    m_ply->setRange(0, sheet->plyCount());
    m_ply->setValue(sheet->currentPly());
    m_written->setPlaceholderText(arbiter::readByNumbers(variant)
                                      ? tr("the move written on the sheet, e.g. 32-28")
                                      : tr("the move written on the sheet, e.g. c3-d4"));
    m_verdictLabel->setObjectName(QStringLiteral("verdict"));
    m_verdictLabel->setWordWrap(true);
    QFont bold = m_verdictLabel->font();
    bold.setBold(true);
    m_verdictLabel->setFont(bold);
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setWordWrap(true);
    m_record->setEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(m_afterMove);
    form->addRow(m_writtenMove);
    form->addRow(tr("Rule:"), m_rule);
    form->addRow(tr("Position after ply:"), m_ply);
    form->addRow(tr("Written move:"), m_written);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *decideButton = buttons->addButton(tr("&Decide"), QDialogButtonBox::ActionRole);
    decideButton->setObjectName(QStringLiteral("decide"));
    decideButton->setDefault(true);
    buttons->addButton(m_record, QDialogButtonBox::ActionRole);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_verdictLabel);
    layout->addWidget(m_details);
    layout->addWidget(new QLabel(tr("Earlier occurrences (click to show the position):"), this));
    layout->addWidget(m_occurrences);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(decideButton, &QPushButton::clicked, this, [this] { decide(); });
    connect(m_record, &QPushButton::clicked, this, [this] {
        if (m_verdict) {
            emit rulingRecorded(*m_verdict);
            accept();
        }
    });
    connect(m_afterMove, &QRadioButton::toggled, this, &ClaimDialog::updateFields);
    connect(m_occurrences, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { emit plyChosen(item->data(Qt::UserRole).toInt()); });
    updateFields();
}

void ClaimDialog::setProcedure(Procedure procedure)
{
    (procedure == Procedure::AfterMove ? m_afterMove : m_writtenMove)->setChecked(true);
}

void ClaimDialog::setRule(const QString &rule)
{
    m_rule->setCurrentIndex(std::max(0, m_rule->findData(rule)));
}

void ClaimDialog::setPly(int ply)
{
    m_ply->setValue(ply);
}

void ClaimDialog::setWrittenMove(const QString &move)
{
    m_written->setText(move);
}

void ClaimDialog::updateFields()
{
    m_written->setEnabled(m_writtenMove->isChecked());
}

std::optional<arbiter::ClaimVerdict> ClaimDialog::decide()
{
    m_verdict.reset();
    m_occurrences->clear();
    m_details->clear();
    m_record->setEnabled(false);

    arbiter::ClaimRequest request;
    request.ply = m_ply->value();
    // The items' data are drawRuleId()s (above), so every one is a rule.
    if (const auto rule = arbiter::drawRuleOfId(m_rule->currentData().toString().toStdString()))
        request.rule = *rule;
    if (m_writtenMove->isChecked()) {
        request.writtenMove = m_written->text().trimmed().toStdString();
        // A written move the rules core refuses: its reason in the judge's language (the
        // checker's own answer is the core's English).
        if (const auto why = m_sheet->refusal(*request.writtenMove, *request.ply)) {
            m_verdictLabel->setText(tr("The written move %1 cannot be played: %2")
                                        .arg(m_written->text().trimmed(), *why));
            m_verdictLabel->setStyleSheet(QStringLiteral("color: #b00020"));
            return std::nullopt;
        }
    }
    const arbiter::Auditor auditor(m_sheet->rules(), m_sheet->database(),
                                   arbiter::Auditor::Options{.recordHistory = false,
                                                             .variant = m_sheet->variant(),
                                                             .onlyOwnVariant = false});
    const arbiter::ClaimChecker checker(auditor);
    const auto checked = checker.check(m_sheet->pdnGame(), request);
    if (!checked) {
        m_verdictLabel->setText(
            tr("The claim cannot be examined: %1")
                .arg(QString::fromStdString(app::describe(checked.error(), interfaceLanguage()))));
        m_verdictLabel->setStyleSheet(QStringLiteral("color: #b00020"));
        return std::nullopt;
    }
    const arbiter::ClaimVerdict &verdict = *checked;
    // The verdict once, in bold; then its facts without the verdict word (the catalogue's).
    const bool undecided = verdict.detail.id == arbiter::RuleMessageId::AutomaticUndecided;
    m_verdictLabel->setText(verdict.valid ? tr("Valid: the game is drawn.")
                            : undecided   ? tr("Undecided: the game goes on for now.")
                                          : tr("Not valid: the game goes on."));
    m_verdictLabel->setStyleSheet(verdict.valid ? QStringLiteral("color: #1b5e20")
                                                : QStringLiteral("color: #b00020"));
    QString reason =
        QString::fromStdString(app::describeClaimReason(verdict.detail, interfaceLanguage()));
    if (!reason.isEmpty())
        reason[0] = reason[0].toUpper();
    // The facts say the counts, the endgame database's answer and whether a written move stands.
    m_details->setText(reason);
    for (int ply : verdict.occurrences) {
        const QString text = ply == 0 ? tr("the start position")
                             : ply <= m_sheet->plyCount()
                                 ? tr("after ply %1 (%2)").arg(ply).arg(m_sheet->moveText(ply))
                                 : tr("after the written move (ply %1)").arg(ply);
        auto *item = new QListWidgetItem(text, m_occurrences);
        item->setData(Qt::UserRole, ply);
    }
    m_verdict = verdict;
    m_record->setEnabled(true);
    return m_verdict;
}

} // namespace gui
