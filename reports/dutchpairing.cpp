#include "dutchpairing.h"

#include "maxweightmatching.h"
#include "weightpool.h"
#include "wideinteger.h"
#include "zeroedarray.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace reports {

namespace {

enum class Float
{
    Down,
    Up,
    None,
};

Colour opposite(Colour colour)
{
    return colour == Colour::White   ? Colour::Black
           : colour == Colour::Black ? Colour::White
                                     : Colour::None;
}

int bitsFor(std::size_t value)
{
    return static_cast<int>(std::bit_width(value));
}

// The weights' bits but the score fields (see DutchPairer::edgeWeight): the completion field, the
// count fields of `countBits` each (the pairs, C.9, the colours, the floats of `backs` rounds
// back, the order of B.3–B.5 and D), and room above for the sums of the matching, whose duals
// stay within a few times the heaviest weight.
int fixedWeightBits(int countBits, int backs, std::size_t playerCount)
{
    return 2 + 12 * countBits + 1 + backs * 2 * countBits + 2 + bitsFor(playerCount) + 8;
}

// The score fields: this bracket's and the next one's pairs, and two per round of floats back.
int scoreFieldCount(int backs)
{
    return 2 + 2 * backs;
}

// What the pairing needs to know of one player, computed once (C.04.3 A.2, A.6).
struct Player
{
    int id = 0;   // index into SwissField::players
    int rank = 0; // among the players taking part: the pairing number's order
    int score = 0;
    int playedGames = 0;
    Colour preference = Colour::None;
    Colour repeated = Colour::None; // the colour of the last two or more games, when the same
    int imbalance = 0;              // |games with White - games with Black|
    bool strong = false;
    bool byeEligible = true; // C.2: no round's win points without playing yet
    std::array<Float, 2> floats{Float::None, Float::None}; // of the last round and the one before

    Float floated(int roundsBack) const { return floats[static_cast<std::size_t>(roundsBack - 1)]; }

    bool absoluteImbalance() const { return imbalance > 1; }
    bool absolutePreference() const { return absoluteImbalance() || repeated != Colour::None; }
};

bool compatiblePreferences(Colour a, Colour b)
{
    return a != b || a == Colour::None || b == Colour::None;
}

// Builds a weight field by field from the most significant down, writing the limbs directly:
// far cheaper than shifting the whole wide integer once per field.
template <class W>
class WeightFields
{
public:
    // `bits`: the position just above the first field.
    explicit WeightFields(int bits) : m_position(bits) {}

    // Moves to the next field, `width` bits below the current one.
    void next(int width) { m_position -= width; }
    // Adds `value` to the current field, or 2^bit.
    void add(std::uint64_t value) { addAt(value, m_position); }
    void addBit(int bit) { addAt(1, m_position + bit); }

    W value() const { return W::fromLimbs(m_limbs); }

private:
    void addAt(std::uint64_t value, int position)
    {
        assert(position >= 0);
        auto limb = static_cast<std::size_t>(position / 64);
        const int offset = position % 64;
        std::uint64_t low = value << offset;
        std::uint64_t high = offset == 0 ? 0 : value >> (64 - offset);
        while ((low != 0 || high != 0) && limb < m_limbs.size()) {
            const std::uint64_t before = m_limbs[limb];
            m_limbs[limb] += low;
            const std::uint64_t carry = m_limbs[limb] < before ? 1 : 0;
            low = high + carry; // high < 2^63, so no overflow
            high = 0;
            ++limb;
        }
    }

    typename W::Limbs m_limbs{};
    int m_position;
};

template <class W>
class DutchPairer
{
public:
    explicit DutchPairer(const SwissField &field) : m_field(field) {}

    // Nothing when a bracket's score fields need more bits than W leaves them.
    std::optional<SwissResult> run();

private:
    // A bracket (A.3, B): the moved-down players, then the residents, then the next score group
    // that completes it (C.4, C.7), as vertices of the matching; and the base weights of its
    // pairs, [larger index][smaller index].
    struct Bracket
    {
        std::vector<int> vertices;
        int movedDown = 0;       // moved-down players at the front of `vertices`
        int residentsFrom = 0;   // the residents' first vertex
        int nextBegin = 0;       // the next score group's first index in `vertices`
        int nextBeginVertex = 0; // and its first vertex
        bool single = false;     // its single downfloater is the bye assignee
        // Kept through a pool, 8 bytes a weight, [larger][smaller] as one triangle: a round's
        // first bracket may hold every player.
        ZeroedArray<PooledWeight> base;
        WeightPool<W> basePool;

        int size() const { return static_cast<int>(vertices.size()); }
        int at(int index) const { return vertices[static_cast<std::size_t>(index)]; }
        static std::size_t baseIndex(int larger, int smaller)
        {
            assert(smaller < larger);
            return static_cast<std::size_t>(larger) * static_cast<std::size_t>(larger - 1) / 2 +
                   static_cast<std::size_t>(smaller);
        }
        W baseAt(int larger, int smaller) const
        {
            return basePool.value(base[baseIndex(larger, smaller)]);
        }
        void setBase(int larger, int smaller, const W &weight)
        {
            base[baseIndex(larger, smaller)] = basePool.add(weight);
        }
        bool isResident(int vertex) const
        {
            return vertex >= residentsFrom && vertex < nextBeginVertex;
        }
    };
    // The residents not paired to a moved-down player (B.3), as indices into the bracket; the
    // first `pairs` of them are S1.
    struct Remainder
    {
        std::vector<int> indices;
        int pairs = 0;

        int size() const { return static_cast<int>(indices.size()); }
        int at(int k) const { return indices[static_cast<std::size_t>(k)]; }
    };

    // run()'s steps, in their order.
    void collectPlayers();
    bool layOutWeights();
    bool completable();
    bool chooseByeScore();
    bool pairBracket(Bracket &bracket);
    bool setBracketWeights(Bracket &bracket);
    void pairMovedDown(Bracket &bracket);
    void chooseMovedDownOpponents(Bracket &bracket);
    void pairRemainder(Bracket &bracket);
    void exchangeFromS1(Bracket &bracket, const Remainder &remainder, int exchangeCount);
    void exchangeFromS2(Bracket &bracket, const Remainder &remainder, int exchangeCount);
    void fixLeaders(Bracket &bracket, const Remainder &remainder);
    void pairS1WithS2(Bracket &bracket, const Remainder &remainder);
    bool rematchThrough(const Bracket &bracket, const Remainder &remainder, int v, int first);
    Bracket nextBracket(const Bracket &bracket, int groupStart);
    SwissResult boardsInOrder() const;

    W exchangeWeight(const Bracket &bracket, int smaller, int larger, int smallerRemainderIndex,
                     int remainderPairs) const;
    // The vertex's mate in the matching last computed; itself when it has none.
    int mateOf(int vertex) const { return m_mate[static_cast<std::size_t>(vertex)]; }
    // Whether `vertex` leads a pair of the bracket's remainder (its mate is after it, and in
    // the bracket).
    bool pairsDown(const Bracket &bracket, int vertex) const
    {
        return mateOf(vertex) > vertex && mateOf(vertex) < bracket.nextBeginVertex;
    }

