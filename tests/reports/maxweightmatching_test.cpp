// reports/maxweightmatching: hand-made graphs with their exact mates — each of the algorithm's
// cases (blossoms made, relabeled, nested, expanded in a stage and at its end, the four kinds of
// dual change) — and random graphs of up to 10 vertices checked against every matching.
//
// The hand cases are the classic ones of J. van Rantwijk's test suite for mwmatching.py (the
// reference implementation that NetworkX adopted): vertex 0 is isolated, the graph uses 1…n, and
// the comment names the case as that suite does.
#include "reports/maxweightmatching.h"
#include "widestringmaker.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace maxweightmatching_test {

using namespace reports;

namespace {

using Edges = std::vector<WeightedEdge<std::int64_t>>;

int vertexCountOf(const Edges &edges)
{
    int count = 0;
    for (const auto &edge : edges)
        count = std::max({count, edge.u + 1, edge.v + 1});
    return count;
}

std::vector<int> matched(const Edges &edges, bool maxCardinality = false)
{
    return maxWeightMatching(vertexCountOf(edges), edges, maxCardinality);
}

// The same graph through the dense interface.
std::vector<int> matchedDense(const Edges &edges, bool maxCardinality = false)
{
    WeightMatrix<std::int64_t> matrix(vertexCountOf(edges));
    for (const auto &edge : edges)
        matrix.setWeight(edge.u, edge.v, edge.weight);
    return maxWeightMatching(matrix, maxCardinality);
}

struct HandCase
{
    const char *name;
    Edges edges;
    bool maxCardinality;
    std::vector<int> mates;
};

} // namespace

TEST_CASE("small graphs have their exact mates", "[maxweightmatching]")
{
    CHECK(maxWeightMatching(0, Edges{}, false).empty());
    CHECK(maxWeightMatching(3, Edges{}, true) == std::vector<int>{-1, -1, -1});
    // A triangle: the heaviest edge.
    CHECK(matched({{0, 1, 6}, {1, 2, 7}, {0, 2, 5}}) == std::vector<int>{-1, 2, 1});
    // A path: the two ends beat the middle (5 + 5 > 9), but not 11.
    CHECK(matched({{0, 1, 5}, {1, 2, 9}, {2, 3, 5}}) == std::vector<int>{1, 0, 3, 2});
    CHECK(matched({{0, 1, 5}, {1, 2, 11}, {2, 3, 5}}) == std::vector<int>{-1, 2, 1, -1});
    CHECK(matched({{0, 1, 5}, {1, 2, 11}, {2, 3, 5}}, true) == std::vector<int>{1, 0, 3, 2});
    // Self-loops never match; of two parallel edges the heavier counts.
    CHECK(matched({{0, 0, 100}, {0, 1, 1}, {1, 2, 3}, {1, 2, 2}}) == std::vector<int>{-1, 2, 1});
    // A zero-weight edge may stay out, unless the cardinality comes first.
    CHECK(matched({{0, 1, 0}}, true) == std::vector<int>{1, 0});
}

