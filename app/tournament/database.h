// The database a judge's action works on: a shared server named by its URL, or the embedded
// cluster of this account, kept running for as long as the Database lives.
// The command line and the desktop open it alike; neither passes its own options in.
#pragma once

#include "arbiter/result.h"
#include "db/clustersession.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace app {

struct Database
{
    std::unique_ptr<db::EmbeddedCluster> cluster;
    std::unique_ptr<db::ClusterSession> session;
    std::string conninfo; // for more connections (QtSql stores)
    std::unique_ptr<db::PgConnection> connection;
};

// The shared server to use: `url` when given, else $SHASHKI_DB; nullopt for the embedded cluster.
std::optional<std::string> chosenDatabaseUrl(const std::optional<std::string> &url);
// Where the embedded cluster lives: $SHASHKI_CLUSTER_DIR, else its default (EmbeddedCluster).
std::filesystem::path embeddedClusterRoot();

// Opens the server at `url`, or starts (or joins) the embedded cluster when there is none. The
// embedded cluster is migrated (it is this account's own); a shared server must be migrated
// already (`shashki db migrate`): a pending migration is refused, no DDL is attempted. The error
// says why, in the database's words.
arbiter::Result<Database, std::string> openDatabase(const std::optional<std::string> &url);

} // namespace app
