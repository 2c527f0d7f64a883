#include "endgamegenerator.h"

#include "movegenerator.h"
#include "parallelfor.h"

#include <algorithm>
#include <stdexcept>

namespace arbiter {

namespace {

constexpr std::uint8_t unknown = 254;
constexpr std::uint8_t noCandidate = 255;
constexpr std::uint8_t noMoves = 255;    // in Work::longestWin: the position has no legal move
constexpr std::uint8_t drawChild = 0x80; // in Work::pending: a move leads to a draw

// The state of one class while it is solved.
struct Work
{
    explicit Work(Material m) : index(m)
    {
        const auto n = index.size();
        value.assign(n, unknown);
        pending.assign(n, 0);
        candidate.assign(n, noCandidate);
        longestWin.assign(n, 0);
    }

    EndgameIndex index;
    std::vector<std::uint8_t> value;      // code (EndgameValue) once settled, else `unknown`
    std::vector<std::uint8_t> pending;    // moves within the pair not yet settled, | drawChild
    std::vector<std::uint8_t> candidate;  // shortest win found so far, or noCandidate
    std::vector<std::uint8_t> longestWin; // longest opponent's win among settled moves

    // The distance at which the position is lost, once every move is known to lose.
    std::uint8_t lossDistance(std::uint64_t i) const
    {
        return longestWin[i] == noMoves ? 0 : static_cast<std::uint8_t>(longestWin[i] + 1);
    }
    bool lostWhenSettled(std::uint64_t i) const
    {
        return pending[i] == 0 && candidate[i] == noCandidate;
    }
};

// A queue entry: the class (0 or 1 of the pair) in the top bit, the index below.
constexpr std::uint32_t slotBit = 0x80000000u;

void checkDistance(int distance, Material material)
{
    if (distance > EndgameValue::maxDistancePlies)
        throw std::runtime_error("class " + material.name() + ": a distance of " +
                                 std::to_string(distance) + " plies does not fit the table format");
}

class PairSolver
{
public:
    PairSolver(Material material, const EndgameDatabase &database)
        : m_database(database), m_symmetric(material == material.flipped())
    {
        m_work.emplace_back(material);
        if (!m_symmetric)
            m_work.emplace_back(material.flipped());
        for (const Work &work : m_work)
            if (work.index.size() >= slotBit)
                throw std::runtime_error("class " + work.index.material().name() +
                                         " is too large to solve");
    }

    std::vector<EndgameTable> run(unsigned threads)
    {
        for (std::size_t slot = 0; slot < m_work.size(); ++slot)
            playForward(slot, threads);
        seedQueues();
        for (std::size_t distance = 0; distance < m_queues.size(); ++distance) {
            // Settling at `distance` only queues at larger distances.
            for (std::size_t k = 0; k < m_queues[distance].size(); ++k)
                settle(m_queues[distance][k], static_cast<std::uint8_t>(distance));
            std::vector<std::uint32_t>().swap(m_queues[distance]);
        }
        std::vector<EndgameTable> tables;
        for (Work &work : m_work) {
            for (std::uint8_t &code : work.value)
                if (code == unknown)
                    code = EndgameValue::drawCode;
            tables.emplace_back(work.index.material(), std::move(work.value));
        }
        return tables;
    }

private:
    // The class of the pair that holds the colour-flipped positions of class `slot`.
    std::size_t partner(std::size_t slot) const { return m_symmetric ? slot : 1 - slot; }

    // The value of a position (the opponent to move) reached by a capture or a promotion.
    EndgameValue valueAfter(const Position &child) const
    {
        const Placement placement = Placement::forSideToMove(child);
        if ((placement.whiteMen | placement.whiteKings) == 0)
            return {Outcome::Loss, 0}; // the side to move has no pieces left
        const Material material = placement.material();
        const EndgameTable *table = m_database.table(material);
        if (!table)
            throw std::runtime_error("class " + material.name() + " is needed before " +
                                     m_work.front().index.material().name() + ": " +
                                     m_database.problem(material));
        return table->value(placement);
    }

    void playForward(std::size_t slot, unsigned threads)
    {
        Work &work = m_work[slot];
        parallelFor(work.index.size(), threads, [&](std::uint64_t i) { playForward(work, i); });
    }

    void playForward(Work &work, std::uint64_t i) const
    {
        const Position position = work.index.placementAt(i).position();
        const MoveList moves = MoveGenerator::legalMoves(position);
        if (moves.empty()) {
            work.longestWin[i] = noMoves;
            return;
        }
        int pending = 0;
        int candidate = noCandidate;
        int longestWin = 0;
        bool drawn = false;
        for (const Move &move : moves) {
            if (!move.isCapture() && !move.promotes()) {
                ++pending; // stays within the pair
                continue;
            }
            const EndgameValue child = valueAfter(position.after(move));
            switch (child.outcome) {
            case Outcome::Loss:
                candidate = std::min(candidate, child.distancePlies + 1);
                break;
            case Outcome::Win:
                longestWin = std::max(longestWin, child.distancePlies);
                break;
            case Outcome::Draw:
                drawn = true;
                break;
            }
        }
        checkDistance(candidate == noCandidate ? 0 : candidate, work.index.material());
        work.pending[i] = static_cast<std::uint8_t>(pending | (drawn ? drawChild : 0));
        work.candidate[i] = static_cast<std::uint8_t>(candidate);
        work.longestWin[i] = static_cast<std::uint8_t>(longestWin);
    }

