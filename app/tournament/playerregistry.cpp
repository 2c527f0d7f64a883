#include "playerregistry.h"

#include "databaseproblem.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "messagecatalogue.h"
#include "pairingnumbers.h"

#include <QSet>
#include <QString>
#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

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

// The first of a list of players taken for the same person as another (samePerson), found by
// name and birth year or by name and rating instead of comparing him with each of the list.
class PersonLookup
{
public:
    // The player at `index` of the list, his name as nameKey gives it; a later one of the same
    // keys is never the first.
    void add(std::size_t index, const QString &name, const db::Player &player)
    {
        if (player.birthYear)
            m_byBirthYear.try_emplace({name, player.birthYear}, index);
        else
            m_byRatingUnborn.try_emplace({name, player.rating}, index);
        m_byRating.try_emplace({name, player.rating}, index);
    }

    // Born the same year — or where either birth year is unknown, rated the same.
    std::optional<std::size_t> first(const QString &name, const db::Player &player) const
    {
        if (!player.birthYear)
            return found(m_byRating, {name, player.rating});
        const auto sameYear = found(m_byBirthYear, {name, player.birthYear});
        const auto sameRating = found(m_byRatingUnborn, {name, player.rating});
        if (sameYear && sameRating)
            return std::min(*sameYear, *sameRating);
        return sameYear ? sameYear : sameRating;
    }

private:
    using Key = std::pair<QString, std::optional<int>>;
    using Firsts = std::map<Key, std::size_t>;

    static std::optional<std::size_t> found(const Firsts &firsts, const Key &key)
    {
        const auto at = firsts.find(key);
        return at == firsts.end() ? std::nullopt : std::optional(at->second);
    }

