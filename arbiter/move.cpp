#include "move.h"

#include <algorithm>
#include <cassert>

namespace arbiter {

Move Move::capture(Square from, std::span<const Square> captured, std::span<const Square> landings,
                   bool promotes)
{
    assert(!captured.empty() && captured.size() == landings.size() &&
           captured.size() <= maxCaptures);
    Move move;
    move.m_from = from;
    move.m_to = landings.back();
    move.m_captureCount = static_cast<std::uint8_t>(captured.size());
    move.m_promotes = promotes;
    std::copy(captured.begin(), captured.end(), move.m_captured.begin());
    std::copy(landings.begin(), landings.end(), move.m_landings.begin());
    return move;
}

bool Move::sameRoute(const Move &other) const
{
    return sameMove(other) && std::ranges::equal(landings(), other.landings());
}

} // namespace arbiter
