#include "reportcommand.h"

#include "app/tournament/database.h"
#include "app/tournament/filewriter.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/printingapplication.h"
#include "app/tournament/reportfiles.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "app/tournament/tournamentreport.h"
#include "arbiter/fen.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/gameprint.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <string_view>
#include <unistd.h>

namespace app {

namespace {

constexpr std::string_view reportUsage =
    R"(Usage: shashki report crosstable|standings|pairings --tournament NAME [--round R]
                      [--after-round R] [--tiebreaks CODES] [--cells equals|halves]
                      --format text|html|csv|pdf [-o FILE] [--language en|ru] [--db URL]
       shashki report gamesheet --tournament NAME --round R [--board B] --format pdf -o FILE
       shashki report game --tournament NAME --game N --format text|pdf [-o FILE]
       shashki report card --tournament NAME --player NO --format text|html|csv|pdf [-o FILE]
       shashki report players --tournament NAME --format text|html|csv|pdf [-o FILE]

Prints a tournament's crosstable, standings, or the pairings of round R (--round), as plain text,
HTML, CSV or PDF (A4, landscape when the table is wide, with page numbers and the chief
arbiter's signature line); the game sheet of a board, filled in with the event, round, board and
players (without --board, the sheets of every board of the round in one PDF, a page each); the
N-th stored game with its moves and a diagram of the final position; or a player's card: every
round with colour, opponent and result, and the running score; or the start list by start
number (a Swiss's pairing numbers) with title, club and rating. Text, HTML and CSV go to
standard output unless -o FILE is given; a PDF needs -o FILE. The crosstable writes a draw as
"=" (1 = 0) or, with --cells halves, as "½"; 2-1-0 tournaments as 2 1 0.
A Swiss's crosstable goes round by round: each round's opponent by his row (place), the colour
and the result ("12w1", "5b=", "7w+" a forfeit, "bye1", "-" not paired).
With --language ru, or a Russian locale (LANG=ru_RU.UTF-8), the headings, the words of the
tables, the page's foot and the game forms are Russian (English by default); names and
tie-break codes are as they are.
)";

constexpr std::string_view reportUsageRu =
    R"(Запуск: shashki report crosstable|standings|pairings --tournament ИМЯ [--round R]
                       [--after-round R] [--tiebreaks КОДЫ] [--cells equals|halves]
                       --format text|html|csv|pdf [-o ФАЙЛ] [--language en|ru] [--db URL]
        shashki report gamesheet --tournament ИМЯ --round R [--board B] --format pdf -o ФАЙЛ
        shashki report game --tournament ИМЯ --game N --format text|pdf [-o ФАЙЛ]
        shashki report card --tournament ИМЯ --player НОМЕР --format text|html|csv|pdf [-o ФАЙЛ]
        shashki report players --tournament ИМЯ --format text|html|csv|pdf [-o ФАЙЛ]

Печатает турнирную таблицу турнира, положение участников или пары тура R (--round) простым
текстом, в HTML, CSV или PDF (A4, альбомный лист, когда таблица широкая, с номерами страниц и
строкой для подписи главного судьи); бланк записи партии одной доски с заполненными
соревнованием, туром, доской и участниками (без --board — бланки всех досок тура в одном PDF,
по странице на доску); N-ю сохранённую партию с её ходами и диаграммой конечной позиции;
карточку участника: каждый тур с цветом, соперником и результатом и нарастающий счёт; или
стартовый список по стартовым номерам (в швейцарской системе — номерам жеребьёвки) со званием,
клубом и рейтингом. Текст, HTML и CSV выводятся на стандартный вывод, если не указан -o ФАЙЛ;
для PDF нужен -o ФАЙЛ. В турнирной таблице ничья пишется как «=» (1 = 0) или, с --cells halves,
как «½»; в турнирах с подсчётом 2-1-0 — как 2 1 0.
Турнирная таблица швейцарской системы идёт по турам: в клетке тура — соперник (номер его строки,
то есть место), цвет и результат («12б1», «5ч=», «7б+» — победа без игры, «своб.1», «-» — без
пары).
С --language ru или с русской локалью (LANG=ru_RU.UTF-8) заголовки, слова таблиц, низ страницы и
бланки партий — на русском языке (по умолчанию — на английском); имена и коды дополнительных
показателей остаются как есть.
)";

// "wrote FILE" once the file is whole on the disk; else the reason, and FILE is as it was.
int reportWritten(const std::optional<Problem> &failure, const std::string &outputFile,
                  std::ostream &out, std::ostream &err)
{
    if (failure) {
        err << "shashki report: " << describe(*failure, cliLanguage()) << "\n";
        return ChecksFailed;
    }
    out << said("wrote ", "записан файл ") << outputFile << "\n";
    return Success;
}

// A text report to standard output, or to -o FILE.
int writeText(const std::string &text, const std::optional<std::string> &outputFile,
              std::ostream &out, std::ostream &err)
{
    if (!outputFile) {
        out << text;
        return Success;
    }
    return reportWritten(writeFileAtomically(*outputFile, text), *outputFile, out, err);
}

// The crosstable as text, written a line at a time from its grid to standard output or -o FILE
// (whole or not at all): a round robin of N players is N lines of N cells, never held whole.
int writeCrosstableText(const reports::ReportHeader &header, const reports::CrosstableGrid &grid,
                        const std::optional<std::string> &outputFile, std::ostream &out,
                        std::ostream &err)
{
    const std::string title = header.event + "\n" + header.subject + "\n";
    if (!outputFile) {
        out << title;
        reports::crosstableText(grid, [&out](std::string_view line) { out << line; });
        return Success;
    }
    FileWriter writer(*outputFile);
    std::optional<Problem> failure = writer.open();
    std::string pending = title;
    const auto flush = [&]() {
        if (!failure)
            failure = writer.write(pending);
        pending.clear();
    };
    if (!failure)
        reports::crosstableText(grid, [&](std::string_view line) {
            pending += line;
            if (pending.size() >= (1U << 20))
                flush();
        });
    flush();
    if (!failure)
        failure = writer.commit();
    return reportWritten(failure, *outputFile, out, err);
}

// The game sheet of a board, or a stored game, printed.
int printGame(const std::string &kind, db::SqlSession &session, const TournamentEvent &loaded,
              int round, int board, int gameNumber, const std::string &format,
              const std::optional<std::string> &outputFile, reports::Language language,
              std::ostream &out, std::ostream &err)
{
    reports::GameHeading heading;
    heading.language = language;
    heading.event = loaded.tournament.name;
    heading.date = reportHeader(loaded.tournament, "").dates;
    heading.variant = loaded.tournament.variant;
    if (kind == "gamesheet") {
        const auto pairings = roundPairings(session, loaded.tournament.id, round);
        if (!pairings) {
            err << "shashki report: " << describe(pairings.error(), cliLanguage()) << "\n";
            return ChecksFailed;
        }
        if (board == 0) {
            const std::vector<reports::GameHeading> sheets =
                roundGameSheets(loaded, *pairings, language);
            if (sheets.empty()) {
                err << "shashki report: " << said("round ", "в туре ") << round
                    << said(" has no game to write down\n", " нет ни одной партии для бланка\n");
                return ChecksFailed;
            }
            const PrintingApplication printing;
            return reportWritten(writeGameSheetsPdf(sheets, *outputFile), *outputFile, out, err);
        }
        const auto found = std::find_if(pairings->begin(), pairings->end(),
                                        [board](const db::Pairing &p) { return p.board == board; });
        if (found == pairings->end() || !found->blackId) {
            err << "shashki report: " << said("round ", "в туре ") << round
                << said(" has no game on board ", " нет партии на доске ") << board << "\n";
            return ChecksFailed;
        }
        heading.round = round;
        heading.board = board;
        heading.white = found->whiteName;
        heading.black = *found->blackName;
        const PrintingApplication printing;
        return reportWritten(writeGameSheetPdf(heading, *outputFile), *outputFile, out, err);
    }
    const auto stored = storedGame(session, loaded.tournament.id, gameNumber);
    if (!stored) {
        err << "shashki report: " << describe(stored.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto position = arbiter::Fen::parse(stored->finalFen, arbiter::rulesOf(heading.variant));
    if (!position) {
        err << "shashki report: " << said("game ", "у партии ") << gameNumber
            << said(" has a bad final FEN\n", " неверный FEN конечной позиции\n");
        return ChecksFailed;
    }
    reports::PrintedGame game;
    heading.round = stored->round;
    heading.board = stored->board;
    heading.white = stored->white;
    heading.black = stored->black;
    game.heading = heading;
    game.result = stored->result.value_or("*");
    game.moves = stored->moves;
    game.finalPosition = *position;
    if (const auto start = arbiter::Fen::parse(stored->startFen, arbiter::rulesOf(heading.variant)))
        game.firstMover = start->toMove;
    if (format == "text")
        return writeText(reports::gameText(game), outputFile, out, err);
    if (!outputFile) {
        err << "shashki report: " << said("a PDF needs -o FILE\n", "для PDF нужен -o ФАЙЛ\n");
        return BadUsage;
    }
    const PrintingApplication printing;
    return reportWritten(writeGamePdf(game, *outputFile), *outputFile, out, err);
}

} // namespace

int runReport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"round", true},
                                     {"after-round", true},
                                     {"tiebreaks", true},
                                     {"cells", true},
                                     {"board", true},
                                     {"game", true},
                                     {"player", true},
                                     {"format", true},
                                     {"o", true},
                                     {"db", true},
                                     {"help", false}});
    const std::string usage = said(reportUsage, reportUsageRu);
    if (const auto finished = options.handleUsage("report", usage, out, err, 1))
        return *finished;
    if (options.positional().empty()) {
        err << "shashki report: "
            << said("expected crosstable, standings or pairings\n",
                    "ожидается crosstable, standings или pairings\n");
        return BadUsage;
    }
    const std::string kind = options.positional().front();
    const auto tournament = options.value("tournament");
    if (kind != "crosstable" && kind != "standings" && kind != "pairings" && kind != "gamesheet" &&
        kind != "game" && kind != "card" && kind != "players") {
        err << "shashki report: " << said("unknown report '", "неизвестный отчёт «") << kind
            << said("' (crosstable, standings, pairings, gamesheet, game, card or players)\n",
                    "» (crosstable, standings, pairings, gamesheet, game, card или players)\n");
        return BadUsage;
    }
    const auto formatOption =
        options.choiceOption("format", {"text", "html", "csv", "pdf"}, "report", err);
    if (formatOption.refused)
        return BadUsage;
    const std::string format = formatOption.value.value_or("");
    const auto cells = options.choiceOption("cells", {"equals", "halves"}, "report", err);
    if (cells.refused)
        return BadUsage;
    const reports::Language language = cliLanguage(); // --language, or the locale's
    if ((kind == "gamesheet" && format != "pdf") ||
        (kind == "game" && format != "pdf" && format != "text")) {
        err << "shashki report: " << said("the ", "отчёт ") << kind
            << said(" report is printed as ", " выводится в формате ")
            << (kind == "game" ? said("text or pdf", "text или pdf") : "pdf") << "\n";
        return BadUsage;
    }
    if (!tournament ||
        (format != "text" && format != "html" && format != "csv" && format != "pdf")) {
        err << "shashki report: "
            << said("expected --tournament NAME and --format text|html|csv|pdf\n",
                    "ожидаются --tournament ИМЯ и --format text|html|csv|pdf\n");
        return BadUsage;
    }
    if (cells.value && kind != "crosstable") {
        err << "shashki report: "
            << said("--cells equals|halves is for the crosstable\n",
                    "--cells equals|halves — только для турнирной таблицы (crosstable)\n");
        return BadUsage;
    }
    const auto outputFile = options.value("o");
    if (format == "pdf" && !outputFile) {
        err << "shashki report: " << said("a PDF needs -o FILE\n", "для PDF нужен -o ФАЙЛ\n");
        return BadUsage;
    }
    // Each number from 1; 0 when not given.
    const auto number = [&options, &err](const char *name,
                                         std::string_view what) -> std::optional<int> {
        const auto read = options.intOption(name, what, 1, noMaximum, "report", err);
        if (read.refused)
            return std::nullopt;
        return read.value.value_or(0);
    };
    const auto round = number("round", said("a round number", "номер тура"));
    if (!round)
        return BadUsage;
    const auto afterRound = number("after-round", said("a round number", "номер тура"));
    if (!afterRound)
        return BadUsage;
    const auto board = number("board", said("a board number", "номер доски"));
    if (!board)
        return BadUsage;
    const auto gameNumber = number("game", said("a game number", "номер партии"));
    if (!gameNumber)
        return BadUsage;
    const auto playerNumber = number("player", said("a start number", "стартовый номер"));
    if (!playerNumber)
        return BadUsage;
    if (kind == "card" && *playerNumber == 0) {
        err << "shashki report: "
            << said("the card needs --player NO (a start number)\n",
                    "для карточки участника нужен --player НОМЕР (стартовый номер)\n");
        return BadUsage;
    }
    if (kind == "gamesheet" && *round == 0) {
        err << "shashki report: "
            << said("the game sheet needs --round R (and --board B for one board)\n",
                    "для бланка записи нужен --round R (и --board B для одной доски)\n");
        return BadUsage;
    }
    if (kind == "game" && *gameNumber == 0) {
        err << "shashki report: "
            << said("the game report needs --game N\n", "для отчёта game нужен --game N\n");
        return BadUsage;
    }
    if (kind == "pairings" && *round == 0) {
        err << "shashki report: "
            << said("the pairings report needs --round R\n",
                    "для отчёта pairings нужен --round R\n");
        return BadUsage;
    }

    const auto tieBreaks = tieBreaksOption(options, "report", err);
    if (tieBreaks.refused)
        return BadUsage;

    std::optional<Database> database;
    const auto session = openCommandSession(options, "report", database, err);
    if (!session)
        return ChecksFailed;
    auto loaded = loadTournamentEvent(*session, *tournament);
    if (!loaded) {
        err << "shashki report: " << describe(loaded.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    if (*afterRound && !loaded->event.roundsKnown) {
        err << "shashki report: " << said("the games of ", "в партиях турнира «") << *tournament
            << said(" carry no round numbers: there is no table after a round\n",
                    "» нет номеров туров: таблицы после тура нет\n");
        return BadUsage;
    }
    std::vector<reports::TieBreak> order = tieBreaks.value.value_or(loaded->tieBreaks);

    if (kind == "gamesheet" || kind == "game")
        return printGame(kind, *session, *loaded, *round, *board, *gameNumber, format, outputFile,
                         language, out, err);

    reports::ReportHeader header = reportHeader(loaded->tournament, "", language);
    reports::ReportTable table;
    if (kind == "pairings") {
        const auto pairings = roundPairings(*session, loaded->tournament.id, *round);
        if (!pairings) {
            err << "shashki report: " << describe(pairings.error(), cliLanguage()) << "\n";
            return ChecksFailed;
        }
        if (pairings->empty()) {
            err << "shashki report: " << said("round ", "тур ") << *round
                << said(" is not paired\n", " не сжеребьёван\n");
            return ChecksFailed;
        }
        header.subject = reports::pairingsSubject(*round, language);
        table = pairingsTable(*loaded, *pairings, language);
    } else if (kind == "players") {
        header.subject = reports::reportText(reports::ReportWord::Players, language);
        table = playersTable(*loaded, language);
    } else if (kind == "card") {
        const auto &players = loaded->event.players;
        const auto player = std::find_if(players.begin(), players.end(), [&](const auto &p) {
            return p.startNumber == *playerNumber;
        });
        if (player == players.end()) {
            err << "shashki report: "
                << said("no player has start number ", "нет участника со стартовым номером ")
                << *playerNumber << "\n";
            return ChecksFailed;
        }
        header.subject = reports::playerCardSubject(player->name, player->startNumber, language);
        table = reports::playerCardTable(loaded->event, static_cast<int>(player - players.begin()),
                                         language);
    } else {
        const reports::Standings standings =
            reports::computeStandings(loaded->event, order, *afterRound);
        const int after = loaded->event.roundsKnown ? standings.afterRound : 0;
        const reports::CellStyle style = cells.value == std::optional<std::string>("halves")
                                             ? reports::CellStyle::Halves
                                             : reports::CellStyle::Equals;
        if (kind == "crosstable" && format == "text") {
            header.subject = reports::crosstableSubject(after, language);
            const reports::CrosstableGrid grid(loaded->event, standings, crosstableForm(*loaded),
                                               style, language);
            return writeCrosstableText(header, grid, outputFile, out, err);
        }
        if (kind == "crosstable") {
            header.subject = reports::crosstableSubject(after, language);
            table = reports::crosstableTable(crosstableOf(*loaded, standings, style, language),
                                             language);
        } else {
            header.subject = reports::standingsSubject(after, language);
            table = reports::standingsTable(loaded->event, standings, language);
        }
    }

    if (format == "pdf") {
        const PrintingApplication printing;
        return reportWritten(writeTablePdf(table, header, *outputFile), *outputFile, out, err);
    }
    const std::string text =
        format == "html"  ? reports::tableHtml(table, header)
        : format == "csv" ? reports::tableCsv(table)
                          : header.event + "\n" + header.subject + "\n" + reports::tableText(table);
    return writeText(text, outputFile, out, err);
}

} // namespace app
