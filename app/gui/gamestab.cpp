#include "gamestab.h"

#include "listview.h"
#include "tournamentsession.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

GamesTab::GamesTab(TournamentSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new GameListModel(this)),
      m_round(new QComboBox(this)), m_player(new QLineEdit(this)), m_view(new QTableView(this)),
      m_count(new QLabel(this))
{
    m_round->setObjectName(QStringLiteral("gamesRound"));
    m_player->setObjectName(QStringLiteral("gamesPlayer"));
    m_player->setPlaceholderText(tr("a part of either player's name"));
    m_player->setClearButtonEnabled(true);
    showAsList(m_view, m_model, QStringLiteral("gamesView"));
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // A name on one line, never cut: the name columns grow to the longest shown (and keep what
    // the judge widened them to).
    m_view->setWordWrap(false);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        for (const int column : {GameListModel::White, GameListModel::Black}) {
            const int kept = m_view->columnWidth(column);
            m_view->resizeColumnToContents(column);
            m_view->setColumnWidth(column, std::max(kept, m_view->columnWidth(column)));
        }
    });
    m_count->setObjectName(QStringLiteral("gamesCount"));

    auto *filters = new QHBoxLayout;
    auto *roundLabel = new QLabel(tr("R&ound:"), this);
    roundLabel->setBuddy(m_round);
    auto *playerLabel = new QLabel(tr("&Player:"), this);
    playerLabel->setBuddy(m_player);
    filters->addWidget(roundLabel);
    filters->addWidget(m_round);
    filters->addWidget(playerLabel);
    filters->addWidget(m_player, 1);
    filters->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);

    fillRounds();
    connect(m_round, &QComboBox::currentIndexChanged, this, &GamesTab::applyFilter);
    connect(m_player, &QLineEdit::textChanged, this, &GamesTab::applyFilter);
    // A double-click and Enter both activate a row (doubleClicked too would open it twice).
    connect(m_view, &QTableView::activated, this, &GamesTab::choose);
    if (m_session)
        connect(m_session, &TournamentSession::reloaded, this, [this] {
            m_stale = true;
            if (isVisible())
                reload();
        });
}

void GamesTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        reload();
}

void GamesTab::reload()
{
    m_stale = false;
    std::vector<db::GameListing> games;
    if (m_session && m_session->isOpen()) {
        auto listed = m_session->gameListing();
        if (listed)
            games = std::move(*listed);
    }
    m_model->setGames(std::move(games));
    const QSignalBlocker blocker(m_round);
    fillRounds();
    applyFilter();
}

void GamesTab::fillRounds()
{
    const QVariant chosen = m_round->currentData();
    m_round->clear();
    m_round->addItem(tr("All rounds"), GameListModel::AllRounds);
    for (int round : m_model->rounds())
        m_round->addItem(tr("Round %1").arg(round), round);
    if (m_model->hasGamesWithoutRound())
        m_round->addItem(tr("Without a round"), GameListModel::WithoutRound);
    const int at = chosen.isValid() ? m_round->findData(chosen) : 0;
    m_round->setCurrentIndex(at < 0 ? 0 : at);
}

void GamesTab::applyFilter()
{
    m_model->setFilter(m_round->currentData().isValid() ? m_round->currentData().toInt()
                                                        : GameListModel::AllRounds,
                       m_player->text());
    m_view->clearSpans();
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->isHeading(row))
            m_view->setSpan(row, 0, 1, GameListModel::ColumnCount);
    m_count->setText(tr("%1 of %2 games").arg(m_model->shownGameCount()).arg(m_model->gameCount()));
}

void GamesTab::choose(const QModelIndex &index)
{
    if (const db::GameListing *game = m_model->gameAt(index.row()))
        emit gameChosen(game->id);
}

} // namespace gui
