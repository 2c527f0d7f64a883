// Entering players into a tournament without entering one person twice. An entry of the
// tournament is taken for the same person as a player being entered when their names are the same
// (trimmed, compared case-insensitively) and so are their birth years — or, where either birth
// year is unknown, their ratings (both unknown count as the same). Such a player is entered only
// when the arbiter confirms that it is another person.
#pragma once

#include "arbiter/result.h"
#include "db/entrystore.h"
#include "db/playerstore.h"
#include "db/sqlsession.h"
#include "problem.h"
#include "reports/reportlanguage.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace app {

// A player entered in a tournament, with the start number.
struct EnteredPlayer
{
    int startNumber = 0;
    db::Player player;
};

// The stored player to enter for `player` as typed: the player of that name known already (from
// another tournament) unless the birth years say it is someone else — where several are, the one
// born in the year given — else `player` itself. The database's refusal as its Problem.
arbiter::Result<db::Player, Problem> knownPlayer(db::SqlSession &session, const db::Player &player);

// Whether `a` and `b` are taken for the same person by the rule above.
bool samePerson(const db::Player &a, const db::Player &b);

// Why a player was not entered: an entry taken for the same person, or the database's error.
struct EntryRefusal
{
    std::optional<EnteredPlayer> sameAs;
    std::optional<db::DbError> error;
    // A refusal of the tournament's own: RoundRobinStarted.
    std::optional<Problem> problem = {};

    // "Иванов (No 4, born 1980, rating 1500) is entered already" («Иванов (№ 4, 1980 г. р.,
    // рейтинг 1500) уже включён в турнир»), or the error's text, in `language`.
    std::string text(reports::Language language = reports::Language::English) const;
};

// Enters `player` into the tournament with `startNumber` (the numbers from it on move up by one
// when it is taken) or, in a Swiss, at his rank in the initial ranking (pairingnumbers.h), else
// with the next free number; a player not stored yet (id 0) is stored first. Refused with `sameAs`,
// nothing stored, when an entry of the tournament is taken for the same person and
// `confirmedDifferent` is false (the player's own entry is refused even then). The check and the
// entry are separate transactions: two clients entering one person in the same instant can both
// succeed.
arbiter::Result<db::Entry, EntryRefusal>
enterPlayer(db::SqlSession &session, std::int64_t tournamentId, const db::Player &player,
            bool confirmedDifferent, std::optional<int> startNumber = std::nullopt);

// Why a list of players was not entered: the refusal of the player at `index` of the list (none:
// the transaction itself failed, `refusal.error` saying why), or the caller stopped it.
struct ListEntryRefusal
{
    std::optional<std::size_t> index;
    EntryRefusal refusal;
    bool cancelled = false;
};

// How far entering a list has got, in steps: each player stored (when new), then each entered —
// `total` is twice the list's length. Returns false to stop: nothing is entered then.
using ListProgress = std::function<bool(std::size_t done, std::size_t total)>;

// Every player of `players` entered, numbered as enterPlayer entering them one after another in
// list order numbers them (in a Swiss each at his rank, app::startNumbersAtRank), all or none in
// one transaction; a player's own entry is refused, and no other is taken for an entry (the caller
// has checked the list with duplicatesOf). The entries are read once and each player stored and
// entered with one call each: new players in list order, then entered by start number, so that
// only the entries ranked below a newcomer move up. The number entered.
arbiter::Result<int, ListEntryRefusal> enterPlayers(db::SqlSession &session,
                                                    std::int64_t tournamentId,
                                                    const std::vector<db::Player> &players,
                                                    const ListProgress &progress = {});

// The stored player `playerId` given every field of `fields` (name, rating, birth year, title,
// club, region: checked by PlayerValidator), saved over the version read; the database's refusal
// as its Problem (databaseproblem.h).
std::optional<Problem> editPlayer(db::SqlSession &session, std::int64_t playerId,
                                  const db::Player &fields);

// A player of a list to enter taken for the same person as an entry of the tournament, or as a
// player before it in the list.
struct DuplicatePlayer
{
    std::size_t index = 0;                // in the list
    std::optional<EnteredPlayer> entered; // the entry it is taken for, or
    std::optional<std::size_t> earlier;   // the index of the earlier player of the list
};

// Every such player of `players`, in list order (each named once: the entry first).
db::DbResult<std::vector<DuplicatePlayer>> duplicatesOf(db::SqlSession &session,
                                                        std::int64_t tournamentId,
                                                        const std::vector<db::Player> &players);

// The same among the entries `entered` (for an entry, the first of them it is taken for): the
// players are looked up by name and birth year or rating rather than compared with one another,
// so that a list of 100,000 costs 100,000 lookups.
std::vector<DuplicatePlayer> duplicatesAmong(const std::vector<EnteredPlayer> &entered,
                                             const std::vector<db::Player> &players);

} // namespace app
