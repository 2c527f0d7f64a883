// shashki moves [--variant V] [--fen FEN] [--json]
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runMoves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
