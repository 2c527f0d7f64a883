// A second move generator, written only for the tests and plain on purpose: the board as rows of
// cells, every capture route walked square by square and only then filtered (the rule that a
// capture goes on where it can, the majority rule, Italian precedence), moves compared as (from,
// to, squares taken, promotion). It shares nothing with arbiter/movesearch.h but the rules it is
// given and the squares' order (arbiter/grid.h: 0 at the left of the top row, Black's side, row by
// row; a mirrored board seen in its mirror), so that a game with no published perft table
// (80-square draughts) is checked against something that is not the generator itself.
#pragma once

#include "arbiter/variant.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <tuple>
#include <utility>
#include <vector>

namespace naive {

// The rules are arbiter::VariantRules, the one table of every variant's rules (arbiter/variant.h).
using Rules = arbiter::VariantRules;

enum Cell : char
{
    Empty,
    WhiteMan,
    WhiteKing,
    BlackMan,
    BlackKing,
};

struct Board
{
    std::vector<Cell> cells; // by square number
    bool whiteToMove = true;
};

struct Move
{
    int from = 0;
    int to = 0;
    std::uint64_t captured = 0; // bit s for square s
    bool promotes = false;

    friend auto operator<=>(const Move &, const Move &) = default;
};

class Generator
{
public:
    explicit Generator(const Rules &rules) : m_rules(rules) {}

    int squareCount() const { return m_rules.columns * m_rules.rows / 2; }

    // The square at `row` (0 the top) and `column`, or -1 for a light square or off the board.
    int squareAt(int row, int column) const
    {
        if (row < 0 || row >= m_rules.rows || column < 0 || column >= m_rules.columns)
            return -1;
        if ((column % 2 == 1) != (row % 2 == 0))
            return -1;
        return row * (m_rules.columns / 2) + column / 2;
    }
    int rowOf(int square) const { return square / (m_rules.columns / 2); }
    int columnOf(int square) const
    {
        const int row = rowOf(square);
        return 2 * (square % (m_rules.columns / 2)) + (row % 2 == 0 ? 1 : 0);
    }

    Board initial() const
    {
        Board board{std::vector<Cell>(static_cast<std::size_t>(squareCount()), Empty),
                    m_rules.firstToMove == arbiter::Side::White};
        for (int s = 0; s < squareCount(); ++s) {
            if (rowOf(s) < m_rules.menRows)
                board.cells[static_cast<std::size_t>(s)] = BlackMan;
            else if (rowOf(s) >= m_rules.rows - m_rules.menRows)
                board.cells[static_cast<std::size_t>(s)] = WhiteMan;
        }
        return board;
    }

    // Every legal move, one per (from, to, squares taken, promotion), sorted.
    std::vector<Move> legalMoves(const Board &board) const
    {
        std::vector<Route> routes;
        for (int s = 0; s < squareCount(); ++s)
            if (isOwn(board, board.cells[static_cast<std::size_t>(s)])) {
                const bool king = isKing(board.cells[static_cast<std::size_t>(s)]);
                walk(board, s, s, king, king, {}, routes);
            }
        std::vector<Move> moves;
        if (!routes.empty()) {
            // The rules' choice, route by route: the best ranked of every route found.
            const auto rankOf = [&](const Route &route) {
                std::vector<bool> kingsMet;
                int kings = 0;
                for (const int victim : route.victims) {
                    kingsMet.push_back(isKing(board.cells[static_cast<std::size_t>(victim)]));
                    kings += kingsMet.back() ? 1 : 0;
                }
                const auto count = static_cast<int>(route.victims.size());
                switch (m_rules.captureChoice) {
                case arbiter::CaptureChoice::Free:
                    return std::tuple(0, false, 0, std::vector<bool>{});
                case arbiter::CaptureChoice::Majority:
                    return std::tuple(count, false, 0, std::vector<bool>{});
                case arbiter::CaptureChoice::Italian:
                    break;
                }
                return std::tuple(count, route.byKing, kings, kingsMet);
            };
            auto best = rankOf(routes.front());
            for (const Route &route : routes)
                best = std::max(best, rankOf(route));
            for (const Route &route : routes)
                if (rankOf(route) == best)
                    moves.push_back(route.move);
        } else {
            quietMoves(board, moves);
        }
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        return moves;
    }

