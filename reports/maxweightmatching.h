// Maximum-weight matching on general graphs: Edmonds' blossom algorithm in the primal-dual form
// (Z. Galil, "Efficient algorithms for finding maximum matching in graphs", ACM Computing Surveys
// 18 (1986), §3), for the Swiss pairing, whose edge weights encode the pairing criteria in
// priority order. (Its least-slack edges are kept lazily, not in Galil's O(n³) way: see the
// .cpp.)
//
// Weights are integers, `std::int64_t` or `WideInteger`, and must not be negative. The values the
// algorithm works with (dual variables, twice the slacks) stay within a few times the largest
// weight, and with maxCardinality, where duals may go below 0, within a small multiple of
// vertexCount × the largest weight: keep 8 × vertexCount × largest weight below 2^63 with
// `std::int64_t`, below 2^255 with `WideInteger` (200-bit weights for 1 000 vertices are far
// inside). No floating point is involved: the duals are kept doubled, so they stay integers.
//
// The result is `mate`: mate[v] is the vertex matched to v, or -1 when v stays unmatched.
#pragma once

#include "reports/compactweightmatrix.h"
#include "reports/wideinteger.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace reports {

template <class W>
struct WeightedEdge
{
    int u = 0;
    int v = 0;
    W weight{};
};

// The edges of a dense graph as a symmetric matrix of weights, for maxWeightMatching. Setting a
// weight never allocates; 1 000 vertices take n² weights, 32 MB of WideInteger.
// (IncrementalMatching keeps its graph in a CompactWeightMatrix, 8 bytes a weight.)
template <class W>
class WeightMatrix
{
public:
    // `vertexCount` vertices and no edges.
    explicit WeightMatrix(int vertexCount)
        : m_vertexCount(vertexCount),
          m_weights(static_cast<std::size_t>(vertexCount) * static_cast<std::size_t>(vertexCount),
                    W(-1))
    {}

    int vertexCount() const { return m_vertexCount; }

    // Adds the edge u–v (u ≠ v) with `weight` ≥ 0, or changes its weight.
    void setWeight(int u, int v, const W &weight)
    {
        assert(u != v && !(weight < W(0)));
        m_weights[index(u, v)] = weight;
        m_weights[index(v, u)] = weight;
    }
    void removeEdge(int u, int v)
    {
        m_weights[index(u, v)] = W(-1);
        m_weights[index(v, u)] = W(-1);
    }
    // Removes every edge.
    void clear() { std::fill(m_weights.begin(), m_weights.end(), W(-1)); }

    bool hasEdge(int u, int v) const { return !(m_weights[index(u, v)] < W(0)); }
    std::optional<W> weight(int u, int v) const
    {
        return hasEdge(u, v) ? std::optional<W>(m_weights[index(u, v)]) : std::nullopt;
    }
    // Row u: vertexCount() entries, the weight of u–v at [v], negative where there is no edge.
    const W *row(int u) const { return m_weights.data() + index(u, 0); }

private:
    std::size_t index(int u, int v) const
    {
        assert(u >= 0 && u < m_vertexCount && v >= 0 && v < m_vertexCount);
        return static_cast<std::size_t>(u) * static_cast<std::size_t>(m_vertexCount) +
               static_cast<std::size_t>(v);
    }

    int m_vertexCount = 0;
    std::vector<W> m_weights; // row-major, u–v stored at (u, v) and (v, u); -1: no edge
};

// The heaviest matching of a dense graph whose weights change a few vertices at a time, as the
// Swiss engine's do: after the first matching from scratch, a change of the edges of k vertices
// costs about k searches from those vertices (each O(n) per vertex it reaches) rather than
// O(n³). The duals of the last optimum are kept; a vertex whose edges changed leaves the
// blossoms holding it (their duals moved to their vertices, which keeps every edge feasible) and
// gets the least dual its edges allow, keeping its mate when that edge is still tight; then one
// alternating tree at a time is grown from each free vertex whose dual is above 0 until none is
// left — the conditions of optimality again. When the trees grow past n scans (or half a scan per
// changed vertex, after most weights changed), the search goes on from all free vertices at once,
// as from scratch but from the matching there is.
template <class W>
class IncrementalMatching
{
public:
    explicit IncrementalMatching(int vertexCount);
    ~IncrementalMatching();
    IncrementalMatching(IncrementalMatching &&) noexcept;
    IncrementalMatching &operator=(IncrementalMatching &&) noexcept;

