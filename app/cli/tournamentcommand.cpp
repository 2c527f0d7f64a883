#include "tournamentcommand.h"

#include "app/tournament/database.h"
#include "app/tournament/entrychanges.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/pairingnumbers.h"
#include "app/tournament/playerregistry.h"
#include "app/tournament/playervalidator.h"
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#include "app/tournament/tournamentsettings.h"
#include "app/tournament/trfimport.h"
#include "commandline.h"
#include "reports/tiebreak.h"
#include "variantoption.h"

#include <algorithm>
#include <ostream>
#include <random>
#include <sstream>

namespace app {

namespace {

constexpr std::string_view tournamentUsage =
    R"(Usage: shashki tournament create NAME [--system round-robin|double-round-robin|swiss|match]
                          [--rounds N] [--scoring 1-0.5-0|2-1-0] [--tiebreaks CODES]
                          [--venue V] [--starts YYYY-MM-DD] [--ends YYYY-MM-DD]
                          [--chief-arbiter NAME] [--unplayed fide-2024|played-only|fide-2009]
                          [--micro-matches [--standings-by game-points|match-points]]
                          [--withdrawal fide|russian] [--acceleration none|baku]
                          [--initial-colour white|black|lot]
                          [--variant russian|brazilian|international] [--db URL]
       shashki tournament change NAME [the options of create but --micro-matches and --variant]
                                      [--why TEXT]
                                      [--db URL]
       shashki tournament show NAME [--db URL]
       shashki tournament import --trf FILE.trf [--name NAME] [--encoding NAME] [--db URL]

create adds a tournament; show prints it with its entries by start number. change sets the
options given: once round 1 is paired, the system, the number of rounds and the round order shape
the pairings and change only with the chief arbiter's --why, written to the decisions log (the
other settings change freely, logged). --withdrawal chooses how a withdrawn player's games count:
fide (the games played stand, the rest are not played) or russian (round robins: fewer than half
played, all his results annulled; half or more, the rest lost by forfeit). --unplayed chooses how
unplayed rounds count in the tie-breaks: fide-2024 (FIDE C.07 of 2024, the default), played-only
(they add nothing) or fide-2009 (FIDE's rules of 2009, a virtual opponent; see the README).
--acceleration baku pairs a Swiss with the Baku acceleration (FIDE C.04.5.1): the first half of
the players pair with a virtual point in the first rounds; fixed once round 1 is paired.
--initial-colour is a Swiss's initial colour (FIDE C.04.3 E.5: the higher player of a pair without
colour preferences takes it with an odd pairing number): white (the default), black, or lot, drawn
when round 1 is paired and written to the decisions log; fixed once round 1 is paired.
--variant is the game the tournament plays (default russian; or the PDN GameType 25, 26, 20),
fixed when it is created: Brazilian and International games follow the FMJD's draw rules, and
import takes only games of the tournament's variant.
import makes a Swiss tournament (1-0.5-0) of a FIDE TRF-16 or TRF-2026 file, named --name or as
the file names it: its players (one already stored is taken when the name and birth year, or the
rating, say it is the same person), their start numbers, every round paired as in the file and
every result, all or nothing; F byes are stored as the pairing-allocated bye, W/D/L as 1-0, 1/2-1/2,
0-1, and a player whose last rounds are blank as withdrawn. Team records and 240 byes are not
imported (counted in what it prints). export --format trf writes a tournament back as TRF-2026.
)";

constexpr std::string_view entryUsage =
    R"(Usage: shashki entry add --tournament NAME --player NAME [--rating R] [--birth-year Y]
                         [--title T] [--club C] [--region R] [--start-number NO]
                         [--different-person] [--db URL]
       shashki entry withdraw --tournament NAME --player NO --after-round R [--why TEXT]
                              [--db URL]
       shashki entry unwithdraw|delete --tournament NAME --player NO [--why TEXT] [--db URL]
       shashki entry sort|draw-lots --tournament NAME [--why TEXT] [--db URL]
       shashki entry move --tournament NAME --player NO --to NO [--why TEXT] [--db URL]

