// The test suite's throwaway clusters, copied from one template instead of each running initdb.
//
// CTest's fixture postgresql_cluster (tests/CMakeLists.txt) runs initdb once per test run into
// the folder SHASHKI_TEST_CLUSTER_TEMPLATE names and hands that variable to every database test; a
// test process then copies the template's data folder (cp -a: the owner, the postgres account when
// run as root, and the modes are kept) in about a twentieth of initdb's second. Run outside CTest,
// without the variable, a test process runs initdb as before.
#pragma once

#include "db/embeddedcluster.h"

#include <filesystem>

namespace dbtest {

// The variable that names the template's folder (an EmbeddedCluster root).
inline constexpr const char *clusterTemplateVariable = "SHASHKI_TEST_CLUSTER_TEMPLATE";

// Makes `cluster` a throwaway cluster (EmbeddedCluster::Durability::Throwaway), from the template
// when there is one. Nothing when the cluster is made already.
db::DbStatus initializeThrowaway(db::EmbeddedCluster &cluster);

// The fixture's own step: a throwaway cluster made afresh by initdb at `root`, never started.
db::DbStatus makeClusterTemplate(const std::filesystem::path &root);

} // namespace dbtest
