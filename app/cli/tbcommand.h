// shashki tb build|probe|verify: the endgame database (arbiter/endgamedatabase.h).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runTb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
