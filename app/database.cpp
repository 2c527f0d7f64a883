#include "database.h"

#include "db/migrator.h"

namespace app {

// The database named by --db or $SHASHKI_DB, or the embedded cluster in a session kept open
// while the command runs.
std::optional<Database> openDatabase(const CommandLine &options, const std::string &command,
                                     std::ostream &err)
{
    Database database;
    const std::optional<std::string> url = databaseUrl(options);
    std::string conninfo;
    if (url) {
        conninfo = *url;
    } else {
        database.cluster = std::make_unique<db::EmbeddedCluster>(embeddedClusterRoot());
        auto session = db::ClusterSession::open(*database.cluster);
        if (!session) {
            err << "shashki " << command << ": " << session.error().text() << "\n";
            return std::nullopt;
        }
        database.session = std::move(session.value());
        conninfo = database.cluster->connectionString();
    }
    database.conninfo = conninfo;
    auto connection = db::PgConnection::open(conninfo);
    if (!connection) {
        err << "shashki " << command << ": " << connection.error().text() << "\n";
        return std::nullopt;
    }
    database.connection = std::make_unique<db::PgConnection>(std::move(connection.value()));
    db::Migrator migrator(*database.connection);
    if (const auto migrated = migrator.migrate(); !migrated) {
        err << "shashki " << command << ": " << migrated.error().text() << "\n";
        return std::nullopt;
    }
    return database;
}

} // namespace app
