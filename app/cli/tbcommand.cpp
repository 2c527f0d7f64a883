#include "tbcommand.h"

#include "app/tournament/endgamefiles.h"
#include "app/tournament/messagecatalogue.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/endgametable.h"
#include "arbiter/endgamevalue.h"
#include "arbiter/endgameverifier.h"
#include "arbiter/fen.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/reportlanguage.h"
#include "variantoption.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace app {

namespace {

constexpr std::string_view tbUsage =
    R"(Usage: shashki tb build [--pieces N] [--dir DIR]
       shashki tb probe FEN [--dir DIR]
                            [--variant russian|brazilian|international|english|italian|pool|giveaway]
       shashki tb verify [--pieces N] [--dir DIR]

The endgame database: the exact value (win, draw or loss with the distance in plies) of every
position with 2 to N pieces (default 5; 2 to 6).
  build    solve every missing class of up to N pieces, one progress line per class
  probe    print "win in N", "loss in N", "draw", or "unknown" and why (exit 1)
  verify   re-check the checksums and every position's value against its moves
The directory is --dir, else $SHASHKI_TB_DIR, else $XDG_DATA_HOME/shashki/endgame
(~/.local/share/shashki/endgame). The database is of Russian draughts, whose main-road and
small-ending rules ask it; the draw rules of Brazilian and International draughts (the FMJD's),
of English, Italian and Pool checkers count moves only, and giveaway's values are not Russian
draughts': a position of those (--variant, or the GameType 26, 20, 21, 22, 23) is "unknown", with
that reason.
)";

constexpr std::string_view tbUsageRu =
    R"(Запуск: shashki tb build [--pieces N] [--dir ПАПКА]
        shashki tb probe FEN [--dir ПАПКА]
                             [--variant russian|brazilian|international|english|italian|pool|giveaway]
        shashki tb verify [--pieces N] [--dir ПАПКА]

База эндшпилей: точная оценка (выигрыш, ничья или проигрыш с расстоянием в полуходах) каждой
позиции, где от 2 до N шашек (по умолчанию 5; от 2 до 6).
  build    решить каждый недостающий класс позиций до N шашек, по строке о ходе работы на класс
  probe    напечатать «выигрыш за N полуходов», «проигрыш за N полуходов», «ничья» или
           «неизвестно» и причину (код выхода 1)
  verify   заново проверить контрольные суммы и оценку каждой позиции по её ходам
Папка — --dir, иначе $SHASHKI_TB_DIR, иначе $XDG_DATA_HOME/shashki/endgame
(~/.local/share/shashki/endgame). База — для русских шашек, правила большой дороги и малых
окончаний которых к ней обращаются; правила ничьей бразильских и международных шашек (ФМЖД),
английских, итальянских шашек и пула только считают ходы, а оценки поддавков — не оценки русских
шашек: позиция этих игр (--variant или GameType 26, 20, 21, 22, 23) — «неизвестно», с этой
причиной.
)";

constexpr int defaultPieces = 5;

// " positions" in English; " позиция", " позиции", " позиций" by the count in Russian.
std::string positionsWord(std::uint64_t count)
{
    return said(" positions", " " + russianNoun(count, "позиция", "позиции", "позиций"));
}

// A number of seconds as the command line writes it: "1.23" ("1,23" in Russian).
std::string secondsText(double seconds, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << seconds;
    return saidNumber(text.str());
}

// "win in 7", "loss in 4", "draw" (arbiter::EndgameValue::text()); in Russian «выигрыш за 7
// полуходов», «проигрыш за 4 полухода», «ничья».
std::string valueText(const arbiter::EndgameValue &value)
{
    if (cliLanguage() != Language::Russian)
        return value.text();
    const std::string plies = std::to_string(value.distancePlies) + " " +
                              russianNoun(static_cast<std::uint64_t>(value.distancePlies),
                                          "полуход", "полухода", "полуходов");
    switch (value.outcome) {
    case arbiter::Outcome::Win:
        return "выигрыш за " + plies;
    case arbiter::Outcome::Loss:
        return "проигрыш за " + plies;
    case arbiter::Outcome::Draw:
        break;
    }
    return "ничья";
}

// The draughts of `variant`, as "the draw rules of ..." names them in Russian (genitive).
std::string_view russianVariantOf(arbiter::Variant variant)
{
    switch (variant) {
    case arbiter::Variant::Brazilian:
        return "бразильских шашек";
    case arbiter::Variant::International:
        return "международных шашек";
    case arbiter::Variant::English:
        return "английских шашек";
    case arbiter::Variant::Italian:
        return "итальянских шашек";
    case arbiter::Variant::Pool:
        return "американских шашек пул";
    case arbiter::Variant::Giveaway:
        return "поддавков";
    case arbiter::Variant::Russian:
    case arbiter::Variant::Russian10x8: // not judged: --variant refuses them here
    case arbiter::Variant::Spantsiretti:
        break;
    }
    return "русских шашек";
}

