// The one move generator of every variant (variant.h), on any board laid out as bits: the
// variants' grids (grid.h, GridGenerator) and the Russian core's 32 squares (board32.h,
// MoveGenerator). Every rule of movement is written here once; what differs between the
// variants is read from VariantRules (docs/rules.md §2–§6 for Russian draughts, FMJD Annex 1 for
// the others):
//  - a man steps one square diagonally forward; a king slides any distance along a diagonal;
//  - capturing is compulsory, for men (forwards and backwards) and kings (at any distance,
//    landing on any free square behind the taken piece); a capture goes on while it can (the
//    whole sequence is one move);
//  - where the capture can go on from some of the squares behind a piece a king takes, it lands
//    on one of them (docs/rules.md §4; under the majority rule only those routes can take the most
//    pieces, so the rule changes nothing there);
//  - Turkish strike: taken pieces stay on the board until the move ends: they block the way and
//    cannot be taken twice; free squares may be crossed again;
//  - majority capture (Brazilian, International: FMJD Annex 1, section 4): only the captures
//    taking the greatest number of pieces are legal, kings and men counted alike;
//  - promotion: a man ending its move on the far row becomes a king. In Russian draughts a man
//    reaching it during a capture becomes a king at once and goes on capturing as one; under the
//    FMJD rules a man only passing it during a capture stays a man.
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

