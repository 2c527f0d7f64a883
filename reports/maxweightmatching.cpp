// The primal-dual blossom algorithm (Galil 1986, §3; Edmonds 1965).
//
// Dual variables: every vertex v has u(v), every blossom B of odd size has z(B) ≥ 0; the slack of
// an edge is u(i) + u(j) − w(i, j) + Σ z(B) over the blossoms holding both ends, never negative;
// matched edges and the edges inside blossoms are tight (slack 0). To stay in integers the code
// keeps dual[v] = 2u(v) and dual[B] = z(B), and calls "slack" twice the slack of an edge between
// two top-level blossoms, dual[i] + dual[j] − 2w. All S-vertex duals have the same parity (every
// S-vertex is reached from a root through tight edges, and the roots' duals are equal — or there
// is one root), so the slack between two S-blossoms is even and halving it is exact.
//
// A stage grows alternating trees from every free vertex whose dual is above 0 (labels S and T on
// top-level blossoms), shrinks odd cycles into blossoms, and when a tree touches another or a free
// vertex outside the trees augments the matching along the path and starts a new stage. When no
// tight edge is left to follow, the duals change by the largest delta that keeps them feasible:
// (1) an S-vertex dual reaches 0 — that vertex takes its root's freedom (the path between them
// swaps), which costs nothing, and a new stage starts; (2) an edge from an S-vertex to an
// unlabeled vertex becomes tight; (3) an edge between two S-blossoms becomes tight; (4) a
// T-blossom's dual reaches 0 and it is expanded. The matching is the heaviest when no free vertex
// has a dual above 0. From scratch every free vertex has the least dual of all, so (1) ends it.
//
// A warm start (IncrementalMatching) keeps the matching and duals of the last optimum: a vertex
// whose edges changed leaves its blossoms (their duals moved to their vertices), gets the least
// dual its edges allow, and keeps its mate if that edge is still tight. Stages then grow one tree
// at a time, from each free vertex whose dual is above 0; when those trees grow large, every free
// vertex gets the highest free dual and the stages go on from all of them at once.
//
// Differences from the textbook bookkeeping, for speed on dense graphs — a stage costs O(n) plus
// O(n) for each vertex it labels S, rather than O(n) for every free vertex as well:
//  - Free vertices that are blossoms of their own, the roots, are not scanned. All free vertices
//    have the same dual, so a vertex's least slack to the roots is that of its heaviest edge to a
//    free vertex, which a short sorted buffer per vertex gives (startStage). On the Swiss
//    engine's matrix a refill selects by 64-bit orders of the pooled weights and reads only the
//    weights it keeps.
//  - Duals change lazily, by one addition however many vertices are labeled (see Matcher).
//  - A tight edge found by a dual change is followed directly, not by scanning its S end again;
//    the tight edges from the roots are followed in one go when a stage starts.
//  - A scan closes the blossoms its row finds (tight edges to S-vertices of its own tree) after
//    the row: an edge to another tree later in the row augments instead, and the end of the stage
//    would dissolve them.
//  - No blossom keeps a list of its least-slack edges to the other S-blossoms (Galil's lists,
//    which cost every new blossom a pass over its vertices' edges). Each S-vertex keeps the
//    least-slack edge its scan found to another S-blossom; a blossom made later may come to hold
//    both ends. A change of the duals takes the least of those still between two blossoms, and
//    only the vertices whose stale edge is lighter than that look for theirs again, among the
//    stage's S-vertices. Most stages end in an augmentation before that is ever needed. The
//    bound is weaker — a change may cost O(n²), so O(n⁴) in all rather than Galil's O(n³) —
//    but on the Swiss engine's graphs it reads a fraction of the edges the lists did.
//  - In a warm start's one-tree stage, a scan passes by whole blocks of 64 vertices (by number)
//    that no edge of the row can make tight before the stage ends: the stage ends by the time D
//    reaches the least key of an edge from the tree to a free vertex, and the keys into a block
//    none of whose vertices is labeled are bounded below by the row's heaviest edge into it
//    (kept by CompactWeightMatrix) and the least dual of its vertices. After one player's
//    change in a large bracket, the vertices of the other score groups are most of a row.
//  - Vertices inside a T-blossom are not labeled one by one. Each vertex not in an S-blossom
//    keeps its least-slack edge from an S-vertex (bestEdge); that slack does not change while
//    the vertex is inside a T-blossom, so when the blossom is expanded a sub-blossom reachable
//    through a tight edge shows up as a change of 0 of type 2 and is labeled then.
#include "reports/maxweightmatching.h"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace reports {

namespace {

enum class Label : std::uint8_t
{
    None,
    S, // outer: an even distance from its tree's root
    T, // inner
};

// An edge seen from a blossom or a vertex: `from` is on its S side (or inside the blossom that
// keeps it), `to` at the other end.
struct Edge
{
    int from = -1;
    int to = -1;

    bool exists() const { return from >= 0; }
};

// A neighbour and the weight of the edge to it.
template <class W>
struct WeightedNeighbour
{
    int vertex = -1;
    W weight{};
};

// An edge and its weight, kept as the least-slack edge of a vertex or blossom.
template <class W>
struct WeightedArc
{
    int from = -1;
    int to = -1;
    W weight{};

    bool exists() const { return from >= 0; }
};

// The neighbours of each vertex of a WeightMatrix.
template <class W>
class DenseNeighbours
{
public:
    explicit DenseNeighbours(const WeightMatrix<W> &matrix) : m_matrix(matrix) {}

    int vertexCount() const { return m_matrix.vertexCount(); }

    template <class F>
    void forEach(int v, F &&visit) const
    {
        forEachWhere(
            v, [](int) { return true; }, visit);
    }
    // The same for the neighbours x for which keep(x) holds.
    template <class Keep, class F>
    void forEachWhere(int v, Keep &&keep, F &&visit) const
    {
        const W *row = m_matrix.row(v);
        const int n = m_matrix.vertexCount();
        for (int x = 0; x < n; ++x) {
            if (!(row[x] < W(0)) && keep(x))
                visit(x, row[x]);
        }
    }
    // The same among `candidates`, which must hold every x for which keep(x) holds, in the order
    // of the vertices: the neighbours are visited in the same order as by forEachWhere.
    template <class Keep, class F>
    void forEachAmong(int v, const std::vector<int> &candidates, Keep &&keep, F &&visit) const
    {
        const W *row = m_matrix.row(v);
        for (int x : candidates) {
            if (!(row[x] < W(0)) && keep(x))
                visit(x, row[x]);
        }
    }

private:
    const WeightMatrix<W> &m_matrix;
};

// The neighbours of each vertex of a CompactWeightMatrix among the vertices `active` lists.
template <class W>
class CompactNeighbours
{
public:
    CompactNeighbours(const CompactWeightMatrix<W> &matrix, const std::vector<int> &active)
        : m_matrix(matrix), m_active(active)
    {}

    int vertexCount() const { return m_matrix.vertexCount(); }

    template <class F>
    void forEach(int v, F &&visit) const
    {
        m_matrix.forEachEdge(v, m_active, visit);
    }
    template <class Keep, class F>
    void forEachWhere(int v, Keep &&keep, F &&visit) const
    {
        m_matrix.forEachEdgeWhere(v, m_active, keep, visit);
    }
    // The same among `candidates`, which must hold every x for which keep(x) holds, in the order
    // of `active`: the neighbours are visited in the same order as by forEachWhere.
    template <class Keep, class F>
    void forEachAmong(int v, const std::vector<int> &candidates, Keep &&keep, F &&visit) const
    {
        m_matrix.forEachEdgeWhere(v, candidates, keep, visit);
    }
    // The same giving, for each edge, a 64-bit number that compares as its weight does.
    template <class Keep, class F>
    void forEachOrderAmong(int v, const std::vector<int> &candidates, Keep &&keep, F &&visit) const
    {
        m_matrix.forEachOrderWhere(v, candidates, keep, visit);
    }
    // The same for all the active vertices.
    template <class F>
    void forEachOrder(int v, F &&visit) const
    {
        m_matrix.forEachOrderWhere(
            v, m_active, [](int) { return true; }, visit);
    }
    W weight(int v, int x) const { return *m_matrix.weight(v, x); }
    // forEachOrderAmong, forEachOrder and weight are there
    static constexpr bool ordersWeights = true;

    // forEachWhere passing by the blocks of vertices for which keepBlock(block) is false
    // (CompactWeightMatrix::forEachEdgeInBlocksWhere).
    template <class KeepBlock, class Keep, class F>
    void forEachInBlocksWhere(int v, KeepBlock &&keepBlock, Keep &&keep, F &&visit) const
    {
        m_matrix.forEachEdgeInBlocksWhere(v, m_active, keepBlock, keep, visit);
    }
    int blockCount() const { return m_matrix.blockCount(); }
    std::optional<W> heaviestInBlock(int v, int block) const
    {
        return m_matrix.heaviestInBlock(v, block);
    }
    static constexpr int blockSize = CompactWeightMatrix<W>::blockSize;

private:
    const CompactWeightMatrix<W> &m_matrix;
    const std::vector<int> &m_active;
};

// The neighbours of each vertex of an edge list, gathered by vertex (compressed rows).
template <class W>
class ListNeighbours
{
public:
    ListNeighbours(int vertexCount, const std::vector<WeightedEdge<W>> &edges)
        : m_vertexCount(vertexCount), m_start(static_cast<std::size_t>(vertexCount) + 1, 0)
    {
        for (const WeightedEdge<W> &edge : edges) {
            assert(edge.u >= 0 && edge.u < vertexCount && edge.v >= 0 && edge.v < vertexCount);
            assert(!(edge.weight < W(0)));
            if (edge.u == edge.v)
                continue;
            ++m_start[static_cast<std::size_t>(edge.u) + 1];
            ++m_start[static_cast<std::size_t>(edge.v) + 1];
        }
        for (std::size_t v = 0; v < static_cast<std::size_t>(vertexCount); ++v)
            m_start[v + 1] += m_start[v];
        m_target.resize(m_start.back());
        m_weight.resize(m_start.back());
        std::vector<std::size_t> next(m_start.begin(), m_start.end() - 1);
        for (const WeightedEdge<W> &edge : edges) {
            if (edge.u == edge.v)
                continue;
            const std::size_t atU = next[static_cast<std::size_t>(edge.u)]++;
            const std::size_t atV = next[static_cast<std::size_t>(edge.v)]++;
            m_target[atU] = edge.v;
            m_weight[atU] = edge.weight;
            m_target[atV] = edge.u;
            m_weight[atV] = edge.weight;
        }
    }

