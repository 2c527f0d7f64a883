// The Swiss pairing's edge weights, kept small: a weight ≥ 0 is split into its low 32 bits and
// the rest (its high part), and the high parts, of which a round has few different ones (the
// criteria's fields take values from a few classes of players; the orders of B.3–B.5 and D add
// small numbers to them), are kept once each in a pool and named by an index. A weight so kept
// takes 8 bytes, whatever the width of W — a round of 5 000 players has 25 million of them.
#pragma once

#include "reports/wideinteger.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <type_traits>
#include <vector>

namespace reports {

// A weight as the pool keeps it: `high` names its high part, counted from 1; 0 is "no weight" (no
// edge), so that memory of zero bytes holds no weights.
struct PooledWeight
{
    static constexpr std::uint32_t noWeight = 0;

    std::uint32_t high = noWeight;
    std::uint32_t low = 0;

    bool exists() const { return high != noWeight; }
    friend bool operator==(const PooledWeight &, const PooledWeight &) = default;
};

template <class W>
class WeightPool
{
public:
    // The same weight always gives the same PooledWeight, and different weights different ones.
    PooledWeight add(const W &weight)
    {
        assert(!(weight < W(0)));
        W high = weight;
        const std::uint32_t low = takeLow(high);
        if (m_lastHigh != PooledWeight::noWeight && high == m_highs[m_lastHigh - 1])
            return {m_lastHigh, low};
        m_lastHigh = find(high);
        return {m_lastHigh, low};
    }

    // The weight of a PooledWeight that exists. Inlined always: the matching's scans read a
    // weight per edge, and a call there costs a tenth of their time.
    [[gnu::always_inline]] W value(const PooledWeight &pooled) const
    {
        assert(pooled.exists());
        W out = m_highs[pooled.high - 1];
        putLow(out, pooled.low);
        return out;
    }

    std::size_t size() const { return m_highs.size(); }

    // Ranks the high parts added since the last call, for order(): O(k log k) for k high parts.
    void rank()
    {
        if (m_rank.size() == m_highs.size())
            return;
        std::vector<std::uint32_t> byValue(m_highs.size());
        std::iota(byValue.begin(), byValue.end(), std::uint32_t{0});
        std::sort(byValue.begin(), byValue.end(),
                  [&](std::uint32_t a, std::uint32_t b) { return m_highs[a] < m_highs[b]; });
        m_rank.resize(m_highs.size());
        for (std::size_t r = 0; r < byValue.size(); ++r)
            m_rank[byValue[r]] = static_cast<std::uint32_t>(r);
    }
    // A number that compares as the weights do, read without making the weight: its high part's
    // rank, then its low bits. Valid until a new high part is added and rank() is called again.
    std::uint64_t order(const PooledWeight &pooled) const
    {
        assert(pooled.exists() && m_rank.size() == m_highs.size());
        return (std::uint64_t{m_rank[pooled.high - 1]} << 32) | pooled.low;
    }

private:
    // Clears the low 32 bits of `weight` and returns them.
    static std::uint32_t takeLow(W &weight)
    {
        if constexpr (std::is_integral_v<W>) {
            const auto low = static_cast<std::uint32_t>(weight);
            weight = static_cast<W>(weight & ~W{0xffffffff});
            return low;
        } else {
            typename W::Limbs limbs = weight.limbs();
            const auto low = static_cast<std::uint32_t>(limbs[0]);
            limbs[0] &= ~std::uint64_t{0xffffffff};
            weight = W::fromLimbs(limbs);
            return low;
        }
    }
    // Puts `low` back into a high part (whose low 32 bits are 0: no carry).
    static void putLow(W &weight, std::uint32_t low)
    {
        if constexpr (std::is_integral_v<W>) {
            weight = static_cast<W>(weight | static_cast<W>(low));
        } else {
            typename W::Limbs limbs = weight.limbs();
            limbs[0] |= low;
            weight = W::fromLimbs(limbs);
        }
    }

    // A high part's low 32 bits are 0: each limb is mixed down into the low bits that pick the
    // slot.
    static std::size_t hashOf(const W &high)
    {
        std::uint64_t h = 0;
        const auto mix = [&h](std::uint64_t limb) {
            h = (h ^ limb) * 0x9e3779b97f4a7c15ULL;
            h ^= h >> 32;
        };
        if constexpr (std::is_integral_v<W>) {
            mix(static_cast<std::uint64_t>(high));
        } else {
            for (const std::uint64_t limb : high.limbs())
                mix(limb);
        }
        return static_cast<std::size_t>(h ^ (h >> 29));
    }

    // The name of `high`, added when new. An open-addressing table (linear probing, a power of 2
    // slots, at most half full): a round adds its 25 million weights through here, and a
    // std::unordered_map's division and node per lookup were a tenth of round 1's time.
    std::uint32_t find(const W &high)
    {
        if (2 * (m_highs.size() + 1) > m_slots.size())
            grow();
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = hashOf(high) & mask;; slot = (slot + 1) & mask) {
            const std::uint32_t name = m_slots[slot];
            if (name == PooledWeight::noWeight) {
                m_highs.push_back(high);
                m_slots[slot] = static_cast<std::uint32_t>(m_highs.size());
                assert(m_slots[slot] != PooledWeight::noWeight);
                return m_slots[slot];
            }
            if (m_highs[name - 1] == high)
                return name;
        }
    }
    void grow()
    {
        m_slots.assign(std::max<std::size_t>(64, 2 * m_slots.size()), PooledWeight::noWeight);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = 0; i < m_highs.size(); ++i) {
            std::size_t slot = hashOf(m_highs[i]) & mask;
            while (m_slots[slot] != PooledWeight::noWeight)
                slot = (slot + 1) & mask;
            m_slots[slot] = static_cast<std::uint32_t>(i + 1);
        }
    }

    std::vector<W> m_highs;             // by name − 1
    std::vector<std::uint32_t> m_rank;  // by name − 1: the place of the high part in value order
    std::vector<std::uint32_t> m_slots; // names, noWeight where empty
    std::uint32_t m_lastHigh = PooledWeight::noWeight;
};

} // namespace reports
