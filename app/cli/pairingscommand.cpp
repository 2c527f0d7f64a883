#include "pairingscommand.h"

#include "app/tournament/allornothing.h"
#include "app/tournament/database.h"
#include "app/tournament/handpairing.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/rounddraw.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "clilanguage.h"
#include "commandline.h"
#include "reports/dutchcheck.h"
#include "reports/pairingresult.h"
#include "reports/reportlanguage.h"
#include "reports/tiebreak.h"

#include <algorithm>
#include <limits>
#include <map>
#include <ostream>
#include <sstream>

namespace app {

namespace {

constexpr std::string_view pairingsUsage =
    R"(Usage: shashki pairings --tournament NAME --round R [--draw-round-order [--seed N]]
                        [--bye NO,… [--bye-points half|zero]]
                        [--swap-colours BOARD | --exchange NO,NO] [--why TEXT]
                        [--openings FILE [--seed N] | --opening MOVES] [--db URL]
       shashki pairings --tournament NAME --round R --unpair [--why TEXT] [--db URL]
       shashki pairings --check FILE.trf [--encoding NAME]

Shows the pairings of round R; when R is the next round, pairs it first and stores it. A round
robin is paired by Berger's tables from the start numbers (double round robin: the second cycle
with colours reversed); --draw-round-order, before round 1, draws the order in which the table's
rounds are played and records its seed (--seed N to give it) in the decisions log. A Swiss round
is paired by score groups once every result of the round before is in (see the README for the
rules it follows). By hand, before the round's results: --swap-colours BOARD gives White and Black
of a board the other colour; --exchange A,B (start numbers) moves two players into each other's
seats. Each is logged in the decisions log with --why. --bye gives the players who asked for it
a bye in the Swiss round being paired (half a point unless --bye-points zero); it is not the
pairing-allocated bye, which they can still get later. --unpair takes back the pairing of round
R, the last one paired, while none of its boards has a result or a game (logged with --why). A
round robin whose every pair has met, or a Swiss whose planned rounds are paired, pairs no more.

--check FILE.trf pairs every round of a FIDE TRF file again by the Dutch system from the rounds
before it and lists the rounds and pairs where the file differs (start numbers, White first);
it exits 0 when every round is the Dutch pairing, 1 when one differs.

Micro-matches (a tournament created with --micro-matches): each board plays two games of one
opening, colours swapped. Pairing a round draws its opening by lot from --openings FILE (one
opening per line in any accepted notation, '#' comments) or, without a file, from the 49
two-move openings; --seed N gives the lot, which is recorded in the decisions log either way.
--opening MOVES takes an opening drawn some other way.
)";

constexpr std::string_view pairingsUsageRu =
    R"(Запуск: shashki pairings --tournament ИМЯ --round R [--draw-round-order [--seed N]]
                         [--bye №,… [--bye-points half|zero]]
                         [--swap-colours ДОСКА | --exchange №,№] [--why ТЕКСТ]
                         [--openings ФАЙЛ [--seed N] | --opening ХОДЫ] [--db URL]
        shashki pairings --tournament ИМЯ --round R --unpair [--why ТЕКСТ] [--db URL]
        shashki pairings --check ФАЙЛ.trf [--encoding ИМЯ]

Показывает пары тура R; если R — следующий тур, сначала проводит его жеребьёвку и сохраняет её.
Круговой турнир жеребьётся по таблицам Бергера по стартовым номерам (двухкруговой: во втором
круге цвета меняются); --draw-round-order перед 1-м туром выбирает жребием порядок, в котором
играются туры таблицы, и записывает его начальное число (задать его: --seed N) в журнал решений.
Тур по швейцарской системе жеребьётся по группам очков, когда внесены все результаты предыдущего
тура (правила жеребьёвки описаны в README). Вручную, до результатов тура: --swap-colours ДОСКА
меняет цвета белых и чёрных на доске; --exchange A,B (стартовые номера) пересаживает двух
участников на места друг друга. Каждое изменение записывается в журнал решений с --why. --bye
при жеребьёвке тура по швейцарской системе освобождает от игры участников, попросивших об этом
(пол-очка, если не задано --bye-points zero); это не освобождение от игры по жеребьёвке, которое
они ещё могут получить позже. --unpair отменяет жеребьёвку тура R, последнего сжеребьёванного,
пока ни на одной его доске нет ни результата, ни партии (в журнал решений с --why). Круговой
турнир, в котором встретились все пары, или швейцарский, все запланированные туры которого
сжеребьёваны, больше не жеребьётся.

