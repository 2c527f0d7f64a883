// reports/trffile: a TRF-2026 file read record by record (the tournament's records, the 2026
// ones, JaVaFo's XXR and XXC, players with every field and round block, 240 byes, lines kept as
// written), with CR, LF or CR LF line ends; each malformed field placed by line and column; and
// written back as TRF-2026 with CR line ends, byte for byte for the 30 Dutch files of tests/data
// (written by bbpPairings).
#include "reports/trffile.h"
#include "reports/trfreader.h"
#include "trferrorstringmaker.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace trffile_test {

using namespace reports;
using trftest::error;

namespace {

// A line with each text placed from its column (1-based, counted in characters as TRF counts
// them).
std::string placed(std::vector<std::pair<std::size_t, std::string>> fields)
{
    std::sort(fields.begin(), fields.end());
    std::string line;
    for (const auto &[column, text] : fields) {
        line.append(column - 1 - displayWidth(line), ' ');
        line += text;
    }
    return line;
}

// Four players, three rounds; every kind of record this reader reads, and some it keeps.
const std::vector<std::string> sampleLines = {
    "012 Кубок Москвы 2026",
    "022 Москва",
    "032 RUS",
    "042 2026/01/10",
    "052 2026/01/12",
    "062 4",
    "072 3",
    "092 Swiss Dutch",
    "102 Иванов И. И.",
    "112 Петров П.",
    "112 Sidorov S.",
    "122 60'+30\"",
    placed({{1, "132"}, {92, "26/01/10"}, {102, "26/01/11"}, {112, "26/01/12"}}),
    "142 3",
    "152 W",
    placed({{1, "162"}, {6, "W"}, {7, " 1.0"}, {15, "D"}, {16, " 0.5"}}),
    "202 BH:C1,BH,SB",
    "### a comment, kept",
    placed({{1, "001"},
            {5, "   1"},
            {10, "m"},
            {12, "GM"},
            {15, "Andreev, A."},
            {49, "2510"},
            {54, "RUS"},
            {62, "4100018"},
            {70, "1980/05/01"},
            {81, " 2.5"},
            {86, "   1"},
            {92, "   3 w 1"},
            {102, "   2 b ="},
            {112, "0000 - U"}}),
    placed({{1, "001"},
            {5, "   2"},
            {10, "w"},
            {11, "WIM"},
            {15, "Борисова Б."},
            {49, "2400"},
            {54, "UKR"},
            {61, "14100019"},
            {70, "1990"},
            {81, " 2.0"},
            {86, "   2"},
            {92, "   4 b 1"},
            {102, "   1 w ="},
            {112, "0000 - h"}}),
    placed({{1, "001"},
            {5, "   3"},
            {15, "Chernov, C."},
            {81, " 1.0"},
            {86, "   3"},
            {92, "   1 b 0"},
            {102, "   4 w +"},
            {112, "0000 - Z"}}),
    placed({{1, "001"},
            {5, "   4"},
            {10, "m"},
            {15, "Dmitriev, D."},
            {49, "1800"},
            {81, " 0.0"},
            {86, "   4"},
            {92, "   2 w 0"},
            {102, "   3 b -"}}),
    "",
    "013 Team A                             1    2",
    "240 H 003    2",
    "XXR 3",
    "XXC rank white1",
};

std::string joined(const std::vector<std::string> &lines, const std::string &end)
{
    std::string text;
    for (const std::string &line : lines)
        text += line + end;
    return text;
}

arbiter::Result<TrfFile, std::vector<TrfError>> readText(const std::string &text)
{
    std::istringstream input(text);
    return readTrfFile(input);
}

std::string written(const TrfFile &file)
{
    std::ostringstream out;
    writeTrf(file, out);
    return out.str();
}

// Every error of the file, its code and facts.
std::vector<TrfError> errorsOf(const std::string &text)
{
    const auto read = readText(text);
    REQUIRE_FALSE(read.ok());
    return read.error();
}

using Code = TrfErrorCode;
using Errors = std::vector<TrfError>;

std::string fileBytes(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

} // namespace

TEST_CASE("every record of a TRF-2026 file is read into its field", "[trf]")
{
    const auto read = readText(joined(sampleLines, "\r"));
    REQUIRE(read.ok());
    const TrfFile &file = *read;
    CHECK(file.name == "Кубок Москвы 2026");
    CHECK(file.city == "Москва");
    CHECK(file.federation == "RUS");
    CHECK(file.startDate == "2026/01/10");
    CHECK(file.endDate == "2026/01/12");
    CHECK(file.playerCount == std::optional(4));
    CHECK(file.ratedPlayerCount == std::optional(3));
    CHECK_FALSE(file.teamCount);
    CHECK(file.type == "Swiss Dutch");
    CHECK(file.chiefArbiter == "Иванов И. И.");
    CHECK(file.deputyArbiters == std::vector<std::string>{"Петров П.", "Sidorov S."});
    CHECK(file.timeControl == "60'+30\"");
    CHECK(file.roundDates == std::vector<std::string>{"26/01/10", "26/01/11", "26/01/12"});
    CHECK(file.rounds == std::optional(3));
    CHECK(file.initialColour == 'W');
    CHECK(file.scoring == " W 1.0    D 0.5"); // from column 5, as written
    CHECK(file.tieBreaks == "BH:C1,BH,SB");
    CHECK(file.xxRounds == std::optional(3));
    CHECK(file.xxConfigurations == std::vector<std::string>{"rank white1"});
    CHECK(file.byes == std::vector<TrfBye>{{25, 'H', 3, {2}}});
    CHECK(file.otherLines ==
          std::vector<TrfOtherLine>{{18, "### a comment, kept"}, {23, ""}, {24, sampleLines[23]}});
    CHECK(file.roundCount() == 3);

    REQUIRE(file.players.size() == 4);
    const TrfPlayer &andreev = file.players[0];
    CHECK(andreev.line == 19);
    CHECK(andreev.startNumber == 1);
    CHECK(andreev.sex == 'm');
    CHECK(andreev.title == "GM");
    CHECK(andreev.name == "Andreev, A.");
    CHECK(andreev.rating == std::optional(2510));
    CHECK(andreev.federation == "RUS");
    CHECK(andreev.fideId == "4100018");
    CHECK(andreev.birthDate == "1980/05/01");
    CHECK(andreev.points == std::optional(2.5));
    CHECK(andreev.rank == std::optional(1));
    CHECK(andreev.rounds == std::vector<TrfBlock>{{3, 'w', '1'}, {2, 'b', '='}, {0, '-', 'U'}});
    const TrfPlayer &borisova = *file.player(2);
    CHECK(borisova.sex == 'w');
    CHECK(borisova.title == "WIM");
    CHECK(borisova.name == "Борисова Б.");
    CHECK(borisova.federation == "UKR");
    CHECK(borisova.fideId == "14100019");
    CHECK(borisova.birthDate == "1990");
    // A letter code in lower case is kept as written and means what the upper case one does.
    CHECK(borisova.rounds[2] == TrfBlock{0, '-', 'h'});
    CHECK(trfResultCode(borisova.rounds[2].result) == 'H');
    const TrfPlayer &chernov = file.players[2];
    CHECK(chernov.sex == ' ');
    CHECK(chernov.title.empty());
    CHECK_FALSE(chernov.rating);
    CHECK(chernov.federation.empty());
    CHECK(chernov.fideId.empty());
    CHECK(chernov.birthDate.empty());
    CHECK(chernov.points == std::optional(1.0));
    CHECK(chernov.rounds[1] == TrfBlock{4, 'w', '+'});
    CHECK(file.players[3].rounds == std::vector<TrfBlock>{{2, 'w', '0'}, {3, 'b', '-'}});
    CHECK(file.player(5) == nullptr);

    // The same file read as an event: the codes in either case, the games cross-checked.
    std::istringstream again(joined(sampleLines, "\n"));
    const auto event = readTrf(again);
    REQUIRE(event.ok());
    CHECK(event->players[1].results[2].outcome == Outcome::HalfBye);
    CHECK(event->players[2].results[1].outcome == Outcome::ForfeitWin);
}

TEST_CASE("a TRF file reads the same with CR, LF or CR LF line ends", "[trf]")
{
    const auto cr = readText(joined(sampleLines, "\r"));
    const auto lf = readText(joined(sampleLines, "\n"));
    const auto crLf = readText(joined(sampleLines, "\r\n"));
    REQUIRE(cr.ok());
    REQUIRE(lf.ok());
    REQUIRE(crLf.ok());
    CHECK(*cr == *lf);
    CHECK(*cr == *crLf);
    // A last line without its end is read too.
    const auto unended = readText("012 T\n001    1      A");
    REQUIRE(unended.ok());
    CHECK(unended->players.at(0).name == "A");
    // Lines are counted across CR-only ends.
    CHECK(errorsOf("012 T\r001    1 m    A\r001    1 m    B\r") ==
          Errors{error(3, 5, Code::StartNumberTwice, {.startNumber = 1})});
}

TEST_CASE("a TRF file is written back as TRF-2026, each field in its columns", "[trf]")
{
    // Read and written again, whatever the line ends: the same records in the same order, every
    // line ended by CR alone.
    const std::string cr = joined(sampleLines, "\r");
    for (const std::string &end : {std::string("\n"), std::string("\r\n"), std::string("\r")}) {
        const auto read = readText(joined(sampleLines, end));
        REQUIRE(read.ok());
        CHECK(written(*read) == cr);
    }

    // A file made from nothing: the tournament's records in the order of the specification, the
    // players, then the byes and the engines' records; a name cut to its 33 columns, a title too
    // long for its three left out, an empty block in the middle blank and one at the end left off.
    TrfFile made;
    made.name = "Open";
    made.xxRounds = 5;
    made.rounds = 5;
    made.startDate = "2026/03/01";
    TrfPlayer player;
    player.startNumber = 12;
    player.sex = 'm';
    player.title = "КМС-1";
    player.name = "Александров-Преображенский Александр Б.";
    player.rating = 1999;
    player.federation = "RUS";
    player.fideId = "123";
    player.birthDate = "2001/00/00";
    player.points = 10.0;
    player.rank = 103;
    player.rounds = {{7, 'b', '1'}, {}, {0, '-', 'F'}, {}};
    made.players.push_back(player);
    made.byes.push_back({0, 'Z', 2, {12}});
    CHECK(written(made) == "012 Open\r"
                           "042 2026/03/01\r"
                           "142 5\r" +
                               placed({{1, "001"},
                                       {5, "  12"},
                                       {10, "m"},
                                       {15, "Александров-Преображенский Алекса"},
                                       {49, "1999"},
                                       {54, "RUS"},
                                       {66, "123"},
                                       {70, "2001/00/00"},
                                       {81, "10.0"},
                                       {86, " 103"},
                                       {92, "   7 b 1"},
                                       {112, "0000 - F"}}) +
                               "\r"
                               "240 Z 002   12\r"
                               "XXR 5\r");
    const auto reread = readText(written(made));
    REQUIRE(reread.ok());
    CHECK(reread->players.at(0).name == "Александров-Преображенский Алекса");
    CHECK(reread->players.at(0).rounds == std::vector<TrfBlock>{{7, 'b', '1'}, {}, {0, '-', 'F'}});
    CHECK(reread->byes.at(0).players == std::vector<int>{12});
}

TEST_CASE("the 30 Dutch files are written back byte for byte", "[trf]")
{
    int files = 0;
    for (const auto &entry :
         std::filesystem::directory_iterator(SHASHKI_TEST_DATA_DIR "/swiss/dutch")) {
        if (entry.path().extension() != ".trf")
            continue;
        ++files;
        INFO(entry.path().filename().string());
        const std::string bytes = fileBytes(entry.path());
        const auto read = readText(bytes);
        REQUIRE(read.ok());
        CHECK(read->type == "FIDE_DUTCH_2025");
        CHECK(written(*read) == bytes);
    }
    CHECK(files == 30);

    // One of them in detail: 9 players, 8 rounds, a forfeit and the pairing-allocated byes.
    const auto read = readText(fileBytes(SHASHKI_TEST_DATA_DIR "/swiss/dutch/swiss-03-9p-8r.trf"));
    REQUIRE(read.ok());
    CHECK(read->name == "AutoTest Tournament 11004");
    CHECK(read->players.size() == 9);
    CHECK(read->roundCount() == 8);
    const TrfPlayer &first = read->players[0];
    CHECK(first.rating == std::optional(2439));
    CHECK(first.points == std::optional(7.0));
    CHECK(first.rank == std::optional(1));
    CHECK(first.rounds[4] == TrfBlock{3, 'b', '-'});
    CHECK(first.rounds[7] == TrfBlock{0, '-', 'U'});
    CHECK(read->players[2].rounds[4] == TrfBlock{1, 'w', '+'});
    // The blank line between the players and 092 is kept in its place.
    CHECK(read->otherLines == std::vector<TrfOtherLine>{{11, ""}});
}

TEST_CASE("every malformed field is placed by line and column", "[trf]")
{
    const auto player = [](std::size_t column, const std::string &text) {
        return placed({{1, "001"}, {5, "   1"}, {15, "A"}, {column, text}}) + "\n";
    };
    CHECK(errorsOf(player(10, "x")) == Errors{error(1, 10, Code::SexExpected)});
    CHECK(errorsOf(player(49, "15x0")) ==
          Errors{error(1, 49, Code::RatingExpected, {.lastColumn = 52})});
    CHECK(errorsOf(player(54, "R5S")) ==
          Errors{error(1, 54, Code::FederationExpected, {.lastColumn = 56})});
    CHECK(errorsOf(player(62, "41000a8")) ==
          Errors{error(1, 58, Code::FideNumberExpected, {.lastColumn = 68})});
    CHECK(errorsOf(player(70, "1980/5/1")) ==
          Errors{error(1, 70, Code::BirthDateExpected, {.lastColumn = 79})});
    CHECK(errorsOf(player(81, " 2,5")) ==
          Errors{error(1, 81, Code::PointsExpected, {.lastColumn = 84})});
    CHECK(errorsOf(player(86, "  x1")) ==
          Errors{error(1, 86, Code::RankExpected, {.lastColumn = 89})});
    // Every wrong field of a line, in the order of its columns; the blocks after a wrong one are
    // not read.
    CHECK(errorsOf(placed({{1, "001"},
                           {5, "   1"},
                           {10, "q"},
                           {15, "A"},
                           {49, "abcd"},
                           {92, "0000 - Z"},
                           {102, "   x w 1"},
                           {112, "   y w 1"}}) +
                   "\n") == Errors{error(1, 10, Code::SexExpected),
                                   error(1, 49, Code::RatingExpected, {.lastColumn = 52}),
                                   error(1, 102, Code::OpponentExpected)});
    // The tournament's records.
    CHECK(errorsOf("012 A\n042 10.01.2026\n052 2026/1/12\n") ==
          Errors{error(2, 5, Code::DateExpected), error(3, 5, Code::DateExpected)});
    CHECK(errorsOf("062 four\nXXR 5a\n") ==
          Errors{error(1, 5, Code::PlayerCountExpected), error(2, 5, Code::RoundCountExpected)});
    CHECK(errorsOf("072 x\n082 y\n142 z\n") == Errors{error(1, 5, Code::RatedPlayerCountExpected),
                                                      error(2, 5, Code::TeamCountExpected),
                                                      error(3, 5, Code::RoundCountExpected)});
    CHECK(errorsOf("152 X\n") == Errors{error(1, 5, Code::InitialColourExpected)});
    CHECK(errorsOf("XXC rank blue1\n") ==
          Errors{error(1, 10, Code::ConfigurationWordExpected, {.written = "blue1"})});
    CHECK(errorsOf(placed({{1, "132"}, {92, "26/01/10"}, {102, "26-1-11"}}) + "\n") ==
          Errors{error(1, 102, Code::RoundDateExpected, {.lastColumn = 109, .round = 2})});
    CHECK(errorsOf("012 A\n022 B\n012 C\n") ==
          Errors{error(3, 1, Code::RecordTwice, {.record = "012", .otherLine = 1})});
    // 240: the bye's type, round and players, each checked; a player not in the file named
    // where the record names him, whether his record comes before or after.
    CHECK(errorsOf("240 Q 003    1\n240 H abc    1\n240 H 002    1    9\n240 F 001\n" +
                   placed({{1, "001"}, {5, "   1"}, {15, "A"}}) + "\n") ==
          Errors{error(1, 5, Code::ByeTypeExpected),
                 error(2, 7, Code::ByeRoundExpected, {.lastColumn = 9}),
                 error(3, 16, Code::ByePlayerMissing, {.startNumber = 9}),
                 error(4, 11, Code::ByePlayerExpected, {.lastColumn = 14})});
    CHECK(errorsOf("240 H 002    1   x2\n" + placed({{1, "001"}, {5, "   1"}, {15, "A"}}) + "\n") ==
          Errors{error(1, 16, Code::ByeStartNumberExpected, {.lastColumn = 19})});
}

} // namespace trffile_test
