#include "commandline.h"

#include "app/tournament/typedtext.h"
#include "auditcommand.h"
#include "claimcommand.h"
#include "clilanguage.h"
#include "dbcommand.h"
#include "gamecommand.h"
#include "importcommand.h"
#include "logcommand.h"
#include "movescommand.h"
#include "pairingscommand.h"
#include "perftcommand.h"
#include "reportcommand.h"
#include "resultcommand.h"
#include "standingscommand.h"
#include "tbcommand.h"
#include "tournamentcommand.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace app {

CommandLine::CommandLine(const std::vector<std::string> &args, const std::vector<OptionSpec> &specs)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        // A one-letter option ("-o FILE") where a command declares one.
        if (arg.size() == 2 && arg[0] == '-' && arg[1] != '-') {
            const auto shortSpec =
                std::ranges::find(specs, std::string_view(arg).substr(1), &OptionSpec::name);
            if (shortSpec != specs.end() && shortSpec->takesValue) {
                if (has(shortSpec->name)) {
                    m_error =
                        said("option ", "параметр ") + arg + said(" given twice", " указан дважды");
                    return;
                }
                if (i + 1 >= args.size()) {
                    m_error = said("option ", "параметру ") + arg +
                              said(" needs a value", " нужно значение");
                    return;
                }
                m_options.emplace_back(std::string(shortSpec->name), args[++i]);
                continue;
            }
        }
        if (arg.size() < 3 || arg.compare(0, 2, "--") != 0) {
            // "-x" is an option; "-/+" (a forfeit) and "-5" are values.
            if (arg.size() > 1 && arg[0] == '-' &&
                (std::isalpha(static_cast<unsigned char>(arg[1])) || arg[1] == '-')) {
                m_error = said("unknown option ", "неизвестный параметр ") + arg;
                return;
            }
            m_positional.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::optional<std::string> inlineValue;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name.resize(eq);
        }
        const auto spec = std::ranges::find(specs, std::string_view(name), &OptionSpec::name);
        if (spec == specs.end()) {
            m_error = said("unknown option --", "неизвестный параметр --") + name;
            return;
        }
        if (has(name)) {
            m_error =
                said("option --", "параметр --") + name + said(" given twice", " указан дважды");
            return;
        }
        if (!spec->takesValue) {
            if (inlineValue) {
                m_error = said("option --", "параметр --") + name +
                          said(" takes no value", " не принимает значения");
                return;
            }
            m_options.emplace_back(name, "");
            continue;
        }
        if (inlineValue) {
            m_options.emplace_back(name, *inlineValue);
        } else if (i + 1 < args.size()) {
            m_options.emplace_back(name, args[++i]);
        } else {
            m_error = said("option --", "параметру --") + name +
                      said(" needs a value", " нужно значение");
            return;
        }
    }
}

bool CommandLine::has(std::string_view name) const
{
    return std::ranges::any_of(m_options, [&](const auto &option) { return option.first == name; });
}

std::optional<std::string> CommandLine::value(std::string_view name) const
{
    for (const auto &option : m_options)
        if (option.first == name)
            return option.second;
    return std::nullopt;
}