    int vertexCount() const;
    const CompactWeightMatrix<W> &weights() const;

    // Adds or changes the edge u–v (weight ≥ 0) or removes it. The vertex of the two whose edges
    // change most should come first: it is the one searched from.
    void setWeight(int u, int v, const W &weight);
    void removeEdge(int u, int v);
    // The weights among `vertices` set anew by classes, as CompactWeightMatrix::setByClass sets
    // them: for positions i < j (j at or after `from`), weightOf(first[i], second[j]), no edge
    // where that is 0 or {i, j} is one of `noEdges`; weightOf is asked once per pair of classes.
    // The same as setWeight(vertices[j], vertices[i], …) or removeEdge for each pair, j then i in
    // order, but each weight pooled once per pair of classes and one row written after another.
    void setWeightsByClass(const std::vector<int> &vertices, std::size_t from,
                           const std::vector<int> &first, int firstCount,
                           const std::vector<int> &second, int secondCount,
                           const std::function<W(int, int)> &weightOf,
                           const std::vector<std::pair<int, int>> &noEdges);
    // u and v stay matched and are out of the graph from now on (after a solve()). They must be
    // a pair of some heaviest matching of the last solve(); their mates in it, when not each
    // other, are matched anew by the next.
    void fixPair(int u, int v);

    // The heaviest matching of the graph without the fixed pairs, and the fixed pairs: mate[v]
    // is v's mate, or −1.
    const std::vector<int> &solve();
    // The same when most weights have changed (a bracket's criteria set anew): the changed
    // vertices get their duals all at once, each at least half its heaviest edge to another
    // changed vertex, rather than one after another against old duals; then one tree at a time
    // is tried for half a scan per changed vertex only, not n scans — such trees mostly grow over
    // the graph and give up — before the search goes on from all free vertices at once.
    const std::vector<int> &solveAfterManyChanges();
    // Whether no weight changed since the last solve() (pairs fixed since do not count).
    bool isCurrent() const;
    // While current: false when no heaviest matching pairs u and v. (The edges of every heaviest
    // matching are tight under the duals of any optimum — complementary slackness — so an edge
    // with slack is in none; a tight one may be.)
    bool mayBeMatched(int u, int v) const;
    // The same computed from scratch, for checking.
    std::vector<int> solveFromScratch();

private:
    const std::vector<int> &solve(bool local);

    struct State;
    std::unique_ptr<State> m_state;
};

extern template class IncrementalMatching<std::int64_t>;
extern template class IncrementalMatching<WideInteger>;
extern template class IncrementalMatching<BasicWideInteger<5>>;
extern template class IncrementalMatching<BasicWideInteger<6>>;
extern template class IncrementalMatching<BasicWideInteger<8>>;
extern template class IncrementalMatching<BasicWideInteger<16>>;
extern template class IncrementalMatching<BasicWideInteger<32>>;

// A matching of the greatest total weight of the graph on vertices 0…vertexCount−1 with `edges`
// (edges with u == v are ignored; of parallel edges the heaviest counts). With `maxCardinality`,
// the heaviest among the matchings with the most edges.
template <class W>
std::vector<int> maxWeightMatching(int vertexCount, const std::vector<WeightedEdge<W>> &edges,
                                   bool maxCardinality = false);

// The same for the graph held by `weights`; for dense graphs, where it is faster than a list.
template <class W>
std::vector<int> maxWeightMatching(const WeightMatrix<W> &weights, bool maxCardinality = false);

extern template std::vector<int>
maxWeightMatching(int, const std::vector<WeightedEdge<std::int64_t>> &, bool);
extern template std::vector<int>
maxWeightMatching(int, const std::vector<WeightedEdge<WideInteger>> &, bool);
extern template std::vector<int> maxWeightMatching(const WeightMatrix<std::int64_t> &, bool);
extern template std::vector<int> maxWeightMatching(const WeightMatrix<WideInteger> &, bool);
extern template std::vector<int> maxWeightMatching(const WeightMatrix<BasicWideInteger<8>> &, bool);
extern template std::vector<int> maxWeightMatching(const WeightMatrix<BasicWideInteger<16>> &,
                                                   bool);

} // namespace reports
