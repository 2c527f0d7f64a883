// JSON text helpers: the audit form of docs/audit-json.md (auditjson.h), which db/ stores, and the
// command line's --json output.
#pragma once

#include <string>
#include <string_view>

namespace arbiter::json {

// `text` as a JSON string literal, quotes included: control characters escaped, and every byte
// that is not part of well-formed UTF-8 replaced by U+FFFD, so the result is always valid JSON.
std::string quote(std::string_view text);

} // namespace arbiter::json