TEST_CASE("the classic cases of every blossom operation have their exact mates",
          "[maxweightmatching]")
{
    const std::vector<HandCase> cases = {
        {"single edge", {{0, 1, 1}}, false, {1, 0}},
        {"two edges", {{1, 2, 10}, {2, 3, 11}}, false, {-1, -1, 3, 2}},
        {"three edges", {{1, 2, 5}, {2, 3, 11}, {3, 4, 5}}, false, {-1, -1, 3, 2, -1}},
        {"three edges, max cardinality",
         {{1, 2, 5}, {2, 3, 11}, {3, 4, 5}},
         true,
         {-1, 2, 1, 4, 3}},
        {"S-blossom, use for augmentation",
         {{1, 2, 8}, {1, 3, 9}, {2, 3, 10}, {3, 4, 7}},
         false,
         {-1, 2, 1, 4, 3}},
        {"S-blossom, use for augmentation (2)",
         {{1, 2, 8}, {1, 3, 9}, {2, 3, 10}, {3, 4, 7}, {1, 6, 5}, {4, 5, 6}},
         false,
         {-1, 6, 3, 2, 5, 4, 1}},
        {"S-blossom, relabel as T-blossom, use for augmentation",
         {{1, 2, 9}, {1, 3, 8}, {2, 3, 10}, {1, 4, 5}, {4, 5, 4}, {1, 6, 3}},
         false,
         {-1, 6, 3, 2, 5, 4, 1}},
        {"S-blossom, relabel as T-blossom, use for augmentation (2)",
         {{1, 2, 9}, {1, 3, 8}, {2, 3, 10}, {1, 4, 5}, {4, 5, 3}, {1, 6, 4}},
         false,
         {-1, 6, 3, 2, 5, 4, 1}},
        {"S-blossom, relabel as T-blossom, use for augmentation (3)",
         {{1, 2, 9}, {1, 3, 8}, {2, 3, 10}, {1, 4, 5}, {4, 5, 3}, {3, 6, 4}},
         false,
         {-1, 2, 1, 6, 5, 4, 3}},
        {"nested S-blossom, use for augmentation",
         {{1, 2, 9}, {1, 3, 9}, {2, 3, 10}, {2, 4, 8}, {3, 5, 8}, {4, 5, 10}, {5, 6, 6}},
         false,
         {-1, 3, 4, 1, 2, 6, 5}},
        {"S-blossom, relabel as S, include in nested S-blossom",
         {{1, 2, 10},
          {1, 7, 10},
          {2, 3, 12},
          {3, 4, 20},
          {3, 5, 20},
          {4, 5, 25},
          {5, 6, 10},
          {6, 7, 10},
          {7, 8, 8}},
         false,
         {-1, 2, 1, 4, 3, 6, 5, 8, 7}},
        {"nested S-blossom, augment, expand recursively",
         {{1, 2, 8},
          {1, 3, 8},
          {2, 3, 10},
          {2, 4, 12},
          {3, 5, 12},
          {4, 5, 14},
          {4, 6, 12},
          {5, 7, 12},
          {6, 7, 14},
          {7, 8, 12}},
         false,
         {-1, 2, 1, 5, 6, 3, 4, 8, 7}},
        {"S-blossom, relabel as T, expand",
         {{1, 2, 23},
          {1, 5, 22},
          {1, 6, 15},
          {2, 3, 25},
          {3, 4, 22},
          {4, 5, 25},
          {4, 8, 14},
          {5, 7, 13}},
         false,
         {-1, 6, 3, 2, 8, 7, 1, 5, 4}},
        {"nested S-blossom, relabel as T, expand",
         {{1, 2, 19},
          {1, 3, 20},
          {1, 8, 8},
          {2, 3, 25},
          {2, 4, 18},
          {3, 5, 18},
          {4, 5, 13},
          {4, 7, 7},
          {5, 6, 7}},
         false,
         {-1, 8, 3, 2, 7, 6, 5, 4, 1}},
        {"create blossom, relabel as T in more than one way, expand, augment",
         {{1, 2, 45},
          {1, 5, 45},
          {2, 3, 50},
          {3, 4, 45},
          {4, 5, 50},
          {1, 6, 30},
          {3, 9, 35},
          {4, 8, 35},
          {5, 7, 26},
          {9, 10, 5}},
         false,
         {-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9}},
        {"again, but slightly different",
         {{1, 2, 45},
          {1, 5, 45},
          {2, 3, 50},
          {3, 4, 45},
          {4, 5, 50},
          {1, 6, 30},
          {3, 9, 35},
          {4, 8, 26},
          {5, 7, 40},
          {9, 10, 5}},
         false,
         {-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9}},
        {"create blossom, relabel as T, expand such that a new least-slack S-to-free edge is "
         "produced, augment",
         {{1, 2, 45},
          {1, 5, 45},
          {2, 3, 50},
          {3, 4, 45},
          {4, 5, 50},
          {1, 6, 30},
          {3, 9, 35},
          {4, 8, 28},
          {5, 7, 26},
          {9, 10, 5}},
         false,
         {-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9}},
        {"create nested blossom, relabel as T in more than one way, expand outer blossom such "
         "that inner blossom ends up on an augmenting path",
         {{1, 2, 45},
          {1, 7, 45},
          {2, 3, 50},
          {3, 4, 45},
          {4, 5, 95},
          {4, 6, 94},
          {5, 6, 94},
          {6, 7, 50},
          {1, 8, 30},
          {3, 11, 35},
          {5, 9, 36},
          {7, 10, 26},
          {11, 12, 5}},
         false,
         {-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11}},
        {"create nested S-blossom, relabel as S, expand recursively",
         {{1, 2, 40},
          {1, 3, 40},
          {2, 3, 60},
          {2, 4, 55},
          {3, 5, 55},
          {4, 5, 50},
          {1, 8, 15},
          {5, 7, 30},
          {7, 6, 10},
          {8, 10, 10},
          {4, 9, 30}},
         false,
         {-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8}},
    };
    for (const HandCase &hand : cases) {
        INFO(hand.name);
        CHECK(matched(hand.edges, hand.maxCardinality) == hand.mates);
        CHECK(matchedDense(hand.edges, hand.maxCardinality) == hand.mates);
    }
}