    int vertexCount() const { return m_vertexCount; }

    template <class F>
    void forEach(int v, F &&visit) const
    {
        const std::size_t end = m_start[static_cast<std::size_t>(v) + 1];
        for (std::size_t i = m_start[static_cast<std::size_t>(v)]; i < end; ++i)
            visit(m_target[i], m_weight[i]);
    }
    template <class Keep, class F>
    void forEachWhere(int v, Keep &&keep, F &&visit) const
    {
        const std::size_t end = m_start[static_cast<std::size_t>(v) + 1];
        for (std::size_t i = m_start[static_cast<std::size_t>(v)]; i < end; ++i) {
            if (keep(m_target[i]))
                visit(m_target[i], m_weight[i]);
        }
    }
    // The neighbours come in the order of the edges, not of the vertices: the candidates are not
    // used, so that the order stays that of forEachWhere.
    template <class Keep, class F>
    void forEachAmong(int v, const std::vector<int> &, Keep &&keep, F &&visit) const
    {
        forEachWhere(v, keep, visit);
    }

private:
    int m_vertexCount = 0;
    std::vector<std::size_t> m_start; // the neighbours of v at [m_start[v], m_start[v + 1])
    std::vector<int> m_target;
    std::vector<W> m_weight;
};

// One run of the algorithm. Vertices are 0…n−1, non-trivial blossoms n…2n−1; "blossom" below
// includes single vertices (trivial blossoms) unless said otherwise.
//
// Duals change lazily. D, m_stageDelta, is the sum of the changes so far in this stage, and each
// stored dual is what it would be had its top-level blossom's label been in place all stage, so
// that a change of the duals is one addition to D:
//   a vertex:                        dual = m_dual − D if its blossom is S, + D if T, else m_dual
//   a top-level non-trivial blossom: dual = m_dual + D if S, − D if T
//   a blossom inside another:        dual = m_dual
// When a label changes, relabel() moves the stored values so that the duals stay put. The least
// slacks are kept likewise as keys, m_dual[from] + m_dual[to] − 2w over the stored duals: an edge
// from an S-vertex has the slack key − D into an unlabeled blossom, key into a T-blossom, and
// key − 2D into an S-blossom.
template <class W, class Neighbours>
class Matcher
{
public:
    // With `excluded`, the marked vertices are left out: they must be matched among themselves,
    // and stay so (see IncrementalMatching); `active` lists the others, in order, and
    // `neighbours` gives only edges to them.
    Matcher(const Neighbours &neighbours, bool maxCardinality,
            const std::vector<char> *excluded = nullptr, const std::vector<int> *active = nullptr)
        : m_graph(neighbours), m_n(neighbours.vertexCount()), m_maxCardinality(maxCardinality),
          m_excluded(excluded), m_active(active)
    {
        const auto size = static_cast<std::size_t>(2 * m_n);
        const auto vertices = static_cast<std::size_t>(m_n);
        m_mate.assign(vertices, -1);
        m_inBlossom.resize(vertices);
        m_parent.assign(size, -1);
        m_base.assign(size, -1);
        m_children.resize(size);
        m_cycleEdges.resize(size);
        m_topIndex.assign(size, -1);
        m_label.assign(size, Label::None);
        m_labelEdge.assign(size, Edge{});
        m_treeRoot.assign(size, -1);
        m_dual.assign(size, W(0));
        m_bestEdge.assign(size, Arc{});
        m_bestKey.assign(size, noKey);
        m_marked.assign(size, false);
        m_sBits.assign((vertices + 63) / 64, 0);
        m_freeNeighbours.resize(vertices);
        m_freeNeighboursComplete.assign(vertices, false);
    }

    // The heaviest matching from scratch. Ends with every dual stored, ready for the warm
    // start below.
    std::vector<int> run();
    const std::vector<int> &mate() const { return m_mate; }
    // Outside a stage: whether the edge u–v has no slack.
    bool isTight(int u, int v, const W &weight);

    // Warm start, after run(): the edges of vertex v have changed. Dissolves the blossoms holding
    // v, so that any weights of its edges leave the duals feasible once prepareVertex has set v's
    // dual again.
    void releaseVertex(int v);
    // v's dual, the least that keeps its edges feasible; v's mate is freed unless their edge is
    // still tight.
    void prepareVertex(int v);
    // The same for many vertices at once (`changed` marks them), after most weights of their
    // edges changed: see the definition.
    void prepareVertices(const std::vector<int> &vertices, const std::vector<char> &changed);
    // Leaves the pair u–v matched and out of the graph from now on.
    void freezePair(int u, int v);
    // Makes the matching the heaviest again, one tree at a time from each free vertex whose dual
    // is above 0: fast when the change stays local. False when that took more than `budget` scans
    // and changes of the duals (each O(n)); then resume() finishes the work.
    bool reoptimise(long budget);
    // Makes the matching the heaviest again from all free vertices at once.
    void resume();

private:
    using Arc = WeightedArc<W>;
    using Neighbour = WeightedNeighbour<W>;

    static constexpr W noKey = std::numeric_limits<W>::max();

    static std::size_t at(int b) { return static_cast<std::size_t>(b); }
    void markS(int v) { m_sBits[at(v) / 64] |= std::uint64_t{1} << (at(v) % 64); }
    bool isVertex(int b) const { return b < m_n; }
    // How the dual of a vertex in a blossom labeled `label` follows D: −1, 0 or +1.
    static int direction(Label label) { return label == Label::S ? -1 : label == Label::T ? 1 : 0; }
    W deltaTimes(int factor) const
    {
        const W twice = m_stageDelta + m_stageDelta;
        switch (factor) {
        case -2:
            return -twice;
        case -1:
            return -m_stageDelta;
        case 1:
            return m_stageDelta;
        case 2:
            return twice;
        default:
            return W(0);
        }
    }
    W vertexDual(int v) const
    {
        return m_dual[at(v)] + deltaTimes(direction(m_label[at(m_inBlossom[at(v)])]));
    }
    W blossomDual(int b) const
    {
        return m_parent[at(b)] != -1 ? m_dual[at(b)]
                                     : m_dual[at(b)] - deltaTimes(direction(m_label[at(b)]));
    }
    // In place, without temporaries: the matching's most frequent arithmetic.
    __attribute__((always_inline)) W key(int from, int to, const W &weight) const
    {
        W out = m_dual[at(from)];
        out += m_dual[at(to)];
        out -= weight;
        out -= weight;
        return out;
    }

    template <class F>
    void forEachLeaf(int b, F &&visit) const
    {
        if (isVertex(b)) {
            visit(b);
            return;
        }
        for (int child : m_children[at(b)])
            forEachLeaf(child, visit);
    }

    void setBestEdge(int owner, const Arc &arc, const W &arcKey)
    {
        m_bestEdge[at(owner)] = arc;
        m_bestKey[at(owner)] = arcKey;
    }
    void clearBestEdge(int owner) { setBestEdge(owner, Arc{}, noKey); }
    void markBlocksLabeled(int b)
    {
        if constexpr (requires { Neighbours::blockSize; }) {
            forEachLeaf(b, [this](int leaf) {
                m_blockState[at(leaf / Neighbours::blockSize)] = BlockState::Labeled;
            });
        }
    }
    void startBoundedStage();
    bool mayReadBlock(int v, const W &dualV, int block);
    const W &blockLeastDual(int block);
    // Whether the S-vertex v's best edge joins two S-blossoms still: blossoms made since it was
    // found may hold both ends.
    bool joinsTwoBlossoms(int v) const
    {
        return m_inBlossom[at(m_bestEdge[at(v)].to)] != m_inBlossom[at(v)];
    }
    void findBestEdgeBetweenS(int v);
    void addTopBlossom(int b);
    void removeTopBlossom(int b);
    void relabel(int b, Label label);
    void assignLabel(int w, Label label, Edge edge);
    void scan(int v);
    void followTightEdge(int v, int w);
    int findCommonBase(int v, int w);
    void addBlossom(int baseVertex, int v, int w);
    void expandBlossom(int b, bool endOfStage);
    void expandTBlossom(int b);
    int nextZeroDualT();
    W leastFeasibleDual(int v, const std::vector<char> *changed, std::optional<W> &toMate) const;
    void keepMateIfTight(int v, const std::optional<W> &toMate);
    void rotateBlossom(int b, int v);
    void augment(int v, int w);
    void augmentPath(int s, int j);
    void dissolveTopBlossom(int b);
    bool excluded(int v) const { return m_excluded != nullptr && (*m_excluded)[at(v)] != 0; }
    // Outside a stage: whether the free vertex v roots a tree. A free vertex whose dual is 0
    // (after a warm start, or freed by a change of type 1) stays free at no loss: it is not one.
    bool isRoot(int v) const
    {
        return m_mate[at(v)] < 0 && (m_maxCardinality || W(0) < m_dual[at(v)]);
    }
    // Calls visit(v) for every vertex not left out.
    template <class F>
    void forEachActive(F &&visit) const
    {
        if (m_active == nullptr) {
            for (int v = 0; v < m_n; ++v)
                visit(v);
            return;
        }
        for (int v : *m_active)
            visit(v);
    }
    void initialise();
    void runStages();
    enum class StageEnd
    {
        Augmented,
        NothingLeft, // with maxCardinality only
        OverBudget,
    };
    StageEnd growTrees(long &work, long budget);
    void clearLabels();
    bool changeDuals();
    void checkKeys() const;
    const Neighbour *heaviestFreeNeighbour(int v);
    void startStage();
    void endStage();