    const SwissEntrant &entrant(const Player &p) const
    {
        return m_field.players[static_cast<std::size_t>(p.id)];
    }
    const Player &player(int vertex) const { return m_sorted[static_cast<std::size_t>(vertex)]; }

    // The score with acceleration, `roundsBack` rounds before the round being paired.
    int scoreBack(const Player &p, int roundsBack) const;
    int score(int vertex) const { return player(vertex).score; }
    Float floatOf(const Player &p, int roundsBack) const;
    // Whether a and b may meet, but for having met already (or being forbidden to): A.7, C.3.
    bool coloursAllow(const Player &a, const Player &b) const;
    bool byeCandidate(const Player &p, int byeScore) const
    {
        return p.byeEligible && p.score <= byeScore;
    }
    // The weight of a pair who have not met (nor are forbidden to): it reads only their classes.
    W edgeWeight(const Player &higher, const Player &lower, bool lowerInCurrent, bool lowerInNext,
                 int byeScore, bool singleDownfloaterIsByeAssignee) const;
    void classifyPlayers();
    // Every weight at once, weightOf(higher, lower) made once per pair of classes: the weights
    // outside any bracket (C.4's, the bye's) are set for all 12.5 million pairs of a 5,000-player
    // round, and with a class of ten players or more on average most would be made again.
    template <class WeightOf>
    void setEveryWeight(WeightOf &&weightOf);
    void appendColourBits(WeightFields<W> &fields, const Player &lower, const Player &higher,
                          bool inCurrent) const;
    Colour colourFor(const Player &p, const Player &opponent) const;
    Colour neutralColour(const Player &p, const Player &opponent) const;
    void firstColourDifference(const Player &a, const Player &b, Colour &ca, Colour &cb) const;

    // A weight of 0 is no edge.
    void setWeight(int a, int b, const W &value)
    {
        if (value == W(0))
            m_matching.removeEdge(a, b);
        else
            m_matching.setWeight(a, b, value);
    }
    void computeMatching(bool afterManyChanges = false);
    void finalizePair(int a, int b);