namespace {

// A graph small enough to try all its matchings.
template <class W>
struct SmallGraph
{
    int vertexCount = 0;
    std::vector<WeightedEdge<W>> edges;
    std::vector<std::vector<std::optional<W>>> weight; // [u][v]
};

template <class W>
struct Best
{
    int cardinality = 0;
    W weight{};
};

// The best of all matchings — the heaviest, or with `maxCardinality` the heaviest of the
// largest — by exhaustive search over the subsets of the vertices: best[set] is the best
// matching inside the set, where the set's lowest vertex either stays unmatched or is matched to
// each of its neighbours in the set in turn.
template <class W>
Best<W> bruteForce(const SmallGraph<W> &graph, bool maxCardinality)
{
    const auto better = [&](const Best<W> &a, const Best<W> &b) {
        if (maxCardinality && a.cardinality != b.cardinality)
            return a.cardinality > b.cardinality;
        return a.weight > b.weight;
    };
    const std::size_t sets = std::size_t{1} << graph.vertexCount;
    std::vector<Best<W>> best(sets);
    for (std::size_t set = 1; set < sets; ++set) {
        std::size_t lowest = 0;
        while ((set >> lowest & 1) == 0)
            ++lowest;
        const std::size_t rest = set & ~(std::size_t{1} << lowest);
        Best<W> found = best[rest];
        for (std::size_t other = lowest + 1; other < static_cast<std::size_t>(graph.vertexCount);
             ++other) {
            const auto &weight = graph.weight[lowest][other];
            if ((rest >> other & 1) == 0 || !weight)
                continue;
            Best<W> candidate = best[rest & ~(std::size_t{1} << other)];
            candidate.cardinality += 1;
            candidate.weight = candidate.weight + *weight;
            if (better(candidate, found))
                found = candidate;
        }
        best[set] = found;
    }
    return best[sets - 1];
}

// The cardinality and weight of `mates`, which must be a matching of `graph`.
template <class W>
Best<W> measured(const SmallGraph<W> &graph, const std::vector<int> &mates)
{
    REQUIRE(mates.size() == static_cast<std::size_t>(graph.vertexCount));
    Best<W> out;
    for (int v = 0; v < graph.vertexCount; ++v) {
        const int mate = mates[static_cast<std::size_t>(v)];
        if (mate < 0)
            continue;
        REQUIRE(mate < graph.vertexCount);
        REQUIRE(mates[static_cast<std::size_t>(mate)] == v);
        const auto &weight =
            graph.weight[static_cast<std::size_t>(v)][static_cast<std::size_t>(mate)];
        REQUIRE(weight.has_value());
        if (v < mate) {
            out.cardinality += 1;
            out.weight = out.weight + *weight;
        }
    }
    return out;
}

// A random graph: fewestVertices…mostVertices vertices, each edge present with probability
// `density`/4, weights 0…maxWeight (small maxima make many ties), turned into W by `toW`.
template <class W, class ToW>
SmallGraph<W> randomGraph(std::mt19937 &random, int fewestVertices, int mostVertices, ToW toW)
{
    SmallGraph<W> graph;
    graph.vertexCount =
        fewestVertices +
        static_cast<int>(random() % static_cast<std::uint32_t>(mostVertices - fewestVertices + 1));
    const auto n = static_cast<std::size_t>(graph.vertexCount);
    graph.weight.assign(n, std::vector<std::optional<W>>(n));
    const std::uint32_t density = 1 + random() % 4;
    const std::uint32_t maxWeight = std::vector<std::uint32_t>{1, 3, 10, 1000}[random() % 4];
    for (int u = 0; u < graph.vertexCount; ++u) {
        for (int v = u + 1; v < graph.vertexCount; ++v) {
            if (random() % 4 >= density)
                continue;
            const W weight = toW(static_cast<std::int64_t>(random() % (maxWeight + 1)), random);
            graph.edges.push_back({u, v, weight});
            graph.weight[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] = weight;
            graph.weight[static_cast<std::size_t>(v)][static_cast<std::size_t>(u)] = weight;
        }
    }
    return graph;
}

template <class W, class ToW>
void checkAgainstBruteForce(std::uint32_t seed, int graphs, int fewestVertices, int mostVertices,
                            ToW toW)
{
    std::mt19937 random(seed);
    for (int g = 0; g < graphs; ++g) {
        const SmallGraph<W> graph = randomGraph<W>(random, fewestVertices, mostVertices, toW);
        WeightMatrix<W> matrix(graph.vertexCount);
        for (const auto &edge : graph.edges)
            matrix.setWeight(edge.u, edge.v, edge.weight);
        for (bool maxCardinality : {false, true}) {
            INFO("seed " << seed << ", graph " << g << ", maxCardinality " << maxCardinality);
            const Best<W> expected = bruteForce(graph, maxCardinality);
            const Best<W> fromList =
                measured(graph, maxWeightMatching(graph.vertexCount, graph.edges, maxCardinality));
            const Best<W> fromMatrix = measured(graph, maxWeightMatching(matrix, maxCardinality));
            CHECK(fromList.weight == expected.weight);
            CHECK(fromMatrix.weight == expected.weight);
            if (maxCardinality) {
                CHECK(fromList.cardinality == expected.cardinality);
                CHECK(fromMatrix.cardinality == expected.cardinality);
            }
        }
    }
}

} // namespace

