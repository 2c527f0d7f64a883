#include "mainwindow.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/decodedinput.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/sheetplayers.h"
#include "app/tournament/textdecoder.h"
#include "arbiter/audit.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/pdnreader.h"
#include "backgroundtask.h"
#include "changenotices.h"
#include "claimdialog.h"
#include "decisionspage.h"
#include "desktop.h"
#include "gamesheetview.h"
#include "gamestab.h"
#include "pairingsmodel.h"
#include "playerspage.h"
#include "reports/gameprint.h"
#include "reports/printedtable.h"
#include "reporttablemodel.h"
#include "roundstab.h"
#include "settingnames.h"
#include "standingspage.h"
#include "statusmessagetimer.h"
#include "tournamentdialog.h"
#include "undohistory.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <thread>
#include <variant>

namespace gui {

namespace {

// A game file opened for a worker: decoded as it is read (UTF-8, Windows-1251 or UTF-16; its
// tellg() a place in the file, for the progress), with its size.
struct GameFile
{
    std::unique_ptr<app::DecodedInput> input;
    double size = 0;
};

// The file, or why not in the judge's language.
std::variant<GameFile, QString> openGameFile(const QString &fileName)
{
    auto file =
        std::make_unique<std::ifstream>(fileName.toStdString(), std::ios::binary | std::ios::ate);
    if (!*file)
        return MainWindow::tr("%1 cannot be read").arg(fileName);
    const auto size = static_cast<double>(file->tellg());
    file->seekg(0);
    auto opened = app::DecodedInput::open(std::move(file), fileName.toStdString());
    if (!opened)
        return QString::fromStdString(app::describe(opened.error(), interfaceLanguage()));
    return GameFile{std::move(opened.value()), size};
}

QTableView *tableView(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<TournamentSession> session,
                       const arbiter::EndgameDatabase *endgames, QWidget *parent)
    : QMainWindow(parent), m_session(std::move(session)), m_endgames(endgames),
      m_sheet(new GameSheet(arbiter::RuleSet::fmjd64(), endgames, this)),
      m_sheetView(new GameSheetView(m_sheet, this)), m_tabs(new QTabWidget(this)),
      m_standings(nullptr), m_crosstable(new ReportTableModel(this)), m_roundsTab(nullptr),
      m_gamesTab(new gui::GamesTab(m_session.get(), this)), m_tournamentLabel(new QLabel(this)),
      m_history(new UndoHistory(m_session.get(), m_sheet, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Shashki Arbiter"));

    // Rounds: the boards of a round, results typed in the table or in the quick field.
    m_roundsTab = new gui::RoundsTab(m_session.get(), m_tournamentLabel, this);

    m_playersPage = new PlayersPage(m_session.get(), this);
    m_standingsPage = new StandingsPage(m_session.get(), this);
    m_standings = m_standingsPage->model();
    m_decisionsPage = new DecisionsPage(m_session.get(), this);

    if (m_session) {
        connect(m_session.get(), &TournamentSession::reloaded, this, &MainWindow::refresh);
        // The Rounds tab shows its own refusals in its message line, not in a box.
        connect(m_session.get(), &TournamentSession::failed, this, [this](const QString &message) {
            if (!m_roundsTab->takesErrors())
                showError(message);
        });
    }

    m_tabs->addTab(m_roundsTab, tr("&Rounds"));
    m_tabs->addTab(m_standingsPage, tr("S&tandings"));
    QTableView *crosstableView = tableView(m_crosstable, QStringLiteral("crosstableView"), this);
    m_tabs->addTab(crosstableView, tr("&Crosstable"));
    m_tabs->addTab(m_sheetView, tr("&Game sheet"));
    m_tabs->addTab(m_playersPage, tr("P&layers"));
    m_tabs->addTab(m_gamesTab, tr("Ga&mes"));
    m_tabs->addTab(m_decisionsPage, tr("&Decisions log"));
    // A game opens on the sheet from the Games tab, a board of the Rounds tab (a double-click; F2
    // edits its result) and a cell of the crosstable.
    connect(m_gamesTab, &gui::GamesTab::gameChosen, this, &MainWindow::openGame);
    connect(m_roundsTab->view(), &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) {
                const PairingsModel *boards = pairingsModel();
                if (!boards || !index.isValid() ||
                    index.row() >= static_cast<int>(boards->boards().size()))
                    return;
                const db::Pairing &pairing =
                    boards->boards()[static_cast<std::size_t>(index.row())].pairing;
                const bool second = boards->columnAt(index.column()) == PairingsModel::SecondResult;
                openBoardGame(pairing.round, pairing.board, second ? 2 : 1);
            });
    connect(crosstableView, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { openCrosstableCell(index.row(), index.column()); });
    setCentralWidget(m_tabs);

    connect(m_roundsTab, &gui::RoundsTab::printRequested, this, &MainWindow::printPreview);
    connect(m_roundsTab, &gui::RoundsTab::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_playersPage, &PlayersPage::notice, this,
            [this](const QString &text) { statusBar()->showMessage(text); });
    // A decision about a game opens it on the sheet (unless the judge keeps the sheet); about a
    // board without one, the board is selected in its round on the Rounds tab.
    connect(m_decisionsPage, &DecisionsPage::openGameRequested, this,
            [this](int round, int board, qint64 gameId) {
                if (gameId > 0) {
                    openGame(gameId);
                    return;
                }
                if (!m_session || !m_session->isOpen() || round < 1 || board < 1)
                    return;
                m_tabs->setCurrentIndex(RoundsTab);
                if (round != m_session->round())
                    m_session->setRound(round);
                // The round may be gone since (unpaired): no board of another round is selected.
                if (m_session->round() == round)
                    m_roundsTab->selectBoard(board);
            });
    connect(m_sheetView, &GameSheetView::claimRequested, this, &MainWindow::claimDraw);
    connect(m_sheetView, &GameSheetView::saveRequested, this, &MainWindow::saveGame);

    buildMenus();
    // Ctrl+Z: the sheet's moves on its tab, the tournament's changes elsewhere.
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this](int tab) { m_history->setSheetActive(m_tabs->widget(tab) == m_sheetView); });
    connect(m_history, &UndoHistory::refused, this, &MainWindow::showError);
    // The connection stays in view; messages go after a few seconds.
    auto *connection = new QLabel(m_session ? tr("Connected to the database")
                                            : tr("No database: the game sheet works on its own"),
                                  this);
    connection->setObjectName(QStringLiteral("connectionState"));
    statusBar()->addPermanentWidget(connection);
    new StatusMessageTimer(statusBar());
    if (m_session)
        connect(new ChangeNotices(m_session.get(), this), &ChangeNotices::announced, this,
                [this](const QString &notices) { statusBar()->showMessage(notices); });
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    m_history->setSheetActive(m_tabs->currentWidget() == m_sheetView);
    if (!settings.contains(QStringLiteral("window/geometry")))
        resize(1200, 800);
    refresh();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open tournament…"), QKeySequence::Open, this,
                    &MainWindow::chooseTournament);
    file->addAction(tr("&New tournament…"), QKeySequence::New, this, &MainWindow::newTournament);
    file->addAction(tr("Tournament &settings…"), this, &MainWindow::editSettings);
    file->addSeparator();
    file->addAction(tr("&Import games (PDN)…"), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                    &MainWindow::importPdn);
    file->addAction(tr("&Audit a PDN file…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), this,
                    &MainWindow::auditFile);
    file->addAction(tr("Build the &endgame database…"), this, &MainWindow::buildEndgames);
    file->addSeparator();
    file->addAction(tr("Export report as &PDF…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    &MainWindow::exportPdf);
    file->addAction(tr("Print pre&view…"), QKeySequence::Print, this, &MainWindow::printPreview);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_history->undoAction());
    edit->addAction(m_history->redoAction());

    QMenu *round = menuBar()->addMenu(tr("&Round"));
    // On the round shown and its selected board (the Rounds tab's).
    const auto roundsTab = [this] {
        m_tabs->setCurrentIndex(RoundsTab);
        return m_roundsTab;
    };
    round->addAction(tr("&Pair next round…"), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                     [roundsTab] { roundsTab()->pairNextRound(); });
    round->addAction(tr("&Unpair the round shown…"), this,
                     [roundsTab] { roundsTab()->unpairRound(); });
    round->addAction(tr("&Swap colours of the selected board…"), this,
                     [roundsTab] { roundsTab()->swapColours(); });
    round->addAction(tr("E&xchange a player of the selected board…"), this,
                     [roundsTab] { roundsTab()->exchangePlayers(); });
    round->addAction(tr("&Enter a result"), QKeySequence(Qt::CTRL | Qt::Key_T), this,
                     [roundsTab] { roundsTab()->focusQuickResult(); });

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New game sheet"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), this,
                    [this] {
                        if (!m_sheetView->confirmDiscard())
                            return;
                        m_sheet->reset();
                        // On the open tournament's board.
                        if (m_session && m_session->isOpen())
                            m_sheet->setVariant(m_session->loaded().tournament.variant);
                        m_tabs->setCurrentIndex(GameSheetTab);
                    });
    game->addAction(tr("&Draw claim…"), QKeySequence(Qt::CTRL | Qt::Key_D), this,
                    &MainWindow::claimDraw);
    game->addAction(tr("&Save game to the database"), QKeySequence::Save, this,
                    &MainWindow::saveGame);
    game->addAction(tr("Print a &blank game sheet…"), this, &MainWindow::printBlankSheet);
    game->addAction(tr("Export the game as PD&F…"), this, &MainWindow::exportGamePdf);
    game->addAction(tr("Enter a &move"), QKeySequence(Qt::CTRL | Qt::Key_M), this, [this] {
        m_tabs->setCurrentIndex(GameSheetTab);
        m_sheetView->notationField()->setFocus();
    });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (int tab = RoundsTab; tab < m_tabs->count(); ++tab)
        view->addAction(m_tabs->tabText(tab).remove(QLatin1Char('&')),
                        QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + tab)), this,
                        [this, tab] { m_tabs->setCurrentIndex(tab); });

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    QMenu *language = settings->addMenu(tr("&Language"));
    language->addAction(QStringLiteral("English"), this,
                        [this] { setLanguage(QStringLiteral("en")); });
    language->addAction(QStringLiteral("Русский"), this,
                        [this] { setLanguage(QStringLiteral("ru")); });
    language->addAction(tr("As the system"), this, [this] { setLanguage(QString()); });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    if (m_session && m_session->isOpen())
        settings.setValue(QStringLiteral("tournament"),
                          QString::fromStdString(m_session->loaded().tournament.name));
    event->accept();
}