unsigned threadCount()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

std::optional<int> piecesOption(const CommandLine &options, std::ostream &err)
{
    const auto pieces = options.intOption("pieces", said("a number of pieces", "число шашек"), 2,
                                          arbiter::EndgameDatabase::maxPieces, "tb", err);
    if (pieces.refused)
        return std::nullopt;
    return pieces.value.value_or(defaultPieces);
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void describe(const arbiter::EndgameTable &table, std::ostream &out)
{
    std::uint64_t counts[3] = {};
    for (std::uint64_t i = 0; i < table.size(); ++i)
        ++counts[static_cast<int>(table.valueAt(i).outcome)];
    const std::uint64_t wins = counts[static_cast<int>(arbiter::Outcome::Win)];
    const std::uint64_t draws = counts[static_cast<int>(arbiter::Outcome::Draw)];
    const std::uint64_t losses = counts[static_cast<int>(arbiter::Outcome::Loss)];
    const auto longest = static_cast<std::uint64_t>(table.maxDistancePlies());
    out << table.size() << positionsWord(table.size()) << ": " << wins
        << said(" wins, ", " " + russianNoun(wins, "выигрыш", "выигрыша", "выигрышей") + ", ")
        << draws << said(" draws, ", " " + russianNoun(draws, "ничья", "ничьи", "ничьих") + ", ")
        << losses
        << said(" losses; longest ",
                " " + russianNoun(losses, "проигрыш", "проигрыша", "проигрышей") +
                    "; наибольшее расстояние — ")
        << longest
        << said(" plies", " " + russianNoun(longest, "полуход", "полухода", "полуходов"));
}

int build(int pieces, const EndgameFiles &files, std::ostream &out, std::ostream &err)
{
    arbiter::EndgameDatabase database(files.loader());
    out << said("endgame database in ", "база эндшпилей в ") << files.directory().string()
        << said(", up to ", ", до ") << pieces
        << said(" pieces\n",
                " " + russianNoun(static_cast<std::uint64_t>(pieces), "шашки", "шашек", "шашек") +
                    "\n");
    const auto start = std::chrono::steady_clock::now();
    for (const arbiter::Material &material : arbiter::EndgameGenerator::classesInOrder(pieces)) {
        if (database.table(material))
            continue; // already here: built before, or solved with its partner just now
        const auto solveStart = std::chrono::steady_clock::now();
        std::vector<arbiter::EndgameTable> tables;
        try {
            tables = arbiter::EndgameGenerator::solve(material, database, threadCount());
        } catch (const std::exception &e) {
            err << "shashki tb build: " << e.what() << "\n";
            return ChecksFailed;
        }
        const double seconds = secondsSince(solveStart);
        for (arbiter::EndgameTable &table : tables) {
            if (const auto problem = files.write(table)) {
                err << "shashki tb build: " << app::describe(*problem, cliLanguage()) << "\n";
                return ChecksFailed;
            }
            out << std::left << std::setw(12) << table.material().name()
                << said(" built  ", " построен  ");
            describe(table, out);
            out << "; " << secondsText(seconds, 2) << said(" s\n", " с\n") << std::flush;
            database.add(std::move(table));
        }
    }
    out << said("done in ", "готово за ") << secondsText(secondsSince(start), 1)
        << said(" s\n", " с\n");
    return Success;
}

// Why the table of `material` is not there (EndgameDatabase::problem(), which is English), in the
// command line's language: its file is missing, or what the file's checks found.
std::string tableProblem(const arbiter::EndgameDatabase &database, const EndgameFiles &files,
                         arbiter::Material material)
{
    const std::string english = database.problem(material);
    if (cliLanguage() != Language::Russian)
        return english;
    const std::string file = arbiter::EndgameTable::fileName(material);
    const auto bytes = files.loader()(file);
    if (!bytes)
        return file + " отсутствует";
    const auto read = arbiter::EndgameTable::deserialize(*bytes, material);
    if (!read)
        return file + ": " + app::describe(read.error(), cliLanguage());
    return english;
}

int verify(int pieces, const EndgameFiles &files, std::ostream &out, std::ostream &err)
{
    arbiter::EndgameDatabase database(files.loader());
    bool good = true;
    for (const arbiter::Material &material : arbiter::EndgameGenerator::classesInOrder(pieces)) {
        const arbiter::EndgameTable *table = database.table(material);
        out << std::left << std::setw(12) << material.name() << " ";
        if (!table) {
            out << said("FAILED: ", "ОШИБКА: ") << tableProblem(database, files, material) << "\n";
            good = false;
            continue;
        }
        try {
            const auto report = arbiter::EndgameVerifier::verify(*table, database, threadCount());
            if (report.errors == 0) {
                out << said("ok, ", "в порядке, ") << report.positions
                    << positionsWord(report.positions) << "\n"
                    << std::flush;
            } else {
                out << said("FAILED: ", "ОШИБКА: ") << report.errors << said(" of ", " из ")
                    << report.positions
                    << said(" positions disagree with their moves\n",
                            " " + russianNoun(report.positions, "позиции", "позиций", "позиций") +
                                " не согласуются со своими ходами\n");
                for (const std::string &example : report.examples)
                    out << "  " << example << "\n";
                good = false;
            }
        } catch (const std::exception &e) {
            out << said("FAILED: ", "ОШИБКА: ") << e.what() << "\n";
            good = false;
        }
    }
    if (!good)
        err << "shashki tb verify: " << said("the endgame database in ", "в базе эндшпилей в ")
            << files.directory().string() << said(" has errors\n", " есть ошибки\n");
    return good ? Success : ChecksFailed;
}

int probe(const std::string &fenText, const EndgameFiles &files, std::ostream &out,
          std::ostream &err)
{
    const auto position = arbiter::Fen::parse(fenText);
    if (!position) {
        err << "shashki tb probe" << said(": bad FEN at column ", ": неверный FEN, столбец ")
            << position.error().column << ": " << app::describe(position.error(), cliLanguage())
            << "\n";
        return BadUsage;
    }
    const arbiter::EndgameDatabase database(files.loader());
    const auto result = database.probe(*position);
    if (result.status != arbiter::EndgameDatabase::Probe::Status::Found) {
        out << said("unknown\n", "неизвестно\n");
        err << "shashki tb probe: " << app::describe(result.reason, cliLanguage()) << "\n";
        return ChecksFailed;
    }
    out << valueText(result.value) << "\n";
    return Success;
}

// A position of another variant (Brazilian, International, English, Italian, Pool): read on its
// board, then "unknown".
int probeOtherVariant(const std::string &fenText, arbiter::Variant variant, std::ostream &out,
                      std::ostream &err)
{
    const arbiter::VariantRules &rules = arbiter::rulesOf(variant);
    const auto position = arbiter::Fen::parse(fenText, rules);
    if (!position) {
        err << "shashki tb probe" << said(": bad FEN at column ", ": неверный FEN, столбец ")
            << position.error().column << ": " << app::describe(position.error(), cliLanguage())
            << "\n";
        return BadUsage;
    }
    out << said("unknown\n", "неизвестно\n");
    err << "shashki tb probe: "
        << said("the endgame database holds Russian draughts only; the draw rules of ",
                "база эндшпилей — только для русских шашек; правила ничьей ")
        << said(rules.name, russianVariantOf(variant))
        << said(" draughts count moves and ask it for no verdict\n",
                " считают ходы и оценки у неё не спрашивают\n");
    return ChecksFailed;
}

} // namespace

