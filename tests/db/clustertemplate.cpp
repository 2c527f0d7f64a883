#include "clustertemplate.h"

#include <QProcess>
#include <QStringList>
#include <cstdlib>
#include <system_error>

namespace dbtest {

db::DbStatus initializeThrowaway(db::EmbeddedCluster &cluster)
{
    if (cluster.initialized())
        return std::nullopt;
    const char *root = std::getenv(clusterTemplateVariable);
    if (root && *root) {
        const db::EmbeddedCluster source{std::filesystem::path(root)};
        if (!source.initialized())
            return db::DbError{"",
                               std::string(clusterTemplateVariable) + " names " + root +
                                   ", which holds no cluster",
                               "copy the test cluster template"};
        std::error_code error;
        std::filesystem::create_directories(cluster.root(), error);
        if (error)
            return db::DbError{"", error.message(), "create " + cluster.root().string()};
        const int code = QProcess::execute(
            QStringLiteral("cp"), {QStringLiteral("-a"), QString::fromStdString(source.dataDir()),
                                   QString::fromStdString(cluster.dataDir())});
        if (code != 0)
            return db::DbError{"", "cp -a exited with " + std::to_string(code),
                               "copy " + source.dataDir().string() + " to " +
                                   cluster.dataDir().string()};
        return std::nullopt;
    }
    return cluster.initialize(db::EmbeddedCluster::Durability::Throwaway);
}

db::DbStatus makeClusterTemplate(const std::filesystem::path &root)
{
    std::error_code error;
    std::filesystem::remove_all(root, error);
    if (error)
        return db::DbError{"", error.message(), "remove " + root.string()};
    db::EmbeddedCluster cluster(root);
    return cluster.initialize(db::EmbeddedCluster::Durability::Throwaway);
}

} // namespace dbtest