TEST_CASE("random graphs of up to 10 vertices: the weight of the best matching",
          "[maxweightmatching]")
{
    const auto plain = [](std::int64_t weight, std::mt19937 &) { return weight; };
    for (std::uint32_t seed : {1u, 2u, 3u})
        checkAgainstBruteForce<std::int64_t>(seed, 1500, 0, 10, plain);
    // Near the bound the header states for std::int64_t: 8 × 10 vertices × 2^56 < 2^63.
    const auto large = [](std::int64_t weight, std::mt19937 &) {
        return weight * (std::int64_t{1} << 46);
    };
    checkAgainstBruteForce<std::int64_t>(9, 1000, 0, 10, large);
}

TEST_CASE("random graphs of 11 to 16 vertices: the weight of the best matching",
          "[maxweightmatching]")
{
    // Larger blossoms, nested deeper, and more of them expanded.
    const auto plain = [](std::int64_t weight, std::mt19937 &) { return weight; };
    for (std::uint32_t seed : {6u, 7u, 8u})
        checkAgainstBruteForce<std::int64_t>(seed, 500, 11, 16, plain);
}

TEST_CASE("random graphs with WideInteger weights above 2^150", "[maxweightmatching]")
{
    // The same weights shifted by 150 bits, half of them with random bits below, so that every
    // limb takes part.
    const auto wide = [](std::int64_t weight, std::mt19937 &random) {
        WideInteger out = WideInteger(weight) << 150;
        if (random() % 2 == 1)
            out = out | (WideInteger(static_cast<std::int64_t>(random())) << 40) |
                  WideInteger(static_cast<std::int64_t>(random()));
        return out;
    };
    for (std::uint32_t seed : {4u, 5u})
        checkAgainstBruteForce<WideInteger>(seed, 1500, 0, 10, wide);
}

TEST_CASE("one weight matrix is matched again after its weights change", "[maxweightmatching]")
{
    // A 4-cycle 0–1–2–3–0: the heavier pair of opposite edges wins each time.
    WeightMatrix<WideInteger> matrix(4);
    const WideInteger high = WideInteger(1) << 200;
    matrix.setWeight(0, 1, high);
    matrix.setWeight(1, 2, high - 1);
    matrix.setWeight(2, 3, high);
    matrix.setWeight(3, 0, high - 1);
    CHECK(maxWeightMatching(matrix) == std::vector<int>{1, 0, 3, 2});
    matrix.setWeight(1, 2, high + 2);
    CHECK(maxWeightMatching(matrix) == std::vector<int>{3, 2, 1, 0});
    matrix.removeEdge(1, 2);
    CHECK(!matrix.hasEdge(2, 1));
    CHECK(matrix.weight(0, 1) == high);
    CHECK(maxWeightMatching(matrix) == std::vector<int>{1, 0, 3, 2});
    matrix.clear();
    CHECK(maxWeightMatching(matrix) == std::vector<int>{-1, -1, -1, -1});
}

namespace {

// weightOf for setWeightsByClass from a table, row by the first end's class.
std::function<std::int64_t(int, int)> tableOf(std::vector<std::int64_t> table, int secondCount)
{
    return [table = std::move(table), secondCount](int a, int b) {
        return table[static_cast<std::size_t>(a * secondCount + b)];
    };
}

} // namespace

