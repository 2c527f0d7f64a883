#include "mainwindow.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/databaseproblem.h"
#include "app/tournament/decodedinput.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/gamerecord.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/textdecoder.h"
#include "arbiter/audit.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/pdnreader.h"
#include "backgroundtask.h"
#include "claimdialog.h"
#include "db/gamestore.h"
#include "db/pgconnection.h"
#include "desktop.h"
#include "gamesheetview.h"
#include "pairingsmodel.h"
#include "reports/gameprint.h"
#include "reports/printedtable.h"
#include "reporttablemodel.h"
#include "settingnames.h"
#include "tournamentdialog.h"

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

QPushButton *button(const QString &text, QWidget *parent, const QString &tip = {})
{
    auto *b = new QPushButton(text, parent);
    b->setToolTip(tip);
    return b;
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<TournamentSession> session,
                       const arbiter::EndgameDatabase *endgames, QWidget *parent)
    : QMainWindow(parent), m_session(std::move(session)), m_endgames(endgames),
      m_sheet(new GameSheet(arbiter::RuleSet::fmjd64(), endgames, this)),
      m_sheetView(new GameSheetView(m_sheet, this)), m_tabs(new QTabWidget(this)),
      m_pairings(nullptr), m_standings(new ReportTableModel(this)),
      m_crosstable(new ReportTableModel(this)), m_players(new ReportTableModel(this)),
      m_pairingsView(nullptr), m_round(new QSpinBox(this)), m_quickResult(new QLineEdit(this)),
      m_opening(new QLabel(this)), m_tournamentLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Shashki Arbiter"));

    // Rounds: the boards of a round, results typed in the table or in the quick field.
    auto *rounds = new QWidget(this);
    auto *pairNext = button(tr("&Pair next round"), rounds, tr("Ctrl+R"));
    auto *swap = button(tr("&Swap colours…"), rounds);
    auto *printPairings = button(tr("Print…"), rounds);
    m_round->setMinimum(0);
    m_quickResult->setObjectName(QStringLiteral("quickResult"));
    m_quickResult->setPlaceholderText(tr("board and result, e.g. 3 = or 5 1 (Enter)"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_tournamentLabel, 1);
    top->addWidget(new QLabel(tr("Round:"), rounds));
    top->addWidget(m_round);
    top->addWidget(pairNext);
    top->addWidget(swap);
    top->addWidget(printPairings);
    auto *quick = new QHBoxLayout;
    auto *quickLabel = new QLabel(tr("R&esult:"), rounds);
    quickLabel->setBuddy(m_quickResult);
    quick->addWidget(quickLabel);
    quick->addWidget(m_quickResult, 1);
    auto *roundsLayout = new QVBoxLayout(rounds);
    roundsLayout->addLayout(top);
    roundsLayout->addWidget(m_opening);

    auto *players = new QWidget(this);
    auto *addPlayerButton = button(tr("&Add player…"), players);
    auto *importPlayersButton = button(tr("Import from CSV…"), players);
    auto *withdrawButton = button(tr("Withdraw…"), players);
    auto *takeBackButton = button(tr("Take back a withdrawal…"), players);
    auto *deletePlayerButton = button(tr("Delete…"), players);
    auto *playerButtons = new QHBoxLayout;
    playerButtons->addWidget(addPlayerButton);
    playerButtons->addWidget(importPlayersButton);
    playerButtons->addWidget(withdrawButton);
    playerButtons->addWidget(takeBackButton);
    playerButtons->addWidget(deletePlayerButton);
    playerButtons->addStretch();
    auto *playersLayout = new QVBoxLayout(players);
    playersLayout->addLayout(playerButtons);
    QTableView *playersView = tableView(m_players, QStringLiteral("playersView"), players);
    m_playersView = playersView;
    playersView->setToolTip(tr("Double-click a player to change the name or rating; with a "
                               "player selected, Print and PDF give the player's card"));
    playersLayout->addWidget(playersView);
    connect(playersView, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { editPlayer(index.row()); });

    if (m_session) {
        m_pairings = new PairingsModel(m_session.get(), this);
        m_pairingsView = tableView(m_pairings, QStringLiteral("pairingsView"), rounds);
        connect(m_session.get(), &TournamentSession::reloaded, this, &MainWindow::refresh);
        connect(m_session.get(), &TournamentSession::failed, this, &MainWindow::showError);
    } else {
        m_pairingsView = new QTableView(rounds);
    }
    roundsLayout->addWidget(m_pairingsView, 1);
    roundsLayout->addLayout(quick);

    m_tabs->addTab(rounds, tr("&Rounds"));
    m_tabs->addTab(tableView(m_standings, QStringLiteral("standingsView"), this), tr("S&tandings"));
    m_tabs->addTab(tableView(m_crosstable, QStringLiteral("crosstableView"), this),
                   tr("&Crosstable"));
    m_tabs->addTab(m_sheetView, tr("&Game sheet"));
    m_tabs->addTab(players, tr("P&layers"));
    setCentralWidget(m_tabs);

    connect(pairNext, &QPushButton::clicked, this, &MainWindow::pairNextRound);
    connect(swap, &QPushButton::clicked, this, &MainWindow::swapColours);
    connect(printPairings, &QPushButton::clicked, this, &MainWindow::printPreview);
    connect(m_round, &QSpinBox::valueChanged, this, [this](int round) {
        if (m_session && m_session->isOpen() && round != m_session->round() && round > 0)
            m_session->setRound(round);
    });
    connect(m_quickResult, &QLineEdit::returnPressed, this, [this] {
        if (enterQuickResult(m_quickResult->text()))
            m_quickResult->clear();
        else
            m_quickResult->selectAll();
    });
    connect(addPlayerButton, &QPushButton::clicked, this, &MainWindow::addPlayer);
    connect(importPlayersButton, &QPushButton::clicked, this, &MainWindow::importPlayers);
    connect(withdrawButton, &QPushButton::clicked, this, &MainWindow::withdrawPlayer);
    connect(takeBackButton, &QPushButton::clicked, this, &MainWindow::takeBackWithdrawal);
    connect(deletePlayerButton, &QPushButton::clicked, this, &MainWindow::deletePlayer);
    connect(m_sheetView, &GameSheetView::claimRequested, this, &MainWindow::claimDraw);
    connect(m_sheetView, &GameSheetView::saveRequested, this, &MainWindow::saveGame);

    buildMenus();
    statusBar()->showMessage(m_session ? tr("Connected to the database")
                                       : tr("No database: the game sheet works on its own"));
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
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

    QMenu *round = menuBar()->addMenu(tr("&Round"));
    round->addAction(tr("&Pair next round"), QKeySequence(Qt::CTRL | Qt::Key_R), this,
                     &MainWindow::pairNextRound);
    round->addAction(tr("&Unpair the last round…"), this, &MainWindow::unpairLastRound);
    round->addAction(tr("&Swap colours of a board…"), this, &MainWindow::swapColours);
    round->addAction(tr("E&xchange two players…"), this, &MainWindow::exchangePlayers);
    round->addAction(tr("&Enter a result"), QKeySequence(Qt::CTRL | Qt::Key_T), this, [this] {
        m_tabs->setCurrentIndex(RoundsTab);
        m_quickResult->setFocus();
    });

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New game sheet"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), this,
                    [this] {
                        m_sheet->reset();
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
    for (int tab = RoundsTab; tab <= PlayersTab; ++tab)
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
    const std::vector<int> rounds = m_session->rounds();
    m_round->blockSignals(true);
    m_round->setMaximum(rounds.empty() ? 0 : rounds.back());
    m_round->setValue(m_session->round());
    m_round->blockSignals(false);
    QString opening;
    for (const db::Pairing &p : m_session->pairings())
        if (p.opening) {
            opening = tr("Opening: %1").arg(QString::fromStdString(*p.opening));
            break;
        }
    m_opening->setText(opening);
    m_opening->setVisible(!opening.isEmpty());
    m_standings->setTable(m_session->standingsTable());
    m_crosstable->setTable(m_session->crosstableTable());
    m_players->setTable(m_session->playersTable());
    // The game sheet follows the tournament's rules and clock.
    if (auto rules = arbiter::RuleSet::byId(loaded.tournament.ruleSet)) {
        rules->noIncrementClock = !loaded.tournament.hasIncrement;
        m_sheet->setRules(*rules);
    }
}

bool MainWindow::enterQuickResult(const QString &text)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const QStringList parts = text.simplified().split(QLatin1Char(' '));
    if (parts.size() != 2) {
        showError(tr("Type the board and the result: \"3 =\", \"5 1\", \"2 +\" (\"4/2 0\" for "
                     "game 2 of a micro-match)."));
        return false;
    }
    const QStringList board = parts[0].split(QLatin1Char('/'));
    bool number = false;
    const int boardNumber = board[0].toInt(&number);
    const int game = board.size() > 1 ? board[1].toInt() : 1;
    if (!number || (game != 1 && game != 2)) {
        showError(tr("'%1' is not a board number").arg(parts[0]));
        return false;
    }
    if (!m_session->enterResult(boardNumber, parts[1], game))
        return false;
    statusBar()->showMessage(tr("Board %1: %2 saved").arg(boardNumber).arg(parts[1]), 5000);
    return true;
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
    const auto made = db::TournamentStore(m_session->sql()).create(*tournament);
    if (!made) {
        showError(QString::fromStdString(
            app::describe(app::databaseProblem(made.error()), interfaceLanguage())));
        return;
    }
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

void MainWindow::pairNextRound()
{
    if (!m_session || !m_session->isOpen())
        return;
    QString note;
    if (m_session->pairNextRound(note)) {
        m_tabs->setCurrentIndex(RoundsTab);
        // The decisions log keeps the draw's details (`note`, the library's English); the judge
        // reads the opening drawn in the window's language.
        QString opening;
        for (const db::Pairing &p : m_session->pairings())
            if (p.opening)
                opening = QString::fromStdString(*p.opening);
        statusBar()->showMessage(opening.isEmpty() ? tr("Round %1 paired").arg(m_session->round())
                                                   : tr("Round %1 paired; the opening drawn: %2")
                                                         .arg(m_session->round())
                                                         .arg(opening));
    }
}

void MainWindow::unpairLastRound()
{
    if (!m_session || !m_session->isOpen() || m_session->rounds().empty())
        return;
    const int last = m_session->rounds().back();
    bool ok = false;
    const QString why = QInputDialog::getText(
        this, tr("Unpair the last round"),
        tr("Take back the pairing of round %1? Why (for the decisions log):").arg(last),
        QLineEdit::Normal, QString(), &ok);
    if (ok && m_session->unpairLastRound(why))
        statusBar()->showMessage(tr("Round %1 unpaired").arg(last));
}

void MainWindow::takeBackWithdrawal()
{
    if (!m_session || !m_session->isOpen())
        return;
    bool ok = false;
    const int number = QInputDialog::getInt(this, tr("Take back a withdrawal"), tr("Start number:"),
                                            1, 1, 9999, 1, &ok);
    if (!ok)
        return;
    const QString why = QInputDialog::getText(this, tr("Take back a withdrawal"), tr("Why:"),
                                              QLineEdit::Normal, QString(), &ok);
    if (ok)
        m_session->takeBackWithdrawal(number, why);
}

void MainWindow::deletePlayer()
{
    if (!m_session || !m_session->isOpen())
        return;
    bool ok = false;
    const int number =
        QInputDialog::getInt(this, tr("Delete a player"), tr("Start number:"), 1, 1, 9999, 1, &ok);
    if (!ok)
        return;
    const QString why = QInputDialog::getText(this, tr("Delete a player"), tr("Why:"),
                                              QLineEdit::Normal, QString(), &ok);
    if (ok)
        m_session->deletePlayer(number, why);
}

void MainWindow::swapColours()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty())
        return;
    bool ok = false;
    const int board = QInputDialog::getInt(this, tr("Swap colours"), tr("Board:"), 1, 1,
                                           static_cast<int>(m_session->pairings().size()), 1, &ok);
    if (!ok)
        return;
    const QString why =
        QInputDialog::getText(this, tr("Swap colours"), tr("Why (for the decisions log):"));
    m_session->swapColours(board, why);
}