    const SwissField &m_field;
    std::vector<Player> m_sorted; // by score, then rank
    // The score fields (C.6, C.7, C.18–C.21) count players of each score in the bracket: each
    // score present there has a field, the highest score the highest; `m_scoreShift` is set
    // per bracket, and the fields together take at most `m_scoreShiftBits`, a width fixed for
    // the round so that the weights outside the bracket stay as they are.
    std::map<int, int> m_scoreShift;
    int m_scoreShiftBits = 0;
    int m_countBits = 0;
    int m_weightBits = 0; // the bits below the completion field, and its 2
    std::map<int, int> m_playedGamesRank;
    std::map<int, int> m_groupRank; // the score groups' ranks, from the lowest
    int m_rankBits = 0;
    // The round: the players taking part, the top score, whether one gets the bye and at which
    // score (C.9).
    int m_n = 0;
    int m_topScore = 0;
    bool m_odd = false;
    int m_byeScore = 0;
    // C.4 is left to the first bracket's matching (see completable), and its answer.
    bool m_completionUnchecked = false;
    bool m_unpairable = false;
    // The brackets' progress: the first vertex not yet in a bracket, the players paired for
    // good, and each one's opponent (-1: none yet, or the bye).
    int m_next = 0;
    std::vector<bool> m_matched;
    std::vector<int> m_pairedWith;
    // The weights, and the heaviest matching kept from one computation to the next: most steps
    // change the edges of one player only.
    IncrementalMatching<W> m_matching{0};
    std::vector<int> m_mate; // the matching: mate of each vertex, itself when none
    // Each vertex's class (classifyPlayers), and per class a vertex of it; the pairs that may
    // not meet, u < v.
    std::vector<int> m_class;
    std::vector<int> m_classPlayer;
    std::vector<std::pair<int, int>> m_forbiddenVertices;
};

template <class W>
int DutchPairer<W>::scoreBack(const Player &p, int roundsBack) const
{
    const SwissEntrant &e = entrant(p);
    int result = 0;
    const int upTo = m_field.roundsPlayed - roundsBack;
    for (int r = 0; r < upTo && r < static_cast<int>(e.rounds.size()); ++r)
        result += e.rounds[static_cast<std::size_t>(r)].points;
    if (upTo >= 0 && upTo < static_cast<int>(e.acceleration.size()))
        result += e.acceleration[static_cast<std::size_t>(upTo)];
    return result;
}

// The float of the round `roundsBack` before this one (A.4): a round's points without playing (a
// bye, a forfeit win) is a downfloat; a round unplayed without points is none; a game played
// floats up or down by the two players' scores before it.
template <class W>
Float DutchPairer<W>::floatOf(const Player &p, int roundsBack) const
{
    const SwissEntrant &e = entrant(p);
    const int index = m_field.roundsPlayed - roundsBack;
    if (index < 0 || index >= static_cast<int>(e.rounds.size()))
        return Float::None;
    const SwissRound &round = e.rounds[static_cast<std::size_t>(index)];
    if (!round.played && round.points > 0)
        return Float::Down;
    if (!round.played)
        return Float::None; // a forfeit lost, a zero-point bye: no float either way
    if (round.opponent < 0)
        return Float::None;
    const int own = scoreBack(p, roundsBack);
    Player opponent;
    opponent.id = round.opponent;
    const int theirs = scoreBack(opponent, roundsBack);
    return own > theirs ? Float::Down : own < theirs ? Float::Up : Float::None;
}

template <class W>
bool DutchPairer<W>::coloursAllow(const Player &a, const Player &b) const
{
    if (!a.absolutePreference() || !b.absolutePreference() || a.preference != b.preference)
        return true;
    // A.7: in the last round, top scorers (more than half the maximum) are exempt.
    const bool lastRound = m_field.roundsPlayed >= m_field.roundsPlanned - 1;
    const int threshold = m_field.roundsPlayed; // half of 2 half-points a round
    return lastRound && (a.score > threshold || b.score > threshold);
}

template <class W>
void DutchPairer<W>::appendColourBits(WeightFields<W> &fields, const Player &lower,
                                      const Player &higher, bool inCurrent) const
{
    const bool samePreference = lower.preference == higher.preference;
    // C.10: no two players with an absolute colour imbalance and the same preference.
    fields.next(m_countBits);
    if (inCurrent && (!lower.absoluteImbalance() || !higher.absoluteImbalance() || !samePreference))
        fields.add(1);
    // C.11: absolute preferences (the top scorers' exception): the one who gets his colour must
    // not get it a third time running or with an imbalance over 2.
    fields.next(m_countBits);
    if (inCurrent) {
        bool ok = !lower.absolutePreference() || !higher.absolutePreference() || !samePreference;
        if (!ok) {
            if (lower.imbalance == higher.imbalance)
                ok = lower.repeated == Colour::None || lower.repeated != higher.repeated;
            else
                ok = (lower.imbalance > higher.imbalance ? higher : lower).repeated !=
                     opposite(lower.preference);
        }
        if (ok)
            fields.add(1);
    }
    // C.12: colour preferences.
    fields.next(m_countBits);
    if (inCurrent && compatiblePreferences(lower.preference, higher.preference))
        fields.add(1);
    // C.13: strong colour preferences.
    fields.next(m_countBits);
    if (inCurrent &&
        ((!lower.strong && !lower.absolutePreference()) ||
         (!higher.strong && !higher.absolutePreference()) ||
         (lower.absolutePreference() && higher.absolutePreference()) || !samePreference))
        fields.add(1);
}

template <class W>
W DutchPairer<W>::edgeWeight(const Player &higher, const Player &lower, bool lowerInCurrent,
                             bool lowerInNext, int byeScore,
                             bool singleDownfloaterIsByeAssignee) const
{
    if (!coloursAllow(higher, lower))
        return W(0);
    WeightFields<W> fields(m_weightBits);
    // C.4 completion, C.2 the bye to a player eligible for it.
    fields.next(2);
    fields.add(static_cast<std::uint64_t>(1 + (byeCandidate(higher, byeScore) ? 0 : 1) +
                                          (byeCandidate(lower, byeScore) ? 0 : 1)));
    // C.5, C.6: pairs in the bracket, and the scores of the moved-down players paired.
    fields.next(m_countBits);
    if (lowerInCurrent)
        fields.add(1);
    fields.next(m_scoreShiftBits);
    if (lowerInCurrent)
        fields.addBit(m_scoreShift.at(higher.score));
    // C.7: the same for the next bracket.
    fields.next(m_countBits);
    if (lowerInNext)
        fields.add(1);
    fields.next(m_scoreShiftBits);
    if (lowerInNext)
        fields.addBit(m_scoreShift.at(higher.score));
    // C.9: the bye assignee's unplayed games.
    fields.next(m_countBits);
    if (singleDownfloaterIsByeAssignee) {
        if (higher.score == byeScore)
            fields.add(static_cast<std::uint64_t>(m_playedGamesRank.at(higher.playedGames)));
        if (lower.score == byeScore)
            fields.add(static_cast<std::uint64_t>(m_playedGamesRank.at(lower.playedGames)));
    }
    appendColourBits(fields, lower, higher, lowerInCurrent);
    const int played = m_field.roundsPlayed;
    const bool higherScore = higher.score > lower.score;
    // C.14–C.17: downfloaters and upfloaters repeated from the last round and the one before.
    for (int back = 1; back <= 2; ++back) {
        if (played < back)
            break;
        fields.next(m_countBits);
        if (lowerInCurrent) {
            if (lower.floated(back) == Float::Down)
                fields.add(1);
            if (!higherScore && higher.floated(back) == Float::Down)
                fields.add(1);
        }
        fields.next(m_countBits);
        if (lowerInCurrent && !(higherScore && lower.floated(back) == Float::Up))
            fields.add(1);
    }
    // C.18–C.21: the scores of those repeated floaters.
    for (int back = 1; back <= 2; ++back) {
        if (played < back)
            break;
        fields.next(m_scoreShiftBits);
        if (lowerInCurrent) {
            if (lower.floated(back) == Float::Down)
                fields.addBit(m_scoreShift.at(lower.score));
            if (higher.floated(back) == Float::Down)
                fields.addBit(m_scoreShift.at(higher.score));
        }
        fields.next(m_scoreShiftBits);
        if (lowerInCurrent && !(lower.floated(back) == Float::Up && higherScore))
            fields.addBit(m_scoreShift.at(higher.score));
    }
    // Below: room for the order of B.3–B.5 and D — exchanges, their numbers, the chosen
    // opponents — 3 fields and a bit.
    return fields.value();
}

// The classes of the weights: the players alike in all that edgeWeight and coloursAllow read of
// them but who they are and whom they met (in the generated 5 000-player Swiss: 1 in round 1, 115
// in round 4, 606 in round 11).
template <class W>
void DutchPairer<W>::classifyPlayers()
{
    std::map<std::tuple<int, int, Colour, Colour, int, bool, bool, Float, Float>, int> classes;
    m_class.resize(static_cast<std::size_t>(m_n));
    m_classPlayer.clear();
    for (int v = 0; v < m_n; ++v) {
        const Player &p = player(v);
        const auto key =
            std::make_tuple(p.score, p.playedGames, p.preference, p.repeated, p.imbalance, p.strong,
                            p.byeEligible, p.floats[0], p.floats[1]);
        const auto [entry, added] = classes.emplace(key, static_cast<int>(classes.size()));
        if (added)
            m_classPlayer.push_back(v);
        m_class[static_cast<std::size_t>(v)] = entry->second;
    }
}

template <class W>
template <class WeightOf>
void DutchPairer<W>::setEveryWeight(WeightOf &&weightOf)
{
    const auto classCount = static_cast<int>(m_classPlayer.size());
    std::vector<int> everyone(static_cast<std::size_t>(m_n));
    std::iota(everyone.begin(), everyone.end(), 0);
    m_matching.setWeightsByClass(
        everyone, 0, m_class, classCount, m_class, classCount,
        [&](int a, int b) {
            return weightOf(player(m_classPlayer[static_cast<std::size_t>(a)]),
                            player(m_classPlayer[static_cast<std::size_t>(b)]));
        },
        m_forbiddenVertices);
}

template <class W>
void DutchPairer<W>::firstColourDifference(const Player &a, const Player &b, Colour &ca,
                                           Colour &cb) const
{
    const auto &ra = entrant(a).rounds;
    const auto &rb = entrant(b).rounds;
    auto skip = [](const std::vector<SwissRound> &rounds, int i) {
        while (i >= 0 && !rounds[static_cast<std::size_t>(i)].played)
            --i;
        return i;
    };
    const int lastA = std::min(static_cast<int>(ra.size()), m_field.roundsPlayed) - 1;
    const int lastB = std::min(static_cast<int>(rb.size()), m_field.roundsPlayed) - 1;
    int i = skip(ra, lastA);
    int j = skip(rb, lastB);
    while (i >= 0 && j >= 0 &&
           ra[static_cast<std::size_t>(i)].colour == rb[static_cast<std::size_t>(j)].colour) {
        i = skip(ra, i - 1);
        j = skip(rb, j - 1);
    }
    ca = i >= 0 ? ra[static_cast<std::size_t>(i)].colour : Colour::None;
    cb = j >= 0 ? rb[static_cast<std::size_t>(j)].colour : Colour::None;
}

// E.1–E.4: the colour of `p` against `opponent` from their preferences and histories; None when
// nothing tells them apart.
template <class W>
Colour DutchPairer<W>::neutralColour(const Player &p, const Player &opponent) const
{
    if (compatiblePreferences(p.preference, opponent.preference)) {
        if (p.preference != Colour::None)
            return p.preference;
        if (opponent.preference != Colour::None)
            return opposite(opponent.preference);
        return Colour::None;
    }
    if (p.absolutePreference() &&
        (p.imbalance > opponent.imbalance || !opponent.absolutePreference()))
        return p.preference;
    if (opponent.absolutePreference() &&
        (opponent.imbalance > p.imbalance || !p.absolutePreference()))
        return opposite(opponent.preference);
    if (p.strong && !opponent.strong)
        return p.preference;
    if (opponent.strong && !p.strong)
        return opposite(opponent.preference);
    Colour mine = Colour::None;
    Colour theirs = Colour::None;
    firstColourDifference(p, opponent, mine, theirs);
    if (mine != Colour::None && theirs != Colour::None)
        return theirs;
    return Colour::None;
}

template <class W>
Colour DutchPairer<W>::colourFor(const Player &p, const Player &opponent) const
{
    const Colour neutral = neutralColour(p, opponent);
    if (neutral != Colour::None)
        return neutral;
    const bool pLower = std::tie(p.score, opponent.rank) < std::tie(opponent.score, p.rank);
    const Colour initial = m_field.initialColour;
    if (p.preference == Colour::None) {
        // E.5: the higher ranked player gets the initial colour with an odd pairing number, the
        // other colour with an even one.
        if (pLower)
            return (opponent.rank % 2) != 0 ? initial : opposite(initial);
        return (p.rank % 2) != 0 ? opposite(initial) : initial;
    }
    // E.4: the higher ranked player gets his preference.
    return pLower ? opposite(opponent.preference) : p.preference;
}

// The heaviest matching of the players not yet paired for good, with the pairs fixed by
// finalizePair, which stay together whatever else happens.
template <class W>
void DutchPairer<W>::computeMatching(bool afterManyChanges)
{
    const std::vector<int> &mate =
        afterManyChanges ? m_matching.solveAfterManyChanges() : m_matching.solve();
    m_mate.resize(mate.size());
    for (std::size_t v = 0; v < mate.size(); ++v)
        m_mate[v] = mate[v] >= 0 ? mate[v] : static_cast<int>(v);
}

template <class W>
void DutchPairer<W>::finalizePair(int a, int b)
{
    m_matching.fixPair(a, b);
}

// C.1 and A.2–A.6: the players taking part, each with his score, colour history and floats, and
// the pairs that may not meet again; sorted by score, then pairing number.
template <class W>
void DutchPairer<W>::collectPlayers()
{
    const int roundsPlayed = m_field.roundsPlayed;
    const std::size_t count = m_field.players.size();
    std::vector<std::pair<int, int>> forbidden = m_field.forbiddenPairs; // by index into players
    int rank = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const SwissEntrant &e = m_field.players[i];
        for (int r = 0; r < roundsPlayed && r < static_cast<int>(e.rounds.size()); ++r)
            if (const SwissRound &round = e.rounds[static_cast<std::size_t>(r)];
                round.played && round.opponent >= 0)
                forbidden.emplace_back(static_cast<int>(i), round.opponent);
        // The ranks (pairing numbers as the colours use them) count every player who takes part
        // now or took part in a pairing before; one never paired yet and absent now has none.
        bool takesPart = e.available;
        for (int r = 0; r < roundsPlayed && r < static_cast<int>(e.rounds.size()); ++r)
            takesPart = takesPart || e.rounds[static_cast<std::size_t>(r)].paired;
        if (!takesPart)
            continue;
        const int playerRank = rank++;
        if (!e.available)
            continue;
        Player p;
        p.id = static_cast<int>(i);
        p.rank = playerRank;
        int white = 0;
        int black = 0;
        int consecutive = 0;
        Colour last = Colour::None;
        for (int r = 0; r < roundsPlayed && r < static_cast<int>(e.rounds.size()); ++r) {
            const SwissRound &round = e.rounds[static_cast<std::size_t>(r)];
            if (round.played) {
                ++p.playedGames;
                ++(round.colour == Colour::White ? white : black);
                consecutive = consecutive == 0 || round.colour != last ? 1 : consecutive + 1;
                last = round.colour;
            } else if (round.points >= 2) {
                p.byeEligible = false;
            }
        }
        p.score = scoreBack(p, 0);
        for (int back = 1; back <= 2; ++back)
            p.floats[static_cast<std::size_t>(back - 1)] = floatOf(p, back);
        const Colour lower = white > black ? Colour::Black : Colour::White;
        p.imbalance = std::abs(white - black);
        p.preference = p.imbalance > 1   ? lower
                       : consecutive > 1 ? opposite(last)
                       : p.imbalance > 0 ? lower
                       : consecutive > 0 ? opposite(last)
                                         : Colour::None;
        p.repeated = consecutive > 1 ? last : Colour::None;
        p.strong = !p.absolutePreference() && p.imbalance > 0;
        m_sorted.push_back(p);
    }
    std::stable_sort(m_sorted.begin(), m_sorted.end(), [](const Player &a, const Player &b) {
        return std::tie(b.score, a.rank) < std::tie(a.score, b.rank);
    });
    m_n = static_cast<int>(m_sorted.size());
    std::vector<int> vertexOf(count, -1);
    for (int v = 0; v < m_n; ++v)
        vertexOf[static_cast<std::size_t>(player(v).id)] = v;
    m_forbiddenVertices.clear();
    for (const auto &[a, b] : forbidden) {
        const int u = vertexOf[static_cast<std::size_t>(a)];
        const int v = vertexOf[static_cast<std::size_t>(b)];
        if (u >= 0 && v >= 0 && u != v)
            m_forbiddenVertices.emplace_back(std::min(u, v), std::max(u, v));
    }
    std::sort(m_forbiddenVertices.begin(), m_forbiddenVertices.end());
    m_forbiddenVertices.erase(std::unique(m_forbiddenVertices.begin(), m_forbiddenVertices.end()),
                              m_forbiddenVertices.end());
}

