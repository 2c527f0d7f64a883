#include "playerspage.h"

#include "app/tournament/database.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/textdecoder.h"
#include "backgroundtask.h"
#include "desktop.h"
#include "listview.h"
#include "playerdialog.h"
#include "playersmodel.h"
#include "withdrawdialog.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace gui {

PlayersPage::PlayersPage(TournamentSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new PlayersModel(this)),
      m_view(new QTableView(this)), m_search(new QLineEdit(this)),
      m_edit(new QPushButton(tr("&Edit…"), this)),
      m_withdraw(new QPushButton(tr("&Withdraw…"), this)),
      m_takeBack(new QPushButton(tr("&Take back the withdrawal"), this)),
      m_delete(new QPushButton(tr("&Delete…"), this)), m_numbering(new QLabel(this)),
      m_sortNumbers(new QPushButton(tr("S&ort by rating"), this)),
      m_moveNumber(new QPushButton(tr("Move to n&umber…"), this)),
      m_drawNumbers(new QPushButton(tr("Draw numbers by &lot"), this))
{
    setObjectName(QStringLiteral("PlayersPage"));
    m_edit->setObjectName(QStringLiteral("editPlayer"));
    m_withdraw->setObjectName(QStringLiteral("withdrawPlayer"));
    m_takeBack->setObjectName(QStringLiteral("takeBackWithdrawal"));
    m_delete->setObjectName(QStringLiteral("deletePlayer"));
    m_numbering->setObjectName(QStringLiteral("numberingLabel"));
    m_numbering->setWordWrap(true);
    m_sortNumbers->setObjectName(QStringLiteral("sortStartNumbers"));
    m_moveNumber->setObjectName(QStringLiteral("moveStartNumber"));
    m_drawNumbers->setObjectName(QStringLiteral("drawStartNumbers"));
    m_confirm = [this](const QString &question) {
        return QMessageBox::question(this, tr("Players"), question,
                                     QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No) == QMessageBox::Yes;
    };
    m_run = [](QDialog &dialog) { return dialog.exec() == QDialog::Accepted; };
    m_chooseFile = [this] {
        return QFileDialog::getOpenFileName(this, tr("Import players"), QString(),
                                            tr("CSV files (*.csv *.txt);;All files (*)"));
    };

    m_add = new QPushButton(tr("&Add player…"), this);
    m_import = new QPushButton(tr("Import from CSV…"), this);
    m_add->setObjectName(QStringLiteral("addPlayer"));
    m_import->setObjectName(QStringLiteral("importPlayers"));
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_search->setPlaceholderText(tr("Search by name, club or region"));
    m_search->setClearButtonEnabled(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_import);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_withdraw);
    buttons->addWidget(m_takeBack);
    buttons->addWidget(m_delete);
    buttons->addStretch();
    auto *searchLabel = new QLabel(tr("&Search:"), this);
    searchLabel->setBuddy(m_search);
    buttons->addWidget(searchLabel);
    buttons->addWidget(m_search);

    showAsList(m_view, m_model, QStringLiteral("playersView"));
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setToolTip(tr("Double-click a player to edit; with a player selected, Print and PDF "
                          "give the player's card"));
    // The start numbers before round 1 (app/tournament/pairingnumbers.h).
    auto *numbering = new QHBoxLayout;
    numbering->addWidget(m_numbering, 1);
    numbering->addWidget(m_sortNumbers);
    numbering->addWidget(m_moveNumber);
    numbering->addWidget(m_drawNumbers);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addLayout(numbering);
    layout->addWidget(m_view);

    connect(m_add, &QPushButton::clicked, this, &PlayersPage::addPlayer);
    connect(m_import, &QPushButton::clicked, this, &PlayersPage::importPlayers);
    connect(m_edit, &QPushButton::clicked, this, &PlayersPage::editSelected);
    connect(m_withdraw, &QPushButton::clicked, this, &PlayersPage::withdrawSelected);
    connect(m_takeBack, &QPushButton::clicked, this, &PlayersPage::takeBackSelected);
    connect(m_delete, &QPushButton::clicked, this, &PlayersPage::deleteSelected);
    connect(m_sortNumbers, &QPushButton::clicked, this, &PlayersPage::sortStartNumbers);
    connect(m_moveNumber, &QPushButton::clicked, this, &PlayersPage::moveSelectedNumber);
    connect(m_drawNumbers, &QPushButton::clicked, this, &PlayersPage::drawStartNumbers);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid() && m_edit->isEnabled())
            editSelected();
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        const auto selected = selectedStartNumber();
        m_model->setFilter(text);
        if (selected)
            selectPlayer(*selected);
        updateButtons();
    });
    // A click makes the row current before it selects it: both changes update the buttons.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PlayersPage::updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PlayersPage::updateButtons);
    refresh();
}