void MainWindow::exchangePlayers()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty())
        return;
    const QString numbers =
        QInputDialog::getText(this, tr("Exchange two players"), tr("Start numbers, e.g. 3,7:"));
    const QStringList parts = numbers.split(QLatin1Char(','));
    bool first = false;
    bool second = false;
    const int a = parts.value(0).trimmed().toInt(&first);
    const int b = parts.value(1).trimmed().toInt(&second);
    if (parts.size() != 2 || !first || !second) {
        if (!numbers.isEmpty())
            showError(tr("'%1': two start numbers separated by a comma").arg(numbers));
        return;
    }
    const QString why =
        QInputDialog::getText(this, tr("Exchange two players"), tr("Why (for the decisions log):"));
    m_session->exchangePlayers(a, b, why);
}

void MainWindow::addPlayer()
{
    if (!m_session || !m_session->isOpen())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Add player"), tr("Name:"),
                                               QLineEdit::Normal, QString(), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    const QString rating = QInputDialog::getText(this, tr("Add player"), tr("Rating (or empty):"),
                                                 QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    const QString birthYear = QInputDialog::getText(
        this, tr("Add player"), tr("Birth year (or empty):"), QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    // The text as typed goes to the validator (a refusal is shown through failed()); only the
    // spaces around a number are dropped, as a form does.
    app::PlayerText typed;
    typed.name = name.toStdString();
    typed.rating = rating.trimmed().toStdString();
    typed.birthYear = birthYear.trimmed().toStdString();
    std::optional<app::EnteredPlayer> sameAs;
    if (m_session->addPlayer(typed, false, &sameAs) || !sameAs)
        return;
    const auto answer =
        QMessageBox::question(this, tr("Add player"),
                              TournamentSession::enteredAlready(*sameAs) + QLatin1Char(' ') +
                                  tr("Enter another player with the same name?"));
    if (answer == QMessageBox::Yes)
        m_session->addPlayer(typed, true);
}

void MainWindow::importPlayers()
{
    if (!m_session || !m_session->isOpen())
        return;
    const QString name = QFileDialog::getOpenFileName(this, tr("Import players"), QString(),
                                                      tr("CSV files (*.csv *.txt);;All files (*)"));
    if (name.isEmpty())
        return;
    QFile file(name);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("%1 cannot be read").arg(name));
        return;
    }
    // UTF-8, Windows-1251 or UTF-16; otherwise the place where the file is not text.
    const QByteArray bytes = file.readAll();
    const auto text =
        app::TextDecoder(name.toStdString())
            .decode(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!text) {
        showError(QString::fromStdString(app::describe(text.error(), interfaceLanguage())));
        return;
    }
    QString problem;
    const int entered = m_session->importPlayersCsv(QString::fromStdString(text->text), problem);
    if (entered < 0)
        showError(tr("%1:\n%2").arg(name, problem));
    else
        statusBar()->showMessage(tr("%1 players entered").arg(entered));
}

