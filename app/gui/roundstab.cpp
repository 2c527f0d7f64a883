#include "roundstab.h"

#include "pairingsmodel.h"
#include "pairrounddialog.h"

#include <QAbstractItemDelegate>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

namespace {

// How long a refusal stays in the message line.
constexpr int messageMilliseconds = 8000;

struct QuickResult
{
    int board = 0;
    int game = 1;
    QString result;
};

// "3 =", "5 1", "4/2 0": nullopt when the text is not a board and a word.
std::optional<QuickResult> readQuickResult(const QString &text)
{
    const QStringList parts = text.simplified().split(QLatin1Char(' '));
    if (parts.size() != 2)
        return std::nullopt;
    const QStringList board = parts[0].split(QLatin1Char('/'));
    bool number = false;
    QuickResult quick;
    quick.board = board[0].toInt(&number);
    quick.game = board.size() > 1 ? board[1].toInt() : 1;
    quick.result = parts[1];
    if (!number || board.size() > 2 || (quick.game != 1 && quick.game != 2))
        quick.board = 0; // a result, but no board
    return quick;
}

// The stored result as the judge reads it.
QString resultText(const std::optional<reports::PairingResult> &result)
{
    return result ? QString::fromUtf8(reports::pairingResultCode(*result))
                  : RoundsTab::tr("no result");
}

const std::optional<reports::PairingResult> &resultOf(const db::Pairing &pairing, int game)
{
    return game == 2 ? pairing.secondResult : pairing.result;
}

QPushButton *button(const QString &text, QWidget *parent, const QString &name)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(name);
    return b;
}

} // namespace

