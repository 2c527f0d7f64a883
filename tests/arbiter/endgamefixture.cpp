#include "endgamefixture.h"

#include "arbiter/endgamegenerator.h"

#include <catch2/catch.hpp>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// The folder of this build's tables: beside the test program, named after its size and time.
std::filesystem::path cacheFolder()
{
    const std::filesystem::path program = std::filesystem::canonical("/proc/self/exe");
    struct stat status
    {};
    REQUIRE(::stat(program.c_str(), &status) == 0);
    return program.parent_path() /
           ("endgame-up-to-4-" + std::to_string(status.st_size) + "-" +
            std::to_string(status.st_mtim.tv_sec) + "." + std::to_string(status.st_mtim.tv_nsec));
}

std::optional<std::vector<std::uint8_t>> readFile(const std::filesystem::path &file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return std::nullopt;
    return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), {});
}

// Builds every table of up to 4 pieces into `database`, and writes each into `folder`.
void build(arbiter::EndgameDatabase &database, const std::filesystem::path &folder)
{
    for (const arbiter::Material &material : arbiter::EndgameGenerator::classesInOrder(4))
        if (!database.table(material))
            for (arbiter::EndgameTable &table :
                 arbiter::EndgameGenerator::solve(material, database, 2)) {
                const std::vector<std::uint8_t> bytes = table.serialize();
                const auto file = folder / arbiter::EndgameTable::fileName(table.material());
                std::ofstream(file.string() + ".tmp", std::ios::binary)
                    .write(reinterpret_cast<const char *>(bytes.data()),
                           static_cast<std::streamsize>(bytes.size()));
                std::filesystem::rename(file.string() + ".tmp", file);
                database.add(std::move(table));
            }
}

} // namespace

const arbiter::EndgameDatabase &endgameDatabaseUpTo4()
{
    static const auto database = [] {
        const std::filesystem::path folder = cacheFolder();
        // The tables of earlier builds are of no use any more.
        std::error_code error;
        for (const auto &entry : std::filesystem::directory_iterator(folder.parent_path(), error))
            if (entry.path().filename().string().starts_with("endgame-up-to-4-") &&
                entry.path() != folder)
                std::filesystem::remove_all(entry.path(), error);
        std::filesystem::create_directories(folder);
        const int lock = ::open((folder / "lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        REQUIRE(lock >= 0);
        REQUIRE(::flock(lock, LOCK_EX) == 0);
        std::unique_ptr<arbiter::EndgameDatabase> db;
        if (std::filesystem::exists(folder / "complete")) {
            db = std::make_unique<arbiter::EndgameDatabase>(
                [folder](const std::string &name) { return readFile(folder / name); });
        } else {
            db = std::make_unique<arbiter::EndgameDatabase>();
            build(*db, folder);
            std::ofstream(folder / "complete") << "every table of up to 4 pieces\n";
        }
        ::close(lock); // and with it the lock
        return db;
    }();
    return *database;
}
