// shashki import FILE.pdn --tournament NAME [--create] [--db URL] [--rules ID]
// shashki export --tournament NAME [--format pdn|trf] FILE [--db URL]
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

int runImport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int runExport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
