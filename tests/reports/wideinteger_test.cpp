// reports/wideinteger: exact limbs and decimal values around the limb boundaries — carries,
// borrows, negative numbers, shifts by 0, 63, 64, 65 and 200. The expected values were computed
// with Python's unbounded integers (two's complement limbs of x mod 2^256).
#include "reports/wideinteger.h"
#include "widestringmaker.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>

namespace wideinteger_test {

using reports::WideInteger;

namespace {

constexpr std::uint64_t ones = ~std::uint64_t{0};

constexpr WideInteger limbs(std::uint64_t l0, std::uint64_t l1, std::uint64_t l2, std::uint64_t l3)
{
    return WideInteger::fromLimbs({l0, l1, l2, l3});
}

// 0x123456789abcdef0fedcba9876543210 · 2^70 + 0x1111: bits in every limb.
constexpr WideInteger mixed = limbs(0x1111, 0xb72ea61d950c8400, 0x8d159e26af37bc3f, 0x4);

} // namespace

TEST_CASE("a WideInteger is made from an int64 with its sign extended", "[wideinteger]")
{
    STATIC_REQUIRE(WideInteger(5) == limbs(5, 0, 0, 0));
    STATIC_REQUIRE(WideInteger(-1) == limbs(ones, ones, ones, ones));
    STATIC_REQUIRE(WideInteger(std::numeric_limits<std::int64_t>::min()) ==
                   limbs(0x8000000000000000, ones, ones, ones));
    STATIC_REQUIRE(WideInteger() == WideInteger(0));
    STATIC_REQUIRE(WideInteger(-1).isNegative());
    STATIC_REQUIRE(!WideInteger(0).isNegative());
}

TEST_CASE("addition and subtraction carry and borrow across limbs", "[wideinteger]")
{
    STATIC_REQUIRE(limbs(ones, ones, ones, 0) + 1 == limbs(0, 0, 0, 1));
    STATIC_REQUIRE(limbs(ones, 0, ones, 0) + limbs(1, 0, 1, 0) == limbs(0, 1, 0, 1));
    STATIC_REQUIRE(limbs(0, 0, 0, 1) - 1 == limbs(ones, ones, ones, 0));
    STATIC_REQUIRE(limbs(0, 1, 0, 1) - limbs(1, 0, 1, 0) == limbs(ones, 0, ones, 0));
    STATIC_REQUIRE(WideInteger(0) - 1 == WideInteger(-1));
    STATIC_REQUIRE(WideInteger(-5) + 3 == WideInteger(-2));
    STATIC_REQUIRE(WideInteger(std::numeric_limits<std::int64_t>::min()) - 1 ==
                   limbs(0x7fffffffffffffff, ones, ones, ones));
    STATIC_REQUIRE(WideInteger(-1) + WideInteger(-1) == WideInteger(-2));
    // The same at run time, where x86-64 takes the add-with-carry path.
    CHECK(limbs(ones, ones, ones, 0) + 1 == limbs(0, 0, 0, 1));
    CHECK(limbs(ones, 0, ones, 0) + limbs(1, 0, 1, 0) == limbs(0, 1, 0, 1));
    CHECK(limbs(0, 0, 0, 1) - 1 == limbs(ones, ones, ones, 0));
    CHECK(limbs(0, 1, 0, 1) - limbs(1, 0, 1, 0) == limbs(ones, 0, ones, 0));
    CHECK(WideInteger(0) - 1 == WideInteger(-1));
    CHECK(WideInteger(-5) + 3 == WideInteger(-2));
    WideInteger sum = mixed;
    sum += mixed;
    sum -= mixed;
    CHECK(sum == mixed);
    CHECK(-mixed ==
          limbs(0xffffffffffffeeef, 0x48d159e26af37bff, 0x72ea61d950c843c0, 0xfffffffffffffffb));
    CHECK(-mixed + mixed == WideInteger(0));
    CHECK(-WideInteger(-7) == WideInteger(7));
}

TEST_CASE("shifts by 0, 63, 64, 65 and 200 bits", "[wideinteger]")
{
    STATIC_REQUIRE((WideInteger(1) << 0) == WideInteger(1));
    STATIC_REQUIRE((WideInteger(1) << 63) == limbs(0x8000000000000000, 0, 0, 0));
    STATIC_REQUIRE((WideInteger(1) << 64) == limbs(0, 1, 0, 0));
    STATIC_REQUIRE((WideInteger(1) << 65) == limbs(0, 2, 0, 0));
    STATIC_REQUIRE((WideInteger(1) << 200) == limbs(0, 0, 0, 0x100));
    STATIC_REQUIRE((WideInteger(1) << 256) == WideInteger(0));
    CHECK((mixed << 0) == mixed);
    CHECK((mixed << 63) ==
          limbs(0x8000000000000000, 0x888, 0xdb97530eca864200, 0x468acf13579bde1f));
    CHECK((mixed << 64) == limbs(0, 0x1111, 0xb72ea61d950c8400, 0x8d159e26af37bc3f));
    CHECK((mixed << 65) == limbs(0, 0x2222, 0x6e5d4c3b2a190800, 0x1a2b3c4d5e6f787f));
    CHECK((mixed << 200) == limbs(0, 0, 0, 0x111100));
    CHECK((mixed >> 0) == mixed);
    CHECK((mixed >> 63) == limbs(0x6e5d4c3b2a190800, 0x1a2b3c4d5e6f787f, 0x9, 0));
    CHECK((mixed >> 65) == limbs(0xdb97530eca864200, 0x468acf13579bde1f, 0x2, 0));
    CHECK((mixed >> 200) == WideInteger(0));
    // Arithmetic right shifts keep the sign: −2^200 >> 199 = −2, −1 >> 200 = −1.
    const WideInteger minus2to200 = -(WideInteger(1) << 200);
    CHECK((minus2to200 >> 199) == WideInteger(-2));
    CHECK((minus2to200 >> 63) == limbs(0, 0, 0xfffffffffffffe00, ones));
    CHECK((minus2to200 >> 64) == limbs(0, 0, 0xffffffffffffff00, ones));
    CHECK(((minus2to200 - 1) >> 65) == limbs(ones, ones, 0xffffffffffffff7f, ones));
    CHECK((WideInteger(-1) >> 200) == WideInteger(-1));
    CHECK((WideInteger(-1) >> 300) == WideInteger(-1));
    CHECK((-mixed >> 65) ==
          limbs(0x2468acf13579bdff, 0xb97530eca86421e0, 0xfffffffffffffffd, ones));
    WideInteger shifted = mixed; // its highest bit is bit 194
    shifted <<= 60;
    shifted >>= 60;
    CHECK(shifted == mixed);
}

TEST_CASE("comparison orders signed values across limbs", "[wideinteger]")
{
    STATIC_REQUIRE(WideInteger(-1) < WideInteger(0));
    STATIC_REQUIRE(limbs(ones, 0, 0, 0) < (WideInteger(1) << 64));
    STATIC_REQUIRE(-(WideInteger(1) << 200) < -(WideInteger(1) << 199));
    STATIC_REQUIRE(limbs(0, 0, 0, 0x8000000000000000) < WideInteger(-1)); // −2^255: the least
    STATIC_REQUIRE(limbs(ones, ones, ones, 0x7fffffffffffffff) > (WideInteger(1) << 254));
    STATIC_REQUIRE(limbs(5, 0, 1, 0) > limbs(6, 0, 0, 0));
    STATIC_REQUIRE(limbs(5, 1, 0, 0) < limbs(6, 1, 0, 0));
    STATIC_REQUIRE((WideInteger(3) <=> WideInteger(3)) == std::strong_ordering::equal);
    CHECK(WideInteger(-1) < WideInteger(0));
    CHECK(limbs(ones, 0, 0, 0) < (WideInteger(1) << 64));
    CHECK(limbs(0, 0, 0, 0x8000000000000000) < WideInteger(-1));
    CHECK(limbs(5, 0, 1, 0) > limbs(6, 0, 0, 0));
    CHECK(limbs(5, 1, 0, 0) < limbs(6, 1, 0, 0));
    CHECK(!(limbs(5, 1, 0, 0) < limbs(5, 1, 0, 0)));
    CHECK(limbs(5, 1, 0, 0) <= limbs(5, 1, 0, 0));
    CHECK(WideInteger(-2) >= WideInteger(-2));
    CHECK(mixed > -mixed);
    // The extremes, as std::numeric_limits gives them.
    CHECK(std::numeric_limits<WideInteger>::max() == limbs(ones, ones, ones, ones >> 1));
    CHECK(std::numeric_limits<WideInteger>::min() == limbs(0, 0, 0, 0x8000000000000000));
    CHECK(-mixed < WideInteger(std::numeric_limits<std::int64_t>::min()));
}

TEST_CASE("bit fields are composed with |, multiplied by a small factor", "[wideinteger]")
{
    STATIC_REQUIRE(((WideInteger(1) << 200) | WideInteger(5)) == limbs(5, 0, 0, 0x100));
    STATIC_REQUIRE((WideInteger(3) << 63 | WideInteger(1) << 128) ==
                   limbs(0x8000000000000000, 1, 1, 0));
    // (2^64 − 1)² = 2^128 − 2^65 + 1: the product's high half carries into the next limb.
    STATIC_REQUIRE(limbs(ones, 0, 0, 0) * ones == limbs(1, 0xfffffffffffffffe, 0, 0));
    STATIC_REQUIRE(WideInteger(-7) * 3 == WideInteger(-21));
    STATIC_REQUIRE(((WideInteger(1) << 200) - 12345) * 1000 ==
                   limbs(0xffffffffff43a158, ones, ones, 0x3e7ff));
    WideInteger product = mixed;
    product *= 0;
    CHECK(product == WideInteger(0));
}

TEST_CASE("toString writes the exact decimal value", "[wideinteger]")
{
    CHECK(WideInteger(0).toString() == "0");
    CHECK(WideInteger(-1).toString() == "-1");
    CHECK((WideInteger(1) << 64).toString() == "18446744073709551616");
    CHECK(mixed.toString() == "28567787453493160102532856637005984244325336412279967584529");
    CHECK((-mixed).toString() == "-28567787453493160102532856637005984244325336412279967584529");
    CHECK(limbs(ones, ones, ones, 0x7fffffffffffffff).toString() ==
          "57896044618658097711785492504343953926634992332820282019728792003956564819967");
    CHECK(limbs(0, 0, 0, 0x8000000000000000).toString() ==
          "-57896044618658097711785492504343953926634992332820282019728792003956564819968");
    CHECK(WideInteger(std::numeric_limits<std::int64_t>::min()).toString() ==
          "-9223372036854775808");
}

} // namespace wideinteger_test