void MainWindow::showError(const QString &message)
{
    // Window-modal, not application-modal: the judge reads it, and nothing waits on it.
    statusBar()->showMessage(message);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Shashki Arbiter"), message,
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::openTournament(const QString &name)
{
    return m_session && m_session->openTournament(name);
}

void MainWindow::refresh()
{
    if (!m_session || !m_session->isOpen()) {
        m_tournamentLabel->setText(m_session ? tr("No tournament open (Ctrl+O)")
                                             : tr("No database"));
        return;
    }
    const app::TournamentEvent &loaded = m_session->loaded();
    setWindowTitle(tr("%1 — Shashki Arbiter").arg(QString::fromStdString(loaded.tournament.name)));
    m_tournamentLabel->setText(
        QStringLiteral("<b>%1</b> — %2")
            .arg(QString::fromStdString(loaded.tournament.name).toHtmlEscaped(),
                 SettingNames::systemName(loaded.system)));
    m_standingsPage->refresh();
    m_crosstable->setTable(m_session->crosstableTable());
    m_playersPage->refresh();
    // The game sheet follows the tournament's variant, rules and clock. A sheet with moves of
    // another variant is kept (saving it is refused) until the judge takes a new one.
    if (m_sheet->plyCount() == 0)
        m_sheet->setVariant(loaded.tournament.variant);
    if (auto rules = arbiter::RuleSet::byId(loaded.tournament.ruleSet)) {
        rules->noIncrementClock = !loaded.tournament.hasIncrement;
        m_sheet->setRules(*rules);
    }
}

bool MainWindow::enterQuickResult(const QString &text)
{
    return m_roundsTab->enterQuickResult(text);
}

PairingsModel *MainWindow::pairingsModel() const
{
    return m_roundsTab->model();
}

void MainWindow::chooseTournament()
{
    if (!m_session)
        return;
    const QStringList names = m_session->tournamentNames();
    if (names.isEmpty()) {
        showError(tr("The database holds no tournament yet: create one (Ctrl+N) or import games."));
        return;
    }
    bool chosen = false;
    const QString name = QInputDialog::getItem(this, tr("Open tournament"), tr("Tournament:"),
                                               names, 0, false, &chosen);
    if (chosen)
        openTournament(name);
}

void MainWindow::newTournament()
{
    if (!m_session)
        return;
    TournamentDialog dialog(db::Tournament{}, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString problem;
    const auto tournament = dialog.tournament(problem);
    if (!tournament) {
        showError(problem);
        return;
    }
    const auto made = m_session->createTournament(*tournament);
    if (!made)
        return; // the session said why
    openTournament(QString::fromStdString(made->name));
    m_tabs->setCurrentIndex(PlayersTab);
}

void MainWindow::editSettings()
{
    if (!m_session || !m_session->isOpen())
        return;
    TournamentDialog dialog(m_session->loaded().tournament, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString problem;
    const auto tournament = dialog.tournament(problem);
    if (!tournament)
        return;
    if (m_session->saveSettings(*tournament) || !m_session->lastProblem() ||
        m_session->lastProblem()->code != app::ProblemCode::SettingLocked)
        return;
    // A setting that shapes the pairings, after round 1: only the chief arbiter, with a reason.
    bool ok = false;
    const QString why = QInputDialog::getText(
        this, tr("Change a pairing setting"),
        QString::fromStdString(app::describe(*m_session->lastProblem(), interfaceLanguage())) +
            QStringLiteral("\n\n") +
            tr("Change it all the same? The reason (for the decisions log):"),
        QLineEdit::Normal, QString(), &ok);
    if (ok)
        m_session->saveSettings(*tournament, why);
}

void MainWindow::importPdn()
{
    if (!m_session)
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Import games"), QString(),
                                                          tr("PDN files (*.pdn);;All files (*)"));
    if (fileName.isEmpty())
        return;
    bool ok = false;
    const QString tournament = QInputDialog::getText(
        this, tr("Import games"), tr("Into the tournament (created when new):"), QLineEdit::Normal,
        m_session->isOpen() ? QString::fromStdString(m_session->loaded().tournament.name)
                            : QFileInfo(fileName).completeBaseName(),
        &ok);
    if (!ok || tournament.trimmed().isEmpty())
        return;
    // A new tournament's game is asked for: the file's games must be of it.
    arbiter::Variant variant = arbiter::Variant::Russian;
    if (!m_session->tournamentNames().contains(tournament.trimmed())) {
        const std::vector<SettingNames::Choice> variants = SettingNames::variants();
        QStringList names;
        for (const SettingNames::Choice &choice : variants)
            names << choice.name;
        const QString chosen =
            QInputDialog::getItem(this, tr("Import games"),
                                  tr("The game the new tournament plays:"), names, 0, false, &ok);
        if (!ok)
            return;
        const auto known = arbiter::variantNamed(
            variants[static_cast<std::size_t>(names.indexOf(chosen))].code.toStdString());
        if (!known)
            return; // every choice is a variant's name
        variant = *known;
    }
    const std::string conninfo = m_session->conninfo();
    BackgroundTask::start(
        this, tr("Importing %1").arg(QFileInfo(fileName).fileName()),
        [conninfo, fileName, variant, name = tournament.trimmed().toStdString()](
            BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            auto opened = openGameFile(fileName);
            if (std::holds_alternative<QString>(opened))
                return std::get<QString>(opened);
            const double size = std::get<GameFile>(opened).size;
            app::DecodedInput &input = *std::get<GameFile>(opened).input;
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            const arbiter::EndgameDatabase endgames(files.loader());

            app::PdnImportProgress progress;
            progress.cancelled = [&control] { return control.cancelled(); };
            progress.report = [&control](std::uint64_t games, double fraction) {
                control.progress(static_cast<int>(1000 * std::max(fraction, 0.0)), 1000,
                                 tr("%1 games read").arg(games));
            };
            const auto imported = app::importPdn(
                conninfo, input, static_cast<std::uint64_t>(size), fileName.toStdString(), name,
                true, arbiter::RuleSet::fmjd64(), &endgames, progress, variant);
            if (!imported)
                return QString::fromStdString(app::describe(imported.error(), interfaceLanguage()));
            if (imported->cancelled)
                return tr("Import cancelled: nothing was imported.");
            if (imported->alreadyStored > 0 && imported->counts.games == 0)
                return tr("The %1 games of the file are in %2 already; nothing was imported.")
                    .arg(imported->alreadyStored)
                    .arg(QString::fromStdString(name));
            if (imported->alreadyStored > 0)
                return tr("Imported %1 games into %2; %3 games of the file were there already.")
                    .arg(imported->counts.games)
                    .arg(QString::fromStdString(name))
                    .arg(imported->alreadyStored);
            return {tr("Imported %1 games into %2.")
                        .arg(imported->counts.games)
                        .arg(QString::fromStdString(name)),
                    true};
        },
        [this, tournament](const BackgroundTask::Outcome &outcome, bool) {
            statusBar()->showMessage(outcome.summary);
            if (!outcome.succeeded) {
                showError(outcome.summary);
                return;
            }
            QMessageBox::information(this, tr("Import"), outcome.summary);
            openTournament(tournament.trimmed());
        });
}

void MainWindow::auditFile()
{
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Audit a PDN file"), QString(),
                                                          tr("PDN files (*.pdn);;All files (*)"));
    if (fileName.isEmpty())
        return;
    BackgroundTask::start(
        this, tr("Auditing %1").arg(QFileInfo(fileName).fileName()),
        [fileName](BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            auto opened = openGameFile(fileName);
            if (std::holds_alternative<QString>(opened))
                return std::get<QString>(opened);
            const double size = std::get<GameFile>(opened).size;
            app::DecodedInput &input = *std::get<GameFile>(opened).input;
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            const arbiter::EndgameDatabase endgames(files.loader());
            const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), &endgames);
            arbiter::PdnReader reader(input);
            int games = 0;
            std::size_t findings = 0;
            std::size_t draws = 0;
            QStringList lines;
            arbiter::Auditor::KnownStart known; // a file's games repeat one FEN
            while (const auto game = reader.next()) {
                if (control.cancelled())
                    return tr("Audit cancelled after %1 games.").arg(games);
                const arbiter::GameAudit audit = auditor.audit(*game, &known);
                ++games;
                findings += audit.findings.size();
                draws += audit.draws.size();
                for (const std::string &line : app::gameAuditLines(
                         audit, game->moves, fileName.toStdString(), interfaceLanguage()))
                    if (lines.size() < 200)
                        lines << QString::fromStdString(line);
                const auto at = static_cast<double>(input.tellg());
                control.progress(at > 0 ? static_cast<int>(1000 * at / size) : 1000, 1000,
                                 tr("%1 games audited").arg(games));
            }
            return {tr("%1 games audited: %2 findings, %3 draws by rule.\n\n%4")
                        .arg(games)
                        .arg(findings)
                        .arg(draws)
                        .arg(lines.join(QStringLiteral("\n"))),
                    true};
        },
        [this](const BackgroundTask::Outcome &outcome, bool) {
            if (!outcome.succeeded) {
                showError(outcome.summary);
                return;
            }
            auto *box = new QMessageBox(QMessageBox::Information, tr("Audit"),
                                        outcome.summary.section(QLatin1Char('\n'), 0, 0),
                                        QMessageBox::Ok, this);
            box->setDetailedText(outcome.summary);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}

void MainWindow::buildEndgames()
{
    bool ok = false;
    const int pieces = QInputDialog::getInt(this, tr("Endgame database"),
                                            tr("Positions of up to this many pieces:"), 4, 2,
                                            arbiter::EndgameDatabase::maxPieces, 1, &ok);
    if (!ok)
        return;
    BackgroundTask::start(
        this, tr("Building the endgame database"),
        [pieces](BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            arbiter::EndgameDatabase database(files.loader());
            const auto classes = arbiter::EndgameGenerator::classesInOrder(pieces);
            int done = 0;
            for (const arbiter::Material &material : classes) {
                if (control.cancelled())
                    return tr("Stopped after %1 of %2 classes; the ones built are kept.")
                        .arg(done)
                        .arg(classes.size());
                control.progress(done, static_cast<int>(classes.size()),
                                 QString::fromStdString(material.name()));
                ++done;
                if (database.table(material))
                    continue;
                try {
                    for (arbiter::EndgameTable &table : arbiter::EndgameGenerator::solve(
                             material, database,
                             std::max(1u, std::thread::hardware_concurrency()))) {
                        if (const auto problem = files.write(table))
                            return QString::fromStdString(
                                app::describe(*problem, interfaceLanguage()));
                        database.add(std::move(table));
                    }
                } catch (const std::exception &e) {
                    return QString::fromUtf8(e.what());
                }
            }
            return {tr("The endgame database holds every class of up to %1 pieces (%2).")
                        .arg(pieces)
                        .arg(QString::fromStdString(files.directory().string())),
                    true};
        },
        [this](const BackgroundTask::Outcome &outcome, bool) {
            statusBar()->showMessage(outcome.summary);
            if (!outcome.succeeded)
                showError(outcome.summary);
        });
}

void MainWindow::claimDraw()
{
    m_tabs->setCurrentIndex(GameSheetTab);
    ClaimDialog dialog(m_sheet, this);
    connect(&dialog, &ClaimDialog::plyChosen, m_sheet, &GameSheet::goToPly);
    connect(&dialog, &ClaimDialog::rulingRecorded, this,
            [this](const arbiter::ClaimVerdict &verdict) {
                // The board and game of the sheet when it was saved to this tournament: a
                // sheet being entered is not known to be any board's yet.
                db::DecisionSubject subject;
                const auto &stored = m_sheet->storedAs();
                if (stored && m_session && m_session->isOpen() &&
                    stored->tournamentId == m_session->loaded().tournament.id)
                    subject = {
                        .round = stored->round, .board = stored->board, .gameId = stored->gameId};
                if (subject.round == 0) { // a game imported without a round: neither
                    subject.round.reset();
                    subject.board.reset();
                }
                if (m_session && m_session->recordClaimRuling(subject, verdict, std::nullopt))
                    statusBar()->showMessage(tr("Ruling recorded in the decisions log"));
                else if (!m_session)
                    statusBar()->showMessage(
                        QString::fromStdString(app::describe(verdict.detail, interfaceLanguage())));
                // An invalid claim with a written move: the move counts as played (claim.h).
                if (verdict.moveStands) {
                    m_sheet->goToPly(verdict.ply);
                    m_sheet->enterMove(QString::fromStdString(verdict.writtenMove));
                }
            });
    dialog.exec();
}

std::optional<db::Pairing> MainWindow::selectedPairing() const
{
    if (!m_session || !m_session->isOpen())
        return std::nullopt;
    const std::optional<int> board = m_roundsTab->selectedBoard();
    if (!board)
        return std::nullopt;
    return m_session->pairingOnBoard(*board);
}

bool MainWindow::openGame(qint64 gameId)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const auto stored = m_session->storedGame(gameId);
    if (!stored)
        return false;
    // Moves typed and not stored are not thrown away without asking; a stored game unchanged is
    // kept in the database.
    if ((!m_sheet->storedAs() || m_sheet->changedSinceStored()) && !m_sheetView->confirmDiscard())
        return false;
    const db::GameListing &game = stored->listing;
    std::vector<arbiter::PdnTag> tags = {{"Event", stored->event, {}}};
    if (game.round)
        tags.push_back({"Round", std::to_string(*game.round), {}});
    tags.push_back({"White", game.white, {}});
    tags.push_back({"Black", game.black, {}});
    if (game.result)
        tags.push_back({"Result", *game.result, {}});
    // On the tournament's board: a stored game without a GameType is of the tournament's variant.
    m_sheet->setVariant(m_session->loaded().tournament.variant);
    QString problem;
    const bool complete = m_sheet->openStored(
        stored->pdn, tags,
        {stored->tournamentId, game.round.value_or(0), game.board.value_or(0), game.game, game.id},
        problem);
    m_tabs->setCurrentIndex(GameSheetTab);
    statusBar()->showMessage(
        complete ? tr("Game opened: %1 – %2, %3 plies")
                       .arg(QString::fromStdString(game.white), QString::fromStdString(game.black))
                       .arg(m_sheet->plyCount())
                 : tr("The stored game is read up to a wrong move: %1").arg(problem));
    return true;
}

