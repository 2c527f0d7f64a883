// What `shashki import` stores of a game: its players, round, text, audit and every move, from the
// game as read and its audit (with history).
#pragma once

#include "arbiter/audit.h"
#include "arbiter/pdngame.h"
#include "db/gameimporter.h"

namespace app {

db::GameRecord gameRecord(const arbiter::PdnGame &game, const arbiter::GameAudit &audit);

} // namespace app