void MainWindow::editPlayer(int row)
{
    if (!m_session || !m_session->isOpen() ||
        row >= static_cast<int>(m_session->loaded().entries.size()))
        return;
    // A copy: the dialogs below run the event loop, and a reload may replace the entries.
    const db::Entry entry = m_session->loaded().entries[static_cast<std::size_t>(row)];
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Edit player"), tr("Name:"), QLineEdit::Normal,
                              QString::fromStdString(entry.playerName), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    const QString rating =
        QInputDialog::getText(this, tr("Edit player"), tr("Rating (or empty):"), QLineEdit::Normal,
                              entry.rating ? QString::number(*entry.rating) : QString(), &ok);
    if (!ok)
        return;
    // "abc" is refused by the validator, not dropped (shown through failed()).
    m_session->editPlayer(entry.startNumber, name, rating.trimmed());
}

void MainWindow::withdrawPlayer()
{
    if (!m_session || !m_session->isOpen())
        return;
    bool ok = false;
    const int number =
        QInputDialog::getInt(this, tr("Withdraw"), tr("Start number:"), 1, 1, 9999, 1, &ok);
    if (!ok)
        return;
    const int after = QInputDialog::getInt(this, tr("Withdraw"), tr("After round:"),
                                           m_session->round(), 0, 99, 1, &ok);
    if (!ok)
        return;
    const QString why = QInputDialog::getText(this, tr("Withdraw"), tr("Why:"));
    m_session->withdraw(number, after, why);
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
    const std::string conninfo = m_session->conninfo();
    BackgroundTask::start(
        this, tr("Importing %1").arg(QFileInfo(fileName).fileName()),
        [conninfo, fileName, name = tournament.trimmed().toStdString()](
            BackgroundTask::Control &control) -> BackgroundTask::Outcome {
            auto opened = openGameFile(fileName);
            if (std::holds_alternative<QString>(opened))
                return std::get<QString>(opened);
            const double size = std::get<GameFile>(opened).size;
            app::DecodedInput &input = *std::get<GameFile>(opened).input;
            auto connection = db::PgConnection::open(conninfo);
            if (!connection)
                return QString::fromStdString(
                    app::describe(app::databaseProblem(connection.error()), interfaceLanguage()));
            const app::EndgameFiles files(app::EndgameFiles::resolveDirectory(std::nullopt));
            const arbiter::EndgameDatabase endgames(files.loader());

            app::PdnImportProgress progress;
            progress.cancelled = [&control] { return control.cancelled(); };
            progress.report = [&control](std::uint64_t games, double fraction) {
                control.progress(static_cast<int>(1000 * std::max(fraction, 0.0)), 1000,
                                 tr("%1 games read").arg(games));
            };
            const auto imported = app::importPdn(
                connection.value(), input, static_cast<std::uint64_t>(size), fileName.toStdString(),
                name, true, arbiter::RuleSet::fmjd64(), &endgames, progress);
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
            while (const auto game = reader.next()) {
                if (control.cancelled())
                    return tr("Audit cancelled after %1 games.").arg(games);
                const arbiter::GameAudit audit = auditor.audit(*game);
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

void MainWindow::saveGame()
{
    if (!m_session || !m_session->isOpen() || m_session->pairings().empty()) {
        showError(tr("Open a tournament and the round of the game first."));
        return;
    }
    const QModelIndex current = m_pairingsView->currentIndex();
    bool ok = false;
    const int board = QInputDialog::getInt(
        this, tr("Save game"), tr("Board of round %1:").arg(m_session->round()),
        current.isValid() ? m_session->pairings()[static_cast<std::size_t>(current.row())].board
                          : 1,
        1, static_cast<int>(m_session->pairings().size()), 1, &ok);
    if (!ok)
        return;
    // A copy: the dialogs below run the event loop, and a reload may replace the pairings.
    const auto found = m_session->pairingOnBoard(board);
    if (!found)
        return;
    const db::Pairing pairing = *found;
    int game = 1;
    if (m_session->loaded().tournament.drawnOpenings) {
        game = QInputDialog::getInt(this, tr("Save game"), tr("Game of the micro-match:"), 1, 1, 2,
                                    1, &ok);
        if (!ok)
            return;
    }
    const std::string white = game == 1 ? pairing.whiteName : pairing.blackName.value_or("");
    const std::string black = game == 1 ? pairing.blackName.value_or("") : pairing.whiteName;
    // The result on the sheet: the board's, unless it is a forfeit (the game's own result is
    // then left open; 0004 lets an arbiter's forfeit stand over any game).
    const std::optional<std::string> &boardResult =
        game == 1 ? pairing.result : pairing.secondResult;
    const std::string result =
        boardResult && *boardResult != "+/-" && *boardResult != "-/+" && *boardResult != "-/-"
            ? *boardResult
            : "*";
    std::vector<arbiter::PdnTag> tags = {{"Event", m_session->loaded().tournament.name, {}},
                                         {"Round", std::to_string(pairing.round), {}},
                                         {"White", white, {}},
                                         {"Black", black, {}},
                                         {"Result", result, {}}};
    arbiter::PdnGame pdnGame = m_sheet->pdnGame(tags);
    pdnGame.result = result;
    pdnGame.text = m_sheet->pdn(tags, result);
    const arbiter::Auditor auditor(m_sheet->rules(), m_endgames,
                                   arbiter::Auditor::Options{.recordHistory = true});
    const arbiter::GameAudit audit = auditor.audit(pdnGame);
    const auto stored = db::GameStore(m_session->sql())
                            .saveBoardGame(m_session->loaded().tournament.id, pairing, game,
                                           app::gameRecord(pdnGame, audit));
    if (!stored) {
        showError(QString::fromStdString(
            app::describe(app::databaseProblem(stored.error()), interfaceLanguage())));
        return;
    }
    m_sheet->setStoredAs(
        {m_session->loaded().tournament.id, pairing.round, pairing.board, game, stored.value()});
    statusBar()->showMessage(tr("Game saved: board %1 of round %2, %3 plies")
                                 .arg(board)
                                 .arg(pairing.round)
                                 .arg(m_sheet->plyCount()));
}

bool MainWindow::currentReport(reports::ReportTable &table, reports::ReportHeader &header)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const app::Language language = interfaceLanguage();
    // "after round N" while the rounds are known (imported games may carry none).
    const int afterRound =
        m_session->loaded().event.roundsKnown ? m_session->lastRoundWithResults() : 0;
    switch (m_tabs->currentIndex()) {
    case RoundsTab:
        table = m_session->pairingsTable();
        header = m_session->header(reports::pairingsSubject(m_session->round(), language));
        return true;
    case CrosstableTab:
        table = m_session->crosstableTable();
        header = m_session->header(reports::crosstableSubject(afterRound, language));
        return true;
    case PlayersTab: {
        // A player selected: the player's card; else the list.
        const QModelIndex selected = m_playersView->currentIndex();
        const auto &players = m_session->loaded().event.players;
        if (selected.isValid() && selected.row() < static_cast<int>(players.size())) {
            const auto &player = players[static_cast<std::size_t>(selected.row())];
            table = reports::playerCardTable(m_session->loaded().event, selected.row(), language);
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
    bool ok = false;
    const int board = QInputDialog::getInt(this, tr("Blank game sheet"),
                                           tr("Board of round %1:").arg(m_session->round()), 1, 1,
                                           static_cast<int>(m_session->pairings().size()), 1, &ok);
    if (!ok)
        return;
    // A copy: the file dialog below runs the event loop, and a reload may replace the pairings.
    const auto found = m_session->pairingOnBoard(board);
    if (!found)
        return;
    const db::Pairing pairing = *found;
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
    game.finalPosition =
        m_sheet->plyCount() > 0 ? m_sheet->ply(m_sheet->plyCount()).after : m_sheet->start();
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