bool MainWindow::openBoardGame(int round, int board, int game)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const auto games = m_session->gameListing();
    if (!games)
        return false;
    for (const db::GameListing &listed : *games)
        if (listed.round == round && listed.board == board && listed.game == game)
            return openGame(listed.id);
    statusBar()->showMessage(
        game == 2 ? tr("No game 2 of board %1 of round %2 is stored").arg(board).arg(round)
                  : tr("No game of board %1 of round %2 is stored").arg(board).arg(round));
    return false;
}

bool MainWindow::openCrosstableCell(int row, int column)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const reports::Crosstable &crosstable = m_session->crosstable();
    if (row < 0 || row >= static_cast<int>(crosstable.rows.size()))
        return false;
    const bool byRound = crosstable.form == reports::CrosstableForm::RoundByRound;
    // The columns of reports::crosstableTable: place, No, name (and rating by round), then the
    // games' cells.
    const int cell = column - (byRound ? 4 : 3);
    const int cells = byRound ? static_cast<int>(crosstable.rows[0].cells.size())
                              : static_cast<int>(crosstable.rows.size());
    if (cell < 0 || cell >= cells || (!byRound && cell == row))
        return false;
    const auto playerOf = [this](int startNumber) -> std::optional<std::int64_t> {
        for (const db::Entry &entry : m_session->loaded().entries)
            if (entry.startNumber == startNumber)
                return entry.playerId;
        return std::nullopt;
    };
    const auto &player = crosstable.rows[static_cast<std::size_t>(row)];
    const auto playerId = playerOf(player.startNumber);
    const auto games = m_session->gameListing();
    if (!playerId || !games)
        return false;
    const auto plays = [](const db::GameListing &game, std::int64_t id) {
        return game.whiteId == id || game.blackId == id;
    };
    if (byRound) {
        const int round = cell + 1;
        for (const db::GameListing &game : *games)
            if (game.round == round && plays(game, *playerId))
                return openGame(game.id);
        statusBar()->showMessage(tr("No game of %1 in round %2 is stored")
                                     .arg(QString::fromStdString(player.name))
                                     .arg(round));
        return false;
    }
    const auto &opponent = crosstable.rows[static_cast<std::size_t>(cell)];
    const auto opponentId = playerOf(opponent.startNumber);
    if (opponentId)
        for (const db::GameListing &game : *games)
            if (plays(game, *playerId) && plays(game, *opponentId))
                return openGame(game.id);
    statusBar()->showMessage(
        tr("No game of %1 and %2 is stored")
            .arg(QString::fromStdString(player.name), QString::fromStdString(opponent.name)));
    return false;
}

