// The fixture step of CTest's postgresql_cluster (tests/CMakeLists.txt): the template every
// database test of the run copies its throwaway cluster from (clustertemplate.h). Hidden: it runs
// only when asked for by its tag.
#include "clustertemplate.h"

#include <catch2/catch.hpp>
#include <cstdlib>

namespace clustertemplate_test {

TEST_CASE("the test run's cluster template is made by initdb, never started", "[.cluster-template]")
{
    const char *root = std::getenv(dbtest::clusterTemplateVariable);
    REQUIRE(root != nullptr);
    const auto failure = dbtest::makeClusterTemplate(root);
    INFO((failure ? failure->text() : std::string()));
    REQUIRE_FALSE(failure);
    const db::EmbeddedCluster made{std::filesystem::path(root)};
    CHECK(made.initialized());
    CHECK_FALSE(made.running());
}

} // namespace clustertemplate_test
