// Live updates for a window: the tournaments other clients change (pairings, results, games), as
// PostgreSQL announces them on channel shashki_changes (db::ChangeFeed, migration 0003), on a
// connection of the watch's own. Delivered through the Qt event loop of the thread that opened
// the watch, for as long as it lives.
#pragma once

#include "arbiter/result.h"
#include "problem.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace db {
class ChangeFeed;
}

namespace app {

class ChangeWatch
{
public:
    // Called with the ids of the tournaments a change touched.
    using Changed = std::function<void(const std::vector<std::int64_t> &tournaments)>;

    // Listens on `conninfo`; the database's refusal as its Problem (databaseproblem.h).
    static arbiter::Result<std::unique_ptr<ChangeWatch>, Problem> open(const std::string &conninfo,
                                                                       Changed changed);
    ~ChangeWatch();
    ChangeWatch(const ChangeWatch &) = delete;
    ChangeWatch &operator=(const ChangeWatch &) = delete;

private:
    explicit ChangeWatch(std::unique_ptr<db::ChangeFeed> feed);

    std::unique_ptr<db::ChangeFeed> m_feed;
};

} // namespace app
