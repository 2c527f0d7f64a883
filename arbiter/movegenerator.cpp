#include "movegenerator.h"

#include <array>
#include <stdexcept>

namespace arbiter {

namespace {

using bitboard::neighbourIndex;

constexpr Bitboard bit(int index)
{
    return Bitboard{1} << index;
}

constexpr Bitboard promotionRank(Side side)
{
    return side == Side::White ? bitboard::rank8 : bitboard::rank1;
}

// Men of `men` that have a capture in direction D: an enemy piece on the next square and an empty
// square right behind it.
template <Direction D, Direction Back>
constexpr Bitboard menCapturingTowards(Bitboard men, Bitboard enemy, Bitboard empty)
{
    return bitboard::step<Back>(bitboard::step<Back>(empty) & enemy) & men;
}

Bitboard menWithCapture(Bitboard men, Bitboard enemy, Bitboard empty)
{
    using enum Direction;
    return menCapturingTowards<NorthEast, SouthWest>(men, enemy, empty) |
           menCapturingTowards<NorthWest, SouthEast>(men, enemy, empty) |
           menCapturingTowards<SouthEast, NorthWest>(men, enemy, empty) |
           menCapturingTowards<SouthWest, NorthEast>(men, enemy, empty);
}

// Whether any of `kings` has a capture in direction D: slide over empty squares, meet an enemy
// piece, find an empty square behind it. All kings are flooded at once.
template <Direction D>
bool kingsCaptureTowards(Bitboard kings, Bitboard enemy, Bitboard empty)
{
    Bitboard reach = bitboard::step<D>(kings);
    Bitboard ray = reach;
    while (reach & empty) {
        reach = bitboard::step<D>(reach & empty);
        ray |= reach;
    }
    return (bitboard::step<D>(ray & enemy) & empty) != 0;
}

bool kingsHaveCapture(Bitboard kings, Bitboard enemy, Bitboard empty)
{
    using enum Direction;
    return kings && (kingsCaptureTowards<NorthEast>(kings, enemy, empty) ||
                     kingsCaptureTowards<NorthWest>(kings, enemy, empty) ||
                     kingsCaptureTowards<SouthEast>(kings, enemy, empty) ||
                     kingsCaptureTowards<SouthWest>(kings, enemy, empty));
}

// Number of squares all `kings` can slide to in direction D.
template <Direction D>
int kingSlideCount(Bitboard kings, Bitboard empty)
{
    int count = 0;
    for (Bitboard reach = bitboard::step<D>(kings) & empty; reach;
         reach = bitboard::step<D>(reach) & empty)
        count += bitboard::count(reach);
    return count;
}

// Depth-first search of every capture route of one piece. Pieces taken so far stay in `m_enemy`
// as obstacles (Turkish strike) and are marked in `m_captured`, so they can neither be jumped again
// nor passed over; `m_empty` includes the mover's starting square, which it has left.
// With no output list it only counts (perft's last ply).
class CaptureSearch
{
public:
    CaptureSearch(const Position &position, MoveGenerator::Mode mode, MoveList *out)
        : m_enemy(position.pieces(opposite(position.sideToMove()))),
          m_promotionRank(promotionRank(position.sideToMove())), m_mode(mode), m_out(out)
    {
        m_emptyBoard = position.empty();
    }

    std::uint64_t found() const { return m_found; }

    void searchFrom(Square from, bool isKing)
    {
        m_from = from;
        m_empty = m_emptyBoard | from.mask();
        m_captured = 0;
        m_depth = 0;
        m_promoted = false;
        if (isKing)
            searchKing(static_cast<int>(from.index()));
        else
            searchMan(static_cast<int>(from.index()));
    }

private:
    bool capturable(int index) const { return (m_enemy & ~m_captured & bit(index)) != 0; }
    bool isEmpty(int index) const { return (m_empty & bit(index)) != 0; }

    void push(int taken, int landing)
    {
        m_takenStack[m_depth] = Square::fromIndex(static_cast<unsigned>(taken));
        m_landingStack[m_depth] = Square::fromIndex(static_cast<unsigned>(landing));
        ++m_depth;
        m_captured |= bit(taken);
    }
    void pop()
    {
        --m_depth;
        m_captured &= ~m_takenStack[m_depth].mask();
    }

