// A tournament's settings saved over the version read (issue 12, invariant 3). The settings that
// shape the pairings — system, planned rounds, micro-matches, the drawn round order — are fixed
// once round 1 is paired: a change is refused (SettingLocked) unless the chief arbiter states the
// reason, and then it is written to the decisions log with what changed. The others (tie-break
// order, scoring display, dates, venue …) change freely; once round 1 is paired they are logged
// too.
#pragma once

#include "arbiter/result.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "problem.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

struct SettingChange
{
    std::string setting; // "system", "number of rounds", "micro-matches", "round order" …
    std::string before;
    std::string after;
    bool shapesPairings = false;
};

// What differs from `before` to `after`, the settings that shape the pairings first.
std::vector<SettingChange> settingChanges(const db::Tournament &before,
                                          const db::Tournament &after);

// The most characters (code points) a tournament's name may have.
inline constexpr std::size_t maxTournamentNameCharacters = 200;

// What is wrong with a tournament's name as typed or read from a file (TournamentNameBlank,
// TournamentNameHidden, TournamentNameTooLong: typedtext.h's rules), or nothing.
std::optional<Problem> tournamentNameProblem(std::string_view name);

// A new tournament with the settings of `draft`, or the database's refusal (a name taken, a
// setting the records do not take) as its Problem; a name tournamentNameProblem refuses is
// refused first.
arbiter::Result<db::Tournament, Problem> createTournament(db::SqlSession &session,
                                                          const db::Tournament &draft);

// Saves `changed` (its version the one read). `chiefReason`: the chief arbiter's reason for a
// change of a setting that shapes the pairings once round 1 is paired; without it such a change
// is SettingLocked; with it an empty reason is ReasonRequired.
arbiter::Result<db::Tournament, Problem>
saveTournamentSettings(db::SqlSession &session, const db::Tournament &changed,
                       const std::optional<std::string> &chiefReason = std::nullopt);

} // namespace app
