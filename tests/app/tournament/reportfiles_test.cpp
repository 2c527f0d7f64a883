// app::writeTablePdf, writeGameSheetPdf and writeGamePdf (reportfiles.h), the calls behind
// `shashki report --format pdf -o FILE` and the window's PDF exports: a whole PDF on success, and a
// device that cannot take it is FileNotWritten with the reason, the old file left as it was.
#include "app/tournament/printingapplication.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/tournamentreport.h"
#include "temporaryfolder.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

namespace reportfiles_test {

namespace {

std::string contentOf(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::stringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

reports::ReportTable smallTable()
{
    reports::ReportTable table;
    table.rows = {{"Place", "No", "Name", "Points"},
                  {"1", "9", "Куперман И.", "11½"},
                  {"2", "4", "Коган М", "10½"}};
    table.alignRight = {true, true, false, true};
    return table;
}

// A PDF's first and last bytes: the header, and the end-of-file marker after the trailer.
bool wholePdf(const std::string &bytes)
{
    return bytes.rfind("%PDF-1.", 0) == 0 &&
           bytes.find("%%EOF", bytes.size() - 8) != std::string::npos;
}

} // namespace

TEST_CASE("a report's PDF written whole, or not at all", "[reportfiles]")
{
    const app::PrintingApplication printing;
    const fixture::TemporaryFolder folder("reportfiles");
    const reports::ReportHeader header{"USSR 1950", "Standings", "",
                                       "",          "",          reports::Language::English};

    const std::filesystem::path standings = folder.path() / "standings.pdf";
    CHECK_FALSE(app::writeTablePdf(smallTable(), header, standings));
    const std::string written = contentOf(standings);
    CHECK(wholePdf(written));

    CHECK(app::writeTablePdf(smallTable(), header, "/dev/full") ==
          app::Problem{app::ProblemCode::FileNotWritten, {"/dev/full", "No space left on device"}});
    // A folder where the file should be: refused, the folder and the old PDF untouched.
    const std::filesystem::path blocked = folder.path() / "blocked.pdf";
    std::filesystem::create_directory(blocked);
    CHECK(app::writeTablePdf(smallTable(), header, blocked) ==
          app::Problem{app::ProblemCode::FileNotWritten, {blocked.string(), "Is a directory"}});
    CHECK(contentOf(standings) == written);

    reports::GameHeading heading{"USSR 1950", "1950-11-05", 1, 2, "Куперман И.", "Коган М"};
    const std::filesystem::path sheet = folder.path() / "sheet.pdf";
    CHECK_FALSE(app::writeGameSheetPdf(heading, sheet));
    CHECK(wholePdf(contentOf(sheet)));
    CHECK(app::writeGameSheetPdf(heading, "/dev/full") ==
          app::Problem{app::ProblemCode::FileNotWritten, {"/dev/full", "No space left on device"}});

    const reports::PrintedGame game{
        heading, "1-0", {"c3-d4", "f6-g5"}, arbiter::Fen::pieces(arbiter::Position::initial())};
    const std::filesystem::path gameFile = folder.path() / "game.pdf";
    CHECK_FALSE(app::writeGamePdf(game, gameFile));
    CHECK(wholePdf(contentOf(gameFile)));
    CHECK(app::writeGamePdf(game, "/dev/full") ==
          app::Problem{app::ProblemCode::FileNotWritten, {"/dev/full", "No space left on device"}});
}

} // namespace reportfiles_test