add enters a player (a new one, or the player of that name already known), also after the first
round (a late entry: the rounds before count as not played). In a Swiss the start numbers are the
pairing numbers, by the initial ranking (rating, then title, then name): the player is inserted at
his rank and the numbers from it on move up by one (logged); elsewhere he gets the next number.
--start-number puts him at that number (the numbers from it on move up). Before round 1 is paired,
sort numbers every player by the initial ranking, move gives player NO the number --to (the
players in between move by one), and draw-lots draws the numbers by lot (a round robin's
жеребьёвка); each is logged with the order given. The
rating is 0…4000, the birth year 1850…this year. A player is not entered twice: an entry with the
same name (in any case) and birth year — or, where a birth year is unknown, the same rating — is
taken for the same person and refused, unless --different-person says it is another one.
withdraw takes the player with start number NO out of the rounds after R (0: before the first;
not before a round he is paired in), logged; how his games count is the tournament's withdrawal
rule. unwithdraw takes the withdrawal back, before a round after it is paired. delete removes a
player entered by mistake, while he is paired in no round and has no game. A round robin takes no
new player once round 1 is paired.
)";

// The option of `entry add` that gave a player's field.
std::string_view optionOf(PlayerField field)
{
    switch (field) {
    case PlayerField::Name:
        return "player";
    case PlayerField::Rating:
        return "rating";
    case PlayerField::BirthYear:
        return "birth-year";
    case PlayerField::Title:
        return "title";
    case PlayerField::Club:
        return "club";
    case PlayerField::Region:
        return "region";
    }
    return "player";
}

