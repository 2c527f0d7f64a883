// Every file the program writes (a report, an export, a backup, an endgame table) is written so
// that it is either the old file or the whole new one, never a truncated mix: the bytes go to a
// temporary file in the target's folder, are flushed to the disk (fsync) and closed with every
// step checked, and only then is the temporary file renamed over the target. On any failure the
// temporary file is removed and the target left as it was.
//
// A target that exists and is not a regular file (a FIFO, a terminal, /dev/null, /dev/full), or
// that names a device or a descriptor (/dev/stdout, /dev/fd/N, /proc/self/fd/N), cannot be
// replaced: it is written directly, each write and the close checked.
#pragma once

#include "problem.h"

#include <filesystem>
#include <optional>
#include <string_view>

namespace app {

class FileWriter
{
public:
    // Nothing is opened yet: open() does.
    explicit FileWriter(std::filesystem::path target);
    // Removes the temporary file unless commit() renamed it.
    ~FileWriter();
    FileWriter(const FileWriter &) = delete;
    FileWriter &operator=(const FileWriter &) = delete;

    // Creates the temporary file (for a new target, with the permissions a new file gets under
    // the umask; replacing a file, with that file's permissions), or opens the target itself when
    // it is not a replaceable file. ProblemCode::FileNotWritten {target, reason} when it cannot.
    std::optional<Problem> open();
    // Where the bytes go now: the temporary file, or the target itself. A program run to fill the
    // file (pg_dump --file) writes here.
    const std::filesystem::path &writingPath() const { return m_writingPath; }
    // Whether the bytes go to a temporary file that commit() renames over the target (after
    // open()): a failure before then leaves the target as it was.
    bool replacesTarget() const { return !m_direct; }
    // Appends every byte, retrying short writes; FileNotWritten {target, reason} when it cannot.
    std::optional<Problem> write(std::string_view bytes);
    // Flushes to the disk, closes and renames over the target; FileNotWritten {target, reason}
    // when any step fails, and then the target is as it was before.
    std::optional<Problem> commit();

private:
    std::optional<Problem> failed(int error);
    void discard();

    std::filesystem::path m_target;      // as the caller named it, for the messages
    std::filesystem::path m_replaced;    // the file the rename replaces (a link followed)
    std::filesystem::path m_writingPath; // the temporary file, or the target when direct
    int m_descriptor = -1;
    bool m_direct = false;
    bool m_committed = false;
};

// Writes `bytes` as the file `path` through a FileWriter: open, write, commit.
std::optional<Problem> writeFileAtomically(const std::filesystem::path &path,
                                           std::string_view bytes);

} // namespace app
