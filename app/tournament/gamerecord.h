// What `shashki import` stores of a game: its players, round, text, audit and every move, from the
// game as read and its audit (with history).
#pragma once

#include "arbiter/audit.h"
#include "arbiter/pdngame.h"
#include "db/gameimporter.h"

#include <optional>
#include <string>

namespace app {

// The round a Round tag names: digits only, from 1 ("3"); none for anything else ("", "?", "0",
// "abc", "3a", "3.1").
std::optional<int> roundTagNumber(const std::string &value);

db::GameRecord gameRecord(const arbiter::PdnGame &game, const arbiter::GameAudit &audit);

} // namespace app
