// The Swiss pairing's edge weights, kept small: a weight ≥ 0 is split into its low 32 bits and
// the rest (its high part), and the high parts, of which a round has few different ones (the
// criteria's fields take values from a few classes of players; the orders of B.3–B.5 and D add
// small numbers to them), are kept once each in a pool and named by an index. A weight so kept
// takes 8 bytes, whatever the width of W — a round of 5 000 players has 25 million of them.
#pragma once

#include "reports/wideinteger.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace reports {

// A weight as the pool keeps it; `high` is noWeight for "no weight" (no edge).
struct PooledWeight
{
    static constexpr std::uint32_t noWeight = ~std::uint32_t{0};

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
        if (!m_highs.empty() && high == m_highs[m_lastHigh])
            return {m_lastHigh, low};
        const auto [found, added] =
            m_index.try_emplace(high, static_cast<std::uint32_t>(m_highs.size()));
        if (added)
            m_highs.push_back(high);
        m_lastHigh = found->second;
        assert(m_lastHigh != PooledWeight::noWeight);
        return {m_lastHigh, low};
    }

    // The weight of a PooledWeight that exists.
    W value(const PooledWeight &pooled) const
    {
        assert(pooled.exists());
        W out = m_highs[pooled.high];
        putLow(out, pooled.low);
        return out;
    }

    std::size_t size() const { return m_highs.size(); }

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

    struct Hash
    {
        std::size_t operator()(const W &weight) const
        {
            if constexpr (std::is_integral_v<W>) {
                return std::hash<W>{}(weight);
            } else {
                std::uint64_t h = 0;
                for (const std::uint64_t limb : weight.limbs())
                    h = (h ^ limb) * 0x9e3779b97f4a7c15ULL;
                return static_cast<std::size_t>(h ^ (h >> 29));
            }
        }
    };

    std::vector<W> m_highs;
    std::unordered_map<W, std::uint32_t, Hash> m_index;
    std::uint32_t m_lastHigh = 0;
};

} // namespace reports
