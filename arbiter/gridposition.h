// A position on a board of movesearch.h's kind (grid.h, board32.h): the pieces of each side, the
// kings among them, and who is to move.
#pragma once

#include "side.h"

namespace arbiter {

template <class G>
struct GridPosition
{
    typename G::Bits white = 0;
    typename G::Bits black = 0;
    typename G::Bits kings = 0; // of both sides
    Side toMove = Side::White;

    typename G::Bits pieces(Side side) const { return side == Side::White ? white : black; }
    typename G::Bits occupied() const { return white | black; }
    typename G::Bits empty() const { return G::squares & ~occupied(); }

    friend bool operator==(const GridPosition &, const GridPosition &) = default;
};

} // namespace arbiter
