#include "importcommand.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/database.h"
#include "app/tournament/endgamefiles.h"
#include "app/tournament/filewriter.h"
#include "app/tournament/gamerecord.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pdnimport.h"
#include "app/tournament/trfexport.h"
#include "arbiter/fen.h"
#include "arbiter/gridnotation.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/pdnwriter.h"
#include "commandline.h"
#include "db/clustersession.h"
#include "db/gameexporter.h"
#include "db/gameimporter.h"
#include "db/migrator.h"
#include "variantoption.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

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
    const db::ImportCounts *counts = &imported->counts;
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

namespace {

// A stored game of Brazilian or International draughts (on the board G) as PDN: its moves
// replayed from its start, each one still legal; nullopt, said on err, when one is not.
template <class G>
std::optional<std::string> exportedGridGame(const db::ExportedGame &stored,
                                            const std::vector<arbiter::PdnTag> &tags,
                                            arbiter::Variant variant, std::ostream &err)
{
    const arbiter::VariantRules &rules = arbiter::rulesOf(variant);
    const arbiter::GridGenerator<G> generator(rules);
    const arbiter::GridNotation<G> notation(generator);
    const auto pieces = arbiter::Fen::parse(stored.startFen, rules);
    if (!pieces) {
        err << "shashki export: game " << stored.id << ": bad start FEN\n";
        return std::nullopt;
    }
    const arbiter::GridPosition<G> start = arbiter::GridNotation<G>::position(*pieces);
    arbiter::GridPosition<G> position = start;
    std::vector<std::string> moves;
    for (const std::string &text : stored.moves) {
        const auto move = notation.parse(text, position);
        if (!move) {
            err << "shashki export: game " << stored.id << ": stored move " << text
                << " does not replay: " << move.error().message << "\n";
            return std::nullopt;
        }
        moves.push_back(notation.write(*move, position));
        position = generator.after(position, *move);
    }
    return arbiter::PdnWriter::write(tags, rules.pdnGameType,
                                     start == generator.initial()
                                         ? std::nullopt
                                         : std::optional(arbiter::Fen::write(*pieces, rules)),
                                     start.sideToMove(), moves, stored.result);
}

// A stored game as PDN: the tags of the text as entered, the moves from the move rows, replayed
// on the board of the tournament's variant.
std::optional<std::string> exportedGame(const db::ExportedGame &stored, std::ostream &err)
{
    std::istringstream text(stored.pdn);
    arbiter::PdnReader reader(text);
    const auto game = reader.next();
    const std::vector<arbiter::PdnTag> tags = game ? game->tags : std::vector<arbiter::PdnTag>{};
    const arbiter::Variant variant = stored.variant;
    if (variant == arbiter::Variant::Brazilian)
        return exportedGridGame<arbiter::Grid8>(stored, tags, variant, err);
    if (variant == arbiter::Variant::International)
        return exportedGridGame<arbiter::Grid10>(stored, tags, variant, err);
    const auto start = arbiter::Fen::parse(stored.startFen);
    if (!start) {
        err << "shashki export: game " << stored.id << ": bad start FEN\n";
        return std::nullopt;
    }
    std::vector<arbiter::Move> moves;
    arbiter::Position position = start.value();
    for (const std::string &notation : stored.moves) {
        const auto move = arbiter::Notation::parse(notation, position);
        if (!move) {
            err << "shashki export: game " << stored.id << ": stored move " << notation
                << " does not replay: " << move.error().message << "\n";
            return std::nullopt;
        }
        moves.push_back(move.value());
        position = position.after(move.value());
    }
    return arbiter::PdnWriter::write(tags, start.value(), moves, stored.result);
}

} // namespace

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
    const auto games = db::GameExporter(*database->connection).games(*tournament);
    if (!games) {
        err << "shashki export: " << dbErrorText(games.error()) << "\n";
        return ChecksFailed;
    }
    // Every game is replayed before anything is written: a game that does not replay leaves the
    // file as it was.
    std::string pdn;
    for (const db::ExportedGame &stored : *games) {
        const std::optional<std::string> game = exportedGame(stored, err);
        if (!game)
            return ChecksFailed;
        pdn += *game + "\n";
    }
    if (const auto failure = writeFileAtomically(options.positional().front(), pdn)) {
        err << "shashki export: " << describe(*failure) << "\n";
        return ChecksFailed;
    }
    out << "exported " << games->size() << " games of \"" << *tournament << "\" to "
        << options.positional().front() << "\n";
    return Success;
}

} // namespace app
