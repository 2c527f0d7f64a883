// Players: read, add, and save with optimistic concurrency (a save over a newer version fails
// with DbError::Kind::ChangedBySomeoneElse). Each call is one transaction.
#pragma once

#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Player
{
    std::int64_t id = 0;
    std::string name; // in any script
    std::optional<int> birthYear;
    std::optional<std::string> title; // title or sports category: GMI, МС, КМС …
    std::optional<int> rating;
    std::optional<std::string> club;
    std::optional<std::string> region;
    std::optional<std::string> federationId;
    std::optional<std::string> fmjdId;
    int version = 0; // as read; 0 for a player not stored yet
};

class PlayerStore
{
public:
    explicit PlayerStore(SqlSession &session) : m_session(session) {}

    DbResult<std::vector<Player>> list();
    DbResult<Player> find(std::int64_t id);
    // Stores a new player; returns it with its id and version.
    DbResult<Player> add(const Player &player);
    // Stores new players in one call (add_players, 0022: each logged); returns them in the
    // order given, each with its id and version.
    DbResult<std::vector<Player>> addMany(const std::vector<Player> &players);
    // Saves an edited player over the version it was read at; returns it with its new version.
    DbResult<Player> save(const Player &player);

private:
    SqlSession &m_session;
};

} // namespace db