TEST_CASE("the weights among some vertices are set at once by the classes of the pairs",
          "[maxweightmatching]")
{
    // Vertices 0 and 2 of class 0, 1 and 3 of class 1, both ends alike; u–v (u < v) takes row
    // class(u), column class(v): 0–2 5, 1–2 7, 1–3 9 but named no edge (both ways round, twice),
    // 0–1 and 2–3 0.
    IncrementalMatching<std::int64_t> matching(4);
    const std::vector<int> classes = {0, 1, 0, 1};
    matching.setWeightsByClass({0, 1, 2, 3}, 0, classes, 2, classes, 2, tableOf({5, 0, 7, 9}, 2),
                               {{3, 1}, {1, 3}, {3, 1}});
    CHECK(matching.weights().weight(0, 2) == 5);
    CHECK(matching.weights().weight(2, 0) == 5);
    CHECK(matching.weights().weight(2, 1) == 7);
    CHECK(!matching.weights().hasEdge(1, 3));
    CHECK(!matching.weights().hasEdge(3, 1));
    CHECK(!matching.weights().hasEdge(0, 1));
    CHECK(!matching.weights().hasEdge(2, 3));
    CHECK(matching.solve() == std::vector<int>{-1, 2, 1, -1});

    // Among vertices 3, 1, 4 of a 5-vertex graph (positions 0, 1, 2), from position 1: the pair
    // at positions 0 and 1 and every pair with 2 set anew; the first end's class is the row, the
    // second's the column. Vertex 0's edges stay, and so would a pair of two positions before 1.
    IncrementalMatching<std::int64_t> some(5);
    for (int u = 0; u < 5; ++u)
        for (int v = u + 1; v < 5; ++v)
            some.setWeight(u, v, 1);
    some.setWeightsByClass({3, 1, 4}, 1, {0, 1, 0}, 2, {1, 0, 2}, 3,
                           tableOf({10, 11, 12, 20, 21, 22}, 3), {{2, 1}});
    CHECK(some.weights().weight(3, 1) == 10); // positions 0–1: first class 0, second class 0
    CHECK(some.weights().weight(4, 3) == 12); // positions 0–2: first 0, second 2
    CHECK(!some.weights().hasEdge(1, 4));     // positions 1–2: named no edge
    CHECK(some.weights().weight(0, 3) == 1);
    CHECK(some.weights().weight(2, 4) == 1);

    // On a new matching, whose rows are written by two threads: the same weights as one by one,
    // the pairs named no edge on both sides of the middle row among them.
    {
        const int n = 1101;
        std::mt19937 draw(3);
        std::vector<int> vertices(n);
        std::vector<int> classOf(n);
        for (int v = 0; v < n; ++v) {
            vertices[static_cast<std::size_t>(v)] = v;
            classOf[static_cast<std::size_t>(v)] = static_cast<int>(draw() % 3);
        }
        const std::vector<std::int64_t> byClass = {4, 0, 6, 7, 8, 9, 10, 11, 12};
        const std::vector<std::pair<int, int>> noEdges = {
            {0, 1100}, {549, 551}, {551, 550}, {1099, 2}};
        IncrementalMatching<std::int64_t> atOnce(n);
        atOnce.setWeightsByClass(vertices, 0, classOf, 3, classOf, 3, tableOf(byClass, 3), noEdges);
        IncrementalMatching<std::int64_t> oneByOne(n);
        for (int v = 0; v < n; ++v)
            for (int u = 0; u < v; ++u) {
                const std::int64_t weight =
                    byClass[static_cast<std::size_t>(classOf[static_cast<std::size_t>(u)] * 3 +
                                                     classOf[static_cast<std::size_t>(v)])];
                const bool named =
                    std::find(noEdges.begin(), noEdges.end(), std::pair{u, v}) != noEdges.end() ||
                    std::find(noEdges.begin(), noEdges.end(), std::pair{v, u}) != noEdges.end();
                if (weight != 0 && !named)
                    oneByOne.setWeight(v, u, weight);
            }
        int differing = 0;
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v)
                differing +=
                    atOnce.weights().weight(u, v) == oneByOne.weights().weight(u, v) ? 0 : 1;
        CHECK(differing == 0);
        CHECK(!atOnce.weights().hasEdge(550, 551));
        CHECK(!atOnce.weights().hasEdge(2, 1099));
        CHECK(atOnce.solve() == oneByOne.solve());
    }

    // On a matching already solved, the same as the pairs set one by one in the order documented:
    // the same weights, the same vertices to search from, so the same mates.
    std::mt19937 random(7);
    for (int round = 0; round < 40; ++round) {
        INFO("round " << round);
        const int n = 2 + static_cast<int>(random() % 30);
        IncrementalMatching<std::int64_t> atOnce(n);
        IncrementalMatching<std::int64_t> oneByOne(n);
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v)
                if (random() % 2 == 0) {
                    const auto weight = static_cast<std::int64_t>(random() % 20);
                    atOnce.setWeight(u, v, weight);
                    oneByOne.setWeight(u, v, weight);
                }
        CHECK(atOnce.solve() == oneByOne.solve());
        // Some of the vertices, in a random order; `from` anywhere.
        std::vector<int> vertices;
        for (int v = 0; v < n; ++v)
            if (random() % 4 != 0)
                vertices.push_back(v);
        std::shuffle(vertices.begin(), vertices.end(), random);
        const std::size_t count = vertices.size();
        const std::size_t from = random() % (count + 1); // count: nothing set
        const int firstCount = 1 + static_cast<int>(random() % 4);
        const int secondCount = 1 + static_cast<int>(random() % 4);
        std::vector<int> first(count);
        std::vector<int> second(count);
        for (std::size_t i = 0; i < count; ++i) {
            first[i] = static_cast<int>(random() % static_cast<std::uint32_t>(firstCount));
            second[i] = static_cast<int>(random() % static_cast<std::uint32_t>(secondCount));
        }
        std::vector<std::int64_t> byClass(static_cast<std::size_t>(firstCount * secondCount));
        for (std::int64_t &weight : byClass)
            weight = random() % 4 == 0 ? 0 : static_cast<std::int64_t>(random() % 20);
        std::vector<std::pair<int, int>> noEdges;
        for (std::size_t i = 0; count > 1 && i < count / 3; ++i) {
            const auto a = static_cast<int>(random() % count);
            const auto b = static_cast<int>(random() % count);
            noEdges.emplace_back(a, b); // a == b now and then: names no pair
        }
        atOnce.setWeightsByClass(vertices, from, first, firstCount, second, secondCount,
                                 tableOf(byClass, secondCount), noEdges);
        for (std::size_t j = from; j < count; ++j)
            for (std::size_t i = 0; i < j; ++i) {
                const std::int64_t weight =
                    byClass[static_cast<std::size_t>(first[i] * secondCount + second[j])];
                const auto a = static_cast<int>(i);
                const auto b = static_cast<int>(j);
                const bool named =
                    std::find(noEdges.begin(), noEdges.end(), std::pair{a, b}) != noEdges.end() ||
                    std::find(noEdges.begin(), noEdges.end(), std::pair{b, a}) != noEdges.end();
                if (weight == 0 || named)
                    oneByOne.removeEdge(vertices[j], vertices[i]);
                else
                    oneByOne.setWeight(vertices[j], vertices[i], weight);
            }
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v)
                CHECK(atOnce.weights().weight(u, v) == oneByOne.weights().weight(u, v));
        CHECK(atOnce.isCurrent() == oneByOne.isCurrent());
        CHECK(atOnce.solve() == oneByOne.solve());
    }
}

