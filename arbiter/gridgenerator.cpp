#include "gridgenerator.h"

#include <algorithm>
#include <array>

namespace arbiter {

namespace {

// Every capture route of the side to move, found depth first from each of its pieces. The taken
// pieces stay in `m_enemy` as obstacles and are marked in `m_taken`; `m_empty` holds the mover's
// starting square, which it has left. With `Routes` the squares landed on are kept too, a route
// beside each move (the notation's slow path; the generator's own search keeps none).
template <class G, bool Routes = false>
class CaptureSearch
{
public:
    using Bits = typename G::Bits;
    using Mode = typename GridGenerator<G>::Mode;

    CaptureSearch(const GridPosition<G> &position, const VariantRules &rules, Mode mode,
                  std::vector<GridMove> &out, std::vector<GridRoute> *routes = nullptr)
        : m_enemy(position.pieces(opposite(position.toMove))), m_emptyBoard(position.empty()),
          m_promotionRow(position.toMove == Side::White ? G::rowMask(0) : G::rowMask(G::rows - 1)),
          m_rules(rules), m_mode(mode), m_out(out), m_routes(routes)
    {}

    void searchFrom(int bit, bool king)
    {
        m_from = bit;
        m_empty = m_emptyBoard | (Bits{1} << bit);
        m_taken = 0;
        m_count = 0;
        if (king)
            searchKing(bit, false);
        else
            searchMan(bit);
    }

    // The most pieces any move found takes.
    int most() const { return m_most; }

private:
    static bool has(Bits set, int bit) { return bit >= 0 && bit < 64 && ((set >> bit) & 1u); }
    bool capturable(int bit) const { return has(m_enemy & ~m_taken, bit); }
    bool free(int bit) const { return has(m_empty, bit); }

    void take(int bit)
    {
        m_taken |= Bits{1} << bit;
        ++m_count;
    }
    void giveBack(int bit)
    {
        m_taken &= ~(Bits{1} << bit);
        --m_count;
    }

    void land(int bit)
    {
        if constexpr (Routes)
            m_path.push_back(static_cast<std::uint8_t>(G::squareOf(bit)));
    }
    void leave()
    {
        if constexpr (Routes)
            m_path.pop_back();
    }

    void emit(int to, bool promotes)
    {
        if (m_rules.majorityCapture) {
            if (m_count < m_most)
                return;
            if (m_count > m_most) {
                m_out.clear();
                if constexpr (Routes)
                    m_routes->clear();
                m_most = m_count;
            }
        } else {
            m_most = std::max(m_most, m_count);
        }
        GridMove move;
        move.from = static_cast<std::uint8_t>(G::squareOf(m_from));
        move.to = static_cast<std::uint8_t>(G::squareOf(to));
        move.promotes = promotes;
        for (Bits t = m_taken; t; t &= t - 1)
            move.captured |= std::uint64_t{1} << G::squareOf(G::lowest(t));
        // One move per (from, to, pieces taken), as the published "unique" perft counts it.
        if (m_mode == Mode::UniqueMoves &&
            std::any_of(m_out.begin(), m_out.end(), [&move](const GridMove &found) {
                return found.from == move.from && found.to == move.to &&
                       found.captured == move.captured;
            }))
            return;
        m_out.push_back(move);
        if constexpr (Routes)
            m_routes->push_back(m_path);
    }

    // A man jumps an adjacent piece to the free square right behind it, in any direction.
    void searchMan(int bit)
    {
        bool continued = false;
        for (int step : G::steps) {
            const int over = bit + step;
            const int landing = over + step;
            if (!capturable(over) || !free(landing))
                continue;
            continued = true;
            take(over);
            land(landing);
            if (m_rules.promotesDuringCapture && has(m_promotionRow, landing))
                searchKing(landing, true);
            else
                searchMan(landing);
            leave();
            giveBack(over);
        }
        if (!continued && m_count > 0)
            emit(bit, has(m_promotionRow, bit));
    }