// The fields of the weights, from the score groups: false when a bracket's score fields could
// need more bits than W leaves them.
template <class W>
bool DutchPairer<W>::layOutWeights()
{
    // The score groups, ranked from the lowest.
    std::size_t largestGroup = 0;
    std::vector<std::size_t> groupSizes; // from the lowest
    for (int end = m_n; end > 0;) {
        int begin = end - 1;
        while (begin > 0 && score(begin - 1) == score(end - 1))
            --begin;
        const std::size_t size = static_cast<std::size_t>(end - begin);
        const int groupIndex = static_cast<int>(m_groupRank.size());
        m_groupRank[score(begin)] = groupIndex;
        groupSizes.push_back(size);
        largestGroup = std::max(largestGroup, size);
        end = begin;
    }
    m_countBits = bitsFor(largestGroup);
    const int backs = std::min(m_field.roundsPlayed, 2);
    m_scoreShiftBits = (static_cast<int>(sizeof(W)) * 8 - 1 -
                        fixedWeightBits(m_countBits, backs, m_field.players.size())) /
                       scoreFieldCount(backs);
    if (m_scoreShiftBits < 1)
        return false;
    // A bracket holds at least a score group and the next one: when two groups already take more
    // than the score fields have, a wider integer is needed from the start.
    for (std::size_t g = 0; g + 1 < groupSizes.size(); ++g)
        if (bitsFor(groupSizes[g]) + bitsFor(groupSizes[g + 1]) > m_scoreShiftBits)
            return false;
    m_weightBits =
        2 + m_countBits * (10 + 2 * backs) + m_scoreShiftBits * scoreFieldCount(backs) + 1;
    m_rankBits = bitsFor(static_cast<std::size_t>(m_n) * m_groupRank.size());
    return true;
}

