#include "filewriter.h"

#include <array>
#include <cassert>
#include <cerrno>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace app {

namespace {

// /dev/stdout, /dev/fd/N and /proc/self/fd/N name a descriptor the program already has, wherever
// it leads (a regular file included): writing beside them is impossible, replacing them wrong.
bool namesDescriptor(const std::filesystem::path &path)
{
    std::error_code error; // no working folder: a relative path names no descriptor
    const std::string text = std::filesystem::absolute(path, error).lexically_normal().string();
    return text.rfind("/proc/", 0) == 0 || text.rfind("/dev/fd/", 0) == 0 ||
           text == "/dev/stdout" || text == "/dev/stderr";
}

// ".NAME.XXXXXX.tmp" with six random letters or digits: hidden, and unique with O_EXCL.
std::string temporaryName(const std::string &name)
{
    static constexpr std::string_view letters =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    // A file is written once in a while, not in a loop: a fresh draw of the system's entropy
    // for each name costs nothing that counts, and keeps no generator between calls.
    std::random_device random;
    std::string suffix(6, ' ');
    for (char &c : suffix)
        c = letters[random() % letters.size()];
    return "." + name + "." + suffix + ".tmp";
}

} // namespace

FileWriter::FileWriter(std::filesystem::path target) : m_target(std::move(target)) {}

FileWriter::~FileWriter()
{
    if (!m_committed)
        discard();
}

std::optional<Problem> FileWriter::open()
{
    assert(m_descriptor < 0 && !m_committed);
    struct stat status = {};
    const bool exists = ::stat(m_target.c_str(), &status) == 0;
    if ((exists && !S_ISREG(status.st_mode)) || namesDescriptor(m_target)) {
        // O_TRUNC as a shell's `>` does; a FIFO or a device ignores it.
        m_descriptor = ::open(m_target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY);
        if (m_descriptor < 0)
            return failed(errno);
        m_direct = true;
        m_writingPath = m_target;
        return std::nullopt;
    }
    // A symbolic link to a file: the file is replaced and the link kept.
    std::filesystem::path replaced = m_target;
    if (exists) {
        std::error_code error;
        replaced = std::filesystem::canonical(m_target, error);
        if (error)
            return failed(error.value());
    }
    if (!replaced.has_filename())
        return failed(EISDIR);
    const std::filesystem::path folder =
        replaced.has_parent_path() ? replaced.parent_path() : std::filesystem::path(".");
    for (int attempt = 0; attempt < 100 && m_descriptor < 0; ++attempt) {
        const std::filesystem::path candidate =
            folder / temporaryName(replaced.filename().string());
        // 0666: the umask and the folder's default ACL shape it as they would a new file.
        m_descriptor = ::open(candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (m_descriptor >= 0)
            m_writingPath = candidate;
        else if (errno != EEXIST)
            return failed(errno);
    }
    if (m_descriptor < 0)
        return failed(EEXIST);
    m_replaced = replaced;
    if (exists) {
        // The replacement keeps the old file's permissions and, where allowed (root), its owner.
        // Both are best effort: a file system without permissions (FAT) refuses them, and the
        // file is still written.
        const bool sameOwner = status.st_uid == ::geteuid() && status.st_gid == ::getegid();
        const bool ownerKept =
            sameOwner || ::fchown(m_descriptor, status.st_uid, status.st_gid) == 0;
        // Set-user-ID and set-group-ID bits only on a file of the old owner.
        ::fchmod(m_descriptor, status.st_mode & (ownerKept ? 07777u : 0777u));
    }
    return std::nullopt;
}

std::optional<Problem> FileWriter::write(std::string_view bytes)
{
    assert(m_descriptor >= 0);
    while (!bytes.empty()) {
        const ssize_t written = ::write(m_descriptor, bytes.data(), bytes.size());
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return failed(errno);
        if (written == 0)
            return failed(EIO); // no progress and no reason: never loop for ever
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return std::nullopt;
}

std::optional<Problem> FileWriter::commit()
{
    assert(m_descriptor >= 0);
    // A pipe or a device has nothing to sync; a file is on the disk before it takes the name.
    if (!m_direct && ::fsync(m_descriptor) != 0)
        return failed(errno);
    const int descriptor = m_descriptor;
    m_descriptor = -1;
    // A failed close (NFS reports a full quota only here) is a failed write: the descriptor is
    // gone either way.
    if (::close(descriptor) != 0)
        return failed(errno);
    if (!m_direct) {
        if (::rename(m_writingPath.c_str(), m_replaced.c_str()) != 0)
            return failed(errno);
        // The new name on the disk too. Best effort: the file is in place already, and some file
        // systems cannot sync a folder.
        const std::filesystem::path folder =
            m_replaced.has_parent_path() ? m_replaced.parent_path() : std::filesystem::path(".");
        const int folderDescriptor = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folderDescriptor >= 0) {
            ::fsync(folderDescriptor);
            ::close(folderDescriptor);
        }
    }
    m_committed = true;
    return std::nullopt;
}

std::optional<Problem> FileWriter::failed(int error)
{
    discard();
    return Problem{ProblemCode::FileNotWritten,
                   {m_target.string(), std::generic_category().message(error)}};
}

void FileWriter::discard()
{
    if (m_descriptor >= 0) {
        ::close(m_descriptor);
        m_descriptor = -1;
    }
    if (!m_direct && !m_writingPath.empty()) {
        ::unlink(m_writingPath.c_str());
        m_writingPath.clear();
    }
}

std::optional<Problem> writeFileAtomically(const std::filesystem::path &path,
                                           std::string_view bytes)
{
    FileWriter writer(path);
    if (auto problem = writer.open())
        return problem;
    if (auto problem = writer.write(bytes))
        return problem;
    return writer.commit();
}

} // namespace app
