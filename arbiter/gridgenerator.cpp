#include "gridgenerator.h"

#include "movesearch.h"

#include <algorithm>
#include <array>

namespace arbiter {

namespace {

// The routes movesearch.h finds, as GridMoves (squares, not bits) into `out`; with `routes`, the
// squares each lands on beside it (the notation's slow path; the generator's own search keeps
// none). With `unique`, one move per (from, to, pieces taken), as the published "unique" perft
// counts it: the first route found.
template <class G>
class GridSink
{
public:
    GridSink(std::vector<GridMove> &out, bool unique, std::vector<GridRoute> *routes = nullptr)
        : m_out(out), m_unique(unique), m_routes(routes)
    {
        m_out.clear();
    }

    void clear()
    {
        m_out.clear();
        m_routeCount = 0;
    }

    void emit(const movesearch::Capture<G> &capture)
    {
        GridMove move;
        move.from = static_cast<std::uint8_t>(G::squareOf(capture.from));
        move.to = static_cast<std::uint8_t>(G::squareOf(capture.to));
        move.promotes = capture.promotes;
        for (typename G::Bits t = capture.taken; t; t &= t - 1)
            move.captured |= std::uint64_t{1} << G::squareOf(G::lowest(t));
        if (m_unique && std::any_of(m_out.begin(), m_out.end(), [&move](const GridMove &found) {
                return found.from == move.from && found.to == move.to &&
                       found.captured == move.captured;
            }))
            return;
        m_out.push_back(move);
        if (!m_routes)
            return;
        // The routes' lists are kept from call to call: assigned, not made anew.
        if (m_routeCount == m_routes->size())
            m_routes->emplace_back();
        GridRoute &route = (*m_routes)[m_routeCount++];
        route.clear();
        for (const std::uint8_t landing : capture.landings)
            route.push_back(static_cast<std::uint8_t>(G::squareOf(landing)));
    }

    // The number of routes kept (with `routes`): the first so many of its lists.
    std::size_t routeCount() const { return m_routeCount; }

private:
    std::vector<GridMove> &m_out;
    bool m_unique;
    std::vector<GridRoute> *m_routes;
    std::size_t m_routeCount = 0;
};

} // namespace

template <class G>
GridGenerator<G>::GridGenerator(const VariantRules &rules) : m_rules(rules)
{}

template <class G>
GridPosition<G> GridGenerator<G>::initial() const
{
    return GridPosition<G>::fromPieces(G::geometry.firstToMove, G::bottomRows(m_rules.menRows),
                                       G::topRows(m_rules.menRows), 0);
}

template <class G>
bool GridGenerator<G>::captures(const GridPosition<G> &position, std::vector<GridMove> &out,
                                Mode mode) const
{
    GridSink<G> sink(out, mode == Mode::UniqueMoves);
    return movesearch::captures(position, m_rules, G::squares, sink);
}

template <class G>
void GridGenerator<G>::captureRoutes(const GridPosition<G> &position, std::vector<GridMove> &moves,
                                     std::vector<GridRoute> &routes) const
{
    GridSink<G> sink(moves, false, &routes);
    movesearch::captures(position, m_rules, G::squares, sink);
    routes.resize(sink.routeCount());
}

template <class G>
void GridGenerator<G>::legalMoves(const GridPosition<G> &position, std::vector<GridMove> &out,
                                  Mode mode) const
{
    if (captures(position, out, mode))
        return;
    quietMoves(position, position.pieces(position.sideToMove()), out);
}

template <class G>
void GridGenerator<G>::legalMovesOf(const GridPosition<G> &position, int square,
                                    std::vector<GridMove> &out) const
{
    if (captures(position, out, Mode::UniqueMoves))
        return;
    quietMoves(position, position.pieces(position.sideToMove()) & G::maskOf(square), out);
}

template <class G>
void GridGenerator<G>::quietMoves(const GridPosition<G> &position, typename G::Bits own,
                                  std::vector<GridMove> &out) const
{
    movesearch::quietMoves(position, own, [&out](int from, int to, bool promotes) {
        out.push_back({static_cast<std::uint8_t>(G::squareOf(from)),
                       static_cast<std::uint8_t>(G::squareOf(to)), promotes, 0});
    });
}

template <class G>
GridPosition<G> GridGenerator<G>::after(const GridPosition<G> &position, const GridMove &move) const
{
    typename G::Bits taken = 0;
    for (std::uint64_t c = move.captured; c; c &= c - 1)
        taken |= G::maskOf(std::countr_zero(c));
    return position.afterBits(G::maskOf(move.from), G::maskOf(move.to), taken, move.promotes);
}

template <class G>
std::uint64_t GridGenerator<G>::countMoves(const GridPosition<G> &position,
                                           std::vector<GridMove> &scratch, Mode mode) const
{
    if (captures(position, scratch, mode))
        return scratch.size();
    return movesearch::quietMoveCount(position);
}

template <class G>
std::uint64_t GridGenerator<G>::perft(const GridPosition<G> &position, int depth, Mode mode) const
{
    if (depth <= 0)
        return 1;
    // A list per ply, kept across the whole walk.
    std::vector<std::vector<GridMove>> lists(static_cast<std::size_t>(depth));
    return perft(position, depth, mode, lists);
}

template <class G>
std::uint64_t GridGenerator<G>::perft(const GridPosition<G> &position, int depth, Mode mode,
                                      std::vector<std::vector<GridMove>> &lists) const
{
    std::vector<GridMove> &moves = lists[static_cast<std::size_t>(depth - 1)];
    if (depth == 1)
        return countMoves(position, moves, mode);
    legalMoves(position, moves, mode);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < moves.size(); ++i)
        total += perft(after(position, moves[i]), depth - 1, mode, lists);
    return total;
}

template class GridGenerator<Grid8>;
template class GridGenerator<Grid10>;
template class GridGenerator<Grid10x8>;
template class GridGenerator<Grid8BlackFirst>;

} // namespace arbiter
