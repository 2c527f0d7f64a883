#include "drawrules.h"

namespace arbiter {

namespace {

bool isLoneKing(const Position &position, Side side)
{
    const Bitboard pieces = position.pieces(side);
    return bitboard::count(pieces) == 1 && (pieces & position.kings()) != 0;
}

// 7.2.4: three or more pieces, all kings, against a lone king.
std::optional<Side> threeKingsStrongSide(const Position &position)
{
    for (Side side : {Side::White, Side::Black})
        if (bitboard::count(position.pieces(side)) >= 3 && position.men(side) == 0 &&
            isLoneKing(position, opposite(side)))
            return side;
    return std::nullopt;
}

// 7.2.7: exactly three pieces, of any kind, against a lone king.
std::optional<Side> mainRoadStrongSide(const Position &position)
{
    for (Side side : {Side::White, Side::Black})
        if (bitboard::count(position.pieces(side)) == 3 && isLoneKing(position, opposite(side)))
            return side;
    return std::nullopt;
}

// 7.2.8: two kings, king and man, or one king against a lone king; with one king each, the side
// to move is the strong side.
std::optional<Side> smallEndingStrongSide(const Position &position)
{
    const Side toMove = position.sideToMove();
    for (Side side : {toMove, opposite(toMove)}) {
        if (!isLoneKing(position, opposite(side)))
            continue;
        const int kings = bitboard::count(position.kings(side));
        const int men = bitboard::count(position.men(side));
        if ((kings == 2 && men == 0) || (kings == 1 && men <= 1))
            return side;
    }
    return std::nullopt;
}

// 7.2.6: both sides have a king; the limit by the number of pieces on the board, 0 for none.
int balanceLimitPlies(const Position &position, const RuleSet &rules)
{
    if (position.kings(Side::White) == 0 || position.kings(Side::Black) == 0)
        return 0;
    switch (bitboard::count(position.occupied())) {
    case 2:
    case 3:
        return rules.balanceLimitPlies2To3;
    case 4:
    case 5:
        return rules.balanceLimitPlies4To5;
    case 6:
    case 7:
        return rules.balanceLimitPlies6To7;
    default:
        return 0;
    }
}

} // namespace

std::string_view drawRuleId(DrawRule rule)
{
    switch (rule) {
    case DrawRule::Threefold:
        return "threefold";
    case DrawRule::ThreeKings:
        return "three-kings";
    case DrawRule::KingsOnly:
        return "kings-only";
    case DrawRule::Balance:
        return "balance";
    case DrawRule::MainRoad:
        return "main-road";
    case DrawRule::SmallEnding:
        return "small-ending";
    case DrawRule::ThreePieces:
        return "three-pieces";
    case DrawRule::LongDiagonal:
        return "long-diagonal";
    case DrawRule::TwoPieces:
        return "two-pieces";
    case DrawRule::Fourfold:
        return "fourfold";
    case DrawRule::FortyMoves:
        return "forty-moves";
    }
    return {};
}

const std::vector<DrawRule> &everyDrawRule()
{
    static const std::vector<DrawRule> rules = {
        DrawRule::Threefold, DrawRule::ThreeKings,  DrawRule::KingsOnly,   DrawRule::Balance,
        DrawRule::MainRoad,  DrawRule::SmallEnding, DrawRule::ThreePieces, DrawRule::LongDiagonal,
        DrawRule::TwoPieces, DrawRule::Fourfold,    DrawRule::FortyMoves};
    return rules;
}

std::optional<DrawRule> drawRuleOfId(std::string_view id)
{
    for (DrawRule rule : everyDrawRule())
        if (drawRuleId(rule) == id)
            return rule;
    return std::nullopt;
}

std::string_view countUnitId(CountUnit unit)
{
    switch (unit) {
    case CountUnit::Plies:
        return "plies";
    case CountUnit::OwnMoves:
        return "own moves";
    case CountUnit::Occurrences:
        return "occurrences";
    }
    return {};
}

std::string_view endgameVerdictId(EndgameVerdict verdict)
{
    switch (verdict) {
    case EndgameVerdict::Draw:
        return "draw";
    case EndgameVerdict::Unknown:
        return "unknown";
    }
    return {};
}

int repetitionsNeeded(DrawRule rule)
{
    switch (rule) {
    case DrawRule::Threefold:
        return 3;
    case DrawRule::Fourfold:
        return 4;
    default:
        return 0;
    }
}

DrawEvent threefoldEvent(int ply, std::vector<int> plies)
{
    return repetitionEvent(DrawRule::Threefold, ply, std::move(plies));
}

DrawEvent repetitionEvent(DrawRule rule, int ply, std::vector<int> plies)
{
    DrawEvent event;
    event.ply = ply;
    event.rule = rule;
    event.kind = DrawKind::Claimable;
    event.windowStartPly = plies.front();
    event.count = static_cast<int>(plies.size());
    event.limit = repetitionsNeeded(rule);
    event.unit = CountUnit::Occurrences;
    event.occurrences = std::move(plies);
    return event;
}

DrawTracker::DrawTracker(const RuleSet &rules, const EndgameDatabase *database,
                         const Position &start)
    : m_rules(rules), m_database(database), m_position(start), m_repetitions(start)
{
    startWindows(m_eventsAtStart); // 7.2.9 may draw a game that starts in its configuration
}

std::vector<int> DrawTracker::occurrences(const Position &position) const
{
    return m_repetitions.occurrences(position);
}

std::vector<DrawWindow> DrawTracker::windows() const
{
    std::vector<DrawWindow> running;
    if (m_automaticDraw)
        return running;
    if (m_threeKings.active)
        running.push_back({DrawRule::ThreeKings, m_threeKings.startPly, m_threeKings.ownMoves,
                           m_rules.threeKingsLimitOwnMoves, CountUnit::OwnMoves,
                           m_threeKings.strong});
    if (m_kingMoves > 0)
        running.push_back({DrawRule::KingsOnly, m_kingMovesStart, m_kingMoves,
                           m_rules.kingsOnlyLimitPlies, CountUnit::Plies, std::nullopt});
    if (m_balance.active)
        running.push_back({DrawRule::Balance, m_balance.startPly, m_ply - m_balance.startPly,
                           m_balance.limitPlies, CountUnit::Plies, std::nullopt});
    if (m_mainRoad.active && !m_mainRoad.decided)
        running.push_back({DrawRule::MainRoad, m_mainRoad.startPly, m_mainRoad.ownMoves,
                           m_rules.mainRoadLimitOwnMoves, CountUnit::OwnMoves, m_mainRoad.strong});
    if (m_smallEnding.active && !m_smallEnding.decided)
        running.push_back({DrawRule::SmallEnding, m_smallEnding.startPly, m_smallEnding.ownMoves,
                           m_rules.smallEndingLimitOwnMoves, CountUnit::OwnMoves,
                           m_smallEnding.strong});
    return running;
}

DrawTracker::Answer DrawTracker::endgameAnswer(Side strong, EndgameReason &reason) const
{
    if (!m_database) {
        reason = {};
        reason.kind = EndgameReason::Kind::NoDatabase;
        return Answer::Unknown;
    }
    const auto probe = m_database->probe(m_position);
    if (probe.status != EndgameDatabase::Probe::Status::Found) {
        reason = probe.reason;
        return Answer::Unknown;
    }
    const bool strongToMove = m_position.sideToMove() == strong;
    const Outcome wanted = strongToMove ? Outcome::Win : Outcome::Loss;
    reason = {};
    reason.kind = EndgameReason::Kind::Probed;
    reason.loneKingToMove = !strongToMove;
    reason.value = probe.value;
    return probe.value.outcome == wanted ? Answer::Won : Answer::NotWon;
}

DrawEvent DrawTracker::event(DrawRule rule, const Window &window, int count, int limit,
                             CountUnit unit) const
{
    DrawEvent e;
    e.ply = m_ply;
    e.rule = rule;
    e.windowStartPly = window.startPly;
    e.count = count;
    e.limit = limit;
    e.unit = unit;
    return e;
}

void DrawTracker::add(std::vector<DrawEvent> &events, DrawEvent e)
{
    if (e.kind == DrawKind::Automatic && e.verdict == EndgameVerdict::Draw && !m_automaticDraw)
        m_automaticDraw = e;
    events.push_back(std::move(e));
}

void DrawTracker::startWindows(std::vector<DrawEvent> &events)
{
    // Every windowed rule needs a lone king or at most 7 pieces: most positions of a game have
    // neither.
    if (bitboard::count(m_position.occupied()) > 7 &&
        bitboard::count(m_position.pieces(Side::White)) > 1 &&
        bitboard::count(m_position.pieces(Side::Black)) > 1)
        return;
    if (!m_threeKings.active)
        if (const auto strong = threeKingsStrongSide(m_position))
            m_threeKings = {true, m_ply, *strong, 0, 0, false};
    if (!m_balance.active)
        if (const int limit = balanceLimitPlies(m_position, m_rules); limit > 0)
            m_balance = {true, m_ply, Side::White, 0, limit, false};

    // main-road and small-ending; with noIncrementClock (7.2.9) decided at once.
    const auto begin = [&](Window &window, DrawRule rule, Side strong, int limit) {
        window = {true, m_ply, strong, 0, 0, false};
        if (!m_rules.noIncrementClock)
            return;
        EndgameReason reason;
        const Answer answer = endgameAnswer(strong, reason);
        if (answer == Answer::Won)
            return; // the ordinary count goes on
        DrawEvent e = event(rule, window, 0, limit, CountUnit::OwnMoves);
        e.verdict = answer == Answer::NotWon ? EndgameVerdict::Draw : EndgameVerdict::Unknown;
        reason.noIncrementClock = true;
        e.reason = reason;
        window.decided = true;
        add(events, std::move(e));
    };
    if (m_rules.mainRoad && !m_mainRoad.active)
        if (const auto strong = mainRoadStrongSide(m_position);
            strong && (m_position.kings(opposite(*strong)) & bitboard::mainRoad))
            begin(m_mainRoad, DrawRule::MainRoad, *strong, m_rules.mainRoadLimitOwnMoves);
    if (m_rules.smallEnding && !m_smallEnding.active)
        if (const auto strong = smallEndingStrongSide(m_position))
            begin(m_smallEnding, DrawRule::SmallEnding, *strong, m_rules.smallEndingLimitOwnMoves);
}

void DrawTracker::countAndCheck(Side mover, std::vector<DrawEvent> &events)
{
    for (Window *window : {&m_threeKings, &m_mainRoad, &m_smallEnding})
        if (window->active && window->strong == mover)
            ++window->ownMoves;

    if (m_threeKings.active && m_threeKings.ownMoves == m_rules.threeKingsLimitOwnMoves)
        add(events, event(DrawRule::ThreeKings, m_threeKings, m_threeKings.ownMoves,
                          m_rules.threeKingsLimitOwnMoves, CountUnit::OwnMoves));
    if (m_kingMoves == m_rules.kingsOnlyLimitPlies) {
        Window window;
        window.startPly = m_kingMovesStart;
        add(events, event(DrawRule::KingsOnly, window, m_kingMoves, m_rules.kingsOnlyLimitPlies,
                          CountUnit::Plies));
    }
    if (m_balance.active && m_ply - m_balance.startPly == m_balance.limitPlies)
        add(events, event(DrawRule::Balance, m_balance, m_balance.limitPlies, m_balance.limitPlies,
                          CountUnit::Plies));

    const auto fifthMove = [&](Window &window, DrawRule rule, int limit) {
        if (!window.active || window.decided || window.ownMoves != limit)
            return;
        window.decided = true;
        EndgameReason reason;
        const Answer answer = endgameAnswer(window.strong, reason);
        if (answer == Answer::Won)
            return;
        DrawEvent e = event(rule, window, window.ownMoves, limit, CountUnit::OwnMoves);
        e.verdict = answer == Answer::NotWon ? EndgameVerdict::Draw : EndgameVerdict::Unknown;
        e.reason = reason;
        add(events, std::move(e));
    };
    fifthMove(m_mainRoad, DrawRule::MainRoad, m_rules.mainRoadLimitOwnMoves);
    fifthMove(m_smallEnding, DrawRule::SmallEnding, m_rules.smallEndingLimitOwnMoves);
}

std::vector<DrawEvent> DrawTracker::play(const Move &move)
{
    const Side mover = m_position.sideToMove();
    const bool kingMove = (m_position.kings() & move.from().mask()) != 0;
    m_position = m_position.after(move);
    ++m_ply;

    std::vector<DrawEvent> events;
    m_repetitions.record(m_ply, m_position, !kingMove || move.isCapture());
    if (m_rules.threefold)
        if (std::vector<int> plies = m_repetitions.thirdOccurrence(); !plies.empty())
            events.push_back(threefoldEvent(m_ply, std::move(plies)));
    if (m_automaticDraw)
        return events; // the game is over; only repetitions are still recorded

    // 7.2.5 kings-only: consecutive quiet king moves.
    if (kingMove && !move.isCapture()) {
        if (m_kingMoves++ == 0)
            m_kingMovesStart = m_ply - 1;
    } else {
        m_kingMoves = 0;
    }

    if (move.isCapture() || move.promotes()) {
        // The material changed: every window starts again, from this position (the move that
        // changed it counts for none of them; it also broke the kings-only count).
        m_threeKings = m_balance = m_mainRoad = m_smallEnding = Window{};
    } else {
        countAndCheck(mover, events);
    }
    if (!m_automaticDraw)
        startWindows(events);
    return events;
}

} // namespace arbiter
