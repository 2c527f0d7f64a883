#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki standings --tournament NAME [--after-round R] [--tiebreaks CODES] [--json] [--db URL]
// shashki standings --trf FILE.trf [--tiebreaks CODES] [--json]
int runStandings(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
