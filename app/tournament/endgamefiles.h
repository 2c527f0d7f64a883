// Where the endgame database lives on disk, and reading and writing its table files.
//
// The directory is --dir when given, else $SHASHKI_TB_DIR, else $XDG_DATA_HOME/shashki/endgame,
// else ~/.local/share/shashki/endgame.
#pragma once

#include "arbiter/endgamedatabase.h"
#include "problem.h"

#include <filesystem>
#include <optional>
#include <string>

namespace app {

class EndgameFiles
{
public:
    explicit EndgameFiles(std::filesystem::path directory) : m_directory(std::move(directory)) {}

    // The directory chosen by `dirOption`, the environment, or the default.
    static std::filesystem::path resolveDirectory(const std::optional<std::string> &dirOption);

    const std::filesystem::path &directory() const { return m_directory; }

    // A loader for EndgameDatabase reading this directory's files.
    arbiter::EndgameDatabase::Loader loader() const;

    // Writes a table's file through the FileWriter (filewriter.h), replacing any old one only once
    // the new one is complete: FolderNotCreated {directory, reason} or FileNotWritten {file,
    // reason} when it cannot.
    std::optional<Problem> write(const arbiter::EndgameTable &table) const;

private:
    std::filesystem::path m_directory;
};

} // namespace app