namespace {

// The whole of `text` as a number in min…max: digits only, a '-' first where min is negative.
std::optional<std::int64_t> wholeNumber(std::string_view text, std::int64_t min, std::int64_t max)
{
    if (text.empty() || (text.front() == '-' && min >= 0))
        return std::nullopt;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

// "a round number from 1", "a whole number from 1 to 30" («номер тура от 1»).
std::string rangeText(std::string_view what, std::int64_t min, std::int64_t max,
                      std::int64_t typeMax)
{
    std::string text = std::string(what) + said(" from ", " от ") + std::to_string(min);
    if (max != typeMax)
        text += said(" to ", " до ") + std::to_string(max);
    return text;
}

} // namespace

void refuseOption(std::string_view command, std::string_view option, std::string_view what,
                  std::string_view value, std::ostream &err)
{
    // The value as given, its tabs, line breaks and hidden characters escaped.
    const std::string shown = visibleText(value);
    if (cliLanguage() == Language::Russian)
        err << "shashki " << command << ": параметр --" << option << ": ожидается " << what
            << ", а не «" << shown << "»\n";
    else
        err << "shashki " << command << ": --" << option << " needs " << what << ", not '" << shown
            << "'\n";
}

OptionValue<int> CommandLine::intOption(std::string_view name, std::string_view what, int min,
                                        int max, std::string_view command, std::ostream &err) const
{
    const auto text = value(name);
    if (!text)
        return {};
    const auto number = wholeNumber(*text, min, max);
    if (!number) {
        refuseOption(command, name, rangeText(what, min, max, noMaximum), *text, err);
        return {std::nullopt, true};
    }
    return {static_cast<int>(*number), false};
}

OptionValue<std::int64_t> CommandLine::int64Option(std::string_view name, std::string_view what,
                                                   std::int64_t min, std::int64_t max,
                                                   std::string_view command,
                                                   std::ostream &err) const
{
    const auto text = value(name);
    if (!text)
        return {};
    const auto number = wholeNumber(*text, min, max);
    if (!number) {
        refuseOption(command, name,
                     rangeText(what, min, max, std::numeric_limits<std::int64_t>::max()), *text,
                     err);
        return {std::nullopt, true};
    }
    return {*number, false};
}

OptionValue<std::vector<int>> CommandLine::intListOption(std::string_view name,
                                                         std::string_view what, int min, int max,
                                                         std::string_view command,
                                                         std::ostream &err) const
{
    const auto text = value(name);
    if (!text)
        return {};
    std::vector<int> numbers;
    const std::string_view list = *text;
    for (std::size_t start = 0; start <= list.size();) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const auto number = wholeNumber(list.substr(start, comma - start), min, max);
        if (!number) {
            refuseOption(command, name, what, *text, err);
            return {std::nullopt, true};
        }
        numbers.push_back(static_cast<int>(*number));
        start = comma + 1;
    }
    return {std::move(numbers), false};
}

OptionValue<std::string> CommandLine::choiceOption(std::string_view name,
                                                   std::initializer_list<std::string_view> allowed,
                                                   std::string_view command,
                                                   std::ostream &err) const
{
    return choiceOption(name, std::span(allowed.begin(), allowed.size()), command, err);
}

OptionValue<std::string> CommandLine::choiceOption(std::string_view name,
                                                   std::span<const std::string_view> allowed,
                                                   std::string_view command,
                                                   std::ostream &err) const
{
    auto text = value(name);
    if (!text)
        return {};
    if (std::ranges::find(allowed, std::string_view(*text)) != allowed.end())
        return {std::move(text), false};
    std::string choices;
    std::size_t index = 0;
    for (const std::string_view choice : allowed) {
        if (index > 0)
            choices += index + 1 == allowed.size() ? said(" or ", " или ") : ", ";
        choices += choice;
        ++index;
    }
    refuseOption(command, name, choices, *text, err);
    return {std::nullopt, true};
}

std::optional<int> CommandLine::handleUsage(std::string_view command, std::string_view usage,
                                            std::ostream &out, std::ostream &err,
                                            std::size_t maxPositional) const
{
    if (!ok()) {
        err << "shashki " << command << ": " << m_error << "\n";
        return BadUsage;
    }
    if (has("help")) {
        out << usage;
        return Success;
    }
    if (m_positional.size() > maxPositional) {
        err << "shashki " << command << said(": unexpected argument '", ": лишний аргумент «")
            << m_positional[maxPositional] << said("'\n", "»\n");
        return BadUsage;
    }
    return std::nullopt;
}

