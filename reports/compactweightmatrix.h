// The edges of a dense graph as a symmetric matrix of weights, each kept in 8 bytes through a
// WeightPool: the graph IncrementalMatching keeps for the Swiss engine, which matches the same
// vertices again and again with changed weights. 5 000 vertices take 200 MB whatever the width
// of W (WeightMatrix would take 800 MB of 256-bit weights); weights with few different high parts
// (above their low 32 bits), as the Swiss pairing's are, keep the pool small.
#pragma once

#include "reports/weightpool.h"
#include "reports/zeroedarray.h"

#include <cassert>
#include <cstddef>
#include <optional>
#include <vector>

namespace reports {

template <class W>
class CompactWeightMatrix
{
public:
    // `vertexCount` vertices and no edges: zero bytes, a PooledWeight that does not exist.
    explicit CompactWeightMatrix(int vertexCount)
        : m_vertexCount(vertexCount),
          m_weights(static_cast<std::size_t>(vertexCount) * static_cast<std::size_t>(vertexCount))
    {}

    int vertexCount() const { return m_vertexCount; }

    // Adds the edge u–v (u ≠ v) with `weight` ≥ 0, or changes its weight; false when it had
    // that weight already.
    bool setWeight(int u, int v, const W &weight)
    {
        assert(u != v);
        const PooledWeight pooled = m_pool.add(weight);
        if (m_weights[index(u, v)] == pooled)
            return false;
        m_weights[index(u, v)] = pooled;
        m_weights[index(v, u)] = pooled;
        return true;
    }
    // Removes the edge u–v; false when there was none.
    bool removeEdge(int u, int v)
    {
        if (!m_weights[index(u, v)].exists())
            return false;
        m_weights[index(u, v)] = PooledWeight{};
        m_weights[index(v, u)] = PooledWeight{};
        return true;
    }

    bool hasEdge(int u, int v) const { return m_weights[index(u, v)].exists(); }
    std::optional<W> weight(int u, int v) const
    {
        const PooledWeight &pooled = m_weights[index(u, v)];
        return pooled.exists() ? std::optional<W>(m_pool.value(pooled)) : std::nullopt;
    }

    // Calls visit(x, weight) for each edge u–x, x taken from `vertices` in its order.
    template <class F>
    void forEachEdge(int u, const std::vector<int> &vertices, F &&visit) const
    {
        forEachEdgeWhere(
            u, vertices, [](int) { return true; }, visit);
    }
    // The same for the x for which keep(x) holds, asked just before the weight would be read:
    // the matching skips most edges by their ends alone, and reading a weight costs.
    template <class Keep, class F>
    void forEachEdgeWhere(int u, const std::vector<int> &vertices, Keep &&keep, F &&visit) const
    {
        forEachPooledWhere(u, vertices, keep, [&](int x, const PooledWeight &pooled) {
            visit(x, m_pool.value(pooled));
        });
    }

    // Readies forEachOrderWhere after weights were set.
    void rankWeights() { m_pool.rank(); }
    // Calls visit(x, order) for each edge u–x with keep(x), x taken from `vertices` in its order:
    // `order` is a 64-bit number that compares as the weights do (WeightPool::order), cheaper to
    // read and compare than a wide weight.
    template <class Keep, class F>
    void forEachOrderWhere(int u, const std::vector<int> &vertices, Keep &&keep, F &&visit) const
    {
        forEachPooledWhere(u, vertices, keep, [&](int x, const PooledWeight &pooled) {
            visit(x, m_pool.order(pooled));
        });
    }

private:
    // The row walk of both: visit(x, pooled) for each edge u–x with keep(x).
    template <class Keep, class F>
    void forEachPooledWhere(int u, const std::vector<int> &vertices, Keep &keep, F &&visit) const
    {
        const PooledWeight *row = m_weights.data() + index(u, 0);
        for (int x : vertices) {
            const PooledWeight &pooled = row[x];
            if (pooled.exists() && keep(x))
                visit(x, pooled);
        }
    }

    std::size_t index(int u, int v) const
    {
        assert(u >= 0 && u < m_vertexCount && v >= 0 && v < m_vertexCount);
        return static_cast<std::size_t>(u) * static_cast<std::size_t>(m_vertexCount) +
               static_cast<std::size_t>(v);
    }

    int m_vertexCount = 0;
    ZeroedArray<PooledWeight> m_weights; // row-major, u–v stored at (u, v) and (v, u)
    WeightPool<W> m_pool;
};

} // namespace reports
