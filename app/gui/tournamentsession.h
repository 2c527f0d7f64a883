// The tournament the window shows, kept current: loaded from the database through the use cases
// of app/tournament (every read and write is one of their calls), its standings and crosstable
// computed by reports/, reloaded when this client saves something and when another judge's client
// does (LISTEN/NOTIFY through app::ChangeWatch). Widgets read it through the table models; they
// never see SQL or a rule.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "app/tournament/changewatch.h"
#include "app/tournament/claimruling.h"
#include "app/tournament/database.h"
#include "app/tournament/decisionhistory.h"
#include "app/tournament/gamesheetsave.h"
#include "app/tournament/playerregistry.h"
#include "app/tournament/playervalidator.h"
#include "app/tournament/problem.h"
#include "app/tournament/rounddraw.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/storedgames.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "arbiter/claim.h"
#include "reports/crosstable.h"
#include "reports/crosstablegrid.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"
#include "sessionchange.h"
#endif

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gui {

class TournamentSession : public QObject
{
    Q_OBJECT

public:
    // A QtSql session on `conninfo` (app::openSession) and a change watch of its own
    // (app::ChangeWatch); nullptr and `error` set when the database cannot be reached.
    static std::unique_ptr<TournamentSession> open(const std::string &conninfo, QString &error);

    const std::string &conninfo() const { return m_conninfo; }
    db::SqlSession &sql() { return *m_sql; }

    // The connection to the server as the window should say it: up; lost, a new try waiting; or
    // a try under way. A lost connection is noticed when a call fails on it or when the idle
    // check's round trip does; it is tried again in the background, waiting longer each time (up
    // to 8 s), and once back the change watch listens again and everything is read again.
    enum class Connection
    {
        Connected,
        Lost,
        Reconnecting,
    };
    Connection connection() const { return m_connection; }
    // The server: "localhost:5432".
    QString serverName() const;
    // The wait between idle checks, and the first wait before trying again once the connection is
    // lost (doubled after each failed try); for tests.
    void setConnectionTimings(int checkMs, int firstRetryMs);

    // The login this session runs as and its rights, read when it opened (none when they could
    // not be read: nothing is disabled then, and the database still refuses what the login may
    // not do).
    const std::optional<db::CurrentLogin> &login() const { return m_login; }
    // "ivanova: judge", for the status bar.
    QString loginText() const;
    // Why this login may not do a chief arbiter's action (pair, change pairings, enter players,
    // change the tournament's settings, import): the reason for a disabled action's tooltip;
    // none when it may.
    std::optional<QString> notChief() const;
    // Why this login may not enter results or store game sheets (a viewer's); none when it may.
    std::optional<QString> notJudge() const;

    // The tournaments' names; none (failed() emitted) when they cannot be read — never an empty
    // list for a list that could not be read.
    std::optional<QStringList> tournamentNames();
    // Loads `name`; false (and failed() emitted) when it cannot be read.
    bool openTournament(const QString &name);
    bool isOpen() const { return m_loaded.has_value(); }
    const app::TournamentEvent &loaded() const { return *m_loaded; }

    // The round the Rounds tab shows; the last one paired after opening.
    int round() const { return m_round; }
    void setRound(int round);
    std::vector<int> rounds() const { return m_rounds; }
    const std::vector<db::Pairing> &pairings() const { return m_pairings; }
    // A copy of the pairing on `board` of the round shown (callers may outlive a reload).
    std::optional<db::Pairing> pairingOnBoard(int board) const;

    const reports::Standings &standings() const { return m_standings; }
    // The crosstable whole, every cell made: for printing and exporting it. Made when first
    // asked for after a reload (a round robin's is N × N: never made to show it).
    const reports::Crosstable &crosstable() const;
    // The crosstable as the Crosstable tab draws it, each cell made when asked for
    // (reports/crosstablegrid.h); made when first asked for after a reload, in the window's
    // language. Valid until the next reload.
    const reports::CrosstableGrid &crosstableGrid() const;
    // Whether crosstableGrid() has been made since the last reload.
    bool crosstableGridMade() const { return m_crosstableGrid != nullptr; }
    // The rounds the standings can be shown after (app::roundsWithResults), and the one they are
    // shown after: 0 for the latest, which follows new results (all rounds, as the CLI without
    // --after-round); else as `shashki standings --after-round` shows them. The crosstable
    // follows it.
    std::vector<int> roundsWithResults() const;
    int standingsRound() const { return m_standingsRound; }
    void setStandingsRound(int afterRound);
    reports::ReportTable standingsTable() const;
    reports::ReportTable crosstableTable() const;
    reports::ReportTable pairingsTable() const;
    // The page header of a report about `subject`: event, venue, dates and chief arbiter of the
    // tournament, in the window's language.
    reports::ReportHeader header(const std::string &subject) const;
    // The last round with a result entered (app::lastRoundWithResults), up to the round the
    // standings are after: the N of "Standings after round N". 0 before any result.
    int lastRoundWithResults() const;
    // No, name, rating, title, club, withdrawal: the entries by start number.
    reports::ReportTable playersTable() const;

    // A new player from the fields as typed (app::PlayerValidator; failed() names every wrong
    // one) entered with the next start number. When an entry is taken for the same person
    // (app::enterPlayer) nothing is entered: with `sameAs`, it is set to that entry and false
    // returned without failed(), for the caller to ask and call again with `confirmedDifferent`;
    // without, failed() says so.
    bool addPlayer(const app::PlayerText &typed, bool confirmedDifferent = false,
                   std::optional<app::EnteredPlayer> *sameAs = nullptr);
    // "A player named Иванов (No 4, born 1980, rating 1500) is entered already."
    static QString enteredAlready(const app::EnteredPlayer &entry);
    // Players from CSV text (app::readPlayerCsv): one per line, "name;rating;title;club;birth year"
    // (the birth year may be left out; commas also separate; a first line starting with "name" is a
    // header), each field checked by app::PlayerValidator. Every wrong line is reported by line and
    // column, and so is every player taken for the same person as an entry or an earlier line
    // (app::duplicatesOf); then nothing is entered. The number entered, or -1 with `problem`.
    int importPlayersCsv(const QString &text, QString &problem);
    // What an import is doing (a sentence in the window's language), and how far it has got: done
    // of total steps (total 0 when it cannot say). Returns false to stop it.
    using ImportProgress = std::function<bool(int done, int total, const QString &what)>;
    // The same on `sql` — a worker's own connection, nothing of a session touched — into the
    // tournament `tournamentId`, saying how far it has got through `progress`; stopped, it
    // enters nothing and returns -1 with `problem` saying so. Each step is linear in the file (a
    // file of 100,000 players takes seconds).
    static int importPlayersCsv(db::SqlSession &sql, std::int64_t tournamentId,
                                const std::string &text, const ImportProgress &progress,
                                QString &problem);
    // Every field, as typed, of the player with `startNumber` (app::PlayerValidator; failed()
    // names every wrong one), saved over the version read.
    bool editPlayer(int startNumber, const app::PlayerText &typed);
    // Only the name and rating, as typed; his other fields kept.
    bool editPlayer(int startNumber, const QString &name, const QString &rating);
    // The player with `startNumber` withdraws after `afterRound`, logged with `why`
    // (app::withdrawPlayer: not before a round he is paired in).
    bool withdraw(int startNumber, int afterRound, const QString &why);
    // His withdrawal taken back, before a later round is paired (app::takeBackWithdrawal).
    bool takeBackWithdrawal(int startNumber, const QString &why);
    // A player entered by mistake, while he is paired nowhere (app::deleteEntry).
    bool deletePlayer(int startNumber, const QString &why);
    // Before round 1 is paired (app/tournament/pairingnumbers.h): the start numbers given by the
    // initial ranking, the player with `from` moved to `to` by hand, or the numbers drawn by lot.
    bool sortStartNumbers();
    bool moveStartNumber(int from, int to);
    bool drawStartNumbers();
    // The last round's pairing taken back while it has no result (app::unpairRound).
    bool unpairLastRound(const QString &why);
    // The stored game `gameId`, listed as game `number`, deleted with its moves and claims, logged
    // with `why` (the chief arbiter's: app::deleteListedGame); the board's result stays.
    bool deleteGame(std::int64_t gameId, int number, const QString &why);
    // Saves the tournament's settings over the version read.
    // Once round 1 is paired, a change of a setting that shapes the pairings needs the chief
    // arbiter's `chiefReason`: without one it returns false with lastProblem() SettingLocked and
    // failed() not emitted, for the window to ask (app::saveTournamentSettings).
    // A new tournament (app::createTournament); nothing, after saying why, when it is refused.
    std::optional<db::Tournament> createTournament(const db::Tournament &draft);
    bool saveSettings(const db::Tournament &tournament,
                      const std::optional<QString> &chiefReason = std::nullopt);
    // Why the last refused action was refused; none after a success.
    const std::optional<app::Problem> &lastProblem() const { return m_lastProblem; }

    // Saves the result of a board of the current round ("1-0", "=", "0-1", "+", "-" … see
    // parseResult); game 2 of a micro-match with `game` 2. False (failed() emitted) when refused.
    bool enterResult(int board, const QString &result, int game = 1);
    // As enterResult, logged with `why` (an undo's correction, say).
    bool correctResult(int board, const QString &result, int game, const QString &why);
    // "1", "1-0" → "1-0"; "=", "½", "1/2" → "1/2-1/2"; "0" → "0-1"; "+" → "+/-"; "-" → "-/+";
    // "--" → "-/-" (each code of a game's result as itself); "" → none. nullopt for anything
    // else, a bye's code too.
    static std::optional<std::optional<reports::PairingResult>> parseResult(const QString &text);

    // Pairs the next round (reports/ through app::pairRound) and shows it; the decision logged
    // (a drawn opening) in `note`.
    bool pairNextRound(app::RoundDraw &drawn, const app::RoundRequest &request = {});
    // Before round 1 of a round robin: the order of its table's rounds drawn by lot and recorded
    // (app::drawRoundOrder); the order ("2, 4, 1, 3"), or none (failed() emitted).
    std::optional<std::string> drawRoundOrder();
    // By hand, logged with `why`.
    bool swapColours(int board, const QString &why);
    // Two players of the round shown (start numbers) change seats, before its results.
    bool exchangePlayers(int first, int second, const QString &why);

    // The ruling on a draw claim about `subject` (a board, a game …), in the decisions log of
    // this tournament (app::recordClaimRuling).
    bool recordClaimRuling(const db::DecisionSubject &subject, const arbiter::ClaimVerdict &verdict,
                           const std::optional<std::string> &why);
    // A ruling recorded before its sheet was saved, linked to the game the sheet is stored as now
    // (app::linkClaimRuling); false (failed() emitted) when it cannot be written.
    bool linkClaimRuling(const db::DecisionSubject &subject, const arbiter::ClaimVerdict &verdict);

    // The game sheet `sheet` stored as the game at `place` of the round shown
    // (app::saveSheetGame); the refusal is returned, for the window to word, failed() not emitted.
    arbiter::Result<app::SavedSheet, app::Problem>
    saveSheetGame(const app::SheetPlace &place, const app::SheetGame &sheet,
                  const arbiter::EndgameDatabase *endgames);

    // The tournament's decisions log, oldest first (app::decisionHistory); nullopt (failed()
    // emitted) when it cannot be read.
    std::optional<std::vector<db::Decision>> decisions();
    // The open tournament's games as the Games tab lists them (app::listGames), and one stored
    // game with its PDN (app::readGame); none (and failed() emitted) when they cannot be read.
    std::optional<std::vector<db::GameListing>> gameListing();
    std::optional<db::GameText> storedGame(std::int64_t gameId);

    // Reads everything again from the database.
    bool reload();

signals:
    void reloaded();
    // A tournament was opened (openTournament), after its first reload.
    void opened();
    void failed(const QString &message);
    // After a result, a swap of colours, an exchange or a withdrawal made through this session
    // (enterResult, swapColours, exchangePlayers, withdraw, takeBackWithdrawal): what it changed.
    void changeMade(const gui::SessionChange &change);
    // Another client changed this tournament: emitted after the reload that shows it.
    void changedElsewhere();
    // connection() changed.
    void connectionChanged();
    // Another client paired round `round` (a new last round); emitted after the reload, the round
    // shown left as it was for the window to decide.
    void roundPairedElsewhere(int round);

private:
    TournamentSession(std::string conninfo, std::unique_ptr<db::SqlSession> sql);
    // Another client changed the tournaments `tournaments`: the open one is read again.
    void changedByOthers(const std::vector<std::int64_t> &tournaments);
    bool fail(const std::string &message);
    // A renumbering of the open tournament's entries (pairingnumbers.h) run, refused or shown.
    bool renumber(
        const std::function<std::optional<app::Problem>(std::int64_t tournamentId)> &numbering);
    // The connection found gone: said, and a new try scheduled.
    void connectionLost();
    void tryReconnect();
    // reload() over `loaded`, the tournament just read: its rounds, the round's pairings and the
    // standings read and computed, then reloaded().
    bool show(app::TournamentEvent loaded);
    // The idle check's round trip.
    void checkConnection();
    void setConnection(Connection connection);
    // The change watch on a connection of its own, calling changedByOthers; false (the problem
    // kept) when it cannot listen.
    bool watchChanges();
    // Refused by the library: the problem kept, and failed() with its text.
    bool refuse(const app::Problem &problem);
    // The withdrawal of the entry with `startNumber` about to be set to `afterRound` (none:
    // taken back), as a change; none when no entry has that number.
    std::optional<SessionChange> withdrawalChange(int startNumber,
                                                  std::optional<int> afterRound) const;

    std::string m_conninfo;
    std::unique_ptr<db::SqlSession> m_sql;
    std::unique_ptr<app::ChangeWatch> m_watch;      // after m_sql: it ends first
    std::unique_ptr<app::ChangeWatch> m_staleWatch; // on a connection lost, until the next try
    std::optional<db::CurrentLogin> m_login;
    Connection m_connection = Connection::Connected;
    QTimer *m_check = nullptr;
    QTimer *m_retry = nullptr;
    int m_firstRetry = 500;
    int m_retryDelay = 500;
    std::optional<app::TournamentEvent> m_loaded;
    std::optional<app::Problem> m_lastProblem;
    std::vector<int> m_rounds;
    int m_round = 0;
    int m_standingsRound = 0;
    std::vector<db::Pairing> m_pairings;
    reports::Standings m_standings;
    mutable std::optional<reports::Crosstable> m_crosstable;           // made when asked for
    mutable std::unique_ptr<reports::CrosstableGrid> m_crosstableGrid; // made when asked for
};

} // namespace gui