void MainWindow::saveGame()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty()) {
        showError(tr("Open a tournament and the round of the game first."));
        return;
    }
    const app::SheetGame sheet = m_sheet->sheetGame();
    // Refused before the judge is asked for a board.
    if (const auto otherGame = app::checkSheetVariant(m_session->loaded().tournament, sheet)) {
        showSheetRefusal(*otherGame);
        return;
    }
    const bool microMatch = m_session->loaded().tournament.drawnOpenings;
    // The board selected in the Rounds tab; else the board of the sheet's players; else asked.
    std::optional<int> board;
    if (const auto selected = selectedPairing())
        board = selected->board;
    std::optional<int> knownGame;
    if (!board) {
        if (const auto ofSheet =
                app::boardOfSheet(sheet.white, sheet.black, m_session->pairings(), microMatch)) {
            board = ofSheet->board;
            knownGame = ofSheet->game;
        }
    }
    const int round = m_session->round();
    bool ok = false;
    if (!board) {
        board = QInputDialog::getInt(this, tr("Save game"), tr("Board of round %1:").arg(round), 1,
                                     1, static_cast<int>(m_session->pairings().size()), 1, &ok);
        if (!ok)
            return;
    }
    int game = knownGame.value_or(1);
    if (microMatch && !knownGame) {
        game = QInputDialog::getInt(this, tr("Save game"), tr("Game of the micro-match:"), 1, 1, 2,
                                    1, &ok);
        if (!ok)
            return;
    }
    // On the round as the session holds it now (the dialogs ran the event loop): a round shown
    // since is refused as having no such board.
    const auto saved = m_session->saveSheetGame({round, *board, game}, sheet, m_endgames);
    if (!saved) {
        showSheetRefusal(saved.error());
        return;
    }
    m_sheet->setStoredAs({m_session->loaded().tournament.id, saved->pairing.round,
                          saved->pairing.board, saved->game, saved->gameId});
    m_sheet->setTags(saved->tags); // the header shows the board's players now
    statusBar()->showMessage(tr("Game saved: board %1 of round %2, %3 plies")
                                 .arg(saved->pairing.board)
                                 .arg(saved->pairing.round)
                                 .arg(m_sheet->plyCount()));
}

