// A tournament's dates as judges type and read them: stored as ISO 8601 ("2026-11-28"), typed
// either so or as a Russian judge writes a date ("28.11.2026", "1.12.2026"), and shown in Russian
// as 28.11.2026.
#pragma once

#include "reports/reportlanguage.h"

#include <optional>
#include <string>
#include <string_view>

namespace app {

// The date `typed` names, as ISO 8601: "2026-11-28" or "28.11.2026" (day and month of one or
// two digits); nullopt when it is neither, or no such day ("31.02.2026", "2026-13-01").
std::optional<std::string> typedDate(std::string_view typed);

// An ISO date in `language`: 01.12.2026 in Russian, as stored in English; anything else as it
// is.
std::string dateText(const std::string &iso, reports::Language language);

} // namespace app
