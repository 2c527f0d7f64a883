#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki game delete --tournament NAME --game N [--why TEXT] [--db URL]
int runGame(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
