#include "checkersdrawtracker.h"

namespace arbiter {

CheckersDrawRules checkersDrawRulesOf(Variant variant)
{
    switch (variant) {
    case Variant::Italian:
        return {DrawRule::Fourfold, 80}; // FID: the fourth occurrence; 40 moves each
    case Variant::Pool:
        return {DrawRule::Threefold, 0}; // APCA: threefold; rule 26's limit not found
    default:
        return {DrawRule::Threefold, 80}; // WCDF 1.32: threefold; 40 moves each
    }
}

template <class G>
CheckersDrawTracker<G>::CheckersDrawTracker(const GridGenerator<G> &generator,
                                            const GridPosition<G> &start)
    : m_generator(generator), m_rules(checkersDrawRulesOf(generator.rules().variant)),
      m_position(start), m_repetitions(start)
{}

template <class G>
std::vector<DrawEvent> CheckersDrawTracker<G>::play(const GridMove &move)
{
    const bool kingMove = (m_position.kings() & G::maskOf(move.from)) != 0;
    const bool quiet = kingMove && !move.captured;
    m_position = m_generator.after(m_position, move);
    ++m_ply;
    std::vector<DrawEvent> events;

    m_repetitions.record(m_ply, m_position, !quiet);
    if (std::vector<int> plies = m_repetitions.occurrence(repetitionsNeeded(m_rules.repetition));
        !plies.empty())
        events.push_back(repetitionEvent(m_rules.repetition, m_ply, std::move(plies)));

    m_quietPlies = quiet ? m_quietPlies + 1 : 0;
    if (m_rules.quietPlies > 0 && m_quietPlies == m_rules.quietPlies) {
        DrawEvent event;
        event.ply = m_ply;
        event.rule = DrawRule::FortyMoves;
        event.kind = DrawKind::Claimable;
        event.windowStartPly = m_ply - m_quietPlies;
        event.count = m_quietPlies;
        event.limit = m_rules.quietPlies;
        event.unit = CountUnit::Plies;
        events.push_back(std::move(event));
    }
    return events;
}

template <class G>
std::vector<DrawWindow> CheckersDrawTracker<G>::windows() const
{
    if (m_rules.quietPlies == 0)
        return {};
    return {{DrawRule::FortyMoves, m_ply - m_quietPlies, m_quietPlies, m_rules.quietPlies,
             CountUnit::Plies, std::nullopt}};
}

template class CheckersDrawTracker<Grid8Checkers>;
template class CheckersDrawTracker<Grid8Mirrored>;

} // namespace arbiter
