#include "tournamentsession.h"

#include "app/tournament/claimruling.h"
#include "app/tournament/database.h"
#include "app/tournament/databaseproblem.h"
#include "app/tournament/entrychanges.h"
#include "app/tournament/gamedeletion.h"
#include "app/tournament/handpairing.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pairingnumbers.h"
#include "app/tournament/playercsv.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/roundswithresults.h"
#include "app/tournament/tournamentlookup.h"
#include "app/tournament/tournamentreport.h"
#include "app/tournament/tournamentsettings.h"
#include "desktop.h"

#include <algorithm>
#include <random>

namespace gui {

namespace {

// A database error as the judge reads it: the tool's words, in the window's language.
std::string databaseText(const db::DbError &error)
{
    return app::describe(app::databaseProblem(error), interfaceLanguage());
}

} // namespace

std::unique_ptr<TournamentSession> TournamentSession::open(const std::string &conninfo,
                                                           QString &error)
{
    auto sql = app::openSession(conninfo);
    if (!sql) {
        error = QString::fromStdString(app::describe(sql.error(), interfaceLanguage()));
        return nullptr;
    }
    std::unique_ptr<TournamentSession> session(
        new TournamentSession(conninfo, std::move(sql.value())));
    if (auto login = app::currentLogin(*session->m_sql))
        session->m_login = std::move(login.value());
    if (!session->watchChanges()) {
        error = QString::fromStdString(
            app::describe(session->m_lastProblem.value(), interfaceLanguage()));
        return nullptr;
    }
    return session;
}

TournamentSession::TournamentSession(std::string conninfo, std::unique_ptr<db::SqlSession> sql)
    : m_conninfo(std::move(conninfo)), m_sql(std::move(sql)), m_check(new QTimer(this)),
      m_retry(new QTimer(this))
{
    m_check->setInterval(3000);
    connect(m_check, &QTimer::timeout, this, &TournamentSession::checkConnection);
    m_check->start();
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &TournamentSession::tryReconnect);
}

bool TournamentSession::watchChanges()
{
    // The session owns the watch: the call never outlives it.
    auto watch =
        app::ChangeWatch::open(m_conninfo, [this](const std::vector<std::int64_t> &tournaments) {
            changedByOthers(tournaments);
        });
    if (!watch) {
        m_lastProblem = watch.error();
        return false;
    }
    m_watch = std::move(watch.value());
    return true;
}

QString TournamentSession::loginText() const
{
    if (!m_login)
        return QString();
    const QString name = QString::fromStdString(m_login->name);
    if (m_login->owner)
        return tr("%1: owner of the database").arg(name);
    if (!m_login->role)
        return tr("%1: no role of the tournament hall").arg(name);
    switch (*m_login->role) {
    case db::HallRole::Chief:
        return tr("%1: chief arbiter").arg(name);
    case db::HallRole::Judge:
        return tr("%1: judge").arg(name);
    case db::HallRole::Viewer:
        return tr("%1: viewer").arg(name);
    }
    return name;
}

std::optional<QString> TournamentSession::notChief() const
{
    if (!m_login || m_login->role == db::HallRole::Chief)
        return std::nullopt;
    const QString name = QString::fromStdString(m_login->name);
    if (m_login->role == db::HallRole::Judge)
        return tr("Only a chief arbiter's login may do this: %1 is a judge's login").arg(name);
    return tr("Only a chief arbiter's login may do this: %1 is a viewer's login").arg(name);
}

std::optional<QString> TournamentSession::notJudge() const
{
    if (!m_login || m_login->role == db::HallRole::Chief || m_login->role == db::HallRole::Judge)
        return std::nullopt;
    return tr("Only a judge's or the chief arbiter's login may enter results: %1 is a viewer's "
              "login")
        .arg(QString::fromStdString(m_login->name));
}

QString TournamentSession::serverName() const
{
    return QString::fromStdString(app::serverOf(*m_sql));
}

void TournamentSession::setConnectionTimings(int checkMs, int firstRetryMs)
{
    m_check->setInterval(checkMs);
    m_firstRetry = firstRetryMs;
}

void TournamentSession::setConnection(Connection connection)
{
    if (m_connection == connection)
        return;
    m_connection = connection;
    emit connectionChanged();
}

void TournamentSession::checkConnection()
{
    if (m_connection != Connection::Connected)
        return;
    if (const auto problem = app::checkConnection(*m_sql);
        problem && problem->code == app::ProblemCode::ConnectionLost)
        connectionLost();
}

