#include "gamestab.h"

#include "listview.h"
#include "tournamentsession.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

GamesTab::GamesTab(TournamentSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new GameListModel(this)),
      m_round(new QComboBox(this)), m_player(new QLineEdit(this)), m_view(new QTableView(this)),
      m_count(new QLabel(this)), m_delete(new QPushButton(tr("Delete g&ame…"), this))
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
    m_delete->setObjectName(QStringLiteral("deleteGame"));
    m_askWhy = [this](const QString &title, const QString &question) {
        return askWhy(this, title, question);
    };

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
    filters->addWidget(m_delete);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);

    fillRounds();
    connect(m_round, &QComboBox::currentIndexChanged, this, &GamesTab::applyFilter);
    connect(m_player, &QLineEdit::textChanged, this, &GamesTab::applyFilter);
    // A double-click and Enter both activate a row (doubleClicked too would open it twice).
    connect(m_view, &QTableView::activated, this, &GamesTab::choose);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &GamesTab::updateDelete);
    connect(m_delete, &QPushButton::clicked, this, &GamesTab::deleteCurrent);
    updateDelete();
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
    updateDelete();
}

void GamesTab::choose(const QModelIndex &index)
{
    if (const db::GameListing *game = m_model->gameAt(index.row()))
        emit gameChosen(game->id);
}

const db::GameListing *GamesTab::currentGame() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_model->gameAt(current.row()) : nullptr;
}

void GamesTab::updateDelete()
{
    // A judge's or a viewer's login: the chief arbiter's action is off, the reason shown.
    const std::optional<QString> notChief = m_session ? m_session->notChief() : std::nullopt;
    m_delete->setEnabled(m_session && m_session->isOpen() && !notChief && currentGame());
    m_delete->setToolTip(notChief.value_or(QString()));
}

void GamesTab::deleteCurrent()
{
    const db::GameListing *game = currentGame();
    if (!m_session || !game || !m_delete->isEnabled())
        return;
    const std::int64_t id = game->id;
    const int number = game->number;
    const QString question =
        tr("Delete game %1, %2 – %3? Its moves and claims are removed; the board's result "
           "stays.")
            .arg(number)
            .arg(QString::fromStdString(game->white), QString::fromStdString(game->black));
    const auto why = m_askWhy(tr("Delete game"),
                              question + QLatin1Char('\n') + tr("Why (for the decisions log):"));
    if (!why)
        return;
    if (m_session->deleteGame(id, number, *why))
        emit statusMessage(tr("Game %1 deleted").arg(number));
}

} // namespace gui
