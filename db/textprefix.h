#pragma once

#include <string_view>

namespace db {

// Drops `prefix` from the start of `text` when `text` starts with it; says whether it did. The
// readers of pg_restore's listing and of a plain dump script take their lines apart with it.
inline bool takePrefix(std::string_view &text, std::string_view prefix)
{
    if (!text.starts_with(prefix))
        return false;
    text.remove_prefix(prefix.size());
    return true;
}

} // namespace db
