// What the command-line tests share: `shashki ARGS…` run in-process through app::run, and a
// temporary folder removed at the end of its scope.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace clitest {

struct Outcome
{
    int exitCode;
    std::string out;
    std::string err;
};

Outcome shashki(std::vector<std::string> args);

// A fresh folder `prefix-NNN` in the system's temporary folder (not created: the embedded
// cluster creates its own), readable by the postgres account, removed with everything in it.
struct TemporaryDirectory
{
    explicit TemporaryDirectory(const std::string &prefix = "shashki-test");
    ~TemporaryDirectory();
    TemporaryDirectory(const TemporaryDirectory &) = delete;
    TemporaryDirectory &operator=(const TemporaryDirectory &) = delete;

    std::filesystem::path path;
};

} // namespace clitest