--check ФАЙЛ.trf заново проводит жеребьёвку каждого тура файла FIDE TRF по голландской системе
по предшествующим турам и перечисляет туры и пары, в которых файл отличается (стартовые номера,
первыми — белые); код выхода 0, если каждый тур совпадает с голландской жеребьёвкой, 1 — если
какой-то отличается.

Микроматчи (турнир, созданный с --micro-matches): на каждой доске играются две партии одного
дебюта со сменой цвета. При жеребьёвке тура его дебют выбирается жребием из --openings ФАЙЛ (по
дебюту в строке в любой принятой записи, комментарии после '#') или, без файла, из 49
двухходовых дебютов; --seed N задаёт жребий, который в любом случае записывается в журнал
решений. --opening ХОДЫ принимает дебют, выбранный иначе.
)";

std::string pairText(const reports::SwissPairing &pair)
{
    return pair.black < 0 ? std::to_string(pair.white) + said(" bye", " свободен")
                          : std::to_string(pair.white) + "-" + std::to_string(pair.black);
}

// "round 3", «3-й тур».
std::string pairingsRoundSaid(int round)
{
    const std::string number = std::to_string(round);
    return said("round " + number, number + "-й тур");
}

// What was drawn or given with the round, in the command line's language (rounddraw.h).
std::string roundDrawSaid(const RoundDraw &draw, int round)
{
    return cliLanguage() == Language::Russian ? russianText(draw, std::to_string(round))
                                              : englishText(draw, round);
}

// pairings --check: every round of a TRF file against the Dutch pairing of the rounds before it.
int checkTrfPairings(const CommandLine &options, const std::string &path, std::ostream &out,
                     std::ostream &err)
{
    for (const char *other : {"tournament", "round", "unpair", "bye", "swap-colours", "exchange",
                              "opening", "openings", "seed", "draw-round-order", "why", "db"})
        if (options.has(other)) {
            err << said("shashki pairings: --check takes only a TRF file (and --encoding), not --",
                        "shashki pairings: --check принимает только файл TRF (и --encoding), "
                        "а не --")
                << other << "\n";
            return BadUsage;
        }
    const auto encoding = encodingOption(options, "pairings", err);
    if (encoding.refused || !readableFile(path, "pairings", err))
        return BadUsage;
    const auto input = openTextInput(path, *encoding.value, "pairings", false, err);
    if (!input)
        return BadUsage;
    const auto file = reports::readTrfFile(*input);
    if (!file) {
        for (const reports::TrfError &error : file.error())
            err << "shashki pairings: " << path << ":" << error.line << ":" << error.column << ": "
                << describe(error, cliLanguage()) << "\n";
        return BadUsage;
    }
    if (file->players.empty()) {
        err << said("shashki pairings: " + path +
                        " holds no player record (a line starting 001): not a FIDE TRF file\n",
                    "shashki pairings: в файле " + path +
                        " нет ни одной записи участника (строки, начинающейся с 001): это не "
                        "файл FIDE TRF\n");
        return BadUsage;
    }
    const auto checks = reports::checkDutchPairings(*file);
    if (!checks) {
        err << "shashki pairings: " << path << ": " << checks.error() << "\n";
        return BadUsage;
    }
    int differing = 0;
    for (const reports::RoundCheck &check : *checks) {
        if (!check.differs()) {
            out << pairingsRoundSaid(check.round)
                << said(": the Dutch pairing\n", ": пары голландской системы\n");
            continue;
        }
        ++differing;
        out << pairingsRoundSaid(check.round) << said(": differs", ": пары отличаются");
        if (check.unpairable) {
            out << said(" - the Dutch system finds no pairing that meets its absolute criteria\n",
                        " - голландская система не находит пар, отвечающих её абсолютным "
                        "критериям\n");
            continue;
        }
        // The two labels padded to one width.
        out << said("\n  in the file only:", "\n  только в файле:     ");
        for (const reports::SwissPairing &pair : check.onlyInFile)
            out << " " << pairText(pair);
        out << said("\n  Dutch pairing:   ", "\n  голландская система:");
        for (const reports::SwissPairing &pair : check.onlyDutch)
            out << " " << pairText(pair);
        out << "\n";
    }
    const auto rounds = static_cast<long long>(checks->size());
    // «в 2 из 5 туров», «в 1 из 1 тура»: after «из» the genitive.
    out << said(
        std::to_string(differing) + " of " + std::to_string(rounds) +
            " rounds differ from the Dutch pairing\n",
        "пары отличаются от голландской системы в " + std::to_string(differing) + " из " +
            std::to_string(rounds) +
            (reports::russianCount(rounds) == reports::RussianCount::One ? " тура\n" : " туров\n"));
    return differing == 0 ? Success : ChecksFailed;
}

