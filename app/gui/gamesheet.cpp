#include "gamesheet.h"

#include "app/tournament/messagecatalogue.h"
#include "arbiter/audit.h"
#include "arbiter/auditboard.h"
#include "arbiter/fen.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/pdnwriter.h"
#include "arbiter/variantgrid.h"
#include "desktop.h"

#include <QScopedValueRollback>
#include <sstream>
#include <type_traits>

namespace gui {

namespace {

QString ruleName(arbiter::DrawRule rule)
{
    using Rule = arbiter::DrawRule;
    switch (rule) {
    case Rule::Threefold:
        return GameSheet::tr("threefold repetition");
    case Rule::ThreeKings:
        return GameSheet::tr("three kings against one");
    case Rule::KingsOnly:
        return GameSheet::tr("kings only");
    case Rule::Balance:
        return GameSheet::tr("equal material with kings");
    case Rule::MainRoad:
        return GameSheet::tr("lone king on the main road");
    case Rule::SmallEnding:
        return GameSheet::tr("small ending");
    case Rule::ThreePieces:
        return GameSheet::tr("three pieces against a lone king");
    case Rule::LongDiagonal:
        return GameSheet::tr("lone king on the long diagonal");
    case Rule::TwoPieces:
        return GameSheet::tr("two pieces or fewer against a lone king");
    case Rule::Fourfold:
        return GameSheet::tr("fourfold repetition");
    case Rule::FortyMoves:
        return GameSheet::tr("40 moves without a man's move or a capture");
    }
    return {};
}

// The generator of a variant played on the grid G, made once: the sheet's variant tells English
// from Pool, which share a board.
template <class G>
const arbiter::GridGenerator<G> &generatorOf(arbiter::Variant variant)
{
    static const arbiter::GridGenerator<G> first(arbiter::rulesOf([] {
        for (const arbiter::VariantRules &rules : arbiter::allVariants())
            if (!arbiter::playedByRussianCore(rules.variant) && arbiter::playedOn<G>(rules.variant))
                return rules.variant;
        return arbiter::Variant::Russian;
    }()));
    static const arbiter::GridGenerator<G> pool(arbiter::rulesOf(arbiter::Variant::Pool));
    if constexpr (std::is_same_v<G, arbiter::Grid8Checkers>)
        if (variant == arbiter::Variant::Pool)
            return pool;
    return first;
}

// A ply's move as the move of the board `position` is on.
const arbiter::Move &moveOn(const PlayedMove &move, const arbiter::Position &)
{
    return std::get<arbiter::Move>(move);
}

template <class G>
const arbiter::GridMove &moveOn(const PlayedMove &move, const arbiter::GridPosition<G> &)
{
    return std::get<arbiter::GridMove>(move);
}

template <class... F>
struct Overloaded : F...
{
    using F::operator()...;
};
// Clang 14 deduces no aggregate's template arguments (C++20's P1816) without it.
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// `act(board, position)` on the board of `position`, a position of `variant`: the Russian core
// with the rule set's draw rules, or the variants' generator with the variant's own
// (arbiter/auditboard.h).
template <class Act>
auto onBoard(const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *database,
             arbiter::Variant variant, const SheetPosition &position, Act &&act)
{
    // The endgame database holds Russian draughts' values: none for giveaway.
    return std::visit(
        Overloaded{[&](const arbiter::Position &russian) {
                       return act(arbiter::RussianBoard(rules, variant == arbiter::Variant::Giveaway
                                                                   ? nullptr
                                                                   : database),
                                  russian);
                   },
                   [&]<class G>(const arbiter::GridPosition<G> &grid) {
                       return act(arbiter::GridBoard<G>(generatorOf<G>(variant)), grid);
                   }},
        position);
}

// The first position of `variant` (a variant a sheet is of: Auditor::judges).
SheetPosition initialOf(arbiter::Variant variant)
{
    if (arbiter::playedByRussianCore(variant))
        return arbiter::Position::initial();
    return arbiter::onGridOf(variant, [variant]<class G>() -> SheetPosition {
        if constexpr (std::is_same_v<G, arbiter::Grid10x8>)
            return arbiter::Position::initial(); // never: no sheet is of a 10 × 8 game
        else
            return generatorOf<G>(variant).initial();
    });
}

// The first variant played on the board of `position` (Russian for the Russian core's).
arbiter::Variant variantOf(const SheetPosition &position)
{
    static constexpr arbiter::Variant byIndex[] = {
        arbiter::Variant::Russian, arbiter::Variant::Brazilian, arbiter::Variant::International,
        arbiter::Variant::English, arbiter::Variant::Italian};
    static_assert(std::size(byIndex) == std::variant_size_v<SheetPosition>);
    return byIndex[position.index()];
}

// The board's picture of a move of `position`.
SheetMove sheetMoveOf(const arbiter::Move &move, const arbiter::Position &position)
{
    SheetMove shown;
    shown.from = static_cast<int>(move.from().pdnNumber());
    shown.to = static_cast<int>(move.to().pdnNumber());
    for (arbiter::Square landing : move.landings())
        shown.landings.push_back(static_cast<int>(landing.pdnNumber()));
    for (arbiter::Square taken : move.captured())
        shown.captured.push_back(static_cast<int>(taken.pdnNumber()));
    shown.written = arbiter::Notation::write(move, position);
    shown.move = move;
    return shown;
}

// The same on the grid, the squares landed on taken from `routes`, the capture routes of
// `position` (captureRoutes: one of them takes the same pieces as a capture `move`).
// The same on the grid, squares by their numbers on the variant's board (G's geometry: the
// mirrored Italian board numbers its rows the other way), the squares landed on taken from
// `routes`, the capture routes of `position` (captureRoutes: one of them takes the same pieces as
// a capture `move`).
template <class G>
SheetMove sheetMoveOf(const arbiter::GridGenerator<G> &generator, const arbiter::GridMove &move,
                      const arbiter::GridPosition<G> &position,
                      const std::vector<arbiter::GridMove> &routeMoves,
                      const std::vector<arbiter::GridRoute> &routes)
{
    const auto number = [](int index) { return G::geometry.numberAtTopIndex(index); };
    SheetMove shown;
    shown.from = number(move.from);
    shown.to = number(move.to);
    for (std::uint64_t taken = move.captured; taken; taken &= taken - 1)
        shown.captured.push_back(number(std::countr_zero(taken)));
    std::ranges::sort(shown.captured);
    for (std::size_t i = 0; move.captured && i < routeMoves.size(); ++i)
        if (routeMoves[i].from == move.from && routeMoves[i].to == move.to &&
            routeMoves[i].captured == move.captured) {
            for (std::uint8_t landing : routes[i])
                shown.landings.push_back(number(landing));
            break;
        }
    shown.written = arbiter::GridNotation<G>(generator).write(move, position);
    shown.move = move;
    return shown;
}

template <class G>
SheetMove sheetMoveOf(const arbiter::GridGenerator<G> &generator, const arbiter::GridMove &move,
                      const arbiter::GridPosition<G> &position)
{
    std::vector<arbiter::GridMove> routeMoves;
    std::vector<arbiter::GridRoute> routes;
    if (move.captured)
        generator.captureRoutes(position, routeMoves, routes);
    return sheetMoveOf(generator, move, position, routeMoves, routes);
}

// The legal moves of a position as the board shows them.
std::vector<SheetMove> sheetMovesOf(arbiter::Variant, const arbiter::Position &position)
{
    std::vector<SheetMove> moves;
    for (const arbiter::Move &move : position.legalMoves())
        moves.push_back(sheetMoveOf(move, position));
    return moves;
}

template <class G>
std::vector<SheetMove> sheetMovesOf(arbiter::Variant variant,
                                    const arbiter::GridPosition<G> &position)
{
    const arbiter::GridGenerator<G> &generator = generatorOf<G>(variant);
    std::vector<arbiter::GridMove> legal;
    generator.legalMoves(position, legal);
    // The capture routes once for all the captures.
    std::vector<arbiter::GridMove> routeMoves;
    std::vector<arbiter::GridRoute> routes;
    if (!legal.empty() && legal.front().captured)
        generator.captureRoutes(position, routeMoves, routes);
    std::vector<SheetMove> moves;
    for (const arbiter::GridMove &move : legal)
        moves.push_back(sheetMoveOf(generator, move, position, routeMoves, routes));
    return moves;
}

} // namespace

GameSheet::GameSheet(arbiter::RuleSet rules, const arbiter::EndgameDatabase *database,
                     QObject *parent)
    : QObject(parent), m_rules(rules), m_database(database), m_start(arbiter::Position::initial())
{}

void GameSheet::reset()
{
    reset(initialOf(variant()));
}

arbiter::Variant GameSheet::variant() const
{
    return m_variant;
}

void GameSheet::setVariant(arbiter::Variant variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    reset(initialOf(variant));
}

void GameSheet::reset(const SheetPosition &start)
{
    if (start.index() != initialOf(m_variant).index())
        m_variant = variantOf(start);
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

const SheetPosition &GameSheet::position() const
{
    return m_current == 0 ? m_start : ply(m_current).after;
}

arbiter::Side GameSheet::sideToMove() const
{
    return piecesOf(position()).toMove;
}

arbiter::FenPieces GameSheet::piecesOf(const SheetPosition &position)
{
    return std::visit(
        Overloaded{[](const arbiter::Position &russian) { return arbiter::Fen::pieces(russian); },
                   []<class G>(const arbiter::GridPosition<G> &grid) {
                       return arbiter::GridNotation<G>::fenPieces(grid);
                   }},
        position);
}

std::string GameSheet::fen() const
{
    return onBoard(m_rules, m_database, m_variant, position(),
                   [](const auto &board, const auto &at) { return board.fen(at); });
}

std::vector<SheetMove> GameSheet::legalMoves() const
{
    return std::visit([this](const auto &at) { return sheetMovesOf(m_variant, at); }, position());
}

SheetMove GameSheet::playedMove(int number) const
{
    const SheetPosition &before = number == 1 ? m_start : ply(number - 1).after;
    const PlayedMove &move = ply(number).move;
    return std::visit(Overloaded{[&move](const arbiter::Position &at) {
                                     return sheetMoveOf(moveOn(move, at), at);
                                 },
                                 [&move, this]<class G>(const arbiter::GridPosition<G> &at) {
                                     return sheetMoveOf(generatorOf<G>(m_variant), moveOn(move, at),
                                                        at);
                                 }},
                      before);
}

QString GameSheet::squareName(int number) const
{
    if (arbiter::playedByRussianCore(variant()))
        if (const auto square =
                arbiter::Square::fromPdnNumber(static_cast<arbiter::PdnNumber>(number)))
            return QString::fromStdString(square->name());
    return QString::number(number);
}

bool GameSheet::sameRoute(const Ply &a, const Ply &b)
{
    if (a.move.index() != b.move.index())
        return false;
    if (const auto *russian = std::get_if<arbiter::Move>(&a.move))
        return russian->sameRoute(std::get<arbiter::Move>(b.move));
    return std::get<arbiter::GridMove>(a.move) == std::get<arbiter::GridMove>(b.move);
}

QString GameSheet::moveText(int number) const
{
    // Ply 1 opens move 1 when the variant's first mover starts (White; Black in English and Pool
    // checkers); a game from a FEN with the other side to move starts with "1...".
    const int offset = piecesOf(m_start).toMove == arbiter::rulesOf(m_variant).firstToMove ? 0 : 1;
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
    const auto move =
        onBoard(m_rules, m_database, m_variant, position(),
                [&written](const auto &board, const auto &at) -> std::variant<PlayedMove, QString> {
                    const auto parsed = board.parse(written, at);
                    if (!parsed)
                        return QString::fromStdString(
                            app::describe(parsed.error().detail, interfaceLanguage()));
                    return PlayedMove(parsed.value());
                });
    if (const auto *why = std::get_if<QString>(&move)) {
        m_finding = tr("%1: %2").arg(text.trimmed(), *why);
        m_findingIsError = true;
        emit changed();
        return false;
    }
    return playAsked(std::get<PlayedMove>(move));
}

std::optional<QString> GameSheet::refusal(const std::string &text, int number) const
{
    return onBoard(m_rules, m_database, m_variant, number == 0 ? m_start : ply(number).after,
                   [&text](const auto &board, const auto &at) -> std::optional<QString> {
                       const auto parsed = board.parse(text, at);
                       if (parsed)
                           return std::nullopt;
                       return QString::fromStdString(
                           app::describe(parsed.error().detail, interfaceLanguage()));
                   });
}

void GameSheet::play(const PlayedMove &move)
{
    playAsked(move);
}

bool GameSheet::playAsked(const PlayedMove &move)
{
    if (m_current < plyCount()) {
        // The game's own next move steps forward; another one replaces the rest, if the judge
        // agrees.
        const PlayedMove &next = ply(m_current + 1).move;
        const bool same =
            next.index() == move.index() &&
            (std::holds_alternative<arbiter::Move>(move)
                 ? std::get<arbiter::Move>(next).sameMove(std::get<arbiter::Move>(move))
                 : std::get<arbiter::GridMove>(next) == std::get<arbiter::GridMove>(move));
        if (same) {
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
    onBoard(m_rules, m_database, m_variant, position(), [&](const auto &board, const auto &at) {
        next.written = board.write(moveOn(move, at), at);
        next.after = board.after(at, moveOn(move, at));
        return 0;
    });
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
    onBoard(m_rules, m_database, m_variant, m_start, [this](const auto &board, const auto &start) {
        auto tracker = board.tracker(start);
        for (Ply &each : m_plies)
            each.events = tracker.play(moveOn(each.move, start));
        return 0;
    });
}

QString GameSheet::describe(const arbiter::DrawEvent &event) const
{
    if (event.kind == arbiter::DrawKind::Claimable && !event.occurrences.empty()) {
        QStringList plies;
        for (int occurrence : event.occurrences)
            plies << QString::number(occurrence);
        // Threefold, or fourfold in Italian draughts (docs/rules.md §16).
        return (event.occurrences.size() >= 4
                    ? tr("The position stands for the fourth time (plies %1): the player to move "
                         "may claim a draw.")
                    : tr("The position stands for the third time (plies %1): the player to move "
                         "may claim a draw."))
            .arg(plies.join(QStringLiteral(", ")));
    }
    if (event.kind == arbiter::DrawKind::Claimable)
        return tr("%1: %2 of %3 plies since ply %4: the player to move may claim a draw.")
            .arg(ruleName(event.rule))
            .arg(event.count)
            .arg(event.limit)
            .arg(event.windowStartPly);
    QString text = tr("Draw: %1 — %2 of %3 %4 since ply %5.")
                       .arg(ruleName(event.rule))
                       .arg(event.count)
                       .arg(event.limit)
                       .arg(event.unit == arbiter::CountUnit::Plies ? tr("plies") : tr("own moves"))
                       .arg(event.windowStartPly);
    if (event.rule == arbiter::DrawRule::MainRoad || event.rule == arbiter::DrawRule::SmallEnding)
        text += QStringLiteral(" ") +
                tr("Endgame database: %1.")
                    .arg(QString::fromStdString(
                        app::describe(event.verdict, interfaceLanguage()) +
                        (event.reason ? ", " + app::describe(*event.reason, interfaceLanguage())
                                      : std::string())));
    return text;
}

QStringList GameSheet::counters() const
{
    // The draw windows open in the current position, and where it stood before.
    std::vector<arbiter::DrawWindow> windows;
    std::vector<int> stood;
    onBoard(m_rules, m_database, m_variant, m_start, [&](const auto &board, const auto &start) {
        using Board = std::remove_cvref_t<decltype(board)>;
        auto tracker = board.tracker(start);
        for (int p = 1; p <= m_current; ++p)
            tracker.play(moveOn(ply(p).move, start));
        windows = tracker.windows();
        stood = tracker.occurrences(std::get<typename Board::Position>(position()));
        return 0;
    });
    QStringList lines;
    for (const arbiter::DrawWindow &window : windows) {
        if (window.count == 0)
            continue; // forty-moves right after a man's move or a capture: nothing to count yet
        const QString side = !window.strongSide                           ? QString()
                             : *window.strongSide == arbiter::Side::White ? tr("White's ")
                                                                          : tr("Black's ");
        if (window.unit == arbiter::CountUnit::Plies)
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
    const arbiter::VariantRules &rules = arbiter::rulesOf(variant());
    if (variant() != arbiter::Variant::Russian && rules.pdnGameType != 0 &&
        std::ranges::none_of(tags, [](const arbiter::PdnTag &t) { return t.name == "GameType"; }))
        game.tags.push_back({"GameType", std::to_string(rules.pdnGameType), {}});
    if (!(m_start == initialOf(variant()))) {
        game.tags.push_back({"SetUp", "1", {}});
        game.tags.push_back(
            {"FEN",
             onBoard(m_rules, m_database, m_variant, m_start,
                     [](const auto &board, const auto &start) { return board.fen(start); }),
             {}});
    }
    const int offset = piecesOf(m_start).toMove == rules.firstToMove ? 0 : 1;
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
    if (const auto *russian = std::get_if<arbiter::Position>(&m_start)) {
        std::vector<arbiter::Move> moves;
        for (const Ply &each : m_plies)
            moves.push_back(std::get<arbiter::Move>(each.move));
        return arbiter::PdnWriter::write(tags, *russian, moves, result,
                                         arbiter::rulesOf(variant()).pdnGameType);
    }
    std::vector<std::string> moves;
    for (const Ply &each : m_plies)
        moves.push_back(each.written);
    const std::optional<std::string> setUp =
        m_start == initialOf(variant())
            ? std::nullopt
            : std::optional<std::string>(
                  onBoard(m_rules, m_database, m_variant, m_start,
                          [](const auto &board, const auto &start) { return board.fen(start); }));
    return arbiter::PdnWriter::write(tags, arbiter::rulesOf(variant()).pdnGameType, setUp,
                                     piecesOf(m_start).toMove, moves, result,
                                     arbiter::rulesOf(variant()).firstToMove);
}

app::SheetGame GameSheet::sheetGame() const
{
    app::SheetGame game;
    game.variant = variant();
    game.rules = m_rules;
    if (!(m_start == initialOf(variant())))
        game.setUpFen =
            onBoard(m_rules, m_database, m_variant, m_start,
                    [](const auto &board, const auto &start) { return board.fen(start); });
    game.firstMover = piecesOf(m_start).toMove;
    for (const Ply &each : m_plies)
        game.moves.push_back(each.written);
    game.white = tag("White");
    game.black = tag("Black");
    return game;
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
    const arbiter::Auditor auditor(m_rules, m_database,
                                   arbiter::Auditor::Options{.recordHistory = false,
                                                             .variant = variant(),
                                                             .onlyOwnVariant = false});
    const auto placed = [](const arbiter::AuditFinding &finding) {
        return tr("line %1, column %2: %3")
            .arg(finding.place.line)
            .arg(finding.place.column)
            .arg(QString::fromStdString(app::describe(finding.detail, interfaceLanguage())));
    };
    const auto chosen = auditor.variantOf(*game);
    if (const auto *finding = std::get_if<arbiter::AuditFinding>(&chosen)) {
        problem = placed(*finding);
        return false;
    }
    // The start of the game's variant: its FEN, or the first position.
    const arbiter::Variant played = std::get<arbiter::Variant>(chosen);
    std::variant<SheetPosition, arbiter::AuditFinding> start = arbiter::AuditFinding{};
    if (arbiter::playedByRussianCore(played))
        std::visit([&start](const auto &found) { start = found; }, auditor.startOf(*game));
    else
        arbiter::onGridOf(played, [&]<class G>() {
            // variantOf() gives only the variants judged: never a 10 × 8 one.
            if constexpr (!std::is_same_v<G, arbiter::Grid10x8>)
                std::visit(
                    [&start](const auto &found) { start = found; },
                    arbiter::gridStartOf(arbiter::GridBoard<G>(generatorOf<G>(played)), *game));
        });
    if (const auto *finding = std::get_if<arbiter::AuditFinding>(&start)) {
        problem = placed(*finding);
        return false;
    }
    m_variant = played;
    reset(std::get<SheetPosition>(start));
    m_tags = game->tags;
    const QScopedValueRollback loading(m_loading, true);
    bool complete = true;
    for (std::size_t i = 0; i < game->moves.size() && complete; ++i) {
        const std::span<const arbiter::PdnMove> rest =
            std::span<const arbiter::PdnMove>(game->moves).subspan(i + 1);
        const auto resolved =
            onBoard(m_rules, m_database, m_variant, position(),
                    [&](const auto &board, const auto &at) -> std::variant<PlayedMove, QString> {
                        const auto resolution =
                            arbiter::resolveWritten(board, at, game->moves[i], rest);
                        if (!resolution.move)
                            return placed(*resolution.finding);
                        return PlayedMove(*resolution.move);
                    });
        if (const auto *why = std::get_if<QString>(&resolved)) {
            problem = *why;
            complete = false;
        } else {
            play(std::get<PlayedMove>(resolved));
        }
    }
    if (complete && game->problem) {
        problem =
            tr("line %1, column %2: %3")
                .arg(game->problem->place.line)
                .arg(game->problem->place.column)
                .arg(QString::fromStdString(app::describe(*game->problem, interfaceLanguage())));
        complete = false;
    }
    m_finding = complete ? QString() : problem;
    m_findingIsError = !complete;
    emit changed();
    return complete;
}

} // namespace gui
