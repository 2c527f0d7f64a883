#include "resultcommand.h"

#include "app/tournament/database.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/resultentry.h"
#include "app/tournament/tournamentlookup.h"
#include "clilanguage.h"
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

constexpr std::string_view resultUsageRu =
    R"(Запуск: shashki result --tournament ИМЯ --round R --board B [--game 1|2] РЕЗУЛЬТАТ
                       [--why ТЕКСТ] [--db URL]

Вводит результат доски: 1-0, 0-1, 1/2-1/2, +/- или -/+ (неявка), -/- (неявка обоих) или none
(результат стирается). Сохраняется поверх пары в том виде, в каком она была прочитана, и
записывается в журнал решений с --why; если доску тем временем сохранил кто-то другой, ничего не
сохраняется, и команда сообщает об этом.
В микроматчах --game 2 вводит вторую партию, её результат — как в её бланке: первым результат
белых (того, кто на доске играет чёрными).
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
    const std::string usage = said(resultUsage, resultUsageRu);
    if (const auto finished = options.handleUsage("result", usage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto roundOption = options.intOption("round", said("a round number", "номер тура"), 1,
                                               noMaximum, "result", err);
    if (roundOption.refused)
        return BadUsage;
    const auto boardOption = options.intOption("board", said("a board number", "номер доски"), 1,
                                               noMaximum, "result", err);
    if (boardOption.refused)
        return BadUsage;
    const auto gameOption = options.choiceOption("game", {"1", "2"}, "result", err);
    if (gameOption.refused)
        return BadUsage;
    if (!tournament || !roundOption.value || !boardOption.value || options.positional().empty()) {
        err << "shashki result: "
            << said("expected --tournament NAME, --round R, --board B and the result\n",
                    "нужны --tournament ИМЯ, --round R, --board B и результат\n");
        return BadUsage;
    }
    const int round = *roundOption.value;
    const int board = *boardOption.value;
    const int game = gameOption.value == "2" ? 2 : 1;
    const std::string written = options.positional().front();
    // A game's result by its code, or none; a bye's result is the pairing's, never typed.
    const std::optional<reports::PairingResult> result = reports::pairingResultByCode(written);
    if (written != "none" && (!result || reports::isBye(*result))) {
        err << "shashki result: " << said("unknown result '", "неизвестный результат «") << written
            << said("' (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- or none)\n",
                    "» (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- или none)\n");
        return BadUsage;
    }
    std::optional<Database> database;
    const auto session = openCommandSession(options, "result", database, err);
    if (!session)
        return ChecksFailed;
    const auto found = findTournament(*session, *tournament);
    if (!found) {
        err << "shashki result: " << describe(found.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto saved = enterResult(*session, *found,
                                   ResultEntry{round, board, game, result, options.value("why")});
    if (!saved) {
        err << "shashki result: " << describe(saved.error(), cliLanguage()) << "\n";
        return saved.error().code == ProblemCode::OneGamePerBoard ? BadUsage : ChecksFailed;
    }
    // A result cleared ("none") is said so.
    const std::string noResult = said("(none)", "(нет результата)");
    out << said("round ", "тур ") << round << said(", board ", ", доска ") << board;
    if (game == 2)
        out << said(", game 2: ", ", партия 2: ") << saved->blackName.value_or("") << " - "
            << saved->whiteName << " "
            << (saved->secondResult ? reports::pairingResultCode(*saved->secondResult) : noResult)
            << "\n";
    else
        out << ": " << saved->whiteName << " - " << saved->blackName.value_or("") << " "
            << (saved->result ? reports::pairingResultCode(*saved->result) : noResult) << "\n";
    return Success;
}

} // namespace app