// The men of the side to move with a capture: an enemy piece on the next square and a free
// square right behind it, in any direction.
template <class B>
typename B::Bits menThatCapture(const BasicPosition<B> &position)
{
    const auto men = position.pieces(position.sideToMove()) & ~position.kings();
    const auto enemy = position.pieces(opposite(position.sideToMove()));
    const auto empty = position.empty();
    const auto towards = [&]<int D>() {
        return B::template shift<D>(B::template shift<D>(empty) & enemy);
    };
    return men & (towards.template operator()<0>() | towards.template operator()<1>() |
                  towards.template operator()<2>() | towards.template operator()<3>());
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

template <class B>
bool kingsCapture(const BasicPosition<B> &position)
{
    const auto kings = position.pieces(position.sideToMove()) & position.kings();
    const auto enemy = position.pieces(opposite(position.sideToMove()));
    const auto empty = position.empty();
    return kings && (kingsCaptureTowards<B, 0>(kings, enemy, empty) ||
                     kingsCaptureTowards<B, 1>(kings, enemy, empty) ||
                     kingsCaptureTowards<B, 2>(kings, enemy, empty) ||
                     kingsCaptureTowards<B, 3>(kings, enemy, empty));
}

// Whether the side to move has a capture (and so must capture).
template <class B>
bool hasCapture(const BasicPosition<B> &position)
{
    return menThatCapture(position) != 0 || kingsCapture(position);
}

// Depth-first search of every capture route of one piece at a time, each route given to the
// sink as a Capture. The taken pieces stay in `m_enemy` as obstacles and are marked in
// `m_taken`; `m_empty` holds the mover's starting square, which it has left. Under the majority
// rule a route taking more pieces than every earlier one clears the sink first.
template <class B, class Sink>
class CaptureSearch
{
public:
    using Bits = typename B::Bits;

    CaptureSearch(const BasicPosition<B> &position, const VariantRules &rules, Sink &sink)
        : m_enemy(position.pieces(opposite(position.sideToMove()))), m_emptyBoard(position.empty()),
          m_promotionRow(B::promotionRow(position.sideToMove())), m_majority(rules.majorityCapture),
          m_promotesDuringCapture(rules.promotesDuringCapture), m_sink(sink)
    {}

    void searchFrom(int from, bool king)
    {
        m_from = from;
        m_empty = m_emptyBoard | B::bit(from);
        m_taken = 0;
        m_count = 0;
        if (king)
            searchKing(from, false);
        else
            searchMan(from);
    }

private:
    bool capturable(int b) const { return B::in(m_enemy & ~m_taken, b); }
    bool free(int b) const { return B::in(m_empty, b); }

    void take(int over)
    {
        m_taken |= B::bit(over);
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
    }

    void emit(int to, bool promotes)
    {
        if (m_majority) {
            if (m_count < m_most)
                return;
            if (m_count > m_most) {
                m_sink.clear();
                m_most = m_count;
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

    // A man jumps an adjacent piece to the free square right behind it, in any direction.
    void searchMan(int from)
    {
        bool continued = false;
        for (int d = 0; d < 4; ++d) {
            const int over = B::next(from, d);
            if (!capturable(over))
                continue;
            const int landing = B::next(over, d);
            if (!free(landing))
                continue;
            continued = true;
            take(over);
            land(landing);
            if (m_promotesDuringCapture && B::in(m_promotionRow, landing))
                searchKing(landing, true);
            else
                searchMan(landing);
            giveBack(over);
        }
        if (!continued && m_count > 0)
            emit(from, B::in(m_promotionRow, from));
    }

    // Whether a king on `at` could take a piece now.
    bool kingCanCapture(int at) const
    {
        for (int d = 0; d < 4; ++d) {
            int s = B::next(at, d);
            while (free(s))
                s = B::next(s, d);
            if (capturable(s) && free(B::next(s, d)))
                return true;
        }
        return false;
    }

    void searchKing(int at, bool promoted)
    {
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
    Bits m_emptyBoard;
    Bits m_promotionRow;
    bool m_majority;
    bool m_promotesDuringCapture;
    Sink &m_sink;

    int m_from = 0;
    Bits m_empty = 0;
    Bits m_taken = 0;
    int m_count = 0;
    int m_most = 0; // under the majority rule: the most pieces a route found takes
    // A piece is taken at most once and stands on a square of the board.
    std::array<typename B::Place, sizeof(Bits) * 8> m_takenAt{};
    std::array<typename B::Place, sizeof(Bits) * 8> m_landings{};
};

// Every capture route of `men` and `kings` to the sink: the men's, then the kings'.
template <class B, class Sink>
[[gnu::noinline]] void searchCaptures(const BasicPosition<B> &position, const VariantRules &rules,
                                      typename B::Bits men, typename B::Bits kings, Sink &sink)
{
    CaptureSearch<B, Sink> search(position, rules, sink);
    for (; men; men &= men - 1)
        search.searchFrom(B::lowest(men), false);
    for (; kings; kings &= kings - 1)
        search.searchFrom(B::lowest(kings), true);
}

// Every capture route of the side to move's pieces in `movers` to the sink, when the side to
// move has a capture (with any piece): then true, else false. The men's routes, then the kings'.
template <class B, class Sink>
bool captures(const BasicPosition<B> &position, const VariantRules &rules, typename B::Bits movers,
              Sink &sink)
{
    const auto men = menThatCapture(position);
    if (!men && !kingsCapture(position))
        return false;
    searchCaptures(position, rules, men & movers,
                   position.pieces(position.sideToMove()) & position.kings() & movers, sink);
    return true;
}

// The quiet moves of the side to move's pieces in `movers`, given to `emit(from, to, promotes)`.
template <class B, class Emit>
void quietMoves(const BasicPosition<B> &position, typename B::Bits movers, Emit &&emit)
{
    const auto empty = position.empty();
    const auto promotion = B::promotionRow(position.sideToMove());
    const auto forward = B::forward(position.sideToMove());
    for (auto pieces = position.pieces(position.sideToMove()) & movers; pieces;
         pieces &= pieces - 1) {
        const int from = B::lowest(pieces);
        if (B::in(position.kings(), from)) {
            for (int d = 0; d < 4; ++d)
                for (int s = B::next(from, d); B::in(empty, s); s = B::next(s, d))
                    emit(from, s, false);
        } else {
            for (int d : forward)
                if (const int s = B::next(from, d); B::in(empty, s))
                    emit(from, s, B::in(promotion, s));
        }
    }
}

// The number of quiet moves of the side to move, counted without listing them (perft's last ply).
template <class B>
std::uint64_t quietMoveCount(const BasicPosition<B> &position)
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
                 reach = B::template shift<D>(reach) & empty)
                n += B::count(reach);
            return n;
        };
        count += slides.template operator()<0>() + slides.template operator()<1>() +
                 slides.template operator()<2>() + slides.template operator()<3>();
    }
    return static_cast<std::uint64_t>(count);
}

} // namespace arbiter::movesearch
