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
    connect(m_session->database().driver(),
            qOverload<const QString &, QSqlDriver::NotificationSource, const QVariant &>(
                &QSqlDriver::notification),
            this,
            [this](const QString &name, QSqlDriver::NotificationSource, const QVariant &payload) {
                if (name != channel)
                    return;
                if (auto change = changeOf(payload.toString()))
                    emit changed(*change);
            });
}

std::optional<Change> ChangeFeed::changeOf(const QString &payload)
{
    // Any login may NOTIFY any channel: what is not as announce_change() writes it is ignored.
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(payload.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    const QJsonObject object = document.object();
    const QString table = object.value(QStringLiteral("table")).toString();
    const QString operation = object.value(QStringLiteral("operation")).toString();
    const QJsonValue ids = object.value(QStringLiteral("tournaments"));
    if ((table != QLatin1String("pairings") && table != QLatin1String("games")) ||
        (operation != QLatin1String("INSERT") && operation != QLatin1String("UPDATE") &&
         operation != QLatin1String("DELETE")) ||
        !ids.isArray() || ids.toArray().isEmpty() || object.size() != 3)
        return std::nullopt;
    Change change{table.toStdString(), operation.toStdString(), {}};
    for (const QJsonValue id : ids.toArray()) {
        // A tournament's id: a whole number above 0, within what a JSON number (a double) holds
        // exactly.
        if (!id.isDouble())
            return std::nullopt;
        const double number = id.toDouble();
        if (number < 1 || number > 9007199254740991.0 ||
            number != static_cast<double>(static_cast<std::int64_t>(number)))
            return std::nullopt;
        change.tournaments.push_back(static_cast<std::int64_t>(number));
    }
    return change;
}

} // namespace db
