// JSON text helpers: the stored audit form (auditjson.h) and the command line's --json output.
#pragma once

#include <string>
#include <string_view>

namespace db::json {

// `text` as a JSON string literal, quotes included.
std::string quote(std::string_view text);

} // namespace db::json
