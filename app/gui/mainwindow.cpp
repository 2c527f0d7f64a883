#include "mainwindow.h"

#include "changenotices.h"
#include "decisionspage.h"
#include "filetasks.h"
#include "gamesheetview.h"
#include "gamestab.h"
#include "pairingsmodel.h"
#include "playerspage.h"
#include "reportoutput.h"
#include "reporttablemodel.h"
#include "roundstab.h"
#include "settingnames.h"
#include "sheetcontroller.h"
#include "standingspage.h"
#include "statusmessagetimer.h"
#include "tabhost.h"
#include "tournamentactions.h"
#include "undohistory.h"
#include "windowmenus.h"

#include <QCloseEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <algorithm>

namespace gui {

namespace {

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

// A table of at most this many game columns has each column as wide as its contents; a larger
// one (a round robin of hundreds or thousands) would have every column of every row measured.
constexpr int crosstableFittedGameColumns = 100;

// The crosstable's columns as wide as their contents, or, past crosstableFittedGameColumns game
// columns, the leading and trailing columns so and the games' columns of one width, fitting
// "1=" or "12w1": a view then asks only for the cells it draws.
void fitCrosstableColumns(QTableView *view)
{
    const auto *model = static_cast<const ReportTableModel *>(view->model());
    QHeaderView *header = view->horizontalHeader();
    const int columns = model->columnCount();
    const int first = model->firstGameColumn();
    const int games = model->gameColumns();
    if (games <= crosstableFittedGameColumns) {
        header->setSectionResizeMode(QHeaderView::ResizeToContents);
        return;
    }
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setDefaultSectionSize(view->fontMetrics().horizontalAdvance(QStringLiteral("00000")) +
                                  2 * view->style()->pixelMetric(QStyle::PM_HeaderMargin));
    for (int column = 0; column < columns; ++column)
        if (column < first || column >= first + games)
            view->resizeColumnToContents(column);
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<TournamentSession> session,
                       const arbiter::EndgameDatabase *endgames, QWidget *parent)
    : QMainWindow(parent), m_session(std::move(session)),
      m_sheet(new GameSheet(arbiter::RuleSet::fmjd64(), endgames, this)),
      m_sheetView(new GameSheetView(m_sheet, this)), m_tabs(new TabHost(this)),
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
    // The parts behind the menus, each with one job; their notices go to the status bar, their
    // refusals to a message box.
    m_sheetController = new SheetController(m_session.get(), m_sheet, m_sheetView, m_tabs,
                                            m_roundsTab, endgames, this);
    auto *tournament = new TournamentActions(m_session.get(), m_tabs, this);
    auto *files = new FileTasks(m_session.get(), this);
    m_reports = new ReportOutput(m_session.get(), m_tabs, m_playersPage, this);
    const auto notice = [this](const QString &message) { statusBar()->showMessage(message); };
    connect(m_sheetController, &SheetController::notice, this, notice);
    connect(m_sheetController, &SheetController::refused, this, &MainWindow::showError);
    connect(tournament, &TournamentActions::refused, this, &MainWindow::showError);
    connect(files, &FileTasks::notice, this, notice);
    connect(files, &FileTasks::refused, this, &MainWindow::showError);
    connect(m_reports, &ReportOutput::notice, this, notice);
    connect(m_reports, &ReportOutput::refused, this, &MainWindow::showError);

    if (m_session) {
        connect(m_session.get(), &TournamentSession::reloaded, this, &MainWindow::refresh);
        // An event with games and no round paired (a finished one imported, the demo's) opens on
        // its standings, not on an empty Rounds tab that invites Ctrl+R only to refuse it.
        connect(m_session.get(), &TournamentSession::opened, this, [this] {
            const auto &players = m_session->loaded().event.players;
            const bool games = std::any_of(players.begin(), players.end(), [](const auto &player) {
                return std::any_of(player.results.begin(), player.results.end(),
                                   [](const reports::RoundResult &result) {
                                       return result.outcome != reports::Outcome::NotPaired;
                                   });
            });
            if (games && m_session->rounds().empty() && m_tabs->shown() == WindowTab::Rounds)
                m_tabs->show(WindowTab::Standings);
        });
        // The Rounds tab shows its own refusals in its message line, not in a box.
        connect(m_session.get(), &TournamentSession::failed, this, [this](const QString &message) {
            if (!m_roundsTab->takesErrors())
                showError(message);
        });
    }

