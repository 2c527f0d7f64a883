// The Rounds tab: the boards of a round as arbiters read them (PairingsModel), results typed on
// the selected row with the keyboard alone (1, 0, =, +, -; Delete clears) and the cursor moving on
// to the next board without one, the quick field ("3 ="), and the row actions — swap colours,
// exchange a player, unpair the round shown, pair the next one. Refusals are shown in a message
// line under the table, never in a box, so fast typing goes on; a result another judge saves
// over one typed here and not yet saved is shown as a conflict for the judge to resolve.
// Every question (confirmation, why, exchange) goes through a replaceable function, for tests.
#pragma once

#include "exchangedialog.h"
#include "tournamentsession.h"
#include "whyasker.h"

#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace gui {

class PairingsModel;
class PairRoundDialog;

class RoundsTab : public QWidget
{
    Q_OBJECT

public:
    // Yes or no to `question`.
    using Confirmer = std::function<bool(const QString &question)>;
    // Runs the dialog before a round is paired (PairRoundDialog): whether the judge accepted it
    // (exec() by default; a test reads and fills it).
    using RoundAsker = std::function<bool(PairRoundDialog &dialog)>;
    // The exchange on the selected board, nullopt when cancelled (ExchangeDialog by default).
    using ExchangeChooser = std::function<std::optional<ExchangeChoice>(
        const app::RoundBoard &board, const std::vector<app::RoundBoard> &boards)>;

    // `session` may be null (no database): an empty tab. `tournamentLabel` is laid out at the top.
    RoundsTab(TournamentSession *session, QLabel *tournamentLabel, QWidget *parent = nullptr);

    PairingsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *quickResultField() const { return m_quickResult; }
    // The board of the selected row of the round shown.
    std::optional<int> selectedBoard() const;
    // Selects board `board` of the round shown; false when it has none.
    bool selectBoard(int board);
    // The message line under the table ("" when none).
    QString message() const;
    // The conflict with another judge shown ("" when none), resolved by saveMine/keepTheirs.
    QString conflict() const;
    // The notice of a round another judge paired ("" when none or acknowledged).
    QString roundNotice() const;

    void setConfirmer(Confirmer confirm) { m_confirm = std::move(confirm); }
    void setWhyAsker(WhyAsker ask) { m_askWhy = std::move(ask); }
    void setRoundAsker(RoundAsker ask) { m_askRound = std::move(ask); }
    void setExchangeChooser(ExchangeChooser choose) { m_chooseExchange = std::move(choose); }

    // While this tab runs an action, the session's refusals are its to show (inline).
    bool takesErrors() const { return m_running; }

    // "3 =" or "3 1-0" (board, result; "3/2 0" for game 2 of a micro-match): saved at once.
    bool enterQuickResult(const QString &text);
    void focusQuickResult();
    // The row actions, on the round shown and its selected row.
    void pairNextRound();
    void swapColours();
    void exchangePlayers();
    void unpairRound();
    // The conflict's two ends.
    void saveMine();
    void keepTheirs();

signals:
    void statusMessage(const QString &message);
    void printRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Game 1, or 2 when the current row is a micro-match's game 2.
    int currentGame() const;
    std::optional<int> currentRow() const;
    // The result `typed` for `board` saved, after asking when it replaces another one.
    bool enterResult(int board, int game, const QString &typed);
    void clearSelectedResult();
    // The cursor on the next board without a result in `game`; after a game 1, else on the
    // first game 2 without one (micro-matches); else on the next row.
    void moveOn(int row, int game);
    // The session called with refusals caught for the message line.
    bool run(const std::function<bool()> &action);
    // The cell editor open on the current cell, or null.
    QLineEdit *openEditor() const;
    void showMessage(const QString &text);
    void clearMessage();
    // Before the model follows a reload: a typed and unsaved result of a board changed by
    // another judge becomes a conflict.
    void checkConflict();
    void refresh();
    void updateActions();

    struct Conflict
    {
        int board = 0;
        int game = 1;
        QString mine;
        bool fromQuickField = false;
        int round = 0;
    };

    TournamentSession *m_session;
    PairingsModel *m_model = nullptr;
    QTableView *m_view;
    QSpinBox *m_round;
    QLabel *m_opening;
    QLabel *m_noRounds; // shown while the tournament has no round
    QLineEdit *m_quickResult;
    QLabel *m_message;
    QTimer *m_messageTimer;
    QWidget *m_conflictBar;
    // A round paired by another judge: followed (or not, while the judge types) and said until
    // acknowledged.
    QWidget *m_roundBar;
    QLabel *m_roundText;
    QPushButton *m_roundShow;
    int m_noticedRound = 0;
    QLabel *m_conflictText;
    QPushButton *m_pairNext;
    QPushButton *m_swap;
    QPushButton *m_exchange;
    QPushButton *m_unpair;
    Confirmer m_confirm;
    WhyAsker m_askWhy;
    RoundAsker m_askRound;
    ExchangeChooser m_chooseExchange;
    std::optional<Conflict> m_conflict;
    bool m_running = false;
    std::optional<int> m_savingBoard; // while this tab saves its result
    QString m_failure;                // the last refusal while running
};

} // namespace gui