    const Neighbours &m_graph;
    const int m_n;
    const bool m_maxCardinality;
    const std::vector<char> *m_excluded;
    const std::vector<int> *m_active;

    std::vector<int> m_mate;      // per vertex: its mate, or -1
    std::vector<int> m_inBlossom; // per vertex: the top-level blossom holding it
    std::vector<int> m_parent;    // per blossom: the blossom directly holding it, or -1
    std::vector<int> m_base;      // per blossom: its base vertex; -1 for an unused blossom id
    // Per non-trivial blossom: its sub-blossoms around the cycle, starting at the base one, and
    // the edges joining them: m_cycleEdges[b][i] goes from child i to child i + 1 (mod size).
    std::vector<std::vector<int>> m_children;
    std::vector<std::vector<Edge>> m_cycleEdges;
    std::vector<int> m_topBlossoms; // the top-level non-trivial blossoms
    std::vector<int> m_topIndex;    // per blossom: its place in m_topBlossoms, or -1
    std::vector<Label> m_label;     // per top-level blossom
    // Per labeled top-level blossom: the edge from its parent in the tree into it; none at a root.
    std::vector<Edge> m_labelEdge;
    // Per labeled top-level blossom: the root of its tree. Two S-blossoms of one tree close a
    // blossom, of two trees an augmenting path.
    std::vector<int> m_treeRoot;
    std::vector<W> m_dual; // stored as described above
    W m_stageDelta = W(0);
    // Per vertex not in an S-blossom: the least-slack edge from an S-vertex. Per S-vertex: the
    // least-slack edge to an S-vertex of another blossom when it was scanned, or found again
    // since (changeDuals). A blossom made later may hold both ends; every edge between two
    // S-blossoms still has an end whose best edge has no more slack, or is such a stale one.
    // Per top-level T-blossom: none. With its key, or noKey.
    std::vector<Arc> m_bestEdge;
    std::vector<W> m_bestKey;
    std::vector<int> m_stale;   // scratch of changeDuals: S-vertices whose best edge went stale
    std::vector<bool> m_marked; // scratch of findCommonBase, per blossom
    // Per vertex, one bit: set when the vertex is labeled S in this stage (S-vertices stay so
    // until the stage ends). A best edge found again is looked for among the S-vertices only, and
    // in a warm start's stage they are a few of the n.
    std::vector<std::uint64_t> m_sBits;
    std::vector<int> m_sVertices; // scratch of changeDuals: the S-vertices, in order
    // Per vertex: some of its free neighbours, the heaviest last: all those heavier than any
    // free neighbour left out, or all its free neighbours when "complete".
    std::vector<std::vector<Neighbour>> m_freeNeighbours;
    std::vector<bool> m_freeNeighboursComplete;
    std::vector<Neighbour> m_scratchNeighbours;
    std::vector<std::pair<std::uint64_t, int>> m_scratchOrders; // the same as orders of weights
    // The roots when the stage started, in the order of the vertices: no vertex becomes one
    // during a stage, so the free neighbours are looked for among these rather than among all
    // vertices — a few dozen in the late stages of a matching from scratch, rather than n.
    std::vector<int> m_rootCandidates;
    std::vector<int> m_unusedBlossoms;
    std::vector<int> m_queue;   // S-vertices still to scan
    std::vector<int> m_closing; // scratch of scan: the S-vertices of its tree tightly joined
    bool m_augmented = false;
    int m_roots = 0;              // the trees of this stage
    std::vector<int> m_zeroDualT; // see expandTBlossom
    // In a warm start's one-tree stage (reoptimise), on a graph kept in blocks of vertices: the
    // stage ends by the time D reaches m_stageBound, the least key of an edge from the tree to a
    // free vertex outside it (that edge augments once tight), so an edge whose key is higher can
    // never become tight in the stage and need not be read (see mayReadBlock). Per block:
    // whether a vertex of it was labeled in the stage, and else the least stored dual of its
    // vertices, found when first asked for (unlabeled vertices keep theirs all stage).
    bool m_bounded = false;
    W m_stageBound = noKey;
    enum class BlockState : std::uint8_t
    {
        Unlabeled,      // least dual not known yet
        LeastDualKnown, // unlabeled, m_blockLeastDual set
        Labeled,
    };
    std::vector<BlockState> m_blockState;
    std::vector<W> m_blockLeastDual;
};

template <class W, class Neighbours>
void Matcher<W, Neighbours>::addTopBlossom(int b)
{
    m_topIndex[at(b)] = static_cast<int>(m_topBlossoms.size());
    m_topBlossoms.push_back(b);
}

template <class W, class Neighbours>
void Matcher<W, Neighbours>::removeTopBlossom(int b)
{
    const int index = m_topIndex[at(b)];
    if (index < 0)
        return;
    const int last = m_topBlossoms.back();
    m_topBlossoms[at(index)] = last;
    m_topIndex[at(last)] = index;
    m_topBlossoms.pop_back();
    m_topIndex[at(b)] = -1;
}

// Gives the top-level blossom b another label, moving the stored duals and keys of its vertices
// (and its own) so that the duals and slacks stay what they are.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::relabel(int b, Label label)
{
    const int shift = direction(m_label[at(b)]) - direction(label);
    m_label[at(b)] = label;
    if (m_bounded && label != Label::None)
        markBlocksLabeled(b);
    if (shift == 0 || m_stageDelta == W(0))
        return;
    const W amount = deltaTimes(shift);
    forEachLeaf(b, [&](int leaf) {
        m_dual[at(leaf)] += amount;
        if (m_bestEdge[at(leaf)].exists())
            m_bestKey[at(leaf)] += amount;
    });
    if (!isVertex(b))
        m_dual[at(b)] -= amount;
}

// Labels the unlabeled top-level blossom of w, reached through `edge` (none for a root). A
// T-blossom's base is matched: its mate's blossom becomes S in turn.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::assignLabel(int w, Label label, Edge edge)
{
    const int b = m_inBlossom[at(w)];
    assert(m_label[at(b)] == Label::None);
    relabel(b, label);
    m_labelEdge[at(b)] = edge;
    m_treeRoot[at(b)] = edge.exists() ? m_treeRoot[at(m_inBlossom[at(edge.from)])] : b;
    clearBestEdge(b);
    if (label == Label::S) {
        forEachLeaf(b, [this](int leaf) {
            clearBestEdge(leaf); // its scan finds its best edge between S-blossoms
            m_queue.push_back(leaf);
            markS(leaf);
        });
        return;
    }
    const int base = m_base[at(b)];
    const int mate = m_mate[at(base)];
    assert(mate >= 0);
    assignLabel(mate, Label::S, Edge{base, mate});
}

// Follows the tight edge v–w, v in a top-level S-blossom, w in another top-level blossom.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::followTightEdge(int v, int w)
{
    const int bw = m_inBlossom[at(w)];
    switch (m_label[at(bw)]) {
    case Label::None:
        if (m_mate[at(m_base[at(bw)])] < 0) {
            // A free vertex or blossom outside the trees, its dual 0 (after a warm start or a
            // change of type 1): augment into it.
            if (!isVertex(bw))
                rotateBlossom(bw, w);
            m_mate[at(w)] = v;
            augmentPath(v, w);
            m_augmented = true;
        } else {
            assignLabel(w, Label::T, Edge{v, w});
        }
        break;
    case Label::S:
        if (const int base = findCommonBase(v, w); base >= 0) {
            addBlossom(base, v, w);
        } else {
            augment(v, w);
            m_augmented = true;
        }
        break;
    case Label::T:
        break;
    }
}

// Looks at every edge of the S-vertex v: follows the tight ones, keeps the least slacks.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::scan(int v)
{
    int bv = m_inBlossom[at(v)];
    const W dualV = m_dual[at(v)];
    const W tightToUnlabeled = m_stageDelta;
    const W tightToS = m_stageDelta + m_stageDelta;
    // The edges to skip, known by their ends before the weight is read: none after an
    // augmentation, those inside v's blossom, those to T-vertices (a T-vertex's slack to
    // S-vertices never changes, and it never matters).
    const auto wanted = [&](int x) __attribute__((always_inline))
    {
        if (m_augmented)
            return false;
        const int bx = m_inBlossom[at(x)];
        return bx != bv && !(m_label[at(bx)] == Label::T && isVertex(bx));
    };
    const auto visit = [&](int x, const W &weight) __attribute__((always_inline))
    {
        const int bx = m_inBlossom[at(x)];
        const Label label = m_label[at(bx)];
        W k = dualV;
        k -= weight;
        k -= weight;
        k += m_dual[at(x)];
        if (label == Label::S) {
            if (k == tightToS) {
                if (m_treeRoot[at(bx)] == m_treeRoot[at(bv)])
                    m_closing.push_back(x); // a blossom: once the row is looked at
                else
                    followTightEdge(v, x); // an augmenting path
            } else if (k < m_bestKey[at(v)]) {
                setBestEdge(v, Arc{v, x, weight}, k);
            }
        } else if (label == Label::None && k == tightToUnlabeled) {
            followTightEdge(v, x);
        } else if (k < m_bestKey[at(x)]) {
            setBestEdge(x, Arc{v, x, weight}, k);
            if (m_bounded && label == Label::None && k < m_stageBound &&
                m_mate[at(m_base[at(bx)])] < 0)
                m_stageBound = k; // to a free vertex: augments when tight
        }
    };
    bool byBlocks = false;
    if constexpr (requires { Neighbours::blockSize; }) {
        if (m_bounded) {
            byBlocks = true;
            m_graph.forEachInBlocksWhere(
                v, [&](int block) { return mayReadBlock(v, dualV, block); }, wanted, visit);
        }
    }
    if (!byBlocks)
        m_graph.forEachWhere(v, wanted, visit);
    // The blossoms v's row closes, unless it led to another tree: shrinking them costs a pass
    // over their vertices' edges, and an augmentation ends the stage, which dissolves them. Both
    // ends are S-vertices, whose duals a blossom leaves as they are: the edges stay tight.
    for (int x : m_closing) {
        if (m_augmented)
            break;
        if (m_inBlossom[at(x)] != m_inBlossom[at(v)])
            followTightEdge(v, x);
    }
    m_closing.clear();
}

// Walks up the trees from the S-vertices v and w, one blossom at a time from each side in turn;
// returns the base of the first blossom met from both sides, or -1 when the trees differ.
template <class W, class Neighbours>
int Matcher<W, Neighbours>::findCommonBase(int v, int w)
{
    std::vector<int> path;
    int base = -1;
    while (v >= 0 || w >= 0) {
        if (v >= 0) {
            const int b = m_inBlossom[at(v)];
            if (m_marked[at(b)]) {
                base = m_base[at(b)];
                break;
            }
            m_marked[at(b)] = true;
            path.push_back(b);
            if (!m_labelEdge[at(b)].exists()) {
                v = -1; // a root
            } else {
                const int t = m_inBlossom[at(m_labelEdge[at(b)].from)];
                v = m_labelEdge[at(t)].from;
            }
        }
        if (w >= 0)
            std::swap(v, w);
    }
    for (int b : path)
        m_marked[at(b)] = false;
    return base;
}

// Shrinks the cycle closed by the tight edge v–w between two S-blossoms of one tree, whose paths
// to the root meet at the blossom of `baseVertex`, into a new S-blossom.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::addBlossom(int baseVertex, int v, int w)
{
    const int bb = m_inBlossom[at(baseVertex)];
    const int b = m_unusedBlossoms.back();
    m_unusedBlossoms.pop_back();
    m_base[at(b)] = baseVertex;
    m_parent[at(b)] = -1;

    // Around the cycle: bb, the blossoms from bb down to v's, then from w's back up to bb.
    std::vector<int> &children = m_children[at(b)];
    std::vector<Edge> &edges = m_cycleEdges[at(b)];
    children.assign(1, bb);
    edges.clear();
    std::vector<int> vSide;
    std::vector<Edge> vSideEdges;
    for (int bv = m_inBlossom[at(v)]; bv != bb;) {
        vSide.push_back(bv);
        vSideEdges.push_back(m_labelEdge[at(bv)]); // from the parent into bv
        bv = m_inBlossom[at(m_labelEdge[at(bv)].from)];
    }
    children.insert(children.end(), vSide.rbegin(), vSide.rend());
    edges.insert(edges.end(), vSideEdges.rbegin(), vSideEdges.rend());
    edges.push_back(Edge{v, w});
    for (int bw = m_inBlossom[at(w)]; bw != bb;) {
        children.push_back(bw);
        const Edge up = m_labelEdge[at(bw)]; // from the parent into bw
        edges.push_back(Edge{up.to, up.from});
        bw = m_inBlossom[at(up.from)];
    }
    assert(children.size() % 2 == 1 && children.size() >= 3);

    // The children's duals stop following D; T-vertices become S-vertices: scan them. The
    // S-vertices keep their best edges, even those the blossom now holds (see m_bestEdge).
    const W twice = m_stageDelta + m_stageDelta;
    for (int child : children) {
        if (!isVertex(child)) {
            m_dual[at(child)] = blossomDual(child);
            removeTopBlossom(child);
            clearBestEdge(child);
        }
        m_parent[at(child)] = b;
        const bool wasT = m_label[at(child)] == Label::T;
        forEachLeaf(child, [&](int leaf) {
            if (wasT) {
                m_dual[at(leaf)] += twice;
                clearBestEdge(leaf); // its scan finds its best edge between S-blossoms
                m_queue.push_back(leaf);
                markS(leaf);
            }
            m_inBlossom[at(leaf)] = b;
        });
    }
    m_label[at(b)] = Label::S;
    m_labelEdge[at(b)] = m_labelEdge[at(bb)];
    m_treeRoot[at(b)] = m_treeRoot[at(bb)];
    m_dual[at(b)] = -m_stageDelta; // a dual of 0
    clearBestEdge(b);
    addTopBlossom(b);
}

// Dissolves the top-level blossom b into its children. In a stage (a T-blossom whose dual
// reached 0), the children on the even path from the entry child to the base child are labeled
// T, S, T, …, T, keeping the tree alternating; the others stay unlabeled. At the end of a stage
// (an S-blossom whose dual is 0), children with a zero dual are dissolved too.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::expandBlossom(int b, bool endOfStage)
{
    const std::vector<int> children = std::move(m_children[at(b)]);
    const std::vector<Edge> edges = std::move(m_cycleEdges[at(b)]);
    removeTopBlossom(b);
    for (int child : children) {
        m_parent[at(child)] = -1;
        if (isVertex(child)) {
            m_inBlossom[at(child)] = child;
        } else if (endOfStage && m_dual[at(child)] == W(0)) {
            expandBlossom(child, endOfStage);
            continue;
        } else {
            forEachLeaf(child, [&](int leaf) { m_inBlossom[at(leaf)] = child; });
            addTopBlossom(child);
        }
        // Unlabeled: the vertices leave b's label T (a child's own dual was stored as is).
        m_label[at(child)] = Label::None;
        if (!endOfStage) {
            forEachLeaf(child, [&](int leaf) {
                m_dual[at(leaf)] += m_stageDelta;
                if (m_bestEdge[at(leaf)].exists())
                    m_bestKey[at(leaf)] += m_stageDelta;
            });
        }
    }

    if (!endOfStage) {
        assert(m_label[at(b)] == Label::T);
        const auto size = static_cast<int>(children.size());
        const auto child = [&](int j) { return children[at(j)]; };
        Edge entry = m_labelEdge[at(b)];
        const int entryChild = m_inBlossom[at(entry.to)];
        int j = static_cast<int>(std::find(children.begin(), children.end(), entryChild) -
                                 children.begin());
        // Children 2i−1 and 2i are matched: from an odd j go forward to the base, from an even j
        // backward; either way an even number of steps.
        const int step = j % 2 == 1 ? 1 : -1;
        while (j != 0) {
            assert(m_inBlossom[at(entry.to)] == child(j));
            assignLabel(entry.to, Label::T, entry); // and its mate, child j + step, S
            const int next = (j + step + size) % size;
            const int afterNext = (next + step + size) % size;
            if (step == 1)
                entry = edges[at(next)];
            else
                entry = Edge{edges[at(afterNext)].to, edges[at(afterNext)].from};
            j = afterNext;
        }
        // The base child is T too, but its mate is already S (outside b): no assignLabel.
        relabel(child(0), Label::T);
        m_labelEdge[at(child(0))] = entry;
        m_treeRoot[at(child(0))] = m_treeRoot[at(b)];
        clearBestEdge(child(0));
    }

    m_label[at(b)] = Label::None;
    m_labelEdge[at(b)] = Edge{};
    m_base[at(b)] = -1;
    clearBestEdge(b);
    m_dual[at(b)] = W(0);
    m_unusedBlossoms.push_back(b);
}

// Makes the vertex v (inside blossom b) b's base, swapping matched and unmatched edges along
// the even path from v's child to the base child.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::rotateBlossom(int b, int v)
{
    int t = v;
    while (m_parent[at(t)] != b)
        t = m_parent[at(t)];
    if (!isVertex(t))
        rotateBlossom(t, v);

    std::vector<int> &children = m_children[at(b)];
    std::vector<Edge> &edges = m_cycleEdges[at(b)];
    const auto size = static_cast<int>(children.size());
    const int i =
        static_cast<int>(std::find(children.begin(), children.end(), t) - children.begin());
    const int step = i % 2 == 1 ? 1 : -1;
    for (int j = i; j != 0;) {
        const int next = (j + step + size) % size;
        const int afterNext = (next + step + size) % size;
        // The edge between children `next` and `afterNext` becomes matched.
        Edge edge =
            step == 1 ? edges[at(next)] : Edge{edges[at(afterNext)].to, edges[at(afterNext)].from};
        if (!isVertex(children[at(next)]))
            rotateBlossom(children[at(next)], edge.from);
        if (!isVertex(children[at(afterNext)]))
            rotateBlossom(children[at(afterNext)], edge.to);
        m_mate[at(edge.from)] = edge.to;
        m_mate[at(edge.to)] = edge.from;
        j = afterNext;
    }
    std::rotate(children.begin(), children.begin() + i, children.end());
    std::rotate(edges.begin(), edges.begin() + i, edges.end());
    m_base[at(b)] = v;
}

// Augments the matching along the path through the tight edge v–w between two trees: from each
// end back to its root, matched and unmatched edges swap.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::augment(int v, int w)
{
    augmentPath(v, w);
    augmentPath(w, v);
}

// Matches the S-vertex s to j (or frees it, j = −1) and swaps matched and unmatched edges on the
// path from s back to its tree's root.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::augmentPath(int s, int j)
{
    while (true) {
        const int bs = m_inBlossom[at(s)];
        assert(m_label[at(bs)] == Label::S);
        if (!isVertex(bs))
            rotateBlossom(bs, s);
        m_mate[at(s)] = j;
        const Edge up = m_labelEdge[at(bs)];
        if (!up.exists())
            break; // the root, free until now
        const int bt = m_inBlossom[at(up.from)];
        assert(m_label[at(bt)] == Label::T);
        const Edge entry = m_labelEdge[at(bt)];
        if (!isVertex(bt))
            rotateBlossom(bt, entry.to);
        m_mate[at(entry.to)] = entry.from;
        s = entry.from;
        j = entry.to;
    }
}

// In a debug build: every kept key gives its edge's slack.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::checkKeys() const
{
#ifndef NDEBUG
    const auto slack = [&](const Arc &arc) {
        return vertexDual(arc.from) + vertexDual(arc.to) - (arc.weight + arc.weight);
    };
    forEachActive([&](int v) {
        const int b = m_inBlossom[at(v)];
        const Arc &arc = m_bestEdge[at(v)];
        assert(arc.exists() == (m_bestKey[at(v)] != noKey));
        if (!arc.exists() || (m_label[at(b)] == Label::S && !joinsTwoBlossoms(v)))
            return;
        assert(m_label[at(m_inBlossom[at(arc.from)])] == Label::S);
        assert(m_label[at(b)] != Label::S ||
               (arc.from == v && m_label[at(m_inBlossom[at(arc.to)])] == Label::S));
        const int factor = m_label[at(b)] == Label::S ? 2 : m_label[at(b)] == Label::T ? 0 : 1;
        assert(slack(arc) == m_bestKey[at(v)] - deltaTimes(factor));
        assert(!(slack(arc) < W(0)));
    });
    for (int b : m_topBlossoms) {
        assert(m_parent[at(b)] == -1 && !(blossomDual(b) < W(0)));
        assert(m_label[at(b)] != Label::S || !m_bestEdge[at(b)].exists());
    }
#endif
}

// The S-vertex v's least-slack edge to an S-vertex of another blossom, found among m_sVertices.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::findBestEdgeBetweenS(int v)
{
    clearBestEdge(v);
    const int bv = m_inBlossom[at(v)];
    const auto toOtherS = [&](int x) {
        const int other = m_inBlossom[at(x)];
        return other != bv && m_label[at(other)] == Label::S;
    };
    m_graph.forEachAmong(v, m_sVertices, toOtherS, [&](int x, const W &weight) {
        const W k = key(v, x, weight);
        if (k < m_bestKey[at(v)])
            setBestEdge(v, Arc{v, x, weight}, k);
    });
}

// Changes the duals by the largest feasible delta and follows what it made tight; false when
// the matching is optimal.
template <class W, class Neighbours>
bool Matcher<W, Neighbours>::changeDuals()
{
    checkKeys();
    // The least stored vertex dual per label, the least keys of the edges that can become
    // tight, the least stored T-blossom dual.
    std::array<W, 3> leastDual = {noKey, noKey, noKey};
    W leastToUnlabeled = noKey, leastBetweenS = noKey, leastT = noKey;
    int toUnlabeled = -1, betweenS = -1, expandT = -1, leastS = -1;
    forEachActive([&](int v) {
        const int b = m_inBlossom[at(v)];
        const Label label = m_label[at(b)];
        W &least = leastDual[static_cast<std::size_t>(label)];
        if (m_dual[at(v)] < least) {
            least = m_dual[at(v)];
            if (label == Label::S)
                leastS = v;
        }
        if (label == Label::None) {
            if (m_bestKey[at(v)] < leastToUnlabeled) {
                leastToUnlabeled = m_bestKey[at(v)];
                toUnlabeled = v;
            }
        } else if (label == Label::S && m_bestKey[at(v)] < leastBetweenS) {
            if (joinsTwoBlossoms(v)) {
                leastBetweenS = m_bestKey[at(v)];
                betweenS = v;
            } else {
                m_stale.push_back(v);
            }
        }
    });
    // A stale best edge lighter in slack than the least found may hide one that is not: such
    // vertices find theirs again. (A stale one no lighter hides nothing lighter.)
    if (!m_stale.empty()) {
        m_sVertices.clear();
        for (std::size_t word = 0; word < m_sBits.size(); ++word) {
            for (std::uint64_t bits = m_sBits[word]; bits != 0; bits &= bits - 1)
                m_sVertices.push_back(
                    static_cast<int>(word * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))));
        }
        for (int v : m_stale) {
            if (!(m_bestKey[at(v)] < leastBetweenS))
                continue;
            findBestEdgeBetweenS(v);
            if (m_bestKey[at(v)] < leastBetweenS) {
                leastBetweenS = m_bestKey[at(v)];
                betweenS = v;
            }
        }
        m_stale.clear();
    }
    for (int b : m_topBlossoms) {
        if (m_label[at(b)] == Label::T && m_dual[at(b)] < leastT) {
            leastT = m_dual[at(b)];
            expandT = b;
        }
    }

    // (1) The least dual of an S-vertex. (From scratch the free vertices have the least duals of
    // all; after a warm start a matched vertex may have less, and only S-vertices' duals fall.)
    const W leastSDual = leastDual[static_cast<std::size_t>(Label::S)] != noKey
                             ? leastDual[static_cast<std::size_t>(Label::S)] - m_stageDelta
                             : noKey;
    W leastVertexDual = std::min(leastDual[static_cast<std::size_t>(Label::None)], leastSDual);
    if (leastDual[static_cast<std::size_t>(Label::T)] != noKey)
        leastVertexDual =
            std::min(leastVertexDual, leastDual[static_cast<std::size_t>(Label::T)] + m_stageDelta);

    enum class Kind
    {
        None,
        FreeVertexZero, // (1)
        ToUnlabeled,    // (2)
        BetweenS,       // (3)
        ExpandT,        // (4)
    };
    Kind kind = Kind::None;
    W delta(0);
    const auto offer = [&](Kind k, const W &value) {
        if (kind == Kind::None || value < delta) {
            kind = k;
            delta = value;
        }
    };
    if (!m_maxCardinality)
        offer(Kind::FreeVertexZero, leastSDual); // first: on a tie, stop
    if (toUnlabeled >= 0)
        offer(Kind::ToUnlabeled, leastToUnlabeled - m_stageDelta);
    if (betweenS >= 0) {
        const W slack = leastBetweenS - (m_stageDelta + m_stageDelta);
        assert(((slack >> 1) + (slack >> 1)) == slack);
        offer(Kind::BetweenS, slack >> 1);
    }
    if (expandT >= 0)
        offer(Kind::ExpandT, leastT - m_stageDelta);
    if (kind == Kind::None) {
        // Only with maxCardinality: no augmenting path is left. A last change keeps the duals
        // of an optimum of the maximum-cardinality problem.
        assert(m_maxCardinality);
        kind = Kind::FreeVertexZero;
        delta = std::max(W(0), leastVertexDual);
    }
    assert(!(delta < W(0)));
    m_stageDelta += delta;

    switch (kind) {
    case Kind::None:
    case Kind::FreeVertexZero:
        if (m_maxCardinality)
            return false;
        // The S-vertex leastS has a dual of 0: it may stay free. The path from its root to it
        // swaps, which matches the root (nothing changes when it is the root).
        augmentPath(leastS, -1);
        m_augmented = true;
        return true;
    case Kind::ToUnlabeled:
        followTightEdge(m_bestEdge[at(toUnlabeled)].from, m_bestEdge[at(toUnlabeled)].to);
        break;
    case Kind::BetweenS:
        followTightEdge(m_bestEdge[at(betweenS)].from, m_bestEdge[at(betweenS)].to);
        break;
    case Kind::ExpandT:
        expandTBlossom(expandT);
        break;
    }
    return true;
}

