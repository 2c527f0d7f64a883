#include "fmjddrawtracker.h"

namespace arbiter {

namespace {

enum class MaterialClass
{
    Other,
    ThreePieces, // three kings, two kings and a man, a king and two men, against a lone king
    TwoPieces,   // two kings, a king and a man, a king, against a lone king
};

// The material class of `position`, and which side has the lone king in it.
template <class G>
std::pair<MaterialClass, Side> materialOf(const GridPosition<G> &position)
{
    for (const Side lone : {Side::White, Side::Black}) {
        const auto pieces = position.pieces(lone);
        if (G::count(pieces) != 1 || !(pieces & position.kings()))
            continue;
        const auto strong = position.pieces(opposite(lone));
        const int count = G::count(strong);
        const int kings = G::count(strong & position.kings());
        if (count == 3 && kings >= 1)
            return {MaterialClass::ThreePieces, lone};
        if ((count == 2 && kings >= 1) || (count == 1 && kings == 1))
            return {MaterialClass::TwoPieces, lone};
    }
    return {MaterialClass::Other, Side::White};
}

} // namespace

template <class G>
typename G::Bits FmjdDrawTracker<G>::longDiagonal()
{
    typename G::Bits squares = 0;
    for (int bit = G::bitOf(G::squareCount - G::half); G::onBoard(bit); bit += G::upRight)
        squares |= typename G::Bits{1} << bit;
    return squares;
}

template <class G>
FmjdDrawTracker<G>::FmjdDrawTracker(const GridGenerator<G> &generator, const GridPosition<G> &start,
                                    const FmjdDrawLimits &limits)
    : m_generator(generator), m_limits(limits), m_position(start), m_repetitions(start)
{
    followMaterial();
}

template <class G>
void FmjdDrawTracker<G>::followMaterial()
{
    const auto [material, lone] = materialOf(m_position);
    if (material == MaterialClass::ThreePieces) {
        if (!m_threePieces.active)
            m_threePieces = {true, m_ply};
        if (!m_longDiagonal.active && (m_position.pieces(lone) & longDiagonal()))
            m_longDiagonal = {true, m_ply};
    } else if (material != MaterialClass::TwoPieces) {
        // A piece taken from the three leaves two: the 16 moves stay the limit (below).
        m_threePieces = {};
        m_longDiagonal = {};
    }
    if (material == MaterialClass::TwoPieces) {
        if (!m_twoPieces.active)
            m_twoPieces = {true, m_ply};
    } else {
        m_twoPieces = {};
    }
}

template <class G>
void FmjdDrawTracker<G>::check(DrawRule rule, const Window &window, int count, int limit,
                               std::vector<DrawEvent> &events) const
{
    if (!window.active || count != limit)
        return;
    DrawEvent event;
    event.ply = m_ply;
    event.rule = rule;
    event.kind = DrawKind::Automatic;
    event.windowStartPly = window.startPly;
    event.count = count;
    event.limit = limit;
    event.unit = CountUnit::Plies;
    events.push_back(std::move(event));
}

template <class G>
std::vector<DrawEvent> FmjdDrawTracker<G>::play(const GridMove &move)
{
    const bool kingMove = (m_position.kings() & G::maskOf(move.from)) != 0;
    m_position = m_generator.after(m_position, move);
    ++m_ply;
    std::vector<DrawEvent> events;

    // Threefold repetition: claimable at each position's third occurrence.
    m_repetitions.record(m_ply, m_position, !kingMove || move.captured);
    if (std::vector<int> plies = m_repetitions.thirdOccurrence(); !plies.empty())
        events.push_back(threefoldEvent(m_ply, std::move(plies)));

    m_kingMoves = kingMove && !move.captured ? m_kingMoves + 1 : 0;
    followMaterial();
    if (m_automaticDraw)
        return events; // the game is over; only repetitions are still recorded
    const std::size_t claimable = events.size();
    check(DrawRule::KingsOnly, {true, m_ply - m_kingMoves}, m_kingMoves, m_limits.kingsOnlyPlies,
          events);
    check(DrawRule::ThreePieces, m_threePieces, m_ply - m_threePieces.startPly,
          m_limits.threePiecesPlies, events);
    check(DrawRule::LongDiagonal, m_longDiagonal, m_ply - m_longDiagonal.startPly,
          m_limits.longDiagonalPlies, events);
    check(DrawRule::TwoPieces, m_twoPieces, m_ply - m_twoPieces.startPly, m_limits.twoPiecesPlies,
          events);
    if (events.size() > claimable)
        m_automaticDraw = events[claimable];
    return events;
}

template <class G>
std::vector<DrawWindow> FmjdDrawTracker<G>::windows() const
{
    std::vector<DrawWindow> running;
    const auto add = [&](DrawRule rule, const Window &window, int count, int limit) {
        if (window.active)
            running.push_back({rule, window.startPly, count, limit, CountUnit::Plies, {}});
    };
    add(DrawRule::KingsOnly, {m_kingMoves > 0, m_ply - m_kingMoves}, m_kingMoves,
        m_limits.kingsOnlyPlies);
    add(DrawRule::ThreePieces, m_threePieces, m_ply - m_threePieces.startPly,
        m_limits.threePiecesPlies);
    add(DrawRule::LongDiagonal, m_longDiagonal, m_ply - m_longDiagonal.startPly,
        m_limits.longDiagonalPlies);
    add(DrawRule::TwoPieces, m_twoPieces, m_ply - m_twoPieces.startPly, m_limits.twoPiecesPlies);
    return running;
}

template class FmjdDrawTracker<Grid8>;
template class FmjdDrawTracker<Grid10>;

} // namespace arbiter
