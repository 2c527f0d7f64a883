// Positions and legal moves of the variants on their grids (grid.h): GridMoves by PDN squares,
// the routes capture by capture, perft. The moves are found by the one generator of every variant
// (movesearch.h, where each rule of movement is written), with the variant's VariantRules.
#pragma once

#include "grid.h"
#include "position.h"
#include "variant.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace arbiter {

// A move by squares (0-based, the printed number minus one): the squares it takes, and whether
// the man becomes a king.
struct GridMove
{
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    bool promotes = false;
    std::uint64_t captured = 0; // a bit per square taken (bit s for square s)

    int captureCount() const { return std::popcount(captured); }
    friend bool operator==(const GridMove &, const GridMove &) = default;
};

// The squares a capture lands on after each piece it takes, in order; the last is the move's `to`.
using GridRoute = std::vector<std::uint8_t>;

template <class G>
class GridGenerator
{
public:
    enum class Mode
    {
        UniqueMoves, // one move per (from, to, pieces taken)
        AllRoutes,   // one per route (the order of the squares landed on)
    };

    explicit GridGenerator(const VariantRules &rules);

    // The variant's first position: Black's men on the top rows, White's on the bottom ones,
    // White to move.
    GridPosition<G> initial() const;

    // Every legal move of the side to move into `out` (cleared first).
    void legalMoves(const GridPosition<G> &position, std::vector<GridMove> &out,
                    Mode mode = Mode::UniqueMoves) const;
    // As legalMoves(), but when no capture is due only the moves of the piece on `square` (a
    // written move is looked for among them).
    void legalMovesOf(const GridPosition<G> &position, int square,
                      std::vector<GridMove> &out) const;

    // Every legal capture route (as legalMoves with Mode::AllRoutes when a capture is due) into
    // `moves`, with the squares each lands on at the same index of `routes`; both empty when the
    // side to move has no capture.
    void captureRoutes(const GridPosition<G> &position, std::vector<GridMove> &moves,
                       std::vector<GridRoute> &routes) const;
    // The position after `move`, which must be one of legalMoves().
    GridPosition<G> after(const GridPosition<G> &position, const GridMove &move) const;

    // The number of legal moves, as legalMoves().size(), quiet moves counted without being
    // listed (perft's last ply). `scratch` holds the captures while they are found.
    std::uint64_t countMoves(const GridPosition<G> &position, std::vector<GridMove> &scratch,
                             Mode mode = Mode::UniqueMoves) const;

    // The number of move sequences of `depth` plies (perft).
    std::uint64_t perft(const GridPosition<G> &position, int depth,
                        Mode mode = Mode::UniqueMoves) const;

    const VariantRules &rules() const { return m_rules; }

private:
    VariantRules m_rules;
    // The rules are those of m_rules.variant in the table, on its grid: the generator then reads
    // them as constants (FixedRules, variant.h).
    bool m_fixed = false;
};

extern template class GridGenerator<Grid8>;
extern template class GridGenerator<Grid10>;
extern template class GridGenerator<Grid10x8>;
extern template class GridGenerator<Grid8BlackFirst>;
extern template class GridGenerator<Grid8Checkers>;
extern template class GridGenerator<Grid8Mirrored>;

} // namespace arbiter