// Expands the T-blossom b, whose dual is 0, and keeps those of its children that are T-blossoms
// with a dual of 0 as well: each is expanded in turn when the scans are done, without a change
// of the duals, which would pass over every vertex to find it again. (A bracket's weights set
// anew can leave blossoms nested a thousand deep with duals of 0: round 6 of 5,000 players had a
// stage of 2,155 such changes, 150 ms. Expanding the whole nest at once, before the scans of the
// vertices each level labels S, made round 5 slower instead: the scans often augment first.)
template <class W, class Neighbours>
void Matcher<W, Neighbours>::expandTBlossom(int b)
{
    const std::vector<int> children = m_children[at(b)];
    expandBlossom(b, false);
    for (int child : children) {
        if (!isVertex(child) && m_label[at(child)] == Label::T && blossomDual(child) == W(0))
            m_zeroDualT.push_back(child);
    }
}

// A T-blossom kept by expandTBlossom that is still a top-level T-blossom with a dual of 0, or -1.
template <class W, class Neighbours>
int Matcher<W, Neighbours>::nextZeroDualT()
{
    while (!m_zeroDualT.empty()) {
        const int t = m_zeroDualT.back();
        m_zeroDualT.pop_back();
        if (m_base[at(t)] >= 0 && m_parent[at(t)] == -1 && m_label[at(t)] == Label::T &&
            blossomDual(t) == W(0))
            return t;
    }
    return -1;
}

