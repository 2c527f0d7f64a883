// The one move generator of every variant (variant.h), on any board laid out as bits: the
// variants' grids (grid.h, GridGenerator) and the Russian core's 32 squares (board32.h,
// MoveGenerator). Every rule of movement is written here once; what differs between the
// variants is read from VariantRules (docs/rules.md §2–§6 for Russian draughts, §14 and §16 for
// the others):
//  - a man steps one square diagonally forward; a king slides any distance along a diagonal
//    (`flyingKings`), or steps one square (English, Italian);
//  - capturing is compulsory. A man takes the piece next to it, forwards and backwards
//    (`menCaptureBackwards`) or forwards only (English, Italian), and an Italian man never a king
//    (`menTakeKings`); a flying king takes at any distance, landing on any free square behind the
//    taken piece, a short king the piece next to it, landing right behind it. A capture goes on
//    while it can (the whole sequence is one move);
//  - where the capture can go on from some of the squares behind a piece a flying king takes, it
//    lands on one of them (docs/rules.md §4; under the majority rule only those routes can take
//    the most pieces, so the rule changes nothing there);
//  - Turkish strike: taken pieces stay on the board until the move ends: they block the way and
//    cannot be taken twice; free squares may be crossed again;
//  - which captures may be played (`captureChoice`): any (Russian, English, Pool); those taking
//    the most pieces, kings and men counted alike (Brazilian, International: FMJD Annex 1,
//    section 4); Italian's precedence (FID 6.6–6.9): the most pieces, then a king's capture before
//    a man's, then the most kings taken, then the capture meeting a king first;
//  - promotion: a man ending its move on the far row becomes a king. One reaching it during a
//    capture (`capturePromotion`) becomes a king at once and goes on capturing as one (Russian),
//    stays a man while the capture goes on (FMJD, Pool), or is crowned there and the move ends
//    (English, Italian).
//
// The rules R are VariantRules, read at run time, or FixedRules<V> (variant.h), the same fields
// known when compiling (the Russian core's generator, where every test of a rule folds away).
//
// A board type B gives: `Bits`, `Place` (how a route keeps a square), `squares`,
// `longestDiagonal`, `bit(b)`, `place(b)`, `next(b, d)` (the bit one step from square `b` in
// direction d = 0…3, the opposite direction being 3 - d; a value no set holds off the board),
// `in(set, b)`, `shift<D>(set)` (every square one step, those leaving the board dropped),
// `forward(side)` (a man's two steps), `promotionRow(side)`, `lowest`, `count`.
//
// The order moves come in, which the notation's candidates and the audit's findings show:
// captures by men before captures by kings, each piece by its bit; a piece's routes in the
// board's direction order, a king's landing squares nearest first. Quiet moves by their piece's
// bit; a king's by direction, nearest square first; a man's left, then right.
#pragma once

#include "position.h"
#include "variant.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace arbiter::movesearch {

// A capture route as found: the piece's bit, where it ends, whether it becomes a king, the bits
// it takes, and (at the same index) each piece taken and the square landed on after it.
template <class B>
struct Capture
{
    int from;
    int to;
    bool promotes;
    typename B::Bits taken;
    std::span<const typename B::Place> takenAt;
    std::span<const typename B::Place> landings;
};

// The men of the side to move with a capture: an enemy piece they may take on the next square
// and a free square right behind it, in any direction or only forwards.
template <class B, class R>
typename B::Bits menThatCapture(const BasicPosition<B> &position, const R &rules)
{
    const Side side = position.sideToMove();
    const auto men = position.pieces(side) & ~position.kings();
    const auto enemy = position.pieces(opposite(side)) &
                       (rules.menTakeKings ? ~typename B::Bits{0} : ~position.kings());
    const auto empty = position.empty();
    const auto towards = [&]<int D>() {
        return B::template shift<D>(B::template shift<D>(empty) & enemy);
    };
    // A man stands where one step from a free square, against direction D, and one more, meets
    // the piece to take: the steps backwards from the landing square.
    constexpr auto white = B::forward(Side::White);
    constexpr auto black = B::forward(Side::Black);
    if (rules.menCaptureBackwards)
        return men & (towards.template operator()<0>() | towards.template operator()<1>() |
                      towards.template operator()<2>() | towards.template operator()<3>());
    // Forwards only: a white man's forward steps are a landing square's backward ones.
    return men & (side == Side::White ? towards.template operator()<3 - white[0]>() |
                                            towards.template operator()<3 - white[1]>()
                                      : towards.template operator()<3 - black[0]>() |
                                            towards.template operator()<3 - black[1]>());
}

