// A client's use of the embedded cluster: the server is started on demand and stopped cleanly
// when the last client that needed it is done (docs/storage.md).
//
// Every session holds a shared lock on root()/clients.lock. A server started by a session (not by
// `shashki db start`) is marked root()/on-demand; when a session ends and can take the lock
// exclusively — no other client is left — it stops such a server.
#pragma once

#include "embeddedcluster.h"

#include <memory>

namespace db {

class ClusterSession
{
public:
    // Starts the server if it is not running; `database` is created if missing.
    static DbResult<std::unique_ptr<ClusterSession>> open(EmbeddedCluster &cluster,
                                                          const std::string &database = "shashki");
    ~ClusterSession();
    ClusterSession(const ClusterSession &) = delete;
    ClusterSession &operator=(const ClusterSession &) = delete;

private:
    ClusterSession(EmbeddedCluster &cluster, int lockFd) : m_cluster(cluster), m_lockFd(lockFd) {}

    EmbeddedCluster &m_cluster;
    int m_lockFd;
};

} // namespace db