// Moves the `count` heaviest of [begin, end) by `lighter` to its end, the lightest first, and
// returns where they begin.
template <class Iterator, class Lighter>
Iterator keepHeaviest(Iterator begin, Iterator end, std::size_t count, Lighter lighter)
{
    Iterator first = begin;
    if (end - begin > static_cast<std::ptrdiff_t>(count)) {
        first = end - static_cast<std::ptrdiff_t>(count);
        std::nth_element(begin, first, end, lighter);
    }
    std::sort(first, end, lighter);
    return first;
}

// The heaviest neighbour of v that is still free, if any. Vertices only ever get matched, so
// v's buffer of its heaviest free neighbours only loses entries; it is refilled, by a pass over
// all neighbours, after `bufferSize` of them got matched.
template <class W, class Neighbours>
auto Matcher<W, Neighbours>::heaviestFreeNeighbour(int v) -> const Neighbour *
{
    constexpr std::size_t bufferSize = 32;
    std::vector<Neighbour> &buffer = m_freeNeighbours[at(v)];
    while (true) {
        while (!buffer.empty() && !isRoot(buffer.back().vertex))
            buffer.pop_back();
        if (!buffer.empty())
            return &buffer.back();
        if (m_freeNeighboursComplete[at(v)])
            return nullptr;
        // Only startStage asks, where a candidate is a root as long as it is free.
        const auto free = [&](int x) { return m_mate[at(x)] < 0; };
        if constexpr (requires { Neighbours::ordersWeights; }) {
            // The weights' orders are selected and sorted, and only the kept ones read. The
            // scratch space only grows: sized anew for each refill, it was written twice.
            if (m_scratchOrders.size() < m_rootCandidates.size())
                m_scratchOrders.resize(m_rootCandidates.size());
            std::size_t found = 0;
            m_graph.forEachOrderAmong(v, m_rootCandidates, free, [&](int x, std::uint64_t order) {
                m_scratchOrders[found++] = {order, x};
            });
            const auto end = m_scratchOrders.begin() + static_cast<std::ptrdiff_t>(found);
            const auto first =
                keepHeaviest(m_scratchOrders.begin(), end, bufferSize,
                             [](const auto &a, const auto &b) { return a.first < b.first; });
            m_freeNeighboursComplete[at(v)] = found <= bufferSize;
            buffer.clear();
            for (auto kept = first; kept != end; ++kept)
                buffer.push_back(Neighbour{kept->second, m_graph.weight(v, kept->second)});
        } else {
            m_scratchNeighbours.clear();
            m_graph.forEachAmong(v, m_rootCandidates, free, [&](int x, const W &weight) {
                m_scratchNeighbours.push_back(Neighbour{x, weight});
            });
            const auto first = keepHeaviest(
                m_scratchNeighbours.begin(), m_scratchNeighbours.end(), bufferSize,
                [](const Neighbour &a, const Neighbour &b) { return a.weight < b.weight; });
            m_freeNeighboursComplete[at(v)] = m_scratchNeighbours.size() <= bufferSize;
            buffer.assign(first, m_scratchNeighbours.end());
        }
    }
}

