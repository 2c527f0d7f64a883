#include "clustersession.h"

#include <fcntl.h>
#include <fstream>
#include <sys/file.h>
#include <system_error>
#include <unistd.h>

namespace db {

DbResult<std::unique_ptr<ClusterSession>> ClusterSession::open(EmbeddedCluster &cluster,
                                                               const std::string &database)
{
    std::error_code error;
    std::filesystem::create_directories(cluster.root(), error);
    const auto lockPath = cluster.root() / "clients.lock";
    const int fd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return DbError{"", std::system_category().message(errno), "open " + lockPath.string()};
    if (::flock(fd, LOCK_SH) != 0) {
        ::close(fd);
        return DbError{"", std::system_category().message(errno), "lock " + lockPath.string()};
    }
    std::unique_ptr<ClusterSession> session(new ClusterSession(cluster, fd));
    if (!cluster.running())
        std::ofstream(cluster.root() / "on-demand") << "started for a client\n";
    // Starts the server when it is not running; makes sure the database exists either way.
    if (auto failure = cluster.start(database))
        return *failure;
    return session;
}

ClusterSession::~ClusterSession()
{
    const auto marker = m_cluster.root() / "on-demand";
    std::error_code error;
    if (::flock(m_lockFd, LOCK_EX | LOCK_NB) == 0 && std::filesystem::exists(marker, error)) {
        (void)m_cluster.stop();
        std::filesystem::remove(marker, error);
    }
    ::close(m_lockFd);
}

} // namespace db
