// The audit's output forms (DESIGN.md §5): one JSON object per game, and the human lines
// "FILE:LINE:COL: game 12 (White – Black), move 7…f6:d4: illegal: …".
#pragma once

#include "arbiter/audit.h"

#include <string>
#include <vector>

namespace app {

std::string gameAuditJson(const arbiter::GameAudit &audit);
std::string drawEventJson(const arbiter::DrawEvent &event);

// One line per finding and per draw, in ply order; `moves` are the game's moves as read (for the
// places of draws).
std::vector<std::string> gameAuditLines(const arbiter::GameAudit &audit,
                                        const std::vector<arbiter::PdnMove> &moves,
                                        const std::string &fileName);

// "move 7.c3-d4" or "move 7…f6:d4" for the ply `ply` of a game starting with `firstMover`.
std::string moveLabel(int ply, arbiter::Side firstMover, const std::string &text);

} // namespace app
