// reports/reportlanguage: every word of the printed reports in English and Russian, the subjects
// ("Standings after round 5", «Положение участников после 5-го тура»), a report's file name, and
// the PDF's heading, foot and columns in each language as pdftotext reads them; the game sheet's.
#include "reports/gameprint.h"
#include "reports/pairingresult.h"
#include "reports/reportdocument.h"
#include "reports/reportlanguage.h"

#include <QGuiApplication>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace reportlanguage_test {

using namespace reports;

namespace {

void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "reports_tests";
    static char *argv[] = {name, nullptr};
    static QGuiApplication application(argc, argv);
}

// The PDF's text, line by line as pdftotext (poppler-utils) lays it out, empty lines left out.
std::vector<std::string> pdfLines(const std::string &pdf, const std::string &name)
{
    const std::filesystem::path folder = std::filesystem::temp_directory_path();
    const std::filesystem::path file = folder / (name + ".pdf");
    const std::filesystem::path text = folder / (name + ".txt");
    std::ofstream(file, std::ios::binary) << pdf;
    REQUIRE(std::system(("pdftotext '" + file.string() + "' '" + text.string() + "'").c_str()) ==
            0);
    std::ifstream read(text);
    std::vector<std::string> lines;
    for (std::string line; std::getline(read, line);) {
        while (!line.empty() && (line.back() == ' ' || line.back() == '\f'))
            line.pop_back();
        if (!line.empty() && line.front() == '\f')
            line.erase(0, 1);
        if (!line.empty())
            lines.push_back(line);
    }
    std::filesystem::remove(file);
    std::filesystem::remove(text);
    return lines;
}

// «Кубок» of one round: Андреев (No 1, White) against Борисов (No 2), each with his outcome.
Event oneGame(Outcome first, Outcome second)
{
    Event event;
    event.name = "Кубок";
    event.rounds = 1;
    for (int number : {1, 2}) {
        EventPlayer player;
        player.startNumber = number;
        player.name = number == 1 ? "Андреев" : "Борисов";
        player.results.push_back({1, 2 - number, number == 1, number == 1 ? first : second, {}});
        event.players.push_back(player);
    }
    return event;
}

bool hasLatinLetter(const std::string &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); });
}

} // namespace

TEST_CASE("every word of the reports in English and in Russian", "[reportlanguage]")
{
    REQUIRE(everyReportWord().size() == 72);
    for (ReportWord word : everyReportWord()) {
        const std::string english = reportText(word, Language::English);
        const std::string russian = reportText(word, Language::Russian);
        INFO("word " << static_cast<int>(word) << ": " << english << " / " << russian);
        CHECK_FALSE(english.empty());
        CHECK_FALSE(russian.empty());
        CHECK(english != russian);
        CHECK_FALSE(hasLatinLetter(russian));
    }
    // %1, %2 … are the arguments in order; one not given stays as it is.
    CHECK(reportText(ReportWord::PlayerCard, Language::English, {"Куперман И.", "9"}) ==
          "Card of Куперман И. (9)");
    CHECK(reportText(ReportWord::PlayerCard, Language::Russian, {"Куперман И.", "9"}) ==
          "Карточка участника: Куперман И. (№ 9)");
    CHECK(reportText(ReportWord::PageOf, Language::Russian, {"2"}) == "Страница 2 из %2");
}

TEST_CASE("a report's subject and its file name", "[reportlanguage]")
{
    CHECK(standingsSubject(5, Language::English) == "Standings after round 5");
    CHECK(standingsSubject(5, Language::Russian) == "Положение участников после 5-го тура");
    CHECK(standingsSubject(0, Language::English) == "Standings");
    CHECK(standingsSubject(0, Language::Russian) == "Положение участников");
    CHECK(crosstableSubject(17, Language::English) == "Crosstable after round 17");
    CHECK(crosstableSubject(17, Language::Russian) == "Турнирная таблица после 17-го тура");
    CHECK(crosstableSubject(0, Language::Russian) == "Турнирная таблица");
    CHECK(pairingsSubject(3, Language::English) == "Round 3 pairings");
    CHECK(pairingsSubject(3, Language::Russian) == "Пары 3-го тура");
    CHECK(playerCardSubject("Коган М", 4, Language::English) == "Card of Коган М (4)");

    using reports::PairingResult;
    CHECK(resultText(PairingResult::HalfBye, Language::English) == "bye-1/2");
    CHECK(resultText(PairingResult::HalfBye, Language::Russian) == "своб. ½");
    CHECK(resultText(PairingResult::FullBye, Language::Russian) == "своб. 1");
    CHECK(resultText(PairingResult::ZeroBye, Language::Russian) == "своб. 0");
    CHECK(resultText(PairingResult::Draw, Language::Russian) == "1/2-1/2");
    CHECK(resultText(PairingResult::WhiteForfeitWin, Language::Russian) == "+/-");
    // Every result is its code in English, and in Russian too but for the byes.
    for (const auto &[result, code] : reports::codeTable(PairingResult{})) {
        CHECK(resultText(result, Language::English) == code);
        if (!reports::isBye(result))
            CHECK(resultText(result, Language::Russian) == code);
    }

    CHECK(fileNameOf("Турнирная таблица") == "Турнирная таблица");
    CHECK(fileNameOf("Card of A/B: \"X\" <1> | 2? *") == "Card of A-B- -X- -1- - 2- -");
    CHECK(fileNameOf(" .. Standings. ") == "Standings");
    CHECK(fileNameOf("\x01\t") == "--");
    CHECK(fileNameOf(" . ") == "report");
}