// `entry add`: the fields checked (PlayerValidator) before the database is opened, then the player
// entered unless an entry is taken for the same person (app::enterPlayer) and --different-person
// is not given.
int addEntry(const CommandLine &options, const std::string &tournament, const std::string &name,
             std::ostream &out, std::ostream &err)
{
    PlayerText typed;
    typed.name = name;
    typed.rating = options.value("rating").value_or("");
    typed.birthYear = options.value("birth-year").value_or("");
    typed.title = options.value("title").value_or("");
    typed.club = options.value("club").value_or("");
    typed.region = options.value("region").value_or("");
    const auto checked = PlayerValidator().validate(typed);
    if (!checked) {
        for (const PlayerFieldProblem &problem : checked.error())
            refuseOption("entry", optionOf(problem.field), requirement(problem), problem.value,
                         err);
        return BadUsage;
    }
    const auto startNumber =
        options.intOption("start-number", "a start number", 1, noMaximum, "entry", err);
    if (startNumber.refused)
        return BadUsage;
    const bool differentPerson = options.has("different-person");

    std::optional<Database> database;
    const auto sql = openCommandSession(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto found = findTournament(*sql, tournament);
    if (!found) {
        err << "shashki entry: " << describe(found.error()) << "\n";
        return ChecksFailed;
    }
    // The player of that name known already (from another tournament) is entered again, unless
    // --different-person says it is someone else.
    db::Player player = *checked;
    if (!differentPerson) {
        const auto known = knownPlayer(*sql, player);
        if (!known) {
            err << "shashki entry: " << describe(known.error()) << "\n";
            return ChecksFailed;
        }
        player = *known;
    }
    const auto entered = enterPlayer(*sql, found->id, player, differentPerson, startNumber.value);
    if (!entered) {
        err << "shashki entry: " << entered.error().text();
        if (entered.error().sameAs && !differentPerson)
            err << "; --different-person enters another player of that name";
        err << "\n";
        return ChecksFailed;
    }
    out << "entered " << entered->playerName << " with start number " << entered->startNumber;
    if (entered->movedUp > 0)
        out << "; the numbers from " << entered->startNumber << " on moved up by one";
    out << "\n";
    return Success;
}

// The settings given as options applied to `tournament`, each checked here so that none reaches
// the database's CHECKs; false after printing why not.
bool applySettings(const CommandLine &options, db::Tournament &tournament, bool creating,
                   std::ostream &err)
{
    // Every value is checked here: none reaches the database's CHECKs.
    const auto system = options.settingOption<reports::PairingSystem>("system", "tournament", err);
    if (system.refused)
        return false;
    tournament.system = system.value.value_or(tournament.system);
    const auto scoring = options.settingOption<reports::Scoring>("scoring", "tournament", err);
    if (scoring.refused)
        return false;
    tournament.scoring = scoring.value.value_or(tournament.scoring);
    const auto rounds =
        options.intOption("rounds", "a number of rounds", 1, noMaximum, "tournament", err);
    if (rounds.refused)
        return false;
    if (rounds.value || creating)
        tournament.roundsPlanned = rounds.value;
    const auto tieBreaks = tieBreaksOption(options, "tournament", err);
    if (tieBreaks.refused)
        return false;
    if (tieBreaks.value)
        tournament.tiebreakOrder = *tieBreaks.value;
    for (const auto &[option, field] :
         {std::pair{"venue", &tournament.venue}, std::pair{"starts", &tournament.startsOn},
          std::pair{"ends", &tournament.endsOn},
          std::pair{"chief-arbiter", &tournament.chiefArbiter}})
        if (const auto value = options.value(option); value || creating)
            *field = value;
    const auto unplayed =
        options.settingOption<reports::UnplayedRounds>("unplayed", "tournament", err);
    if (unplayed.refused)
        return false;
    tournament.unplayedRounds = unplayed.value.value_or(tournament.unplayedRounds);
    // Micro-matches: two games per pairing on a drawn opening, colours swapped.
    if (creating)
        tournament.drawnOpenings = options.has("micro-matches");
    else if (options.has("micro-matches")) {
        err << "shashki tournament: micro-matches are chosen when the tournament is created\n";
        return false;
    }
    const auto by =
        options.settingOption<reports::MatchStandings>("standings-by", "tournament", err);
    if (by.refused)
        return false;
    if (by.value) {
        if (!tournament.drawnOpenings) {
            err << "shashki tournament: --standings-by game-points|match-points goes with "
                   "--micro-matches\n";
            return false;
        }
        tournament.standingsBy = *by.value;
    }

    const auto withdrawal =
        options.settingOption<reports::WithdrawalRule>("withdrawal", "tournament", err);
    if (withdrawal.refused)
        return false;
    tournament.withdrawalRule = withdrawal.value.value_or(tournament.withdrawalRule);

    const auto acceleration =
        options.settingOption<reports::Acceleration>("acceleration", "tournament", err);
    if (acceleration.refused)
        return false;
    tournament.acceleration = acceleration.value.value_or(tournament.acceleration);

    const auto initialColour =
        options.settingOption<reports::InitialColour>("initial-colour", "tournament", err);
    if (initialColour.refused)
        return false;
    tournament.initialColour = initialColour.value.value_or(tournament.initialColour);

    // The variant, and the rule set of that variant: chosen once, with the tournament.
    const VariantOption variant = variantOption(options, "tournament", err);
    if (variant.refused)
        return false;
    if (options.value("variant")) {
        if (!creating) {
            err << "shashki tournament: the variant is chosen when the tournament is created\n";
            return false;
        }
        tournament.variant = variant.variant;
        tournament.ruleSet = reports::defaultRuleSet(variant.variant);
    }
    return true;
}

// `tournament import --trf FILE`: the file read in its encoding, then app::importTrf; every
// problem on its own line.
int importTournament(const CommandLine &options, std::ostream &out, std::ostream &err)
{
    const auto trf = options.value("trf");
    if (!trf) {
        err << "shashki tournament: import needs --trf FILE\n";
        return BadUsage;
    }
    const auto encoding = encodingOption(options, "tournament", err);
    if (encoding.refused)
        return BadUsage;
    if (!readableFile(*trf, "tournament", err))
        return BadUsage;
    const auto file = openTextInput(*trf, *encoding.value, "tournament", true, err);
    if (!file)
        return BadUsage;
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "tournament", database, err);
    if (!sql)
        return ChecksFailed;
    const auto imported = importTrf(*sql, *file, *trf, options.value("name"));
    if (!imported) {
        for (const Problem &problem : imported.error())
            err << "shashki tournament: " << describe(problem) << "\n";
        // A file that is no TRF, or malformed, is unreadable input; a refusal of the database's
        // is a failed check.
        const ProblemCode code = imported.error().front().code;
        return code == ProblemCode::TrfNotReadable || code == ProblemCode::TrfWithoutPlayers ||
                       code == ProblemCode::TrfWithoutName
                   ? BadUsage
                   : ChecksFailed;
    }
    const TrfImportSummary &summary = *imported;
    out << "imported \"" << summary.tournament.name << "\" from " << *trf << ": " << summary.players
        << " players (" << summary.newPlayers << " new), " << summary.rounds << " rounds, "
        << summary.games << " games, " << summary.byes << " byes";
    if (summary.withdrawn > 0)
        out << ", " << summary.withdrawn << " withdrawn";
    out << "\n";
    if (summary.fullPointByes > 0)
        out << summary.fullPointByes
            << " full-point byes (F) stored as the pairing-allocated bye (U)\n";
    if (summary.unratedGames > 0)
        out << summary.unratedGames << " unrated games (W, D, L) stored as 1-0, 1/2-1/2, 0-1\n";
    if (summary.linesNotImported > 0)
        out << summary.linesNotImported
            << " lines not imported: team records, 240 byes and others the tool has no place for\n";
    return Success;
}

} // namespace