namespace {

constexpr std::string_view commandsUsage =
    R"(Usage: shashki COMMAND [OPTIONS]
       shashki [--db URL] [--tournament NAME]     (no command: the desktop window)

Shashki Arbiter: rules checking and records for Russian draughts tournaments.

Commands:
  demo [--db URL] [--pdn FILE] [--no-window] [-o FILE.pdf]
        The demo tournament (the 1950 USSR championship) in the database, audited; the window
        on it, or without a display the audit summary, the standings and the crosstable PDF.
  perft [--fen FEN] --depth N [--divide] [--paths] [--stats]
        Count the move sequences of 1..N plies: prints "perft D COUNT" for each depth.
        --divide adds "MOVE COUNT" for each root move at depth N; --paths counts every capture
        route separately; --stats prints the time and leaves per second to stderr.
  moves [--fen FEN] [--json]
        List the legal moves of a position (default: the initial position).
  audit FILE.pdn [--rules russian-fmjd64|russian-2010] [--no-increment-clock] [--json]
        [--tb-dir DIR] [--encoding NAME]
        Check every move of every game, the draw rules and the recorded results.
  claim FILE.pdn --game N [--ply P] [--move M] [--rule ID] [--json] [--encoding NAME]
        Check a draw claim: threefold repetition (after the opponent's move, or with a written
        move) or an automatic rule, with the evidence.
  db status|start|stop|migrate|backup FILE|restore FILE|user add NAME --role R [--db URL]
        The tournament database: the embedded PostgreSQL or a shared server. See shashki db --help.
  import FILE.pdn --tournament NAME [--create] [--db URL] [--encoding NAME]
        Audit the games and store them, their players and every move, all or nothing.
  export --tournament NAME [--format pdn|trf] FILE [--db URL]
        Write a tournament's stored games back as PDN, or the tournament as FIDE TRF-2026.
  tournament create NAME [--system S] [--rounds N] [--scoring S] … | tournament show NAME
  tournament import --trf FILE.trf [--name NAME]
        Create a tournament, show it with its entries, or import one from a FIDE TRF file with
        its players, pairings and results. See shashki tournament --help.
  entry add --tournament NAME --player NAME [--rating R] | entry withdraw … --after-round R
        Enter a player (late entries too), or withdraw one. See shashki entry --help.
  pairings --tournament NAME --round R [--draw-round-order [--seed N]] [--db URL]
        Pair round R (round robin by Berger's tables, Swiss by score groups) and store it, or
        show it when it is paired.
  result --tournament NAME --round R --board B RESULT [--why TEXT] [--db URL]
        Enter a board's result (logged; refused if someone else saved the board meanwhile).
  game delete --tournament NAME --game N [--why TEXT] [--db URL]
        Delete a stored game with its moves and claims (logged; the chief arbiter's only).
  log --tournament NAME [--round R] [--json] [--db URL]
        The decisions log, oldest first: results, withdrawals, changes by hand, rulings, each
        with when, by whom, what it concerns (round, board, game, player) and why.
  report crosstable|standings|pairings --tournament NAME [--round R] [--after-round R]
         --format text|html|csv|pdf [-o FILE]
        Print a tournament's crosstable, standings or a round's pairings.
  standings --tournament NAME [--after-round R] [--tiebreaks CODES] [--json] [--db URL]
  standings --trf FILE.trf [--tiebreaks CODES] [--json] [--encoding NAME]
        Places, points and tie-breaks, from the database or from a FIDE TRF file.
  tb build [--pieces N] [--dir DIR] | tb probe FEN [--dir DIR] | tb verify [--pieces N] [--dir DIR]
        The endgame database of every position with up to N pieces (default 5): build it, look up
        a position ("win in 7", "loss in 4", "draw"), or re-check it. See shashki tb --help.

Options:
  --help       show this help
  --version    show the version
  --language en|ru   the language of the messages (without it, the locale's: LC_ALL,
                     LC_MESSAGES, LANG)

Input files (PDN, TRF) may be UTF-8, Windows-1251 or UTF-16; audit and import say on stderr when
a file was not UTF-8. --encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be names the encoding.

Exit codes: 0 success, 1 checks failed, 2 bad usage, unreadable input or the connection to the
database server lost (nothing written).
)";

constexpr std::string_view commandsUsageRu =
    R"(Запуск: shashki КОМАНДА [ПАРАМЕТРЫ]
        shashki [--db URL] [--tournament ИМЯ]     (без команды: окно программы)

Shashki Arbiter: проверка правил и записи турниров по русским шашкам.

Команды:
  demo [--db URL] [--pdn ФАЙЛ] [--no-window] [-o ФАЙЛ.pdf]
        Демонстрационный турнир (чемпионат СССР 1950 года) в базе данных, проверенный; окно
        с ним, а без экрана — итог проверки, положение участников и турнирная таблица в PDF.
  perft [--fen FEN] --depth N [--divide] [--paths] [--stats]
        Число последовательностей ходов длиной 1..N полуходов: «perft D ЧИСЛО» для каждой
        глубины. --divide добавляет «ХОД ЧИСЛО» для каждого первого хода на глубине N; --paths
        считает каждый путь взятия отдельно; --stats пишет время и число листьев в секунду в stderr.
  moves [--fen FEN] [--json]
        Возможные ходы позиции (по умолчанию — начальной).
  audit ФАЙЛ.pdn [--rules russian-fmjd64|russian-2010] [--no-increment-clock] [--json]
        [--tb-dir ПАПКА] [--encoding ИМЯ]
        Проверка каждого хода каждой партии, правил ничьей и записанных результатов.
  claim ФАЙЛ.pdn --game N [--ply P] [--move M] [--rule ID] [--json] [--encoding ИМЯ]
        Проверка заявки на ничью: троекратное повторение (после хода соперника или с записанным
        ходом) или правило, действующее само, с доказательствами.
  db status|start|stop|migrate|backup ФАЙЛ|restore ФАЙЛ|user add ИМЯ --role R [--db URL]
        База данных турниров: встроенный PostgreSQL или общий сервер. См. shashki db --help.
  import ФАЙЛ.pdn --tournament ИМЯ [--create] [--db URL] [--encoding ИМЯ]
        Проверить партии и сохранить их, их участников и все ходы — всё или ничего.
  export --tournament ИМЯ [--format pdn|trf] ФАЙЛ [--db URL]
        Записать сохранённые партии турнира в PDN или турнир в FIDE TRF-2026.
  tournament create ИМЯ [--system S] [--rounds N] [--scoring S] … | tournament show ИМЯ
  tournament import --trf ФАЙЛ.trf [--name ИМЯ]
        Создать турнир, показать его с участниками или импортировать из файла FIDE TRF с
        участниками, парами и результатами. См. shashki tournament --help.
  entry add --tournament ИМЯ --player ИМЯ [--rating R] | entry withdraw … --after-round R
        Включить участника (и опоздавшего тоже) или отметить выбывшего. См. shashki entry --help.
  pairings --tournament ИМЯ --round R [--draw-round-order [--seed N]] [--db URL]
        Жеребьёвка тура R (круговая — по таблицам Бергера, швейцарская — по группам очков) с
        сохранением или показ уже сжеребьёванного тура.
  result --tournament ИМЯ --round R --board B РЕЗУЛЬТАТ [--why ТЕКСТ] [--db URL]
        Результат доски (в журнал решений; отказ, если доску тем временем сохранил другой).
  game delete --tournament ИМЯ --game N [--why ТЕКСТ] [--db URL]
        Удалить записанную партию с ходами и заявлениями (в журнал решений; только главный судья).
  log --tournament ИМЯ [--round R] [--json] [--db URL]
        Журнал решений от первых к последним: результаты, выбывания, ручные изменения, решения
        по заявкам — когда, кем, к чему относится (тур, доска, партия, участник) и почему.
  report crosstable|standings|pairings --tournament ИМЯ [--round R] [--after-round R]
         --format text|html|csv|pdf [-o ФАЙЛ]
        Турнирная таблица, положение участников или пары тура для печати.
  standings --tournament ИМЯ [--after-round R] [--tiebreaks КОДЫ] [--json] [--db URL]
  standings --trf ФАЙЛ.trf [--tiebreaks КОДЫ] [--json] [--encoding ИМЯ]
        Места, очки и дополнительные показатели — из базы данных или из файла FIDE TRF.
  tb build [--pieces N] [--dir ПАПКА] | tb probe FEN [--dir ПАПКА] | tb verify [--pieces N]
        База эндшпилей всех позиций до N фигур (по умолчанию 5): построить, найти позицию
        («выигрыш в 7», «проигрыш в 4», «ничья») или перепроверить. См. shashki tb --help.

Параметры:
  --help       эта справка
  --version    версия программы
  --language en|ru   язык сообщений (без него — по локали: LC_ALL, LC_MESSAGES, LANG)

Входные файлы (PDN, TRF) могут быть в UTF-8, Windows-1251 или UTF-16; audit и import пишут в
stderr, если файл был не в UTF-8. --encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be задаёт
кодировку.

Коды выхода: 0 — успех, 1 — проверка не пройдена, 2 — неверный вызов, нечитаемый ввод или
потеря соединения с сервером базы данных (ничего не записано).
)";

// The command of `args` run.
int dispatch(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty()) {
        err << said("shashki: no command given (the shashki program opens the desktop window "
                    "then)\n",
                    "shashki: команда не указана (программа shashki без команды открывает окно)\n")
            << said(commandsUsage, commandsUsageRu);
        return BadUsage;
    }
    const std::string &command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "--help" || command == "-h" || command == "help") {
        out << said(commandsUsage, commandsUsageRu);
        return Success;
    }
    if (command == "--version") {
        out << "shashki " << SHASHKI_VERSION << "\n";
        return Success;
    }
    if (command == "perft")
        return runPerft(rest, out, err);
    if (command == "moves")
        return runMoves(rest, out, err);
    if (command == "tb")
        return runTb(rest, out, err);
    if (command == "audit")
        return runAudit(rest, out, err);
    if (command == "claim")
        return runClaim(rest, out, err);
    if (command == "db")
        return runDb(rest, out, err);
    if (command == "import")
        return runImport(rest, out, err);
    if (command == "export")
        return runExport(rest, out, err);
    if (command == "standings")
        return runStandings(rest, out, err);
    if (command == "pairings")
        return runPairings(rest, out, err);
    if (command == "report")
        return runReport(rest, out, err);
    if (command == "result")
        return runResult(rest, out, err);
    if (command == "tournament")
        return runTournament(rest, out, err);
    if (command == "entry")
        return runEntry(rest, out, err);
    if (command == "log")
        return runLog(rest, out, err);
    if (command == "game")
        return runGame(rest, out, err);
    err << said("shashki: unknown command '", "shashki: неизвестная команда «") << command
        << said("'; see shashki --help\n", "»; см. shashki --help\n");
    return BadUsage;
}

} // namespace

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    // The language: --language en|ru anywhere on the line (taken out before the command reads
    // its options), else the environment's locale (clilanguage.h).
    std::vector<std::string> rest;
    std::optional<std::string> chosen;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::optional<std::string> value;
        if (args[i] == "--language") {
            if (i + 1 >= args.size()) {
                setCliLanguage(environmentLanguage());
                err << said("shashki: option --language needs a value (en or ru)\n",
                            "shashki: параметру --language нужно значение (en или ru)\n");
                return BadUsage;
            }
            value = args[++i];
        } else if (args[i].starts_with("--language=")) {
            value = args[i].substr(std::string_view("--language=").size());
        } else {
            rest.push_back(args[i]);
            continue;
        }
        if (chosen) {
            err << said("shashki: option --language given twice\n",
                        "shashki: параметр --language указан дважды\n");
            return BadUsage;
        }
        chosen = value;
    }
    if (chosen && *chosen != "en" && *chosen != "ru") {
        setCliLanguage(environmentLanguage());
        err << said("shashki: --language needs en or ru, not '",
                    "shashki: параметру --language нужно en или ru, а не «")
            << *chosen << said("'\n", "»\n");
        return BadUsage;
    }
    setCliLanguage(chosen ? (*chosen == "ru" ? Language::Russian : Language::English)
                          : environmentLanguage());
    // A command whose connection to the server went away has said so in its one line (the
    // server named, nothing written: every command is one transaction); its exit code says it
    // too, as for input that could not be read.
    const int lostBefore = connectionsLost();
    const int code = dispatch(rest, out, err);
    if (code == ChecksFailed && connectionsLost() > lostBefore)
        return BadUsage;
    return code;
}

} // namespace app