void MainWindow::showSheetRefusal(const app::Problem &problem)
{
    // The variants by the names the window gives them in its settings (SettingNames).
    if (problem.code == app::ProblemCode::SheetOfOtherVariant && problem.args.size() == 2)
        showError(tr("The game on the sheet is of %1; this tournament plays %2.")
                      .arg(SettingNames::variantName(problem.args[0]),
                           SettingNames::variantName(problem.args[1])));
    else
        showError(QString::fromStdString(app::describe(problem, interfaceLanguage())));
}

bool MainWindow::currentReport(reports::ReportTable &table, reports::ReportHeader &header)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const app::Language language = interfaceLanguage();
    // "after round N": the round the Standings tab shows (the standings and the crosstable
    // follow it), else the last with results, while the rounds are known (imported games may
    // carry none).
    const int afterRound = m_session->standingsRound() > 0 ? m_session->standingsRound()
                           : m_session->loaded().event.roundsKnown
                               ? m_session->lastRoundWithResults()
                               : 0;
    switch (m_tabs->currentIndex()) {
    case RoundsTab:
        if (m_session->round() < 1) {
            showError(tr("No round is paired yet: there are no pairings to print."));
            return false;
        }
        table = m_session->pairingsTable();
        header = m_session->header(reports::pairingsSubject(m_session->round(), language));
        return true;
    case CrosstableTab:
        table = m_session->crosstableTable();
        header = m_session->header(reports::crosstableSubject(afterRound, language));
        return true;
    case PlayersTab: {
        // A player selected: the player's card; else the list.
        const auto selected = m_playersPage->selectedStartNumber();
        const auto &players = m_session->loaded().event.players;
        for (std::size_t index = 0; selected && index < players.size(); ++index)
            if (players[index].startNumber == *selected) {
                const auto &player = players[index];
                table = reports::playerCardTable(m_session->loaded().event, static_cast<int>(index),
                                                 language);
                header = m_session->header(
                    reports::playerCardSubject(player.name, player.startNumber, language));
                return true;
            }
        table = m_session->playersTable();
        header = m_session->header(reports::reportText(reports::ReportWord::Players, language));
        return true;
    }
    default:
        table = m_session->standingsTable();
        header = m_session->header(reports::standingsSubject(afterRound, language));
        return true;
    }
}

