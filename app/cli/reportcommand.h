#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki report crosstable|standings|pairings --tournament NAME [--round R] [--after-round R]
//                [--tiebreaks CODES] --format text|html|csv|pdf [-o FILE] [--db URL]
int runReport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
