#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki result --tournament NAME --round R --board B RESULT [--why TEXT] [--db URL]
int runResult(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