void TournamentSession::connectionLost()
{
    if (m_connection != Connection::Connected)
        return;
    // The watch's own connection went with the server: it listens again once the server is back
    // (kept until the next try: this may run inside the watch's own call).
    m_staleWatch = std::move(m_watch);
    m_retryDelay = m_firstRetry;
    setConnection(Connection::Lost);
    m_retry->start(m_retryDelay);
}

void TournamentSession::tryReconnect()
{
    m_staleWatch.reset();
    setConnection(Connection::Reconnecting);
    const bool back = !app::reconnect(*m_sql) && watchChanges();
    if (!back) {
        m_retryDelay = std::min(m_retryDelay * 2, 8000);
        setConnection(Connection::Lost);
        m_retry->start(m_retryDelay);
        return;
    }
    setConnection(Connection::Connected);
    // What others changed meanwhile: everything read again.
    if (reload())
        emit changedElsewhere();
}

void TournamentSession::changedByOthers(const std::vector<std::int64_t> &tournaments)
{
    if (!m_loaded || std::find(tournaments.begin(), tournaments.end(), m_loaded->tournament.id) ==
                         tournaments.end())
        return;
    const int lastBefore = m_rounds.empty() ? 0 : m_rounds.back();
    if (!reload())
        return;
    emit changedElsewhere();
    if (!m_rounds.empty() && m_rounds.back() > lastBefore)
        emit roundPairedElsewhere(m_rounds.back());
}

bool TournamentSession::fail(const std::string &message)
{
    emit failed(QString::fromStdString(message));
    // A call that failed on a connection gone: the window says so and tries again.
    if (!app::isConnected(*m_sql))
        connectionLost();
    return false;
}

std::optional<QStringList> TournamentSession::tournamentNames()
{
    QStringList names;
    const auto tournaments = app::tournamentNames(*m_sql);
    if (!tournaments) {
        refuse(tournaments.error());
        return std::nullopt;
    }
    for (const std::string &name : *tournaments)
        names << QString::fromStdString(name);
    return names;
}

bool TournamentSession::openTournament(const QString &name)
{
    auto loaded = app::loadTournamentEvent(*m_sql, name.toStdString());
    if (!loaded)
        return fail(app::describe(loaded.error(), interfaceLanguage()));
    m_round = 0;
    // Shown as read: reading it again (reload) took as long again on a large tournament.
    if (!show(std::move(loaded.value())))
        return false;
    emit opened();
    return true;
}

void TournamentSession::setRound(int round)
{
    m_round = round;
    reload();
}

bool TournamentSession::reload()
{
    if (!m_loaded)
        return false;
    auto loaded = app::loadTournamentEvent(*m_sql, m_loaded->tournament.name);
    if (!loaded)
        return fail(app::describe(loaded.error(), interfaceLanguage()));
    return show(std::move(loaded.value()));
}

bool TournamentSession::show(app::TournamentEvent loaded)
{
    // The crosstable refers to the event and standings replaced here: made again when asked for.
    m_crosstableGrid.reset();
    m_crosstable.reset();
    m_loaded = std::move(loaded);
    const auto rounds = app::pairedRounds(*m_sql, m_loaded->tournament.id);
    if (!rounds)
        return fail(app::describe(rounds.error(), interfaceLanguage()));
    m_rounds = *rounds;
    if (m_round == 0 || std::find(m_rounds.begin(), m_rounds.end(), m_round) == m_rounds.end())
        m_round = m_rounds.empty() ? 0 : m_rounds.back();
    m_pairings.clear();
    if (m_round > 0) {
        const auto pairings = app::roundPairings(*m_sql, m_loaded->tournament.id, m_round);
        if (!pairings)
            return fail(app::describe(pairings.error(), interfaceLanguage()));
        m_pairings = *pairings;
    }
    const std::vector<int> played = app::roundsWithResults(m_loaded->event);
    // A round no longer with results, or the last one: the latest, which follows new results.
    if (std::find(played.begin(), played.end(), m_standingsRound) == played.end() ||
        m_standingsRound == played.back())
        m_standingsRound = 0;
    m_standings = reports::computeStandings(m_loaded->event, m_loaded->tieBreaks, m_standingsRound);
    emit reloaded();
    return true;
}

std::vector<int> TournamentSession::roundsWithResults() const
{
    return m_loaded ? app::roundsWithResults(m_loaded->event) : std::vector<int>{};
}