TEST_CASE("a PDF's heading, columns and foot in English and in Russian", "[reportlanguage]")
{
    ensureApplication();
    const Event event = oneGame(Outcome::Win, Outcome::Loss);
    const Standings standings = computeStandings(event, {TieBreak::SonnebornBerger});
    for (const Language language : {Language::English, Language::Russian}) {
        ReportHeader header;
        header.event = "Кубок Тулы";
        header.subject = standingsSubject(1, language);
        header.venue = "Тула";
        header.dates = "2026-11-28 - 2026-11-30";
        header.chiefArbiter = "Петров П.П.";
        header.language = language;
        const std::vector<std::string> lines =
            pdfLines(tablePdf(standingsTable(event, standings, language), header),
                     language == Language::English ? "standings-en" : "standings-ru");
        REQUIRE(lines.size() >= 4);
        CHECK(lines[0] == "Кубок Тулы");
        if (language == Language::English) {
            CHECK(lines[1] == "Standings after round 1, Тула, 2026-11-28 - 2026-11-30");
            CHECK(std::count(lines.begin(), lines.end(), "Place") == 1);
            CHECK(std::count(lines.begin(), lines.end(), "Points") == 1);
            CHECK(std::count(lines.begin(), lines.end(),
                             "Chief arbiter: Петров П.П. ______________________") == 1);
            CHECK(lines.back() == "Page 1 of 1");
        } else {
            CHECK(lines[1] ==
                  "Положение участников после 1-го тура, Тула, 2026-11-28 - 2026-11-30");
            CHECK(std::count(lines.begin(), lines.end(), "Место") == 1);
            CHECK(std::count(lines.begin(), lines.end(), "Очки") == 1);
            CHECK(std::count(lines.begin(), lines.end(),
                             "Главный судья: Петров П.П. ______________________") == 1);
            CHECK(lines.back() == "Страница 1 из 1");
        }
        CHECK(std::count(lines.begin(), lines.end(), "SB") == 1); // FIDE's code either way
    }
}

TEST_CASE("the printed standings: club and rating, the legend in words, the Russian decimal comma",
          "[reportlanguage]")
{
    ensureApplication();
    Event event = oneGame(Outcome::Draw, Outcome::Draw);
    event.players[0].club = "ШК Тула";
    event.players[0].rating = 2100;
    const Standings standings = computeStandings(event, {TieBreak::Buchholz});
    const ReportTable english = standingsTable(event, standings, Language::English);
    CHECK(english.rows == std::vector<std::vector<std::string>>{
                              {"Place", "No", "Name", "Club", "Rating", "Points", "Games", "BH"},
                              {"1-2", "1", "Андреев", "ШК Тула", "2100", "\xC2\xBD", "1", "0.5"},
                              {"1-2", "2", "Борисов", "", "", "\xC2\xBD", "1", "0.5"}});
    CHECK(english.alignRight ==
          std::vector<bool>{true, true, false, false, true, true, true, true});
    CHECK(english.notes == std::vector<std::string>{"Tie-breaks: BH \u2014 Buchholz"});
    const ReportTable russian = standingsTable(event, standings, Language::Russian);
    CHECK(russian.rows[0] == std::vector<std::string>{"Место", "№", "Участник", "Клуб", "Рейтинг",
                                                      "Очки", "Партии", "BH"});
    CHECK(russian.rows[1][7] == "0,5");
    CHECK(russian.notes ==
          std::vector<std::string>{
              "Дополнительные показатели: BH \u2014 коэффициент Бухгольца (Солкофф)"});
    // Text and HTML print the legend under the table; CSV is the data, with decimal points.
    CHECK(tableText(russian).ends_with(
        "\n\nДополнительные показатели: BH \u2014 коэффициент Бухгольца (Солкофф)\n"));
    CHECK(tableHtml(english, ReportHeader{})
              .find("</table>\n<p>Tie-breaks: BH \u2014 Buchholz</p>") != std::string::npos);
    CHECK(tableCsv(russian) == "Место,№,Участник,Клуб,Рейтинг,Очки,Партии,BH\r\n"
                               "1-2,1,Андреев,ШК Тула,2100,0.5,1,0.5\r\n"
                               "1-2,2,Борисов,,,0.5,1,0.5\r\n");
    // The PDF prints the legend above its foot.
    const std::vector<std::string> lines =
        pdfLines(tablePdf(russian, ReportHeader{"Кубок", "", "", "", "", Language::Russian}),
                 "standings-legend-ru");
    CHECK(std::count(lines.begin(), lines.end(),
                     "Дополнительные показатели: BH \u2014 коэффициент Бухгольца (Солкофф)") == 1);
    CHECK(std::count(lines.begin(), lines.end(), "0,5") == 2);
    // Without a club or a rating anywhere, neither column.
    for (EventPlayer &player : event.players) {
        player.club.clear();
        player.rating.reset();
    }
    CHECK(standingsTable(event, standings).rows[0] ==
          std::vector<std::string>{"Place", "No", "Name", "Points", "Games", "BH"});
}