    void enqueue(int distance, std::size_t slot, std::uint64_t i)
    {
        checkDistance(distance, m_work[slot].index.material());
        const auto d = static_cast<std::size_t>(distance);
        if (m_queues.size() <= d)
            m_queues.resize(d + 1);
        m_queues[d].push_back(static_cast<std::uint32_t>(i) | (slot == 1 ? slotBit : 0u));
    }

    void seedQueues()
    {
        for (std::size_t slot = 0; slot < m_work.size(); ++slot) {
            const Work &work = m_work[slot];
            for (std::uint64_t i = 0; i < work.index.size(); ++i) {
                if (work.candidate[i] != noCandidate)
                    enqueue(work.candidate[i], slot, i);
                else if (work.lostWhenSettled(i))
                    enqueue(work.lossDistance(i), slot, i);
            }
        }
    }

    void settle(std::uint32_t entry, std::uint8_t distance)
    {
        const std::size_t slot = (entry & slotBit) ? 1u : 0u;
        const std::uint64_t i = entry & ~slotBit;
        Work &work = m_work[slot];
        if (work.value[i] != unknown)
            return; // settled at a shorter distance
        if (work.candidate[i] == distance)
            work.value[i] = distance; // a win
        else if (work.lostWhenSettled(i) && work.lossDistance(i) == distance)
            work.value[i] = distance; // a loss
        else
            return; // a stale entry
        const bool won = distance % 2 == 1;
        forEachPredecessor(work.index.placementAt(i), [&](const Placement &before) {
            const std::size_t otherSlot = partner(slot);
            Work &other = m_work[otherSlot];
            const std::uint64_t j = other.index.indexOf(before);
            if (other.value[j] != unknown)
                return;
            if (!won) {
                // The predecessor can move into this loss: a win, one ply further.
                if (other.candidate[j] > distance + 1) {
                    other.candidate[j] = static_cast<std::uint8_t>(distance + 1);
                    enqueue(distance + 1, otherSlot, j);
                }
                return;
            }
            other.longestWin[j] = std::max(other.longestWin[j], distance);
            --other.pending[j];
            if (other.lostWhenSettled(j))
                enqueue(other.lossDistance(j), otherSlot, j);
        });
    }

    // Calls `visit` with every position from which Black's quiet move, not a promotion, leads to
    // `after` (White to move), as its colour-flipped placement (White to move).
    template <class Visit>
    static void forEachPredecessor(const Placement &after, Visit &&visit)
    {
        const Bitboard empty =
            ~(after.whiteMen | after.whiteKings | after.blackMen | after.blackKings);
        const auto consider = [&](Bitboard blackMen, Bitboard blackKings) {
            const Position before = Position::fromBitboards(Side::Black, after.whiteMen,
                                                            after.whiteKings, blackMen, blackKings);
            if (MoveGenerator::hasCapture(before))
                return; // Black had to capture instead
            visit(Placement::forSideToMove(before));
        };
        for (Bitboard kings = after.blackKings; kings; kings &= kings - 1) {
            const Bitboard to = kings & (0u - kings);
            for (Direction d : allDirections)
                for (Bitboard from = bitboard::step(to, d) & empty; from;
                     from = bitboard::step(from, d) & empty)
                    consider(after.blackMen, (after.blackKings & ~to) | from);
        }
        // Black's men step towards rank 1, so they came from the squares north of them.
        for (Bitboard men = after.blackMen; men; men &= men - 1) {
            const Bitboard to = men & (0u - men);
            for (Direction d : {Direction::NorthEast, Direction::NorthWest})
                if (const Bitboard from = bitboard::step(to, d) & empty)
                    consider((after.blackMen & ~to) | from, after.blackKings);
        }
    }

    const EndgameDatabase &m_database;
    bool m_symmetric;
    std::vector<Work> m_work;
    std::vector<std::vector<std::uint32_t>> m_queues;
};

} // namespace

std::vector<Material> EndgameGenerator::classesInOrder(int maxPieces)
{
    std::vector<Material> classes;
    for (int pieces = 2; pieces <= maxPieces; ++pieces) {
        for (int men = 0; men <= pieces; ++men) {
            for (int wm = 0; wm <= men; ++wm) {
                const int bm = men - wm;
                for (int wk = 0; wk <= pieces - men; ++wk) {
                    const Material m{wm, wk, bm, pieces - men - wk};
                    if (m.whiteMen + m.whiteKings == 0 || m.blackMen + m.blackKings == 0)
                        continue;
                    const bool seen = std::ranges::find(classes, m) != classes.end();
                    if (seen)
                        continue;
                    classes.push_back(m);
                    if (m.flipped() != m)
                        classes.push_back(m.flipped());
                }
            }
        }
    }
    return classes;
}

std::vector<EndgameTable> EndgameGenerator::solve(Material material,
                                                  const EndgameDatabase &database, unsigned threads)
{
    return PairSolver(material, database).run(threads);
}

} // namespace arbiter
