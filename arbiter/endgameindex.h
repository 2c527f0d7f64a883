// Perfect indexing of the positions of one material class, White to move (a position with Black to
// move is stored as its colour-flipped mirror, Position::colourFlipped, in the flipped class).
//
// Every index 0 … size()-1 is one legal placement and every placement has one index: no gaps.
// Men never stand on their own promotion rank, so White's men use ranks 1–7 and Black's ranks 2–8;
// on ranks 2–7 both may stand. The placements are split into sub-classes by
//   a = White's men on rank 1 (0…4),  b = Black's men on rank 8 (0…4),
// and inside a sub-class the index is a mixed-radix number of six digits, each the rank of a set of
// identical pieces in the combinatorial number system (the k-subset {p1 < … < pk} of n places has
// rank C(p1,1) + C(p2,2) + … + C(pk,k), in 0 … C(n,k)-1):
//   1. White's men on rank 1            among its 4 squares                        C(4, a)
//   2. White's other men on ranks 2–7   among those 24 squares                     C(24, wm-a)
//   3. Black's men on ranks 2–7         among the 24 - (wm-a) squares left there   C(24-wm+a, bm-b)
//   4. Black's men on rank 8            among its 4 squares                        C(4, b)
//   5. White's kings                    among the 32 - wm - bm empty squares       C(32-wm-bm, wk)
//   6. Black's kings                    among the squares still empty              C(32-wm-bm-wk,
//   bk)
// Places are counted in square-index order (bitboard.h) with occupied squares skipped. The index is
// offset(a, b) + ((((d1·n2 + d2)·n3 + d3)·n4 + d4)·n5 + d5)·n6 + d6, sub-classes in order of a,
// then b.
#pragma once

#include "material.h"
#include "square.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// The four piece sets of a position with White to move.
struct Placement
{
    Bitboard whiteMen = 0;
    Bitboard whiteKings = 0;
    Bitboard blackMen = 0;
    Bitboard blackKings = 0;

    // The placement of `position` seen from its side to move: as it stands with White to move,
    // colour-flipped with Black to move.
    static Placement forSideToMove(const Position &position);
    Material material() const;
    Position position() const; // White to move
};

class EndgameIndex
{
public:
    explicit EndgameIndex(Material material);

    const Material &material() const { return m_material; }
    std::uint64_t size() const { return m_size; }

    // The index of a placement of this class (its counts must be the class's).
    std::uint64_t indexOf(const Placement &placement) const;
    // The placement with index `index` < size().
    Placement placementAt(std::uint64_t index) const;

private:
    struct SubClass
    {
        int whiteMenOnRank1; // a
        int blackMenOnRank8; // b
        std::uint64_t offset;
        std::uint64_t radix[6]; // C(n, k) of each digit
    };

    const SubClass &subClassOf(std::uint64_t index) const;

    Material m_material;
    std::vector<SubClass> m_subClasses;
    std::uint64_t m_size = 0;
};

} // namespace arbiter