// Labels the free blossoms S, the roots of the stage's trees, and finds each vertex's best edges
// to them. A free vertex that is a blossom of its own is not scanned: all free vertices have the
// same dual, so the least slack from any of them to a vertex is that of the heaviest edge.
// A stage's start: nothing labeled, no least-slack edges, nothing to scan.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::clearLabels()
{
    std::fill(m_label.begin(), m_label.end(), Label::None);
    std::fill(m_bestEdge.begin(), m_bestEdge.end(), Arc{});
    std::fill(m_bestKey.begin(), m_bestKey.end(), noKey);
    m_queue.clear();
    m_zeroDualT.clear();
    std::fill(m_sBits.begin(), m_sBits.end(), 0);
    m_augmented = false;
    m_roots = 0;
    assert(m_stageDelta == W(0));
}

template <class W, class Neighbours>
void Matcher<W, Neighbours>::startStage()
{
    clearLabels();
    m_rootCandidates.clear();
    forEachActive([&](int v) {
        if (isRoot(v))
            m_rootCandidates.push_back(v);
    });
    // Two free vertices joined by a tight edge are matched at once, as many pairs as there are,
    // rather than one augmentation a stage: the first stage of a graph with many edges of the
    // heaviest weight does most of the work so. (All free vertices have the same dual, so the
    // heaviest free neighbour is the tightest.)
    forEachActive([&](int v) {
        if (!isRoot(v) || m_inBlossom[at(v)] != v)
            return;
        const Neighbour *heaviest = heaviestFreeNeighbour(v);
        if (heaviest == nullptr || m_inBlossom[at(heaviest->vertex)] != heaviest->vertex ||
            key(v, heaviest->vertex, heaviest->weight) != W(0))
            return;
        m_mate[at(v)] = heaviest->vertex;
        m_mate[at(heaviest->vertex)] = v;
    });
    // The buffers refilled from here on read only the vertices still free: after a first stage's
    // pairs (most of a graph with many edges of the heaviest weight), a row's few rather than n.
    std::erase_if(m_rootCandidates, [&](int v) { return !isRoot(v); });
    forEachActive([&](int v) {
        const int b = m_inBlossom[at(v)];
        if (!isRoot(v) || m_label[at(b)] != Label::None)
            return; // matched, free for good, or in a labeled blossom
        ++m_roots;
        if (b == v) {
            m_label[at(v)] = Label::S; // a root, scanned through its neighbours' best edges
            markS(v);
            m_labelEdge[at(v)] = Edge{};
            m_treeRoot[at(v)] = v;
        } else {
            assignLabel(v, Label::S, Edge{});
        }
    });
    std::vector<int> tight;
    forEachActive([&](int v) {
        const int b = m_inBlossom[at(v)];
        if (m_label[at(b)] == Label::S && b != v)
            return; // in a free blossom: scanned
        const Neighbour *heaviest = heaviestFreeNeighbour(v);
        if (heaviest == nullptr)
            return;
        const Arc arc = m_label[at(b)] == Label::S ? Arc{v, heaviest->vertex, heaviest->weight}
                                                   : Arc{heaviest->vertex, v, heaviest->weight};
        setBestEdge(v, arc, key(arc.from, arc.to, arc.weight));
        if (m_bestKey[at(v)] == W(0))
            tight.push_back(v);
    });
    // Follow the tight edges from the roots now rather than through changes of 0, one at a time.
    for (int v : tight) {
        const Arc &arc = m_bestEdge[at(v)];
        if (m_augmented)
            return;
        if (!arc.exists() || m_bestKey[at(v)] != W(0))
            continue; // v got labeled meanwhile
        const int from = m_inBlossom[at(arc.from)];
        const int to = m_inBlossom[at(arc.to)];
        if (from != to && m_label[at(from)] == Label::S && m_label[at(to)] != Label::T)
            followTightEdge(arc.from, arc.to);
    }
}

// Stores every dual as it is, D back to 0; then dissolves the S-blossoms whose dual is 0, which
// need not stay.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::endStage()
{
    forEachActive([&](int v) { m_dual[at(v)] = vertexDual(v); });
    for (int b : m_topBlossoms)
        m_dual[at(b)] = blossomDual(b);
    m_stageDelta = W(0);
    const std::vector<int> topLevel = m_topBlossoms;
    for (int b : topLevel) {
        if (m_label[at(b)] == Label::S && m_dual[at(b)] == W(0))
            expandBlossom(b, true);
    }
}

// Every vertex a blossom of its own and free (but the excluded ones, which keep their mates),
// every dual 0, nothing labeled.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::initialise()
{
    for (int v = 0; v < m_n; ++v) {
        if (!excluded(v))
            m_mate[at(v)] = -1;
        m_inBlossom[at(v)] = v;
        m_base[at(v)] = v;
        m_freeNeighbours[at(v)].clear();
        m_freeNeighboursComplete[at(v)] = false;
    }
    for (int b = m_n; b < 2 * m_n; ++b) {
        m_base[at(b)] = -1;
        m_children[at(b)].clear();
        m_cycleEdges[at(b)].clear();
    }
    std::fill(m_parent.begin(), m_parent.end(), -1);
    std::fill(m_topIndex.begin(), m_topIndex.end(), -1);
    std::fill(m_label.begin(), m_label.end(), Label::None);
    std::fill(m_labelEdge.begin(), m_labelEdge.end(), Edge{});
    std::fill(m_dual.begin(), m_dual.end(), W(0));
    std::fill(m_bestEdge.begin(), m_bestEdge.end(), Arc{});
    std::fill(m_bestKey.begin(), m_bestKey.end(), noKey);
    m_topBlossoms.clear();
    m_unusedBlossoms.clear();
    for (int b = 2 * m_n - 1; b >= m_n; --b)
        m_unusedBlossoms.push_back(b);
    m_queue.clear();
    m_stageDelta = W(0);
    m_augmented = false;
}

template <class W, class Neighbours>
std::vector<int> Matcher<W, Neighbours>::run()
{
    if (m_n == 0)
        return {};
    initialise();
    W largest(0);
    if constexpr (requires { Neighbours::ordersWeights; }) {
        // By the weights' orders, and only the heaviest weight read: 12.5 million wide weights
        // made and compared took half the time of C.4's matching of 5,000 players.
        std::uint64_t heaviest = 0;
        std::optional<std::pair<int, int>> heaviestEdge;
        forEachActive([&](int v) {
            m_graph.forEachOrder(v, [&](int x, std::uint64_t order) {
                if (!heaviestEdge || heaviest < order) {
                    heaviest = order;
                    heaviestEdge = {v, x};
                }
            });
        });
        if (heaviestEdge)
            largest = std::max(largest, m_graph.weight(heaviestEdge->first, heaviestEdge->second));
    } else {
        forEachActive([&](int v) {
            m_graph.forEach(v, [&](int, const W &weight) { largest = std::max(largest, weight); });
        });
    }
    for (int v = 0; v < m_n; ++v)
        m_dual[at(v)] = largest;
    runStages();
    return m_mate;
}

// Stages until no free vertex roots a tree: each matches a root, by an augmenting path or by
// giving its freedom to a vertex whose dual fell to 0.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::runStages()
{
    long work = 0;
    while (true) {
        startStage();
        if (m_roots == 0) {
            endStage(); // optimal
            return;
        }
        const StageEnd end = growTrees(work, std::numeric_limits<long>::max());
        endStage();
        if (end != StageEnd::Augmented)
            return; // with maxCardinality: no augmenting path is left
    }
}

