#include "tbcommand.h"

#include "app/tournament/endgamefiles.h"
#include "app/tournament/messagecatalogue.h"
#include "arbiter/endgamegenerator.h"
#include "arbiter/endgameverifier.h"
#include "arbiter/fen.h"
#include "commandline.h"
#include "variantoption.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <stdexcept>
#include <thread>

namespace app {

namespace {

constexpr std::string_view tbUsage =
    R"(Usage: shashki tb build [--pieces N] [--dir DIR]
       shashki tb probe FEN [--dir DIR] [--variant russian|brazilian|international]
       shashki tb verify [--pieces N] [--dir DIR]

The endgame database: the exact value (win, draw or loss with the distance in plies) of every
position with 2 to N pieces (default 5; 2 to 6).
  build    solve every missing class of up to N pieces, one progress line per class
  probe    print "win in N", "loss in N", "draw", or "unknown" and why (exit 1)
  verify   re-check the checksums and every position's value against its moves
The directory is --dir, else $SHASHKI_TB_DIR, else $XDG_DATA_HOME/shashki/endgame
(~/.local/share/shashki/endgame). The database is of Russian draughts, whose main-road and
small-ending rules ask it; the FMJD's draw rules of Brazilian and International draughts count
moves only, so a position of those (--variant, or the GameType 26, 20) is "unknown", with that
reason.
)";

constexpr int defaultPieces = 5;

unsigned threadCount()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

std::optional<int> piecesOption(const CommandLine &options, std::ostream &err)
{
    const auto pieces = options.intOption("pieces", "a number of pieces", 2,
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
    out << table.size() << " positions: " << counts[static_cast<int>(arbiter::Outcome::Win)]
        << " wins, " << counts[static_cast<int>(arbiter::Outcome::Draw)] << " draws, "
        << counts[static_cast<int>(arbiter::Outcome::Loss)] << " losses; longest "
        << table.maxDistancePlies() << " plies";
}

int build(int pieces, const EndgameFiles &files, std::ostream &out, std::ostream &err)
{
    arbiter::EndgameDatabase database(files.loader());
    out << "endgame database in " << files.directory().string() << ", up to " << pieces
        << " pieces\n";
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
                err << "shashki tb build: " << app::describe(*problem) << "\n";
                return ChecksFailed;
            }
            out << std::left << std::setw(12) << table.material().name() << " built  ";
            describe(table, out);
            out << "; " << std::fixed << std::setprecision(2) << seconds << " s\n"
                << std::defaultfloat << std::flush;
            database.add(std::move(table));
        }
    }
    out << "done in " << std::fixed << std::setprecision(1) << secondsSince(start) << " s\n";
    return Success;
}

int verify(int pieces, const EndgameFiles &files, std::ostream &out, std::ostream &err)
{
    arbiter::EndgameDatabase database(files.loader());
    bool good = true;
    for (const arbiter::Material &material : arbiter::EndgameGenerator::classesInOrder(pieces)) {
        const arbiter::EndgameTable *table = database.table(material);
        out << std::left << std::setw(12) << material.name() << " ";
        if (!table) {
            out << "FAILED: " << database.problem(material) << "\n";
            good = false;
            continue;
        }
        try {
            const auto report = arbiter::EndgameVerifier::verify(*table, database, threadCount());
            if (report.errors == 0) {
                out << "ok, " << report.positions << " positions\n" << std::flush;
            } else {
                out << "FAILED: " << report.errors << " of " << report.positions
                    << " positions disagree with their moves\n";
                for (const std::string &example : report.examples)
                    out << "  " << example << "\n";
                good = false;
            }
        } catch (const std::exception &e) {
            out << "FAILED: " << e.what() << "\n";
            good = false;
        }
    }
    if (!good)
        err << "shashki tb verify: the endgame database in " << files.directory().string()
            << " has errors\n";
    return good ? Success : ChecksFailed;
}

int probe(const std::string &fenText, const EndgameFiles &files, std::ostream &out,
          std::ostream &err)
{
    const auto position = arbiter::Fen::parse(fenText);
    if (!position) {
        err << "shashki tb probe: bad FEN at column " << position.error().column << ": "
            << position.error().message << "\n";
        return BadUsage;
    }
    const arbiter::EndgameDatabase database(files.loader());
    const auto result = database.probe(*position);
    if (result.status != arbiter::EndgameDatabase::Probe::Status::Found) {
        out << "unknown\n";
        err << "shashki tb probe: " << app::describe(result.reason, Language::English) << "\n";
        return ChecksFailed;
    }
    out << result.value.text() << "\n";
    return Success;
}

// A position of Brazilian or International draughts: read on its board, then "unknown".
int probeOtherVariant(const std::string &fenText, arbiter::Variant variant, std::ostream &out,
                      std::ostream &err)
{
    const arbiter::VariantRules &rules = arbiter::rulesOf(variant);
    const auto position = arbiter::Fen::parse(fenText, rules);
    if (!position) {
        err << "shashki tb probe: bad FEN at column " << position.error().column << ": "
            << position.error().message << "\n";
        return BadUsage;
    }
    out << "unknown\n";
    err << "shashki tb probe: the endgame database holds Russian draughts only; the FMJD draw "
           "rules of "
        << rules.name << " draughts count moves and ask it for no verdict\n";
    return ChecksFailed;
}

} // namespace

int runTb(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty() || args.front() == "--help") {
        (args.empty() ? err : out) << tbUsage;
        return args.empty() ? BadUsage : Success;
    }
    const std::string action = args.front();
    if (action != "build" && action != "probe" && action != "verify") {
        err << "shashki tb: unknown action '" << action << "'; see shashki tb --help\n";
        return BadUsage;
    }
    const CommandLine options(
        {args.begin() + 1, args.end()},
        {{"dir", true}, {"pieces", true}, {"variant", true}, {"help", false}});
    const std::size_t positional = action == "probe" ? 1 : 0;
    if (const auto finished = options.handleUsage("tb " + action, tbUsage, out, err, positional))
        return *finished;
    if (options.positional().size() != positional) {
        err << "shashki tb probe: expected a FEN\n";
        return BadUsage;
    }
    const VariantOption variant = variantOption(options, "tb", err);
    if (variant.refused)
        return BadUsage;
    if (variant.variant != arbiter::Variant::Russian) {
        if (action == "probe")
            return probeOtherVariant(options.positional().front(), variant.variant, out, err);
        err << "shashki tb " << action
            << ": the endgame database holds Russian draughts only; the FMJD draw rules of "
            << arbiter::rulesOf(variant.variant).name << " draughts ask it for no verdict\n";
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