// C.4: the heaviest matching of everyone, with the bye's weights when the number is odd (the
// bye to the lowest score possible, and to an eligible player, C.2); false when it leaves more
// than one player unpaired: the round cannot be paired.
template <class W>
bool DutchPairer<W>::completable()
{
    m_matching = IncrementalMatching<W>(m_n);
    m_topScore = score(0);
    m_odd = (m_n % 2) != 0;
    // When the first bracket holds every player (the top score group and the next one: round 1,
    // or two scores in all) and no bye is given, its weights replace every weight set here, and
    // their highest field is C.4's: its matching answers this question as well, and the 12.5
    // million weights of a 5,000-player round need not be made twice.
    if (!m_odd && m_groupRank.size() <= 2) {
        m_completionUnchecked = true;
        return true;
    }
    if (m_odd) {
        setEveryWeight([&](const Player &higher, const Player &lower) {
            W w(0);
            if (coloursAllow(higher, lower)) {
                w += W(1 + (lower.byeEligible ? 0 : 1) + (higher.byeEligible ? 0 : 1));
                // The bye to the lowest score possible: the pairs' scores, as ranks.
                w <<= m_rankBits;
                w += W(m_groupRank.at(lower.score) + m_groupRank.at(higher.score));
                w <<= m_countBits;
                if (lower.score >= m_topScore)
                    w += W(1);
            }
            return w;
        });
    } else {
        setEveryWeight([&](const Player &higher, const Player &lower) {
            return edgeWeight(higher, lower, false, false, 0, false);
        });
    }
    computeMatching();
    int unmatched = 0;
    for (int v = 0; v < m_n; ++v)
        unmatched += mateOf(v) == v ? 1 : 0;
    return unmatched <= 1;
}

// C.9 (2025): the score the pairing-allocated bye goes to, the weights of every pair with it,
// and the order of unplayed games that decides among the players of that score. Whether the
// top bracket's single downfloater is the bye assignee.
template <class W>
bool DutchPairer<W>::chooseByeScore()
{
    for (int v = 0; v < m_n; ++v)
        if (mateOf(v) == v) {
            m_byeScore = score(v);
            break;
        }
    setEveryWeight([&](const Player &higher, const Player &lower) {
        return edgeWeight(higher, lower, false, false, m_byeScore, false);
    });
    bool single = false;
    if (m_byeScore >= m_topScore) {
        single = true;
        for (int v = 0; v < m_n && score(v) >= m_topScore; ++v)
            if (score(mateOf(v)) < m_topScore) {
                single = false;
                break;
            }
    }
    std::vector<int> playedCounts;
    for (const Player &p : m_sorted)
        if (p.score == m_byeScore)
            playedCounts.push_back(p.playedGames);
    // The fewer games a player of the bye assignee's score has played, the more his being paired
    // weighs — the bye goes to one who has played the most.
    std::sort(playedCounts.begin(), playedCounts.end(), std::greater<>());
    for (std::size_t i = 0; i < playedCounts.size(); ++i)
        m_playedGamesRank[playedCounts[i]] = static_cast<int>(i);
    return single;
}

template <class W>
std::optional<SwissResult> DutchPairer<W>::run()
{
    collectPlayers();
    classifyPlayers();
    if (m_n == 0)
        return SwissResult{};
    if (!layOutWeights())
        return std::nullopt;
    if (!completable()) {
        SwissResult out;
        out.unpairable = true;
        return out;
    }
    const bool single = m_odd && chooseByeScore();

    // Brackets from the top score down (A.3, B): each is paired, and its players left over
    // move down to the next.
    m_matched.assign(static_cast<std::size_t>(m_n), false);
    m_pairedWith.assign(static_cast<std::size_t>(m_n), -1);
    Bracket bracket;
    bracket.single = single;
    while (m_next < m_n && score(m_next) >= m_topScore)
        bracket.vertices.push_back(m_next++);
    while (bracket.vertices.size() > 1 || m_next < m_n) {
        if (!pairBracket(bracket))
            return std::nullopt;
        if (m_unpairable) {
            SwissResult out;
            out.unpairable = true;
            return out;
        }
    }
    return boardsInOrder();
}

// One bracket: its players and the next score group, which completes it (C.4, C.7). False when
// its score fields need more bits than W leaves them.
template <class W>
bool DutchPairer<W>::pairBracket(Bracket &bracket)
{
    bracket.nextBegin = bracket.size();
    bracket.nextBeginVertex = bracket.residentsFrom + (bracket.nextBegin - bracket.movedDown);
    const int groupStart = m_next;
    while (m_next < m_n && score(m_next) >= score(groupStart))
        bracket.vertices.push_back(m_next++);
    if (!setBracketWeights(bracket))
        return false;
    // The bracket's weights all changed. A small bracket's changes stay local all the same: one
    // search from all free vertices costs a pass over the graph (in the generated 5,000-player
    // round 8, 110 ms for a top bracket of 21 players, 5 ms one tree at a time), and past a
    // hundred players or so the trees one at a time cost more (a bracket of 267: 69 ms, not 53).
    computeMatching(bracket.size() > 128);
    if (m_completionUnchecked) {
        m_completionUnchecked = false;
        for (int v = 0; v < m_n; ++v)
            m_unpairable = m_unpairable || mateOf(v) == v;
        if (m_unpairable)
            return true;
    }
    pairMovedDown(bracket);
    chooseMovedDownOpponents(bracket);
    pairRemainder(bracket);
    bracket = nextBracket(bracket, groupStart);
    return true;
}

