// The grid (grid.h) each variant is played on by the one generator: a call made with the grid
// type of a variant chosen at run time.
#pragma once

#include "grid.h"
#include "variant.h"

#include <type_traits>

namespace arbiter {

// `f.template operator()<G>()` with the grid of `variant`: 8×8 for Russian, giveaway and Brazilian,
// 10×10
// for International, 8×8 with Black first for English and Pool, the mirrored 8×8 for Italian,
// 10×8 for 80-square draughts and Spantsiretti.
// (The Russian core plays Russian draughts on its own board, board32.h; its grid is for the tests
// that compare the two.)
template <class F>
constexpr decltype(auto) onGridOf(Variant variant, F &&f)
{
    switch (variant) {
    case Variant::Russian:
    case Variant::Giveaway:
    case Variant::Brazilian:
        break;
    case Variant::International:
        return f.template operator()<Grid10>();
    case Variant::English:
    case Variant::Pool:
        return f.template operator()<Grid8Checkers>();
    case Variant::Italian:
        return f.template operator()<Grid8Mirrored>();
    case Variant::Russian10x8:
    case Variant::Spantsiretti:
        return f.template operator()<Grid10x8>();
    }
    return f.template operator()<Grid8>();
}

// Whether `variant` is played on the grid G.
template <class G>
constexpr bool playedOn(Variant variant)
{
    return onGridOf(variant, []<class H>() { return std::is_same_v<H, G>; });
}

} // namespace arbiter
