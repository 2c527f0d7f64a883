#include "importcommand.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/database.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/gameexport.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/trfexport.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/reportlanguage.h"
#include "variantoption.h"

#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>

namespace app {

namespace {

constexpr std::string_view importUsage =
    R"(Usage: shashki import FILE.pdn --tournament NAME [--create [--variant V]] [--db URL]
                      [--rules russian-fmjd64|russian-2010] [--no-increment-clock] [--tb-dir DIR]
                      [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]
       shashki export --tournament NAME [--format pdn|trf] FILE [--db URL]

import reads the games, audits each one and stores the tournament's players, entries, rounds and
pairings (where games name their round), the games with their findings and every move, all or
nothing: a game that cannot be read, or any failure, leaves the database as it was. --create makes
the tournament if it does not exist, of --variant russian|brazilian|international|english|
italian|pool|giveaway (default russian). Only games of the tournament's variant are taken: a
game's GameType names its variant (25, 26, 20, 21, 22, 23), a game without one is of the
tournament's. The file may be UTF-8, Windows-1251 or UTF-16 (said on stderr when it is not
UTF-8); --encoding names it. export writes the
tournament's games back as PDN, or with --format trf its players, pairings and results as a FIDE
TRF-2026 file (CR line ends).
The database is --db URL, else $SHASHKI_DB, else the embedded one (see shashki db --help).
)";

constexpr std::string_view importUsageRu =
    R"(Запуск: shashki import ФАЙЛ.pdn --tournament ИМЯ [--create [--variant V]] [--db URL]
                       [--rules russian-fmjd64|russian-2010] [--no-increment-clock]
                       [--tb-dir ПАПКА] [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]
        shashki export --tournament ИМЯ [--format pdn|trf] ФАЙЛ [--db URL]

import читает партии, проверяет каждую и сохраняет игроков и участников турнира, туры и пары
(если в партиях указан тур), партии с замечаниями и каждым ходом — всё или ничего: партия,
которую нельзя прочитать, или любой сбой оставляют базу данных как была. --create создаёт
турнир, если его нет, с --variant russian|brazilian|international|english|italian|pool|giveaway
(по умолчанию russian). Берутся только партии той разновидности шашек, что у турнира: GameType
партии называет её разновидность (25, 26, 20, 21, 22, 23), партия без него — разновидности
турнира. Файл может быть в UTF-8, Windows-1251 или UTF-16 (если не в UTF-8, об этом сообщается
в stderr); --encoding задаёт кодировку. export записывает партии турнира обратно в PDN или, с --format trf, его участников,
пары и результаты в файл FIDE TRF-2026 (строки кончаются символом CR).
База данных — --db URL, иначе $SHASHKI_DB, иначе встроенная (см. shashki db --help).
)";

// " game", " games" in English; " партия", " партии", " партий" by the count in Russian.
std::string gamesWord(long long count)
{
    return said(count == 1 ? " game" : " games",
                " " + russianNoun(count, "партия", "партии", "партий"));
}

// A rate of games a second, " (153 games/s)" («партий/с» in Russian).
std::string gamesPerSecond(double games, double seconds)
{
    return " (" + std::to_string(static_cast<long>(games / seconds)) +
           said(" games/s)", " партий/с)");
}

// `export --format trf`: the tournament's TRF-2026 file (app::exportTrf).
int exportTrfFile(const CommandLine &options, const std::string &tournament, std::ostream &out,
                  std::ostream &err)
{
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "export", database, err);
    if (!sql)
        return ChecksFailed;
    const std::string &file = options.positional().front();
    const auto exported = exportTrf(*sql, tournament, file);
    if (!exported) {
        err << "shashki export: " << describe(exported.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    if (cliLanguage() == Language::Russian)
        out << "экспортировано: " << exported->players << " "
            << russianNoun(exported->players, "участник", "участника", "участников") << " и "
            << exported->rounds << " " << russianNoun(exported->rounds, "тур", "тура", "туров")
            << " турнира «" << tournament << "» в " << file << " (TRF-2026)\n";
    else
        out << "exported " << exported->players << " players and " << exported->rounds
            << " rounds of \"" << tournament << "\" to " << file << " (TRF-2026)\n";
    return Success;
}

} // namespace

