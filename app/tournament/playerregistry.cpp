#include "playerregistry.h"

#include "databaseproblem.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "messagecatalogue.h"
#include "pairingnumbers.h"

#include <QSet>
#include <QString>
#include <algorithm>

namespace app {

namespace {

// Names compare trimmed and case-folded: "иванов " is "Иванов".
QString nameKey(const std::string &name)
{
    return QString::fromStdString(name).trimmed().toCaseFolded();
}

// The entries of the tournament named as one of `players`, with their players. Only those are
// read in full: a field of hundreds costs one query and a few lookups.
db::DbResult<std::vector<EnteredPlayer>> enteredNamed(db::SqlSession &session,
                                                      std::int64_t tournamentId,
                                                      const std::vector<db::Player> &players)
{
    const auto entries = db::EntryStore(session).list(tournamentId);
    if (!entries)
        return entries.error();
    QSet<QString> names;
    for (const db::Player &player : players)
        names.insert(nameKey(player.name));
    std::vector<EnteredPlayer> found;
    for (const db::Entry &entry : *entries) {
        if (!names.contains(nameKey(entry.playerName)))
            continue;
        const auto player = db::PlayerStore(session).find(entry.playerId);
        if (!player)
            return player.error();
        found.push_back({entry.startNumber, *player});
    }
    return found;
}

bool sameStoredPlayer(const db::Player &a, const db::Player &b)
{
    return a.id != 0 && a.id == b.id;
}

} // namespace

arbiter::Result<db::Player, Problem> knownPlayer(db::SqlSession &session, const db::Player &player)
{
    const auto known = db::PlayerStore(session).list();
    if (!known)
        return databaseProblem(known.error());
    std::optional<db::Player> reused;
    for (const db::Player &candidate : *known) {
        if (candidate.name != player.name ||
            (candidate.birthYear && player.birthYear && *candidate.birthYear != *player.birthYear))
            continue;
        if (!reused || (candidate.birthYear && candidate.birthYear == player.birthYear &&
                        reused->birthYear != player.birthYear))
            reused = candidate;
    }
    return reused.value_or(player);
}

bool samePerson(const db::Player &a, const db::Player &b)
{
    if (nameKey(a.name) != nameKey(b.name))
        return false;
    if (a.birthYear && b.birthYear)
        return *a.birthYear == *b.birthYear;
    return a.rating == b.rating;
}

std::string EntryRefusal::text(Language language) const
{
    const bool russian = language == Language::Russian;
    if (problem)
        return describe(*problem, language);
    if (sameAs) {
        std::string details = (russian ? "№ " : "No ") + std::to_string(sameAs->startNumber);
        if (sameAs->player.birthYear)
            details += russian ? ", " + std::to_string(*sameAs->player.birthYear) + " г. р."
                               : ", born " + std::to_string(*sameAs->player.birthYear);
        if (sameAs->player.rating)
            details +=
                (russian ? ", рейтинг " : ", rating ") + std::to_string(*sameAs->player.rating);
        return sameAs->player.name + " (" + details +
               (russian ? ") уже включён в турнир" : ") is entered already");
    }
    if (error)
        return describe(databaseProblem(*error), language);
    return russian ? "участник не включён" : "not entered";
}

arbiter::Result<db::Entry, EntryRefusal>
enterPlayer(db::SqlSession &session, std::int64_t tournamentId, const db::Player &player,
            bool confirmedDifferent, std::optional<int> startNumber)
{
    // A round robin's table is drawn for its players once round 1 is paired (invariant 3).
    const auto tournament = db::TournamentStore(session).find(tournamentId);
    if (!tournament)
        return EntryRefusal{std::nullopt, tournament.error()};
    if (reports::isRoundRobin(tournament->system)) {
        const auto rounds = db::PairingStore(session).rounds(tournamentId);
        if (!rounds)
            return EntryRefusal{std::nullopt, rounds.error()};
        if (!rounds->empty())
            return EntryRefusal{std::nullopt, std::nullopt,
                                Problem{ProblemCode::RoundRobinStarted,
                                        {tournament->name, std::to_string(rounds->back())}}};
    }
    const auto entered = enteredNamed(session, tournamentId, {player});
    if (!entered)
        return EntryRefusal{std::nullopt, entered.error()};
    for (const EnteredPlayer &existing : *entered)
        if (sameStoredPlayer(existing.player, player) ||
            (!confirmedDifferent && samePerson(existing.player, player)))
            return EntryRefusal{existing, std::nullopt};
    // The new player and his entry together: a refused entry (a start number taken) leaves no
    // player behind.
    std::optional<db::Entry> entry;
    const auto failure = session.transaction("enter " + player.name, [&]() -> db::DbStatus {
        db::Player stored = player;
        if (stored.id == 0) {
            auto added = db::PlayerStore(session).add(player);
            if (!added)
                return added.error();
            stored = *added;
        }
        // A Swiss numbers its players by the initial ranking: a new one is inserted at his rank,
        // read under the lock the entry is made under (pairingnumbers.h). Other systems give the
        // next number; a round robin's are drawn by lot before round 1.
        std::optional<int> number = startNumber;
        if (!number && tournament->system == reports::PairingSystem::Swiss) {
            auto rank = startNumberAtRank(session, tournamentId, stored);
            if (!rank)
                return rank.error();
            number = *rank;
        }
        auto made = db::EntryStore(session).enter(tournamentId, stored.id, number);
        if (!made)
            return made.error();
        entry = *made;
        return std::nullopt;
    });
    if (failure)
        return EntryRefusal{std::nullopt, *failure};
    return *entry;
}

arbiter::Result<int, ListEntryRefusal> enterPlayers(db::SqlSession &session,
                                                    std::int64_t tournamentId,
                                                    const std::vector<db::Player> &players)
{
    int entered = 0;
    std::optional<ListEntryRefusal> refused;
    const auto failure = session.transaction("enter the players of a list", [&]() -> db::DbStatus {
        for (std::size_t index = 0; index < players.size(); ++index) {
            auto done = enterPlayer(session, tournamentId, players[index], true);
            if (!done) {
                const db::Player &player = players[index];
                refused = ListEntryRefusal{index, std::move(done.error())};
                // Any error rolls the transaction back; its text is the refusal's.
                return db::DbError{"", refused->refusal.text(), "enter " + player.name};
            }
            ++entered;
        }
        return std::nullopt;
    });
    if (refused)
        return std::move(*refused);
    if (failure)
        return ListEntryRefusal{std::nullopt, EntryRefusal{std::nullopt, *failure}};
    return entered;
}

std::optional<Problem> editPlayer(db::SqlSession &session, std::int64_t playerId,
                                  const db::Player &fields)
{
    auto player = db::PlayerStore(session).find(playerId);
    if (!player)
        return databaseProblem(player.error());
    player->name = fields.name;
    player->rating = fields.rating;
    player->birthYear = fields.birthYear;
    player->title = fields.title;
    player->club = fields.club;
    player->region = fields.region;
    const auto saved = db::PlayerStore(session).save(*player);
    if (!saved)
        return databaseProblem(saved.error());
    return std::nullopt;
}

db::DbResult<std::vector<DuplicatePlayer>> duplicatesOf(db::SqlSession &session,
                                                        std::int64_t tournamentId,
                                                        const std::vector<db::Player> &players)
{
    const auto entered = enteredNamed(session, tournamentId, players);
    if (!entered)
        return entered.error();
    std::vector<DuplicatePlayer> duplicates;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const auto existing =
            std::find_if(entered->begin(), entered->end(), [&](const EnteredPlayer &e) {
                return sameStoredPlayer(e.player, players[i]) || samePerson(e.player, players[i]);
            });
        if (existing != entered->end()) {
            duplicates.push_back({i, *existing, std::nullopt});
            continue;
        }
        for (std::size_t j = 0; j < i; ++j)
            if (samePerson(players[j], players[i])) {
                duplicates.push_back({i, std::nullopt, j});
                break;
            }
    }
    return duplicates;
}

} // namespace app
