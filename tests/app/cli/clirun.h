// What the command-line tests share: `shashki ARGS…` run in-process through app::run, and a
// temporary folder removed at the end of its scope.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace clitest {

struct Outcome
{
    int exitCode;
    std::string out;
    std::string err;
};

Outcome shashki(std::vector<std::string> args);

// Whether a line of the pairings `paired` has `white` before `black`.
bool boardOf(const std::string &paired, const std::string &white, const std::string &black);

// Three kings against a lone king that stays off the main road; White's 15th own move draws.
inline constexpr std::string_view threeKingsGame =
    "[Event \"three kings\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
    "[FEN \"W:WKa1,Ka3,Kc1:BKh4\"]\n\n"
    "1. a1-b2 h4-g3 2. b2-a1 g3-h4 3. a1-b2 h4-g3 4. b2-a1 g3-h4 5. a1-b2 h4-g3\n"
    "6. b2-a1 g3-h4 7. a1-b2 h4-g3 8. b2-a1 g3-h4 9. a1-b2 h4-g3 10. b2-a1 g3-h4\n"
    "11. a1-b2 h4-g3 12. b2-a1 g3-h4 13. a1-b2 h4-g3 14. b2-a1 g3-h4 15. a1-b2 1-0\n"
    "\n[White \"X\"]\n[Black \"Y\"]\n\n1. c3-d4 d6-c5 2. d4:b6 a7:c5 3. b2-c3 c5-b3 *\n";

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

// A throwaway embedded cluster for the `shashki` calls of one test: SHASHKI_CLUSTER_DIR names
// `path` and SHASHKI_DB is unset until the end of the scope; the cluster is made at once with
// EmbeddedCluster::Durability::Throwaway (no fsync) and kept running, so the calls join one
// server instead of each starting and stopping its own. Stopped and removed at the end of the
// scope. Tests of the cluster's own life (created on demand, db start and stop) make theirs with
// the command under test instead.
struct ScratchCluster
{
    explicit ScratchCluster(const std::string &prefix = "shashki-test");
    ~ScratchCluster();
    ScratchCluster(const ScratchCluster &) = delete;
    ScratchCluster &operator=(const ScratchCluster &) = delete;

    TemporaryDirectory directory;
    const std::filesystem::path &path = directory.path;
};

} // namespace clitest
