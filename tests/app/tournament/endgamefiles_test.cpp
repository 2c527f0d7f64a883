// app::EndgameFiles (endgamefiles.h): the endgame database's directory (--dir, $SHASHKI_TB_DIR,
// $XDG_DATA_HOME/shashki/endgame, ~/.local/share/shashki/endgame), and a table written to it and
// read back through loader(): a king against a king, solved in memory (992 positions).
#include "app/tournament/endgamefiles.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/fen.h"
#include "scopedvariable.h"
#include "temporaryfolder.h"

#include <catch2/catch.hpp>
#include <fstream>

namespace endgamefiles_test {

namespace {

using fixture::ScopedVariable;
using fixture::TemporaryFolder;

// One white king against one black king.
constexpr arbiter::Material kingAgainstKing{
    .whiteMen = 0, .whiteKings = 1, .blackMen = 0, .blackKings = 1};

arbiter::EndgameTable kingAgainstKingTable()
{
    const arbiter::EndgameDatabase none;
    std::vector<arbiter::EndgameTable> tables =
        arbiter::EndgameGenerator::solve(kingAgainstKing, none, 1);
    REQUIRE(tables.size() == 1); // the class is its own colour-flipped partner
    return std::move(tables.front());
}

arbiter::Position positionOf(const std::string &fen)
{
    const auto position = arbiter::Fen::parse(fen);
    REQUIRE(position.ok());
    return position.value();
}

} // namespace

TEST_CASE("the endgame directory: the option, $SHASHKI_TB_DIR, $XDG_DATA_HOME, HOME",
          "[endgamefiles]")
{
    using app::EndgameFiles;
    const ScopedVariable tb("SHASHKI_TB_DIR", "/tmp/tb-env");
    const ScopedVariable data("XDG_DATA_HOME", "/tmp/xdg");
    const ScopedVariable home("HOME", "/home/judge");
    CHECK(EndgameFiles::resolveDirectory("/tmp/tb-option") == "/tmp/tb-option");
    CHECK(EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/tb-env");
    {
        const ScopedVariable emptyTb("SHASHKI_TB_DIR", "");
        CHECK(EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/xdg/shashki/endgame");
    }
    const ScopedVariable noTb("SHASHKI_TB_DIR", nullptr);
    CHECK(EndgameFiles::resolveDirectory(std::nullopt) == "/tmp/xdg/shashki/endgame");
    CHECK(EndgameFiles::resolveDirectory("relative/tb") == "relative/tb");
    {
        const ScopedVariable emptyData("XDG_DATA_HOME", "");
        CHECK(EndgameFiles::resolveDirectory(std::nullopt) ==
              "/home/judge/.local/share/shashki/endgame");
    }
    const ScopedVariable noData("XDG_DATA_HOME", nullptr);
    CHECK(EndgameFiles::resolveDirectory(std::nullopt) ==
          "/home/judge/.local/share/shashki/endgame");
    const ScopedVariable noHome("HOME", nullptr);
    CHECK(EndgameFiles::resolveDirectory(std::nullopt) == "./.local/share/shashki/endgame");
    CHECK(EndgameFiles("/x/y").directory() == "/x/y");
}

TEST_CASE("a table written and read back through the loader", "[endgamefiles]")
{
    const TemporaryFolder folder("endgamefiles");
    const std::filesystem::path directory = folder.path() / "tb" / "nested";
    const app::EndgameFiles files(directory);
    const arbiter::EndgameTable table = kingAgainstKingTable();
    // Perfect indexing (endgameindex.h): the white king on any of 32 squares, the black king on
    // any of the 31 left.
    REQUIRE(table.size() == 32 * 31);

    SECTION("written: the directory made, one file of the class, no partial file left")
    {
        CHECK_FALSE(files.write(table));
        const std::filesystem::path written = directory / "w0m1k-b0m1k.shtb";
        REQUIRE(std::filesystem::exists(written));
        CHECK(std::filesystem::file_size(written) == arbiter::EndgameTable::headerSize + 32 * 31);
        CHECK_FALSE(std::filesystem::exists(directory / "w0m1k-b0m1k.shtb.partial"));
        CHECK(std::distance(std::filesystem::directory_iterator(directory),
                            std::filesystem::directory_iterator()) == 1);
        // Written twice: replaced, not appended to.
        CHECK_FALSE(files.write(table));
        CHECK(std::filesystem::file_size(written) == arbiter::EndgameTable::headerSize + 32 * 31);

        const arbiter::EndgameDatabase database(files.loader());
        const arbiter::EndgameTable *loaded = database.table(kingAgainstKing);
        REQUIRE(loaded != nullptr);
        CHECK(database.problem(kingAgainstKing).empty());
        REQUIRE(loaded->size() == table.size());
        int differing = 0;
        for (std::uint64_t index = 0; index < table.size(); ++index)
            if (loaded->codeAt(index) != table.codeAt(index))
                ++differing;
        CHECK(differing == 0);
        CHECK(loaded->maxDistancePlies() == table.maxDistancePlies());

        // The white king on c3 takes the black king on d4 (landing on e5 … h8): a win in 1.
        const auto capture = database.probe(positionOf("W:WKc3:BKd4"));
        CHECK(capture.status == arbiter::EndgameDatabase::Probe::Status::Found);
        CHECK(capture.value.text() == "win in 1");
        // Kings in opposite corners of the main road, White to move: the king of a1 can only go
        // along the road, leaving an empty square behind it, and the king of h8 takes it: a loss
        // in 2 plies.
        const auto corners = database.probe(positionOf("W:WKa1:BKh8"));
        CHECK(corners.status == arbiter::EndgameDatabase::Probe::Status::Found);
        CHECK(corners.value.text() == "loss in 2");
        // Kings apart, neither on the other's diagonal: a draw.
        const auto apart = database.probe(positionOf("W:WKa1:BKh6"));
        CHECK(apart.status == arbiter::EndgameDatabase::Probe::Status::Found);
        CHECK(apart.value.text() == "draw");
    }
    SECTION("an empty directory: the table is missing")
    {
        const app::EndgameFiles empty(folder.path());
        const arbiter::EndgameDatabase database(empty.loader());
        CHECK(database.table(kingAgainstKing) == nullptr);
        CHECK(database.problem(kingAgainstKing) == "w0m1k-b0m1k.shtb is missing");
        const auto probe = database.probe(positionOf("W:WKa1:BKh8"));
        CHECK(probe.status == arbiter::EndgameDatabase::Probe::Status::NotBuilt);
        CHECK(arbiter::englishText(probe.reason) ==
              "unknown — database for 2 pieces not built (w0m1k-b0m1k.shtb is missing)");
    }
    SECTION("a file cut short: the table is damaged, not missing")
    {
        REQUIRE_FALSE(files.write(table));
        std::filesystem::resize_file(directory / "w0m1k-b0m1k.shtb", 100);
        const arbiter::EndgameDatabase database(files.loader());
        CHECK(database.table(kingAgainstKing) == nullptr);
        const auto probe = database.probe(positionOf("W:WKa1:BKh8"));
        CHECK(probe.status == arbiter::EndgameDatabase::Probe::Status::Damaged);
    }
    SECTION("a directory where the table should be: damaged and named, never read")
    {
        std::filesystem::create_directories(directory / "w0m1k-b0m1k.shtb");
        const arbiter::EndgameDatabase database(files.loader());
        const auto probe = database.probe(positionOf("W:WKa1:BKh8"));
        CHECK(probe.status == arbiter::EndgameDatabase::Probe::Status::Damaged);
        CHECK(probe.reason.tableFile == "w0m1k-b0m1k.shtb");
        CHECK(arbiter::englishText(probe.reason).find("w0m1k-b0m1k.shtb") != std::string::npos);
    }
    SECTION("a directory that cannot be made: the error names it")
    {
        const std::filesystem::path blocker = folder.path() / "a-file";
        std::ofstream(blocker) << "not a directory";
        const app::EndgameFiles blocked(blocker / "tb");
        CHECK(blocked.write(table) == app::Problem{app::ProblemCode::FolderNotCreated,
                                                   {(blocker / "tb").string(), "Not a directory"}});
    }
}

} // namespace endgamefiles_test