void MainWindow::exportPdf()
{
    reports::ReportTable table;
    reports::ReportHeader header;
    if (!currentReport(table, header))
        return;
    const QString name = QFileDialog::getSaveFileName(
        this, tr("Export as PDF"),
        QString::fromStdString(reports::fileNameOf(header.subject)) + QStringLiteral(".pdf"),
        tr("PDF files (*.pdf)"));
    if (name.isEmpty())
        return;
    if (const auto failure = app::writeTablePdf(table, header, name.toStdString()))
        showError(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(name));
}

void MainWindow::printBlankSheet()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty()) {
        showError(tr("Open a tournament with a paired round first."));
        return;
    }
    // The board selected in the Rounds tab, else asked. A copy: the file dialog below runs the
    // event loop, and a reload may replace the pairings.
    std::optional<db::Pairing> found = selectedPairing();
    if (!found) {
        bool ok = false;
        const int asked = QInputDialog::getInt(
            this, tr("Blank game sheet"), tr("Board of round %1:").arg(m_session->round()), 1, 1,
            static_cast<int>(m_session->pairings().size()), 1, &ok);
        if (!ok)
            return;
        found = m_session->pairingOnBoard(asked);
    }
    if (!found)
        return;
    const db::Pairing pairing = *found;
    const int board = pairing.board;
    if (!pairing.blackId) {
        showError(tr("Board %1 is a bye.").arg(board));
        return;
    }
    const QString name = QFileDialog::getSaveFileName(
        this, tr("Blank game sheet"), tr("sheet-round%1-board%2.pdf").arg(pairing.round).arg(board),
        tr("PDF files (*.pdf)"));
    if (name.isEmpty())
        return;
    reports::GameHeading heading;
    heading.event = m_session->loaded().tournament.name;
    heading.date = m_session->header("").dates;
    heading.round = pairing.round;
    heading.board = pairing.board;
    heading.white = pairing.whiteName;
    heading.black = *pairing.blackName;
    heading.language = interfaceLanguage();
    heading.variant = m_session->loaded().tournament.variant;
    if (const auto failure = app::writeGameSheetPdf(heading, name.toStdString()))
        showError(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(name));
}