    // Whether a king on `bit` could take a piece now.
    bool kingCanCapture(int bit) const
    {
        for (int step : G::steps) {
            int s = bit + step;
            while (free(s))
                s += step;
            if (capturable(s) && free(s + step))
                return true;
        }
        return false;
    }

    void searchKing(int bit, bool promoted)
    {
        bool continued = false;
        for (int step : G::steps) {
            int over = bit + step;
            while (free(over))
                over += step;
            if (!capturable(over) || !free(over + step))
                continue;
            continued = true;
            take(over);
            // The free squares behind the piece taken, and from which of them the capture goes on.
            std::array<int, G::columns> landings{};
            std::array<bool, G::columns> goesOn{};
            int landingCount = 0;
            bool anyGoesOn = false;
            for (int s = over + step; free(s); s += step) {
                landings[static_cast<std::size_t>(landingCount)] = s;
                goesOn[static_cast<std::size_t>(landingCount)] = kingCanCapture(s);
                anyGoesOn = anyGoesOn || goesOn[static_cast<std::size_t>(landingCount)];
                ++landingCount;
            }
            for (int i = 0; i < landingCount; ++i) {
                const auto at = static_cast<std::size_t>(i);
                if (anyGoesOn && !goesOn[at])
                    continue; // it lands where the capture goes on
                land(landings[at]);
                if (goesOn[at])
                    searchKing(landings[at], promoted);
                else
                    emit(landings[at], promoted);
                leave();
            }
            giveBack(over);
        }
        if (!continued && m_count > 0)
            emit(bit, promoted);
    }

    Bits m_enemy;
    Bits m_emptyBoard;
    Bits m_promotionRow;
    const VariantRules &m_rules;
    Mode m_mode;
    std::vector<GridMove> &m_out;
    std::vector<GridRoute> *m_routes;
    GridRoute m_path;