RoundsTab::RoundsTab(TournamentSession *session, QLabel *tournamentLabel, QWidget *parent)
    : QWidget(parent), m_session(session), m_view(new QTableView(this)),
      m_round(new QSpinBox(this)), m_opening(new QLabel(this)), m_noRounds(new QLabel(this)),
      m_quickResult(new QLineEdit(this)), m_message(new QLabel(this)),
      m_messageTimer(new QTimer(this)), m_conflictBar(new QWidget(this)),
      m_conflictText(new QLabel(m_conflictBar)),
      m_pairNext(button(tr("&Pair next round…"), this, QStringLiteral("pairNextRound"))),
      m_swap(button(tr("&Swap colours…"), this, QStringLiteral("swapColours"))),
      m_exchange(button(tr("E&xchange…"), this, QStringLiteral("exchangePlayers"))),
      m_unpair(button(tr("&Unpair round…"), this, QStringLiteral("unpairRound")))
{
    setObjectName(QStringLiteral("roundsTab"));
    m_confirm = [this](const QString &question) {
        return QMessageBox::question(this, tr("Shashki Arbiter"), question) == QMessageBox::Yes;
    };
    m_askRound = [](PairRoundDialog &dialog) { return dialog.exec() == QDialog::Accepted; };
    m_askWhy = [this](const QString &title, const QString &question) {
        return askWhy(this, title, question);
    };
    m_chooseExchange =
        [this](const app::RoundBoard &board,
               const std::vector<app::RoundBoard> &boards) -> std::optional<ExchangeChoice> {
        ExchangeDialog dialog(board, boards, this);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.choice();
    };

    auto *print = new QPushButton(tr("Print…"), this);
    m_pairNext->setToolTip(tr("Ctrl+R"));
    m_round->setObjectName(QStringLiteral("round"));
    m_round->setMinimum(0);
    m_noRounds->setObjectName(QStringLiteral("noRounds"));
    m_noRounds->setWordWrap(true);
    m_noRounds->setText(tr("No round is paired yet: Pair next round (Ctrl+R) pairs round 1. Games "
                           "imported without a round are on the Games tab."));
    m_noRounds->hide();
    auto *top = new QHBoxLayout;
    top->addWidget(tournamentLabel, 1);
    top->addWidget(new QLabel(tr("Round:"), this));
    top->addWidget(m_round);
    top->addWidget(m_pairNext);
    top->addWidget(m_unpair);
    top->addWidget(print);
    auto *rowActions = new QHBoxLayout;
    rowActions->addWidget(new QLabel(tr("Selected board:"), this));
    rowActions->addWidget(m_swap);
    rowActions->addWidget(m_exchange);
    rowActions->addStretch();

    m_view->setObjectName(QStringLiteral("pairingsView"));
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    // Typing 1, 0, =, +, - saves at once (eventFilter); F2 opens the cell's editor. A
    // double-click is left for opening the board's game.
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_view->setToolTip(tr("Type 1, 0, =, + or - to save the selected board's result and move on; "
                          "Delete clears it"));
    m_view->installEventFilter(this);

    m_message->setObjectName(QStringLiteral("roundsMessage"));
    m_message->setStyleSheet(QStringLiteral("color: #c00000;"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, this, &RoundsTab::clearMessage);

    m_conflictBar->setObjectName(QStringLiteral("conflictBar"));
    m_conflictText->setObjectName(QStringLiteral("conflictText"));
    m_conflictText->setStyleSheet(QStringLiteral("color: #c00000; font-weight: bold;"));
    m_conflictText->setWordWrap(true);
    auto *saveMineButton = button(tr("Save &mine"), m_conflictBar, QStringLiteral("saveMine"));
    auto *keepTheirsButton =
        button(tr("&Keep theirs"), m_conflictBar, QStringLiteral("keepTheirs"));
    auto *conflictLayout = new QHBoxLayout(m_conflictBar);
    conflictLayout->setContentsMargins(0, 0, 0, 0);
    conflictLayout->addWidget(m_conflictText, 1);
    conflictLayout->addWidget(saveMineButton);
    conflictLayout->addWidget(keepTheirsButton);
    m_conflictBar->hide();

    m_roundBar = new QWidget(this);
    m_roundBar->setObjectName(QStringLiteral("roundNoticeBar"));
    m_roundText = new QLabel(m_roundBar);
    m_roundText->setObjectName(QStringLiteral("roundNotice"));
    m_roundText->setStyleSheet(QStringLiteral("font-weight: bold;"));
    m_roundText->setWordWrap(true);
    m_roundShow = button(tr("Show i&t"), m_roundBar, QStringLiteral("showPairedRound"));
    auto *roundOk = button(tr("OK"), m_roundBar, QStringLiteral("acknowledgeRound"));
    auto *roundLayout = new QHBoxLayout(m_roundBar);
    roundLayout->setContentsMargins(0, 0, 0, 0);
    roundLayout->addWidget(m_roundText, 1);
    roundLayout->addWidget(m_roundShow);
    roundLayout->addWidget(roundOk);
    m_roundBar->hide();
    connect(m_roundShow, &QPushButton::clicked, this, [this] {
        if (m_session && m_noticedRound > 0)
            m_session->setRound(m_noticedRound);
        m_roundBar->hide();
        m_noticedRound = 0;
    });
    connect(roundOk, &QPushButton::clicked, this, [this] {
        m_roundBar->hide();
        m_noticedRound = 0;
    });

    m_quickResult->setObjectName(QStringLiteral("quickResult"));
    m_quickResult->setPlaceholderText(tr("board and result, e.g. 3 = or 5 1 (Enter)"));
    auto *quick = new QHBoxLayout;
    auto *quickLabel = new QLabel(tr("R&esult:"), this);
    quickLabel->setBuddy(m_quickResult);
    quick->addWidget(quickLabel);
    quick->addWidget(m_quickResult, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_opening);
    layout->addWidget(m_noRounds);
    layout->addLayout(rowActions);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_conflictBar);
    layout->addWidget(m_roundBar);
    layout->addWidget(m_message);
    layout->addLayout(quick);

    if (m_session) {
        // Connected before the model's own: the conflict is judged on the rows as shown.
        connect(m_session, &TournamentSession::reloaded, this, &RoundsTab::checkConflict);
        m_model = new PairingsModel(m_session, this);
        m_view->setModel(m_model);
        connect(m_session, &TournamentSession::reloaded, this, &RoundsTab::refresh);
        // Another judge paired a new round: followed at once unless this judge is typing a result
        // (a cell's editor open, the result field filled, a conflict open); said until
        // acknowledged either way.
        connect(m_session, &TournamentSession::roundPairedElsewhere, this, [this](int round) {
            const bool typing = !m_quickResult->text().trimmed().isEmpty() ||
                                m_conflict.has_value() || openEditor() != nullptr;
            m_noticedRound = round;
            if (typing) {
                m_roundText->setText(
                    tr("Round %1 was paired by another judge; round %2 stays shown while you type.")
                        .arg(round)
                        .arg(m_session->round()));
                m_roundShow->show();
            } else {
                m_session->setRound(round);
                m_roundText->setText(
                    tr("Round %1 was paired by another judge and is shown now.").arg(round));
                m_roundShow->hide();
            }
            m_roundBar->show();
        });
        connect(m_session, &TournamentSession::failed, this, [this](const QString &message) {
            if (m_running)
                m_failure = message;
        });
        // A cell's editor: saved once the view has finished with it (the save reloads).
        connect(
            m_model, &PairingsModel::resultTyped, this,
            [this](int board, const QString &text, int game) {
                if (enterResult(board, game, text))
                    if (const auto row = m_model->rowOfBoard(board))
                        moveOn(*row, game);
            },
            Qt::QueuedConnection);
        // A click makes the cell current before it selects its row: both update the actions.
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
                &RoundsTab::updateActions);
        connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &RoundsTab::updateActions);
    }
    connect(m_pairNext, &QPushButton::clicked, this, &RoundsTab::pairNextRound);
    connect(m_swap, &QPushButton::clicked, this, &RoundsTab::swapColours);
    connect(m_exchange, &QPushButton::clicked, this, &RoundsTab::exchangePlayers);
    connect(m_unpair, &QPushButton::clicked, this, &RoundsTab::unpairRound);
    connect(print, &QPushButton::clicked, this, &RoundsTab::printRequested);
    connect(saveMineButton, &QPushButton::clicked, this, &RoundsTab::saveMine);
    connect(keepTheirsButton, &QPushButton::clicked, this, &RoundsTab::keepTheirs);
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
    refresh();
}