// The bracket's score fields (its players' scores, the lowest in the lowest bits) and the base
// weights of its pairs and of its pairs with the next score group.
template <class W>
bool DutchPairer<W>::setBracketWeights(Bracket &bracket)
{
    const int size = bracket.size();
    std::map<int, int> present;
    for (int i = 0; i < size; ++i)
        ++present[score(bracket.at(i))];
    m_scoreShift.clear();
    int shift = 0;
    for (const auto &[groupScore, players] : present) {
        m_scoreShift[groupScore] = shift;
        shift += bitsFor(static_cast<std::size_t>(players));
    }
    if (shift > m_scoreShiftBits)
        return false;

    // The pairs of the bracket (but those of two moved-down players, which keep their weights),
    // the smaller index the higher player. Past the pairs that may not meet, edgeWeight reads
    // only the classes of the two and whether the lower is of the next score group, so each
    // weight is made once per pair of classes: the higher's (`first`), the lower's with that bit
    // (`second`).
    std::vector<int> local(m_classPlayer.size(), -1);
    std::vector<int> classes;
    std::vector<int> first(static_cast<std::size_t>(size));
    std::vector<int> second(static_cast<std::size_t>(size));
    for (int i = 0; i < size; ++i) {
        int &c = local[static_cast<std::size_t>(m_class[static_cast<std::size_t>(bracket.at(i))])];
        if (c < 0) {
            c = static_cast<int>(classes.size());
            classes.push_back(m_class[static_cast<std::size_t>(bracket.at(i))]);
        }
        first[static_cast<std::size_t>(i)] = c;
        second[static_cast<std::size_t>(i)] = 2 * c + (i >= bracket.nextBegin ? 1 : 0);
    }
    const std::size_t firstCount = classes.size();
    const std::size_t secondCount = 2 * firstCount;
    // The bracket's base weights, pooled as the matching asks for each pair of classes.
    std::vector<PooledWeight> baseByClass(firstCount * secondCount);
    const auto playerOf = [&](int c) -> const Player & {
        return player(
            m_classPlayer[static_cast<std::size_t>(classes[static_cast<std::size_t>(c)])]);
    };
    const auto weightOf = [&](int a, int b) {
        const bool inNext = b % 2 == 1;
        const W weight =
            edgeWeight(playerOf(a), playerOf(b / 2), !inNext, inNext, m_byeScore, bracket.single);
        baseByClass[static_cast<std::size_t>(a) * secondCount + static_cast<std::size_t>(b)] =
            bracket.basePool.add(weight);
        return weight;
    };
    std::vector<int> positionOf(static_cast<std::size_t>(m_n), -1);
    for (int i = 0; i < size; ++i)
        positionOf[static_cast<std::size_t>(bracket.at(i))] = i;
    std::vector<std::pair<int, int>> forbidden; // by position, the smaller first
    for (const auto &[u, v] : m_forbiddenVertices) {
        const int pu = positionOf[static_cast<std::size_t>(u)];
        const int pv = positionOf[static_cast<std::size_t>(v)];
        if (pu >= 0 && pv >= 0)
            forbidden.emplace_back(std::min(pu, pv), std::max(pu, pv));
    }
    m_matching.setWeightsByClass(bracket.vertices, static_cast<std::size_t>(bracket.movedDown),
                                 first, static_cast<int>(firstCount), second,
                                 static_cast<int>(secondCount), weightOf, forbidden);

    bracket.base = ZeroedArray<PooledWeight>(Bracket::baseIndex(std::max(size, 1), 0));
    for (int larger = bracket.movedDown; larger < size; ++larger) {
        const PooledWeight *row =
            baseByClass.data() + static_cast<std::size_t>(second[static_cast<std::size_t>(larger)]);
        for (int smaller = 0; smaller < larger; ++smaller)
            bracket.base[Bracket::baseIndex(larger, smaller)] =
                row[static_cast<std::size_t>(first[static_cast<std::size_t>(smaller)]) *
                    secondCount];
    }
    for (const auto &[smaller, larger] : forbidden)
        if (larger >= bracket.movedDown)
            bracket.setBase(larger, smaller, W(0));
    return true;
}

// B.3, C.6: which moved-down players are paired in the bracket, the highest first.
template <class W>
void DutchPairer<W>::pairMovedDown(Bracket &bracket)
{
    const int size = bracket.size();
    const int movedDown = bracket.movedDown;
    const int nextBegin = bracket.nextBegin;
    int groupScore = 0;
    int remaining = 0;
    int remainingMatched = 0;
    for (int i = 0; i < movedDown; ++i) {
        const int v = bracket.at(i);
        if (i == 0 || score(v) < groupScore) {
            groupScore = score(v);
            remaining = 0;
            remainingMatched = 0;
            for (int j = i; j < size && score(bracket.at(j)) >= groupScore; ++j) {
                ++remaining;
                if (bracket.isResident(mateOf(bracket.at(j))))
                    ++remainingMatched;
            }
        }
        if (remainingMatched == 0)
            continue;
        if (remaining <= remainingMatched) {
            m_matched[static_cast<std::size_t>(v)] = true;
            continue;
        }
        --remaining;
        if (!bracket.isResident(mateOf(v))) {
            for (int o = movedDown; o < nextBegin; ++o) {
                W w = bracket.baseAt(o, i);
                if (w != W(0)) {
                    w |= W(1);
                    setWeight(v, bracket.at(o), w);
                }
            }
            computeMatching();
        }
        if (bracket.isResident(mateOf(v))) {
            m_matched[static_cast<std::size_t>(v)] = true;
            --remainingMatched;
            for (int o = movedDown; o < nextBegin; ++o) {
                W w = bracket.baseAt(o, i);
                if (w != W(0)) {
                    w |= W(nextBegin - movedDown);
                    w += W(1);
                    setWeight(v, bracket.at(o), w);
                }
            }
        }
    }
}

// B.3: the moved-down players' opponents, each the highest resident possible.
template <class W>
void DutchPairer<W>::chooseMovedDownOpponents(Bracket &bracket)
{
    const int movedDown = bracket.movedDown;
    const int nextBegin = bracket.nextBegin;
    for (int i = 0; i < movedDown; ++i) {
        const int v = bracket.at(i);
        if (!m_matched[static_cast<std::size_t>(v)])
            continue;
        // The heaviest addend goes to the highest resident he can meet. When the matching
        // already pairs him so, it stays the heaviest with the addends: no need to match again.
        int first = -1;
        for (int o = movedDown; o < nextBegin && first < 0; ++o)
            if (!m_matched[static_cast<std::size_t>(bracket.at(o))] && bracket.baseAt(o, i) != W(0))
                first = bracket.at(o);
        if (first < 0 || mateOf(v) != first) {
            int addend = bracket.size();
            for (int o = nextBegin - 1; o >= movedDown; --o) {
                if (m_matched[static_cast<std::size_t>(bracket.at(o))])
                    continue;
                W w = bracket.baseAt(o, i);
                if (w != W(0)) {
                    w += W(addend);
                    setWeight(v, bracket.at(o), w);
                    ++addend;
                }
            }
            computeMatching();
        }
        const int mate = mateOf(v);
        m_matched[static_cast<std::size_t>(mate)] = true;
        finalizePair(v, mate);
    }
}

// A pair's weight in the remainder with the fields of D.2 that prefer the fewest exchanges
// between S1 and S2: the pair led by a player of S1, less the index of its leader.
template <class W>
W DutchPairer<W>::exchangeWeight(const Bracket &bracket, int smaller, int larger,
                                 int smallerRemainderIndex, int remainderPairs) const
{
    W result = bracket.baseAt(larger, smaller);
    if (result != W(0)) {
        W addend(smallerRemainderIndex < remainderPairs ? 1 : 0);
        addend <<= m_countBits;
        addend <<= m_countBits;
        addend -= W(smallerRemainderIndex);
        addend <<= 1;
        result += addend;
    }
    return result;
}

// B.3–B.5 and D: the residents not paired to a moved-down player (the remainder), S1 its
// higher half: the fewest exchanges, the lowest of S1 and the highest of S2 exchanged, then each
// player of S1 to the first possible player of S2.
template <class W>
void DutchPairer<W>::pairRemainder(Bracket &bracket)
{
    Remainder remainder;
    for (int i = bracket.movedDown; i < bracket.nextBegin; ++i) {
        const int v = bracket.at(i);
        if (mateOf(v) < bracket.residentsFrom)
            continue;
        remainder.indices.push_back(i);
        if (mateOf(v) < v)
            ++remainder.pairs;
    }
    const int size = remainder.size();
    for (int ko = 0; ko < size; ++ko)
        for (int kp = 0; kp < ko; ++kp)
            setWeight(
                bracket.at(remainder.at(kp)), bracket.at(remainder.at(ko)),
                exchangeWeight(bracket, remainder.at(kp), remainder.at(ko), kp, remainder.pairs));
    computeMatching();

    int exchangeCount = 0;
    for (int k = 0; k < remainder.pairs && k < size; ++k)
        exchangeCount += pairsDown(bracket, bracket.at(remainder.at(k))) ? 0 : 1;
    exchangeFromS1(bracket, remainder, exchangeCount);
    exchangeFromS2(bracket, remainder, exchangeCount);
    fixLeaders(bracket, remainder);
    pairS1WithS2(bracket, remainder);
}