void TournamentSession::setStandingsRound(int afterRound)
{
    if (afterRound == m_standingsRound)
        return;
    m_standingsRound = afterRound;
    reload();
}

std::optional<std::vector<db::Decision>> TournamentSession::decisions()
{
    if (!m_loaded)
        return std::vector<db::Decision>{};
    auto read = app::decisionHistory(*m_sql, m_loaded->tournament.id);
    if (!read) {
        fail(app::describe(read.error(), interfaceLanguage()));
        return std::nullopt;
    }
    return std::move(read.value());
}

reports::ReportTable TournamentSession::standingsTable() const
{
    return m_loaded ? reports::standingsTable(m_loaded->event, m_standings, interfaceLanguage())
                    : reports::ReportTable{};
}

const reports::Crosstable &TournamentSession::crosstable() const
{
    if (!m_crosstable)
        m_crosstable = m_loaded ? app::crosstableOf(*m_loaded, m_standings,
                                                    reports::CellStyle::Equals, interfaceLanguage())
                                : reports::Crosstable{};
    return *m_crosstable;
}

const reports::CrosstableGrid &TournamentSession::crosstableGrid() const
{
    // Also made again when the window's language changed since (the names of byes, colours and
    // withdrawals are words).
    if (!m_crosstableGrid || m_crosstableGrid->language() != interfaceLanguage()) {
        static const app::TournamentEvent none;
        static const reports::Standings noStandings;
        const app::TournamentEvent &loaded = m_loaded ? *m_loaded : none;
        m_crosstableGrid = std::make_unique<reports::CrosstableGrid>(
            loaded.event, m_loaded ? m_standings : noStandings, app::crosstableForm(loaded),
            reports::CellStyle::Equals, interfaceLanguage());
    }
    return *m_crosstableGrid;
}

reports::ReportTable TournamentSession::crosstableTable() const
{
    return m_loaded ? reports::crosstableTable(crosstable(), interfaceLanguage())
                    : reports::ReportTable{};
}

reports::ReportTable TournamentSession::pairingsTable() const
{
    return m_loaded ? app::pairingsTable(*m_loaded, m_pairings, interfaceLanguage())
                    : reports::ReportTable{};
}

reports::ReportHeader TournamentSession::header(const std::string &subject) const
{
    return m_loaded ? app::reportHeader(m_loaded->tournament, subject, interfaceLanguage())
                    : reports::ReportHeader{};
}

int TournamentSession::lastRoundWithResults() const
{
    return m_loaded ? std::min(app::lastRoundWithResults(*m_loaded), m_standings.afterRound) : 0;
}

std::optional<db::Pairing> TournamentSession::pairingOnBoard(int board) const
{
    for (const db::Pairing &pairing : m_pairings)
        if (pairing.board == board)
            return pairing;
    return std::nullopt;
}

std::optional<std::optional<reports::PairingResult>>
TournamentSession::parseResult(const QString &text)
{
    using R = reports::PairingResult;
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::optional<R>();
    // The short forms a judge types; otherwise a game's code as stored (never a bye's).
    std::optional<R> typed = reports::pairingResultByCode(t.toStdString());
    if (typed && reports::isBye(*typed))
        typed.reset();
    if (t == QStringLiteral("1"))
        typed = R::WhiteWins;
    else if (t == QStringLiteral("0"))
        typed = R::BlackWins;
    else if (t == QStringLiteral("=") || t == QStringLiteral("½") || t == QStringLiteral("1/2"))
        typed = R::Draw;
    else if (t == QStringLiteral("+"))
        typed = R::WhiteForfeitWin;
    else if (t == QStringLiteral("-"))
        typed = R::BlackForfeitWin;
    else if (t == QStringLiteral("--"))
        typed = R::DoubleForfeit;
    if (!typed)
        return std::nullopt;
    return std::optional<std::optional<R>>(std::in_place, *typed);
}

bool TournamentSession::enterResult(int board, const QString &result, int game)
{
    return correctResult(board, result, game, QString());
}

