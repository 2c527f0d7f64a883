// Squares of the 8x8 board: only the 32 dark squares exist for draughts.
//
// Three numberings meet here, each behind its own name so that none is passed around as a bare int:
//  - the algebraic name a1…h8 (file a–h, rank 1–8; a1 is dark, White sits on ranks 1–3);
//  - the PDN number 1…32 (docs/rules.md §2): 1 = b8, 2 = d8, 3 = f8, 4 = h8, 5 = a7 … 29 = a1,
//    30 = c1, 31 = e1, 32 = g1, i.e. row by row from Black's side;
//  - the internal bit index 0…31 used by bitboards (see bitboard.h): index = rank * 4 + file / 2,
//    so a1 = 0, c1 = 1, e1 = 2, g1 = 3, b2 = 4 … h8 = 31.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter {

using Bitboard = std::uint32_t;

// A PDN square number 1…32; only Square converts it.
enum class PdnNumber : std::uint8_t
{
};

class Square
{
public:
    // Trivial on purpose: move lists hold arrays of squares that must not be zero-filled in the
    // move generator's hot path. A default-constructed Square is unspecified until assigned.
    Square() = default;

    static constexpr Square fromIndex(unsigned bitIndex)
    {
        Square square;
        square.m_index = static_cast<std::uint8_t>(bitIndex);
        return square;
    }
    // file 0…7 (a…h), rank 0…7 (1…8); nullopt for a light square or off the board.
    static constexpr std::optional<Square> fromFileRank(int file, int rank)
    {
        if (file < 0 || file > 7 || rank < 0 || rank > 7 || (file + rank) % 2 != 0)
            return std::nullopt;
        return fromIndex(static_cast<unsigned>(rank * 4 + file / 2));
    }
    static constexpr std::optional<Square> fromPdnNumber(PdnNumber number)
    {
        const int n = static_cast<int>(number);
        if (n < 1 || n > 32)
            return std::nullopt;
        const int row = (n - 1) / 4; // 0 = rank 8
        return fromIndex(static_cast<unsigned>((7 - row) * 4 + (n - 1) % 4));
    }
    // "c3"; letters may be upper case. nullopt for anything else, light squares included.
    static std::optional<Square> fromName(std::string_view name);

    constexpr unsigned index() const { return m_index; }
    constexpr Bitboard mask() const { return Bitboard{1} << m_index; }
    constexpr int rank() const { return m_index / 4; }
    constexpr int file() const { return (m_index % 4) * 2 + (rank() & 1); }
    constexpr PdnNumber pdnNumber() const
    {
        return static_cast<PdnNumber>((7 - rank()) * 4 + static_cast<int>(m_index % 4) + 1);
    }
    constexpr char fileLetter() const { return static_cast<char>('a' + file()); }
    std::string name() const;
    std::string pdnName() const { return std::to_string(static_cast<int>(pdnNumber())); }

    friend constexpr bool operator==(Square, Square) = default;
    friend constexpr auto operator<=>(Square, Square) = default;

private:
    std::uint8_t m_index;
};

} // namespace arbiter
