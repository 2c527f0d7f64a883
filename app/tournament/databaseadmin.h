// `shashki db`: the administrator's work on the tournament database (docs/storage.md) — the
// embedded cluster started, stopped and looked at; the schema migrated and its state; a backup
// written; the logins of a tournament hall. Every refusal is the database's as its Problem
// (databaseproblem.h). The database itself is reached with app::reachDatabase (database.h), which
// neither migrates nor checks it.
#pragma once

#include "arbiter/result.h"
#include "database.h"
#include "db/pgconnection.h"
#include "problem.h"

#include <QProcessEnvironment>
#include <QStringList>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

enum class ClusterState
{
    NotCreated,
    Stopped,
    Running,
};

// The embedded cluster of this account (embeddedClusterRoot()): where it is and whether it runs.
struct EmbeddedClusterState
{
    std::filesystem::path root;
    ClusterState state = ClusterState::NotCreated;
};

arbiter::Result<EmbeddedClusterState, Problem> embeddedClusterState();
// Creates the cluster when there is none and starts it, kept running until stopEmbeddedCluster
// (a client's session that ends does not stop it); where it is.
arbiter::Result<std::filesystem::path, Problem> startEmbeddedCluster();
std::optional<Problem> stopEmbeddedCluster();

// A PostgreSQL program to run: its name, its arguments, its environment.
struct ToolRun
{
    std::string tool;
    QStringList arguments;
    QProcessEnvironment environment;
};

// How pg_dump writes the database at `conninfo` to `file`: the password the connection string
// gives goes in the environment (PGPASSWORD), which only this account can read, never in the
// arguments, which every local user can; a connection string libpq cannot read is refused.
arbiter::Result<ToolRun, Problem> backupRun(const std::string &conninfo,
                                            const std::filesystem::path &file);

// `database` written to `file` by pg_dump (custom format). pg_dump fills a temporary file beside
// `file`, renamed over it once complete (filewriter.h): a failed backup never replaces a good one.
std::optional<Problem> backUpDatabase(const Database &database, const std::filesystem::path &file);

struct MigrationState
{
    std::size_t applied = 0;
    std::vector<std::string> pending; // the names of this build's files not applied yet, in order
};

// Applies every pending migration (db/migrator.h); the names of those applied, in order.
arbiter::Result<std::vector<std::string>, Problem> migrateDatabase(db::PgConnection &connection);
// What is applied and what is pending; refused when the database and this build disagree.
arbiter::Result<MigrationState, Problem> migrationState(db::PgConnection &connection);

// A login of the hall with its role's word: "chief", "judge" or "viewer".
struct HallLoginListing
{
    std::string name;
    std::string role;
};

// The hall's logins, by name.
arbiter::Result<std::vector<HallLoginListing>, Problem> hallLogins(db::PgConnection &connection);
// A new login `name` in the role of `roleWord` (chief, judge or viewer: the caller has checked
// it), with `password` when one is given (only its SCRAM hash is stored).
std::optional<Problem> addHallLogin(db::PgConnection &connection, const std::string &name,
                                    std::string_view roleWord,
                                    const std::optional<std::string> &password);
std::optional<Problem> removeHallLogin(db::PgConnection &connection, const std::string &name);

} // namespace app
