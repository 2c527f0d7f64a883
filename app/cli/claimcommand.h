// shashki claim FILE.pdn --game N [--ply P] [--move M] [--rule ID] [--json] …
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runClaim(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
