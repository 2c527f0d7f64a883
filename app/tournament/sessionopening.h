// A QtSql session on the database a judge's window or command works on (db::SqlSession), for the
// use cases that take one.
#pragma once

#include "arbiter/result.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <memory>
#include <string>

namespace app {

// A session on `conninfo`; the database's refusal (unreachable, a wrong password) as its Problem
// (databaseproblem.h).
arbiter::Result<std::unique_ptr<db::SqlSession>, Problem> openSession(const std::string &conninfo);

} // namespace app