    void emit()
    {
        const Square to = m_landingStack[m_depth - 1];
        if (m_mode == MoveGenerator::Mode::UniqueMoves) {
            const std::uint64_t key = std::uint64_t{m_captured} |
                                      (std::uint64_t{m_from.index()} << 32) |
                                      (std::uint64_t{to.index()} << 40);
            for (std::size_t i = 0; i < m_keyCount; ++i)
                if (m_keys[i] == key)
                    return;
            if (m_keyCount == m_keys.size())
                throw std::length_error("more than 256 capture moves in one position");
            m_keys[m_keyCount++] = key;
        }
        ++m_found;
        if (m_out)
            m_out->push(Move::capture(m_from, {m_takenStack.data(), m_depth},
                                      {m_landingStack.data(), m_depth}, m_promoted));
    }

    // A man on `square` jumps an adjacent enemy piece to the empty square right behind it, in any
    // of the four directions. On the far rank it turns into a king and goes on as one.
    void searchMan(int square)
    {
        bool continued = false;
        for (Direction d : allDirections) {
            const int over = neighbourIndex(d, static_cast<unsigned>(square));
            if (over < 0 || !capturable(over))
                continue;
            const int landing = neighbourIndex(d, static_cast<unsigned>(over));
            if (landing < 0 || !isEmpty(landing))
                continue;
            continued = true;
            push(over, landing);
            if (bit(landing) & m_promotionRank) {
                m_promoted = true;
                searchKing(landing);
                m_promoted = false;
            } else {
                searchMan(landing);
            }
            pop();
        }
        if (!continued && m_depth > 0)
            emit();
    }

    // Whether a king standing on `square` could take a piece now.
    bool kingCanCapture(int square) const
    {
        for (Direction d : allDirections) {
            int s = neighbourIndex(d, static_cast<unsigned>(square));
            while (s >= 0 && isEmpty(s))
                s = neighbourIndex(d, static_cast<unsigned>(s));
            if (s < 0 || !capturable(s))
                continue;
            const int behind = neighbourIndex(d, static_cast<unsigned>(s));
            if (behind >= 0 && isEmpty(behind))
                return true;
        }
        return false;
    }

    void searchKing(int square)
    {
        bool continued = false;
        for (Direction d : allDirections) {
            int over = neighbourIndex(d, static_cast<unsigned>(square));
            while (over >= 0 && isEmpty(over))
                over = neighbourIndex(d, static_cast<unsigned>(over));
            if (over < 0 || !capturable(over))
                continue;
            int first = neighbourIndex(d, static_cast<unsigned>(over));
            if (first < 0 || !isEmpty(first))
                continue;
            continued = true;

            // The empty squares behind the taken piece, and from which of them the capture goes on.
            m_captured |= bit(over);
            std::array<int, 7> landings{};
            std::array<bool, 7> goesOn{};
            std::size_t landingCount = 0;
            bool anyGoesOn = false;
            for (int s = first; s >= 0 && isEmpty(s);
                 s = neighbourIndex(d, static_cast<unsigned>(s))) {
                landings[landingCount] = s;
                goesOn[landingCount] = kingCanCapture(s);
                anyGoesOn = anyGoesOn || goesOn[landingCount];
                ++landingCount;
            }
            m_captured &= ~bit(over);

            for (std::size_t i = 0; i < landingCount; ++i) {
                if (anyGoesOn && !goesOn[i])
                    continue; // must land where the capture continues
                push(over, landings[i]);
                if (goesOn[i])
                    searchKing(landings[i]);
                else
                    emit();
                pop();
            }
        }
        if (!continued && m_depth > 0)
            emit();
    }

    Bitboard m_enemy;
    Bitboard m_emptyBoard = 0;
    Bitboard m_promotionRank;
    MoveGenerator::Mode m_mode;
    MoveList *m_out;
    std::uint64_t m_found = 0;

