#include "allornothing.h"

#include "databaseproblem.h"

namespace app {

std::optional<Problem> allOrNothing(db::SqlSession &session, std::string_view what,
                                    const std::function<bool()> &steps)
{
    bool refused = false;
    const auto failure = session.transaction(what, [&]() -> db::DbStatus {
        if (steps())
            return std::nullopt;
        refused = true;
        return db::DbError{"", "a step was refused", std::string(what)}; // rolls back
    });
    if (failure && !refused)
        return databaseProblem(*failure);
    return std::nullopt;
}

} // namespace app