bool TournamentSession::correctResult(int board, const QString &result, int game,
                                      const QString &why)
{
    const auto parsed = parseResult(result);
    if (!parsed)
        return fail(tr("'%1' is not a result: 1, =, 0, +, - or -- (both forfeited)")
                        .arg(result)
                        .toStdString());
    if (!m_loaded)
        return false;
    const auto pairing = pairingOnBoard(board);
    const auto saved = app::enterResult(
        *m_sql, m_loaded->tournament, m_pairings,
        app::ResultEntry{m_round, board, game, *parsed,
                         why.isEmpty() ? std::nullopt : std::optional(why.toStdString())});
    if (!saved) {
        const app::ProblemCode code = saved.error().code;
        if (code != app::ProblemCode::NoGameOnBoard && code != app::ProblemCode::OneGamePerBoard)
            reload(); // show what is stored now, e.g. another judge's result
        return refuse(saved.error());
    }
    SessionChange change;
    change.round = pairing->round;
    change.board = board;
    change.game = game;
    change.resultBefore = game == 2 ? pairing->secondResult : pairing->result;
    change.resultAfter = *parsed;
    const bool shown = reload();
    if (change.resultBefore != change.resultAfter)
        emit changeMade(change);
    return shown;
}

std::optional<std::string> TournamentSession::drawRoundOrder()
{
    if (!m_loaded)
        return std::nullopt;
    m_lastProblem.reset();
    const auto drawn = app::drawRoundOrder(*m_sql, *m_loaded, std::nullopt);
    if (!drawn) {
        refuse(drawn.error());
        return std::nullopt;
    }
    reload();
    return drawn->order;
}

bool TournamentSession::pairNextRound(app::RoundDraw &drawn, const app::RoundRequest &request)
{
    if (!m_loaded)
        return false;
    const int next = m_rounds.empty() ? 1 : m_rounds.back() + 1;
    const auto paired = app::pairRound(*m_sql, *m_loaded, next, request);
    if (!paired)
        return refuse(paired.error());
    drawn = paired->draw;
    m_round = next;
    return reload();
}

bool TournamentSession::swapColours(int board, const QString &why)
{
    const auto swapped =
        app::swapColours(*m_sql, m_pairings, m_round, board,
                         why.isEmpty() ? std::nullopt : std::optional(why.toStdString()));
    if (!swapped)
        return refuse(swapped.error());
    SessionChange change;
    change.kind = SessionChange::Kind::ColoursSwapped;
    change.round = swapped->round;
    change.board = board;
    change.whiteAfter = swapped->whiteId;
    const bool shown = reload();
    emit changeMade(change);
    return shown;
}

bool TournamentSession::exchangePlayers(int first, int second, const QString &why)
{
    if (!m_loaded)
        return false;
    const auto exchanged =
        app::exchangePlayers(*m_sql, *m_loaded, m_pairings, m_round, first, second,
                             why.isEmpty() ? std::nullopt : std::optional(why.toStdString()));
    if (!exchanged)
        return refuse(exchanged.error());
    SessionChange change;
    change.kind = SessionChange::Kind::PlayersExchanged;
    change.round = m_round;
    change.firstStartNumber = first;
    change.secondStartNumber = second;
    change.firstName = exchanged->first.name;
    change.secondName = exchanged->second.name;
    change.firstSeat = {exchanged->first.board, exchanged->first.white};
    change.secondSeat = {exchanged->second.board, exchanged->second.white};
    const bool shown = reload();
    emit changeMade(change);
    return shown;
}

bool TournamentSession::recordClaimRuling(const db::DecisionSubject &subject,
                                          const arbiter::ClaimVerdict &verdict,
                                          const std::optional<std::string> &why)
{
    m_lastProblem.reset();
    const std::optional<std::int64_t> tournament =
        m_loaded ? std::optional(m_loaded->tournament.id) : std::nullopt;
    if (const auto problem = app::recordClaimRuling(*m_sql, tournament, subject, verdict, why))
        return refuse(*problem);
    return true;
}

bool TournamentSession::linkClaimRuling(const db::DecisionSubject &subject,
                                        const arbiter::ClaimVerdict &verdict)
{
    if (!m_loaded)
        return false;
    m_lastProblem.reset();
    if (const auto problem = app::linkClaimRuling(*m_sql, subject, verdict))
        return refuse(*problem);
    return true;
}

reports::ReportTable TournamentSession::playersTable() const
{
    return app::playersTable(m_loaded ? *m_loaded : app::TournamentEvent{}, interfaceLanguage());
}

namespace {

// Every problem of a player's fields, one sentence a line.
std::string problemsText(const std::vector<app::PlayerFieldProblem> &problems)
{
    std::string text;
    for (const app::PlayerFieldProblem &problem : problems)
        text += (text.empty() ? "" : "\n") + app::describe(problem, interfaceLanguage());
    return text;
}

} // namespace

