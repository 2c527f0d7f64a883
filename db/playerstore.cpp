#include "playerstore.h"

#include "arbiter/json.h"
#include "storeerrors.h"

#include <QSqlQuery>
#include <optional>
#include <string>

namespace db {

namespace {

const QString columns = QStringLiteral(
    "id, name, birth_year, title, rating, club, region, federation_id, fmjd_id, version");

std::optional<std::string> optionalText(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional(value.toString().toStdString());
}

std::optional<int> number(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional(value.toInt());
}

Player playerOf(const QSqlQuery &query)
{
    Player player;
    player.id = query.value(0).toLongLong();
    player.name = query.value(1).toString().toStdString();
    player.birthYear = number(query.value(2));
    player.title = optionalText(query.value(3));
    player.rating = number(query.value(4));
    player.club = optionalText(query.value(5));
    player.region = optionalText(query.value(6));
    player.federationId = optionalText(query.value(7));
    player.fmjdId = optionalText(query.value(8));
    player.version = query.value(9).toInt();
    return player;
}

// The editable columns as the JSON object add_players and save_player take (0022), built by the
// server from the values of editableValues(), in their order.
const QString detailsObject = QStringLiteral(
    "jsonb_build_object('name', ?::text, 'birth_year', ?::integer, 'title', ?::text, "
    "'rating', ?::integer, 'club', ?::text, 'region', ?::text, 'federation_id', ?::text, "
    "'fmjd_id', ?::text)");

// A player's details as one object of detailsObject's keys, in JSON (a list for add_players).
std::string detailsJson(const Player &player)
{
    const auto quoted = [](const std::optional<std::string> &value) {
        return value ? arbiter::json::quote(*value) : std::string("null");
    };
    const auto integer = [](const std::optional<int> &value) {
        return value ? std::to_string(*value) : std::string("null");
    };
    return "{\"name\":" + arbiter::json::quote(player.name) +
           ",\"birth_year\":" + integer(player.birthYear) + ",\"title\":" + quoted(player.title) +
           ",\"rating\":" + integer(player.rating) + ",\"club\":" + quoted(player.club) +
           ",\"region\":" + quoted(player.region) +
           ",\"federation_id\":" + quoted(player.federationId) +
           ",\"fmjd_id\":" + quoted(player.fmjdId) + "}";
}

// The editable columns' values, in the order detailsObject names them.
QVariantList editableValues(const Player &player)
{
    return {QString::fromStdString(player.name),
            nullable(player.birthYear),
            nullable(player.title),
            nullable(player.rating),
            nullable(player.club),
            nullable(player.region),
            nullable(player.federationId),
            nullable(player.fmjdId)};
}

} // namespace

DbResult<std::vector<Player>> PlayerStore::list()
{
    std::vector<Player> players;
    const auto failure = m_session.transaction("list the players", [&]() -> DbStatus {
        auto found = m_session.run(QStringLiteral("SELECT ") + columns +
                                       QStringLiteral(" FROM players ORDER BY name, id"),
                                   {}, "read players");
        if (!found)
            return found.error();
        while (found->next())
            players.push_back(playerOf(*found));
        return std::nullopt;
    });
    if (failure)
        return *failure;
    return players;
}

DbResult<Player> PlayerStore::find(std::int64_t id)
{
    auto found = m_session.run(QStringLiteral("SELECT ") + columns +
                                   QStringLiteral(" FROM players WHERE id = ?"),
                               {QVariant(static_cast<qlonglong>(id))}, "find player");
    if (!found)
        return found.error();
    if (!found->next())
        return DbError{"", "there is no player " + std::to_string(id), "find player",
                       DbError::Kind::NotFound};
    return playerOf(*found);
}

DbResult<Player> PlayerStore::add(const Player &player)
{
    Player stored = player;
    const StoreAction action{.kind = StoreAction::Kind::AddPlayer, .name = player.name};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        // The player and his log entry in one call (0022).
        auto made =
            m_session.run(QStringLiteral("SELECT id, version FROM add_players(jsonb_build_array(") +
                              detailsObject + QStringLiteral("))"),
                          editableValues(player), context);
        if (!made)
            return made.error();
        made->next();
        stored.id = made->value(0).toLongLong();
        stored.version = made->value(1).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbResult<std::vector<Player>> PlayerStore::addMany(const std::vector<Player> &players)
{
    std::vector<Player> stored = players;
    if (players.empty())
        return stored;
    const StoreAction action{.kind = StoreAction::Kind::AddPlayer, .name = players.front().name};
    const std::string context = englishText(action);
    // The players as the JSON array add_players takes, one object of detailsObject's keys each.
    std::string given = "[";
    for (const Player &player : players)
        given += std::string(given.size() > 1 ? "," : "") + detailsJson(player);
    given += "]";
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto made = m_session.run(
            QStringLiteral("SELECT id, version FROM add_players(?::jsonb) ORDER BY place"),
            {QString::fromStdString(given)}, context);
        if (!made)
            return made.error();
        for (Player &player : stored) {
            if (!made->next())
                return DbError{"", "the database added fewer players than given", context};
            player.id = made->value(0).toLongLong();
            player.version = made->value(1).toInt();
        }
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

DbResult<Player> PlayerStore::save(const Player &player)
{
    Player stored = player;
    const StoreAction action{.kind = StoreAction::Kind::SavePlayer, .name = player.name};
    const std::string context = englishText(action);
    const auto failure = m_session.transaction(context, [&]() -> DbStatus {
        auto saved = updateVersioned(
            m_session,
            // The details and the log entry of what changed in one call (0022); no row when
            // the version read is not the stored one.
            QStringLiteral("SELECT v FROM save_player(?, ?, ") + detailsObject +
                QStringLiteral(") AS v"),
            QVariantList{QVariant(static_cast<qlonglong>(player.id)), QVariant(player.version)} +
                editableValues(player),
            QStringLiteral("SELECT version FROM players WHERE id = ?"),
            {QVariant(static_cast<qlonglong>(player.id))},
            StoredRow{.kind = StoredRow::Kind::Player, .name = player.name}, player.version,
            context);
        if (!saved)
            return saved.error();
        stored.version = saved->value(0).toInt();
        return std::nullopt;
    });
    if (failure)
        return withAction(*failure, action);
    return stored;
}

} // namespace db