std::optional<int> RoundsTab::currentRow() const
{
    // The row shown selected: a view given the focus makes its first cell current without
    // selecting it, and that is not a board the judge chose.
    const QModelIndex current = m_view->currentIndex();
    if (!m_model || !current.isValid() || current.row() >= m_model->rowCount() ||
        !m_view->selectionModel()->isRowSelected(current.row(), QModelIndex()))
        return std::nullopt;
    return current.row();
}

std::optional<int> RoundsTab::selectedBoard() const
{
    const auto row = currentRow();
    if (!row)
        return std::nullopt;
    return m_model->boardAt(*row).pairing.board;
}

bool RoundsTab::selectBoard(int board)
{
    const auto row = m_model ? m_model->rowOfBoard(board) : std::nullopt;
    if (!row)
        return false;
    const QModelIndex cell = m_model->index(*row, m_model->sectionOf(PairingsModel::Result));
    m_view->setCurrentIndex(cell);
    m_view->scrollTo(cell);
    return true;
}

int RoundsTab::currentGame() const
{
    const QModelIndex current = m_view->currentIndex();
    return m_model && current.isValid() && current.row() < m_model->rowCount()
               ? m_model->gameAt(current.row())
               : 1;
}

QString RoundsTab::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QLineEdit *RoundsTab::openEditor() const
{
    // The view's editors are its viewport's children, and a closed one is hidden until it is
    // deleted.
    QLineEdit *editor = nullptr;
    for (QLineEdit *child : m_view->viewport()->findChildren<QLineEdit *>())
        if (!child->isHidden())
            editor = child;
    return editor;
}

