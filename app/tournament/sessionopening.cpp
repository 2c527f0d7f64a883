#include "sessionopening.h"

#include "databaseproblem.h"

namespace app {

arbiter::Result<std::unique_ptr<db::SqlSession>, Problem> openSession(const std::string &conninfo)
{
    auto session = db::SqlSession::open(conninfo);
    if (!session)
        return databaseProblem(session.error());
    return std::move(session.value());
}

} // namespace app
