#include "endgametable.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace arbiter {

namespace {

constexpr char magic[8] = {'S', 'H', 'A', 'S', 'H', 'K', 'T', 'B'};

void putLittleEndian(std::uint8_t *out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out[i] = static_cast<std::uint8_t>(value >> (8 * i));
}

std::uint64_t getLittleEndian(const std::uint8_t *in, int bytes)
{
    std::uint64_t value = 0;
    for (int i = bytes - 1; i >= 0; --i)
        value = (value << 8) | in[i];
    return value;
}

} // namespace

EndgameTable::EndgameTable(Material material, std::vector<std::uint8_t> codes)
    : m_index(material), m_codes(std::move(codes))
{
    assert(m_codes.size() == m_index.size());
}

int EndgameTable::maxDistancePlies() const
{
    int longest = 0;
    for (std::uint8_t code : m_codes)
        if (code != EndgameValue::drawCode)
            longest = std::max(longest, static_cast<int>(code));
    return longest;
}

std::string EndgameTable::fileName(Material material)
{
    return material.name() + ".shtb";
}

std::uint64_t EndgameTable::checksum(std::span<const std::uint8_t> bytes)
{
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (std::uint8_t byte : bytes) {
        hash ^= byte;
        hash *= 0x100000001b3ull;
    }
    return hash;
}

std::vector<std::uint8_t> EndgameTable::serialize() const
{
    std::vector<std::uint8_t> bytes(headerSize + m_codes.size(), 0);
    std::memcpy(bytes.data(), magic, sizeof magic);
    putLittleEndian(bytes.data() + 8, formatVersion, 4);
    const Material &m = material();
    bytes[12] = static_cast<std::uint8_t>(m.whiteMen);
    bytes[13] = static_cast<std::uint8_t>(m.whiteKings);
    bytes[14] = static_cast<std::uint8_t>(m.blackMen);
    bytes[15] = static_cast<std::uint8_t>(m.blackKings);
    putLittleEndian(bytes.data() + 16, m_codes.size(), 8);
    putLittleEndian(bytes.data() + 24, checksum(m_codes), 8);
    bytes[32] = static_cast<std::uint8_t>(maxDistancePlies());
    std::copy(m_codes.begin(), m_codes.end(), bytes.begin() + headerSize);
    return bytes;
}

Result<EndgameTable, TableDamage> EndgameTable::deserialize(std::span<const std::uint8_t> bytes,
                                                            Material expected)
{
    using Kind = TableDamage::Kind;
    TableDamage damage;
    if (bytes.size() < headerSize || std::memcmp(bytes.data(), magic, sizeof magic) != 0) {
        damage.kind = Kind::NotATable;
        return damage;
    }
    const auto version = getLittleEndian(bytes.data() + 8, 4);
    if (version != formatVersion) {
        damage.kind = Kind::FormatVersion;
        damage.foundVersion = version;
        damage.expectedVersion = formatVersion;
        return damage;
    }
    const Material stored{bytes[12], bytes[13], bytes[14], bytes[15]};
    if (stored != expected) {
        damage.kind = Kind::WrongClass;
        damage.storedClass = stored.name();
        damage.expectedClass = expected.name();
        return damage;
    }
    const EndgameIndex index(expected);
    const auto count = getLittleEndian(bytes.data() + 16, 8);
    if (count != index.size() || bytes.size() - headerSize != count) {
        damage.kind = Kind::WrongSize;
        damage.positionsHeld = bytes.size() - headerSize;
        damage.classPositions = index.size();
        return damage;
    }
    const auto codes = bytes.subspan(headerSize);
    if (checksum(codes) != getLittleEndian(bytes.data() + 24, 8)) {
        damage.kind = Kind::ChecksumMismatch;
        return damage;
    }
    return EndgameTable(expected, {codes.begin(), codes.end()});
}

} // namespace arbiter