namespace {

// The weight of `mates` over the vertices not fixed, checking that it is a matching of the
// graph in `matching` and that every fixed pair is still together.
std::int64_t weightOutsideFixed(const IncrementalMatching<std::int64_t> &matching,
                                const std::vector<int> &mates, const std::vector<int> &fixedMate)
{
    const int n = matching.vertexCount();
    REQUIRE(mates.size() == static_cast<std::size_t>(n));
    std::int64_t total = 0;
    for (int v = 0; v < n; ++v) {
        const int mate = mates[static_cast<std::size_t>(v)];
        if (fixedMate[static_cast<std::size_t>(v)] >= 0) {
            REQUIRE(mate == fixedMate[static_cast<std::size_t>(v)]);
            continue;
        }
        if (mate < 0)
            continue;
        REQUIRE(mates[static_cast<std::size_t>(mate)] == v);
        REQUIRE(fixedMate[static_cast<std::size_t>(mate)] < 0);
        const std::optional<std::int64_t> weight = matching.weights().weight(v, mate);
        REQUIRE(weight.has_value());
        if (v < mate)
            total += *weight;
    }
    return total;
}

// On a graph of up to 12 vertices: every edge that mayBeMatched refuses is in no heaviest
// matching of the vertices not fixed, and every pair of `mates` is allowed.
void checkMayBeMatched(const IncrementalMatching<std::int64_t> &matching,
                       const std::vector<int> &mates, const std::vector<int> &fixedMate)
{
    const int n = matching.vertexCount();
    const auto graphWithout = [&](int a, int b) {
        SmallGraph<std::int64_t> graph;
        graph.vertexCount = n;
        graph.weight.assign(static_cast<std::size_t>(n),
                            std::vector<std::optional<std::int64_t>>(static_cast<std::size_t>(n)));
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v)
                if (u != v && fixedMate[static_cast<std::size_t>(u)] < 0 &&
                    fixedMate[static_cast<std::size_t>(v)] < 0 && u != a && u != b && v != a &&
                    v != b)
                    graph.weight[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] =
                        matching.weights().weight(u, v);
        return graph;
    };
    const std::int64_t best = bruteForce(graphWithout(-1, -1), false).weight;
    for (int u = 0; u < n; ++u) {
        for (int v = u + 1; v < n; ++v) {
            const std::optional<std::int64_t> weight = matching.weights().weight(u, v);
            if (!weight || fixedMate[static_cast<std::size_t>(u)] >= 0 ||
                fixedMate[static_cast<std::size_t>(v)] >= 0)
                continue;
            INFO("edge " << u << "-" << v);
            if (mates[static_cast<std::size_t>(u)] == v)
                CHECK(matching.mayBeMatched(u, v));
            if (!matching.mayBeMatched(u, v))
                CHECK(bruteForce(graphWithout(u, v), false).weight + *weight < best);
        }
    }
}

