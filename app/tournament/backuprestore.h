// `shashki db restore`: a backup made by `shashki db backup` loaded into an empty database, its
// rows only, nothing the archive holds run (db/dumprestorer.h); a refusal as a Problem.
#pragma once

#include "arbiter/result.h"
#include "db/dumprestorer.h"
#include "problem.h"

#include <filesystem>

namespace app {

arbiter::Result<db::RestoreSummary, Problem> restoreBackup(db::PgConnection &connection,
                                                           const std::filesystem::path &file);

} // namespace app
