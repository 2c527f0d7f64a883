#include "clirun.h"

#include "app/cli/commandline.h"
#include "clustertemplate.h"
#include "db/embeddedcluster.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <random>
#include <sstream>

namespace clitest {

namespace {

// The tests assert the command line's English unless they choose Russian: a judge's Russian
// locale in the environment that runs them must not change what they read.
[[maybe_unused]] const bool localeCleared = [] {
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"})
        ::unsetenv(name);
    return true;
}();

} // namespace

Outcome shashki(std::vector<std::string> args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int code = app::run(args, out, err);
    return {code, out.str(), err.str()};
}

bool boardOf(const std::string &paired, const std::string &white, const std::string &black)
{
    std::istringstream lines(paired);
    std::string line;
    while (std::getline(lines, line)) {
        const auto w = line.find(white);
        const auto b = line.find(black);
        if (w != std::string::npos && b != std::string::npos && w < b)
            return true;
    }
    return false;
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

ScratchCluster::ScratchCluster(const std::string &prefix) : directory(prefix)
{
    ::setenv("SHASHKI_CLUSTER_DIR", path.c_str(), 1);
    ::unsetenv("SHASHKI_DB");
    db::EmbeddedCluster cluster(path);
    if (auto failure = dbtest::initializeThrowaway(cluster))
        FAIL("the test cluster was not made: " << failure->text());
    if (auto failure = cluster.start())
        FAIL("the test cluster did not start: " << failure->text());
}

ScratchCluster::~ScratchCluster()
{
    (void)db::EmbeddedCluster(path).stop();
    ::unsetenv("SHASHKI_CLUSTER_DIR");
}

} // namespace clitest