// Whether any of `kings` can take in direction D: they slide over free squares, meet an enemy
// piece and find a free square behind it. All of them are flooded at once.
template <class B, int D>
bool kingsCaptureTowards(typename B::Bits kings, typename B::Bits enemy, typename B::Bits empty)
{
    auto reach = B::template shift<D>(kings);
    auto ray = reach;
    while (reach & empty) {
        reach = B::template shift<D>(reach & empty);
        ray |= reach;
    }
    return (B::template shift<D>(ray & enemy) & empty) != 0;
}

// Whether any of `kings` can take the piece next to it in direction D (short kings).
template <class B, int D>
bool kingsCaptureNextTowards(typename B::Bits kings, typename B::Bits enemy, typename B::Bits empty)
{
    return (B::template shift<D>(B::template shift<D>(kings) & enemy) & empty) != 0;
}

template <class B, class R>
bool kingsCapture(const BasicPosition<B> &position, const R &rules)
{
    const auto kings = position.pieces(position.sideToMove()) & position.kings();
    if (!kings)
        return false;
    const auto enemy = position.pieces(opposite(position.sideToMove()));
    const auto empty = position.empty();
    if (!rules.flyingKings)
        return kingsCaptureNextTowards<B, 0>(kings, enemy, empty) ||
               kingsCaptureNextTowards<B, 1>(kings, enemy, empty) ||
               kingsCaptureNextTowards<B, 2>(kings, enemy, empty) ||
               kingsCaptureNextTowards<B, 3>(kings, enemy, empty);
    return kingsCaptureTowards<B, 0>(kings, enemy, empty) ||
           kingsCaptureTowards<B, 1>(kings, enemy, empty) ||
           kingsCaptureTowards<B, 2>(kings, enemy, empty) ||
           kingsCaptureTowards<B, 3>(kings, enemy, empty);
}

// Whether the side to move has a capture (and so must capture).
template <class B, class R>
bool hasCapture(const BasicPosition<B> &position, const R &rules)
{
    return menThatCapture(position, rules) != 0 || kingsCapture(position, rules);
}

// Depth-first search of every capture route of one piece at a time, each route given to the
// sink as a Capture. The taken pieces stay in `m_enemy` as obstacles and are marked in
// `m_taken`; `m_empty` holds the mover's starting square, which it has left. Where the rules
// choose among captures, a route ranking above every earlier one clears the sink first.
template <class B, class Sink, class R>
class CaptureSearch
{
public:
    using Bits = typename B::Bits;

    CaptureSearch(const BasicPosition<B> &position, const R &rules, Sink &sink)
        : m_enemy(position.pieces(opposite(position.sideToMove()))),
          m_enemyKings(m_enemy & position.kings()), m_emptyBoard(position.empty()),
          m_promotionRow(B::promotionRow(position.sideToMove())),
          m_forward(B::forward(position.sideToMove())), m_rules(rules), m_sink(sink)
    {}

    void searchFrom(int from, bool king)
    {
        m_from = from;
        m_fromKing = king;
        m_empty = m_emptyBoard | B::bit(from);
        m_taken = 0;
        m_count = 0;
        m_kingsTaken = 0;
        m_kingsMet = 0;
        if (king)
            searchKing(from, false);
        else
            searchMan(from);
    }

private:
    bool capturable(int b) const { return B::in(m_enemy & ~m_taken, b); }
    bool capturableByMan(int b) const
    {
        return capturable(b) && (m_rules.menTakeKings || !B::in(m_enemyKings, b));
    }
    bool free(int b) const { return B::in(m_empty, b); }

    // Italian precedence ranks routes by when they meet a king: bit 39 - i for the i-th piece
    // taken being a king (a board of 64 bits has fewer than 40 pieces to take).
    static constexpr int kingOrderBits = 40;

