// The edges of a dense graph as a symmetric matrix of weights, each kept in 8 bytes through a
// WeightPool: the graph IncrementalMatching keeps for the Swiss engine, which matches the same
// vertices again and again with changed weights. 5 000 vertices take 200 MB whatever the width
// of W (WeightMatrix would take 800 MB of 256-bit weights); weights with few different high parts
// (above their low 32 bits), as the Swiss pairing's are, keep the pool small.
#pragma once

#include "reports/weightpool.h"
#include "reports/zeroedarray.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <system_error>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace reports {

template <class W>
class CompactWeightMatrix
{
public:
    // `vertexCount` vertices and no edges: zero bytes, a PooledWeight that does not exist.
    explicit CompactWeightMatrix(int vertexCount)
        : m_vertexCount(vertexCount),
          m_weights(static_cast<std::size_t>(vertexCount) * static_cast<std::size_t>(vertexCount)),
          m_blockCount((vertexCount + blockSize - 1) / blockSize),
          m_heaviest(static_cast<std::size_t>(vertexCount) *
                     static_cast<std::size_t>(m_blockCount)),
          m_heaviestStale(static_cast<std::size_t>(vertexCount) *
                          static_cast<std::size_t>(m_blockCount))
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
        markBlocksChanged(u, v);
        return true;
    }
    // The weights among `vertices` (distinct), set anew by classes: for the positions i < j, with
    // j at or after `from`, vertices[i]–vertices[j] gets weightOf(first[i], second[j]) (0: no
    // edge), and no edge when {i, j} is one of `noEdges` (positions, either way round); a pair of
    // two positions before `from` keeps its weight. weightOf(a, b) is asked once for each a <
    // firstCount and b < secondCount, before any row is written. The same as setWeight or
    // removeEdge for each pair, but each weight pooled once per pair of classes and the rows
    // written one after another, end to end, rather than half the entries a row apart from the
    // last: all the pairs of a 5 000-vertex graph are 25 million entries. changed(vertices[j],
    // vertices[i]) is called for each pair whose weight changed, in the order of j, then i. When
    // `changed` is nullptr (no one asks) on a graph of 1 024 vertices or more, two threads write
    // half the rows each: the first weights of a 5 000-vertex matrix fault in its 200 MB of pages,
    // and on a virtual machine that can take a few tenths of a second of one core.
    template <class WeightOf, class Changed>
    void setByClass(const std::vector<int> &vertices, std::size_t from,
                    const std::vector<int> &first, int firstCount, const std::vector<int> &second,
                    int secondCount, WeightOf &&weightOf, std::vector<std::pair<int, int>> noEdges,
                    Changed &&changed)
    {
        const auto firsts = static_cast<std::size_t>(firstCount);
        const auto seconds = static_cast<std::size_t>(secondCount);
        const std::size_t count = vertices.size();
        assert(first.size() == count && second.size() == count);
        assert(std::all_of(first.begin(), first.end(),
                           [&](int c) { return c >= 0 && static_cast<std::size_t>(c) < firsts; }));
        assert(std::all_of(second.begin(), second.end(),
                           [&](int c) { return c >= 0 && static_cast<std::size_t>(c) < seconds; }));
        assert(std::all_of(vertices.begin(), vertices.end(),
                           [&](int v) { return v >= 0 && v < m_vertexCount; }));
        // Pooled once, and both ways round, so that a row reads one row of the table whichever
        // end of the pair it is. (8 bytes a pair of classes: the weights themselves, up to 256
        // bytes each, are not kept.)
        std::vector<PooledWeight> byFirst(firsts * seconds);
        std::vector<PooledWeight> bySecond(firsts * seconds);
        for (std::size_t a = 0; a < firsts; ++a)
            for (std::size_t b = 0; b < seconds; ++b) {
                const W weight = weightOf(static_cast<int>(a), static_cast<int>(b));
                const PooledWeight pooled = weight == W(0) ? PooledWeight{} : m_pool.add(weight);
                byFirst[a * seconds + b] = pooled;
                bySecond[b * firsts + a] = pooled;
            }
        const std::size_t named = noEdges.size();
        for (std::size_t i = 0; i < named; ++i)
            noEdges.emplace_back(noEdges[i].second, noEdges[i].first);
        std::sort(noEdges.begin(), noEdges.end());
        noEdges.erase(std::unique(noEdges.begin(), noEdges.end()), noEdges.end());
        std::vector<char> blockTouched(static_cast<std::size_t>(m_blockCount), 0);
        for (const int v : vertices)
            blockTouched[static_cast<std::size_t>(v / blockSize)] = 1;
        // Rows [begin, end): writes only those rows' entries and stale marks, reads the rest.
        const auto writeRows = [&](std::size_t begin, std::size_t end, auto &&changedPair) {
            auto noEdge = std::lower_bound(noEdges.begin(), noEdges.end(),
                                           std::pair{static_cast<int>(begin), -1});
            for (std::size_t r = begin; r < end; ++r) {
                const int u = vertices[r];
                PooledWeight *row = m_weights.data() + index(u, 0);
                const PooledWeight *asSecond =
                    bySecond.data() + static_cast<std::size_t>(second[r]) * firsts;
                const PooledWeight *asFirst =
                    byFirst.data() + static_cast<std::size_t>(first[r]) * seconds;
                const int rank = static_cast<int>(r);
                const std::size_t start = r < from ? from : 0;
                while (noEdge != noEdges.end() &&
                       (noEdge->first < rank ||
                        (noEdge->first == rank && noEdge->second < static_cast<int>(start))))
                    ++noEdge;
                for (std::size_t c = start; c < count; ++c) {
                    const int v = vertices[c];
                    PooledWeight pooled;
                    if (noEdge != noEdges.end() && noEdge->first == rank &&
                        noEdge->second == static_cast<int>(c))
                        ++noEdge;
                    else if (c < r)
                        pooled = asSecond[first[c]];
                    else if (c > r)
                        pooled = asFirst[second[c]];
                    if (c < r && !(row[v] == pooled))
                        changedPair(u, v);
                    row[v] = pooled;
                }
                for (int block = 0; block < m_blockCount; ++block)
                    if (blockTouched[static_cast<std::size_t>(block)] != 0)
                        m_heaviestStale[blockIndex(u, block)] = 1;
            }
        };
        if constexpr (std::is_null_pointer_v<std::remove_cvref_t<Changed>>) {
            const auto noChange = [](int, int) {};
            if (count < 1024) {
                writeRows(0, count, noChange);
                return;
            }
            const std::size_t half = count / 2;
            std::optional<std::thread> other;
            try {
                other.emplace([&] { writeRows(half, count, noChange); });
            } catch (const std::system_error &) {
                writeRows(half, count, noChange); // no thread to be had: all in this one
            }
            writeRows(0, half, noChange);
            if (other)
                other->join();
        } else {
            writeRows(0, count, changed);
        }
    }
    // Removes the edge u–v; false when there was none.
    bool removeEdge(int u, int v)
    {
        if (!m_weights[index(u, v)].exists())
            return false;
        m_weights[index(u, v)] = PooledWeight{};
        m_weights[index(v, u)] = PooledWeight{};
        markBlocksChanged(u, v);
        return true;
    }

    bool hasEdge(int u, int v) const { return m_weights[index(u, v)].exists(); }
    std::optional<W> weight(int u, int v) const
    {
        const PooledWeight &pooled = m_weights[index(u, v)];
        return pooled.exists() ? std::optional<W>(m_pool.value(pooled)) : std::nullopt;
    }

    // The vertices in blocks of `blockSize` by number, so that a walk along a row can pass a
    // whole block by on one bound (IncrementalMatching's searches pass the blocks of vertices far
    // from a tree).
    static constexpr int blockSize = 64;
    int blockCount() const { return m_blockCount; }
    // The heaviest weight of an edge from u into the block, or none when there is no such edge.
    // Found again, by the orders of the weights, when a weight of the block changed since: valid
    // after rankWeights(), like forEachOrderWhere.
    std::optional<W> heaviestInBlock(int u, int block) const
    {
        const std::size_t at = blockIndex(u, block);
        if (m_heaviestStale[at] != 0) {
            PooledWeight heaviest;
            std::uint64_t heaviestOrder = 0;
            const PooledWeight *row = m_weights.data() + index(u, 0);
            const int end = std::min(m_vertexCount, (block + 1) * blockSize);
            for (int x = block * blockSize; x < end; ++x) {
                if (!row[x].exists())
                    continue;
                const std::uint64_t order = m_pool.order(row[x]);
                if (!heaviest.exists() || heaviestOrder < order) {
                    heaviest = row[x];
                    heaviestOrder = order;
                }
            }
            m_heaviest[at] = heaviest;
            m_heaviestStale[at] = 0;
        }
        const PooledWeight &heaviest = m_heaviest[at];
        return heaviest.exists() ? std::optional<W>(m_pool.value(heaviest)) : std::nullopt;
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

    // The same as forEachEdgeWhere, but a block of vertices (by number) is passed by unread when
    // keepBlock(block) is false (asked before any keep(x) of the block). `vertices` must be in
    // ascending order.
    template <class KeepBlock, class Keep, class F>
    void forEachEdgeInBlocksWhere(int u, const std::vector<int> &vertices, KeepBlock &&keepBlock,
                                  Keep &&keep, F &&visit) const
    {
        const int *first = vertices.data();
        const int *const end = first + vertices.size();
        while (first != end) {
            const int block = *first / blockSize;
            const int *blockEnd = first;
            while (blockEnd != end && *blockEnd < (block + 1) * blockSize)
                ++blockEnd;
            if (keepBlock(block))
                forEachPooledIn(u, first, blockEnd, keep, [&](int x, const PooledWeight &pooled) {
                    visit(x, m_pool.value(pooled));
                });
            first = blockEnd;
        }
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
    // The row walk of all: visit(x, pooled) for each edge u–x with keep(x).
    template <class Keep, class F>
    void forEachPooledWhere(int u, const std::vector<int> &vertices, Keep &keep, F &&visit) const
    {
        forEachPooledIn(u, vertices.data(), vertices.data() + vertices.size(), keep, visit);
    }
    // The same for the vertices [first, last).
    template <class Keep, class F>
    void forEachPooledIn(int u, const int *first, const int *last, Keep &keep, F &&visit) const
    {
        const PooledWeight *row = m_weights.data() + index(u, 0);
        for (; first != last; ++first) {
            const PooledWeight &pooled = row[*first];
            if (pooled.exists() && keep(*first))
                visit(*first, pooled);
        }
    }

    void markBlocksChanged(int u, int v)
    {
        m_heaviestStale[blockIndex(u, v / blockSize)] = 1;
        m_heaviestStale[blockIndex(v, u / blockSize)] = 1;
    }
    std::size_t blockIndex(int u, int block) const
    {
        assert(u >= 0 && u < m_vertexCount && block >= 0 && block < m_blockCount);
        return static_cast<std::size_t>(u) * static_cast<std::size_t>(m_blockCount) +
               static_cast<std::size_t>(block);
    }
    std::size_t index(int u, int v) const
    {
        assert(u >= 0 && u < m_vertexCount && v >= 0 && v < m_vertexCount);
        return static_cast<std::size_t>(u) * static_cast<std::size_t>(m_vertexCount) +
               static_cast<std::size_t>(v);
    }

    int m_vertexCount = 0;
    ZeroedArray<PooledWeight> m_weights; // row-major, u–v stored at (u, v) and (v, u)
    int m_blockCount = 0;
    // Per vertex and block: the heaviest of its edges into the block, unless a weight of the
    // block changed since (then found again when asked for).
    mutable ZeroedArray<PooledWeight> m_heaviest;
    mutable ZeroedArray<char> m_heaviestStale;
    WeightPool<W> m_pool;
};

} // namespace reports
