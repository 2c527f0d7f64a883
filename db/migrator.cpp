#include "migrator.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <algorithm>

namespace db {

namespace {

constexpr const char *createTable = R"(
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    checksum   text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
))";

// Two clients migrating at once take turns on this table lock, held to the end of the
// transaction. Only a login that may write the table can take it (a viewer's or a judge's
// SELECT takes ACCESS SHARE, which it does not wait for): no hall login can hold migrations
// back, as anyone could with an advisory lock.
constexpr const char *lockTable = "LOCK TABLE schema_migrations IN EXCLUSIVE MODE";

// Two clients creating schema_migrations at the same moment: the second's CREATE … IF NOT EXISTS
// fails on the catalogue's unique keys, and a second try finds the table.
bool createdMeanwhile(const DbError &error)
{
    return error.sqlState == "23505" || error.sqlState == "42P07";
}

} // namespace

std::string Migrator::checksumOf(const std::string &sql)
{
    return QCryptographicHash::hash(QByteArray::fromStdString(sql), QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

std::vector<Migration> Migrator::bundled()
{
    std::vector<Migration> migrations;
    const QDir dir(QStringLiteral(":/migrations"));
    for (const QString &fileName :
         dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(fileName));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        Migration migration;
        migration.version = fileName.left(4).toInt();
        migration.name = fileName.toStdString();
        migration.sql = file.readAll().toStdString();
        migration.checksum = checksumOf(migration.sql);
        migrations.push_back(std::move(migration));
    }
    return migrations;
}

Migrator::Migrator(PgConnection &connection, std::vector<Migration> migrations)
    : m_connection(connection), m_migrations(std::move(migrations))
{
    std::ranges::sort(m_migrations, {}, &Migration::version);
}

DbResult<Migrator::Status> Migrator::compare()
{
    Status status;
    // Read only: a database never migrated has no table yet, and every migration is pending.
    const auto table = m_connection.exec("SELECT to_regclass('public.schema_migrations') IS NULL",
                                         {}, "look for schema_migrations");
    if (!table)
        return table.error();
    if (table->value(0, 0) == "t") {
        status.pending = m_migrations;
        return status;
    }
    status.recorded = true;
    const auto rows =
        m_connection.exec("SELECT version, name, checksum FROM schema_migrations ORDER BY version",
                          {}, "read schema_migrations");
    if (!rows)
        return rows.error();
    for (int row = 0; row < rows->rows(); ++row) {
        Migration applied;
        applied.version = static_cast<int>(rows->integer(row, 0));
        applied.name = rows->value(row, 1);
        applied.checksum = rows->value(row, 2);
        const auto mine = std::ranges::find(m_migrations, applied.version, &Migration::version);
        if (mine == m_migrations.end())
            return DbError{"",
                           "the database has migration " + applied.name +
                               ", which this program does not know (a newer version of "
                               "shashki migrated it)",
                           "check migrations"};
        if (mine->checksum != applied.checksum)
            return DbError{"",
                           "migration " + applied.name +
                               " was changed after it was applied: its checksum in the "
                               "database is " +
                               applied.checksum.substr(0, 12) + "…, this program's file has " +
                               mine->checksum.substr(0, 12) + "…; refusing to go on",
                           "check migrations"};
        status.applied.push_back(std::move(applied));
    }
    for (const Migration &migration : m_migrations)
        if (std::ranges::none_of(
                status.applied, [&](const Migration &a) { return a.version == migration.version; }))
            status.pending.push_back(migration);
    return status;
}

DbResult<Migrator::Status> Migrator::status()
{
    return compare();
}

DbStatus Migrator::apply(const Migration &migration)
{
    const std::string context = "migration " + migration.name;
    if (auto failure = m_connection.execScript(migration.sql, context))
        return failure;
    const auto recorded = m_connection.exec(
        "INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)",
        {std::to_string(migration.version), migration.name, migration.checksum}, context);
    if (!recorded)
        return recorded.error();
    return std::nullopt;
}

DbResult<std::vector<Migration>> Migrator::migrate()
{
    std::vector<Migration> done;
    bool retried = false;
    for (;;) {
        // Looked at without a lock first: a login without the right to write anything may still
        // ask an up-to-date database for its status through `db migrate`.
        const auto seen = compare();
        if (!seen)
            return seen.error();
        if (seen->pending.empty())
            return done;
        // Each migration in its own transaction, under the lock, the state read again inside it.
        const std::string context = "migration " + seen->pending.front().name;
        if (auto failure = m_connection.execScript("BEGIN", context))
            return *failure;
        const auto abandon = [this, &context](DbError error) {
            (void)m_connection.execScript("ROLLBACK", context);
            return error;
        };
        // A large database's migration may run longer than a statement may in the hall
        // (sessionlimits.h); waiting for a lock stays limited.
        if (auto failure = m_connection.execScript("SET LOCAL statement_timeout = 0", context))
            return abandon(*failure);
        if (!seen->recorded)
            if (auto failure = m_connection.execScript(createTable, "create schema_migrations")) {
                if (createdMeanwhile(*failure) && !retried) {
                    retried = true;
                    (void)m_connection.execScript("ROLLBACK", context);
                    continue;
                }
                return abandon(*failure);
            }
        if (auto failure = m_connection.execScript(lockTable, "lock for migrating"))
            return abandon(*failure);
        const auto state = compare();
        if (!state)
            return abandon(state.error());
        if (state->pending.empty()) { // another client applied the rest meanwhile
            if (auto failure = m_connection.execScript("COMMIT", context))
                return abandon(*failure);
            return done;
        }
        const Migration &next = state->pending.front();
        auto failure = apply(next);
        if (!failure)
            failure = m_connection.execScript("COMMIT", context);
        if (failure)
            return abandon(*failure);
        done.push_back(next);
    }
}

DbResult<std::vector<Migration>> Migrator::migrateWithin(int lastVersion)
{
    const auto seen = compare();
    if (!seen)
        return seen.error();
    if (!seen->recorded)
        if (auto failure = m_connection.execScript(createTable, "create schema_migrations"))
            return *failure;
    // Held until the caller's transaction ends: a db migrate waits for it.
    if (auto failure = m_connection.execScript(lockTable, "lock for migrating"))
        return *failure;
    const auto state = compare();
    if (!state)
        return state.error();
    std::vector<Migration> done;
    for (const Migration &migration : state->pending) {
        if (migration.version > lastVersion)
            break;
        if (auto failure = apply(migration))
            return *failure;
        done.push_back(migration);
    }
    return done;
}

} // namespace db
