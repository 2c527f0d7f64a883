// A tournament's entries: players with their start numbers and withdrawals. Saves go over the
// version read (DbError::Kind::ChangedBySomeoneElse otherwise); a withdrawal is logged as a
// decision in the same transaction.
#pragma once

#include "reports/settings.h"
#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Entry
{
    std::int64_t tournamentId = 0;
    std::int64_t playerId = 0;
    std::string playerName;    // read only
    std::optional<int> rating; // read only: the player's
    int startNumber = 0;
    std::optional<int> withdrawnAfterRound; // none: still playing
    int version = 0;
    // Read only: the player's other fields, for the players list.
    std::optional<std::string> title;
    std::optional<std::string> club;
    std::optional<int> birthYear;
    std::optional<std::string> region;
    std::optional<std::string> federationId;
    // Set by EntryStore::enter only: how many entries moved up by one to make room (a start number
    // taken, 0018).
    int movedUp = 0;
};

// What EntryStore::number did.
struct Numbered
{
    enum class Status
    {
        Numbered, // the numbers are given
        Paired,   // round 1 is paired: the numbers stay
        Mismatch, // the players given are not the tournament's entries (changed meanwhile)
    };
    Status status = Status::Numbered;
    int moved = 0; // entries whose number changed
};

class EntryStore
{
public:
    explicit EntryStore(SqlSession &session) : m_session(session) {}

    // By start number.
    DbResult<std::vector<Entry>> list(std::int64_t tournamentId);
    // Enters a player with `startNumber` (the numbers from it on move up by one when it is
    // taken), or the next free number; logged.
    DbResult<Entry> enter(std::int64_t tournamentId, std::int64_t playerId,
                          std::optional<int> startNumber = std::nullopt);
    // Enters the players in the order given in one call (enter_players, 0022), each as enter()
    // enters him, at the start number at the same place of `startNumbers` (the same size) or the
    // next free one; the entries in that order.
    DbResult<std::vector<Entry>> enterMany(std::int64_t tournamentId,
                                           const std::vector<std::int64_t> &playerIds,
                                           const std::vector<std::optional<int>> &startNumbers);
    // Takes the tournament's lock on its start numbers until the transaction the caller runs
    // ends: numbers computed from the entries read after it are not raced by another client.
    DbStatus lockNumbers(std::int64_t tournamentId);
    // Gives the players `playerIds` (every entry of the tournament, in their new order) the start
    // numbers 1, 2, 3 …, logged as `how` with `why` — only before round 1 is paired.
    DbResult<Numbered> number(std::int64_t tournamentId, const std::vector<std::int64_t> &playerIds,
                              reports::Numbering how, const std::optional<std::string> &why);
    // Saves the start number and the withdrawal over the version read.
    DbResult<Entry> save(const Entry &entry, const std::optional<std::string> &why = std::nullopt);

    // Deletes the entry read (and the player, when no other tournament, pairing or game names
    // him), logged with `why` — only while he sits at no board and has no game in the tournament:
    // false then, and nothing changed.
    DbResult<bool> remove(const Entry &entry, const std::optional<std::string> &why);

private:
    SqlSession &m_session;
};

} // namespace db