    m_tabs->addPage(WindowTab::Rounds, m_roundsTab, tr("&Rounds"));
    m_tabs->addPage(WindowTab::Standings, m_standingsPage, tr("S&tandings"));
    // The crosstable's cells are made as its view draws them (reports/crosstablegrid.h), and its
    // view is given the model only when its tab is first shown: until then nothing asks for the
    // crosstable and it is not made (a round robin of N players is an N × N table).
    QTableView *crosstableView = tableView(nullptr, QStringLiteral("crosstableView"), this);
    if (m_session)
        m_crosstable->setGrid(
            [this]() -> const reports::CrosstableGrid & { return m_session->crosstableGrid(); });
    m_tabs->addPage(WindowTab::Crosstable, crosstableView, tr("&Crosstable"));
    const auto showCrosstable = [this, crosstableView]() {
        if (m_tabs->shown() != WindowTab::Crosstable || crosstableView->model())
            return;
        crosstableView->setModel(m_crosstable);
        fitCrosstableColumns(crosstableView);
        connect(m_crosstable, &QAbstractItemModel::modelReset, crosstableView,
                [crosstableView]() { fitCrosstableColumns(crosstableView); });
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, showCrosstable);
    m_tabs->addPage(WindowTab::GameSheet, m_sheetView, tr("&Game sheet"));
    m_tabs->addPage(WindowTab::Players, m_playersPage, tr("P&layers"));
    m_tabs->addPage(WindowTab::Games, m_gamesTab, tr("Ga&mes"));
    m_tabs->addPage(WindowTab::Decisions, m_decisionsPage, tr("&Decisions log"));
    // A game opens on the sheet from the Games tab, a board of the Rounds tab (a double-click; F2
    // edits its result) and a cell of the crosstable.
    connect(m_gamesTab, &gui::GamesTab::gameChosen, this, &MainWindow::openGame);
    connect(m_roundsTab->view(), &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) {
                const PairingsModel *boards = pairingsModel();
                if (!boards || !index.isValid() || index.row() >= boards->rowCount())
                    return;
                const db::Pairing &pairing = boards->boardAt(index.row()).pairing;
                openBoardGame(pairing.round, pairing.board, boards->gameAt(index.row()));
            });
    connect(crosstableView, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { openCrosstableCell(index.row(), index.column()); });
    setCentralWidget(m_tabs);

    connect(m_roundsTab, &gui::RoundsTab::printRequested, m_reports, &ReportOutput::printPreview);
    connect(m_roundsTab, &gui::RoundsTab::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_gamesTab, &gui::GamesTab::statusMessage, this,
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
                m_tabs->show(WindowTab::Rounds);
                if (round != m_session->round())
                    m_session->setRound(round);
                // The round may be gone since (unpaired): no board of another round is selected.
                if (m_session->round() == round)
                    m_roundsTab->selectBoard(board);
            });
    connect(m_sheetView, &GameSheetView::claimRequested, m_sheetController,
            &SheetController::claimDraw);
    connect(m_sheetView, &GameSheetView::saveRequested, m_sheetController,
            &SheetController::saveGame);

    new WindowMenus(this, {m_tabs, tournament, files, m_reports, m_sheetController, m_roundsTab,
                           m_history, m_session.get()});
    // Ctrl+Z: the sheet's moves on its tab, the tournament's changes elsewhere.
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { m_history->setSheetActive(m_tabs->shown() == WindowTab::GameSheet); });
    connect(m_history, &UndoHistory::refused, this, &MainWindow::showError);
    // The connection stays in view; messages go after a few seconds.
    auto *connection = new QLabel(tr("No database: the game sheet works on its own"), this);
    connection->setObjectName(QStringLiteral("connectionState"));
    statusBar()->addPermanentWidget(connection);
    if (m_session) {
        // Always as it is: up, lost (tried again in the background), or a try under way.
        const auto say = [this, connection] {
            const QString server = m_session->serverName();
            switch (m_session->connection()) {
            case TournamentSession::Connection::Connected:
                connection->setText(tr("Connected to the database on %1").arg(server));
                break;
            case TournamentSession::Connection::Lost:
                connection->setText(
                    tr("Connection to the database on %1 lost: trying again").arg(server));
                break;
            case TournamentSession::Connection::Reconnecting:
                connection->setText(tr("Reconnecting to the database on %1…").arg(server));
                break;
            }
        };
        say();
        connect(m_session.get(), &TournamentSession::connectionChanged, connection, say);
        // Who is logged in, and as what: what the window offers follows from it.
        auto *login = new QLabel(m_session->loginText(), this);
        login->setObjectName(QStringLiteral("loginState"));
        statusBar()->addPermanentWidget(login);
    }
    new StatusMessageTimer(statusBar());
    if (m_session)
        connect(new ChangeNotices(m_session.get(), this), &ChangeNotices::announced, this,
                [this](const QString &notices) { statusBar()->showMessage(notices); });
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // The tab kept by its place in WindowTab's order.
    m_tabs->show(
        TabHost::tabAt(settings.value(QStringLiteral("window/tab"), 0).toInt(), m_tabs->count())
            .value_or(WindowTab::Rounds));
    m_history->setSheetActive(m_tabs->shown() == WindowTab::GameSheet);
    if (!settings.contains(QStringLiteral("window/geometry")))
        resize(1200, 800);
    refresh();
}

MainWindow::~MainWindow()
{
    // The tabs go before the session: their views ask their models for headers while they are
    // taken down, and the models read the session.
    delete centralWidget();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Moves typed and not stored are not thrown away without asking (Ctrl+Q, the window's close).
    if ((!m_sheet->storedAs() || m_sheet->changedSinceStored()) && !m_sheetView->confirmDiscard()) {
        event->ignore();
        return;
    }
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
    m_crosstable->gridChanged();
    m_playersPage->refresh();
    m_sheetController->followTournament();
}

bool MainWindow::enterQuickResult(const QString &text)
{
    return m_roundsTab->enterQuickResult(text);
}

PairingsModel *MainWindow::pairingsModel() const
{
    return m_roundsTab->model();
}

bool MainWindow::openGame(qint64 gameId)
{
    return m_sheetController->openGame(gameId);
}

bool MainWindow::openBoardGame(int round, int board, int game)
{
    return m_sheetController->openBoardGame(round, board, game);
}

bool MainWindow::openCrosstableCell(int row, int column)
{
    return m_sheetController->openCrosstableCell(row, column);
}

} // namespace gui