void MainWindow::exportGamePdf()
{
    const QString name = QFileDialog::getSaveFileName(this, tr("Export the game as PDF"),
                                                      tr("game.pdf"), tr("PDF files (*.pdf)"));
    if (name.isEmpty())
        return;
    reports::PrintedGame game;
    for (const arbiter::PdnTag &tag : m_sheet->tags()) {
        if (tag.name == "Event")
            game.heading.event = tag.value;
        else if (tag.name == "Date")
            game.heading.date = tag.value;
        else if (tag.name == "White")
            game.heading.white = tag.value;
        else if (tag.name == "Black")
            game.heading.black = tag.value;
        else if (tag.name == "Result")
            game.result = tag.value;
    }
    for (int ply = 1; ply <= m_sheet->plyCount(); ++ply)
        game.moves.push_back(m_sheet->ply(ply).written);
    game.heading.variant = m_sheet->variant();
    game.finalPosition = GameSheet::piecesOf(
        m_sheet->plyCount() > 0 ? m_sheet->ply(m_sheet->plyCount()).after : m_sheet->start());
    if (game.result.empty())
        game.result = "*";
    game.heading.language = interfaceLanguage();
    if (const auto failure = app::writeGamePdf(game, name.toStdString()))
        showError(QString::fromStdString(app::describe(*failure, interfaceLanguage())));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(name));
}

void MainWindow::printPreview()
{
    reports::ReportTable table;
    reports::ReportHeader header;
    if (!currentReport(table, header))
        return;
    // Laid out as the PDF is: the heading, page numbers and signature line on paper too.
    const reports::PrintedTable printed(table, header);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(printed.pageLayout());
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&printed](QPrinter *target) { printed.paint(*target); });
    preview.exec();
}

void MainWindow::setLanguage(const QString &language)
{
    QSettings().setValue(QStringLiteral("language"), language);
    QMessageBox::information(this, tr("Language"),
                             tr("The language changes when Shashki Arbiter starts again."));
}

} // namespace gui