std::string withNumber(const std::string &name, int startNumber)
{
    return name + " (" + std::to_string(startNumber) + ")";
}

void print(const TournamentEvent &loaded, int round, const std::vector<db::Pairing> &pairings,
           std::ostream &out)
{
    std::map<std::int64_t, int> numberOf;
    for (const db::Entry &entry : loaded.entries)
        numberOf[entry.playerId] = entry.startNumber;
    const bool microMatches = loaded.tournament.drawnOpenings;
    out << loaded.tournament.name << " - " << pairingsRoundSaid(round) << "\n";
    // One opening per round as drawn; a board changed by hand shows its own.
    if (microMatches)
        for (const db::Pairing &p : pairings)
            if (p.opening) {
                out << said("Opening: ", "Дебют: ") << *p.opening << "\n";
                break;
            }
    std::vector<std::vector<std::string>> rows;
    // The columns are as wide as the widest text printed in them, headings included.
    std::vector<std::string> headings = {said("Board", "Доска"), said("White", "Белые"),
                                         said("Black", "Чёрные")};
    if (microMatches) {
        headings.push_back(said("Game 1", "Партия 1"));
        headings.push_back(said("Game 2", "Партия 2"));
    } else {
        headings.push_back(said("Result", "Результат"));
    }
    rows.push_back(std::move(headings));
    // A result as its code (none: empty); in Russian a bye's «своб. 1», «своб. ½», «своб. 0».
    const auto resultCell =
        [language = cliLanguage()](const std::optional<reports::PairingResult> &result) {
            return result ? reports::resultText(*result, language) : std::string();
        };
    for (const db::Pairing &p : pairings) {
        std::vector<std::string> row = {
            std::to_string(p.board), withNumber(p.whiteName, numberOf[p.whiteId]),
            p.blackId ? withNumber(*p.blackName, numberOf[*p.blackId]) : said("bye", "свободен"),
            resultCell(p.result)};
        if (microMatches)
            row.push_back(resultCell(p.secondResult));
        rows.push_back(std::move(row));
    }
    std::vector<std::size_t> widths(rows.front().size());
    for (const auto &row : rows)
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], reports::displayWidth(row[c]));
    for (const auto &row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            line += row[c];
            if (c + 1 < row.size())
                line += std::string(widths[c] - reports::displayWidth(row[c]) + 2, ' ');
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out << line << "\n";
    }
}

// A change by hand: --swap-colours BOARD, or --exchange A,B (two start numbers).
struct HandChange
{
    std::optional<int> swapBoard;
    std::vector<int> exchange;
};

