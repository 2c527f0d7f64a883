// A run of decimal digits as a number: the one check for a number written as text ("7", "2026"),
// refusing a sign, a space, trailing characters ("7abc") and a value beyond int.
#pragma once

#include <optional>
#include <string_view>

namespace app {

std::optional<int> digitsValue(std::string_view text);

} // namespace app