    void take(int over)
    {
        m_taken |= B::bit(over);
        if (m_rules.captureChoice == CaptureChoice::Italian && B::in(m_enemyKings, over)) {
            ++m_kingsTaken;
            m_kingsMet |= std::uint64_t{1} << (kingOrderBits - 1 - m_count);
        }
        m_takenAt[static_cast<std::size_t>(m_count++)] = B::place(over);
    }
    void land(int landing)
    {
        m_landings[static_cast<std::size_t>(m_count - 1)] = B::place(landing);
    }
    void giveBack(int over)
    {
        m_taken &= ~B::bit(over);
        --m_count;
        if (m_rules.captureChoice != CaptureChoice::Italian || m_kingsMet == 0)
            return;
        const std::uint64_t met = std::uint64_t{1} << (kingOrderBits - 1 - m_count);
        if (m_kingsMet & met) {
            m_kingsMet &= ~met;
            --m_kingsTaken;
        }
    }

    // The route's rank among the captures of the position: higher ranks are played first. The
    // number of pieces (majority rule); Italian: then the capture by a king, the number of kings
    // taken and how early the first, second … king is met.
    std::uint64_t rank() const
    {
        const auto count = static_cast<std::uint64_t>(m_count);
        if (m_rules.captureChoice == CaptureChoice::Majority)
            return count;
        return count << 56 | std::uint64_t{m_fromKing} << 55 |
               static_cast<std::uint64_t>(m_kingsTaken) << kingOrderBits | m_kingsMet;
    }

    void emit(int to, bool promotes)
    {
        if (m_rules.captureChoice != CaptureChoice::Free) {
            const std::uint64_t rank = this->rank();
            if (rank < m_best)
                return;
            if (rank > m_best) {
                m_sink.clear();
                m_best = rank;
            }
        }
        const auto length = static_cast<std::size_t>(m_count);
        m_sink.emit(Capture<B>{m_from,
                               to,
                               promotes,
                               m_taken,
                               {m_takenAt.data(), length},
                               {m_landings.data(), length}});
    }

    bool menGo(int d) const
    {
        return m_rules.menCaptureBackwards || d == m_forward[0] || d == m_forward[1];
    }

    // A man, or a short king, jumps an adjacent piece to the free square right behind it: a man
    // in any direction or forwards only, a short king in any.
    template <bool King>
    void searchJumps(int at, bool promoted)
    {
        bool continued = false;
        for (int d = 0; d < 4; ++d) {
            if (!King && !menGo(d))
                continue;
            const int over = B::next(at, d);
            if (King ? !capturable(over) : !capturableByMan(over))
                continue;
            const int landing = B::next(over, d);
            if (!free(landing))
                continue;
            continued = true;
            take(over);
            land(landing);
            if (King || !B::in(m_promotionRow, landing))
                searchJumps<King>(landing, promoted);
            else if (m_rules.capturePromotion == CapturePromotion::GoesOnAsKing)
                searchKing(landing, true);
            else if (m_rules.capturePromotion == CapturePromotion::EndsMove)
                emit(landing, true);
            else
                searchJumps<King>(landing, promoted);
            giveBack(over);
        }
        if (!continued && m_count > 0)
            emit(at, King ? promoted : B::in(m_promotionRow, at));
    }
    void searchMan(int from) { searchJumps<false>(from, false); }

    // Whether a king on `at` could take a piece now.
    bool kingCanCapture(int at) const
    {
        for (int d = 0; d < 4; ++d) {
            int s = B::next(at, d);
            while (m_rules.flyingKings && free(s))
                s = B::next(s, d);
            if (capturable(s) && free(B::next(s, d)))
                return true;
        }
        return false;
    }

    void searchKing(int at, bool promoted)
    {
        if (!m_rules.flyingKings) {
            searchJumps<true>(at, promoted);
            return;
        }
        bool continued = false;
        for (int d = 0; d < 4; ++d) {
            int over = B::next(at, d);
            while (free(over))
                over = B::next(over, d);
            if (!capturable(over) || !free(B::next(over, d)))
                continue;
            continued = true;
            take(over);
            // The free squares behind the piece taken, and from which of them the capture goes on.
            std::array<int, B::longestDiagonal> landings{};
            std::array<bool, B::longestDiagonal> goesOn{};
            std::size_t landingCount = 0;
            bool anyGoesOn = false;
            for (int s = B::next(over, d); free(s); s = B::next(s, d)) {
                landings[landingCount] = s;
                goesOn[landingCount] = kingCanCapture(s);
                anyGoesOn = anyGoesOn || goesOn[landingCount];
                ++landingCount;
            }
            for (std::size_t i = 0; i < landingCount; ++i) {
                if (anyGoesOn && !goesOn[i])
                    continue; // it lands where the capture goes on
                land(landings[i]);
                if (goesOn[i])
                    searchKing(landings[i], promoted);
                else
                    emit(landings[i], promoted);
            }
            giveBack(over);
        }
        if (!continued && m_count > 0)
            emit(at, promoted);
    }