// D.2: the lowest players of S1 to be exchanged where possible.
template <class W>
void DutchPairer<W>::exchangeFromS1(Bracket &bracket, const Remainder &remainder, int exchangeCount)
{
    const int size = remainder.size();
    int exchangesRemaining = exchangeCount;
    for (int k = remainder.pairs - 1; k >= 0 && exchangesRemaining > 0; --k) {
        const int p = remainder.at(k);
        const int v = bracket.at(p);
        if (pairsDown(bracket, v)) {
            for (int ko = k + 1; ko < size; ++ko) {
                W w = exchangeWeight(bracket, p, remainder.at(ko), k, remainder.pairs);
                if (w != W(0)) {
                    w -= W(1);
                    setWeight(v, bracket.at(remainder.at(ko)), w);
                }
            }
            computeMatching();
        }
        const bool exchange = !pairsDown(bracket, v);
        exchangesRemaining -= exchange ? 1 : 0;
        for (int ko = k + 1; ko < size; ++ko) {
            if (exchange)
                bracket.setBase(remainder.at(ko), p, W(0));
            setWeight(v, bracket.at(remainder.at(ko)),
                      exchangeWeight(bracket, p, remainder.at(ko), k, remainder.pairs));
        }
    }
}

// D.2: the highest players of S2 to be exchanged where possible.
template <class W>
void DutchPairer<W>::exchangeFromS2(Bracket &bracket, const Remainder &remainder, int exchangeCount)
{
    const int size = remainder.size();
    int exchangesRemaining = exchangeCount;
    for (int k = remainder.pairs; k < size && exchangesRemaining > 1; ++k) {
        const int p = remainder.at(k);
        const int v = bracket.at(p);
        const bool alreadyExchanged = pairsDown(bracket, v);
        if (!alreadyExchanged) {
            for (int ko = k + 1; ko < size; ++ko) {
                W w = exchangeWeight(bracket, p, remainder.at(ko), k, remainder.pairs);
                if (w != W(0)) {
                    w += W(1);
                    setWeight(v, bracket.at(remainder.at(ko)), w);
                }
            }
            computeMatching();
        }
        if (pairsDown(bracket, v)) {
            --exchangesRemaining;
            for (int ko = 0; ko < k; ++ko) {
                bracket.setBase(p, remainder.at(ko), W(0));
                setWeight(v, bracket.at(remainder.at(ko)), W(0));
            }
            for (int o = bracket.nextBegin; o < bracket.size(); ++o) {
                bracket.setBase(o, p, W(0));
                setWeight(v, bracket.at(o), W(0));
            }
        }
        if (!alreadyExchanged)
            for (int ko = k + 1; ko < size; ++ko)
                setWeight(v, bracket.at(remainder.at(ko)),
                          exchangeWeight(bracket, p, remainder.at(ko), k, remainder.pairs));
    }
}

// After the exchanges, which players lead a pair (S1) is fixed: only their pairs with S2 stay.
template <class W>
void DutchPairer<W>::fixLeaders(Bracket &bracket, const Remainder &remainder)
{
    const int size = remainder.size();
    for (int kp = 0; kp < size; ++kp) {
        const int v = bracket.at(remainder.at(kp));
        for (int ko = kp + 1; ko < size; ++ko) {
            const int o = bracket.at(remainder.at(ko));
            if (!pairsDown(bracket, v) || pairsDown(bracket, o))
                bracket.setBase(remainder.at(ko), remainder.at(kp), W(0));
            setWeight(v, o, bracket.baseAt(remainder.at(ko), remainder.at(kp)));
        }
    }
}

// D: each player of S1 in turn with the first possible player of S2.
template <class W>
void DutchPairer<W>::pairS1WithS2(Bracket &bracket, const Remainder &remainder)
{
    const int size = remainder.size();
    for (int kp = 0; kp < size; ++kp) {
        const int p = remainder.at(kp);
        const int v = bracket.at(p);
        if (!pairsDown(bracket, v))
            continue;
        // The first player after him he can meet gets the heaviest addend; as above, a
        // matching that pairs them already stays the heaviest. Players no heaviest matching
        // pairs him with (their edges have slack) are passed over: when the first of the
        // others is his mate now, he keeps him.
        const auto firstCandidate = [&](bool onlyTight) {
            for (int ko = 0; ko < size; ++ko) {
                const int o = remainder.at(ko);
                if (o > p && !m_matched[static_cast<std::size_t>(bracket.at(o))] &&
                    bracket.baseAt(o, p) != W(0) &&
                    (!onlyTight || m_matching.mayBeMatched(v, bracket.at(o))))
                    return bracket.at(o);
            }
            return -1;
        };
        int first = firstCandidate(false);
        if (first >= 0 && mateOf(v) != first) {
            if (!m_matching.isCurrent())
                computeMatching();
            first = firstCandidate(true);
        }
        // Or when the matching there is can be changed to pair them at no loss of weight.
        if (first >= 0 && mateOf(v) != first)
            rematchThrough(bracket, remainder, v, first);
        if (first < 0 || mateOf(v) != first) {
            int addend = 0;
            for (int ko = size - 1; ko >= 0; --ko) {
                const int o = remainder.at(ko);
                if (o <= p || m_matched[static_cast<std::size_t>(bracket.at(o))])
                    continue;
                W w = bracket.baseAt(o, p);
                if (w != W(0)) {
                    w += W(addend);
                    setWeight(v, bracket.at(o), w);
                }
                ++addend;
            }
            computeMatching();
        }
        const int mate = mateOf(v);
        m_matched[static_cast<std::size_t>(v)] = true;
        m_matched[static_cast<std::size_t>(mate)] = true;
        finalizePair(v, mate);
    }
}

