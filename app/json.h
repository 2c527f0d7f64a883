// Minimal JSON text helpers for the command line's --json output.
#pragma once

#include <string>
#include <string_view>

namespace app::json {

// `text` as a JSON string literal, quotes included.
std::string quote(std::string_view text);

} // namespace app::json
