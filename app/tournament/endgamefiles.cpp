#include "endgamefiles.h"

#include "filewriter.h"

#include <cstdlib>
#include <fstream>
#include <system_error>

namespace app {

std::filesystem::path EndgameFiles::resolveDirectory(const std::optional<std::string> &dirOption)
{
    if (dirOption)
        return *dirOption;
    if (const char *dir = std::getenv("SHASHKI_TB_DIR"); dir && *dir)
        return dir;
    if (const char *data = std::getenv("XDG_DATA_HOME"); data && *data)
        return std::filesystem::path(data) / "shashki" / "endgame";
    const char *home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : ".") / ".local" / "share" / "shashki" /
           "endgame";
}

arbiter::EndgameDatabase::Loader EndgameFiles::loader() const
{
    return [directory = m_directory](
               const std::string &fileName) -> std::optional<std::vector<std::uint8_t>> {
        const std::filesystem::path path = directory / fileName;
        std::error_code error;
        const auto status = std::filesystem::status(path, error);
        if (!std::filesystem::exists(status))
            return std::nullopt;
        // A directory or a device where the table should be is a damaged table, named as such
        // by the database, never read (a directory's "size" would be read as 2^64 - 1 bytes).
        if (!std::filesystem::is_regular_file(status))
            return std::vector<std::uint8_t>{};
        std::ifstream file(path, std::ios::binary | std::ios::ate);
        if (!file)
            return std::vector<std::uint8_t>{};
        const std::streamoff end = file.tellg();
        if (end < 0)
            return std::vector<std::uint8_t>{};
        const auto size = static_cast<std::size_t>(end);
        std::vector<std::uint8_t> bytes(size);
        file.seekg(0);
        if (!file.read(reinterpret_cast<char *>(bytes.data()), static_cast<std::streamsize>(size)))
            return std::vector<std::uint8_t>{}; // unreadable: deserialize reports it as damaged
        return bytes;
    };
}

std::optional<Problem> EndgameFiles::write(const arbiter::EndgameTable &table) const
{
    std::error_code error;
    std::filesystem::create_directories(m_directory, error);
    if (error)
        return Problem{ProblemCode::FolderNotCreated, {m_directory.string(), error.message()}};
    const std::vector<std::uint8_t> bytes = table.serialize();
    return writeFileAtomically(
        m_directory / arbiter::EndgameTable::fileName(table.material()),
        std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()));
}

} // namespace app