QString TournamentSession::enteredAlready(const app::EnteredPlayer &entry)
{
    QString details = tr("No %1").arg(entry.startNumber);
    if (entry.player.birthYear)
        details += tr(", born %1").arg(*entry.player.birthYear);
    if (entry.player.rating)
        details += tr(", rating %1").arg(*entry.player.rating);
    return tr("A player named %1 (%2) is entered already.")
        .arg(QString::fromStdString(entry.player.name), details);
}

bool TournamentSession::addPlayer(const app::PlayerText &typed, bool confirmedDifferent,
                                  std::optional<app::EnteredPlayer> *sameAs)
{
    if (!m_loaded)
        return false;
    const auto checked = app::PlayerValidator().validate(typed);
    if (!checked)
        return fail(problemsText(checked.error()));
    const auto entered =
        app::enterPlayer(*m_sql, m_loaded->tournament.id, *checked, confirmedDifferent);
    if (!entered) {
        if (const auto &same = entered.error().sameAs) {
            if (sameAs) {
                *sameAs = same;
                return false;
            }
            return fail(enteredAlready(*same).toStdString());
        }
        if (const auto &problem = entered.error().problem)
            return refuse(*problem);
        return fail(entered.error().error ? databaseText(*entered.error().error)
                                          : entered.error().text(interfaceLanguage()));
    }
    return reload();
}

int TournamentSession::importPlayersCsv(const QString &text, QString &problem)
{
    if (!m_loaded) {
        problem = tr("No tournament is open.");
        return -1;
    }
    const int entered = importPlayersCsv(*m_sql, m_loaded->tournament.id, text.toStdString(),
                                         ImportProgress(), problem);
    reload();
    return entered;
}

