// The audit of a game as JSON (docs/audit-json.md): what `games.audit_summary` stores and what
// `shashki audit --json` prints, one object per game.
#pragma once

#include "arbiter/audit.h"

#include <string>

namespace arbiter {

std::string gameAuditJson(const arbiter::GameAudit &audit);
std::string drawEventJson(const arbiter::DrawEvent &event);

} // namespace arbiter
