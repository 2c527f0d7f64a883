#include "changefeed.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>

namespace db {

namespace {

const QString channel = QStringLiteral("shashki_changes");

} // namespace

DbResult<std::unique_ptr<ChangeFeed>> ChangeFeed::open(const std::string &conninfo)
{
    auto session = SqlSession::open(conninfo);
    if (!session)
        return session.error();
    QSqlDriver *driver = session.value()->database().driver();
    if (!driver->subscribeToNotification(channel))
        return errorOf(driver->lastError(), "listen for changes");
    return std::unique_ptr<ChangeFeed>(new ChangeFeed(std::move(session.value())));
}

ChangeFeed::ChangeFeed(std::unique_ptr<SqlSession> session) : m_session(std::move(session))
{
    connect(
        m_session->database().driver(),
        qOverload<const QString &, QSqlDriver::NotificationSource, const QVariant &>(
            &QSqlDriver::notification),
        this, [this](const QString &name, QSqlDriver::NotificationSource, const QVariant &payload) {
            if (name != channel)
                return;
            const QJsonObject object =
                QJsonDocument::fromJson(payload.toString().toUtf8()).object();
            Change change;
            change.table = object.value(QStringLiteral("table")).toString().toStdString();
            change.operation = object.value(QStringLiteral("operation")).toString().toStdString();
            for (const QJsonValue id : object.value(QStringLiteral("tournaments")).toArray())
                change.tournaments.push_back(id.toInteger());
            emit changed(change);
        });
}

} // namespace db
