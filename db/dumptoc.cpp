#include "dumptoc.h"

#include "textprefix.h"

#include <charconv>

namespace db {

namespace {

// Reads the decimal number at the start of `text` into `number` and drops it from `text`.
template <class Number>
bool takeNumber(std::string_view &text, Number &number)
{
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc() || end == text.data())
        return false;
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return true;
}

} // namespace

arbiter::Result<std::vector<DumpTocEntry>, DumpTocError> parseDumpToc(std::string_view listing)
{
    std::vector<DumpTocEntry> entries;
    int lineNumber = 0;
    while (!listing.empty()) {
        const std::size_t end = listing.find('\n');
        std::string_view line = listing.substr(0, end);
        listing.remove_prefix(end == std::string_view::npos ? listing.size() : end + 1);
        ++lineNumber;
        if (line.empty() || line.front() == ';')
            continue;
        const std::string_view whole = line;
        DumpTocEntry entry;
        unsigned long tableOid = 0;
        unsigned long objectOid = 0;
        if (!takeNumber(line, entry.id) || !takePrefix(line, "; ") || !takeNumber(line, tableOid) ||
            !takePrefix(line, " ") || !takeNumber(line, objectOid) || !takePrefix(line, " ") ||
            line.empty())
            return DumpTocError{lineNumber, std::string(whole)};
        // "type schema name owner": the owner is the last word (empty after a trailing space).
        const std::size_t lastSpace = line.rfind(' ');
        if (lastSpace == std::string_view::npos || lastSpace == 0)
            return DumpTocError{lineNumber, std::string(whole)};
        entry.description = line.substr(0, lastSpace);
        entry.owner = line.substr(lastSpace + 1);
        entries.push_back(std::move(entry));
    }
    return entries;
}

} // namespace db