// `change` on a paired round; the exit code when it failed.
std::optional<int> editByHand(const CommandLine &options, const HandChange &change,
                              const TournamentEvent &loaded, int round, db::SqlSession &session,
                              std::ostream &err)
{
    const auto pairings = roundPairings(session, loaded.tournament.id, round);
    if (!pairings) {
        err << "shashki pairings: " << describe(pairings.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const auto why = options.value("why");
    if (const auto board = change.swapBoard) {
        if (const auto swapped = swapColours(session, *pairings, round, *board, why); !swapped) {
            err << "shashki pairings: " << describe(swapped.error(), cliLanguage()) << "\n";
            return swapped.error().code == ProblemCode::NoBoard ? BadUsage : ChecksFailed;
        }
        return std::nullopt;
    }
    const auto exchanged = exchangePlayers(session, loaded, *pairings, round, change.exchange[0],
                                           change.exchange[1], why);
    if (!exchanged) {
        // The option's own wording for start numbers that are not the tournament's.
        if (exchanged.error().code == ProblemCode::NoSuchStartNumber) {
            err << said("shashki pairings: --exchange needs two start numbers of the tournament: "
                        "A,B\n",
                        "shashki pairings: параметру --exchange нужны два стартовых номера "
                        "турнира: A,B\n");
            return BadUsage;
        }
        err << "shashki pairings: " << describe(exchanged.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    return std::nullopt;
}

} // namespace

int runPairings(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"round", true},
                                     {"draw-round-order", false},
                                     {"seed", true},
                                     {"bye", true},
                                     {"bye-points", true},
                                     {"swap-colours", true},
                                     {"exchange", true},
                                     {"openings", true},
                                     {"opening", true},
                                     {"why", true},
                                     {"unpair", false},
                                     {"db", true},
                                     {"check", true},
                                     {"encoding", true},
                                     {"help", false}});
    const std::string usage = said(pairingsUsage, pairingsUsageRu);
    if (const auto finished = options.handleUsage("pairings", usage, out, err, 0))
        return *finished;
    if (const auto check = options.value("check"))
        return checkTrfPairings(options, *check, out, err);
    if (options.has("encoding")) {
        err << said("shashki pairings: --encoding names the encoding of a --check file\n",
                    "shashki pairings: --encoding задаёт кодировку файла --check\n");
        return BadUsage;
    }
    const auto tournament = options.value("tournament");
    const auto roundOption = options.intOption("round", said("a round number", "номер тура"), 1,
                                               noMaximum, "pairings", err);
    if (roundOption.refused)
        return BadUsage;
    if (!tournament || !roundOption.value) {
        err << said("shashki pairings: expected --tournament NAME and --round R (from 1)\n",
                    "shashki pairings: нужны --tournament ИМЯ и --round R (от 1)\n");
        return BadUsage;
    }
    const int round = *roundOption.value;
    const auto seedOption =
        options.int64Option("seed", said("a seed", "начальное число"), 0,
                            std::numeric_limits<std::int64_t>::max(), "pairings", err);
    if (seedOption.refused)
        return BadUsage;
    std::optional<std::int64_t> seed = seedOption.value;
    const auto byePoints = options.choiceOption("bye-points", {"half", "zero"}, "pairings", err);
    if (byePoints.refused)
        return BadUsage;
    const auto byes = options.intListOption(
        "bye", said("start numbers separated by commas", "стартовые номера через запятую"), 1,
        noMaximum, "pairings", err);
    if (byes.refused)
        return BadUsage;
    HandChange change;
    const auto swapBoard = options.intOption("swap-colours", said("a board number", "номер доски"),
                                             1, noMaximum, "pairings", err);
    if (swapBoard.refused)
        return BadUsage;
    change.swapBoard = swapBoard.value;
    const std::string twoNumbers = said("two start numbers A,B", "два стартовых номера A,B");
    const auto exchange =
        options.intListOption("exchange", twoNumbers, 1, noMaximum, "pairings", err);
    if (exchange.refused)
        return BadUsage;
    if (exchange.value && exchange.value->size() != 2) {
        refuseOption("pairings", "exchange", twoNumbers, *options.value("exchange"), err);
        return BadUsage;
    }
    change.exchange = exchange.value.value_or(std::vector<int>{});
    if (change.swapBoard && exchange.value) {
        err << said("shashki pairings: one change at a time: --swap-colours or --exchange\n",
                    "shashki pairings: одно изменение за раз: --swap-colours или --exchange\n");
        return BadUsage;
    }
    if (options.has("opening") && (options.has("openings") || seed)) {
        err << said("shashki pairings: --opening is an opening already drawn; --openings and "
                    "--seed draw one\n",
                    "shashki pairings: --opening — дебют, уже выбранный жребием; --openings и "
                    "--seed выбирают его\n");
        return BadUsage;
    }

    std::optional<Database> database;
    const auto opened = openCommandSession(options, "pairings", database, err);
    if (!opened)
        return ChecksFailed;
    db::SqlSession &session = *opened;
    auto loaded = loadTournamentEvent(session, *tournament);
    if (!loaded) {
        err << "shashki pairings: " << describe(loaded.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    if (options.has("unpair")) {
        if (options.has("swap-colours") || options.has("exchange") || options.has("bye") ||
            options.has("draw-round-order") || options.has("opening") || options.has("openings") ||
            seed) {
            err << said("shashki pairings: --unpair takes only --why\n",
                        "shashki pairings: --unpair принимает только --why\n");
            return BadUsage;
        }
        if (const auto problem = unpairRound(session, *loaded, round, options.value("why"))) {
            err << "shashki pairings: " << describe(*problem, cliLanguage()) << "\n";
            return ChecksFailed;
        }
        out << said("round " + std::to_string(round) + " of " + loaded->tournament.name +
                        " unpaired\n",
                    "жеребьёвка " + std::to_string(round) + "-го тура турнира «" +
                        loaded->tournament.name + "» отменена\n");
        return Success;
    }
    const auto rounds = pairedRounds(session, loaded->tournament.id);
    if (!rounds) {
        err << "shashki pairings: " << describe(rounds.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    const bool paired = std::find(rounds->begin(), rounds->end(), round) != rounds->end();
    const bool microMatches = loaded->tournament.drawnOpenings;
    if (seed && !options.has("draw-round-order") && (paired || !microMatches)) {
        err << said("shashki pairings: --seed goes with --draw-round-order, or with the opening "
                    "of a micro-match round being paired\n",
                    "shashki pairings: --seed задаётся с --draw-round-order или с дебютом тура "
                    "микроматчей при его жеребьёвке\n");
        return BadUsage;
    }
    if ((options.has("opening") || options.has("openings")) && (paired || !microMatches)) {
        err << said("shashki pairings: an opening is drawn when a round of micro-matches is "
                    "paired\n",
                    "shashki pairings: дебют выбирается жребием при жеребьёвке тура "
                    "микроматчей\n");
        return BadUsage;
    }
    const bool roundRobin = reports::isRoundRobin(loaded->system);
    // Byes asked for this round (Swiss): --bye 3,7 [--bye-points half|zero].
    std::vector<int> requested;
    const reports::PairingResult requestedResult = byePoints.value.value_or("half") == "half"
                                                       ? reports::PairingResult::HalfBye
                                                       : reports::PairingResult::ZeroBye;
    if (byes.value) {
        for (const int number : *byes.value) {
            const auto entry =
                std::find_if(loaded->entries.begin(), loaded->entries.end(),
                             [&](const db::Entry &e) { return e.startNumber == number; });
            if (entry == loaded->entries.end()) {
                err << "shashki pairings: --bye " << number
                    << said(": no such start number\n", ": такого стартового номера нет\n");
                return BadUsage;
            }
            requested.push_back(entry->startNumber);
        }
        if (paired || roundRobin) {
            err << said("shashki pairings: a bye is asked for before a Swiss round is paired\n",
                        "shashki pairings: освобождение от игры просят до жеребьёвки тура по "
                        "швейцарской системе\n");
            return ChecksFailed;
        }
    }
    // The order drawn, the round paired and a hand change: one transaction, so that a refusal of
    // any leaves nothing stored and the command can be given again. What they say is printed once
    // all is stored.
    int refusal = Success;
    std::ostringstream told;
    const auto failure = allOrNothing(session, "pair round " + std::to_string(round), [&] {
        if (options.has("draw-round-order")) {
            const auto drawn = drawRoundOrder(session, *loaded, seed);
            if (!drawn) {
                err << "shashki pairings: " << describe(drawn.error(), cliLanguage()) << "\n";
                refusal = ChecksFailed;
                return false;
            }
            loaded->tournament = drawn->tournament;
            const std::string seedText = std::to_string(drawn->seed);
            told << said("round order drawn with seed " + seedText + ": table rounds " +
                             drawn->order + "\n",
                         "порядок туров выбран жребием (начальное число " + seedText +
                             "): туры таблицы " + drawn->order + "\n");
        }
        if (!paired) {
            RoundRequest request;
            for (int number : requested)
                request.byes.push_back(number);
            request.byeResult = requestedResult;
            request.opening = options.value("opening");
            request.openingsFile = options.value("openings");
            if (!options.has("draw-round-order"))
                request.openingSeed = seed;
            const auto pairedRound = pairRound(session, *loaded, round, request);
            if (!pairedRound) {
                err << "shashki pairings: " << describe(pairedRound.error(), cliLanguage()) << "\n";
                refusal = ChecksFailed;
                return false;
            }
            if (!pairedRound->draw.empty())
                told << roundDrawSaid(pairedRound->draw, round) << "\n";
        }
        if (change.swapBoard || !change.exchange.empty())
            if (auto failed = editByHand(options, change, *loaded, round, session, err)) {
                refusal = *failed;
                return false;
            }
        return true;
    });
    if (refusal != Success)
        return refusal;
    if (failure) {
        err << "shashki pairings: " << describe(*failure, cliLanguage()) << "\n";
        return ChecksFailed;
    }
    out << told.str();
    const auto pairings = roundPairings(session, loaded->tournament.id, round);
    if (!pairings) {
        err << "shashki pairings: " << describe(pairings.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    print(*loaded, round, *pairings, out);
    return Success;
}

} // namespace app
