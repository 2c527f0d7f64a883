#include "gridgenerator.h"

#include "movesearch.h"
#include "variantgrid.h"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace arbiter {

// Not anonymous: the searches' lambdas, in the generator's members, hold a GridSink.
namespace gridsearch {

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

    [[gnu::always_inline]] void emit(const movesearch::Capture<G> &capture)
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

// `f(rules)`, with the rules as constants (FixedRules<V>) when they are variant V's own and V is
// played on G, else as read at run time: one search per variant, no test of a rule left in it.
template <class G, class F>
auto withRules(const VariantRules &rules, bool fixed, F &&f)
{
    std::optional<decltype(f(rules))> result;
    if (fixed)
        // Every variant of the table in turn: the one of `rules`, if it is played on G.
        [&]<std::size_t... I>(std::index_sequence<I...>)
        {
            const auto tryVariant = [&]<Variant V>() {
                if constexpr (playedOn<G>(V))
                    if (rules.variant == V)
                        result = f(FixedRules<V>{});
            };
            (tryVariant.template operator()<static_cast<Variant>(I)>(), ...);
        }
    (std::make_index_sequence<detail::variants.size()>());
    return result ? *result : f(rules);
}

// The generator's work with the rules R (VariantRules or FixedRules<V>): every capture into
// `out` (cleared first) and whether one is due; the quiet moves of `own` appended to `out`; the
// number of legal moves; perft with a move list per ply.
template <class G, class R>
bool capturesInto(const GridPosition<G> &position, const R &rules, std::vector<GridMove> &out,
                  bool unique)
{
    GridSink<G> sink(out, unique);
    return movesearch::captures(position, rules, G::squares, sink);
}

template <class G, class R>
void quietInto(const GridPosition<G> &position, const R &rules, typename G::Bits own,
               std::vector<GridMove> &out)
{
    // Gathered on the stack and appended a batch at a time: one call to the list, not one a move.
    std::array<GridMove, 64> batch;
    std::size_t count = 0;
    movesearch::quietMoves(position, rules, own, [&](int from, int to, bool promotes) {
        if (count == batch.size()) {
            out.insert(out.end(), batch.begin(), batch.end());
            count = 0;
        }
        batch[count++] = {static_cast<std::uint8_t>(G::squareOf(from)),
                          static_cast<std::uint8_t>(G::squareOf(to)), promotes, 0};
    });
    out.insert(out.end(), batch.begin(), batch.begin() + static_cast<std::ptrdiff_t>(count));
}

template <class G, class R>
void legalInto(const GridPosition<G> &position, const R &rules, typename G::Bits own,
               std::vector<GridMove> &out, bool unique)
{
    if (!capturesInto(position, rules, out, unique))
        quietInto(position, rules, own, out);
}

template <class G, class R>
std::uint64_t countWith(const GridPosition<G> &position, const R &rules,
                        std::vector<GridMove> &scratch, bool unique)
{
    if (capturesInto(position, rules, scratch, unique))
        return scratch.size();
    return movesearch::quietMoveCount(position, rules);
}

template <class G>
GridPosition<G> afterMove(const GridPosition<G> &position, const GridMove &move)
{
    typename G::Bits taken = 0;
    for (std::uint64_t c = move.captured; c; c &= c - 1)
        taken |= G::maskOf(std::countr_zero(c));
    return position.afterBits(G::maskOf(move.from), G::maskOf(move.to), taken, move.promotes);
}

template <class G, class R>
std::uint64_t perftWith(const GridPosition<G> &position, int depth, const R &rules, bool unique,
                        std::vector<std::vector<GridMove>> &lists)
{
    std::vector<GridMove> &moves = lists[static_cast<std::size_t>(depth - 1)];
    if (depth == 1)
        return countWith(position, rules, moves, unique);
    legalInto(position, rules, position.pieces(position.sideToMove()), moves, unique);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < moves.size(); ++i)
        total += perftWith(afterMove(position, moves[i]), depth - 1, rules, unique, lists);
    return total;
}

} // namespace gridsearch

using gridsearch::GridSink;
using gridsearch::withRules;

template <class G>
GridGenerator<G>::GridGenerator(const VariantRules &rules)
    : m_rules(rules), m_fixed(rules == rulesOf(rules.variant) && playedOn<G>(rules.variant))
{}

template <class G>
GridPosition<G> GridGenerator<G>::initial() const
{
    return GridPosition<G>::fromPieces(G::geometry.firstToMove, G::bottomRows(m_rules.menRows),
                                       G::topRows(m_rules.menRows), 0);
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
    withRules<G>(m_rules, m_fixed, [&](const auto &rules) {
        gridsearch::legalInto(position, rules, position.pieces(position.sideToMove()), out,
                              mode == Mode::UniqueMoves);
        return true;
    });
}

template <class G>
void GridGenerator<G>::legalMovesOf(const GridPosition<G> &position, int square,
                                    std::vector<GridMove> &out) const
{
    withRules<G>(m_rules, m_fixed, [&](const auto &rules) {
        gridsearch::legalInto(
            position, rules, position.pieces(position.sideToMove()) & G::maskOf(square), out, true);
        return true;
    });
}

template <class G>
GridPosition<G> GridGenerator<G>::after(const GridPosition<G> &position, const GridMove &move) const
{
    return gridsearch::afterMove(position, move);
}

template <class G>
std::uint64_t GridGenerator<G>::countMoves(const GridPosition<G> &position,
                                           std::vector<GridMove> &scratch, Mode mode) const
{
    return withRules<G>(m_rules, m_fixed, [&](const auto &rules) {
        return gridsearch::countWith(position, rules, scratch, mode == Mode::UniqueMoves);
    });
}

template <class G>
std::uint64_t GridGenerator<G>::perft(const GridPosition<G> &position, int depth, Mode mode) const
{
    if (depth <= 0)
        return 1;
    // A list per ply, kept across the whole walk.
    std::vector<std::vector<GridMove>> lists(static_cast<std::size_t>(depth));
    return withRules<G>(m_rules, m_fixed, [&](const auto &rules) {
        return gridsearch::perftWith(position, depth, rules, mode == Mode::UniqueMoves, lists);
    });
}

template class GridGenerator<Grid8>;
template class GridGenerator<Grid10>;
template class GridGenerator<Grid10x8>;
template class GridGenerator<Grid8BlackFirst>;
template class GridGenerator<Grid8Checkers>;
template class GridGenerator<Grid8Mirrored>;

} // namespace arbiter
