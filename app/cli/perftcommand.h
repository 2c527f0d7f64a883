// shashki perft [--variant V] [--fen FEN] --depth N [--divide] [--paths] [--stats]
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runPerft(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
