#include "binaryarray.h"

#include <type_traits>

namespace db {

namespace {

// Integers go big-endian, as every number of PostgreSQL's binary formats.
template <class Integer>
void appendBigEndian(std::string &out, Integer value)
{
    using Unsigned = std::make_unsigned_t<Integer>;
    const auto bits = static_cast<Unsigned>(value);
    for (int shift = static_cast<int>(sizeof(Integer) * 8) - 8; shift >= 0; shift -= 8)
        out += static_cast<char>((bits >> shift) & 0xFF);
}

// jsonb's binary form is a version byte, then the JSON text.
constexpr char jsonbVersion = 1;

} // namespace

void BinaryArray::addSmallInt(std::int16_t value)
{
    appendBigEndian(m_elements, std::int32_t{sizeof value});
    appendBigEndian(m_elements, value);
    ++m_count;
}

void BinaryArray::addInteger(std::int32_t value)
{
    appendBigEndian(m_elements, std::int32_t{sizeof value});
    appendBigEndian(m_elements, value);
    ++m_count;
}

void BinaryArray::addBigInt(std::int64_t value)
{
    appendBigEndian(m_elements, std::int32_t{sizeof value});
    appendBigEndian(m_elements, value);
    ++m_count;
}

void BinaryArray::addText(std::string_view text)
{
    const bool jsonb = m_element == Element::Jsonb;
    appendBigEndian(m_elements, static_cast<std::int32_t>(text.size() + (jsonb ? 1 : 0)));
    if (jsonb)
        m_elements += jsonbVersion;
    m_elements.append(text);
    ++m_count;
}

void BinaryArray::addNull()
{
    appendBigEndian(m_elements, std::int32_t{-1});
    m_hasNull = true;
    ++m_count;
}

std::string BinaryArray::bytes() const
{
    std::string out;
    out.reserve(20 + m_elements.size());
    // An empty array has no dimensions.
    appendBigEndian(out, std::int32_t{m_count > 0 ? 1 : 0});
    appendBigEndian(out, std::int32_t{m_hasNull ? 1 : 0});
    appendBigEndian(out, static_cast<std::uint32_t>(m_element));
    if (m_count == 0)
        return out;
    appendBigEndian(out, m_count);
    appendBigEndian(out, std::int32_t{1}); // lower bound
    out += m_elements;
    return out;
}

void BinaryArray::clear()
{
    m_elements.clear();
    m_count = 0;
    m_hasNull = false;
}

} // namespace db
