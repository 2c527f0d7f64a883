#include "endgameindex.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace arbiter {

namespace {

constexpr Bitboard middleRanks = ~(bitboard::rank1 | bitboard::rank8);

// C(n, k) for n, k <= 32.
constexpr auto binomial = [] {
    std::array<std::array<std::uint64_t, 33>, 33> c{};
    for (std::size_t n = 0; n <= 32; ++n) {
        c[n][0] = 1;
        for (std::size_t k = 1; k <= n; ++k)
            c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
    return c;
}();

std::uint64_t choose(int n, int k)
{
    if (n < 0 || k < 0 || k > n)
        return 0;
    return binomial[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

// The place of square bit `squareBit` among the squares of `domain`, counted from the lowest.
int placeIn(Bitboard domain, Bitboard squareBit)
{
    return std::popcount(domain & (squareBit - 1));
}

// Rank of the pieces `set` (a subset of `domain`) among the places of `domain`.
std::uint64_t rankSet(Bitboard set, Bitboard domain)
{
    std::uint64_t rank = 0;
    std::size_t k = 1;
    for (; set; set &= set - 1, ++k)
        rank += binomial[static_cast<std::size_t>(placeIn(domain, set & (0u - set)))][k];
    return rank;
}

// The k-subset of `domain` with rank `rank`: the inverse of rankSet.
Bitboard unrankSet(std::uint64_t rank, int k, Bitboard domain)
{
    Bitboard set = 0;
    int place = std::popcount(domain) - 1;
    for (int i = k; i >= 1; --i) {
        while (binomial[static_cast<std::size_t>(place)][static_cast<std::size_t>(i)] > rank)
            --place;
        rank -= binomial[static_cast<std::size_t>(place)][static_cast<std::size_t>(i)];
        // The square at `place` in domain.
        Bitboard rest = domain;
        for (int skip = 0; skip < place; ++skip)
            rest &= rest - 1;
        set |= rest & (0u - rest);
        --place;
    }
    return set;
}

} // namespace

Placement Placement::forSideToMove(const Position &position)
{
    using bitboard::reversed;
    if (position.sideToMove() == Side::White)
        return {position.men(Side::White), position.kings(Side::White), position.men(Side::Black),
                position.kings(Side::Black)};
    // As Position::colourFlipped, without building the position.
    return {reversed(position.men(Side::Black)), reversed(position.kings(Side::Black)),
            reversed(position.men(Side::White)), reversed(position.kings(Side::White))};
}

Material Placement::material() const
{
    return {std::popcount(whiteMen), std::popcount(whiteKings), std::popcount(blackMen),
            std::popcount(blackKings)};
}

Position Placement::position() const
{
    return Position::fromBitboards(Side::White, whiteMen, whiteKings, blackMen, blackKings);
}

EndgameIndex::EndgameIndex(Material material) : m_material(material)
{
    const int wm = material.whiteMen;
    const int bm = material.blackMen;
    const int freeSquares = 32 - wm - bm;
    for (int a = 0; a <= std::min(4, wm); ++a) {
        for (int b = 0; b <= std::min(4, bm); ++b) {
            SubClass sub{a,
                         b,
                         m_size,
                         {choose(4, a), choose(24, wm - a), choose(24 - (wm - a), bm - b),
                          choose(4, b), choose(freeSquares, material.whiteKings),
                          choose(freeSquares - material.whiteKings, material.blackKings)}};
            std::uint64_t count = 1;
            for (std::uint64_t radix : sub.radix)
                count *= radix;
            if (count == 0)
                continue;
            m_subClasses.push_back(sub);
            m_size += count;
        }
    }
}

std::uint64_t EndgameIndex::indexOf(const Placement &p) const
{
    const Bitboard whiteOnRank1 = p.whiteMen & bitboard::rank1;
    const Bitboard blackOnRank8 = p.blackMen & bitboard::rank8;
    const int a = std::popcount(whiteOnRank1);
    const int b = std::popcount(blackOnRank8);
    // Sub-classes are ordered by a then b, b running over 0 … min(4, bm) with empty ones left out;
    // a short search is cheaper than keeping a lookup table per class.
    const auto sub = std::find_if(m_subClasses.begin(), m_subClasses.end(), [&](const SubClass &s) {
        return s.whiteMenOnRank1 == a && s.blackMenOnRank8 == b;
    });
    assert(sub != m_subClasses.end());

    const Bitboard whiteMiddle = p.whiteMen & middleRanks;
    const Bitboard men = p.whiteMen | p.blackMen;
    const std::uint64_t digits[6] = {
        rankSet(whiteOnRank1, bitboard::rank1),
        rankSet(whiteMiddle, middleRanks),
        rankSet(p.blackMen & middleRanks, middleRanks & ~whiteMiddle),
        rankSet(blackOnRank8, bitboard::rank8),
        rankSet(p.whiteKings, ~men),
        rankSet(p.blackKings, ~(men | p.whiteKings)),
    };
    std::uint64_t index = 0;
    for (std::size_t i = 0; i < 6; ++i)
        index = index * sub->radix[i] + digits[i];
    return sub->offset + index;
}

const EndgameIndex::SubClass &EndgameIndex::subClassOf(std::uint64_t index) const
{
    const auto next =
        std::upper_bound(m_subClasses.begin(), m_subClasses.end(), index,
                         [](std::uint64_t i, const SubClass &s) { return i < s.offset; });
    return *(next - 1);
}

Placement EndgameIndex::placementAt(std::uint64_t index) const
{
    assert(index < m_size);
    const SubClass &sub = subClassOf(index);
    std::uint64_t rest = index - sub.offset;
    std::uint64_t digits[6];
    for (std::size_t i = 6; i-- > 0;) {
        digits[i] = rest % sub.radix[i];
        rest /= sub.radix[i];
    }
    const int wm = m_material.whiteMen;
    const int bm = m_material.blackMen;
    Placement p;
    const Bitboard whiteMiddle = unrankSet(digits[1], wm - sub.whiteMenOnRank1, middleRanks);
    p.whiteMen = unrankSet(digits[0], sub.whiteMenOnRank1, bitboard::rank1) | whiteMiddle;
    p.blackMen = unrankSet(digits[2], bm - sub.blackMenOnRank8, middleRanks & ~whiteMiddle) |
                 unrankSet(digits[3], sub.blackMenOnRank8, bitboard::rank8);
    const Bitboard men = p.whiteMen | p.blackMen;
    p.whiteKings = unrankSet(digits[4], m_material.whiteKings, ~men);
    p.blackKings = unrankSet(digits[5], m_material.blackKings, ~(men | p.whiteKings));
    return p;
}

} // namespace arbiter