QString RoundsTab::roundNotice() const
{
    return m_roundBar->isHidden() ? QString() : m_roundText->text();
}

QString RoundsTab::conflict() const
{
    return m_conflict ? m_conflictText->text() : QString();
}

void RoundsTab::focusQuickResult()
{
    m_quickResult->setFocus();
}

bool RoundsTab::eventFilter(QObject *watched, QEvent *event)
{
    // Keys typed into a cell's editor go to the editor, not through here.
    if (watched != m_view || event->type() != QEvent::KeyPress || !m_model)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))
        return QWidget::eventFilter(watched, event);
    if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
        clearSelectedResult();
        return true;
    }
    const QString text = key->text();
    if (text != QStringLiteral("1") && text != QStringLiteral("0") && text != QStringLiteral("=") &&
        text != QStringLiteral("+") && text != QStringLiteral("-"))
        return QWidget::eventFilter(watched, event);
    const auto row = currentRow();
    if (!row) {
        showMessage(tr("Select a board first, then type its result."));
        return true;
    }
    const int game = currentGame();
    const int board = m_model->boardAt(*row).pairing.board;
    if (enterResult(board, game, text))
        moveOn(*row, game);
    return true;
}

bool RoundsTab::enterResult(int board, int game, const QString &typed)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const auto found = m_session->pairingOnBoard(board);
    if (found && !found->blackId) {
        showMessage(tr("Board %1 is a bye: it has no result to enter.").arg(board));
        return false;
    }
    const auto parsed = TournamentSession::parseResult(typed);
    if (found && parsed && (game == 1 || game == 2)) {
        const std::optional<reports::PairingResult> &stored = resultOf(*found, game);
        if (stored == *parsed) {
            clearMessage();
            return true; // what the board has already
        }
        if (stored) {
            const QString question =
                *parsed ? tr("Board %1 has %2. Replace it with %3?")
                              .arg(board)
                              .arg(resultText(stored))
                              .arg(resultText(*parsed))
                        : tr("Board %1 has %2. Clear it?").arg(board).arg(resultText(stored));
            if (!m_confirm(question))
                return false;
        }
    }
    m_savingBoard = board;
    const bool saved = run([&] { return m_session->enterResult(board, typed, game); });
    m_savingBoard.reset();
    if (saved)
        emit statusMessage(parsed && *parsed
                               ? tr("Board %1: %2 saved").arg(board).arg(resultText(*parsed))
                               : tr("Board %1: result cleared").arg(board));
    return saved;
}

void RoundsTab::clearSelectedResult()
{
    const auto row = currentRow();
    if (!row) {
        showMessage(tr("Select a board first."));
        return;
    }
    const int game = currentGame();
    const db::Pairing &pairing = m_model->boardAt(*row).pairing;
    if (!pairing.blackId || !resultOf(pairing, game))
        return; // nothing to clear
    enterResult(pairing.board, game, QString());
}

void RoundsTab::moveOn(int row, int game)
{
    const int rows = m_model->rowCount();
    if (row >= rows)
        return;
    const auto waits = [this](int r, int g) {
        const db::Pairing &p = m_model->boardAt(r).pairing;
        return m_model->gameAt(r) == g && p.blackId && !resultOf(p, g);
    };
    int next = row + 1 < rows ? row + 1 : row;
    bool found = false;
    for (int r = row + 1; r < rows && !found; ++r)
        if (waits(r, game)) {
            next = r;
            found = true;
        }
    // A micro-match's games 1 are played before its games 2: after the last game 1 waiting, the
    // first game 2 without a result.
    for (int r = 0; r < rows && !found && game == 1; ++r)
        if (waits(r, 2)) {
            next = r;
            found = true;
        }
    m_view->setCurrentIndex(m_model->index(next, m_model->sectionOf(PairingsModel::Result)));
}

