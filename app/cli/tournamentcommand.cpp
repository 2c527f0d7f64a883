#include "tournamentcommand.h"

#include "app/tournament/database.h"
#include "commandline.h"
#include "db/entrystore.h"
#include "db/playerstore.h"
#include "db/tournamentstore.h"
#include "reports/tiebreak.h"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace app {

namespace {

constexpr std::string_view tournamentUsage =
    R"(Usage: shashki tournament create NAME [--system round-robin|double-round-robin|swiss|match]
                          [--rounds N] [--scoring 1-0.5-0|2-1-0] [--tiebreaks CODES]
                          [--venue V] [--starts YYYY-MM-DD] [--ends YYYY-MM-DD]
                          [--chief-arbiter NAME] [--unplayed fide-2024|played-only]
                          [--micro-matches [--standings-by game-points|match-points]] [--db URL]
       shashki tournament show NAME [--db URL]

create adds a tournament; show prints it with its entries by start number.
)";

constexpr std::string_view entryUsage =
    R"(Usage: shashki entry add --tournament NAME --player NAME [--rating R] [--title T]
                         [--club C] [--start-number NO] [--db URL]
       shashki entry withdraw --tournament NAME --player NO --after-round R [--why TEXT]
                              [--db URL]

add enters a player (a new one, or the player of that name already known) with the next start
number, also after the first round (a late entry: the rounds before count as not played);
withdraw takes the player with start number NO out of the rounds after R (logged).
)";