    Firsts m_byBirthYear;    // of the players with a birth year
    Firsts m_byRatingUnborn; // of those without
    Firsts m_byRating;       // of all
};

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
                                                    const std::vector<db::Player> &players,
                                                    const ListProgress &progress)
{
    if (players.empty())
        return 0;
    const std::string context = "enter the players of a list";
    std::optional<ListEntryRefusal> refused;
    // Any refusal rolls the transaction back; the error's text is the refusal's.
    const auto refuse = [&](std::optional<std::size_t> index, EntryRefusal refusal) {
        refused = ListEntryRefusal{index, std::move(refusal)};
        return db::DbError{"", refused->refusal.text(), context};
    };
    const std::size_t total = 2 * players.size();
    const auto stopped = [&](std::size_t done) {
        if (!progress || progress(done, total))
            return false;
        refused = ListEntryRefusal{std::nullopt, EntryRefusal{}, true};
        return true;
    };
    const auto failure = session.transaction(context, [&]() -> db::DbStatus {
        // What enterPlayer checks for each player, once: the tournament, a round robin's round 1.
        const auto tournament = db::TournamentStore(session).find(tournamentId);
        if (!tournament)
            return refuse(0, EntryRefusal{std::nullopt, tournament.error()});
        if (reports::isRoundRobin(tournament->system)) {
            const auto rounds = db::PairingStore(session).rounds(tournamentId);
            if (!rounds)
                return refuse(0, EntryRefusal{std::nullopt, rounds.error()});
            if (!rounds->empty())
                return refuse(
                    0, EntryRefusal{std::nullopt, std::nullopt,
                                    Problem{ProblemCode::RoundRobinStarted,
                                            {tournament->name, std::to_string(rounds->back())}}});
        }
        // The entries, read once under the lock the entries below are made under.
        db::EntryStore entries(session);
        if (const auto locked = entries.lockNumbers(tournamentId))
            return refuse(std::nullopt, EntryRefusal{std::nullopt, *locked});
        const auto field = entries.list(tournamentId);
        if (!field)
            return refuse(std::nullopt, EntryRefusal{std::nullopt, field.error()});
        // A stored player's own entry is refused even when confirmed (enterPlayer).
        std::map<std::int64_t, const db::Entry *> entryOf;
        for (const db::Entry &entry : *field)
            entryOf.emplace(entry.playerId, &entry);
        for (std::size_t index = 0; index < players.size(); ++index) {
            const auto own =
                players[index].id == 0 ? entryOf.end() : entryOf.find(players[index].id);
            if (own == entryOf.end() ||
                nameKey(own->second->playerName) != nameKey(players[index].name))
                continue;
            const auto player = db::PlayerStore(session).find(own->first);
            if (!player)
                return refuse(index, EntryRefusal{std::nullopt, player.error()});
            return refuse(index, EntryRefusal{EnteredPlayer{own->second->startNumber, *player},
                                              std::nullopt});
        }
        // The new players stored in list order (their ids in that order), a batch per call
        // (add_players, 0022) …
        constexpr std::size_t batch = 2000;
        std::vector<db::Player> stored = players;
        std::vector<std::size_t> newcomers;
        for (std::size_t index = 0; index < stored.size(); ++index)
            if (stored[index].id == 0)
                newcomers.push_back(index);
        for (std::size_t first = 0; first < newcomers.size(); first += batch) {
            const std::size_t last = std::min(newcomers.size(), first + batch);
            std::vector<db::Player> adding;
            for (std::size_t i = first; i < last; ++i)
                adding.push_back(stored[newcomers[i]]);
            auto added = db::PlayerStore(session).addMany(adding);
            if (!added)
                return refuse(newcomers[first], EntryRefusal{std::nullopt, added.error()});
            for (std::size_t i = first; i < last; ++i)
                stored[newcomers[i]] = std::move((*added)[i - first]);
            if (stopped(newcomers[last - 1] + 1))
                return db::DbError{"", "stopped", context};
        }
        if ((newcomers.empty() || newcomers.back() + 1 < stored.size()) && stopped(stored.size()))
            return db::DbError{"", "stopped", context};
        // … then entered: a Swiss's at their ranks, by start number, each then given a number no
        // newcomer holds (an entry ranked below him moves up); others with the next free number.
        std::vector<std::size_t> order(stored.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::vector<std::optional<int>> numbers(stored.size());
        if (tournament->system == reports::PairingSystem::Swiss) {
            const NumbersAtRank ranked = startNumbersAtRank(*field, stored);
            std::sort(order.begin(), order.end(), [&ranked](std::size_t a, std::size_t b) {
                return ranked.newcomers[a] < ranked.newcomers[b];
            });
            for (std::size_t index = 0; index < stored.size(); ++index)
                numbers[index] = ranked.newcomers[index];
        }
        // A batch per call (enter_players, 0022), each player logged.
        for (std::size_t first = 0; first < order.size(); first += batch) {
            const std::size_t last = std::min(order.size(), first + batch);
            std::vector<std::int64_t> ids;
            std::vector<std::optional<int>> wanted;
            for (std::size_t done = first; done < last; ++done) {
                ids.push_back(stored[order[done]].id);
                wanted.push_back(numbers[order[done]]);
            }
            const auto made = entries.enterMany(tournamentId, ids, wanted);
            if (!made)
                return refuse(order[first], EntryRefusal{std::nullopt, made.error()});
            if (stopped(stored.size() + last))
                return db::DbError{"", "stopped", context};
        }
        return std::nullopt;
    });
    if (refused)
        return std::move(*refused);
    if (failure)
        return ListEntryRefusal{std::nullopt, EntryRefusal{std::nullopt, *failure}};
    return static_cast<int>(players.size());
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
    return duplicatesAmong(*entered, players);
}

std::vector<DuplicatePlayer> duplicatesAmong(const std::vector<EnteredPlayer> &entered,
                                             const std::vector<db::Player> &players)
{
    PersonLookup enteredPersons;
    std::map<std::int64_t, std::size_t> enteredIds; // the first entry of each stored player
    for (std::size_t e = 0; e < entered.size(); ++e) {
        enteredPersons.add(e, nameKey(entered[e].player.name), entered[e].player);
        if (entered[e].player.id != 0)
            enteredIds.try_emplace(entered[e].player.id, e);
    }
    PersonLookup listed;
    std::vector<DuplicatePlayer> duplicates;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const QString name = nameKey(players[i].name);
        std::optional<std::size_t> entry = enteredPersons.first(name, players[i]);
        if (const auto same =
                players[i].id == 0 ? enteredIds.end() : enteredIds.find(players[i].id);
            same != enteredIds.end() && (!entry || same->second < *entry))
            entry = same->second;
        if (entry)
            duplicates.push_back({i, entered[*entry], std::nullopt});
        else if (const auto earlier = listed.first(name, players[i]))
            duplicates.push_back({i, std::nullopt, *earlier});
        listed.add(i, name, players[i]);
    }
    return duplicates;
}

} // namespace app
