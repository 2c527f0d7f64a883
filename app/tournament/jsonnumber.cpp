#include "jsonnumber.h"

#include <cmath>

namespace app {

std::optional<std::int64_t> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    constexpr double exact = 9007199254740992.0; // 2^53
    if (!(std::fabs(number) <= exact) || std::trunc(number) != number)
        return std::nullopt;
    return static_cast<std::int64_t>(number);
}

} // namespace app
