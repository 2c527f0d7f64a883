#include "changewatch.h"

#include "databaseproblem.h"
#include "db/changefeed.h"

#include <QObject>
#include <QTimer>

namespace app {

arbiter::Result<std::unique_ptr<ChangeWatch>, Problem>
ChangeWatch::open(const std::string &conninfo, Changed changed)
{
    auto feed = db::ChangeFeed::open(conninfo);
    if (!feed)
        return databaseProblem(feed.error());
    std::unique_ptr<ChangeWatch> watch(
        new ChangeWatch(std::move(feed.value()), std::move(changed)));
    // The feed is the connection's context and the timer's parent: they end with the feed, so
    // with the watch, and the calls never outlive it.
    db::ChangeFeed *source = watch->m_feed.get();
    watch->m_timer = new QTimer(source);
    watch->m_timer->setSingleShot(true);
    watch->m_timer->setInterval(coalescingMilliseconds);
    ChangeWatch *self = watch.get();
    QObject::connect(source, &db::ChangeFeed::changed, source, [self](const db::Change &change) {
        self->m_pending.insert(change.tournaments.begin(), change.tournaments.end());
        // Not restarted by each change: a flood still reloads once per interval.
        if (!self->m_timer->isActive())
            self->m_timer->start();
    });
    QObject::connect(watch->m_timer, &QTimer::timeout, source, [self] {
        const std::vector<std::int64_t> tournaments(self->m_pending.begin(), self->m_pending.end());
        self->m_pending.clear();
        if (!tournaments.empty())
            self->m_changed(tournaments);
    });
    return watch;
}

ChangeWatch::ChangeWatch(std::unique_ptr<db::ChangeFeed> feed, Changed changed)
    : m_feed(std::move(feed)), m_changed(std::move(changed))
{}

ChangeWatch::~ChangeWatch() = default;

} // namespace app