bool RoundsTab::run(const std::function<bool()> &action)
{
    m_running = true;
    m_failure.clear();
    const bool done = action();
    m_running = false;
    if (done)
        clearMessage();
    else if (!m_failure.isEmpty())
        showMessage(m_failure);
    return done;
}

void RoundsTab::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->show();
    m_messageTimer->start(messageMilliseconds);
}

void RoundsTab::clearMessage()
{
    m_messageTimer->stop();
    m_message->clear();
    m_message->hide();
}

bool RoundsTab::enterQuickResult(const QString &text)
{
    if (!m_session || !m_session->isOpen())
        return false;
    const auto quick = readQuickResult(text);
    if (!quick) {
        showMessage(tr("Type the board and the result: \"3 =\", \"5 1\", \"2 +\" (\"4/2 0\" for "
                       "game 2 of a micro-match)."));
        return false;
    }
    if (quick->board <= 0) {
        showMessage(tr("'%1' is not a board number")
                        .arg(text.simplified().section(QLatin1Char(' '), 0, 0)));
        return false;
    }
    if (!enterResult(quick->board, quick->game, quick->result))
        return false;
    if (m_conflict && m_conflict->fromQuickField && m_conflict->board == quick->board) {
        m_conflict.reset();
        m_conflictBar->hide();
    }
    return true;
}

void RoundsTab::checkConflict()
{
    // The rows as shown are the ones before this reload; another round now: nothing typed for
    // the boards shown stands for it.
    if (!m_model || !m_session->isOpen() || m_model->boards().empty() ||
        m_session->round() != m_model->boards().front().pairing.round)
        return;
    std::optional<Conflict> typed;
    QLineEdit *editor = openEditor();
    const QModelIndex current = m_view->currentIndex();
    if (editor && current.isValid() && current.row() < m_model->rowCount())
        typed = Conflict{m_model->boardAt(current.row()).pairing.board, currentGame(),
                         editor->text(), false, m_session->round()};
    if (!typed)
        if (const auto quick = readQuickResult(m_quickResult->text()); quick && quick->board > 0)
            typed = Conflict{quick->board, quick->game, quick->result, true, m_session->round()};
    if (!typed || typed->board == m_savingBoard)
        return;
    const auto mine = TournamentSession::parseResult(typed->mine);
    const auto row = m_model->rowOfBoard(typed->board);
    const auto now = m_session->pairingOnBoard(typed->board);
    if (!mine || !*mine || !row || !now)
        return; // nothing typed that is a result
    const std::optional<reports::PairingResult> &before =
        resultOf(m_model->boardAt(*row).pairing, typed->game);
    const std::optional<reports::PairingResult> &theirs = resultOf(*now, typed->game);
    // The board unchanged, an editor still on the stored value, or the same result: no conflict.
    if (before == theirs || before == *mine || theirs == *mine)
        return;
    if (editor)
        emit m_view->itemDelegate()->closeEditor(editor, QAbstractItemDelegate::NoHint);
    typed->mine = resultText(*mine);
    m_conflict = typed;
    m_conflictText->setText(tr("Board %1 was changed by another judge to %2; your %3 is not saved")
                                .arg(typed->board)
                                .arg(resultText(theirs), typed->mine));
    m_conflictBar->show();
}

