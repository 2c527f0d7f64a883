// A fixed-capacity list of moves, kept on the stack by the generator and perft.
#pragma once

#include "move.h"

#include <array>
#include <cstddef>
#include <stdexcept>

namespace arbiter {

class MoveList
{
public:
    // Quiet moves are bounded by 12 kings with at most 13 targets each (156); capture moves in any
    // position with at most 12 pieces a side stay far below this.
    static constexpr std::size_t capacity = 256;

    MoveList() = default;

    void push(const Move &move)
    {
        if (m_size == capacity)
            throw std::length_error("MoveList: more than 256 moves in one position");
        m_moves[m_size++] = move;
    }
    void clear() { m_size = 0; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move &operator[](std::size_t i) const { return m_moves[i]; }
    const Move *begin() const { return m_moves.data(); }
    const Move *end() const { return m_moves.data() + m_size; }

private:
    std::size_t m_size = 0;
    std::array<Move, capacity> m_moves;
};

} // namespace arbiter
