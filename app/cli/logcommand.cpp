#include "logcommand.h"

#include "app/tournament/decisionhistory.h"
#include "app/tournament/decisiontext.h"
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/tournamentlookup.h"
#include "arbiter/json.h"
#include "clilanguage.h"
#include "commandline.h"

#include <ostream>
#include <vector>

namespace app {

namespace {

constexpr std::string_view logUsage =
    R"(Usage: shashki log --tournament NAME [--round R] [--json] [--db URL]

Prints the decisions log of a tournament, oldest first: every result entered, withdrawal, change
of pairings by hand, drawn opening or round order and draw-claim ruling, one line each: when (UTC),
by whom (the database role), what it concerns (round, board, game id, player), what was decided
and why. --round R keeps the entries concerning round R. --json prints one document:
{"tournament":…,"decisions":[{"id":…,"decidedAt":…,"decidedBy":…,"round":…,"board":…,
"gameId":…,"playerId":…,"what":…,"why":…,"before":…,"after":…}]}.
)";

constexpr std::string_view logUsageRu =
    R"(Запуск: shashki log --tournament ИМЯ [--round R] [--json] [--db URL]

Выводит журнал решений турнира от первых записей к последним: каждый внесённый результат,
выбывание, ручное изменение пар, выбранный жребием дебют или порядок туров и решение по заявке
на ничью, по строке на каждое: когда (UTC), кем (роль в базе данных), к чему относится (тур,
доска, id партии, участник), что решено и почему. --round R оставляет записи, относящиеся
к туру R. --json выводит один документ:
{"tournament":…,"decisions":[{"id":…,"decidedAt":…,"decidedBy":…,"round":…,"board":…,
"gameId":…,"playerId":…,"what":…,"why":…,"before":…,"after":…}]}.
)";

// "round 3 board 2 game id 17", "round 1 player Григорьев (4)"; in Russian «тур 3, доска 2,
// id партии 17», «тур 1, участник «Григорьев» (4)»; empty for the whole tournament.
std::string subjectOf(const db::Decision &decision)
{
    std::string subject;
    const std::string joint = said(" ", ", ");
    const auto add = [&subject, &joint](const std::string &part) {
        subject += (subject.empty() ? "" : joint) + part;
    };
    if (decision.round)
        add(said("round ", "тур ") + std::to_string(*decision.round));
    if (decision.board)
        add(said("board ", "доска ") + std::to_string(*decision.board));
    if (decision.gameId)
        add(said("game id ", "id партии ") + std::to_string(*decision.gameId));
    if (decision.playerId) {
        if (!decision.playerName) {
            // Deleted since.
            add(said("player id ", "id участника ") + std::to_string(*decision.playerId));
        } else {
            std::string player =
                said("player " + *decision.playerName, "участник «" + *decision.playerName + "»");
            if (decision.startNumber)
                player += " (" + std::to_string(*decision.startNumber) + ")";
            add(player);
        }
    }
    return subject;
}

void printText(const std::vector<db::Decision> &decisions, std::ostream &out)
{
    for (const db::Decision &decision : decisions) {
        // 2026-11-30T12:00:01Z as 2026-11-30 12:00:01.
        std::string when = decision.decidedAt;
        if (when.size() == 20 && when[10] == 'T' && when.back() == 'Z') {
            when[10] = ' ';
            when.pop_back();
        }
        out << when << "  " << decision.decidedBy;
        if (const std::string subject = subjectOf(decision); !subject.empty())
            out << "  " << subject;
        // What was decided: the log's English as stored, or its Russian made from its facts.
        out << "  " << decisionText(decision, cliLanguage());
        if (decision.why)
            out << "  \xE2\x80\x94 " << decisionWhy(decision); // an em dash, the reason escaped
        out << "\n";
    }
}

template <class T>
std::string jsonOf(const std::optional<T> &value)
{
    return value ? std::to_string(*value) : "null";
}

void printJson(const std::string &tournament, const std::vector<db::Decision> &decisions,
               std::ostream &out)
{
    out << "{\"tournament\":" << arbiter::json::quote(tournament) << ",\"decisions\":[";
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        const db::Decision &decision = decisions[i];
        // before and after are JSON already (jsonb in the database): embedded as they are.
        out << (i ? "," : "") << "\n{\"id\":" << decision.id
            << ",\"decidedAt\":" << arbiter::json::quote(decision.decidedAt)
            << ",\"decidedBy\":" << arbiter::json::quote(decision.decidedBy)
            << ",\"round\":" << jsonOf(decision.round) << ",\"board\":" << jsonOf(decision.board)
            << ",\"gameId\":" << jsonOf(decision.gameId)
            << ",\"playerId\":" << jsonOf(decision.playerId)
            << ",\"what\":" << arbiter::json::quote(decision.what)
            << ",\"why\":" << (decision.why ? arbiter::json::quote(*decision.why) : "null")
            << ",\"before\":" << decision.before.value_or("null")
            << ",\"after\":" << decision.after.value_or("null") << "}";
    }
    out << (decisions.empty() ? "" : "\n") << "]}\n";
}

} // namespace

int runLog(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const CommandLine options(
        args,
        {{"tournament", true}, {"round", true}, {"json", false}, {"db", true}, {"help", false}});
    const std::string usage = said(logUsage, logUsageRu);
    if (const auto finished = options.handleUsage("log", usage, out, err))
        return *finished;
    const auto round =
        options.intOption("round", said("a round number", "номер тура"), 1, noMaximum, "log", err);
    if (round.refused)
        return BadUsage;
    const auto tournament = options.value("tournament");
    if (!tournament) {
        err << said("shashki log: expected --tournament NAME\n",
                    "shashki log: нужен --tournament ИМЯ\n");
        return BadUsage;
    }
    std::optional<Database> database;
    const auto session = openCommandSession(options, "log", database, err);
    if (!session)
        return ChecksFailed;
    // The tournament, then its log: each refusal a Problem, said in the run's language.
    const auto found = findTournament(*session, *tournament);
    if (!found) {
        err << "shashki log: " << describe(found.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    auto decisions = decisionHistory(*session, found->id);
    if (!decisions) {
        err << "shashki log: " << describe(decisions.error(), cliLanguage()) << "\n";
        return ChecksFailed;
    }
    // --round R: the entries concerning round R.
    if (round.value)
        std::erase_if(decisions.value(), [&round](const db::Decision &decision) {
            return decision.round != round.value;
        });
    if (options.has("json"))
        printJson(*tournament, *decisions, out);
    else
        printText(*decisions, out);
    return Success;
}

} // namespace app
