#include "movegenerator.h"

#include "board32.h"
#include "movesearch.h"

#include <array>
#include <stdexcept>

namespace arbiter {

namespace {

// The Russian rules as constants (variant.h), which the generator's tests fold away.
constexpr FixedRules<Variant::Russian> russianRules()
{
    return {};
}

// The routes movesearch.h finds, as Moves into `out`, or only counted when `out` is null. With
// UniqueMoves one move per (from, to, captured set): the first route found.
class MoveListSink
{
public:
    MoveListSink(MoveGenerator::Mode mode, MoveList *out) : m_mode(mode), m_out(out) {}

    std::uint64_t found() const { return m_found; }

    // The majority rule's reset: never under the Russian rules, which have none.
    void clear()
    {
        m_found = 0;
        m_keyCount = 0;
        if (m_out)
            m_out->clear();
    }

    void emit(const movesearch::Capture<Board32> &capture)
    {
        if (m_mode == MoveGenerator::Mode::UniqueMoves) {
            const std::uint64_t key = std::uint64_t{capture.taken} |
                                      (std::uint64_t(capture.from) << 32) |
                                      (std::uint64_t(capture.to) << 40);
            for (std::size_t i = 0; i < m_keyCount; ++i)
                if (m_keys[i] == key)
                    return;
            if (m_keyCount == m_keys.size())
                throw std::length_error("more than 256 capture moves in one position");
            m_keys[m_keyCount++] = key;
        }
        ++m_found;
        if (m_out)
            m_out->push(Move::capture(Board32::place(capture.from), capture.takenAt,
                                      capture.landings, capture.promotes));
    }

private:
    MoveGenerator::Mode m_mode;
    MoveList *m_out;
    std::uint64_t m_found = 0;
    // (from, to, captured set) of every move emitted, for UniqueMoves.
    std::array<std::uint64_t, MoveList::capacity> m_keys;
    std::size_t m_keyCount = 0;
};

void quietMoves(const Position &position, Bitboard movers, MoveList &out)
{
    movesearch::quietMoves(
        position, russianRules(), movers, [&out](int from, int to, bool promotes) {
            out.push(Move::quiet(Board32::place(from), Board32::place(to), promotes));
        });
}

// The legal moves of the side to move's pieces in `movers`: their captures when any piece has
// one, else their quiet moves.
MoveList listed(const Position &position, Bitboard movers, MoveGenerator::Mode mode)
{
    MoveList moves;
    MoveListSink sink(mode, &moves);
    if (!movesearch::captures(position, russianRules(), movers, sink))
        quietMoves(position, movers, moves);
    return moves;
}

} // namespace

bool MoveGenerator::hasCapture(const Position &position)
{
    return movesearch::hasCapture(position, russianRules());
}

MoveList MoveGenerator::legalMoves(const Position &position, Mode mode)
{
    return listed(position, bitboard::all, mode);
}

MoveList MoveGenerator::legalMovesFrom(const Position &position, Square from, Mode mode)
{
    return listed(position, from.mask(), mode);
}

std::uint64_t MoveGenerator::countLegalMoves(const Position &position, Mode mode)
{
    MoveListSink sink(mode, nullptr);
    if (movesearch::captures(position, russianRules(), bitboard::all, sink))
        return sink.found();
    return movesearch::quietMoveCount(position, russianRules());
}

MoveList MoveGenerator::quietMovesIgnoringCaptures(const Position &position)
{
    MoveList moves;
    quietMoves(position, bitboard::all, moves);
    return moves;
}

} // namespace arbiter
