// A database error as the tool's own refusal (issue 13): what a user can cause — a right the
// login's role has not, a start number taken, a player paired twice, a collision with another
// judge — gets its code, worded by the message catalogue in the user's language. The server's
// message and the constraint's name never reach the screen for those; an error the tool knows no
// better words for keeps the store's text (ProblemCode::Database).
#pragma once

#include "db/pgconnection.h"
#include "problem.h"

namespace app {

Problem databaseProblem(const db::DbError &error);

} // namespace app