void RoundsTab::refresh()
{
    const bool open = m_session && m_session->isOpen();
    const std::vector<int> rounds = open ? m_session->rounds() : std::vector<int>{};
    m_round->blockSignals(true);
    m_round->setMaximum(rounds.empty() ? 0 : rounds.back());
    m_round->setValue(open ? m_session->round() : 0);
    m_round->setEnabled(!rounds.empty());
    // Round 0, "none", only while there is no round to show: a tournament not paired yet, or of
    // games imported without rounds (the special text stands for the minimum).
    m_round->setMinimum(rounds.empty() ? 0 : 1);
    m_round->setSpecialValueText(rounds.empty() ? tr("none") : QString());
    m_round->blockSignals(false);
    m_noRounds->setVisible(open && rounds.empty());
    QString opening;
    if (open)
        for (const db::Pairing &p : m_session->pairings())
            if (p.opening) {
                opening = tr("Opening: %1").arg(QString::fromStdString(*p.opening));
                break;
            }
    m_opening->setText(opening);
    m_opening->setVisible(!opening.isEmpty());
    // A conflict about a round no longer shown is gone with it.
    if (m_conflict && (!open || m_conflict->round != m_session->round())) {
        m_conflict.reset();
        m_conflictBar->hide();
    }
    updateActions();
}

void RoundsTab::updateActions()
{
    const bool open = m_session && m_session->isOpen();
    const auto row = currentRow();
    const db::Pairing *selected = row ? &m_model->boardAt(*row).pairing : nullptr;
    const auto hasResult = [](const db::Pairing &p) {
        return p.blackId && (p.result || p.secondResult);
    };
    m_pairNext->setEnabled(open);
    m_swap->setEnabled(selected && selected->blackId && !hasResult(*selected));
    // An exchange needs a second board without a result (a bye's seat counts as open).
    const auto openBoards = m_model
                                ? std::count_if(m_model->boards().begin(), m_model->boards().end(),
                                                [&hasResult](const app::RoundBoard &board) {
                                                    return !hasResult(board.pairing);
                                                })
                                : 0;
    m_exchange->setEnabled(selected && !hasResult(*selected) && openBoards >= 2);
    bool unpairable =
        open && !m_session->rounds().empty() && m_session->round() == m_session->rounds().back();
    if (unpairable)
        for (const db::Pairing &p : m_session->pairings())
            unpairable = unpairable && !hasResult(p);
    m_unpair->setEnabled(unpairable);
    // A judge's or a viewer's login: the chief arbiter's actions are off, the reason shown.
    const std::optional<QString> notChief = m_session ? m_session->notChief() : std::nullopt;
    for (QPushButton *chiefs : {m_pairNext, m_swap, m_exchange, m_unpair}) {
        if (notChief)
            chiefs->setEnabled(false);
        chiefs->setToolTip(notChief.value_or(chiefs == m_pairNext ? tr("Ctrl+R") : QString()));
    }
    const std::optional<QString> notJudge = m_session ? m_session->notJudge() : std::nullopt;
    m_quickResult->setEnabled(!notJudge);
    m_quickResult->setToolTip(notJudge.value_or(QString()));
    m_view->setEditTriggers(notJudge ? QAbstractItemView::NoEditTriggers
                                     : QAbstractItemView::EditKeyPressed);
}

void RoundsTab::pairNextRound()
{
    if (!m_session || !m_session->isOpen())
        return;
    const std::vector<int> rounds = m_session->rounds();
    const int next = rounds.empty() ? 1 : rounds.back() + 1;
    // Who sits out, who asks for a bye, the round order of a round robin: asked first.
    PairRoundDialog dialog(m_session->loaded(), next, this);
    if (!m_askRound(dialog))
        return;
    app::RoundRequest request;
    request.byes = dialog.requestedByes();
    request.byeResult = dialog.byeResult();
    QString order;
    if (dialog.drawRoundOrder() && !run([&] {
            const auto drawnOrder = m_session->drawRoundOrder();
            if (drawnOrder)
                order = QString::fromStdString(*drawnOrder);
            return drawnOrder.has_value();
        }))
        return;
    // The decisions log keeps what was drawn (`drawn`); the judge reads the opening and the
    // initial colour drawn in the window's language.
    app::RoundDraw drawn;
    if (!run([&] { return m_session->pairNextRound(drawn, request); }))
        return;
    QString opening;
    for (const db::Pairing &pairing : m_session->pairings())
        if (pairing.opening)
            opening = QString::fromStdString(*pairing.opening);
    QString message =
        opening.isEmpty()
            ? tr("Round %1 paired").arg(m_session->round())
            : tr("Round %1 paired; the opening drawn: %2").arg(m_session->round()).arg(opening);
    if (!order.isEmpty())
        message += tr("; the order of the table's rounds drawn by lot: %1").arg(order);
    if (drawn.initialColour == reports::Colour::White)
        message += tr("; initial colour drawn by lot: White");
    else if (drawn.initialColour == reports::Colour::Black)
        message += tr("; initial colour drawn by lot: Black");
    emit statusMessage(message);
}

