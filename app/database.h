// The database a command works on: --db URL or $SHASHKI_DB, else the embedded cluster, kept
// running for the command in a client session; migrated before use.
#pragma once

#include "commandline.h"
#include "db/clustersession.h"
#include "db/embeddedcluster.h"
#include "db/pgconnection.h"

#include <memory>
#include <optional>
#include <ostream>
#include <string>

namespace app {

struct Database
{
    std::unique_ptr<db::EmbeddedCluster> cluster;
    std::unique_ptr<db::ClusterSession> session;
    std::string conninfo; // for more connections (QtSql stores)
    std::unique_ptr<db::PgConnection> connection;
};

// Errors go to `err` as "shashki COMMAND: …".
std::optional<Database> openDatabase(const CommandLine &options, const std::string &command,
                                     std::ostream &err);

} // namespace app