int runTournament(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"system", true},       {"rounds", true},
                                     {"scoring", true},      {"tiebreaks", true},
                                     {"venue", true},        {"starts", true},
                                     {"ends", true},         {"chief-arbiter", true},
                                     {"unplayed", true},     {"micro-matches", false},
                                     {"standings-by", true}, {"withdrawal", true},
                                     {"acceleration", true}, {"initial-colour", true},
                                     {"variant", true},      {"why", true},
                                     {"trf", true},          {"name", true},
                                     {"encoding", true},     {"db", true},
                                     {"help", false}});
    if (const auto finished = options.handleUsage("tournament", tournamentUsage, out, err, 2))
        return *finished;
    if (options.positional().size() == 1 && options.positional()[0] == "import")
        return importTournament(options, out, err);
    if (options.positional().size() != 2 ||
        (options.positional()[0] != "create" && options.positional()[0] != "show" &&
         options.positional()[0] != "change")) {
        err << "shashki tournament: expected create NAME, change NAME, show NAME or import "
               "--trf FILE\n";
        return BadUsage;
    }
    const std::string command = options.positional()[0];
    const std::string name = options.positional()[1];
    db::Tournament tournament;
    tournament.name = name;
    if (command == "create" && !applySettings(options, tournament, true, err))
        return BadUsage;
    if (command == "change") {
        // Checked before the database is opened; applied to the stored settings below.
        db::Tournament probe;
        probe.drawnOpenings = true; // --standings-by is checked against the stored one below
        if (!applySettings(options, probe, false, err))
            return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "tournament", database, err);
    if (!sql)
        return ChecksFailed;
    if (command == "change") {
        const auto found = findTournament(*sql, name);
        if (!found) {
            err << "shashki tournament: " << describe(found.error()) << "\n";
            return ChecksFailed;
        }
        db::Tournament changed = *found;
        if (!applySettings(options, changed, false, err))
            return BadUsage;
        const auto saved = saveTournamentSettings(*sql, changed, options.value("why"));
        if (!saved) {
            err << "shashki tournament: " << describe(saved.error()) << "\n";
            return ChecksFailed;
        }
        const auto changes = settingChanges(*found, *saved);
        if (changes.empty())
            out << "nothing changed in \"" << saved->name << "\"\n";
        for (const SettingChange &change : changes)
            out << change.setting << ": " << change.before << " -> " << change.after << "\n";
        return Success;
    }
    if (command == "create") {
        const auto made = createTournament(*sql, tournament);
        if (!made) {
            err << "shashki tournament: " << describe(made.error()) << "\n";
            return ChecksFailed;
        }
        out << "created tournament \"" << made->name << "\" (" << reports::settingCode(made->system)
            << ", " << reports::settingCode(made->scoring)
            << (made->variant == arbiter::Variant::Russian
                    ? std::string()
                    : ", " + std::string(arbiter::rulesOf(made->variant).name) + " draughts")
            << ")\n";
        return Success;
    }
    const auto found = findTournament(*sql, name);
    if (!found) {
        err << "shashki tournament: " << describe(found.error()) << "\n";
        return ChecksFailed;
    }
    out << found->name << ": ";
    if (found->variant != arbiter::Variant::Russian)
        out << arbiter::rulesOf(found->variant).name << " draughts ("
            << reports::settingCode(found->ruleSet) << "), ";
    out << reports::settingCode(found->system) << ", scoring "
        << reports::settingCode(found->scoring);
    if (found->roundsPlanned)
        out << ", " << *found->roundsPlanned << " rounds";
    out << ", unplayed games: " << reports::settingCode(found->unplayedRounds)
        << ", withdrawals: " << reports::settingCode(found->withdrawalRule);
    if (found->acceleration != reports::Acceleration::None)
        out << ", accelerated pairings: " << reports::settingCode(found->acceleration);
    if (found->system == reports::PairingSystem::Swiss)
        out << ", initial colour: " << reports::settingCode(found->initialColour);
    if (found->drawnOpenings)
        out << ", micro-matches on drawn openings, standings by "
            << reports::settingCode(found->standingsBy);
    out << "\n";
    const auto entries = tournamentEntries(*sql, found->id);
    if (!entries) {
        err << "shashki tournament: " << describe(entries.error()) << "\n";
        return ChecksFailed;
    }
    for (const db::Entry &entry : *entries) {
        out << "  " << entry.startNumber << ". " << entry.playerName;
        if (entry.rating)
            out << " (" << *entry.rating << ")";
        if (entry.withdrawnAfterRound)
            out << ", withdrawn after round " << *entry.withdrawnAfterRound;
        out << "\n";
    }
    return Success;
}

