#pragma once
// Catch2 prints a WideInteger in a failed check as its exact decimal value.

#include "reports/wideinteger.h"

#include <catch2/catch.hpp>
#include <string>

namespace Catch {
template <>
struct StringMaker<reports::WideInteger>
{
    static std::string convert(const reports::WideInteger &value) { return value.toString(); }
};
} // namespace Catch
