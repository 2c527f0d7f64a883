// The audit's human lines (docs/audit-json.md), for the command line and the desktop alike:
// "FILE:LINE:COL: game 12 (White – Black), move 7…f6:d4: illegal: …". The JSON form, which is
// also what the database stores, is arbiter/auditjson.h.
#pragma once

#include "arbiter/audit.h"
#include "messagecatalogue.h"

#include <string>
#include <vector>

namespace app {

// One line per finding and per draw, in ply order; `moves` are the game's moves as read (for the
// places of draws). In `language`: the window's Russian says "партия 1 (…), ход 1…f6-d4:
// невозможный ход: поле d4 занято (простая белых)".
std::vector<std::string> gameAuditLines(const arbiter::GameAudit &audit,
                                        const std::vector<arbiter::PdnMove> &moves,
                                        const std::string &fileName,
                                        Language language = Language::English);

// "move 7.c3-d4" or "move 7…f6:d4" for the ply `ply` of a game starting with `firstMover`;
// "ход 7.c3-d4" in Russian. `opener` is the side that moves first in the variant (White; Black in
// English and Pool checkers): its moves open a numbered move, the other side's follow "…".
std::string moveLabel(int ply, arbiter::Side firstMover, const std::string &text,
                      Language language = Language::English,
                      arbiter::Side opener = arbiter::Side::White);

} // namespace app
