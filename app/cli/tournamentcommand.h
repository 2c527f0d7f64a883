#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace app {

// shashki tournament create NAME [--system S] [--rounds N] [--scoring S] [--tiebreaks CODES] …
// shashki tournament show NAME
// shashki tournament import --trf FILE [--name NAME] [--encoding NAME]
// shashki entry add --tournament NAME --player NAME [--rating R] [--title T] [--club C]
// shashki entry withdraw --tournament NAME --player NO --after-round R [--why TEXT]
int runTournament(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int runEntry(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace app
