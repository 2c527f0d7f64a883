// Live updates: the changes other clients make to pairings, results and games, as PostgreSQL
// announces them on channel shashki_changes (migration 0003). Delivered through the Qt event loop
// of the thread that opened the feed; the GUI reloads what it shows of the named tournaments.
#pragma once

#include "sqlsession.h"

#include <QObject>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Change
{
    std::string table;     // "pairings" or "games"
    std::string operation; // "INSERT", "UPDATE" or "DELETE"
    std::vector<std::int64_t> tournaments;
};

class ChangeFeed : public QObject
{
    Q_OBJECT

public:
    // Listens on a connection of its own.
    static DbResult<std::unique_ptr<ChangeFeed>> open(const std::string &conninfo);
    // A notification's payload as the tool's trigger writes it ({"table": "pairings" or
    // "games", "operation": …, "tournaments": [ids]}, nothing else); nullopt for anything else,
    // which another login may have sent: it is ignored.
    static std::optional<Change> changeOf(const QString &payload);

signals:
    void changed(const db::Change &change);

private:
    explicit ChangeFeed(std::unique_ptr<SqlSession> session);

    std::unique_ptr<SqlSession> m_session;
};

} // namespace db
