#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki log --tournament NAME [--round R] [--json] [--db URL]: the decisions log of a
// tournament, oldest first, one line per entry (or one JSON document).
int runLog(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
