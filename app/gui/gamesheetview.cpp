#include "gamesheetview.h"

#include "app/tournament/gamerecord.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/textdecoder.h"
#include "desktop.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

namespace gui {

GameSheetView::GameSheetView(GameSheet *sheet, QWidget *parent)
    : QWidget(parent), m_sheet(sheet), m_board(new BoardWidget(this)),
      m_input(new BoardInput(m_board, sheet, this)), m_model(new MoveListModel(sheet, this)),
      m_notation(new QLineEdit(this)), m_moves(new QTableView(this)), m_finding(new QLabel(this)),
      m_counters(new QLabel(this)), m_toMove(new QLabel(this)), m_header(new QLabel(this))
{
    m_header->setObjectName(QStringLiteral("gameHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont headerFont = m_header->font();
    headerFont.setBold(true);
    m_header->setFont(headerFont);
    m_confirmer = [this](const QString &question) {
        return QMessageBox::question(this, tr("Game sheet"), question,
                                     QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No) == QMessageBox::Yes;
    };
    sheet->setReplaceConfirmer([this](int plies) {
        return confirm(
            plies == 1 ? tr("Replace the rest of the game (1 ply) with this move?")
                       : tr("Replace the rest of the game (%1 plies) with this move?").arg(plies));
    });
    m_notation->setObjectName(QStringLiteral("notation"));
    m_moves->setModel(m_model);
    m_moves->setObjectName(QStringLiteral("moves"));
    m_moves->verticalHeader()->hide();
    m_moves->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moves->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moves->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moves->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moves->horizontalHeader()->setSectionResizeMode(MoveListModel::Number,
                                                      QHeaderView::ResizeToContents);
    m_finding->setWordWrap(true);
    m_finding->setObjectName(QStringLiteral("finding"));
    m_finding->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counters->setWordWrap(true);
    m_counters->setObjectName(QStringLiteral("counters"));

    auto *first = new QPushButton(QStringLiteral("|◀"), this);
    auto *back = new QPushButton(QStringLiteral("◀"), this);
    auto *forward = new QPushButton(QStringLiteral("▶"), this);
    auto *last = new QPushButton(QStringLiteral("▶|"), this);
    first->setToolTip(tr("Start position (Ctrl+Home)"));
    back->setToolTip(tr("One ply back (Ctrl+Left)"));
    forward->setToolTip(tr("One ply forward (Ctrl+Right)"));
    last->setToolTip(tr("Last ply (Ctrl+End)"));
    auto *flip = new QPushButton(tr("Flip board"), this);
    auto *claim = new QPushButton(tr("Draw claim…"), this);
    auto *open = new QPushButton(tr("Open PDN…"), this);
    auto *paste = new QPushButton(tr("Paste PDN"), this);
    auto *save = new QPushButton(tr("Save to database"), this);
    claim->setObjectName(QStringLiteral("claim"));

    auto *navigation = new QHBoxLayout;
    for (QPushButton *button : {first, back, forward, last})
        navigation->addWidget(button);
    navigation->addStretch();
    navigation->addWidget(flip);
    auto *actions = new QHBoxLayout;
    for (QPushButton *button : {claim, open, paste, save})
        actions->addWidget(button);

    auto *side = new QVBoxLayout;
    auto *moveLabel = new QLabel(tr("&Move:"), this);
    moveLabel->setBuddy(m_notation);
    side->addWidget(m_toMove);
    side->addWidget(moveLabel);
    side->addWidget(m_notation);
    side->addWidget(m_moves, 1);
    side->addWidget(m_finding);
    side->addWidget(new QLabel(tr("Draw rules:"), this));
    side->addWidget(m_counters);
    side->addLayout(navigation);
    side->addLayout(actions);

    auto *boardSide = new QVBoxLayout;
    boardSide->addWidget(m_header);
    boardSide->addWidget(m_board, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(boardSide, 3);
    layout->addLayout(side, 2);

    connect(m_notation, &QLineEdit::returnPressed, this, &GameSheetView::enterTyped);
    connect(m_input, &BoardInput::hint, this, &GameSheetView::showHint);
    connect(sheet, &GameSheet::changed, this, &GameSheetView::refresh);
    connect(m_moves, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const int ply = m_model->plyAt(index);
        if (ply >= 0) {
            m_input->clear();
            m_sheet->goToPly(ply);
        }
    });
    const auto goTo = [this](int ply) {
        m_input->clear();
        m_sheet->goToPly(ply);
    };
    connect(first, &QPushButton::clicked, this, [goTo] { goTo(0); });
    connect(back, &QPushButton::clicked, this, [this, goTo] { goTo(m_sheet->currentPly() - 1); });
    connect(forward, &QPushButton::clicked, this,
            [this, goTo] { goTo(m_sheet->currentPly() + 1); });
    connect(last, &QPushButton::clicked, this, [this, goTo] { goTo(m_sheet->plyCount()); });
    connect(flip, &QPushButton::clicked, this,
            [this] { m_board->setFlipped(!m_board->flipped()); });
    connect(claim, &QPushButton::clicked, this, &GameSheetView::claimRequested);
    connect(save, &QPushButton::clicked, this, &GameSheetView::saveRequested);
    connect(open, &QPushButton::clicked, this, &GameSheetView::openPdnFile);
    connect(paste, &QPushButton::clicked, this, [this] {
        if (confirmDiscard())
            openPdnText(QApplication::clipboard()->text());
    });

    const auto shortcut = [this](QKeySequence keys, auto slot) {
        connect(new QShortcut(keys, this), &QShortcut::activated, this, slot);
    };
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Home), [goTo] { goTo(0); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Left),
             [this, goTo] { goTo(m_sheet->currentPly() - 1); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Right),
             [this, goTo] { goTo(m_sheet->currentPly() + 1); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_End), [this, goTo] { goTo(m_sheet->plyCount()); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_F),
             [this] { m_board->setFlipped(!m_board->flipped()); });
    refresh();
}

void GameSheetView::enterTyped()
{
    const QString text = m_notation->text();
    if (text.trimmed().isEmpty())
        return;
    m_input->clear();
    if (m_sheet->enterMove(text))
        m_notation->clear();
    else
        m_notation->selectAll(); // the refused move stays, to be corrected
}

void GameSheetView::refresh()
{
    // The notations the sheet's variant reads (arbiter/notation.h, arbiter/gridnotation.h).
    switch (m_sheet->variant()) {
    case arbiter::Variant::Russian:
    case arbiter::Variant::Giveaway:
        m_notation->setPlaceholderText(tr("c3-d4, cd4, 22-18, c3:e5:g7 … then Enter"));
        break;
    case arbiter::Variant::Brazilian:
        m_notation->setPlaceholderText(tr("c3-d4, 22-18, c3:e5:g7 … then Enter"));
        break;
    case arbiter::Variant::English:
    case arbiter::Variant::Italian:
    case arbiter::Variant::Pool:
        m_notation->setPlaceholderText(tr("11-15, 22x15, 15x24x31 … then Enter"));
        break;
    case arbiter::Variant::International:
    case arbiter::Variant::Russian10x8: // no sheet is of these (Auditor::judges)
    case arbiter::Variant::Spantsiretti:
        m_notation->setPlaceholderText(tr("32-28, 19x28, 28x19x10 … then Enter"));
        break;
    }
    m_toMove->setText(
        m_sheet->sideToMove() == arbiter::Side::White
            ? tr("White to move (ply %1 of %2)").arg(m_sheet->currentPly()).arg(m_sheet->plyCount())
            : tr("Black to move (ply %1 of %2)")
                  .arg(m_sheet->currentPly())
                  .arg(m_sheet->plyCount()));
    m_finding->setText(m_sheet->finding());
    m_finding->setStyleSheet(m_sheet->findingIsError() ? QStringLiteral("color: #b00020")
                                                       : QString());
    const QStringList counters = m_sheet->counters();
    m_counters->setText(counters.isEmpty() ? tr("no draw rule is counting")
                                           : counters.join(QStringLiteral("\n")));
    if (m_sheet->currentPly() > 0)
        m_moves->setCurrentIndex(m_model->indexOfPly(m_sheet->currentPly()));
    m_header->setText(headerText());
}

QString GameSheetView::headerText() const
{
    const auto &stored = m_sheet->storedAs();
    QStringList place;
    if (const std::string event = m_sheet->tag("Event"); !event.empty() && event != "?")
        place << QString::fromStdString(event);
    const std::optional<int> round =
        stored ? (stored->round > 0 ? std::optional<int>(stored->round) : std::nullopt)
               : app::roundTagNumber(m_sheet->tag("Round"));
    if (round)
        place << tr("Round %1").arg(*round);
    else if (stored)
        place << tr("Without a round");
    if (stored && stored->board > 0)
        place << (stored->game == 2 ? tr("Board %1, game 2").arg(stored->board)
                                    : tr("Board %1").arg(stored->board));
    QStringList game;
    const std::string white = m_sheet->tag("White");
    const std::string black = m_sheet->tag("Black");
    if (!white.empty() || !black.empty()) {
        game << tr("White: %1")
                    .arg(white.empty() ? QStringLiteral("?") : QString::fromStdString(white));
        game << tr("Black: %1")
                    .arg(black.empty() ? QStringLiteral("?") : QString::fromStdString(black));
    }
    if (const std::string result = m_sheet->tag("Result"); !result.empty() && result != "*")
        game << tr("Result: %1").arg(QString::fromStdString(result));
    if (place.isEmpty() && game.isEmpty())
        return tr("New game");
    const QString separator = QStringLiteral(" · ");
    if (place.isEmpty())
        return game.join(separator);
    return game.isEmpty() ? place.join(separator)
                          : place.join(separator) + QLatin1Char('\n') + game.join(separator);
}

bool GameSheetView::confirm(const QString &question)
{
    return m_confirmer ? m_confirmer(question) : true;
}

bool GameSheetView::confirmDiscard()
{
    const int plies = m_sheet->plyCount();
    return plies == 0 ||
           confirm(plies == 1 ? tr("Throw away the game on the sheet (1 ply)?")
                              : tr("Throw away the game on the sheet (%1 plies)?").arg(plies));
}

void GameSheetView::showHint(const QString &text)
{
    m_finding->setText(text);
    m_finding->setStyleSheet(QStringLiteral("color: #b00020"));
}

bool GameSheetView::openPdnText(const QString &text)
{
    QString problem;
    const bool loaded = m_sheet->loadPdn(text.toStdString(), problem);
    if (!loaded)
        showHint(problem);
    return loaded;
}

void GameSheetView::openPdnFile()
{
    if (!confirmDiscard())
        return;
    const QString name = QFileDialog::getOpenFileName(this, tr("Open a game"), QString(),
                                                      tr("PDN files (*.pdn);;All files (*)"));
    if (name.isEmpty())
        return;
    QFile file(name);
    if (!file.open(QIODevice::ReadOnly)) {
        showHint(tr("%1 cannot be read").arg(name));
        return;
    }
    // UTF-8, Windows-1251 or UTF-16, as the command line reads it; otherwise where it is not.
    const QByteArray bytes = file.readAll();
    const auto text =
        app::TextDecoder(name.toStdString())
            .decode(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!text) {
        showHint(QString::fromStdString(app::describe(text.error(), interfaceLanguage())));
        return;
    }
    openPdnText(QString::fromStdString(text->text));
}

} // namespace gui
