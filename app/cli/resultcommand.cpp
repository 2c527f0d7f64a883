#include "resultcommand.h"

#include "app/tournament/database.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/tournamentlookup.h"
#include "commandline.h"
#include "reports/pairingresult.h"

#include <ostream>

namespace app {

namespace {

constexpr std::string_view resultUsage =
    R"(Usage: shashki result --tournament NAME --round R --board B [--game 1|2] RESULT [--why TEXT]
                      [--db URL]

Enters the result of a board: 1-0, 0-1, 1/2-1/2, +/- or -/+ (a forfeit), -/- (both forfeited),
or none (clears it). Saved over the pairing as it was read and written to the decisions log with
--why; if someone else saved the board meanwhile, nothing is saved and the command says so.
In micro-matches --game 2 enters the second game, its result as on its sheet: White (the board's
Black) first.
)";

} // namespace

int runResult(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"round", true},
                                     {"board", true},
                                     {"game", true},
                                     {"why", true},
                                     {"db", true},
                                     {"help", false}});
    if (const auto finished = options.handleUsage("result", resultUsage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto roundOption =
        options.intOption("round", "a round number", 1, noMaximum, "result", err);
    if (roundOption.refused)
        return BadUsage;
    const auto boardOption =
        options.intOption("board", "a board number", 1, noMaximum, "result", err);
    if (boardOption.refused)
        return BadUsage;
    const auto gameOption = options.choiceOption("game", {"1", "2"}, "result", err);
    if (gameOption.refused)
        return BadUsage;
    if (!tournament || !roundOption.value || !boardOption.value || options.positional().empty()) {
        err << "shashki result: expected --tournament NAME, --round R, --board B and the result\n";
        return BadUsage;
    }
    const int round = *roundOption.value;
    const int board = *boardOption.value;
    const int game = gameOption.value == "2" ? 2 : 1;
    const std::string written = options.positional().front();
    // A game's result by its code, or none; a bye's result is the pairing's, never typed.
    const std::optional<reports::PairingResult> result = reports::pairingResultByCode(written);
    if (written != "none" && (!result || reports::isBye(*result))) {
        err << "shashki result: unknown result '" << written
            << "' (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- or none)\n";
        return BadUsage;
    }
    std::optional<Database> database;
    const auto session = openCommandSession(options, "result", database, err);
    if (!session)
        return ChecksFailed;
    const auto found = findTournament(*session, *tournament);
    if (!found) {
        err << "shashki result: " << describe(found.error()) << "\n";
        return ChecksFailed;
    }
    const auto saved = enterResult(*session, *found,
                                   ResultEntry{round, board, game, result, options.value("why")});
    if (!saved) {
        err << "shashki result: " << describe(saved.error()) << "\n";
        return saved.error().code == ProblemCode::OneGamePerBoard ? BadUsage : ChecksFailed;
    }
    out << "round " << round << ", board " << board;
    if (game == 2)
        out << ", game 2: " << saved->blackName.value_or("") << " - " << saved->whiteName << " "
            << (saved->secondResult ? reports::pairingResultCode(*saved->secondResult) : "(none)")
            << "\n";
    else
        out << ": " << saved->whiteName << " - " << saved->blackName.value_or("") << " "
            << (saved->result ? reports::pairingResultCode(*saved->result) : "(none)") << "\n";
    return Success;
}

} // namespace app
