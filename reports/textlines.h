// The text readers' common cuts: a text into lines, a field without its blanks. The views point
// into `text`.
#pragma once

#include <string_view>
#include <vector>

namespace reports {

// The lines of a text without their ends, whichever ends it uses: LF, CR LF, or CR alone (TRF-16
// ends a record with CR alone, as programs that follow it to the letter write it; a spreadsheet
// on a Mac writes CSV so).
std::vector<std::string_view> linesOf(std::string_view text);

// `text` without the characters of `spaces` at its start and end (empty when it holds nothing
// else). Each reader says which characters are blank in its format.
std::string_view trimmed(std::string_view text, std::string_view spaces);

} // namespace reports
