#include "playerdialog.h"

#include "app/tournament/messagecatalogue.h"
#include "desktop.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gui {

namespace {

QLineEdit *field(const std::optional<std::string> &value, const QString &name, QWidget *parent)
{
    auto *edit = new QLineEdit(value ? QString::fromStdString(*value) : QString(), parent);
    edit->setObjectName(name);
    return edit;
}

std::optional<std::string> numberText(const std::optional<int> &value)
{
    return value ? std::optional(std::to_string(*value)) : std::nullopt;
}

} // namespace

PlayerDialog::PlayerDialog(const std::optional<db::Entry> &entry, QWidget *parent)
    : QDialog(parent), m_name(field(entry ? std::optional(entry->playerName) : std::nullopt,
                                    QStringLiteral("nameField"), this)),
      m_title(field(entry ? entry->title : std::nullopt, QStringLiteral("titleField"), this)),
      m_club(field(entry ? entry->club : std::nullopt, QStringLiteral("clubField"), this)),
      m_birthYear(field(entry ? numberText(entry->birthYear) : std::nullopt,
                        QStringLiteral("birthYearField"), this)),
      m_region(field(entry ? entry->region : std::nullopt, QStringLiteral("regionField"), this)),
      m_rating(field(entry ? numberText(entry->rating) : std::nullopt,
                     QStringLiteral("ratingField"), this)),
      m_problems(new QLabel(this))
{
    setObjectName(QStringLiteral("PlayerDialog"));
    setWindowTitle(entry ? tr("Edit player No %1").arg(entry->startNumber) : tr("Add player"));
    m_title->setPlaceholderText(tr("GMI, МС, КМС …"));
    m_region->setPlaceholderText(tr("region or federation"));
    // Room for a long entry (surname, name and patronymic; a club or region of several words):
    // the name field as wide as 50 characters, the others growing with it.
    m_name->setMinimumWidth(m_name->fontMetrics().horizontalAdvance(QString(50, QLatin1Char('x'))));
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Club:"), m_club);
    form->addRow(tr("&Birth year:"), m_birthYear);
    form->addRow(tr("Re&gion/federation:"), m_region);
    form->addRow(tr("&Rating:"), m_rating);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problems->setWordWrap(true);
    m_problems->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PlayerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PlayerDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);
}

app::PlayerText PlayerDialog::typed() const
{
    app::PlayerText typed;
    typed.name = m_name->text().toStdString();
    typed.title = m_title->text().toStdString();
    typed.club = m_club->text().toStdString();
    typed.birthYear = m_birthYear->text().trimmed().toStdString();
    typed.region = m_region->text().toStdString();
    typed.rating = m_rating->text().trimmed().toStdString();
    return typed;
}

QString PlayerDialog::problems() const
{
    const auto checked = app::PlayerValidator().validate(typed());
    if (checked)
        return {};
    QStringList lines;
    for (const app::PlayerFieldProblem &problem : checked.error())
        lines << QString::fromStdString(app::describe(problem, interfaceLanguage()));
    return lines.join(QLatin1Char('\n'));
}

void PlayerDialog::accept()
{
    const QString wrong = problems();
    if (!wrong.isEmpty()) {
        m_problems->setText(wrong);
        m_problems->show();
        return;
    }
    QDialog::accept();
}

} // namespace gui