    Square m_from{};
    Bitboard m_empty = 0;
    Bitboard m_captured = 0;
    std::size_t m_depth = 0;
    bool m_promoted = false;
    std::array<Square, Move::maxCaptures> m_takenStack;
    std::array<Square, Move::maxCaptures> m_landingStack;
    // (from, to, captured set) of every move emitted, for UniqueMoves.
    std::array<std::uint64_t, MoveList::capacity> m_keys;
    std::size_t m_keyCount = 0;
};

// Every capture of the side to move's pieces in `movers` into `out`, or only counted when `out`
// is null.
std::uint64_t generateCaptures(const Position &position, Bitboard movers, MoveGenerator::Mode mode,
                               MoveList *out)
{
    const Side us = position.sideToMove();
    const Bitboard enemy = position.pieces(opposite(us));
    CaptureSearch search(position, mode, out);
    for (Bitboard men = menWithCapture(position.men(us) & movers, enemy, position.empty()); men;
         men &= men - 1)
        search.searchFrom(bitboard::lowest(men), false);
    for (Bitboard kings = position.kings(us) & movers; kings; kings &= kings - 1)
        search.searchFrom(bitboard::lowest(kings), true);
    return search.found();
}

// The quiet moves of the side to move's pieces in `movers`.
void generateQuietMoves(const Position &position, Bitboard movers, MoveList &out)
{
    const Side us = position.sideToMove();
    const Bitboard empty = position.empty();
    const Bitboard promotion = promotionRank(us);
    const std::array<Direction, 2> forward =
        us == Side::White ? std::array{Direction::NorthWest, Direction::NorthEast}
                          : std::array{Direction::SouthWest, Direction::SouthEast};
    for (Bitboard pieces = position.pieces(us) & movers; pieces; pieces &= pieces - 1) {
        const Square from = bitboard::lowest(pieces);
        if (position.kings() & from.mask()) {
            for (Direction d : allDirections) {
                for (int s = neighbourIndex(d, from.index()); s >= 0 && (empty & bit(s));
                     s = neighbourIndex(d, static_cast<unsigned>(s)))
                    out.push(Move::quiet(from, Square::fromIndex(static_cast<unsigned>(s)), false));
            }
        } else {
            for (Direction d : forward) {
                const int s = neighbourIndex(d, from.index());
                if (s >= 0 && (empty & bit(s)))
                    out.push(Move::quiet(from, Square::fromIndex(static_cast<unsigned>(s)),
                                         (bit(s) & promotion) != 0));
            }
        }
    }
}

} // namespace

bool MoveGenerator::hasCapture(const Position &position)
{
    const Side us = position.sideToMove();
    const Bitboard enemy = position.pieces(opposite(us));
    const Bitboard empty = position.empty();
    return menWithCapture(position.men(us), enemy, empty) != 0 ||
           kingsHaveCapture(position.kings(us), enemy, empty);
}

MoveList MoveGenerator::legalMoves(const Position &position, Mode mode)
{
    MoveList moves;
    if (hasCapture(position))
        generateCaptures(position, bitboard::all, mode, &moves);
    else
        generateQuietMoves(position, bitboard::all, moves);
    return moves;
}

MoveList MoveGenerator::legalMovesFrom(const Position &position, Square from, Mode mode)
{
    MoveList moves;
    if (hasCapture(position))
        generateCaptures(position, from.mask(), mode, &moves);
    else
        generateQuietMoves(position, from.mask(), moves);
    return moves;
}

std::uint64_t MoveGenerator::countLegalMoves(const Position &position, Mode mode)
{
    if (hasCapture(position))
        return generateCaptures(position, bitboard::all, mode, nullptr);
    using enum Direction;
    const Side us = position.sideToMove();
    const Bitboard empty = position.empty();
    const Bitboard men = position.men(us);
    int count = us == Side::White ? bitboard::count(bitboard::step<NorthEast>(men) & empty) +
                                        bitboard::count(bitboard::step<NorthWest>(men) & empty)
                                  : bitboard::count(bitboard::step<SouthEast>(men) & empty) +
                                        bitboard::count(bitboard::step<SouthWest>(men) & empty);
    if (const Bitboard kings = position.kings(us)) {
        count += kingSlideCount<NorthEast>(kings, empty) + kingSlideCount<NorthWest>(kings, empty) +
                 kingSlideCount<SouthEast>(kings, empty) + kingSlideCount<SouthWest>(kings, empty);
    }
    return static_cast<std::uint64_t>(count);
}

MoveList MoveGenerator::quietMovesIgnoringCaptures(const Position &position)
{
    MoveList moves;
    generateQuietMoves(position, bitboard::all, moves);
    return moves;
}

} // namespace arbiter