// Scans S-vertices and changes the duals until the stage augments (or frees a vertex whose dual
// fell to 0), each scan and change adding 1 to `work`; stops early when `work` passes `budget`.
template <class W, class Neighbours>
auto Matcher<W, Neighbours>::growTrees(long &work, long budget) -> StageEnd
{
    while (!m_augmented) {
        while (!m_queue.empty() && !m_augmented) {
            const int v = m_queue.back();
            m_queue.pop_back();
            scan(v);
            ++work;
        }
        if (!m_augmented) {
            if (const int t = nextZeroDualT(); t >= 0)
                expandTBlossom(t);
            else if (!changeDuals())
                return StageEnd::NothingLeft;
            ++work;
        }
        if (work > budget)
            return StageEnd::OverBudget;
    }
    return StageEnd::Augmented;
}

// After a warm start that took too long: every free vertex gets the dual of the highest of them,
// which keeps every edge feasible, and the stages go on from all of them at once, as from
// scratch but from the matching there is. (A free blossom is dissolved first, so that its base's
// dual can rise alone.)
template <class W, class Neighbours>
void Matcher<W, Neighbours>::resume()
{
    for (bool dissolved = true; dissolved;) {
        dissolved = false;
        const std::vector<int> topLevel = m_topBlossoms;
        for (int b : topLevel) {
            if (m_mate[at(m_base[at(b)])] < 0) {
                dissolveTopBlossom(b);
                dissolved = true;
            }
        }
    }
    W highest(0);
    forEachActive([&](int v) {
        if (m_mate[at(v)] < 0)
            highest = std::max(highest, m_dual[at(v)]);
    });
    forEachActive([&](int v) {
        if (m_mate[at(v)] < 0)
            m_dual[at(v)] = highest;
        // Vertices were freed since the lists of free neighbours were made.
        m_freeNeighbours[at(v)].clear();
        m_freeNeighboursComplete[at(v)] = false;
    });
    runStages();
}

// Dissolves the top-level blossom b outside a stage. Its dual moves to its vertices (each gets
// z(b) more in the doubled units), which keeps the edges inside tight and the others feasible;
// the matched edge from its base out of it loses its tightness, so that pair is freed.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::dissolveTopBlossom(int b)
{
    assert(!isVertex(b) && m_parent[at(b)] == -1 && m_stageDelta == W(0));
    const W z = m_dual[at(b)];
    if (z != W(0)) {
        forEachLeaf(b, [&](int leaf) { m_dual[at(leaf)] += z; });
        const int base = m_base[at(b)];
        if (const int mate = m_mate[at(base)]; mate >= 0) {
            m_mate[at(base)] = -1;
            m_mate[at(mate)] = -1;
        }
        m_dual[at(b)] = W(0);
    }
    expandBlossom(b, true);
}

template <class W, class Neighbours>
bool Matcher<W, Neighbours>::isTight(int u, int v, const W &weight)
{
    assert(m_stageDelta == W(0));
    W slack = m_dual[at(u)] + m_dual[at(v)] - (weight + weight);
    // The blossoms holding both count too: the first ancestor of v that holds u, and those above.
    for (int b = m_parent[at(u)]; b != -1; b = m_parent[at(b)])
        m_marked[at(b)] = true;
    bool common = false;
    for (int b = m_parent[at(v)]; b != -1; b = m_parent[at(b)]) {
        common = common || m_marked[at(b)];
        if (common)
            slack += m_dual[at(b)] + m_dual[at(b)];
    }
    for (int b = m_parent[at(u)]; b != -1; b = m_parent[at(b)])
        m_marked[at(b)] = false;
    return slack == W(0);
}

template <class W, class Neighbours>
void Matcher<W, Neighbours>::releaseVertex(int v)
{
    while (m_inBlossom[at(v)] != v)
        dissolveTopBlossom(m_inBlossom[at(v)]);
}

// Gives the vertex v, a blossom of its own now, the least dual that keeps its edges feasible. Its
// matched edge stays when it is still tight with that dual (it is one of the edges that decide
// the dual); otherwise v and its mate are freed.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::prepareVertex(int v)
{
    std::optional<W> toMate;
    m_dual[at(v)] = leastFeasibleDual(v, nullptr, toMate);
    keepMateIfTight(v, toMate);
}

// Every changed vertex at once gets the larger of the least dual its edges to unchanged vertices
// allow and its heaviest edge to a changed vertex (half of it, the duals being doubled): each
// edge between two changed vertices is then feasible whatever the other's dual, and a pair whose
// edge is the heaviest of both its ends (and asks more than their unchanged neighbours) stays
// matched. One vertex after another, as prepareVertex does, the first would take twice the new
// weights less its neighbours' old duals, and so would most after it: after a bracket's criteria
// are set anew, where the new weights stand a whole field above the old, every changed vertex
// started that field too high, and the search lowered them all again, stage after stage (round 8
// of 5,000 players: 4.5 s, 3.5 s so). Half the heaviest edge is near what an optimum gives a
// vertex of a dense bracket.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::prepareVertices(const std::vector<int> &vertices,
                                             const std::vector<char> &changed)
{
    std::vector<W> duals(vertices.size());
    std::vector<std::optional<W>> toMate(vertices.size());
    for (std::size_t i = 0; i < vertices.size(); ++i)
        duals[i] = leastFeasibleDual(vertices[i], &changed, toMate[i]);
    for (std::size_t i = 0; i < vertices.size(); ++i)
        m_dual[at(vertices[i])] = duals[i];
    for (std::size_t i = 0; i < vertices.size(); ++i)
        keepMateIfTight(vertices[i], toMate[i]);
}

// The least dual of v, a blossom of its own, that keeps its edges feasible against each
// neighbour's dual as it is — or, for the neighbours `changed` marks (when given), against any
// dual of theirs from half their edge up. `toMate` gets the weight of v's edge to its mate.
template <class W, class Neighbours>
W Matcher<W, Neighbours>::leastFeasibleDual(int v, const std::vector<char> *changed,
                                            std::optional<W> &toMate) const
{
    assert(m_inBlossom[at(v)] == v);
    const int mate = m_mate[at(v)];
    W least(0);
    m_graph.forEach(v, [&](int x, const W &weight) {
        if (x == mate)
            toMate = weight;
        if (changed != nullptr && (*changed)[at(x)] != 0) {
            if (least < weight)
                least = weight;
            return;
        }
        W need = weight; // in place: a row of wide numbers
        need += weight;
        need -= m_dual[at(x)];
        if (least < need)
            least = need;
    });
    return least;
}

// Frees v and its mate unless their edge, of weight `toMate`, is tight under their duals now.
template <class W, class Neighbours>
void Matcher<W, Neighbours>::keepMateIfTight(int v, const std::optional<W> &toMate)
{
    const int mate = m_mate[at(v)];
    if (mate < 0)
        return;
    if (toMate) {
        W key = m_dual[at(v)];
        key += m_dual[at(mate)];
        key -= *toMate;
        key -= *toMate;
        if (key == W(0))
            return;
    }
    m_mate[at(v)] = -1;
    m_mate[at(mate)] = -1;
}

template <class W, class Neighbours>
void Matcher<W, Neighbours>::freezePair(int u, int v)
{
    for (int x : {u, v}) {
        while (m_inBlossom[at(x)] != x)
            dissolveTopBlossom(m_inBlossom[at(x)]);
    }
    for (int x : {u, v}) {
        if (const int mate = m_mate[at(x)]; mate >= 0 && mate != u && mate != v)
            m_mate[at(mate)] = -1;
    }
    m_mate[at(u)] = v;
    m_mate[at(v)] = u;
}

// A one-tree stage of a warm start: scans may pass by blocks of vertices far from the tree (see
// m_bounded).
template <class W, class Neighbours>
void Matcher<W, Neighbours>::startBoundedStage()
{
    if constexpr (requires { Neighbours::blockSize; }) {
        m_blockState.assign(at(m_graph.blockCount()), BlockState::Unlabeled);
        m_blockLeastDual.resize(at(m_graph.blockCount()));
        m_stageBound = noKey;
        m_bounded = true;
    }
}

// Whether the scan of the S-vertex v (stored dual dualV) in a bounded stage must read the block.
// The unlabeled vertices of a block have at least the least dual its vertices had when the stage
// started (a dual falls only while its vertex is labeled S, and an S-vertex stays one), so their
// keys from v are at least dualV + that dual − twice v's heaviest edge into the block. When that
// is no less than the bound and no vertex of the block is labeled, none of the block's edges can
// become tight before the stage ends, nor be the one a change of the duals follows, and the duals
// stay feasible: the block is passed by. A vertex passed by and labeled later: as a T-vertex its
// slack from v stays as it is, as an S-vertex it scans its own edge to v. (Passing by the
// unlabeled vertices of labeled blocks as well, which leaves other tight edges of the bracket to
// later stages, made round 4 of 5 000 players twice as slow.)
template <class W, class Neighbours>
bool Matcher<W, Neighbours>::mayReadBlock(int v, const W &dualV, int block)
{
    if (m_augmented)
        return false;
    if (m_blockState[at(block)] == BlockState::Labeled || m_stageBound == noKey)
        return true;
    const W &least = blockLeastDual(block);
    const std::optional<W> heaviest = m_graph.heaviestInBlock(v, block);
    if (least == noKey || !heaviest)
        return false; // nothing to read
    W key = dualV;
    key += least;
    key -= *heaviest;
    key -= *heaviest;
    return key < m_stageBound;
}

