#include "changewatch.h"

#include "databaseproblem.h"
#include "db/changefeed.h"

#include <QObject>

namespace app {

arbiter::Result<std::unique_ptr<ChangeWatch>, Problem>
ChangeWatch::open(const std::string &conninfo, Changed changed)
{
    auto feed = db::ChangeFeed::open(conninfo);
    if (!feed)
        return databaseProblem(feed.error());
    // The feed is the connection's context: it ends with the feed, so with the watch.
    QObject::connect(
        feed.value().get(), &db::ChangeFeed::changed, feed.value().get(),
        [changed = std::move(changed)](const db::Change &change) { changed(change.tournaments); });
    return std::unique_ptr<ChangeWatch>(new ChangeWatch(std::move(feed.value())));
}

ChangeWatch::ChangeWatch(std::unique_ptr<db::ChangeFeed> feed) : m_feed(std::move(feed)) {}

ChangeWatch::~ChangeWatch() = default;

} // namespace app