    Board after(const Board &board, const Move &move) const
    {
        Board next = board;
        Cell piece = next.cells[static_cast<std::size_t>(move.from)];
        next.cells[static_cast<std::size_t>(move.from)] = Empty;
        for (int s = 0; s < squareCount(); ++s)
            if ((move.captured >> s) & 1u)
                next.cells[static_cast<std::size_t>(s)] = Empty;
        if (move.promotes)
            piece = piece == WhiteMan ? WhiteKing : BlackKing;
        next.cells[static_cast<std::size_t>(move.to)] = piece;
        next.whiteToMove = !board.whiteToMove;
        return next;
    }

    std::uint64_t perft(const Board &board, int depth) const
    {
        const std::vector<Move> moves = legalMoves(board);
        if (depth <= 1)
            return depth == 1 ? moves.size() : 1;
        std::uint64_t leaves = 0;
        for (const Move &move : moves)
            leaves += perft(after(board, move), depth - 1);
        return leaves;
    }

private:
    // A capture as walked: the move, whether a king makes it, the squares taken in order.
    struct Route
    {
        Move move;
        bool byKing = false;
        std::vector<int> victims;
    };

    static bool isKing(Cell cell) { return cell == WhiteKing || cell == BlackKing; }
    static bool isWhite(Cell cell) { return cell == WhiteMan || cell == WhiteKing; }
    static bool isBlack(Cell cell) { return cell == BlackMan || cell == BlackKing; }
    static bool isOwn(const Board &board, Cell cell)
    {
        return board.whiteToMove ? isWhite(cell) : isBlack(cell);
    }
    static bool isEnemy(const Board &board, Cell cell)
    {
        return board.whiteToMove ? isBlack(cell) : isWhite(cell);
    }
    int promotionRow(const Board &board) const { return board.whiteToMove ? 0 : m_rules.rows - 1; }

    // Free for the moving piece: empty, or the square it started from (it has left it). A piece
    // taken stays on its square until the move ends.
    bool isFree(const Board &board, int start, int square) const
    {
        return square == start || board.cells[static_cast<std::size_t>(square)] == Empty;
    }

    static constexpr std::pair<int, int> directions[] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    // The enemy piece, not taken yet, that a piece on `square` meets going (dr, dc) and may take
    // — a flying king first sliding over free squares; -1 when there is none.
    int victimTowards(const Board &board, int start, int square, int dr, int dc, bool king,
                      std::uint64_t taken) const
    {
        if (!king && !m_rules.menCaptureBackwards && dr != (board.whiteToMove ? -1 : 1))
            return -1;
        int r = rowOf(square) + dr;
        int c = columnOf(square) + dc;
        while (king && m_rules.flyingKings && squareAt(r, c) >= 0 &&
               isFree(board, start, squareAt(r, c))) {
            r += dr;
            c += dc;
        }
        const int victim = squareAt(r, c);
        if (victim < 0 || !isEnemy(board, board.cells[static_cast<std::size_t>(victim)]) ||
            ((taken >> victim) & 1u) != 0)
            return -1;
        if (!king && !m_rules.menTakeKings && isKing(board.cells[static_cast<std::size_t>(victim)]))
            return -1;
        return victim;
    }
    // The free squares behind `victim` going (dr, dc): the first only for a man.
    std::vector<int> landingsBehind(const Board &board, int start, int victim, int dr, int dc,
                                    bool king) const
    {
        std::vector<int> landings;
        for (int r = rowOf(victim) + dr, c = columnOf(victim) + dc;
             squareAt(r, c) >= 0 && isFree(board, start, squareAt(r, c)); r += dr, c += dc) {
            landings.push_back(squareAt(r, c));
            if (!king || !m_rules.flyingKings)
                break;
        }
        return landings;
    }

