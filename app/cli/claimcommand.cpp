#include "claimcommand.h"

#include "app/tournament/auditreport.h"
#include "app/tournament/endgamefiles.h"
#include "arbiter/claim.h"
#include "arbiter/json.h"
#include "arbiter/pdnreader.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/reportlanguage.h"
#include "variantoption.h"

#include <ostream>

namespace app {

namespace {

constexpr std::string_view claimUsage =
    R"(Usage: shashki claim FILE.pdn --game N [--ply P] [--move M] [--rule ID] [--json]
                     [--variant russian|brazilian|international|english|italian|pool|giveaway]
                     [--rules russian-fmjd64|russian-2010] [--no-increment-clock] [--tb-dir DIR]
                     [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]

Checks a draw claim in game N of the file (1 = the first game), at the position after ply P
(default: the last ply recorded):
  (no --move, no --rule)  repetition claimed after the opponent's move: threefold (fourfold in
                          Italian draughts)
  --move M                repetition claimed with the written, unplayed move M
  --rule ID               an automatic rule: three-kings, kings-only, balance, main-road,
                          small-ending (or threefold); of Brazilian and International draughts
                          (the FMJD rules): kings-only, three-pieces, long-diagonal, two-pieces;
                          of English checkers (WCDF): threefold, forty-moves; of Italian
                          draughts (FID): fourfold, forty-moves; of Pool checkers (APCA):
                          threefold. forty-moves is a count the player claims.
The game's GameType tag names its variant (25, 26, 20, 21, 22, 23); a game without one is of
--variant (default russian).
Prints the verdict and its evidence. Exit 0: the claim is valid; 1: it is not; 2: bad usage or a
game that cannot be replayed to the ply.
)";

constexpr std::string_view claimUsageRu =
    R"(Запуск: shashki claim ФАЙЛ.pdn --game N [--ply P] [--move M] [--rule ID] [--json]
                      [--variant russian|brazilian|international|english|italian|pool|giveaway]
                      [--rules russian-fmjd64|russian-2010] [--no-increment-clock] [--tb-dir ПАПКА]
                      [--encoding utf-8|windows-1251|utf-16|utf-16le|utf-16be]

Проверяет заявку на ничью в партии N файла (1 — первая партия) в позиции после полухода P
(по умолчанию — последнего записанного):
  (без --move и --rule)   повторение позиции, заявленное после хода соперника: троекратное
                          (в итальянских шашках — четырёхкратное)
  --move M                повторение, заявленное с записанным, но не сделанным ходом M
  --rule ID               правило, действующее само: three-kings, kings-only, balance, main-road,
                          small-ending (или threefold); в бразильских и международных шашках
                          (правила ФМЖД): kings-only, three-pieces, long-diagonal, two-pieces;
                          в английских шашках (WCDF): threefold, forty-moves; в итальянских
                          (FID): fourfold, forty-moves; в пуле (APCA): threefold. forty-moves —
                          счёт ходов, который заявляет игрок.
Тег GameType партии называет её разновидность шашек (25, 26, 20, 21, 22, 23); партия без него —
разновидности --variant (по умолчанию russian).
Выводит решение и его доказательства. Код выхода 0: заявка верна; 1: неверна; 2: неверный вызов
или партию нельзя воспроизвести до этого полухода.
)";

// "1 game", "2 games"; «1 партия», «2 партии», «5 партий», «21 партия».
std::string claimGamesSaid(int count)
{
    const std::string number = std::to_string(count);
    const reports::RussianCount form = reports::russianCount(count);
    return said(number + (count == 1 ? " game" : " games"),
                number + (form == reports::RussianCount::One   ? " партия"
                          : form == reports::RussianCount::Few ? " партии"
                                                               : " партий"));
}

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
    const std::string usage = said(claimUsage, claimUsageRu);
    if (const auto finished = options.handleUsage("claim", usage, out, err, 1))
        return *finished;
    if (options.positional().empty()) {
        err << said("shashki claim: expected a PDN file\n", "shashki claim: нужен файл PDN\n");
        return BadUsage;
    }
    const auto gameOption = options.intOption("game", said("a game number", "номер партии"), 1,
                                              noMaximum, "claim", err);
    if (gameOption.refused)
        return BadUsage;
    if (!gameOption.value) {
        err << said("shashki claim: --game N is required (N = 1 for the first game)\n",
                    "shashki claim: нужен --game N (N = 1 — первая партия)\n");
        return BadUsage;
    }
    const int gameNumber = *gameOption.value;
    arbiter::ClaimRequest request;
    const auto ply = options.intOption("ply", said("a ply number", "номер полухода"), 0, noMaximum,
                                       "claim", err);
    if (ply.refused)
        return BadUsage;
    request.ply = ply.value;
    request.writtenMove = options.value("move");
    const auto rule = options.choiceOption(
        "rule",
        {"threefold", "three-kings", "kings-only", "balance", "main-road", "small-ending",
         "three-pieces", "long-diagonal", "two-pieces", "fourfold", "forty-moves"},
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
            const std::string wanted = std::to_string(gameNumber);
            err << said("shashki claim: " + fileName + " has " + claimGamesSaid(i) +
                            "; there is no game " + wanted + "\n",
                        "shashki claim: в файле " + fileName + " " + claimGamesSaid(i) +
                            "; партии " + wanted + " нет\n");
            return BadUsage;
        }
    }

    const EndgameFiles endgameFiles(EndgameFiles::resolveDirectory(options.value("tb-dir")));
    const arbiter::EndgameDatabase database(endgameFiles.loader());
    const arbiter::Auditor auditor(*rules, &database,
                                   arbiter::Auditor::Options{.variant = variant.variant});
    const auto verdict = arbiter::ClaimChecker(auditor).check(*game, request);
    if (!verdict) {
        err << said("shashki claim: game ", "shashki claim: партия ") << gameNumber << ": "
            << describe(verdict.error(), cliLanguage()) << "\n";
        return BadUsage;
    }
    const arbiter::ClaimVerdict &v = verdict.value();
    if (options.has("json")) {
        out << verdictJson(v, gameNumber) << "\n";
    } else {
        // The verdict (v.message in English) worded from its facts in the run's language.
        const Language language = cliLanguage();
        const bool written = v.procedure == arbiter::ClaimProcedure::WrittenMove;
        const std::string players = " (" + game->tag("White").value_or("?") + " – " +
                                    game->tag("Black").value_or("?") + "), ";
        const std::string plyText = std::to_string(v.ply);
        out << said("game " + std::to_string(gameNumber) + players + "after ply " + plyText + ", " +
                        std::string(arbiter::sideName(v.claimant)) + " to move, claims " +
                        std::string(arbiter::drawRuleId(v.rule)) +
                        (written ? " with the written move " + v.writtenMove : ""),
                    "партия " + std::to_string(gameNumber) + players + "после полухода " + plyText +
                        ", ход " + (v.claimant == arbiter::Side::White ? "белых" : "чёрных") +
                        ", заявка: " + describe(v.rule, language) +
                        (written ? " с записанным ходом " + v.writtenMove : ""))
            << "\n"
            << describe(v.detail, language) << "\n";
    }
    return v.valid ? Success : ChecksFailed;
}

} // namespace app
