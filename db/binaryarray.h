#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace db {

// A one-dimensional array in PostgreSQL's binary format (what array_recv reads), made element by
// element, to be sent as a parameter in binary: a batch of imported games goes to the server as
// one array per column, with no text to quote or parse (0023).
class BinaryArray
{
public:
    // The element types used, by their pg_type oids.
    enum class Element : std::uint32_t
    {
        SmallInt = 21,
        Integer = 23,
        BigInt = 20,
        Text = 25,
        Jsonb = 3802,
    };

    explicit BinaryArray(Element element) : m_element(element) {}

    // Each of these adds one element, of the array's type.
    void addSmallInt(std::int16_t value);
    void addInteger(std::int32_t value);
    void addBigInt(std::int64_t value);
    void addText(std::string_view text); // a Text or a Jsonb element (JSON text)
    void addNull();

    int size() const { return m_count; }
    // The array's bytes: the header, then the elements added.
    std::string bytes() const;
    // Empty again, its buffer kept.
    void clear();

private:
    Element m_element;
    std::string m_elements; // each as its length, then its bytes
    std::int32_t m_count = 0;
    bool m_hasNull = false;
};

} // namespace db