    // Every route of the piece from `start`, now on `square`, having taken `victims`: each
    // direction, each piece that can be taken there and each square behind it; where the route
    // cannot go on, it ends (if it took anything).
    void walk(const Board &board, int start, int square, bool startKing, bool king,
              const std::vector<int> &victims, std::vector<Route> &out) const
    {
        std::uint64_t taken = 0;
        for (const int victim : victims)
            taken |= std::uint64_t{1} << victim;
        std::vector<std::pair<int, int>> next; // (landing square, piece taken)
        for (const auto &[dr, dc] : directions) {
            const int victim = victimTowards(board, start, square, dr, dc, king, taken);
            if (victim < 0)
                continue;
            const std::vector<int> landings = landingsBehind(board, start, victim, dr, dc, king);
            // A king lands where the capture can go on, when it can from some of the squares.
            std::vector<int> goingOn;
            for (int landing : landings)
                if (canCapture(board, start, landing, king, taken | (std::uint64_t{1} << victim)))
                    goingOn.push_back(landing);
            for (int landing : goingOn.empty() ? landings : goingOn)
                next.emplace_back(landing, victim);
        }
        if (next.empty()) {
            if (taken != 0)
                out.push_back(
                    Route{Move{start, square, taken,
                               !startKing && (king || rowOf(square) == promotionRow(board))},
                          startKing, victims});
            return;
        }
        for (const auto &[landing, victim] : next) {
            std::vector<int> further = victims;
            further.push_back(victim);
            const bool farRow = !king && rowOf(landing) == promotionRow(board);
            if (farRow && m_rules.capturePromotion == arbiter::CapturePromotion::EndsMove) {
                out.push_back(
                    Route{Move{start, landing, taken | (std::uint64_t{1} << victim), true},
                          startKing, further});
                continue;
            }
            const bool crowned = king || (farRow && m_rules.capturePromotion ==
                                                        arbiter::CapturePromotion::GoesOnAsKing);
            walk(board, start, landing, startKing, crowned, further, out);
        }
    }

    // Whether a piece landing on `square` (crowned there if the rules say so) can take again,
    // pieces `taken` already.
    bool canCapture(const Board &board, int start, int square, bool king, std::uint64_t taken) const
    {
        const bool crowned =
            king || (m_rules.capturePromotion == arbiter::CapturePromotion::GoesOnAsKing &&
                     rowOf(square) == promotionRow(board));
        for (const auto &[dr, dc] : directions) {
            const int victim = victimTowards(board, start, square, dr, dc, crowned, taken);
            if (victim >= 0 && !landingsBehind(board, start, victim, dr, dc, false).empty())
                return true;
        }
        return false;
    }

    void quietMoves(const Board &board, std::vector<Move> &out) const
    {
        for (int s = 0; s < squareCount(); ++s) {
            const Cell cell = board.cells[static_cast<std::size_t>(s)];
            if (!isOwn(board, cell))
                continue;
            const int row = rowOf(s);
            const int column = columnOf(s);
            for (const auto &[dr, dc] : directions) {
                if (!isKing(cell) && dr != (board.whiteToMove ? -1 : 1))
                    continue;
                for (int r = row + dr, c = column + dc;
                     squareAt(r, c) >= 0 &&
                     board.cells[static_cast<std::size_t>(squareAt(r, c))] == Empty;
                     r += dr, c += dc) {
                    out.push_back(
                        Move{s, squareAt(r, c), 0, !isKing(cell) && r == promotionRow(board)});
                    if (!isKing(cell) || !m_rules.flyingKings)
                        break;
                }
            }
        }
    }

    Rules m_rules;
};

} // namespace naive