// The least dual of the vertices of an unlabeled block, found when first asked for in the stage:
// none of them has been labeled, so their duals are still those of the stage's start.
template <class W, class Neighbours>
const W &Matcher<W, Neighbours>::blockLeastDual(int block)
{
    W &least = m_blockLeastDual[at(block)];
    if constexpr (requires { Neighbours::blockSize; }) {
        if (m_blockState[at(block)] == BlockState::Unlabeled) {
            least = noKey;
            const int end = std::min(m_n, (block + 1) * Neighbours::blockSize);
            for (int v = block * Neighbours::blockSize; v < end; ++v) {
                if (!excluded(v) && m_dual[at(v)] < least)
                    least = m_dual[at(v)];
            }
            m_blockState[at(block)] = BlockState::LeastDualKnown;
        }
    }
    return least;
}

template <class W, class Neighbours>
bool Matcher<W, Neighbours>::reoptimise(long budget)
{
    long work = 0; // vertices scanned and changes of the duals, each O(n)
    while (true) {
        int root = -1;
        forEachActive([&](int v) {
            if (root < 0 && isRoot(v))
                root = v;
        });
        if (root < 0)
            break;
        clearLabels();
        startBoundedStage();
        assignLabel(root, Label::S, Edge{});
        const StageEnd end = growTrees(work, budget);
        m_bounded = false;
        endStage();
        if (end == StageEnd::OverBudget)
            return false;
    }
    return true;
}

} // namespace

template <class W>
struct IncrementalMatching<W>::State
{
    explicit State(int vertexCount)
        : weights(vertexCount), excluded(static_cast<std::size_t>(vertexCount), 0),
          active(static_cast<std::size_t>(vertexCount)),
          dirty(static_cast<std::size_t>(vertexCount), 0), neighbours(weights, active),
          matcher(neighbours, false, &excluded, &active)
    {
        for (int v = 0; v < vertexCount; ++v)
            active[static_cast<std::size_t>(v)] = v;
    }

    void markDirty(int u, int v)
    {
        if (!solved || dirty[static_cast<std::size_t>(u)] != 0 ||
            dirty[static_cast<std::size_t>(v)] != 0 || excluded[static_cast<std::size_t>(u)] != 0 ||
            excluded[static_cast<std::size_t>(v)] != 0)
            return;
        dirty[static_cast<std::size_t>(u)] = 1;
        dirtyVertices.push_back(u);
    }

    CompactWeightMatrix<W> weights;
    std::vector<char> excluded;
    std::vector<int> active; // the vertices not excluded, in order
    std::vector<char> dirty;
    std::vector<int> dirtyVertices;
    CompactNeighbours<W> neighbours;
    Matcher<W, CompactNeighbours<W>> matcher;
    std::vector<int> mate;
    std::vector<std::pair<int, int>> fixedSinceSolve; // left out already, dissolved at solve()
    bool solved = false;
    bool current = false; // solved, and nothing changed since
};

template <class W>
IncrementalMatching<W>::IncrementalMatching(int vertexCount)
    : m_state(std::make_unique<State>(vertexCount))
{}

template <class W>
IncrementalMatching<W>::~IncrementalMatching() = default;
template <class W>
IncrementalMatching<W>::IncrementalMatching(IncrementalMatching &&) noexcept = default;
template <class W>
IncrementalMatching<W> &
IncrementalMatching<W>::operator=(IncrementalMatching &&) noexcept = default;

template <class W>
int IncrementalMatching<W>::vertexCount() const
{
    return m_state->weights.vertexCount();
}

template <class W>
const CompactWeightMatrix<W> &IncrementalMatching<W>::weights() const
{
    return m_state->weights;
}

template <class W>
void IncrementalMatching<W>::setWeight(int u, int v, const W &weight)
{
    if (!m_state->weights.setWeight(u, v, weight))
        return;
    m_state->markDirty(u, v);
    m_state->current = false;
}

template <class W>
void IncrementalMatching<W>::removeEdge(int u, int v)
{
    if (!m_state->weights.removeEdge(u, v))
        return;
    m_state->markDirty(u, v);
    m_state->current = false;
}

template <class W>
void IncrementalMatching<W>::setWeightsByClass(const std::vector<int> &vertices, std::size_t from,
                                               const std::vector<int> &first, int firstCount,
                                               const std::vector<int> &second, int secondCount,
                                               const std::function<W(int, int)> &weightOf,
                                               const std::vector<std::pair<int, int>> &noEdges)
{
    State &state = *m_state;
    if (!state.solved) { // nothing to mark for the next solve(): the first is from scratch
        state.weights.setByClass(vertices, from, first, firstCount, second, secondCount, weightOf,
                                 noEdges, nullptr);
        state.current = false;
        return;
    }
    state.weights.setByClass(vertices, from, first, firstCount, second, secondCount, weightOf,
                             noEdges, [&](int u, int v) {
                                 state.markDirty(u, v);
                                 state.current = false;
                             });
}

template <class W>
void IncrementalMatching<W>::fixPair(int u, int v)
{
    State &state = *m_state;
    assert(state.solved);
    // Out of the graph at once; the blossoms holding them are dissolved at the next solve(). Until
    // then the duals stay those of an optimum of the rest (the pair was in a heaviest matching,
    // so the rest of it is heaviest without them, and every blossom keeps a near-perfect
    // matching of its other vertices), which mayBeMatched relies on.
    state.excluded[static_cast<std::size_t>(u)] = 1;
    state.excluded[static_cast<std::size_t>(v)] = 1;
    std::erase_if(state.active, [&](int x) { return x == u || x == v; });
    state.fixedSinceSolve.emplace_back(u, v);
}

template <class W>
bool IncrementalMatching<W>::isCurrent() const
{
    return m_state->current;
}

template <class W>
bool IncrementalMatching<W>::mayBeMatched(int u, int v) const
{
    State &state = *m_state;
    assert(state.current);
    const std::optional<W> weight = state.weights.weight(u, v);
    return weight && state.matcher.isTight(u, v, *weight);
}

template <class W>
const std::vector<int> &IncrementalMatching<W>::solve()
{
    return solve(true);
}

template <class W>
const std::vector<int> &IncrementalMatching<W>::solveAfterManyChanges()
{
    return solve(false);
}

template <class W>
const std::vector<int> &IncrementalMatching<W>::solve(bool local)
{
    State &state = *m_state;
    const auto active = static_cast<long>(state.active.size());
    state.weights.rankWeights();
    if (!state.solved) {
        state.mate = state.matcher.run();
        state.solved = true;
    } else {
        for (const auto &[u, v] : state.fixedSinceSolve)
            state.matcher.freezePair(u, v);
        std::vector<int> changed;
        for (int v : state.dirtyVertices) {
            if (state.excluded[static_cast<std::size_t>(v)] != 0)
                continue;
            state.matcher.releaseVertex(v);
            if (local)
                state.matcher.prepareVertex(v);
            else
                changed.push_back(v);
        }
        if (!local)
            state.matcher.prepareVertices(changed, state.dirty);
        // A warm start is fast when the changes stay local, which a few changed vertices always
        // do and many do when the old duals fit the new weights (the engine's small addends): one
        // tree at a time, for up to as many scans as the graph has vertices. After most weights
        // changed (a bracket's criteria set anew) the trees mostly grow over the graph before
        // they give up, and the search from all free vertices at once does the work: there one
        // tree at a time gets half a scan per changed vertex.
        const long budget = local ? active : static_cast<long>(state.dirtyVertices.size()) / 2;
        if (!state.matcher.reoptimise(budget))
            state.matcher.resume();
        state.mate = state.matcher.mate();
    }
    for (int v : state.dirtyVertices)
        state.dirty[static_cast<std::size_t>(v)] = 0;
    state.dirtyVertices.clear();
    state.fixedSinceSolve.clear();
    state.current = true;
    return state.mate;
}

template <class W>
std::vector<int> IncrementalMatching<W>::solveFromScratch()
{
    State &state = *m_state;
    state.weights.rankWeights();
    Matcher<W, CompactNeighbours<W>> fresh(state.neighbours, false, &state.excluded, &state.active);
    std::vector<int> mate = fresh.run();
    for (int v = 0; v < state.weights.vertexCount(); ++v) {
        if (state.excluded[static_cast<std::size_t>(v)] != 0)
            mate[static_cast<std::size_t>(v)] = state.mate[static_cast<std::size_t>(v)];
    }
    return mate;
}

template class IncrementalMatching<std::int64_t>;
template class IncrementalMatching<WideInteger>;
template class IncrementalMatching<BasicWideInteger<5>>;
template class IncrementalMatching<BasicWideInteger<6>>;
template class IncrementalMatching<BasicWideInteger<8>>;
template class IncrementalMatching<BasicWideInteger<16>>;
template class IncrementalMatching<BasicWideInteger<32>>;

template <class W>
std::vector<int> maxWeightMatching(int vertexCount, const std::vector<WeightedEdge<W>> &edges,
                                   bool maxCardinality)
{
    const ListNeighbours<W> neighbours(vertexCount, edges);
    return Matcher<W, ListNeighbours<W>>(neighbours, maxCardinality).run();
}

template <class W>
std::vector<int> maxWeightMatching(const WeightMatrix<W> &weights, bool maxCardinality)
{
    const DenseNeighbours<W> neighbours(weights);
    return Matcher<W, DenseNeighbours<W>>(neighbours, maxCardinality).run();
}

template std::vector<int> maxWeightMatching(int, const std::vector<WeightedEdge<std::int64_t>> &,
                                            bool);
template std::vector<int> maxWeightMatching(int, const std::vector<WeightedEdge<WideInteger>> &,
                                            bool);
template std::vector<int> maxWeightMatching(const WeightMatrix<std::int64_t> &, bool);
template std::vector<int> maxWeightMatching(const WeightMatrix<WideInteger> &, bool);
template std::vector<int> maxWeightMatching(const WeightMatrix<BasicWideInteger<8>> &, bool);
template std::vector<int> maxWeightMatching(const WeightMatrix<BasicWideInteger<16>> &, bool);

} // namespace reports
