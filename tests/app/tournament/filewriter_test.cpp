// app::FileWriter and app::writeFileAtomically (filewriter.h): a file is replaced only by a whole
// new one; a write that fails (a full disk, simulated by RLIMIT_FSIZE in a child process; a full
// device; a missing folder) leaves the old file and no temporary file; a FIFO or a device is
// written directly.
#include "app/tournament/filewriter.h"
#include "app/tournament/messagecatalogue.h"
#include "temporaryfolder.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace filewriter_test {

namespace {

using fixture::TemporaryFolder;

std::string contentOf(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::stringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

// The names in `folder`, hidden ones included: a temporary file left behind shows here.
std::vector<std::string> namesIn(const std::filesystem::path &folder)
{
    std::vector<std::string> names;
    for (const auto &entry : std::filesystem::directory_iterator(folder))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

unsigned permissionsOf(const std::filesystem::path &path)
{
    struct stat status = {};
    REQUIRE(::stat(path.c_str(), &status) == 0);
    return status.st_mode & 07777u;
}

// The umask for the rest of a scope.
class ScopedUmask
{
public:
    explicit ScopedUmask(mode_t mask) : m_old(::umask(mask)) {}
    ~ScopedUmask() { ::umask(m_old); }
    ScopedUmask(const ScopedUmask &) = delete;
    ScopedUmask &operator=(const ScopedUmask &) = delete;

private:
    mode_t m_old;
};

app::Problem notWritten(const std::filesystem::path &path, const std::string &reason)
{
    return {app::ProblemCode::FileNotWritten, {path.string(), reason}};
}

} // namespace

TEST_CASE("a file written whole: created, replaced, no temporary file left", "[filewriter]")
{
    const TemporaryFolder folder("filewriter");
    const std::filesystem::path target = folder.path() / "standings.csv";
    const ScopedUmask mask(022);

    CHECK_FALSE(app::writeFileAtomically(target, "Place,Name\r\n1,Куперман\r\n"));
    CHECK(contentOf(target) == "Place,Name\r\n1,Куперман\r\n");
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"standings.csv"});
    CHECK(permissionsOf(target) == 0644u); // 0666 under the umask, as any new file

    // Replaced, not appended to; the old file's permissions kept.
    std::filesystem::permissions(target, std::filesystem::perms::owner_read |
                                             std::filesystem::perms::owner_write);
    CHECK_FALSE(app::writeFileAtomically(target, "shorter"));
    CHECK(contentOf(target) == "shorter");
    CHECK(permissionsOf(target) == 0600u);
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"standings.csv"});

    // Through a symbolic link: the file it points to is replaced, the link kept.
    const std::filesystem::path link = folder.path() / "latest.csv";
    std::filesystem::create_symlink(target, link);
    CHECK_FALSE(app::writeFileAtomically(link, "through the link"));
    CHECK(std::filesystem::is_symlink(link));
    CHECK(contentOf(target) == "through the link");
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"latest.csv", "standings.csv"});

    // Nothing to write is an empty file.
    CHECK_FALSE(app::writeFileAtomically(target, ""));
    CHECK(std::filesystem::file_size(target) == 0);
}

TEST_CASE("a full disk leaves the old file and no temporary file", "[filewriter]")
{
    const TemporaryFolder folder("filewriter-full");
    const std::filesystem::path target = folder.path() / "crosstable.pdf";
    std::ofstream(target, std::ios::binary) << "the old report";

    // A disk that takes 4 KiB of a file: RLIMIT_FSIZE in a child process (the limit is the
    // process's own), SIGXFSZ ignored so that the write fails with EFBIG instead of killing it.
    // The child sends back the reason the problem names.
    int channel[2];
    REQUIRE(::pipe(channel) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(channel[0]);
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        const auto problem = app::writeFileAtomically(target, std::string(100000, 'x'));
        const std::string answer = !problem ? "written"
                                   : problem->code != app::ProblemCode::FileNotWritten ||
                                           problem->args.size() != 2 ||
                                           problem->args[0] != target.string()
                                       ? "another problem"
                                       : problem->args[1];
        const bool sent = ::write(channel[1], answer.data(), answer.size()) ==
                          static_cast<ssize_t>(answer.size());
        ::_exit(sent ? 0 : 1); // no Catch2 report, no stdio flush from the child
    }
    ::close(channel[1]);
    std::string answer;
    char buffer[256];
    for (ssize_t got; (got = ::read(channel[0], buffer, sizeof buffer)) > 0;)
        answer.append(buffer, static_cast<std::size_t>(got));
    ::close(channel[0]);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(answer == "File too large");
    CHECK(contentOf(target) == "the old report");
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"crosstable.pdf"});
}

TEST_CASE("a write that cannot start or finish names the file and the reason", "[filewriter]")
{
    const TemporaryFolder folder("filewriter-refused");
    CHECK(app::writeFileAtomically("/dev/full", "x") ==
          notWritten("/dev/full", "No space left on device"));
    const std::filesystem::path missing = folder.path() / "no-such-folder" / "report.html";
    CHECK(app::writeFileAtomically(missing, "<html>") ==
          notWritten(missing, "No such file or directory"));
    const std::filesystem::path directory = folder.path() / "a-folder";
    std::filesystem::create_directory(directory);
    CHECK(app::writeFileAtomically(directory, "x") == notWritten(directory, "Is a directory"));
    CHECK(std::filesystem::is_directory(directory));
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"a-folder"});

    // Worded for the judge in both languages.
    const app::Problem full = notWritten("/tmp/standings.pdf", "No space left on device");
    CHECK(app::describe(full) == "/tmp/standings.pdf was not written: No space left on device");
    CHECK(app::describe(full, app::Language::Russian) ==
          "файл /tmp/standings.pdf не записан: на диске нет места");
}

TEST_CASE("a writer given up before commit() removes its temporary file", "[filewriter]")
{
    const TemporaryFolder folder("filewriter-abandoned");
    const std::filesystem::path target = folder.path() / "backup.dump";
    std::ofstream(target, std::ios::binary) << "the last good backup";
    std::filesystem::path temporary;
    {
        app::FileWriter writer(target);
        REQUIRE_FALSE(writer.open());
        temporary = writer.writingPath();
        CHECK(temporary.parent_path() == target.parent_path());
        CHECK(temporary != target);
        REQUIRE_FALSE(writer.write("half a backup"));
        CHECK(contentOf(temporary) == "half a backup");
        CHECK(contentOf(target) == "the last good backup");
    }
    CHECK_FALSE(std::filesystem::exists(temporary));
    CHECK(contentOf(target) == "the last good backup");
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"backup.dump"});
}

TEST_CASE("a FIFO or a device is written directly, never replaced", "[filewriter]")
{
    const TemporaryFolder folder("filewriter-fifo");
    CHECK_FALSE(app::writeFileAtomically("/dev/null", "into nothing"));
    CHECK(std::filesystem::is_character_file("/dev/null"));

    const std::filesystem::path fifo = folder.path() / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    std::string received;
    std::thread reader([&fifo, &received] {
        std::ifstream in(fifo, std::ios::binary);
        received.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    });
    const auto problem = app::writeFileAtomically(fifo, "1. c3-d4 d6-c5\n");
    reader.join();
    CHECK_FALSE(problem);
    CHECK(received == "1. c3-d4 d6-c5\n");
    CHECK(std::filesystem::is_fifo(fifo));
    CHECK(namesIn(folder.path()) == std::vector<std::string>{"pipe"});
}

} // namespace filewriter_test
