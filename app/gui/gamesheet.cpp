#include "gamesheet.h"

#include "app/tournament/messagecatalogue.h"
#include "arbiter/audit.h"
#include "arbiter/fen.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/pdnwriter.h"
#include "desktop.h"

#include <QScopedValueRollback>
#include <sstream>

namespace gui {

namespace {

QString ruleName(const std::string &rule)
{
    if (rule == "threefold")
        return GameSheet::tr("threefold repetition");
    if (rule == "three-kings")
        return GameSheet::tr("three kings against one");
    if (rule == "kings-only")
        return GameSheet::tr("kings only");
    if (rule == "balance")
        return GameSheet::tr("equal material with kings");
    if (rule == "main-road")
        return GameSheet::tr("lone king on the main road");
    if (rule == "small-ending")
        return GameSheet::tr("small ending");
    return QString::fromStdString(rule);
}

} // namespace

GameSheet::GameSheet(arbiter::RuleSet rules, const arbiter::EndgameDatabase *database,
                     QObject *parent)
    : QObject(parent), m_rules(rules), m_database(database), m_start(arbiter::Position::initial())
{}

void GameSheet::reset(const arbiter::Position &start)
{
    m_start = start;
    m_plies.clear();
    m_tags.clear();
    m_storedAs.reset();
    m_changedSinceStored = false;
    m_current = 0;
    m_finding.clear();
    m_findingIsError = false;
    emit changed();
}

void GameSheet::setRules(const arbiter::RuleSet &rules)
{
    if (rules.id == m_rules.id && rules.noIncrementClock == m_rules.noIncrementClock)
        return; // the same: a half-entered move on the board stays
    m_rules = rules;
    replayDraws();
    emit changed();
}

const arbiter::Position &GameSheet::position() const
{
    return m_current == 0 ? m_start : ply(m_current).after;
}

QString GameSheet::moveText(int number) const
{
    // Ply 1 is White's first move when White starts; a game from a FEN with Black to move starts
    // with "1...".
    const int offset = m_start.sideToMove() == arbiter::Side::White ? 0 : 1;
    const int index = number - 1 + offset;
    const int moveNumber = index / 2 + 1;
    return QStringLiteral("%1%2 %3")
        .arg(moveNumber)
        .arg(index % 2 == 0 ? QStringLiteral(".") : QStringLiteral("..."))
        .arg(QString::fromStdString(ply(number).written));
}

void GameSheet::goToPly(int number)
{
    m_current = std::clamp(number, 0, plyCount());
    m_finding.clear();
    m_findingIsError = false;
    emit changed();
}

bool GameSheet::enterMove(const QString &text)
{
    const std::string written = text.trimmed().toStdString();
    const auto move = arbiter::Notation::parse(written, position());
    if (!move) {
        m_finding = tr("%1: %2").arg(
            text.trimmed(),
            QString::fromStdString(app::describe(move.error().detail, interfaceLanguage())));
        m_findingIsError = true;
        emit changed();
        return false;
    }
    return playAsked(*move);
}

void GameSheet::play(const arbiter::Move &move)
{
    playAsked(move);
}

bool GameSheet::playAsked(const arbiter::Move &move)
{
    if (m_current < plyCount()) {
        // The game's own next move steps forward; another one replaces the rest, if the judge
        // agrees.
        if (ply(m_current + 1).move.sameMove(move)) {
            goToPly(m_current + 1);
            return true;
        }
        if (m_replaceConfirmer && !m_replaceConfirmer(plyCount() - m_current)) {
            m_finding = tr("The game is kept as it was.");
            m_findingIsError = false;
            emit changed();
            return false;
        }
    }
    // A move entered while looking at an earlier ply replaces what followed it.
    m_plies.resize(static_cast<std::size_t>(m_current));
    const bool drawnBefore = [this] {
        for (const Ply &earlier : m_plies)
            for (const arbiter::DrawEvent &event : earlier.events)
                if (event.kind == arbiter::DrawKind::Automatic)
                    return true;
        return false;
    }();
    Ply next;
    next.move = move;
    next.written = arbiter::Notation::write(move, position());
    next.after = position().after(move);
    m_plies.push_back(std::move(next));
    m_current = plyCount();
    replayDraws();

    m_findingIsError = false;
    m_finding.clear();
    if (drawnBefore) {
        // As the audit's PLAY_AFTER_DRAW: recorded, but the game was over.
        m_finding = tr("This move comes after the game was drawn; it does not count.");
        m_findingIsError = true;
    }
    for (const arbiter::DrawEvent &event : m_plies.back().events)
        m_finding += (m_finding.isEmpty() ? QString() : QStringLiteral(" ")) + describe(event);
    if (!m_loading) {
        m_changedSinceStored = true;
        emit moveEntered();
    }
    emit changed();
    return true;
}

void GameSheet::restorePlies(std::vector<Ply> plies, int current)
{
    m_plies = std::move(plies);
    m_changedSinceStored = true;
    m_current = std::clamp(current, 0, plyCount());
    replayDraws();
    m_finding.clear();
    m_findingIsError = false;
    emit changed();
}

void GameSheet::replayDraws()
{
    arbiter::DrawTracker tracker(m_rules, m_database, m_start);
    for (Ply &each : m_plies)
        each.events = tracker.play(each.move);
}

QString GameSheet::describe(const arbiter::DrawEvent &event) const
{
    if (event.kind == arbiter::DrawKind::Claimable) {
        QStringList plies;
        for (int occurrence : event.occurrences)
            plies << QString::number(occurrence);
        return tr("The position stands for the third time (plies %1): the player to move may "
                  "claim a draw.")
            .arg(plies.join(QStringLiteral(", ")));
    }
    QString text = tr("Draw: %1 — %2 of %3 %4 since ply %5.")
                       .arg(ruleName(event.rule))
                       .arg(event.count)
                       .arg(event.limit)
                       .arg(event.unit == "plies" ? tr("plies") : tr("own moves"))
                       .arg(event.windowStartPly);
    if (event.rule == "main-road" || event.rule == "small-ending")
        text +=
            QStringLiteral(" ") +
            tr("Endgame database: %1.")
                .arg(QString::fromStdString(
                    app::describeWord(event.verdict, interfaceLanguage()) +
                    (event.reason.empty()
                         ? std::string()
                         : ", " + app::describeEndgameReason(event.reason, interfaceLanguage()))));
    return text;
}

QStringList GameSheet::counters() const
{
    arbiter::DrawTracker tracker(m_rules, m_database, m_start);
    for (int p = 1; p <= m_current; ++p)
        tracker.play(ply(p).move);
    QStringList lines;
    for (const arbiter::DrawWindow &window : tracker.windows()) {
        const QString side = !window.strongSide                           ? QString()
                             : *window.strongSide == arbiter::Side::White ? tr("White's ")
                                                                          : tr("Black's ");
        if (window.unit == "plies")
            lines << tr("%1: ply %2 of %3")
                         .arg(ruleName(window.rule))
                         .arg(window.count)
                         .arg(window.limit);
        else
            lines << tr("%1: %2move %3 of %4")
                         .arg(ruleName(window.rule), side)
                         .arg(window.count)
                         .arg(window.limit);
    }
    const std::vector<int> stood = tracker.occurrences(position());
    if (stood.size() >= 2) {
        QStringList plies;
        for (int occurrence : stood)
            plies << QString::number(occurrence);
        lines << tr("this position has stood %1 times (plies %2)")
                     .arg(stood.size())
                     .arg(plies.join(QStringLiteral(", ")));
    }
    return lines;
}

arbiter::PdnGame GameSheet::pdnGame(const std::vector<arbiter::PdnTag> &tags) const
{
    arbiter::PdnGame game;
    game.index = 1;
    game.tags = tags;
    if (!(m_start == arbiter::Position::initial())) {
        game.tags.push_back({"SetUp", "1", {}});
        game.tags.push_back({"FEN", arbiter::Fen::write(m_start), {}});
    }
    const int offset = m_start.sideToMove() == arbiter::Side::White ? 0 : 1;
    for (int p = 1; p <= plyCount(); ++p) {
        arbiter::PdnMove written;
        written.text = ply(p).written;
        written.moveNumber = (p - 1 + offset) / 2 + 1;
        game.moves.push_back(std::move(written));
    }
    return game;
}

std::string GameSheet::pdn(const std::vector<arbiter::PdnTag> &tags,
                           const std::string &result) const
{
    std::vector<arbiter::Move> moves;
    for (const Ply &each : m_plies)
        moves.push_back(each.move);
    return arbiter::PdnWriter::write(tags, m_start, moves, result);
}

std::string GameSheet::tag(const std::string &name) const
{
    for (const arbiter::PdnTag &each : m_tags)
        if (each.name == name)
            return each.value;
    return {};
}

void GameSheet::setTags(const std::vector<arbiter::PdnTag> &tags)
{
    m_tags = tags;
    emit changed();
}

bool GameSheet::openStored(const std::string &text, const std::vector<arbiter::PdnTag> &tags,
                           const StoredAs &storedAs, QString &problem)
{
    reset(); // a text without a game leaves an empty sheet, not the one before
    const bool complete = loadPdn(text, problem);
    for (const arbiter::PdnTag &given : tags)
        if (tag(given.name).empty()) {
            std::erase_if(
                m_tags, [&given](const arbiter::PdnTag &each) { return each.name == given.name; });
            m_tags.push_back(given);
        }
    m_storedAs = storedAs;
    m_changedSinceStored = false;
    emit changed();
    return complete;
}

bool GameSheet::loadPdn(const std::string &text, QString &problem)
{
    std::istringstream input(text);
    arbiter::PdnReader reader(input);
    const auto game = reader.next();
    if (!game) {
        problem = tr("no game in the text");
        return false;
    }
    const arbiter::Auditor auditor(m_rules, m_database);
    const auto start = auditor.startOf(*game);
    if (const auto *finding = std::get_if<arbiter::AuditFinding>(&start)) {
        problem =
            tr("line %1, column %2: %3")
                .arg(finding->place.line)
                .arg(finding->place.column)
                .arg(QString::fromStdString(app::describe(finding->detail, interfaceLanguage())));
        return false;
    }
    reset(std::get<arbiter::Position>(start));
    m_tags = game->tags;
    const QScopedValueRollback loading(m_loading, true);
    bool complete = true;
    for (std::size_t i = 0; i < game->moves.size(); ++i) {
        const auto resolution =
            auditor.resolve(position(), game->moves[i],
                            std::span<const arbiter::PdnMove>(game->moves).subspan(i + 1));
        if (!resolution.move) {
            const arbiter::AuditFinding &why = *resolution.finding;
            problem =
                tr("line %1, column %2: %3")
                    .arg(why.place.line)
                    .arg(why.place.column)
                    .arg(QString::fromStdString(app::describe(why.detail, interfaceLanguage())));
            complete = false;
            break;
        }
        play(*resolution.move);
    }
    if (complete && game->problem) {
        problem = tr("line %1, column %2: %3")
                      .arg(game->problem->place.line)
                      .arg(game->problem->place.column)
                      .arg(QString::fromStdString(game->problem->message));
        complete = false;
    }
    m_finding = complete ? QString() : problem;
    m_findingIsError = !complete;
    emit changed();
    return complete;
}

} // namespace gui