// `entry sort|move|draw-lots`: the start numbers given anew before round 1 (pairingnumbers.h),
// then the list as numbered.
int renumberEntries(const CommandLine &options, const std::string &tournament, std::ostream &out,
                    std::ostream &err)
{
    const std::string action = options.positional()[0];
    const auto from = options.intOption("player", "a start number", 1, noMaximum, "entry", err);
    const auto to = options.intOption("to", "a start number", 1, noMaximum, "entry", err);
    if (from.refused || to.refused)
        return BadUsage;
    if (action == "move" && !to.value) {
        err << "shashki entry: move needs --to NO\n";
        return BadUsage;
    }
    if (action != "move" && (from.value || to.value)) {
        err << "shashki entry: --player and --to go with move, not with " << action << "\n";
        return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto found = findTournament(*sql, tournament);
    if (!found) {
        err << "shashki entry: " << describe(found.error()) << "\n";
        return ChecksFailed;
    }
    const auto why = options.value("why");
    std::optional<Problem> problem;
    if (action == "sort") {
        problem = sortStartNumbers(*sql, found->id, why);
    } else if (action == "move") {
        problem = moveStartNumber(*sql, found->id, *from.value, *to.value, why);
    } else {
        std::mt19937_64 random(std::random_device{}());
        problem = drawStartNumbers(*sql, found->id, random, why);
    }
    if (problem) {
        err << "shashki entry: " << describe(*problem) << "\n";
        return ChecksFailed;
    }
    const auto entries = tournamentEntries(*sql, found->id);
    if (!entries) {
        err << "shashki entry: " << describe(entries.error()) << "\n";
        return ChecksFailed;
    }
    out << "start numbers of " << found->name << " "
        << (action == "sort"   ? "by the initial ranking"
            : action == "move" ? "as the arbiter ordered them"
                               : "drawn by lot")
        << ":\n";
    for (const db::Entry &entry : *entries) {
        out << "  " << entry.startNumber << ". " << entry.playerName;
        if (entry.rating)
            out << " (" << *entry.rating << ")";
        out << "\n";
    }
    return Success;
}

int runEntry(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"player", true},
                                     {"rating", true},
                                     {"title", true},
                                     {"club", true},
                                     {"region", true},
                                     {"birth-year", true},
                                     {"start-number", true},
                                     {"different-person", false},
                                     {"after-round", true},
                                     {"to", true},
                                     {"why", true},
                                     {"db", true},
                                     {"help", false}});
    if (const auto finished = options.handleUsage("entry", entryUsage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto player = options.value("player");
    if (options.positional().size() == 1 && tournament &&
        (options.positional()[0] == "sort" || options.positional()[0] == "draw-lots"))
        return renumberEntries(options, *tournament, out, err);
    if (options.positional().size() != 1 ||
        (options.positional()[0] != "add" && options.positional()[0] != "withdraw" &&
         options.positional()[0] != "unwithdraw" && options.positional()[0] != "delete" &&
         options.positional()[0] != "move") ||
        !tournament || !player) {
        err << "shashki entry: expected add, withdraw, unwithdraw, delete or move with "
               "--tournament NAME and --player, or sort or draw-lots with --tournament NAME\n";
        return BadUsage;
    }
    if (options.positional()[0] == "add")
        return addEntry(options, *tournament, *player, out, err);
    if (options.positional()[0] == "move")
        return renumberEntries(options, *tournament, out, err);
    const std::string action = options.positional()[0];
    const auto number = options.intOption("player", "a start number", 1, noMaximum, "entry", err);
    if (number.refused)
        return BadUsage;
    const auto afterRound =
        options.intOption("after-round", "a round number", 0, noMaximum, "entry", err);
    if (afterRound.refused)
        return BadUsage;
    if (action == "withdraw" && !afterRound.value) {
        err << "shashki entry: withdraw needs --after-round R\n";
        return BadUsage;
    }
    if (action != "withdraw" && afterRound.value) {
        err << "shashki entry: --after-round goes with withdraw\n";
        return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = openCommandSession(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto loaded = loadTournamentEvent(*sql, *tournament);
    if (!loaded) {
        err << "shashki entry: " << describe(loaded.error()) << "\n";
        return ChecksFailed;
    }
    const auto why = options.value("why");
    const std::optional<Problem> problem =
        action == "withdraw" ? withdrawPlayer(*sql, *loaded, *number.value, *afterRound.value, why)
        : action == "unwithdraw" ? takeBackWithdrawal(*sql, *loaded, *number.value, why)
                                 : deleteEntry(*sql, *loaded, *number.value, why);
    if (problem) {
        err << "shashki entry: " << describe(*problem) << "\n";
        return ChecksFailed;
    }
    const auto entry =
        std::find_if(loaded->entries.begin(), loaded->entries.end(),
                     [&](const db::Entry &e) { return e.startNumber == *number.value; });
    const std::string name = entry->playerName + " (No " + std::to_string(*number.value) + ")";
    if (action == "withdraw")
        out << name << " withdrawn after round " << *afterRound.value << "\n";
    else if (action == "unwithdraw")
        out << name << " is back in the tournament\n";
    else
        out << name << " deleted from the tournament\n";
    return Success;
}

} // namespace app
