#include "tournamentsettings.h"

#include "databaseproblem.h"
#include "db/pairingstore.h"
#include "reports/textlines.h"
#include "typedtext.h"

#include <type_traits>

namespace app {

namespace {

std::string text(const std::optional<std::string> &value)
{
    return value.value_or("none");
}

std::string text(const std::optional<int> &value)
{
    return value ? std::to_string(*value) : std::string("none");
}

std::string text(const std::optional<std::int64_t> &value)
{
    return value ? std::to_string(*value) : std::string("none");
}

std::string text(bool value)
{
    return value ? "yes" : "no";
}

std::string text(const std::vector<reports::TieBreak> &order)
{
    std::string out;
    for (const reports::TieBreak tieBreak : order)
        out += (out.empty() ? "" : ",") + std::string(reports::info(tieBreak).code);
    return out.empty() ? "default" : out;
}

// A setting by its code, as the log has always written it ("swiss", "fide-2024").
template <class Setting>
requires std::is_enum_v<Setting> std::string text(const std::optional<Setting> &value)
{
    return value ? std::string(reports::settingCode(*value)) : std::string("none");
}

} // namespace

std::vector<SettingChange> settingChanges(const db::Tournament &before, const db::Tournament &after)
{
    std::vector<SettingChange> changes;
    const auto compare = [&changes](const std::string &setting, const auto &a, const auto &b,
                                    bool shapesPairings) {
        if (a != b)
            changes.push_back({setting, text(a), text(b), shapesPairings});
    };
    // These decide who meets whom, and when (the Berger table, the Swiss rounds, two games per
    // pairing): fixed once round 1 is paired.
    compare("system", std::optional(before.system), std::optional(after.system), true);
    compare("number of rounds", before.roundsPlanned, after.roundsPlanned, true);
    compare("micro-matches", before.drawnOpenings, after.drawnOpenings, true);
    compare("round order", before.roundOrderSeed, after.roundOrderSeed, true);
    compare("acceleration", std::optional(before.acceleration), std::optional(after.acceleration),
            true);
    compare("initial colour", std::optional(before.initialColour),
            std::optional(after.initialColour), true);
    // Presentation and the rules of the games: free, logged.
    compare("name", std::optional(before.name), std::optional(after.name), false);
    compare("venue", before.venue, after.venue, false);
    compare("start date", before.startsOn, after.startsOn, false);
    compare("end date", before.endsOn, after.endsOn, false);
    compare("chief arbiter", before.chiefArbiter, after.chiefArbiter, false);
    compare("scoring", std::optional(before.scoring), std::optional(after.scoring), false);
    compare("rule set", std::optional(before.ruleSet), std::optional(after.ruleSet), false);
    compare("tie-break order", before.tiebreakOrder, after.tiebreakOrder, false);
    compare("time control", before.timeControl, after.timeControl, false);
    compare("increment", before.hasIncrement, after.hasIncrement, false);
    compare("unplayed games in tie-breaks", std::optional(before.unplayedRounds),
            std::optional(after.unplayedRounds), false);
    compare("micro-match standings", std::optional(before.standingsBy),
            std::optional(after.standingsBy), false);
    // How withdrawn players' games count: the standings only, never who meets whom.
    compare("withdrawal rule", std::optional(before.withdrawalRule),
            std::optional(after.withdrawalRule), false);
    return changes;
}

std::optional<Problem> tournamentNameProblem(std::string_view name)
{
    const auto fault = textFault(name, maxTournamentNameCharacters);
    if (!fault)
        return reports::trimmed(name, " ").empty()
                   ? std::optional<Problem>(
                         Problem{ProblemCode::TournamentNameBlank, {std::string(name)}})
                   : std::nullopt;
    if (*fault != TextFault::TooLong)
        return Problem{ProblemCode::TournamentNameHidden, {visibleText(name)}};
    return Problem{ProblemCode::TournamentNameTooLong,
                   {std::string(firstCharacters(name, 40)),
                    std::to_string(codePoints(name)->size()),
                    std::to_string(maxTournamentNameCharacters)}};
}

arbiter::Result<db::Tournament, Problem> createTournament(db::SqlSession &session,
                                                          const db::Tournament &draft)
{
    if (auto problem = tournamentNameProblem(draft.name))
        return *problem;
    auto made = db::TournamentStore(session).create(draft);
    if (!made)
        return databaseProblem(made.error());
    return std::move(made.value());
}

arbiter::Result<db::Tournament, Problem>
saveTournamentSettings(db::SqlSession &session, const db::Tournament &changed,
                       const std::optional<std::string> &chiefReason)
{
    const auto database = [](const db::DbError &error) { return databaseProblem(error); };
    db::TournamentStore store(session);
    const auto stored = store.find(changed.id);
    if (!stored)
        return database(stored.error());
    const auto rounds = db::PairingStore(session).rounds(changed.id);
    if (!rounds)
        return database(rounds.error());
    const std::vector<SettingChange> changes = settingChanges(*stored, changed);
    if (changes.empty())
        return *stored;
    if (changed.name != stored->name)
        if (auto problem = tournamentNameProblem(changed.name))
            return *problem;
    if (rounds->empty()) {
        const auto saved = store.save(changed);
        if (!saved)
            return database(saved.error());
        return *saved;
    }
    for (const SettingChange &change : changes) {
        if (!change.shapesPairings)
            continue;
        if (!chiefReason)
            return Problem{ProblemCode::SettingLocked,
                           {change.setting, change.before, change.after}};
        if (chiefReason->find_first_not_of(" \t\r\n") == std::string::npos)
            return Problem{ProblemCode::ReasonRequired, {change.setting}};
    }
    // The database words the changes in the log (save_tournament, 0022).
    const auto saved = store.save(changed, chiefReason);
    if (!saved)
        return database(saved.error());
    return *saved;
}

} // namespace app
