#include "digitsvalue.h"

#include <charconv>

namespace app {

std::optional<int> digitsValue(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() ||
        text.front() == '-')
        return std::nullopt;
    return value;
}

} // namespace app