void PlayersPage::setConfirmer(std::function<bool(const QString &)> confirmer)
{
    m_confirm = std::move(confirmer);
}

void PlayersPage::setDialogRunner(std::function<bool(QDialog &)> runner)
{
    m_run = std::move(runner);
}

void PlayersPage::setFileChooser(std::function<QString()> chooser)
{
    m_chooseFile = std::move(chooser);
}

std::optional<int> PlayersPage::selectedStartNumber() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !m_view->selectionModel()->isRowSelected(current.row(), {}))
        return std::nullopt;
    const auto entry = m_model->entryAt(current.row());
    return entry ? std::optional(entry->startNumber) : std::nullopt;
}

bool PlayersPage::selectPlayer(int startNumber)
{
    const int row = m_model->rowOf(startNumber);
    if (row < 0)
        return false;
    m_view->setCurrentIndex(m_model->index(row, 0));
    m_view->selectRow(row);
    return true;
}

void PlayersPage::refresh()
{
    const auto selected = selectedStartNumber();
    m_model->setEntries(m_session && m_session->isOpen() ? m_session->loaded().entries
                                                         : std::vector<db::Entry>{});
    if (selected)
        selectPlayer(*selected);
    updateButtons();
}

void PlayersPage::updateButtons()
{
    const auto selected = selectedStartNumber();
    const auto entry = selected ? m_model->entryAt(m_model->rowOf(*selected)) : std::nullopt;
    m_edit->setEnabled(entry.has_value());
    m_withdraw->setEnabled(entry && !entry->withdrawnAfterRound);
    m_takeBack->setEnabled(entry && entry->withdrawnAfterRound);
    m_delete->setEnabled(entry.has_value());
    // The numbers may change until round 1 is paired; a Swiss's are its pairing numbers.
    const bool open = m_session && m_session->isOpen();
    const bool fixed = open && !m_session->rounds().empty();
    const bool anyone = open && !m_session->loaded().entries.empty();
    const bool swiss =
        open && m_session->loaded().tournament.system == reports::PairingSystem::Swiss;
    m_numbering->setText(!open   ? QString()
                         : fixed ? tr("Start numbers are fixed: round 1 is paired.")
                         : swiss ? tr("Start numbers are the pairing numbers: by rating, then "
                                      "title, then name; a late entry goes in at his rank.")
                                 : tr("Start numbers are the places in the table: draw them by "
                                      "lot before round 1."));
    const QString whyFixed =
        fixed ? tr("Round 1 is paired: the start numbers are fixed") : QString();
    for (QPushButton *button : {m_sortNumbers, m_moveNumber, m_drawNumbers}) {
        button->setEnabled(anyone && !fixed);
        button->setToolTip(whyFixed);
    }
    m_moveNumber->setEnabled(anyone && !fixed && entry.has_value());
    m_import->setEnabled(!m_importing);
    // A judge's or a viewer's login enters and changes no player: off, the reason shown.
    if (const std::optional<QString> notChief = open ? m_session->notChief() : std::nullopt) {
        for (QPushButton *button : {m_add, m_import, m_edit, m_withdraw, m_takeBack, m_delete,
                                    m_sortNumbers, m_moveNumber, m_drawNumbers}) {
            button->setEnabled(false);
            button->setToolTip(*notChief);
        }
    }
}

void PlayersPage::addPlayer()
{
    if (!m_session || !m_session->isOpen())
        return;
    PlayerDialog dialog(std::nullopt, this);
    if (!m_run(dialog))
        return;
    const app::PlayerText typed = dialog.typed();
    std::optional<app::EnteredPlayer> sameAs;
    if (m_session->addPlayer(typed, false, &sameAs) || !sameAs)
        return;
    if (m_confirm(TournamentSession::enteredAlready(*sameAs) + QLatin1Char(' ') +
                  tr("Enter another player with the same name?")))
        m_session->addPlayer(typed, true);
}