int runImport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"create", false},
                                     {"db", true},
                                     {"rules", true},
                                     {"variant", true},
                                     {"no-increment-clock", false},
                                     {"tb-dir", true},
                                     {"encoding", true},
                                     {"help", false}});
    const std::string usage = said(importUsage, importUsageRu);
    if (const auto finished = options.handleUsage("import", usage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    if (options.positional().empty() || !tournament) {
        err << "shashki import: "
            << said("expected FILE.pdn and --tournament NAME\n",
                    "ожидаются ФАЙЛ.pdn и --tournament ИМЯ\n");
        return BadUsage;
    }
    const auto rules = ruleSetOption(options, "import", err);
    if (!rules)
        return BadUsage;
    const VariantOption variant = variantOption(options, "import", err, VariantScope::Tournament);
    if (variant.refused)
        return BadUsage;
    const auto encoding = encodingOption(options, "import", err);
    if (encoding.refused)
        return BadUsage;
    const std::string fileName = options.positional().front();
    if (!readableFile(fileName, "import", err))
        return BadUsage;
    const auto file = openTextInput(fileName, *encoding.value, "import", true, err);
    if (!file)
        return BadUsage;
    auto database = openCommandDatabase(options, "import", err);
    if (!database)
        return ChecksFailed;

    const EndgameFiles endgameFiles(EndgameFiles::resolveDirectory(options.value("tb-dir")));
    const arbiter::EndgameDatabase endgames(endgameFiles.loader());
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    PdnImportProgress progress;
    progress.report = [&](std::uint64_t games, double) {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport <= std::chrono::seconds(1))
            return;
        const double seconds = std::chrono::duration<double>(now - start).count();
        err << said("imported ", "импортировано: ") << games
            << gamesWord(static_cast<long long>(games))
            << gamesPerSecond(static_cast<double>(games), seconds) << "\n";
        lastReport = now;
    };
    const auto imported =
        importPdn(*database->connection, *file, 0, fileName, *tournament, options.has("create"),
                  *rules, &endgames, progress, variant.variant);
    if (!imported) {
        err << "shashki import: " << describe(imported.error(), cliLanguage())
            << (imported.error().code == ProblemCode::NoSuchTournament
                    ? said(" (add --create to make it)", " (добавьте --create, чтобы создать его)")
                    : "")
            << "\n";
        return ChecksFailed;
    }
    for (const auto &[game, finding] : imported->badRounds)
        err << fileName << ":" << finding.place.line << ":" << finding.place.column
            << said(": game ", ": партия ") << game << ": "
            << describe(finding.detail, cliLanguage()) << "\n";
    const auto *counts = &imported->counts;
    if (imported->alreadyStored > 0) {
        out << imported->alreadyStored << gamesWord(static_cast<long long>(imported->alreadyStored))
            << said(" already in the tournament, ", " уже есть в турнире, импортировано: ")
            << counts->games << said(" imported\n", "\n");
        if (counts->games == 0)
            return Success;
    }
    const std::size_t findings = imported->findings;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::ostringstream secondsText;
    secondsText << std::fixed << std::setprecision(2) << seconds;
    const auto moves = static_cast<long long>(counts->moves);
    const auto newPlayers = static_cast<long long>(counts->newPlayers);
    const auto stored = static_cast<long long>(findings);
    out << said("imported ", "импортировано: ") << counts->games
        << gamesWord(static_cast<long long>(counts->games)) << ", " << counts->moves
        << said(" moves, ", " " + russianNoun(moves, "ход", "хода", "ходов") + ", ")
        << counts->newPlayers
        << said(" new players into \"", " " +
                                            russianNoun(newPlayers, "новый участник",
                                                        "новых участника", "новых участников") +
                                            " в «")
        << *tournament << said("\" in ", "» за ") << saidNumber(secondsText.str())
        << said(" s", " с") << gamesPerSecond(static_cast<double>(counts->games), seconds) << "; "
        << findings
        << said(" findings stored\n",
                " " +
                    russianNoun(stored, "замечание сохранено", "замечания сохранено",
                                "замечаний сохранено") +
                    "\n");
    return Success;
}

int runExport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(
        args, {{"tournament", true}, {"format", true}, {"db", true}, {"help", false}});
    const std::string usage = said(importUsage, importUsageRu);
    if (const auto finished = options.handleUsage("export", usage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    if (options.positional().empty() || !tournament) {
        err << "shashki export: "
            << said("expected --tournament NAME and FILE.pdn\n",
                    "ожидаются --tournament ИМЯ и ФАЙЛ.pdn\n");
        return BadUsage;
    }
    const auto format = options.choiceOption("format", {"pdn", "trf"}, "export", err);
    if (format.refused)
        return BadUsage;
    if (format.value == "trf")
        return exportTrfFile(options, *tournament, out, err);
    auto database = openCommandDatabase(options, "export", err);
    if (!database)
        return ChecksFailed;
    const std::string &file = options.positional().front();
    const auto written = exportPdn(*database->connection, *tournament, file);
    if (!written) {
        err << "shashki export: " << describe(written.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    // A game that no longer replays is in the file as entered: named, and the export's status
    // says it was not clean.
    for (const Problem &problem : written->asEntered)
        err << "shashki export: " << describe(problem, cliLanguage())
            << said("; written as entered", "; записана в файл так, как была введена") << "\n";
    const auto games = static_cast<long long>(written->games);
    out << said("exported ", "экспортировано: ") << games << gamesWord(games)
        << said(" of \"", " турнира «") << *tournament << said("\" to ", "» в ") << file << "\n";
    return written->asEntered.empty() ? Success : ChecksFailed;
}

} // namespace app
