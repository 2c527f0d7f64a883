// Signed integers of 64 × Limbs bits (WideInteger: 256), for the edge weights of the Swiss
// pairing's maximum-weight matching (reports/maxweightmatching.h): each pairing criterion is a bit
// field of the weight, the most important in the highest bits, and for 1 000 players the fields
// take some 200 bits.
//
// Layout: `Limbs` 64-bit limbs, least significant first, holding the value in two's complement.
// Arithmetic wraps modulo 2^(64 × Limbs) as unsigned integers do; users keep well inside the
// range. The Dutch pairing chooses the width a round's weights need (reports/dutchpairing.cpp).
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace reports {

template <std::size_t LimbCount>
class BasicWideInteger
{
public:
    static constexpr std::size_t limbCount = LimbCount;
    static constexpr int bitCount = 64 * static_cast<int>(limbCount);
    using Limbs = std::array<std::uint64_t, limbCount>;

    constexpr BasicWideInteger() = default;
    // Implicit, as for the built-in integers: `BasicWideInteger weight = 5`, `weight + 1`.
    constexpr BasicWideInteger(std::int64_t value)
    {
        const std::uint64_t fill = value < 0 ? ~std::uint64_t{0} : 0;
        m_limbs.fill(fill);
        m_limbs[0] = static_cast<std::uint64_t>(value);
    }
    // The value whose two's complement limbs (least significant first) are `limbs`.
    static constexpr BasicWideInteger fromLimbs(const Limbs &limbs)
    {
        BasicWideInteger out;
        out.m_limbs = limbs;
        return out;
    }

    constexpr const Limbs &limbs() const { return m_limbs; }
    constexpr bool isNegative() const { return (m_limbs[limbCount - 1] >> 63) != 0; }

    // The matching spends its time in + − and <: on x86-64 they are add-with-carry chains.
    constexpr BasicWideInteger &operator+=(const BasicWideInteger &other)
    {
#if defined(__x86_64__)
        if (!std::is_constant_evaluated()) {
            unsigned char carry = 0;
            for (std::size_t i = 0; i < limbCount; ++i) {
                unsigned long long sum = 0;
                carry = _addcarry_u64(carry, m_limbs[i], other.m_limbs[i], &sum);
                m_limbs[i] = sum;
            }
            return *this;
        }
#endif
        std::uint64_t carry = 0;
        for (std::size_t i = 0; i < limbCount; ++i) {
            const std::uint64_t sum = m_limbs[i] + other.m_limbs[i];
            const std::uint64_t withCarry = sum + carry;
            carry = static_cast<std::uint64_t>(sum < m_limbs[i]) +
                    static_cast<std::uint64_t>(withCarry < sum);
            m_limbs[i] = withCarry;
        }
        return *this;
    }
    constexpr BasicWideInteger &operator-=(const BasicWideInteger &other)
    {
#if defined(__x86_64__)
        if (!std::is_constant_evaluated()) {
            unsigned char borrow = 0;
            for (std::size_t i = 0; i < limbCount; ++i) {
                unsigned long long difference = 0;
                borrow = _subborrow_u64(borrow, m_limbs[i], other.m_limbs[i], &difference);
                m_limbs[i] = difference;
            }
            return *this;
        }
#endif
        std::uint64_t borrow = 0;
        for (std::size_t i = 0; i < limbCount; ++i) {
            const std::uint64_t difference = m_limbs[i] - other.m_limbs[i];
            const std::uint64_t withBorrow = difference - borrow;
            borrow = static_cast<std::uint64_t>(m_limbs[i] < other.m_limbs[i]) +
                     static_cast<std::uint64_t>(difference < borrow);
            m_limbs[i] = withBorrow;
        }
        return *this;
    }
    constexpr BasicWideInteger &operator|=(const BasicWideInteger &other)
    {
        for (std::size_t i = 0; i < limbCount; ++i)
            m_limbs[i] |= other.m_limbs[i];
        return *this;
    }
    // Shifts by `bits` ≥ 0; from 256 bits on, everything is shifted out (`>>` keeps the sign).
    constexpr BasicWideInteger &operator<<=(int bits)
    {
        return *this = *this << bits;
    }
    constexpr BasicWideInteger &operator>>=(int bits)
    {
        return *this = *this >> bits;
    }
    // Multiplication by a small factor (the product must fit, else it wraps).
    constexpr BasicWideInteger &operator*=(std::uint64_t factor)
    {
        std::uint64_t carry = 0;
        for (std::size_t i = 0; i < limbCount; ++i) {
            std::uint64_t high = 0;
            std::uint64_t low = multiplyFull(m_limbs[i], factor, high);
            low += carry;
            high += static_cast<std::uint64_t>(low < carry);
            m_limbs[i] = low;
            carry = high;
        }
        return *this;
    }

    friend constexpr BasicWideInteger operator+(BasicWideInteger a, const BasicWideInteger &b)
    {
        return a += b;
    }
    friend constexpr BasicWideInteger operator-(BasicWideInteger a, const BasicWideInteger &b)
    {
        return a -= b;
    }
    friend constexpr BasicWideInteger operator|(BasicWideInteger a, const BasicWideInteger &b)
    {
        return a |= b;
    }
    friend constexpr BasicWideInteger operator*(BasicWideInteger a, std::uint64_t factor)
    {
        return a *= factor;
    }
    constexpr BasicWideInteger operator-() const
    {
        BasicWideInteger out;
        for (std::size_t i = 0; i < limbCount; ++i)
            out.m_limbs[i] = ~m_limbs[i];
        return out += 1;
    }

    friend constexpr BasicWideInteger operator<<(const BasicWideInteger &value, int bits)
    {
        BasicWideInteger out;
        if (bits >= bitCount)
            return out;
        const auto limbShift = static_cast<std::size_t>(bits / 64);
        const int bitShift = bits % 64;
        for (std::size_t i = limbShift; i < limbCount; ++i) {
            const std::size_t from = i - limbShift;
            std::uint64_t limb = value.m_limbs[from] << bitShift;
            if (bitShift != 0 && from > 0)
                limb |= value.m_limbs[from - 1] >> (64 - bitShift);
            out.m_limbs[i] = limb;
        }
        return out;
    }
    // Arithmetic: the sign fills the vacated high bits.
    friend constexpr BasicWideInteger operator>>(const BasicWideInteger &value, int bits)
    {
        const std::uint64_t fill = value.isNegative() ? ~std::uint64_t{0} : 0;
        Limbs filled{};
        filled.fill(fill);
        BasicWideInteger out = fromLimbs(filled);
        if (bits >= bitCount)
            return out;
        const auto limbShift = static_cast<std::size_t>(bits / 64);
        const int bitShift = bits % 64;
        for (std::size_t i = 0; i + limbShift < limbCount; ++i) {
            const std::size_t from = i + limbShift;
            const std::uint64_t above = from + 1 < limbCount ? value.m_limbs[from + 1] : fill;
            std::uint64_t limb = value.m_limbs[from] >> bitShift;
            if (bitShift != 0)
                limb |= above << (64 - bitShift);
            out.m_limbs[i] = limb;
        }
        return out;
    }

    friend constexpr bool operator==(const BasicWideInteger &a, const BasicWideInteger &b)
    {
        std::uint64_t difference = 0;
        for (std::size_t i = 0; i < limbCount; ++i)
            difference |= a.m_limbs[i] ^ b.m_limbs[i];
        return difference == 0;
    }
    friend constexpr bool operator<(const BasicWideInteger &a, const BasicWideInteger &b)
    {
#if defined(__x86_64__)
        if (!std::is_constant_evaluated()) {
            // a < b when a − b borrows, comparing the top limbs with their sign bits flipped.
            constexpr std::uint64_t sign = std::uint64_t{1} << 63;
            unsigned char borrow = 0;
            unsigned long long ignored = 0;
            for (std::size_t i = 0; i + 1 < limbCount; ++i)
                borrow = _subborrow_u64(borrow, a.m_limbs[i], b.m_limbs[i], &ignored);
            borrow = _subborrow_u64(borrow, a.m_limbs[limbCount - 1] ^ sign,
                                    b.m_limbs[limbCount - 1] ^ sign, &ignored);
            return borrow != 0;
        }
#endif
        return (a <=> b) < 0;
    }
    friend constexpr bool operator>(const BasicWideInteger &a, const BasicWideInteger &b)
    {
        return b < a;
    }
    friend constexpr bool operator<=(const BasicWideInteger &a, const BasicWideInteger &b)
    {
        return !(b < a);
    }
    friend constexpr bool operator>=(const BasicWideInteger &a, const BasicWideInteger &b)
    {
        return !(a < b);
    }
    friend constexpr std::strong_ordering operator<=>(const BasicWideInteger &a,
                                                      const BasicWideInteger &b)
    {
        // The top limb carries the sign; the lower ones compare as unsigned digits.
        constexpr std::size_t top = limbCount - 1;
        if (a.m_limbs[top] != b.m_limbs[top])
            return static_cast<std::int64_t>(a.m_limbs[top]) <=>
                   static_cast<std::int64_t>(b.m_limbs[top]);
        for (std::size_t i = top; i-- > 0;) {
            if (a.m_limbs[i] != b.m_limbs[i])
                return a.m_limbs[i] <=> b.m_limbs[i];
        }
        return std::strong_ordering::equal;
    }

    // In decimal, with a leading '-' when negative: "-340282366920938463463374607431768211456".
    std::string toString() const;

private:
    // a × b as 128 bits: returns the low half, `high` receives the high half.
    static constexpr std::uint64_t multiplyFull(std::uint64_t a, std::uint64_t b,
                                                std::uint64_t &high)
    {
        constexpr std::uint64_t mask = 0xffffffffu;
        const std::uint64_t a0 = a & mask, a1 = a >> 32, b0 = b & mask, b1 = b >> 32;
        const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
        const std::uint64_t middle = (p00 >> 32) + (p01 & mask) + (p10 & mask);
        high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
        return (middle << 32) | (p00 & mask);
    }

    Limbs m_limbs{};
};

template <std::size_t LimbCount>
std::string BasicWideInteger<LimbCount>::toString() const
{
    // The magnitude, as unsigned limbs (so that −2^255 works too), divided by 10 digit by digit
    // in 32-bit halves: the remainder times 2^32 plus a half always fits in 64 bits.
    Limbs magnitude = isNegative() ? (-*this).m_limbs : m_limbs;
    std::string digits;
    bool nonZero = true;
    while (nonZero) {
        std::uint64_t remainder = 0;
        nonZero = false;
        for (std::size_t i = limbCount; i-- > 0;) {
            std::uint64_t limb = 0;
            for (int half = 1; half >= 0; --half) {
                const std::uint64_t current =
                    (remainder << 32) | ((magnitude[i] >> (32 * half)) & 0xffffffffu);
                limb |= (current / 10) << (32 * half);
                remainder = current % 10;
            }
            magnitude[i] = limb;
            nonZero = nonZero || limb != 0;
        }
        digits.insert(digits.begin(), static_cast<char>('0' + remainder));
    }
    if (isNegative())
        digits.insert(digits.begin(), '-');
    return digits;
}

using WideInteger = BasicWideInteger<4>;

} // namespace reports

template <std::size_t LimbCount>
struct std::numeric_limits<reports::BasicWideInteger<LimbCount>>
{
    using Value = reports::BasicWideInteger<LimbCount>;
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = true;
    static constexpr bool is_exact = true;
    static constexpr int digits = Value::bitCount - 1;
    static constexpr Value min()
    {
        typename Value::Limbs limbs{};
        limbs[LimbCount - 1] = std::uint64_t{1} << 63;
        return Value::fromLimbs(limbs);
    }
    static constexpr Value lowest() { return min(); }
    static constexpr Value max()
    {
        typename Value::Limbs limbs{};
        limbs.fill(~std::uint64_t{0});
        limbs[LimbCount - 1] >>= 1;
        return Value::fromLimbs(limbs);
    }
};
