// The lines of a text without their ends, whichever ends it uses: LF, CR LF, or CR alone (TRF-16
// ends a record with CR alone, as programs that follow it to the letter write it; a spreadsheet
// on a Mac writes CSV so). The views point into `text`.
#pragma once

#include <string_view>
#include <vector>

namespace reports {

std::vector<std::string_view> linesOf(std::string_view text);

} // namespace reports
