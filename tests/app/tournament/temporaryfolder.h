// A new empty folder under the temporary directory for a test's files, removed with everything in
// it when the scope ends.
#pragma once

#include <filesystem>
#include <string>
#include <system_error>
#include <unistd.h>

namespace fixture {

class TemporaryFolder
{
public:
    explicit TemporaryFolder(const std::string &name)
        : m_path(std::filesystem::temp_directory_path() /
                 ("shashki-" + name + "-" + std::to_string(::getpid())))
    {
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~TemporaryFolder()
    {
        std::error_code error;
        std::filesystem::remove_all(m_path, error);
    }
    TemporaryFolder(const TemporaryFolder &) = delete;
    TemporaryFolder &operator=(const TemporaryFolder &) = delete;

    const std::filesystem::path &path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

} // namespace fixture
