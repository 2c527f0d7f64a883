// shashki db status|start|stop|migrate|backup FILE|restore FILE [--db URL]
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runDb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
