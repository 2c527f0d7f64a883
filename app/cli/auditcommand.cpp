#include "auditcommand.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/endgamefiles.h"
#include "arbiter/auditjson.h"
#include "arbiter/pdnreader.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/reportlanguage.h"
#include "variantoption.h"

#include <ostream>
#include <string>
#include <string_view>

namespace app {

namespace {

constexpr std::string_view auditUsage =
    R"(Usage: shashki audit FILE.pdn
                     [--variant russian|brazilian|international|english|italian|pool|giveaway]
                     [--rules russian-fmjd64|russian-2010] [--no-increment-clock]
                     [--json] [--tb-dir DIR] [--encoding NAME]

Checks every move of every game against the rules of its variant, follows the draw rules and
checks each recorded result. A game's GameType tag names its variant (25 Russian, 26 Brazilian,
20 International, 21 English, 22 Italian, 23 Pool); a game without one is of --variant (default
russian; the GameType number is also taken). Russian games follow the rule set --rules (default
russian-fmjd64), Brazilian and International games the FMJD draw rules, English, Italian and Pool
games their federations' (WCDF, FID, APCA: repetition and forty moves, on a claim). A result
reads as the PDN standard says: 1-0 White won, whoever moved first. Giveaway (--variant giveaway:
Russian draughts with the aim reversed) is judged under --rules, and the side left without a move
has won. Prints one line per finding
and per draw ("FILE:LINE:COL: game 12 (White – Black), move 7…f6:d4: illegal: …"), or with --json
one document {"games":[…]}. The main-road and small-ending rules ask the endgame database in
--tb-dir (default: see shashki tb --help). --no-increment-clock: the games were played without
a per-move increment (7.2.9). The file may be UTF-8, Windows-1251 or UTF-16 (said on stderr when
it is not UTF-8); --encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be names it.
Exit 0: no findings; 1: findings; 2: unreadable input.
)";

constexpr std::string_view auditUsageRu =
    R"(Запуск: shashki audit ФАЙЛ.pdn
                      [--variant russian|brazilian|international|english|italian|pool|giveaway]
                      [--rules russian-fmjd64|russian-2010] [--no-increment-clock]
                      [--json] [--tb-dir ПАПКА] [--encoding ИМЯ]

Проверяет каждый ход каждой партии по правилам её варианта, следит за правилами ничьей и проверяет
каждый записанный результат. Тег GameType партии называет её вариант (25 — русские шашки,
26 — бразильские, 20 — международные, 21 — английские, 22 — итальянские, 23 — пул); партия без
него считается партией варианта --variant (по умолчанию russian; принимается и номер GameType).
Русские партии проверяются по своду правил --rules (по умолчанию russian-fmjd64), бразильские и
международные — по правилам ничьей ФМЖД, английские, итальянские и пул — по правилам своих
федераций (WCDF, FID, APCA: повторение позиции и сорок ходов, по заявке). Результат читается, как
велит стандарт PDN: 1-0 — победа белых, кто бы ни ходил первым. Поддавки (--variant giveaway:
русские шашки с обратной целью) проверяются по своду --rules, и выигрывает сторона, которой нечем
ходить.
Пишет по строке на каждое замечание и каждую ничью («ФАЙЛ:СТРОКА:СТОЛБЕЦ: партия 12 (Белые –
Чёрные), ход 7…f6:d4: невозможный ход: …»), а с --json — один документ {"games":[…]}. Правила
«одинокая дамка на большой дороге» и «малый эндшпиль» обращаются к базе эндшпилей в --tb-dir
(по умолчанию: см. shashki tb --help). --no-increment-clock: партии игрались без добавления
времени за ход (7.2.9).
Файл может быть в UTF-8, Windows-1251 или UTF-16 (если не в UTF-8, об этом сказано в stderr);
--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be задаёт кодировку.
Код выхода: 0 — замечаний нет; 1 — есть замечания; 2 — нечитаемый ввод.
)";

} // namespace