    int m_from = 0;
    Bits m_empty = 0;
    Bits m_taken = 0;
    int m_count = 0;
    int m_most = 0;
};

} // namespace

template <class G>
GridGenerator<G>::GridGenerator(const VariantRules &rules) : m_rules(rules)
{}

template <class G>
GridPosition<G> GridGenerator<G>::initial() const
{
    GridPosition<G> position;
    position.black = G::topRows(m_rules.menRows);
    position.white = G::bottomRows(m_rules.menRows);
    return position;
}

template <class G>
int GridGenerator<G>::captures(const GridPosition<G> &position, std::vector<GridMove> &out,
                               Mode mode) const
{
    using Bits = typename G::Bits;
    out.clear();
    // The pieces that can take something at all, found for all of them at once: a man with an
    // enemy piece next to it and a free square behind; a king sliding over free squares to one.
    const Bits own = position.pieces(position.toMove);
    const Bits enemy = position.pieces(opposite(position.toMove));
    const Bits empty = position.empty();
    const Bits men = own & ~position.kings;
    const Bits kings = own & position.kings;
    Bits takers = 0;
    for (int step : G::steps) {
        takers |= men & G::shift(enemy & G::shift(empty, -step), -step);
        if (kings) {
            Bits ray = G::shift(kings, step);
            for (Bits reach = ray & empty; reach; reach = G::shift(reach, step) & empty)
                ray |= G::shift(reach, step);
            if (G::shift(ray & enemy, step) & empty)
                takers |= kings; // which of them: the search tells
        }
    }
    if (!takers)
        return 0;
    CaptureSearch<G> search(position, m_rules, mode, out);
    for (Bits pieces = takers; pieces; pieces &= pieces - 1) {
        const int bit = G::lowest(pieces);
        search.searchFrom(bit, ((position.kings >> bit) & 1u) != 0);
    }
    return search.most();
}

template <class G>
void GridGenerator<G>::captureRoutes(const GridPosition<G> &position, std::vector<GridMove> &moves,
                                     std::vector<GridRoute> &routes) const
{
    moves.clear();
    routes.clear();
    CaptureSearch<G, true> search(position, m_rules, Mode::AllRoutes, moves, &routes);
    using Bits = typename G::Bits;
    for (Bits pieces = position.pieces(position.toMove) & G::squares; pieces;
         pieces &= pieces - 1) {
        const int bit = G::lowest(pieces);
        search.searchFrom(bit, ((position.kings >> bit) & 1u) != 0);
    }
}

template <class G>
void GridGenerator<G>::legalMoves(const GridPosition<G> &position, std::vector<GridMove> &out,
                                  Mode mode) const
{
    if (captures(position, out, mode) > 0)
        return;
    quietMoves(position, position.pieces(position.toMove), out);
}

template <class G>
void GridGenerator<G>::legalMovesOf(const GridPosition<G> &position, int square,
                                    std::vector<GridMove> &out) const
{
    if (captures(position, out, Mode::UniqueMoves) > 0)
        return;
    quietMoves(position, position.pieces(position.toMove) & G::maskOf(square), out);
}

template <class G>
void GridGenerator<G>::quietMoves(const GridPosition<G> &position, typename G::Bits own,
                                  std::vector<GridMove> &out) const
{
    using Bits = typename G::Bits;
    const Side us = position.toMove;
    // Men step forward (towards the top row for White).
    const Bits empty = position.empty();
    const Bits promotion = us == Side::White ? G::rowMask(0) : G::rowMask(G::rows - 1);
    const std::array<int, 2> forward = us == Side::White ? std::array{G::upLeft, G::upRight}
                                                         : std::array{G::downLeft, G::downRight};
    for (Bits pieces = own; pieces; pieces &= pieces - 1) {
        const int bit = G::lowest(pieces);
        const auto from = static_cast<std::uint8_t>(G::squareOf(bit));
        if ((position.kings >> bit) & 1u) {
            for (int step : G::steps)
                for (int s = bit + step; G::onBoard(s) && ((empty >> s) & 1u); s += step)
                    out.push_back({from, static_cast<std::uint8_t>(G::squareOf(s)), false, 0});
        } else {
            for (int step : forward) {
                const int s = bit + step;
                if (G::onBoard(s) && ((empty >> s) & 1u))
                    out.push_back({from, static_cast<std::uint8_t>(G::squareOf(s)),
                                   ((promotion >> s) & 1u) != 0, 0});
            }
        }
    }
}

template <class G>
GridPosition<G> GridGenerator<G>::after(const GridPosition<G> &position, const GridMove &move) const
{
    using Bits = typename G::Bits;
    GridPosition<G> next = position;
    const Bits from = G::maskOf(move.from);
    const Bits to = G::maskOf(move.to);
    Bits taken = 0;
    for (std::uint64_t c = move.captured; c; c &= c - 1)
        taken |= G::maskOf(std::countr_zero(c));
    Bits &own = position.toMove == Side::White ? next.white : next.black;
    Bits &enemy = position.toMove == Side::White ? next.black : next.white;
    const bool king = (position.kings & from) != 0;
    own = (own & ~from) | to;
    enemy &= ~taken;
    next.kings &= ~(taken | from);
    if (king || move.promotes)
        next.kings |= to;
    next.toMove = opposite(position.toMove);
    return next;
}

template <class G>
std::uint64_t GridGenerator<G>::countMoves(const GridPosition<G> &position,
                                           std::vector<GridMove> &scratch, Mode mode) const
{
    using Bits = typename G::Bits;
    if (captures(position, scratch, mode) > 0)
        return scratch.size();
    const Side us = position.toMove;
    const Bits empty = position.empty();
    const Bits men = position.pieces(us) & ~position.kings;
    std::uint64_t count = 0;
    for (int step : us == Side::White ? std::array{G::upLeft, G::upRight}
                                      : std::array{G::downLeft, G::downRight})
        count += static_cast<std::uint64_t>(G::count(G::shift(men, step) & empty));
    for (int step : G::steps)
        for (Bits reach = G::shift(position.pieces(us) & position.kings, step) & empty; reach;
             reach = G::shift(reach, step) & empty)
            count += static_cast<std::uint64_t>(G::count(reach));
    return count;
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

} // namespace arbiter
