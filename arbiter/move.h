// A move: from, to, the landing square after each captured piece, the captured squares in
// capture order, and whether the moving man becomes a king.
//
// For a capture, landings()[i] is where the piece stands right after taking captured()[i]; the last
// landing is to(). The landings contain every turning square of the route (and, for a king that
// goes on along the same diagonal, the square it took the next piece from). Two moves are the same
// *move* when from, to and the set of captured squares agree (docs/rules.md §6); they are the same
// *route* when, in addition, the landings agree.
#pragma once

#include "square.h"

#include <array>
#include <cstdint>
#include <span>

namespace arbiter {

class Move
{
public:
    // A captured piece must stand on a square that has squares on both sides of it along a
    // diagonal, i.e. not on the board's edge: there are 18 such squares, so no move captures more.
    static constexpr std::size_t maxCaptures = 18;

    // Trivial for the same reason as Square: move lists are not zero-filled.
    Move() = default;

    static constexpr Move quiet(Square from, Square to, bool promotes)
    {
        Move move;
        move.m_from = from;
        move.m_to = to;
        move.m_captureCount = 0;
        move.m_promotes = promotes;
        return move;
    }
    // A capture route; `captured` and `landings` have the same length, 1…maxCaptures.
    static Move capture(Square from, std::span<const Square> captured,
                        std::span<const Square> landings, bool promotes);

    constexpr Square from() const { return m_from; }
    constexpr Square to() const { return m_to; }
    constexpr bool isCapture() const { return m_captureCount != 0; }
    constexpr bool promotes() const { return m_promotes; }
    constexpr std::span<const Square> captured() const
    {
        return {m_captured.data(), m_captureCount};
    }
    constexpr std::span<const Square> landings() const
    {
        return {m_landings.data(), m_captureCount};
    }
    constexpr Bitboard capturedSet() const
    {
        Bitboard set = 0;
        for (Square square : captured())
            set |= square.mask();
        return set;
    }

    // Same move in the sense of docs/rules.md §6: from, to and captured set.
    constexpr bool sameMove(const Move &other) const
    {
        return m_from == other.m_from && m_to == other.m_to && capturedSet() == other.capturedSet();
    }
    // Same route: the same move along the same landings.
    bool sameRoute(const Move &other) const;

private:
    Square m_from;
    Square m_to;
    std::uint8_t m_captureCount;
    bool m_promotes;
    std::array<Square, maxCaptures> m_captured;
    std::array<Square, maxCaptures> m_landings;
};

} // namespace arbiter
