#include "pairingscommand.h"

#include "app/tournament/allornothing.h"
#include "app/tournament/database.h"
#include "app/tournament/handpairing.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "commandline.h"
#include "reports/dutchcheck.h"
#include "reports/pairingresult.h"
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

std::string pairText(const reports::SwissPairing &pair)
{
    return pair.black < 0 ? std::to_string(pair.white) + " bye"
                          : std::to_string(pair.white) + "-" + std::to_string(pair.black);
}

// pairings --check: every round of a TRF file against the Dutch pairing of the rounds before it.
int checkTrfPairings(const CommandLine &options, const std::string &path, std::ostream &out,
                     std::ostream &err)
{
    for (const char *other : {"tournament", "round", "unpair", "bye", "swap-colours", "exchange",
                              "opening", "openings", "seed", "draw-round-order", "why", "db"})
        if (options.has(other)) {
            err << "shashki pairings: --check takes only a TRF file (and --encoding), not --"
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
                << error.message << "\n";
        return BadUsage;
    }
    if (file->players.empty()) {
        err << "shashki pairings: " << path
            << " holds no player record (a line starting 001): not a FIDE TRF file\n";
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
            out << "round " << check.round << ": the Dutch pairing\n";
            continue;
        }
        ++differing;
        out << "round " << check.round << ": differs";
        if (check.unpairable) {
            out << " - the Dutch system finds no pairing that meets its absolute criteria\n";
            continue;
        }
        out << "\n  in the file only:";
        for (const reports::SwissPairing &pair : check.onlyInFile)
            out << " " << pairText(pair);
        out << "\n  Dutch pairing:   ";
        for (const reports::SwissPairing &pair : check.onlyDutch)
            out << " " << pairText(pair);
        out << "\n";
    }
    out << differing << " of " << checks->size() << " rounds differ from the Dutch pairing\n";
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
    out << loaded.tournament.name << " - round " << round << "\n";
    // One opening per round as drawn; a board changed by hand shows its own.
    if (microMatches)
        for (const db::Pairing &p : pairings)
            if (p.opening) {
                out << "Opening: " << *p.opening << "\n";
                break;
            }
    std::vector<std::vector<std::string>> rows;
    if (microMatches)
        rows.push_back({"Board", "White", "Black", "Game 1", "Game 2"});
    else
        rows.push_back({"Board", "White", "Black", "Result"});
    for (const db::Pairing &p : pairings) {
        std::vector<std::string> row = {
            std::to_string(p.board), withNumber(p.whiteName, numberOf[p.whiteId]),
            p.blackId ? withNumber(*p.blackName, numberOf[*p.blackId]) : "bye",
            std::string(reports::pairingResultCode(p.result))};
        if (microMatches)
            row.push_back(std::string(reports::pairingResultCode(p.secondResult)));
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
        err << "shashki pairings: " << describe(pairings.error()) << "\n";
        return ChecksFailed;
    }
    const auto why = options.value("why");
    if (const auto board = change.swapBoard) {
        if (const auto swapped = swapColours(session, *pairings, round, *board, why); !swapped) {
            err << "shashki pairings: " << describe(swapped.error()) << "\n";
            return swapped.error().code == ProblemCode::NoBoard ? BadUsage : ChecksFailed;
        }
        return std::nullopt;
    }
    const auto exchanged = exchangePlayers(session, loaded, *pairings, round, change.exchange[0],
                                           change.exchange[1], why);
    if (!exchanged) {
        // The option's own wording for start numbers that are not the tournament's.
        if (exchanged.error().code == ProblemCode::NoSuchStartNumber) {
            err << "shashki pairings: --exchange needs two start numbers of the tournament: A,B\n";
            return BadUsage;
        }
        err << "shashki pairings: " << describe(exchanged.error()) << "\n";
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
    if (const auto finished = options.handleUsage("pairings", pairingsUsage, out, err, 0))
        return *finished;
    if (const auto check = options.value("check"))
        return checkTrfPairings(options, *check, out, err);
    if (options.has("encoding")) {
        err << "shashki pairings: --encoding names the encoding of a --check file\n";
        return BadUsage;
    }
    const auto tournament = options.value("tournament");
    const auto roundOption =
        options.intOption("round", "a round number", 1, noMaximum, "pairings", err);
    if (roundOption.refused)
        return BadUsage;
    if (!tournament || !roundOption.value) {
        err << "shashki pairings: expected --tournament NAME and --round R (from 1)\n";
        return BadUsage;
    }
    const int round = *roundOption.value;
    const auto seedOption = options.int64Option(
        "seed", "a seed", 0, std::numeric_limits<std::int64_t>::max(), "pairings", err);
    if (seedOption.refused)
        return BadUsage;
    std::optional<std::int64_t> seed = seedOption.value;
    const auto byePoints = options.choiceOption("bye-points", {"half", "zero"}, "pairings", err);
    if (byePoints.refused)
        return BadUsage;
    const auto byes = options.intListOption("bye", "start numbers separated by commas", 1,
                                            noMaximum, "pairings", err);
    if (byes.refused)
        return BadUsage;
    HandChange change;
    const auto swapBoard =
        options.intOption("swap-colours", "a board number", 1, noMaximum, "pairings", err);
    if (swapBoard.refused)
        return BadUsage;
    change.swapBoard = swapBoard.value;
    const auto exchange =
        options.intListOption("exchange", "two start numbers A,B", 1, noMaximum, "pairings", err);
    if (exchange.refused)
        return BadUsage;
    if (exchange.value && exchange.value->size() != 2) {
        refuseOption("pairings", "exchange", "two start numbers A,B", *options.value("exchange"),
                     err);
        return BadUsage;
    }
    change.exchange = exchange.value.value_or(std::vector<int>{});
    if (change.swapBoard && exchange.value) {
        err << "shashki pairings: one change at a time: --swap-colours or --exchange\n";
        return BadUsage;
    }
    if (options.has("opening") && (options.has("openings") || seed)) {
        err << "shashki pairings: --opening is an opening already drawn; --openings and --seed "
               "draw one\n";
        return BadUsage;
    }

    std::optional<Database> database;
    const auto opened = openCommandSession(options, "pairings", database, err);
    if (!opened)
        return ChecksFailed;
    db::SqlSession &session = *opened;
    auto loaded = loadTournamentEvent(session, *tournament);
    if (!loaded) {
        err << "shashki pairings: " << describe(loaded.error()) << "\n";
        return ChecksFailed;
    }
    if (options.has("unpair")) {
        if (options.has("swap-colours") || options.has("exchange") || options.has("bye") ||
            options.has("draw-round-order") || options.has("opening") || options.has("openings") ||
            seed) {
            err << "shashki pairings: --unpair takes only --why\n";
            return BadUsage;
        }
        if (const auto problem = unpairRound(session, *loaded, round, options.value("why"))) {
            err << "shashki pairings: " << describe(*problem) << "\n";
            return ChecksFailed;
        }
        out << "round " << round << " of " << loaded->tournament.name << " unpaired\n";
        return Success;
    }
    const auto rounds = pairedRounds(session, loaded->tournament.id);
    if (!rounds) {
        err << "shashki pairings: " << describe(rounds.error()) << "\n";
        return ChecksFailed;
    }
    const bool paired = std::find(rounds->begin(), rounds->end(), round) != rounds->end();
    const bool microMatches = loaded->tournament.drawnOpenings;
    if (seed && !options.has("draw-round-order") && (paired || !microMatches)) {
        err << "shashki pairings: --seed goes with --draw-round-order, or with the opening of a "
               "micro-match round being paired\n";
        return BadUsage;
    }
    if ((options.has("opening") || options.has("openings")) && (paired || !microMatches)) {
        err << "shashki pairings: an opening is drawn when a round of micro-matches is paired\n";
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
                err << "shashki pairings: --bye " << number << ": no such start number\n";
                return BadUsage;
            }
            requested.push_back(entry->startNumber);
        }
        if (paired || roundRobin) {
            err << "shashki pairings: a bye is asked for before a Swiss round is paired\n";
            return ChecksFailed;
        }
    }
    // The order drawn, the round paired and a hand change: one transaction, so that a refusal of
    // any leaves nothing stored and the command can be given again. What they say is printed once
    // all is stored.
    int refusal = Success;
    std::ostringstream said;
    const auto failure = allOrNothing(session, "pair round " + std::to_string(round), [&] {
        if (options.has("draw-round-order")) {
            const auto drawn = drawRoundOrder(session, *loaded, seed);
            if (!drawn) {
                err << "shashki pairings: " << describe(drawn.error()) << "\n";
                refusal = ChecksFailed;
                return false;
            }
            loaded->tournament = drawn->tournament;
            said << "round order drawn with seed " << drawn->seed << ": table rounds "
                 << drawn->order << "\n";
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
                err << "shashki pairings: " << describe(pairedRound.error()) << "\n";
                refusal = ChecksFailed;
                return false;
            }
            if (!pairedRound->draw.empty())
                said << app::englishText(pairedRound->draw, round) << "\n";
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
        err << "shashki pairings: " << describe(*failure) << "\n";
        return ChecksFailed;
    }
    out << said.str();
    const auto pairings = roundPairings(session, loaded->tournament.id, round);
    if (!pairings) {
        err << "shashki pairings: " << describe(pairings.error()) << "\n";
        return ChecksFailed;
    }
    print(*loaded, round, *pairings, out);
    return Success;
}

} // namespace app