int runTb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const std::string usage = said(tbUsage, tbUsageRu);
    if (args.empty() || args.front() == "--help") {
        (args.empty() ? err : out) << usage;
        return args.empty() ? BadUsage : Success;
    }
    const std::string action = args.front();
    if (action != "build" && action != "probe" && action != "verify") {
        err << "shashki tb: " << said("unknown action '", "неизвестное действие «") << action
            << said("'; see shashki tb --help\n", "»; см. shashki tb --help\n");
        return BadUsage;
    }
    const CommandLine options(
        {args.begin() + 1, args.end()},
        {{"dir", true}, {"pieces", true}, {"variant", true}, {"help", false}});
    const std::size_t positional = action == "probe" ? 1 : 0;
    if (const auto finished = options.handleUsage("tb " + action, usage, out, err, positional))
        return *finished;
    if (options.positional().size() != positional) {
        err << "shashki tb probe: " << said("expected a FEN\n", "ожидается FEN\n");
        return BadUsage;
    }
    const VariantOption variant = variantOption(options, "tb", err, VariantScope::Tournament);
    if (variant.refused)
        return BadUsage;
    if (variant.variant != arbiter::Variant::Russian) {
        if (action == "probe")
            return probeOtherVariant(options.positional().front(), variant.variant, out, err);
        err << "shashki tb " << action
            << said(": the endgame database holds Russian draughts only; the draw rules of ",
                    ": база эндшпилей — только для русских шашек; правила ничьей ")
            << said(arbiter::rulesOf(variant.variant).name, russianVariantOf(variant.variant))
            << said(" draughts ask it for no verdict\n", " оценки у неё не спрашивают\n");
        return BadUsage;
    }
    const EndgameFiles files(EndgameFiles::resolveDirectory(options.value("dir")));
    if (action == "probe")
        return probe(options.positional().front(), files, out, err);
    const auto pieces = piecesOption(options, err);
    if (!pieces)
        return BadUsage;
    return action == "build" ? build(*pieces, files, out, err) : verify(*pieces, files, out, err);
}

} // namespace app
