// The geometry of a draughts board as data (docs/architecture.md §14): its size, where its square
// numbering starts and which side moves first. Every board a Position stands on (position.h) gives
// one as `geometry`: the Russian core's 32 squares (board32.h) and the variants' grids (grid.h),
// and the boards to come (10×8, numbering from White's side, Black moving first) are new data.
//
// Files and ranks are as a diagram prints the board with White at the bottom: file 0 (a) on the
// left, rank 0 (1) White's base row; a1 is dark, so a square is dark when file + rank is even —
// except on the mirrored board of Italian draughts (FID: a light square at each player's left),
// where a1 is light and a8 dark.
//   FromTop     PDN 3.0 and FMJD Annex 1, 2.6: 1 is the first dark square from the left of the top
//               row (Black's side), the rows read left to right, top to bottom (8×8: 1 = b8,
//               4 = h8, 5 = a7 … 29 = a1, 32 = g1; 10×10: 46 = a1, 5 = j10).
//   FromBottom  the same numbering seen from the other side of the board, the board turned half
//               a turn: 1 is the first dark square from the right of the bottom row (White's
//               side), the rows read right to left, bottom to top (8×8: 1 = g1, 4 = a1,
//               29 = h8, 32 = b8). Number n FromBottom is number squareCount + 1 - n FromTop.
// On the mirrored board FromTop starts at a8, the top row's first dark square (1 = a8, 4 = g8,
// 29 = b1, 32 = h1: Italian draughts).
//
// The grids (grid.h) keep their squares in one layout whatever the board: read row by row from
// the top, the top row's first dark square one file in from the left. A mirrored board is kept
// as its mirror image, file a as h: the same diagonals, each rule of movement unchanged.
#pragma once

#include "side.h"

#include <optional>

namespace arbiter {

enum class Numbering
{
    FromTop,
    FromBottom,
};

struct FileRank
{
    int file = 0; // 0 = a
    int rank = 0; // 0 = 1
    friend constexpr bool operator==(FileRank, FileRank) = default;
};

struct BoardGeometry
{
    int columns;
    int rows;
    Numbering numbering;
    Side firstToMove;
    bool mirrored = false; // a1 light (Italian draughts)

    constexpr int darkPerRow() const { return columns / 2; }
    constexpr int squareCount() const { return columns * rows / 2; }

    // The number (1…squareCount) of the dark square at `file` and `rank`; none for a light square
    // or one off the board.
    constexpr std::optional<int> numberOf(FileRank at) const
    {
        if (at.file < 0 || at.file >= columns || at.rank < 0 || at.rank >= rows ||
            (at.file + at.rank) % 2 != (mirrored ? 1 : 0))
            return std::nullopt;
        const int fromTop = (rows - 1 - at.rank) * darkPerRow() + at.file / 2 + 1;
        return numbering == Numbering::FromTop ? fromTop : squareCount() + 1 - fromTop;
    }

    // The place (0…squareCount − 1) of square `number` (1…squareCount) when the dark squares are
    // read row by row from the top, left to right (right to left on a mirrored board) — the
    // grids' order of bits (grid.h) whatever the numbering; and the number of the square at that
    // place.
    constexpr int topIndexOf(int number) const
    {
        return mirroredIndex(
            (numbering == Numbering::FromTop ? number : squareCount() + 1 - number) - 1);
    }
    constexpr int numberAtTopIndex(int index) const
    {
        const int fromTop = mirroredIndex(index);
        return numbering == Numbering::FromTop ? fromTop + 1 : squareCount() - fromTop;
    }

    // The file and rank of square `number`; none outside 1…squareCount.
    constexpr std::optional<FileRank> fileRankOf(int number) const
    {
        if (number < 1 || number > squareCount())
            return std::nullopt;
        const int fromTop = numbering == Numbering::FromTop ? number : squareCount() + 1 - number;
        const int row = (fromTop - 1) / darkPerRow(); // 0 = the top row
        const int rank = rows - 1 - row;
        // The dark squares of a rank start on file 0 when the rank is even (a1 dark), odd on the
        // mirrored board.
        const int file = (fromTop - 1) % darkPerRow() * 2 + (rank + (mirrored ? 1 : 0)) % 2;
        return FileRank{file, rank};
    }

private:
    // A place in a row read from the other end, on a mirrored board (its own inverse).
    constexpr int mirroredIndex(int index) const
    {
        if (!mirrored)
            return index;
        const int row = index / darkPerRow();
        return row * darkPerRow() + darkPerRow() - 1 - index % darkPerRow();
    }
};

} // namespace arbiter
