#include "claimcommand.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/endgamefiles.h"
#include "arbiter/claim.h"
#include "arbiter/json.h"
#include "arbiter/pdnreader.h"
#include "commandline.h"
#include "variantoption.h"

#include <ostream>

namespace app {

namespace {

constexpr std::string_view claimUsage =
    R"(Usage: shashki claim FILE.pdn --game N [--ply P] [--move M] [--rule ID] [--json]
                     [--variant russian|brazilian|international]
                     [--rules russian-fmjd64|russian-2010] [--no-increment-clock] [--tb-dir DIR]
                     [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]

Checks a draw claim in game N of the file (1 = the first game), at the position after ply P
(default: the last ply recorded):
  (no --move, no --rule)  threefold repetition claimed after the opponent's move
  --move M                threefold repetition claimed with the written, unplayed move M
  --rule ID               an automatic rule: three-kings, kings-only, balance, main-road,
                          small-ending (or threefold); of Brazilian and International draughts
                          (the FMJD rules): kings-only, three-pieces, long-diagonal, two-pieces
The game's GameType tag names its variant (25, 26, 20); a game without one is of --variant
(default russian).
Prints the verdict and its evidence. Exit 0: the claim is valid; 1: it is not; 2: bad usage or a
game that cannot be replayed to the ply.
)";

std::string verdictJson(const arbiter::ClaimVerdict &v, int game)
{
    std::string out =
        "{\"game\":" + std::to_string(game) + ",\"ply\":" + std::to_string(v.ply) +
        ",\"claimant\":" + arbiter::json::quote(arbiter::sideName(v.claimant)) +
        ",\"procedure\":" + arbiter::json::quote(arbiter::claimProcedureId(v.procedure)) +
        ",\"rule\":" + arbiter::json::quote(arbiter::drawRuleId(v.rule)) +
        ",\"valid\":" + (v.valid ? "true" : "false");
    if (v.procedure == arbiter::ClaimProcedure::WrittenMove)
        out += ",\"move\":" + arbiter::json::quote(v.writtenMove) +
               ",\"moveStands\":" + (v.moveStands ? "true" : "false");
    if (!v.occurrences.empty()) {
        out += ",\"occurrences\":[";
        for (std::size_t i = 0; i < v.occurrences.size(); ++i)
            out += (i ? "," : "") + std::to_string(v.occurrences[i]);
        out += "]";
    }
    out += ",\"windowStartPly\":" + std::to_string(v.windowStartPly) +
           ",\"count\":" + std::to_string(v.count) + ",\"limit\":" + std::to_string(v.limit) +
           ",\"unit\":" + arbiter::json::quote(v.unit ? arbiter::countUnitId(*v.unit) : "");
    if (v.databaseVerdict)
        out +=
            ",\"verdict\":" + arbiter::json::quote(arbiter::endgameVerdictId(*v.databaseVerdict));
    return out + ",\"message\":" + arbiter::json::quote(v.message) + "}";
}

} // namespace

int runClaim(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"game", true},
                                     {"ply", true},
                                     {"move", true},
                                     {"rule", true},
                                     {"rules", true},
                                     {"variant", true},
                                     {"no-increment-clock", false},
                                     {"tb-dir", true},
                                     {"json", false},
                                     {"encoding", true},
                                     {"help", false}});
    if (const auto finished = options.handleUsage("claim", claimUsage, out, err, 1))
        return *finished;
    if (options.positional().empty()) {
        err << "shashki claim: expected a PDN file\n";
        return BadUsage;
    }
    const auto gameOption = options.intOption("game", "a game number", 1, noMaximum, "claim", err);
    if (gameOption.refused)
        return BadUsage;
    if (!gameOption.value) {
        err << "shashki claim: --game N is required (N = 1 for the first game)\n";
        return BadUsage;
    }
    const int gameNumber = *gameOption.value;
    arbiter::ClaimRequest request;
    const auto ply = options.intOption("ply", "a ply number", 0, noMaximum, "claim", err);
    if (ply.refused)
        return BadUsage;
    request.ply = ply.value;
    request.writtenMove = options.value("move");
    const auto rule =
        options.choiceOption("rule",
                             {"threefold", "three-kings", "kings-only", "balance", "main-road",
                              "small-ending", "three-pieces", "long-diagonal", "two-pieces"},
                             "claim", err);
    if (rule.refused)
        return BadUsage;
    if (rule.value)
        request.rule = *arbiter::drawRuleOfId(*rule.value);
    const auto rules = ruleSetOption(options, "claim", err);
    if (!rules)
        return BadUsage;
    const VariantOption variant = variantOption(options, "claim", err);
    if (variant.refused)
        return BadUsage;
    const auto encoding = encodingOption(options, "claim", err);
    if (encoding.refused)
        return BadUsage;

    const std::string fileName = options.positional().front();
    if (!readableFile(fileName, "claim", err))
        return BadUsage;
    const auto file = openTextInput(fileName, *encoding.value, "claim", false, err);
    if (!file)
        return BadUsage;
    arbiter::PdnReader reader(*file);
    std::optional<arbiter::PdnGame> game;
    for (int i = 0; i < gameNumber; ++i) {
        game = reader.next();
        if (!game) {
            err << "shashki claim: " << fileName << " has " << i << (i == 1 ? " game" : " games")
                << "; there is no game " << gameNumber << "\n";
            return BadUsage;
        }
    }

    const EndgameFiles endgameFiles(EndgameFiles::resolveDirectory(options.value("tb-dir")));
    const arbiter::EndgameDatabase database(endgameFiles.loader());
    const arbiter::Auditor auditor(*rules, &database,
                                   arbiter::Auditor::Options{.variant = variant.variant});
    const auto verdict = arbiter::ClaimChecker(auditor).check(*game, request);
    if (!verdict) {
        err << "shashki claim: game " << gameNumber << ": " << describe(verdict.error()) << "\n";
        return BadUsage;
    }
    const arbiter::ClaimVerdict &v = verdict.value();
    if (options.has("json")) {
        out << verdictJson(v, gameNumber) << "\n";
    } else {
        out << "game " << gameNumber << " (" << game->tag("White").value_or("?") << " – "
            << game->tag("Black").value_or("?") << "), after ply " << v.ply << ", "
            << arbiter::sideName(v.claimant) << " to move, claims " << arbiter::drawRuleId(v.rule)
            << (v.procedure == arbiter::ClaimProcedure::WrittenMove
                    ? " with the written move " + v.writtenMove
                    : "")
            << "\n"
            << v.message << "\n";
    }
    return v.valid ? Success : ChecksFailed;
}

} // namespace app
