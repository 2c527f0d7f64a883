#include "pairingnumbers.h"

#include "databaseproblem.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "reports/initialranking.h"

#include <algorithm>
#include <iterator>
#include <set>
#include <utility>

namespace app {

namespace {

reports::RankedPlayer ranked(const db::Entry &entry)
{
    return {entry.playerName, entry.rating, entry.title};
}

// The entries of the tournament, in start-number order, or why not.
arbiter::Result<std::vector<db::Entry>, Problem> entriesOf(db::SqlSession &session,
                                                           std::int64_t tournamentId)
{
    auto entries = db::EntryStore(session).list(tournamentId);
    if (!entries)
        return databaseProblem(entries.error());
    return std::move(*entries);
}

// NumbersFixed for a tournament with a round paired (its name, the last round), else none.
std::optional<Problem> numbersFixed(db::SqlSession &session, std::int64_t tournamentId)
{
    const auto rounds = db::PairingStore(session).rounds(tournamentId);
    if (!rounds)
        return databaseProblem(rounds.error());
    if (rounds->empty())
        return std::nullopt;
    const auto tournament = db::TournamentStore(session).find(tournamentId);
    if (!tournament)
        return databaseProblem(tournament.error());
    return Problem{ProblemCode::NumbersFixed, {tournament->name, std::to_string(rounds->back())}};
}

// The entries numbered in `order` as `how`; NumbersFixed or EntriesChangedMeanwhile when the
// database refuses.
std::optional<Problem> numberInOrder(db::SqlSession &session, std::int64_t tournamentId,
                                     const std::vector<db::Entry> &order, reports::Numbering how,
                                     const std::optional<std::string> &why)
{
    std::vector<std::int64_t> ids;
    for (const db::Entry &entry : order)
        ids.push_back(entry.playerId);
    const auto numbered = db::EntryStore(session).number(tournamentId, ids, how, why);
    if (!numbered)
        return databaseProblem(numbered.error());
    switch (numbered->status) {
    case db::Numbered::Status::Numbered:
        return std::nullopt;
    case db::Numbered::Status::Paired:
        if (auto fixed = numbersFixed(session, tournamentId))
            return fixed;
        break;
    case db::Numbered::Status::Mismatch:
        break;
    }
    const auto tournament = db::TournamentStore(session).find(tournamentId);
    return Problem{ProblemCode::EntriesChangedMeanwhile,
                   {tournament ? tournament->name : std::to_string(tournamentId)}};
}

// The entries read, or the refusal before anything is written: round 1 paired.
arbiter::Result<std::vector<db::Entry>, Problem> entriesToNumber(db::SqlSession &session,
                                                                 std::int64_t tournamentId)
{
    if (auto fixed = numbersFixed(session, tournamentId))
        return std::move(*fixed);
    return entriesOf(session, tournamentId);
}

} // namespace

db::DbResult<int> startNumberAtRank(db::SqlSession &session, std::int64_t tournamentId,
                                    const db::Player &player)
{
    db::EntryStore store(session);
    if (const auto failure = store.lockNumbers(tournamentId))
        return *failure;
    const auto entries = store.list(tournamentId);
    if (!entries)
        return entries.error();
    std::vector<reports::RankedPlayer> field;
    for (const db::Entry &entry : *entries)
        field.push_back(ranked(entry));
    const int rank = reports::rankOfNewcomer(field, {player.name, player.rating, player.title});
    // Numbers as stored (an import may leave gaps): the number of the entry at that place.
    if (rank <= static_cast<int>(entries->size()))
        return (*entries)[static_cast<std::size_t>(rank - 1)].startNumber;
    return entries->empty() ? 1 : entries->back().startNumber + 1;
}

NumbersAtRank startNumbersAtRank(const std::vector<db::Entry> &field,
                                 const std::vector<db::Player> &newcomers)
{
    // Everyone as ranked: the field's entries first, then the newcomers.
    std::vector<reports::RankedPlayer> everyone;
    everyone.reserve(field.size() + newcomers.size());
    for (const db::Entry &entry : field)
        everyone.push_back(ranked(entry));
    for (const db::Player &player : newcomers)
        everyone.push_back({player.name, player.rating, player.title});
    const std::size_t fieldSize = field.size();
    const std::size_t head = everyone.size(); // before the first
    const std::size_t end = head + 1;         // after the last
    // The order as it grows, as a linked list: next[i] follows i. A newcomer goes in right after
    // the last player ranking before him (reports::rankOfNewcomer), or first.
    std::vector<std::size_t> next(head + 1, end);
    for (std::size_t i = 0; i < fieldSize; ++i)
        next[i == 0 ? head : i - 1] = i;
    // That player ranks before everyone after him: he is one of the players who rank before
    // everyone after them, and of those — who rank higher the further left they stand, so that
    // they are kept sorted by rank — the lowest ranked before the newcomer.
    const auto before = [&everyone](std::size_t a, std::size_t b) {
        return reports::ranksBefore(everyone[a], everyone[b]);
    };
    std::set<std::size_t, decltype(before)> lowest(before);
    std::optional<std::size_t> lowestAfter;
    for (std::size_t i = fieldSize; i-- > 0;)
        if (!lowestAfter || before(i, *lowestAfter)) {
            lowest.insert(i);
            lowestAfter = i;
        }
    for (std::size_t newcomer = fieldSize; newcomer < head; ++newcomer) {
        const auto above = lowest.lower_bound(newcomer); // the first not ranking before him
        const std::size_t after = above == lowest.begin() ? head : *std::prev(above);
        next[newcomer] = next[after];
        next[after] = newcomer;
        // Everyone after him ranks as he does or lower; he joins unless one ranks as he does.
        if (above == lowest.end() || before(newcomer, *above))
            lowest.insert(above, newcomer);
    }
    // The numbers: an entry's moves up by one for each newcomer before it; the newcomers just
    // before an entry took the numbers below it (each the number of the one after him, which
    // moved up), the ones after the last entry the numbers after it.
    NumbersAtRank numbers{std::vector<int>(newcomers.size()), std::vector<int>(fieldSize)};
    std::vector<std::size_t> run; // the newcomers since the last entry, in order
    int newcomersBefore = 0;
    int lastNumber = 0;
    for (std::size_t i = next[head]; i != end; i = next[i]) {
        if (i >= fieldSize) {
            run.push_back(i - fieldSize);
            ++newcomersBefore;
            continue;
        }
        lastNumber = field[i].startNumber + newcomersBefore;
        numbers.field[i] = lastNumber;
        for (std::size_t r = 0; r < run.size(); ++r)
            numbers.newcomers[run[r]] = lastNumber - static_cast<int>(run.size() - r);
        run.clear();
    }
    for (std::size_t r = 0; r < run.size(); ++r)
        numbers.newcomers[run[r]] = lastNumber + 1 + static_cast<int>(r);
    return numbers;
}

std::vector<db::Entry> sortedByInitialRanking(std::vector<db::Entry> entries)
{
    std::vector<reports::RankedPlayer> players;
    for (const db::Entry &entry : entries)
        players.push_back(ranked(entry));
    std::vector<db::Entry> sorted;
    for (const std::size_t index : reports::initialRanking(players))
        sorted.push_back(entries[index]);
    return sorted;
}

std::optional<Problem> sortStartNumbers(db::SqlSession &session, std::int64_t tournamentId,
                                        const std::optional<std::string> &why)
{
    auto entries = entriesToNumber(session, tournamentId);
    if (!entries)
        return std::move(entries.error());
    return numberInOrder(session, tournamentId, sortedByInitialRanking(std::move(entries.value())),
                         reports::Numbering::Ranking, why);
}

std::optional<Problem> moveStartNumber(db::SqlSession &session, std::int64_t tournamentId, int from,
                                       int to, const std::optional<std::string> &why)
{
    auto entries = entriesToNumber(session, tournamentId);
    if (!entries)
        return std::move(entries.error());
    const auto moving = std::find_if(entries->begin(), entries->end(),
                                     [from](const db::Entry &e) { return e.startNumber == from; });
    if (moving == entries->end())
        return Problem{ProblemCode::NoSuchPlayer, {std::to_string(from)}};
    const int count = static_cast<int>(entries->size());
    if (to < 1 || to > count)
        return Problem{ProblemCode::StartNumberOutOfRange,
                       {std::to_string(to), std::to_string(count)}};
    std::vector<db::Entry> &order = entries.value();
    db::Entry moved = *moving;
    order.erase(moving);
    order.insert(order.begin() + (to - 1), std::move(moved));
    return numberInOrder(session, tournamentId, *entries, reports::Numbering::Arbiter, why);
}

std::optional<Problem> drawStartNumbers(db::SqlSession &session, std::int64_t tournamentId,
                                        std::mt19937_64 &random,
                                        const std::optional<std::string> &why)
{
    auto entries = entriesToNumber(session, tournamentId);
    if (!entries)
        return std::move(entries.error());
    // Fisher–Yates with the generator's own numbers (std::shuffle's use of them is the library's
    // to choose; this order is the same on every machine for one seed).
    for (std::size_t i = entries->size(); i > 1; --i) {
        const std::size_t j = static_cast<std::size_t>(random() % i);
        std::swap(entries.value()[i - 1], entries.value()[j]);
    }
    return numberInOrder(session, tournamentId, *entries, reports::Numbering::Lot, why);
}

} // namespace app