// Random changes to a random graph — the edges of one to three vertices, or of most of them,
// and pairs fixed — and after each, the matching kept from the last solve must weigh what one
// from scratch weighs, and, on up to 12 vertices, what the best of all matchings weighs.
void checkIncremental(std::uint32_t seed, int steps)
{
    std::mt19937 random(seed);
    const int n = 2 + static_cast<int>(random() % 39);
    const std::int64_t maxWeight = std::vector<std::int64_t>{1, 3, 10, 1000}[random() % 4];
    const std::uint32_t density = 1 + random() % 4;
    const auto randomWeight = [&] {
        return static_cast<std::int64_t>(random() % static_cast<std::uint32_t>(maxWeight + 1));
    };
    IncrementalMatching<std::int64_t> matching(n);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (random() % 4 < density)
                matching.setWeight(u, v, randomWeight());
    std::vector<int> fixedMate(static_cast<std::size_t>(n), -1);
    std::vector<int> mates = matching.solve();
    for (int step = 0; step < steps; ++step) {
        INFO("seed " << seed << ", " << n << " vertices, step " << step);
        const auto action = random() % 10;
        if (action == 0) {
            // Fix a pair of the last matching, or any two vertices (the Swiss engine fixes a pair
            // of an exchange of equal weight, which the last matching did not hold).
            const int v = static_cast<int>(random() % static_cast<std::uint32_t>(n));
            int mate = mates[static_cast<std::size_t>(v)];
            if (random() % 2 == 0)
                mate = static_cast<int>(random() % static_cast<std::uint32_t>(n));
            if (mate >= 0 && mate != v && fixedMate[static_cast<std::size_t>(v)] < 0 &&
                fixedMate[static_cast<std::size_t>(mate)] < 0) {
                const bool ofTheMatching = mates[static_cast<std::size_t>(v)] == mate;
                matching.fixPair(v, mate);
                fixedMate[static_cast<std::size_t>(v)] = mate;
                fixedMate[static_cast<std::size_t>(mate)] = v;
                // A pair of a heaviest matching fixed: the duals still tell the rest.
                if (ofTheMatching && n <= 12) {
                    INFO("seed " << seed << ", step " << step << ", after fixing a pair");
                    checkMayBeMatched(matching, mates, fixedMate);
                }
            }
        } else {
            const int changed = action == 1 ? n : 1 + static_cast<int>(random() % 3);
            for (int c = 0; c < changed; ++c) {
                const int u = static_cast<int>(random() % static_cast<std::uint32_t>(n));
                for (int v = 0; v < n; ++v) {
                    if (v == u || random() % 3 != 0)
                        continue;
                    if (random() % 4 < density)
                        matching.setWeight(u, v, randomWeight());
                    else
                        matching.removeEdge(u, v);
                }
            }
        }
        // After most vertices' edges changed, as the Swiss engine asks after a bracket's criteria.
        mates = action == 1 ? matching.solveAfterManyChanges() : matching.solve();
        const std::int64_t warm = weightOutsideFixed(matching, mates, fixedMate);
        const std::int64_t scratch =
            weightOutsideFixed(matching, matching.solveFromScratch(), fixedMate);
        CHECK(warm == scratch);
        if (n <= 12) {
            SmallGraph<std::int64_t> graph;
            graph.vertexCount = n;
            graph.weight.assign(
                static_cast<std::size_t>(n),
                std::vector<std::optional<std::int64_t>>(static_cast<std::size_t>(n)));
            for (int u = 0; u < n; ++u)
                for (int v = 0; v < n; ++v)
                    if (fixedMate[static_cast<std::size_t>(u)] < 0 &&
                        fixedMate[static_cast<std::size_t>(v)] < 0 && u != v)
                        graph.weight[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)] =
                            matching.weights().weight(u, v);
            CHECK(warm == bruteForce(graph, false).weight);
            checkMayBeMatched(matching, mates, fixedMate);
        }
    }
}

