// A benchmark's count option read whole ("2000", not "2000x"), from 1.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>

namespace bench {

inline std::optional<int> countOption(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 1)
        return std::nullopt;
    return value;
}

} // namespace bench