std::optional<int> positiveNumber(const CommandLine &options, const char *name)
{
    const auto text = options.value(name);
    if (!text)
        return std::nullopt;
    try {
        const int value = std::stoi(*text);
        return value > 0 ? std::optional(value) : std::nullopt;
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

// A SqlSession on the command's database; nullptr after printing why not.
std::unique_ptr<db::SqlSession> session(const CommandLine &options, const char *command,
                                        std::optional<Database> &database, std::ostream &err)
{
    database = openCommandDatabase(options, command, err);
    if (!database)
        return nullptr;
    auto opened = db::SqlSession::open(database->conninfo);
    if (!opened) {
        err << "shashki " << command << ": " << opened.error().text() << "\n";
        return nullptr;
    }
    return std::move(opened.value());
}

} // namespace

int runTournament(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"system", true},
                                     {"rounds", true},
                                     {"scoring", true},
                                     {"tiebreaks", true},
                                     {"venue", true},
                                     {"starts", true},
                                     {"ends", true},
                                     {"chief-arbiter", true},
                                     {"unplayed", true},
                                     {"micro-matches", false},
                                     {"standings-by", true},
                                     {"db", true},
                                     {"help", false}});
    if (const auto finished = options.handleUsage("tournament", tournamentUsage, out, err, 2))
        return *finished;
    if (options.positional().size() != 2 ||
        (options.positional()[0] != "create" && options.positional()[0] != "show")) {
        err << "shashki tournament: expected create NAME or show NAME\n";
        return BadUsage;
    }
    const std::string name = options.positional()[1];
    db::Tournament tournament;
    tournament.name = name;
    if (options.positional()[0] == "create") {
        if (const auto system = options.value("system"))
            tournament.system = *system;
        if (const auto scoring = options.value("scoring"))
            tournament.scoring = *scoring;
        if (options.value("rounds")) {
            tournament.roundsPlanned = positiveNumber(options, "rounds");
            if (!tournament.roundsPlanned) {
                err << "shashki tournament: --rounds needs a number from 1\n";
                return BadUsage;
            }
        }
        if (const auto codes = options.value("tiebreaks")) {
            const auto parsed = reports::parseTieBreaks(*codes);
            if (!parsed) {
                err << "shashki tournament: " << parsed.error() << "\n";
                return BadUsage;
            }
            for (reports::TieBreak tieBreak : *parsed)
                tournament.tiebreakOrder.emplace_back(reports::info(tieBreak).code);
        }
        tournament.venue = options.value("venue");
        tournament.startsOn = options.value("starts");
        tournament.endsOn = options.value("ends");
        tournament.chiefArbiter = options.value("chief-arbiter");
        if (const auto unplayed = options.value("unplayed"))
            tournament.unplayedRounds = *unplayed;
        // Micro-matches: two games per pairing on a drawn opening, colours swapped.
        tournament.drawnOpenings = options.has("micro-matches");
        if (const auto by = options.value("standings-by")) {
            if (!tournament.drawnOpenings || (*by != "game-points" && *by != "match-points")) {
                err << "shashki tournament: --standings-by game-points|match-points goes with "
                       "--micro-matches\n";
                return BadUsage;
            }
            tournament.standingsBy = *by;
        }
    }
    std::optional<Database> database;
    const auto sql = session(options, "tournament", database, err);
    if (!sql)
        return ChecksFailed;
    if (options.positional()[0] == "create") {
        const auto made = db::TournamentStore(*sql).create(tournament);
        if (!made) {
            err << "shashki tournament: " << made.error().text() << "\n";
            return ChecksFailed;
        }
        out << "created tournament \"" << made->name << "\" (" << made->system << ", "
            << made->scoring << ")\n";
        return Success;
    }
    const auto found = db::TournamentStore(*sql).findByName(name);
    if (!found) {
        err << "shashki tournament: " << found.error().text() << "\n";
        return ChecksFailed;
    }
    out << found->name << ": " << found->system << ", scoring " << found->scoring;
    if (found->roundsPlanned)
        out << ", " << *found->roundsPlanned << " rounds";
    out << ", unplayed games: " << found->unplayedRounds;
    if (found->drawnOpenings)
        out << ", micro-matches on drawn openings, standings by " << found->standingsBy;
    out << "\n";
    const auto entries = db::EntryStore(*sql).list(found->id);
    if (!entries) {
        err << "shashki tournament: " << entries.error().text() << "\n";
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

int runEntry(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(args, {{"tournament", true},
                                     {"player", true},
                                     {"rating", true},
                                     {"title", true},
                                     {"club", true},
                                     {"start-number", true},
                                     {"after-round", true},
                                     {"why", true},
                                     {"db", true},
                                     {"help", false}});
    if (const auto finished = options.handleUsage("entry", entryUsage, out, err, 1))
        return *finished;
    const auto tournament = options.value("tournament");
    const auto player = options.value("player");
    if (options.positional().size() != 1 ||
        (options.positional()[0] != "add" && options.positional()[0] != "withdraw") ||
        !tournament || !player) {
        err << "shashki entry: expected add or withdraw, --tournament NAME and --player\n";
        return BadUsage;
    }
    const bool adding = options.positional()[0] == "add";
    const auto afterRound = positiveNumber(options, "after-round");
    if (!adding && !afterRound) {
        err << "shashki entry: withdraw needs --after-round R\n";
        return BadUsage;
    }
    std::optional<Database> database;
    const auto sql = session(options, "entry", database, err);
    if (!sql)
        return ChecksFailed;
    const auto found = db::TournamentStore(*sql).findByName(*tournament);
    if (!found) {
        err << "shashki entry: " << found.error().text() << "\n";
        return ChecksFailed;
    }
    db::EntryStore entries(*sql);
    if (adding) {
        db::Player newcomer;
        newcomer.name = *player;
        newcomer.rating = positiveNumber(options, "rating");
        newcomer.title = options.value("title");
        newcomer.club = options.value("club");
        const auto known = db::PlayerStore(*sql).list();
        if (!known) {
            err << "shashki entry: " << known.error().text() << "\n";
            return ChecksFailed;
        }
        const auto same = std::find_if(known->begin(), known->end(),
                                       [&](const db::Player &p) { return p.name == *player; });
        auto stored = same != known->end() ? db::DbResult<db::Player>(*same)
                                           : db::PlayerStore(*sql).add(newcomer);
        if (!stored) {
            err << "shashki entry: " << stored.error().text() << "\n";
            return ChecksFailed;
        }
        const auto entered =
            entries.enter(found->id, stored->id, positiveNumber(options, "start-number"));
        if (!entered) {
            err << "shashki entry: " << entered.error().text() << "\n";
            return ChecksFailed;
        }
        out << "entered " << entered->playerName << " with start number " << entered->startNumber
            << "\n";
        return Success;
    }
    const auto list = entries.list(found->id);
    if (!list) {
        err << "shashki entry: " << list.error().text() << "\n";
        return ChecksFailed;
    }
    const auto entry = std::find_if(list->begin(), list->end(), [&](const db::Entry &e) {
        return std::to_string(e.startNumber) == *player;
    });
    if (entry == list->end()) {
        err << "shashki entry: no player has start number " << *player << "\n";
        return ChecksFailed;
    }
    db::Entry withdrawn = *entry;
    withdrawn.withdrawnAfterRound = afterRound;
    const auto saved = entries.save(withdrawn, options.value("why"));
    if (!saved) {
        err << "shashki entry: " << saved.error().text() << "\n";
        return ChecksFailed;
    }
    out << saved->playerName << " withdrawn after round " << *afterRound << "\n";
    return Success;
}

} // namespace app
