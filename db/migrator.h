// The schema migration runner (docs/storage.md): the files migrations/NNNN_name.sql, built into the
// program as Qt resources, applied in order, each in its own transaction, and recorded with a
// SHA-256 checksum in schema_migrations. A database where an applied file's checksum differs from
// this build's file is refused. Two clients migrating at once take turns (a lock on
// schema_migrations that no hall login can take).
#pragma once

#include "pgconnection.h"

#include <string>
#include <vector>

namespace db {

struct Migration
{
    int version = 0;
    std::string name; // "0002_roles.sql"
    std::string sql;
    std::string checksum; // SHA-256 of sql, hex
};

class Migrator
{
public:
    struct Status
    {
        std::vector<Migration> applied; // as recorded in the database (no sql)
        std::vector<Migration> pending; // this build's files not applied yet
        bool recorded = false;          // schema_migrations exists
    };

    // The migrations built into this program, in order.
    static std::vector<Migration> bundled();
    static std::string checksumOf(const std::string &sql);

    explicit Migrator(PgConnection &connection) : Migrator(connection, bundled()) {}
    Migrator(PgConnection &connection, std::vector<Migration> migrations);

    // What is applied and what is pending; an error when the database and this build disagree.
    DbResult<Status> status();
    // Applies every pending migration; returns those applied (none when up to date).
    DbResult<std::vector<Migration>> migrate();
    // Applies the pending migrations up to version `lastVersion` inside the caller's open
    // transaction (a restore, dumprestorer.h), which commits or rolls them back with its own work.
    DbResult<std::vector<Migration>> migrateWithin(int lastVersion);

private:
    DbResult<Status> compare();
    // Runs one migration's SQL and records it, in the transaction that is open.
    DbStatus apply(const Migration &migration);

    PgConnection &m_connection;
    std::vector<Migration> m_migrations;
};

} // namespace db
