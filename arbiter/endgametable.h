// One material class of the endgame database: the value code (EndgameValue) of every position of
// the class with White to move, in EndgameIndex order, and its file form.
//
// File form (little-endian), a 64-byte header and then one byte per position:
//   0  8 bytes  "SHASHKTB"
//   8  4 bytes  format version (1)
//  12  4 bytes  white men, white kings, black men, black kings
//  16  8 bytes  number of positions (EndgameIndex::size of the class)
//  24  8 bytes  checksum: 64-bit FNV-1a of the position bytes
//  32  1 byte   the largest distance in plies in the table
//  33 31 bytes  zero
#pragma once

#include "endgameindex.h"
#include "endgamevalue.h"
#include "result.h"
#include "tabledamage.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace arbiter {

class EndgameTable
{
public:
    static constexpr std::uint32_t formatVersion = 1;
    static constexpr std::size_t headerSize = 64;

    EndgameTable(Material material, std::vector<std::uint8_t> codes);

    const Material &material() const { return m_index.material(); }
    const EndgameIndex &index() const { return m_index; }
    std::uint64_t size() const { return m_codes.size(); }
    std::uint8_t codeAt(std::uint64_t index) const { return m_codes[index]; }
    EndgameValue valueAt(std::uint64_t index) const
    {
        return EndgameValue::fromCode(m_codes[index]);
    }
    // The value of a placement of this class, White to move.
    EndgameValue value(const Placement &placement) const
    {
        return valueAt(m_index.indexOf(placement));
    }
    int maxDistancePlies() const;

    // File name of a class: "w2m1k-b0m1k.shtb".
    static std::string fileName(Material material);

    std::vector<std::uint8_t> serialize() const;
    // Reads a table's file form, checking header, size and checksum; `expected` is the class the
    // file should hold. The first check that fails, with its facts.
    static Result<EndgameTable, TableDamage> deserialize(std::span<const std::uint8_t> bytes,
                                                         Material expected);

    static std::uint64_t checksum(std::span<const std::uint8_t> bytes);

private:
    EndgameIndex m_index;
    std::vector<std::uint8_t> m_codes;
};

} // namespace arbiter