void RoundsTab::swapColours()
{
    const auto row = currentRow();
    if (!row) {
        showMessage(tr("Select a board first."));
        return;
    }
    // A copy: the dialog runs the event loop, and a reload may replace the rows.
    const app::RoundBoard board = m_model->boardAt(*row);
    if (!board.black) {
        showMessage(tr("Board %1 is a bye: it has no colours to swap.").arg(board.pairing.board));
        return;
    }
    const auto why = m_askWhy(tr("Swap colours"),
                              tr("Board %1: %2 takes White and %3 Black. Why (for the decisions "
                                 "log):")
                                  .arg(board.pairing.board)
                                  .arg(QString::fromStdString(board.black->name),
                                       QString::fromStdString(board.white.name)));
    if (!why)
        return;
    if (run([&] { return m_session->swapColours(board.pairing.board, *why); }))
        emit statusMessage(tr("Board %1: colours swapped").arg(board.pairing.board));
}

void RoundsTab::exchangePlayers()
{
    const auto row = currentRow();
    if (!row) {
        showMessage(tr("Select a board first."));
        return;
    }
    // Copies: the dialog runs the event loop, and a reload may replace the rows.
    const std::vector<app::RoundBoard> boards = m_model->boards();
    const app::RoundBoard board = m_model->boardAt(*row);
    const auto choice = m_chooseExchange(board, boards);
    if (!choice)
        return;
    if (run([&] { return m_session->exchangePlayers(choice->first, choice->second, choice->why); }))
        emit statusMessage(
            tr("Players %1 and %2 exchanged seats").arg(choice->first).arg(choice->second));
}

void RoundsTab::unpairRound()
{
    if (!m_session || !m_session->isOpen() || m_session->rounds().empty())
        return;
    const int last = m_session->rounds().back();
    if (m_session->round() != last) {
        showMessage(tr("Only the last round, %1, can be unpaired; round %2 is shown.")
                        .arg(last)
                        .arg(m_session->round()));
        return;
    }
    const auto why =
        m_askWhy(tr("Unpair round"), tr("Unpair round %1? Its pairing is removed.").arg(last) +
                                         QLatin1Char('\n') + tr("Why (for the decisions log):"));
    if (!why)
        return;
    if (run([&] { return m_session->unpairLastRound(*why); }))
        emit statusMessage(tr("Round %1 unpaired").arg(last));
}

void RoundsTab::saveMine()
{
    if (!m_conflict)
        return;
    const Conflict conflict = *m_conflict;
    m_savingBoard = conflict.board;
    const bool saved =
        run([&] { return m_session->enterResult(conflict.board, conflict.mine, conflict.game); });
    m_savingBoard.reset();
    if (!saved)
        return;
    m_conflict.reset();
    m_conflictBar->hide();
    if (conflict.fromQuickField)
        m_quickResult->clear();
    emit statusMessage(tr("Board %1: %2 saved").arg(conflict.board).arg(conflict.mine));
    m_view->setFocus();
}

void RoundsTab::keepTheirs()
{
    if (!m_conflict)
        return;
    if (m_conflict->fromQuickField)
        m_quickResult->clear();
    m_conflict.reset();
    m_conflictBar->hide();
    m_view->setFocus();
}

} // namespace gui
