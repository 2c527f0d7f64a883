#include "decisionspage.h"

#include "decisionsmodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QShowEvent>
#include <QTableView>
#include <QVBoxLayout>

namespace gui {

namespace {

std::optional<int> chosen(const QComboBox *filter)
{
    const int value = filter->currentData().toInt();
    return value > 0 ? std::optional(value) : std::nullopt;
}

} // namespace

DecisionsPage::DecisionsPage(TournamentSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new DecisionsModel(this)),
      m_round(new QComboBox(this)), m_board(new QComboBox(this)), m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("DecisionsPage"));
    m_round->setObjectName(QStringLiteral("decisionRound"));
    m_board->setObjectName(QStringLiteral("decisionBoard"));
    auto *roundLabel = new QLabel(tr("&Round:"), this);
    roundLabel->setBuddy(m_round);
    auto *boardLabel = new QLabel(tr("&Board:"), this);
    boardLabel->setBuddy(m_board);
    auto *top = new QHBoxLayout;
    top->addWidget(roundLabel);
    top->addWidget(m_round);
    top->addWidget(boardLabel);
    top->addWidget(m_board);
    top->addStretch();

    m_view->setObjectName(QStringLiteral("decisionsView"));
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // What and Why share the width the short columns leave, their text wrapped and each row as
    // high as it: a long entry no longer pushes Why off the right edge.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(DecisionsModel::What, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(DecisionsModel::Why, QHeaderView::Stretch);
    m_view->setWordWrap(true);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setToolTip(
        tr("Double-click a decision about a game to open it, about a board to show its round"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_round, &QComboBox::activated, this,
            [this] { m_model->setRoundFilter(chosen(m_round)); });
    connect(m_board, &QComboBox::activated, this,
            [this] { m_model->setBoardFilter(chosen(m_board)); });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            openDecision(index.row());
    });
    if (m_session)
        connect(m_session, &TournamentSession::reloaded, this, [this] {
            if (isVisible())
                refresh();
            else
                m_stale = true;
        });
}

void DecisionsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void DecisionsPage::fillFilter(QComboBox *filter, const std::vector<int> &values,
                               const QString &all)
{
    const int kept = filter->currentData().toInt();
    filter->blockSignals(true);
    filter->clear();
    filter->addItem(all, 0);
    for (const int value : values)
        filter->addItem(QString::number(value), value);
    const int index = filter->findData(kept);
    filter->setCurrentIndex(index < 0 ? 0 : index);
    filter->blockSignals(false);
}

void DecisionsPage::refresh()
{
    m_stale = false;
    std::vector<db::Decision> decisions;
    if (m_session && m_session->isOpen())
        if (auto read = m_session->decisions())
            decisions = std::move(*read);
    m_model->setDecisions(std::move(decisions));
    fillFilter(m_round, m_model->rounds(), tr("All rounds"));
    fillFilter(m_board, m_model->boards(), tr("All boards"));
    m_model->setRoundFilter(chosen(m_round));
    m_model->setBoardFilter(chosen(m_board));
}

bool DecisionsPage::openDecision(int row)
{
    const auto decision = m_model->decisionAt(row);
    // About a game (a ruling on a game imported without a round has no board), or a board.
    if (!decision || (!decision->gameId && (!decision->round || !decision->board)))
        return false;
    emit openGameRequested(decision->round.value_or(0), decision->board.value_or(0),
                           static_cast<qint64>(decision->gameId.value_or(0)));
    return true;
}

} // namespace gui
