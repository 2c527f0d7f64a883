#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki pairings --tournament NAME --round R [--draw-round-order [--seed N]] [--db URL]
int runPairings(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
