// Live updates for a window: the tournaments other clients change (pairings, results, games), as
// PostgreSQL announces them on channel shashki_changes (db::ChangeFeed, migration 0003), on a
// connection of the watch's own. Delivered through the Qt event loop of the thread that opened
// the watch, for as long as it lives. A burst of changes is heard as one call per interval
// (coalescingMilliseconds) with every tournament it touched, however many there were: a flood
// of notifications, which any login can send, reloads a window a few times a second at most.
#pragma once

#include "arbiter/result.h"
#include "problem.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

class QTimer;

namespace db {
class ChangeFeed;
}

namespace app {

class ChangeWatch
{
public:
    // The changes of this long are gathered into one call.
    static constexpr int coalescingMilliseconds = 250;

    // Called with the ids of the tournaments the changes of an interval touched, in order.
    using Changed = std::function<void(const std::vector<std::int64_t> &tournaments)>;

    // Listens on `conninfo`; the database's refusal as its Problem (databaseproblem.h).
    static arbiter::Result<std::unique_ptr<ChangeWatch>, Problem> open(const std::string &conninfo,
                                                                       Changed changed);
    ~ChangeWatch();
    ChangeWatch(const ChangeWatch &) = delete;
    ChangeWatch &operator=(const ChangeWatch &) = delete;

private:
    ChangeWatch(std::unique_ptr<db::ChangeFeed> feed, Changed changed);

    std::unique_ptr<db::ChangeFeed> m_feed;
    Changed m_changed;
    std::set<std::int64_t> m_pending; // heard since the last call
    QTimer *m_timer = nullptr;        // owned by the feed
};

} // namespace app