    Bits m_enemy;
    Bits m_enemyKings;
    Bits m_emptyBoard;
    Bits m_promotionRow;
    std::array<int, 2> m_forward;
    const R &m_rules;
    Sink &m_sink;

    int m_from = 0;
    bool m_fromKing = false;
    Bits m_empty = 0;
    Bits m_taken = 0;
    int m_count = 0;
    int m_kingsTaken = 0;         // Italian precedence only
    std::uint64_t m_kingsMet = 0; // Italian precedence only: see rank()
    std::uint64_t m_best = 0;     // where the rules choose: the highest rank of a route found
    // A piece is taken at most once and stands on a square of the board.
    std::array<typename B::Place, sizeof(Bits) * 8> m_takenAt{};
    std::array<typename B::Place, sizeof(Bits) * 8> m_landings{};
};

// Every capture route of `men` and `kings` to the sink: the men's, then the kings'.
template <class B, class Sink, class R>
[[gnu::noinline]] void searchCaptures(const BasicPosition<B> &position, const R &rules,
                                      typename B::Bits men, typename B::Bits kings, Sink &sink)
{
    CaptureSearch<B, Sink, R> search(position, rules, sink);
    for (; men; men &= men - 1)
        search.searchFrom(B::lowest(men), false);
    for (; kings; kings &= kings - 1)
        search.searchFrom(B::lowest(kings), true);
}

// Every capture route of the side to move's pieces in `movers` to the sink, when the side to
// move has a capture (with any piece): then true, else false. The men's routes, then the kings'.
template <class B, class Sink, class R>
bool captures(const BasicPosition<B> &position, const R &rules, typename B::Bits movers, Sink &sink)
{
    const auto men = menThatCapture(position, rules);
    if (!men && !kingsCapture(position, rules))
        return false;
    searchCaptures(position, rules, men & movers,
                   position.pieces(position.sideToMove()) & position.kings() & movers, sink);
    return true;
}

// The quiet moves of the side to move's pieces in `movers`, given to `emit(from, to, promotes)`.
template <class B, class R, class Emit>
void quietMoves(const BasicPosition<B> &position, const R &rules, typename B::Bits movers,
                Emit &&emit)
{
    const auto empty = position.empty();
    const auto promotion = B::promotionRow(position.sideToMove());
    const auto forward = B::forward(position.sideToMove());
    for (auto pieces = position.pieces(position.sideToMove()) & movers; pieces;
         pieces &= pieces - 1) {
        const int from = B::lowest(pieces);
        if (B::in(position.kings(), from)) {
            for (int d = 0; d < 4; ++d)
                for (int s = B::next(from, d); B::in(empty, s); s = B::next(s, d)) {
                    emit(from, s, false);
                    if (!rules.flyingKings)
                        break;
                }
        } else {
            for (int d : forward)
                if (const int s = B::next(from, d); B::in(empty, s))
                    emit(from, s, B::in(promotion, s));
        }
    }
}

// The number of quiet moves of the side to move, counted without listing them (perft's last ply).
template <class B, class R>
std::uint64_t quietMoveCount(const BasicPosition<B> &position, const R &rules)
{
    const auto empty = position.empty();
    const auto own = position.pieces(position.sideToMove());
    const auto men = own & ~position.kings();
    constexpr auto white = B::forward(Side::White);
    constexpr auto black = B::forward(Side::Black);
    int count = position.sideToMove() == Side::White
                    ? B::count(B::template shift<white[0]>(men) & empty) +
                          B::count(B::template shift<white[1]>(men) & empty)
                    : B::count(B::template shift<black[0]>(men) & empty) +
                          B::count(B::template shift<black[1]>(men) & empty);
    if (const auto kings = own & position.kings()) {
        const auto slides = [&]<int D>() {
            int n = 0;
            for (auto reach = B::template shift<D>(kings) & empty; reach;
                 reach = B::template shift<D>(reach) & empty) {
                n += B::count(reach);
                if (!rules.flyingKings)
                    break;
            }
            return n;
        };
        count += slides.template operator()<0>() + slides.template operator()<1>() +
                 slides.template operator()<2>() + slides.template operator()<3>();
    }
    return static_cast<std::uint64_t>(count);
}

} // namespace arbiter::movesearch
