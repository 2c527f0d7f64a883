#include "clirun.h"

#include "app/cli/commandline.h"

#include <random>
#include <sstream>

namespace clitest {

Outcome shashki(std::vector<std::string> args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = app::run(args, out, err);
    return {code, out.str(), err.str()};
}

TemporaryDirectory::TemporaryDirectory(const std::string &prefix)
    : path(std::filesystem::temp_directory_path() /
           (prefix + "-" + std::to_string(std::random_device{}())))
{
    std::filesystem::remove_all(path);
}

TemporaryDirectory::~TemporaryDirectory()
{
    std::filesystem::remove_all(path);
}

} // namespace clitest