#include "app/tournament/messagecatalogue.h"
#include "arbiter/fen.h"
#include "arbiter/ruleset.h"
#include "reports/tiebreak.h"

#include <cstdlib>

namespace app {

std::optional<arbiter::Position> positionOption(const CommandLine &options,
                                                std::string_view command, std::ostream &err)
{
    const auto fen = options.value("fen");
    if (!fen)
        return arbiter::Position::initial();
    const auto parsed = arbiter::Fen::parse(*fen);
    if (!parsed) {
        err << "shashki " << command << said(": bad FEN at column ", ": неверный FEN, столбец ")
            << parsed.error().column << ": " << describe(parsed.error(), cliLanguage()) << "\n";
        return std::nullopt;
    }
    return *parsed;
}

} // namespace app

namespace app {

std::optional<std::string> databaseUrl(const CommandLine &options)
{
    return chosenDatabaseUrl(options.value("db"));
}

bool readableFile(const std::string &path, std::string_view command, std::ostream &err)
{
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    std::optional<std::string> problem;
    if (!std::filesystem::exists(status))
        problem = said(" does not exist", ": такого файла нет");
    else if (std::filesystem::is_directory(status))
        problem = said(" is a directory, not a file", " — это папка, а не файл");
    else if (!std::ifstream(path, std::ios::binary))
        problem = said(" cannot be opened", ": файл не открывается");
    if (!problem)
        return true;
    err << "shashki " << command << ": " << path << *problem << "\n";
    return false;
}

std::unique_ptr<db::SqlSession> openCommandSession(const CommandLine &options,
                                                   const std::string &command,
                                                   std::optional<Database> &database,
                                                   std::ostream &err)
{
    database = openCommandDatabase(options, command, err);
    if (!database)
        return nullptr;
    auto opened = openSession(*database);
    if (!opened) {
        err << "shashki " << command << ": " << describe(opened.error(), cliLanguage()) << "\n";
        return nullptr;
    }
    return std::move(opened.value());
}

std::optional<Database> openCommandDatabase(const CommandLine &options, const std::string &command,
                                            std::ostream &err)
{
    auto database = openDatabase(databaseUrl(options), cliLanguage());
    if (!database) {
        err << "shashki " << command << (command.empty() ? "" : ": ") << database.error() << "\n";
        return std::nullopt;
    }
    return std::move(database.value());
}

std::optional<arbiter::RuleSet> ruleSetOption(const CommandLine &options, std::string_view command,
                                              std::ostream &err)
{
    const auto id = options.choiceOption("rules", {"russian-fmjd64", "russian-2010"}, command, err);
    if (id.refused)
        return std::nullopt;
    auto rules = arbiter::RuleSet::byId(id.value.value_or("russian-fmjd64"));
    rules->noIncrementClock = options.has("no-increment-clock");
    return rules;
}

OptionValue<EncodingChoice> encodingOption(const CommandLine &options, std::string_view command,
                                           std::ostream &err)
{
    const auto name = options.choiceOption(
        "encoding", {"utf-8", "windows-1251", "utf-16", "utf-16le", "utf-16be"}, command, err);
    if (name.refused)
        return {std::nullopt, true};
    if (!name.value)
        return {EncodingChoice::Detect, false};
    return {encodingChoiceNamed(*name.value), false};
}

std::unique_ptr<DecodedInput> openTextInput(const std::string &path, EncodingChoice encoding,
                                            std::string_view command, bool sayEncoding,
                                            std::ostream &err)
{
    auto file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file) {
        err << "shashki " << command << ": " << path
            << said(" cannot be opened\n", ": файл не открывается\n");
        return nullptr;
    }
    auto input = DecodedInput::open(std::move(file), path, encoding);
    if (!input) {
        const ProblemCode code = input.error().code;
        err << "shashki " << command << ": " << describe(input.error(), cliLanguage());
        // What the command line can do that the window cannot: name the encoding.
        if (encoding == EncodingChoice::Detect && code == ProblemCode::UnknownEncoding)
            err << said(", or name its encoding with --encoding NAME (utf-8, windows-1251, "
                        "utf-16, utf-16le, utf-16be)",
                        ", или укажите кодировку: --encoding ИМЯ (utf-8, windows-1251, utf-16, "
                        "utf-16le, utf-16be)");
        else if (encoding == EncodingChoice::Detect && code == ProblemCode::NulCharacter)
            err << said(" (UTF-16 without a byte order mark is read with --encoding utf-16le or "
                        "utf-16be)",
                        " (UTF-16 без метки порядка байтов читается с --encoding utf-16le или "
                        "utf-16be)");
        err << "\n";
        return nullptr;
    }
    if (sayEncoding && input.value()->encoding() != TextEncoding::Utf8)
        err << path << said(": read as ", ": прочитан как ")
            << encodingName(input.value()->encoding()) << "\n";
    return std::move(input.value());
}

OptionValue<std::vector<reports::TieBreak>>
tieBreaksOption(const CommandLine &options, std::string_view command, std::ostream &err)
{
    const auto text = options.value("tiebreaks");
    if (!text)
        return {};
    auto parsed = reports::parseTieBreaks(*text);
    if (parsed)
        return {std::move(parsed.value()), false};
    // Name the code that is not one (the whole value when it is a single word).
    std::string_view unknown = *text;
    for (std::size_t start = 0; start <= text->size();) {
        const std::size_t comma = std::min(text->find(',', start), text->size());
        const std::string_view code = std::string_view(*text).substr(start, comma - start);
        if (!reports::tieBreakByCode(code)) {
            unknown = code;
            break;
        }
        start = comma + 1;
    }
    refuseOption(command, "tiebreaks",
                 said("tie-break codes separated by commas (",
                      "коды дополнительных показателей через запятую (") +
                     reports::tieBreakCodes() +
                     said(") or a preset (russian-round-robin, russian-swiss)",
                          ") или готовый набор (russian-round-robin, russian-swiss)"),
                 unknown, err);
    return {std::nullopt, true};
}

} // namespace app