// D, without computing the matching again: v (leading a pair of the remainder) and `first`, the
// first player after him he can meet in a heaviest matching (the edges before have slack), are
// paired in the matching kept when an alternating cycle v–first–mate(first)–…–mate(v)–v, its new
// pairs tight edges to players of the remainder not yet paired for good, weighs as much as the
// pairs it replaces: that matching is as heavy, so it is one of the heaviest, and the addends of
// the step would pair v with `first` too. Searched breadth first from mate(first) towards mate(v)
// over the remainder only. A solve would find the same, but in a large bracket each solve also
// dissolves the blossom that holds the pairs fixed since the last one, and the search that
// matches its base's mate again scans every player left in the bracket, 1 000 and more, each
// time. False, the matching unchanged, when no such cycle is found; a solve decides then.
template <class W>
bool DutchPairer<W>::rematchThrough(const Bracket &bracket, const Remainder &remainder, int v,
                                    int first)
{
    const int target = mateOf(v);
    const int start = mateOf(first);
    if (target == v || start == first || target == first)
        return false;
    enum Mark : char
    {
        Outside,
        Open,
        Reached
    };
    std::vector<char> mark(static_cast<std::size_t>(m_n), Outside);
    std::vector<int> open;
    for (int k = 0; k < remainder.size(); ++k) {
        const int x = bracket.at(remainder.at(k));
        if (!m_matched[static_cast<std::size_t>(x)] && x != v && x != first) {
            open.push_back(x);
            mark[static_cast<std::size_t>(x)] = Open;
        }
    }
    // mate(first) may be outside the remainder: then `first` floats now, and another may float
    // instead. The players reached by tight edges are of the remainder; their mates may not be.
    if (mark[static_cast<std::size_t>(target)] != Open)
        return false;
    mark[static_cast<std::size_t>(target)] = Reached; // asked for alone, first at each step
    // `outer`: the players who need a new mate (mate(first), then the mates of those reached);
    // for each player reached by a tight edge, the one who reached him.
    std::vector<int> reachedFrom(static_cast<std::size_t>(m_n), -1);
    std::vector<int> outer{start};
    mark[static_cast<std::size_t>(start)] = Reached;
    bool closed = false;
    for (std::size_t next = 0; next < outer.size(); ++next) {
        const int x = outer[next];
        if (m_matching.mayBeMatched(x, target)) { // most cycles close here
            reachedFrom[static_cast<std::size_t>(target)] = x;
            closed = true;
            break;
        }
        for (int y : open) {
            if (mark[static_cast<std::size_t>(y)] != Open || !m_matching.mayBeMatched(x, y))
                continue;
            mark[static_cast<std::size_t>(y)] = Reached;
            reachedFrom[static_cast<std::size_t>(y)] = x;
            const int z = mateOf(y);
            if (z != y && mark[static_cast<std::size_t>(z)] != Reached) {
                mark[static_cast<std::size_t>(z)] = Reached;
                outer.push_back(z);
            }
        }
    }
    if (!closed)
        return false;
    // The new pairs back from mate(v), each outer player's old mate the player before him.
    std::vector<std::pair<int, int>> pairs{{v, first}};
    std::vector<std::pair<int, int>> replaced{{v, target}, {first, start}};
    for (int y = target;;) {
        const int x = reachedFrom[static_cast<std::size_t>(y)];
        pairs.emplace_back(x, y);
        if (x == start)
            break;
        y = mateOf(x);
        replaced.emplace_back(x, y);
    }
    const CompactWeightMatrix<W> &weights = m_matching.weights();
    const auto total = [&](const std::vector<std::pair<int, int>> &edges) -> std::optional<W> {
        W sum(0);
        for (const auto &[a, b] : edges) {
            const std::optional<W> w = weights.weight(a, b);
            if (!w)
                return std::nullopt;
            sum += *w;
        }
        return sum;
    };
    const std::optional<W> before = total(replaced);
    const std::optional<W> after = total(pairs);
    if (!before || !after || *before != *after)
        return false;
    for (const auto &[a, b] : pairs) {
        m_mate[static_cast<std::size_t>(a)] = b;
        m_mate[static_cast<std::size_t>(b)] = a;
    }
    return true;
}

// The next bracket: the players left over move down to the next score group.
template <class W>
typename DutchPairer<W>::Bracket DutchPairer<W>::nextBracket(const Bracket &bracket, int groupStart)
{
    Bracket next;
    // C.9 (2025): the bracket's single downfloater is the bye's assignee when the bye goes to its
    // score group or to a player moved down into it (a score at least its residents'), and no
    // player of the bracket is paired below that group.
    const int residents = groupStart < m_n ? score(groupStart) : 0;
    next.single = m_odd && groupStart < m_n && m_byeScore >= residents;
    for (int i = 0; i < bracket.size(); ++i) {
        const int v = bracket.at(i);
        if (i < bracket.nextBegin && m_matched[static_cast<std::size_t>(v)]) {
            m_pairedWith[static_cast<std::size_t>(v)] = mateOf(v);
            m_pairedWith[static_cast<std::size_t>(mateOf(v))] = v;
        } else {
            next.vertices.push_back(v);
            if (i < bracket.nextBegin)
                ++next.movedDown;
            if (score(mateOf(v)) < residents)
                next.single = false;
        }
    }
    next.residentsFrom = bracket.nextBeginVertex;
    return next;
}

// The pairs, by board (C.04.2 order: the higher scores first), each with its colours (E), the
// bye last.
template <class W>
SwissResult DutchPairer<W>::boardsInOrder() const
{
    struct Board
    {
        SwissPairing pairing;
        int high = 0;
        int low = 0;
        int rank = 0;
    };
    std::vector<Board> boards;
    std::optional<int> bye;
    for (int v = 0; v < m_n; ++v) {
        const int mate = m_pairedWith[static_cast<std::size_t>(v)];
        if (mate < 0) {
            bye = player(v).id;
            continue;
        }
        if (mate < v)
            continue;
        // The colour is chosen for the player with the smaller pairing number, as it is shown.
        const Player &a = player(v).id < player(mate).id ? player(v) : player(mate);
        const Player &b = player(v).id < player(mate).id ? player(mate) : player(v);
        const Colour colour = colourFor(a, b);
        Board board;
        board.pairing =
            colour == Colour::White ? SwissPairing{a.id, b.id} : SwissPairing{b.id, a.id};
        board.high = std::max(a.score, b.score);
        board.low = std::min(a.score, b.score);
        board.rank = std::min(a.rank, b.rank);
        boards.push_back(board);
    }
    std::stable_sort(boards.begin(), boards.end(), [](const Board &x, const Board &y) {
        return std::tie(y.high, y.low, x.rank) < std::tie(x.high, x.low, y.rank);
    });
    SwissResult out;
    for (const Board &board : boards)
        out.pairings.push_back(board.pairing);
    if (bye)
        out.pairings.push_back({*bye, -1});
    return out;
}

} // namespace

SwissResult pairDutchRound(const SwissField &field)
{
    // The narrowest integer whose score fields hold every bracket's: most rounds of up to a few
    // thousand players fit 256 or 320 bits. The matching's time goes mostly into sums and
    // comparisons of weights, limb by limb, so a limb less is worth trying (5,000 players after
    // 5 or 10 rounds: 320 bits rather than 512 pair in some 30 % less time).
    if (std::optional<SwissResult> result = DutchPairer<WideInteger>(field).run())
        return *result;
    if (std::optional<SwissResult> result = DutchPairer<BasicWideInteger<5>>(field).run())
        return *result;
    if (std::optional<SwissResult> result = DutchPairer<BasicWideInteger<6>>(field).run())
        return *result;
    if (std::optional<SwissResult> result = DutchPairer<BasicWideInteger<8>>(field).run())
        return *result;
    if (std::optional<SwissResult> result = DutchPairer<BasicWideInteger<16>>(field).run())
        return *result;
    if (std::optional<SwissResult> result = DutchPairer<BasicWideInteger<32>>(field).run())
        return *result;
    // Beyond any tournament: 2 048 bits hold the fields of a bracket with players of some 30
    // scores of 1 000 players each.
    SwissResult unpairable;
    unpairable.unpairable = true;
    return unpairable;
}

} // namespace reports
