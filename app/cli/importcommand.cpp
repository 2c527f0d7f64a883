#include "importcommand.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/database.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/gameexport.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/trfexport.h"
#include "commandline.h"
#include "variantoption.h"

#include <chrono>
#include <iomanip>
#include <ostream>

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
the tournament if it does not exist, of --variant russian|brazilian|international (default
russian). Only games of the tournament's variant are taken: a game's GameType names its variant
(25, 26, 20), a game without one is of the tournament's. The file may be UTF-8, Windows-1251 or UTF-16 (said on
stderr when it is not UTF-8); --encoding names it. export writes the tournament's games back as PDN,
or with --format trf its players, pairings and results as a FIDE TRF-2026 file (CR line ends).
The database is --db URL, else $SHASHKI_DB, else the embedded one (see shashki db --help).
)";

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
        err << "shashki export: " << describe(exported.error()) << "\n";
        return ChecksFailed;
    }
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
    if (const auto finished = options.handleUsage("import", importUsage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    if (options.positional().empty() || !tournament) {
        err << "shashki import: expected FILE.pdn and --tournament NAME\n";
        return BadUsage;
    }
    const auto rules = ruleSetOption(options, "import", err);
    if (!rules)
        return BadUsage;
    const VariantOption variant = variantOption(options, "import", err);
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
        err << "imported " << games << " games ("
            << static_cast<long>(static_cast<double>(games) / seconds) << " games/s)\n";
        lastReport = now;
    };
    const auto imported =
        importPdn(*database->connection, *file, 0, fileName, *tournament, options.has("create"),
                  *rules, &endgames, progress, variant.variant);
    if (!imported) {
        err << "shashki import: " << describe(imported.error())
            << (imported.error().code == ProblemCode::NoSuchTournament
                    ? " (add --create to make it)"
                    : "")
            << "\n";
        return ChecksFailed;
    }
    for (const auto &[game, finding] : imported->badRounds)
        err << fileName << ":" << finding.place.line << ":" << finding.place.column << ": game "
            << game << ": " << describe(finding.detail) << "\n";
    const auto *counts = &imported->counts;
    if (imported->alreadyStored > 0) {
        out << imported->alreadyStored << " games already in the tournament, " << counts->games
            << " imported\n";
        if (counts->games == 0)
            return Success;
    }
    const std::size_t findings = imported->findings;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out << "imported " << counts->games << " games, " << counts->moves << " moves, "
        << counts->newPlayers << " new players into \"" << *tournament << "\" in " << std::fixed
        << std::setprecision(2) << seconds << " s ("
        << static_cast<long>(static_cast<double>(counts->games) / seconds) << " games/s); "
        << findings << " findings stored\n";
    return Success;
}

int runExport(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(
        args, {{"tournament", true}, {"format", true}, {"db", true}, {"help", false}});
    if (const auto finished = options.handleUsage("export", importUsage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    if (options.positional().empty() || !tournament) {
        err << "shashki export: expected --tournament NAME and FILE.pdn\n";
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
    const auto games = exportPdn(*database->connection, *tournament, file);
    if (!games) {
        err << "shashki export: " << describe(games.error()) << "\n";
        return ChecksFailed;
    }
    out << "exported " << *games << " games of \"" << *tournament << "\" to " << file << "\n";
    return Success;
}

} // namespace app