int TournamentSession::importPlayersCsv(db::SqlSession &sql, std::int64_t tournamentId,
                                        const std::string &text, const ImportProgress &progress,
                                        QString &problem)
{
    const auto goOn = [&progress](int done, int total, const QString &what) {
        return !progress || progress(done, total, what);
    };
    const QString stopped =
        tr("The import was stopped.") + QStringLiteral("\n") + tr("Nothing was entered.");
    if (!goOn(0, 0, tr("Reading the players…"))) {
        problem = stopped;
        return -1;
    }
    const app::PlayerCsv read = app::readPlayerCsv(text, app::PlayerValidator());
    std::vector<db::Player> players;
    std::vector<int> lineOf; // of each player read
    players.reserve(read.players.size());
    lineOf.reserve(read.players.size());
    for (const app::CsvPlayer &player : read.players) {
        players.push_back(player.player);
        lineOf.push_back(player.line);
    }
    // Every problem of the file at once, by line: wrong fields and persons entered twice.
    std::vector<std::pair<int, QString>> found;
    for (const app::CsvLineProblem &wrong : read.problems) {
        if (!wrong.field)
            found.emplace_back(wrong.line,
                               tr("line %1: %2 fields; a line is name;rating;title;club;birth year")
                                   .arg(wrong.line)
                                   .arg(wrong.fieldCount));
        else
            found.emplace_back(
                wrong.line,
                tr("line %1, column %2: %3")
                    .arg(wrong.line)
                    .arg(wrong.column)
                    .arg(QString::fromStdString(app::describe(*wrong.field, interfaceLanguage()))));
    }
    if (!goOn(0, 0, tr("Looking for players entered twice…"))) {
        problem = stopped;
        return -1;
    }
    const auto duplicates = app::duplicatesOf(sql, tournamentId, players);
    if (!duplicates) {
        problem = QString::fromStdString(databaseText(duplicates.error()));
        return -1;
    }
    for (const app::DuplicatePlayer &duplicate : *duplicates) {
        const QString name = QString::fromStdString(players[duplicate.index].name);
        const int line = lineOf[duplicate.index];
        if (duplicate.entered)
            found.emplace_back(line,
                               tr("line %1: %2").arg(line).arg(enteredAlready(*duplicate.entered)));
        else
            found.emplace_back(line, tr("line %1: %2 is on line %3 already")
                                         .arg(line)
                                         .arg(name)
                                         .arg(lineOf[*duplicate.earlier]));
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList problems;
    for (const auto &[line, said] : found)
        problems << said;
    if (!problems.isEmpty()) {
        problem =
            problems.join(QStringLiteral("\n")) + QStringLiteral("\n") + tr("Nothing was entered.");
        return -1;
    }
    // All of them or none (app::enterPlayers): each stored, then each entered.
    const int count = static_cast<int>(players.size());
    const auto entered = app::enterPlayers(
        sql, tournamentId, players, [&goOn, count](std::size_t done, std::size_t total) {
            const int step = static_cast<int>(done);
            return goOn(step, static_cast<int>(total),
                        step <= count
                            ? tr("%1 of %2 players stored").arg(step).arg(count)
                            : tr("%1 of %2 players entered").arg(step - count).arg(count));
        });
    if (!entered) {
        if (entered.error().cancelled) {
            problem = stopped;
            return -1;
        }
        const app::EntryRefusal &refusal = entered.error().refusal;
        const QString failure = QString::fromStdString(
            refusal.error ? databaseText(*refusal.error) : refusal.text(interfaceLanguage()));
        problem =
            (entered.error().index
                 ? tr("%1 could not be entered: %2")
                       .arg(QString::fromStdString(players[*entered.error().index].name), failure)
                 : failure) +
            QStringLiteral("\n") + tr("Nothing was entered.");
        return -1;
    }
    return *entered;
}

bool TournamentSession::editPlayer(int startNumber, const QString &name, const QString &rating)
{
    if (!m_loaded)
        return false;
    for (const db::Entry &entry : m_loaded->entries)
        if (entry.startNumber == startNumber) {
            app::PlayerText typed;
            typed.name = name.toStdString();
            typed.rating = rating.toStdString();
            typed.birthYear = entry.birthYear ? std::to_string(*entry.birthYear) : std::string();
            typed.title = entry.title.value_or("");
            typed.club = entry.club.value_or("");
            typed.region = entry.region.value_or("");
            return editPlayer(startNumber, typed);
        }
    return fail(tr("no player has start number %1").arg(startNumber).toStdString());
}

bool TournamentSession::editPlayer(int startNumber, const app::PlayerText &typed)
{
    if (!m_loaded)
        return false;
    const auto checked = app::PlayerValidator().validate(typed);
    if (!checked)
        return fail(problemsText(checked.error()));
    if (const db::Entry *entry = app::entryOf(*m_loaded, startNumber)) {
        if (const auto problem = app::editPlayer(*m_sql, entry->playerId, *checked))
            return refuse(*problem);
        return reload();
    }
    return fail(tr("no player has start number %1").arg(startNumber).toStdString());
}

bool TournamentSession::withdraw(int startNumber, int afterRound, const QString &why)
{
    if (!m_loaded)
        return false;
    m_lastProblem.reset();
    const std::optional<SessionChange> change = withdrawalChange(startNumber, afterRound);
    if (const auto problem =
            app::withdrawPlayer(*m_sql, *m_loaded, startNumber, afterRound,
                                why.isEmpty() ? std::nullopt : std::optional(why.toStdString())))
        return refuse(*problem);
    const bool shown = reload();
    if (change && change->withdrawnBefore != change->withdrawnAfter)
        emit changeMade(*change);
    return shown;
}

std::optional<db::Tournament> TournamentSession::createTournament(const db::Tournament &draft)
{
    m_lastProblem.reset();
    auto made = app::createTournament(*m_sql, draft);
    if (!made) {
        refuse(made.error());
        return std::nullopt;
    }
    return std::move(made.value());
}

bool TournamentSession::saveSettings(const db::Tournament &tournament,
                                     const std::optional<QString> &chiefReason)
{
    m_lastProblem.reset();
    const auto saved = app::saveTournamentSettings(
        *m_sql, tournament, chiefReason ? std::optional(chiefReason->toStdString()) : std::nullopt);
    if (!saved) {
        if (saved.error().code == app::ProblemCode::SettingLocked && !chiefReason) {
            m_lastProblem = saved.error();
            return false;
        }
        return refuse(saved.error());
    }
    m_loaded->tournament = *saved;
    return reload();
}

std::optional<SessionChange>
TournamentSession::withdrawalChange(int startNumber, std::optional<int> afterRound) const
{
    for (const db::Entry &entry : m_loaded->entries)
        if (entry.startNumber == startNumber) {
            SessionChange change;
            change.kind = SessionChange::Kind::Withdrawal;
            change.firstStartNumber = startNumber;
            change.firstName = entry.playerName;
            change.withdrawnBefore = entry.withdrawnAfterRound;
            change.withdrawnAfter = afterRound;
            return change;
        }
    return std::nullopt;
}

std::optional<std::vector<db::GameListing>> TournamentSession::gameListing()
{
    if (!m_loaded)
        return std::vector<db::GameListing>{};
    auto games = app::listGames(*m_sql, m_loaded->tournament.id);
    if (!games) {
        fail(app::describe(games.error(), interfaceLanguage()));
        return std::nullopt;
    }
    return std::move(games.value());
}

std::optional<db::GameText> TournamentSession::storedGame(std::int64_t gameId)
{
    auto game = app::readGame(*m_sql, gameId);
    if (!game) {
        fail(app::describe(game.error(), interfaceLanguage()));
        return std::nullopt;
    }
    return std::move(game.value());
}

arbiter::Result<app::SavedSheet, app::Problem>
TournamentSession::saveSheetGame(const app::SheetPlace &place, const app::SheetGame &sheet,
                                 const arbiter::EndgameDatabase *endgames)
{
    m_lastProblem.reset();
    if (!m_loaded)
        return app::Problem{app::ProblemCode::NoBoard,
                            {std::to_string(place.round), std::to_string(place.board)}};
    auto saved =
        app::saveSheetGame(*m_sql, m_loaded->tournament, m_pairings, place, sheet, endgames);
    if (!saved)
        m_lastProblem = saved.error();
    return saved;
}

bool TournamentSession::refuse(const app::Problem &problem)
{
    m_lastProblem = problem;
    return fail(app::describe(problem, interfaceLanguage()));
}

bool TournamentSession::takeBackWithdrawal(int startNumber, const QString &why)
{
    if (!m_loaded)
        return false;
    m_lastProblem.reset();
    const std::optional<SessionChange> change = withdrawalChange(startNumber, std::nullopt);
    if (const auto problem = app::takeBackWithdrawal(
            *m_sql, *m_loaded, startNumber,
            why.isEmpty() ? std::nullopt : std::optional(why.toStdString())))
        return refuse(*problem);
    const bool shown = reload();
    if (change)
        emit changeMade(*change);
    return shown;
}

bool TournamentSession::deletePlayer(int startNumber, const QString &why)
{
    if (!m_loaded)
        return false;
    m_lastProblem.reset();
    if (const auto problem =
            app::deleteEntry(*m_sql, *m_loaded, startNumber,
                             why.isEmpty() ? std::nullopt : std::optional(why.toStdString())))
        return refuse(*problem);
    return reload();
}

bool TournamentSession::renumber(
    const std::function<std::optional<app::Problem>(std::int64_t tournamentId)> &numbering)
{
    if (!m_loaded)
        return false;
    m_lastProblem.reset();
    if (const auto problem = numbering(m_loaded->tournament.id))
        return refuse(*problem);
    return reload();
}

bool TournamentSession::sortStartNumbers()
{
    return renumber([this](std::int64_t tournament) {
        return app::sortStartNumbers(*m_sql, tournament, std::nullopt);
    });
}

bool TournamentSession::moveStartNumber(int from, int to)
{
    return renumber([this, from, to](std::int64_t tournament) {
        return app::moveStartNumber(*m_sql, tournament, from, to, std::nullopt);
    });
}

bool TournamentSession::drawStartNumbers()
{
    return renumber([this](std::int64_t tournament) {
        std::mt19937_64 random(std::random_device{}());
        return app::drawStartNumbers(*m_sql, tournament, random, std::nullopt);
    });
}

bool TournamentSession::unpairLastRound(const QString &why)
{
    if (!m_loaded || m_rounds.empty())
        return false;
    m_lastProblem.reset();
    if (const auto problem =
            app::unpairRound(*m_sql, *m_loaded, m_rounds.back(),
                             why.isEmpty() ? std::nullopt : std::optional(why.toStdString())))
        return refuse(*problem);
    m_round = 0; // the last round left
    return reload();
}

bool TournamentSession::deleteGame(std::int64_t gameId, int number, const QString &why)
{
    if (!m_loaded)
        return false;
    m_lastProblem.reset();
    if (const auto problem =
            app::deleteListedGame(*m_sql, m_loaded->tournament.id, gameId, number,
                                  why.isEmpty() ? std::nullopt : std::optional(why.toStdString())))
        return refuse(*problem);
    return reload();
}

} // namespace gui
