// shashki audit FILE.pdn [--rules russian-fmjd64|russian-2010] [--json] [--tb-dir DIR]
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runAudit(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