void PlayersPage::importPlayers()
{
    if (!m_session || !m_session->isOpen() || m_importing)
        return;
    const QString name = m_chooseFile();
    if (name.isEmpty())
        return;
    m_importing = true;
    updateButtons();
    // The file read, checked and entered on a thread and a connection of the task's own; the
    // session reloads when it is done.
    BackgroundTask::start(
        this, tr("Importing %1").arg(QFileInfo(name).fileName()),
        [name, conninfo = m_session->conninfo(), tournamentId = m_session->loaded().tournament.id](
            BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            QFile file(name);
            if (!file.open(QIODevice::ReadOnly))
                return tr("%1 cannot be read").arg(name);
            // UTF-8, Windows-1251 or UTF-16; otherwise the place where the file is not text.
            const QByteArray bytes = file.readAll();
            const auto text = app::TextDecoder(name.toStdString())
                                  .decode(std::string_view(bytes.constData(),
                                                           static_cast<std::size_t>(bytes.size())));
            if (!text)
                return QString::fromStdString(app::describe(text.error(), interfaceLanguage()));
            auto sql = app::openSession(conninfo);
            if (!sql)
                return QString::fromStdString(app::describe(sql.error(), interfaceLanguage()));
            QString problem;
            const int entered = TournamentSession::importPlayersCsv(
                *sql.value(), tournamentId, text->text,
                [&control](int done, int total, const QString &what) {
                    control.progress(done, total, what);
                    return !control.cancelled();
                },
                problem);
            if (entered < 0)
                return tr("%1:\n%2").arg(name, problem);
            return {tr("%1 players entered").arg(entered), true};
        },
        [this](const BackgroundTask::Outcome &outcome, bool) {
            m_importing = false;
            m_session->reload();
            if (outcome.succeeded)
                emit notice(outcome.summary);
            else
                emit m_session->failed(outcome.summary);
            updateButtons();
            emit importFinished(outcome.succeeded);
        });
}

std::optional<db::Entry> PlayersPage::selectedEntry() const
{
    const auto selected = selectedStartNumber();
    if (!m_session || !m_session->isOpen() || !selected)
        return std::nullopt;
    return m_model->entryAt(m_model->rowOf(*selected));
}

void PlayersPage::editSelected()
{
    const auto entry = selectedEntry();
    if (!entry)
        return;
    PlayerDialog dialog(entry, this);
    if (m_run(dialog))
        m_session->editPlayer(entry->startNumber, dialog.typed());
}

void PlayersPage::withdrawSelected()
{
    const auto entry = selectedEntry();
    if (!entry)
        return;
    const std::vector<int> rounds = m_session->rounds();
    const int last = rounds.empty() ? 0 : rounds.back();
    WithdrawDialog dialog(QString::fromStdString(entry->playerName), entry->startNumber, last, last,
                          this);
    if (m_run(dialog))
        m_session->withdraw(entry->startNumber, dialog.afterRound(), dialog.why());
}

void PlayersPage::takeBackSelected()
{
    const auto entry = selectedEntry();
    if (!entry)
        return;
    if (m_confirm(tr("Take back the withdrawal of %1 (No %2)?")
                      .arg(QString::fromStdString(entry->playerName))
                      .arg(entry->startNumber)))
        m_session->takeBackWithdrawal(entry->startNumber, QString());
}

void PlayersPage::sortStartNumbers()
{
    if (m_confirm(tr("Give every player the start number of his place in the initial ranking "
                     "(rating, then title, then name)?")) &&
        m_session->sortStartNumbers())
        emit notice(tr("Start numbers given by the initial ranking"));
}

void PlayersPage::moveSelectedNumber()
{
    const auto entry = selectedEntry();
    if (!entry)
        return;
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("moveNumberDialog"));
    dialog.setWindowTitle(tr("Move to number"));
    dialog.setLabelText(tr("New start number of %1 (No %2); the players in between move by one:")
                            .arg(QString::fromStdString(entry->playerName))
                            .arg(entry->startNumber));
    dialog.setInputMode(QInputDialog::IntInput);
    dialog.setIntRange(1, static_cast<int>(m_session->loaded().entries.size()));
    dialog.setIntValue(entry->startNumber);
    if (!m_run(dialog) || dialog.intValue() == entry->startNumber)
        return;
    const int to = dialog.intValue();
    if (m_session->moveStartNumber(entry->startNumber, to)) {
        selectPlayer(to);
        emit notice(tr("%1 now has start number %2")
                        .arg(QString::fromStdString(entry->playerName))
                        .arg(to));
    }
}

void PlayersPage::drawStartNumbers()
{
    if (m_confirm(tr("Draw every player's start number by lot? The numbers drawn are logged.")) &&
        m_session->drawStartNumbers())
        emit notice(tr("Start numbers drawn by lot"));
}

void PlayersPage::deleteSelected()
{
    const auto entry = selectedEntry();
    if (!entry)
        return;
    if (m_confirm(tr("Delete %1 (No %2)? This cannot be undone.")
                      .arg(QString::fromStdString(entry->playerName))
                      .arg(entry->startNumber)))
        m_session->deletePlayer(entry->startNumber, QString());
}

} // namespace gui