TEST_CASE("a number with the decimal comma of Russian print", "[reportlanguage]")
{
    CHECK(decimalIn("92.75", Language::English) == "92.75");
    CHECK(decimalIn("92.75", Language::Russian) == "92,75");
    CHECK(decimalIn("141.5/136/120.5", Language::Russian) == "141,5/136/120,5");
    CHECK(decimalIn("-", Language::Russian) == "-");
    CHECK(decimalIn(".5", Language::Russian) == ".5");
}

TEST_CASE("a round's blank game sheets in one PDF: a page each, a micro-match's two games",
          "[reportlanguage]")
{
    ensureApplication();
    GameHeading first{"Кубок", "28.11.2026", 3, 1, "Васильев", "Дмитриев", Language::Russian};
    GameHeading second = first;
    second.board = 2;
    second.white = "Егоров";
    second.black = "Жуков";
    second.game = 1;
    GameHeading third = second;
    std::swap(third.white, third.black);
    third.game = 2;
    const std::vector<std::string> lines =
        pdfLines(gameSheetsPdf({first, second, third}), "sheets-round");
    CHECK(std::count(lines.begin(), lines.end(), "Бланк записи партии") == 3);
    CHECK(std::count(lines.begin(), lines.end(), "Кубок, 28.11.2026") == 3);
    for (const char *line :
         {"Тур 3, доска 1", "Тур 3, доска 2, партия 1", "Тур 3, доска 2, партия 2",
          "Белые: Васильев", "Белые: Егоров", "Белые: Жуков"})
        CHECK(std::count(lines.begin(), lines.end(), line) == 1);
    // Each sheet its own page, in the order given.
    const auto at = [&lines](const char *line) {
        return std::find(lines.begin(), lines.end(), line) - lines.begin();
    };
    CHECK(at("Тур 3, доска 1") < at("Тур 3, доска 2, партия 1"));
    CHECK(at("Тур 3, доска 2, партия 1") < at("Тур 3, доска 2, партия 2"));
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "sheets-round.pdf";
    std::ofstream(file, std::ios::binary) << gameSheetsPdf({first, second, third});
    const std::filesystem::path info = std::filesystem::temp_directory_path() / "sheets-round.txt";
    REQUIRE(std::system(("pdfinfo '" + file.string() + "' > '" + info.string() + "'").c_str()) ==
            0);
    std::stringstream pages;
    pages << std::ifstream(info).rdbuf();
    CHECK(pages.str().find("Pages:           3\n") != std::string::npos);
    std::filesystem::remove(file);
    std::filesystem::remove(info);
    CHECK(gameSheetsPdf({}).empty());
}