int runAudit(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"rules", true},
                                     {"variant", true},
                                     {"json", false},
                                     {"tb-dir", true},
                                     {"no-increment-clock", false},
                                     {"encoding", true},
                                     {"help", false}});
    const std::string usage = said(auditUsage, auditUsageRu);
    if (const auto finished = options.handleUsage("audit", usage, out, err, 1))
        return *finished;
    if (options.positional().empty()) {
        err << said("shashki audit: expected a PDN file\n", "shashki audit: ожидается файл PDN\n");
        return BadUsage;
    }
    const auto rules = ruleSetOption(options, "audit", err);
    if (!rules)
        return BadUsage;
    const VariantOption variant = variantOption(options, "audit", err);
    if (variant.refused)
        return BadUsage;
    const auto encoding = encodingOption(options, "audit", err);
    if (encoding.refused)
        return BadUsage;
    const std::string fileName = options.positional().front();
    if (!readableFile(fileName, "audit", err))
        return BadUsage;
    const auto file = openTextInput(fileName, *encoding.value, "audit", true, err);
    if (!file)
        return BadUsage;

    const EndgameFiles endgameFiles(EndgameFiles::resolveDirectory(options.value("tb-dir")));
    const arbiter::EndgameDatabase database(endgameFiles.loader());
    const arbiter::Auditor auditor(*rules, &database,
                                   arbiter::Auditor::Options{.variant = variant.variant});
    const bool json = options.has("json");
    arbiter::PdnReader reader(*file);

    std::size_t games = 0;
    std::size_t findings = 0;
    std::size_t errors = 0;
    std::size_t automaticDraws = 0;
    if (json)
        out << "{\"games\":[";
    arbiter::Auditor::KnownStart known; // a file's games repeat one FEN
    while (const auto game = reader.next()) {
        const arbiter::GameAudit audit = auditor.audit(*game, &known);
        findings += audit.findings.size();
        for (const arbiter::AuditFinding &f : audit.findings)
            errors += f.severity == arbiter::Severity::Error;
        for (const arbiter::DrawEvent &d : audit.draws)
            automaticDraws += d.kind == arbiter::DrawKind::Automatic &&
                              d.verdict == arbiter::EndgameVerdict::Draw;
        if (json) {
            out << (games ? ",\n" : "\n") << arbiter::gameAuditJson(audit);
        } else {
            for (const std::string &line :
                 gameAuditLines(audit, game->moves, fileName, cliLanguage()))
                out << line << "\n";
        }
        ++games;
    }
    if (file->bad()) {
        err << said("shashki audit: reading ", "shashki audit: не удалось прочитать ") << fileName
            << said(" failed\n", "\n");
        return BadUsage;
    }
    if (json)
        out << (games ? "\n" : "") << "]}\n";
    else if (cliLanguage() == Language::Russian)
        out << fileName << ": " << russianCounted(games, "партия", "партии", "партий") << ", "
            << russianCounted(findings, "замечание", "замечания", "замечаний") << " ("
            << russianCounted(errors, "ошибка", "ошибки", "ошибок") << ", "
            << russianCounted(findings - errors, "предупреждение", "предупреждения",
                              "предупреждений")
            << "), "
            << russianCounted(automaticDraws, "автоматическая ничья", "автоматические ничьи",
                              "автоматических ничьих")
            << "\n";
    else
        out << fileName << ": " << games << (games == 1 ? " game, " : " games, ") << findings
            << (findings == 1 ? " finding" : " findings") << " (" << errors
            << (errors == 1 ? " error, " : " errors, ") << findings - errors
            << (findings - errors == 1 ? " warning), " : " warnings), ") << automaticDraws
            << (automaticDraws == 1 ? " automatic draw\n" : " automatic draws\n");
    return findings == 0 ? Success : ChecksFailed;
}

} // namespace app