// As checkIncremental on a graph of 130 to 270 vertices in clusters of about 64 — heavy edges
// inside a cluster, light ones or none between — so that the searches after the change of one
// vertex's edges pass by whole blocks of vertices far from their trees; the weights inside a
// cluster come from a few values, so that many edges tie with the one that ends a search.
void checkIncrementalClustered(std::uint32_t seed, int steps)
{
    std::mt19937 random(seed);
    const int n = 130 + static_cast<int>(random() % 141);
    const std::uint32_t spread = std::vector<std::uint32_t>{1, 3, 10}[random() % 3];
    std::vector<int> cluster(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        cluster[static_cast<std::size_t>(v)] =
            random() % 16 == 0 ? static_cast<int>(random() % 5) : v / 64;
    const auto randomWeight = [&](int u, int v) -> std::optional<std::int64_t> {
        if (cluster[static_cast<std::size_t>(u)] == cluster[static_cast<std::size_t>(v)])
            return 1000 + static_cast<std::int64_t>(random() % spread);
        if (random() % 2 == 0)
            return std::nullopt;
        return static_cast<std::int64_t>(random() % (spread * 20));
    };
    IncrementalMatching<std::int64_t> matching(n);
    const auto setRandomWeight = [&](int u, int v) {
        if (const std::optional<std::int64_t> weight = randomWeight(u, v))
            matching.setWeight(u, v, *weight);
        else
            matching.removeEdge(u, v);
    };
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            setRandomWeight(u, v);
    std::vector<int> fixedMate(static_cast<std::size_t>(n), -1);
    std::vector<int> mates = matching.solve();
    for (int step = 0; step < steps; ++step) {
        INFO("seed " << seed << ", " << n << " vertices, step " << step);
        const auto action = random() % 8;
        if (action == 0) {
            // A pair of the last matching fixed, as the Swiss engine fixes them.
            const int v = static_cast<int>(random() % static_cast<std::uint32_t>(n));
            const int mate = mates[static_cast<std::size_t>(v)];
            if (mate >= 0 && fixedMate[static_cast<std::size_t>(v)] < 0) {
                matching.fixPair(v, mate);
                fixedMate[static_cast<std::size_t>(v)] = mate;
                fixedMate[static_cast<std::size_t>(mate)] = v;
            }
        } else {
            // One vertex's edges: some raised a little, as the engine's addends do, some drawn
            // again.
            const int u = static_cast<int>(random() % static_cast<std::uint32_t>(n));
            for (int v = 0; v < n; ++v) {
                if (v == u || random() % 3 != 0)
                    continue;
                const std::optional<std::int64_t> weight = matching.weights().weight(u, v);
                if (weight && random() % 2 == 0)
                    matching.setWeight(u, v, *weight + static_cast<std::int64_t>(random() % 4));
                else
                    setRandomWeight(u, v);
            }
        }
        mates = matching.solve();
        CHECK(weightOutsideFixed(matching, mates, fixedMate) ==
              weightOutsideFixed(matching, matching.solveFromScratch(), fixedMate));
    }
}

} // namespace

TEST_CASE("a matching kept from one change of the weights to the next stays the heaviest",
          "[maxweightmatching]")
{
    for (std::uint32_t seed = 1; seed <= 300; ++seed)
        checkIncremental(seed, 40);
}

TEST_CASE("a matching kept from one change to the next stays the heaviest on clustered graphs",
          "[maxweightmatching]")
{
    for (std::uint32_t seed = 1; seed <= 12; ++seed)
        checkIncrementalClustered(seed, 30);
}

} // namespace maxweightmatching_test