TEST_CASE("the game sheet's words in English and in Russian", "[reportlanguage]")
{
    ensureApplication();
    GameHeading heading{"Кубок", "2026-11-28", 2, 1, "Васильев", "Дмитриев", Language::Russian};
    const std::vector<std::string> russian = pdfLines(gameSheetPdf(heading), "sheet-ru");
    REQUIRE(russian.size() >= 5);
    CHECK(std::vector<std::string>(russian.begin(), russian.begin() + 3) ==
          std::vector<std::string>{"Бланк записи партии", "Кубок, 2026-11-28", "Тур 2, доска 1"});
    // pdftotext breaks the foot where the spaces are wide.
    for (const char *line : {"Белые: Васильев", "Чёрные: Дмитриев", "Результат: ________",
                             "Подписи: белые ________ чёрные ________ судья ________"})
        CHECK(std::count(russian.begin(), russian.end(), line) == 1);
    heading.language = Language::English;
    const std::vector<std::string> english = pdfLines(gameSheetPdf(heading), "sheet-en");
    REQUIRE(english.size() >= 5);
    CHECK(std::vector<std::string>(english.begin(), english.begin() + 3) ==
          std::vector<std::string>{"Game sheet", "Кубок, 2026-11-28", "Round 2, board 1"});
    for (const char *line : {"White: Васильев", "Black: Дмитриев"})
        CHECK(std::count(english.begin(), english.end(), line) == 1);
    CHECK(std::count(english.begin(), english.end(), "60") == 1);
    CHECK(std::count(english.begin(), english.end(), "61") == 0);

    // The 100-square sheet: named so, 80 moves.
    heading.variant = arbiter::Variant::International;
    const std::vector<std::string> international = pdfLines(gameSheetPdf(heading), "sheet-int");
    REQUIRE_FALSE(international.empty());
    CHECK(international.front() == "Game sheet: International draughts");
    CHECK(std::count(international.begin(), international.end(), "80") == 1);
    heading.language = Language::Russian;
    heading.variant = arbiter::Variant::Brazilian;
    const std::vector<std::string> brazilian = pdfLines(gameSheetPdf(heading), "sheet-br-ru");
    REQUIRE_FALSE(brazilian.empty());
    CHECK(brazilian.front() == "Бланк записи партии: бразильские шашки");
    CHECK(std::count(brazilian.begin(), brazilian.end(), "60") == 1);

    // English checkers: Black moves first, so its column comes first; Italian keeps White's.
    heading.language = Language::English;
    heading.variant = arbiter::Variant::English;
    const std::vector<std::string> english8 = pdfLines(gameSheetPdf(heading), "sheet-eng");
    REQUIRE_FALSE(english8.empty());
    CHECK(english8.front() == "Game sheet: English checkers");
    const auto first = [](const std::vector<std::string> &lines, const char *line) {
        return std::find(lines.begin(), lines.end(), line) - lines.begin();
    };
    CHECK(std::count(english8.begin(), english8.end(), "Black") == 2);
    CHECK(first(english8, "Black") < first(english8, "White"));
    heading.language = Language::Russian;
    heading.variant = arbiter::Variant::Italian;
    const std::vector<std::string> italian = pdfLines(gameSheetPdf(heading), "sheet-ita");
    REQUIRE_FALSE(italian.empty());
    CHECK(italian.front() == "Бланк записи партии: итальянские шашки");
    CHECK(std::count(italian.begin(), italian.end(), "Белые") == 2);
    CHECK(first(italian, "Белые") < first(italian, "Чёрные"));
    heading.variant = arbiter::Variant::Giveaway;
    const std::vector<std::string> giveaway = pdfLines(gameSheetPdf(heading), "sheet-giveaway");
    REQUIRE_FALSE(giveaway.empty());
    CHECK(giveaway.front() == "Бланк записи партии: поддавки");
}

} // namespace reportlanguage_test

namespace reportlanguage_test {

TEST_CASE("a printed game is numbered from its variant's first mover", "[reportlanguage]")
{
    GameHeading heading{"Кубок", "2026-11-28", 2, 1, "Васильев", "Дмитриев", Language::English};
    PrintedGame game{heading, "*", {"f6-e5", "c3-d4", "e5:c3"}, {}};
    // A Russian game from a position with Black to move: "1... f6-e5".
    game.firstMover = arbiter::Side::Black;
    CHECK(gameText(game) == "Кубок\nRound 2, board 1\nВасильев - Дмитриев  *\n\n"
                            "1... f6-e5\n2. c3-d4 e5:c3\n*\n");
    game.firstMover = arbiter::Side::White;
    CHECK(gameText(game) == "Кубок\nRound 2, board 1\nВасильев - Дмитриев  *\n\n"
                            "1. f6-e5 c3-d4\n2. e5:c3\n*\n");
    // English checkers: Black opens each move.
    game.heading.variant = arbiter::Variant::English;
    game.moves = {"11-15", "22-18", "15x22"};
    game.firstMover = arbiter::Side::Black;
    CHECK(gameText(game).find("\n1. 11-15 22-18\n2. 15x22\n") != std::string::npos);
    game.firstMover = arbiter::Side::White;
    CHECK(gameText(game).find("\n1... 11-15\n2. 22-18 15x22\n") != std::string::npos);
}

} // namespace reportlanguage_test
