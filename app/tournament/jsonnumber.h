// A whole number stored in JSON (the facts of a decisions-log entry, a round's draw): the one
// check, refusing a missing value, text, a fraction and a value beyond 2^53 (where a JSON number
// is no longer exact).
#pragma once

#include <QJsonValue>
#include <cstdint>
#include <optional>

namespace app {

std::optional<std::int64_t> wholeNumber(const QJsonValue &value);

} // namespace app
