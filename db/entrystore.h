// A tournament's entries: players with their start numbers and withdrawals. Saves go over the
// version read (DbError::Kind::ChangedBySomeoneElse otherwise); a withdrawal is logged as a
// decision in the same transaction.
#pragma once

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
};

class EntryStore
{
public:
    explicit EntryStore(SqlSession &session) : m_session(session) {}

    // By start number.
    DbResult<std::vector<Entry>> list(std::int64_t tournamentId);
    // Enters a player with `startNumber`, or the next free number.
    DbResult<Entry> enter(std::int64_t tournamentId, std::int64_t playerId,
                          std::optional<int> startNumber = std::nullopt);
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
