#include "endgamereason.h"

namespace arbiter {

std::string englishText(const EndgameReason &reason)
{
    const std::string clock = reason.noIncrementClock ? "no increment clock (7.2.9): " : "";
    using Kind = EndgameReason::Kind;
    switch (reason.kind) {
    case Kind::NoDatabase:
        return clock + "unknown — no endgame database";
    case Kind::Probed:
        return clock +
               "endgame database: " + (reason.loneKingToMove ? "the lone king's side " : "") +
               reason.value.text();
    case Kind::TooManyPieces:
        return clock + "unknown — " + std::to_string(reason.pieces) +
               " pieces; the endgame database holds positions of up to " +
               std::to_string(reason.maxPieces);
    case Kind::NotBuilt:
        return clock + "unknown — database for " + std::to_string(reason.pieces) +
               " pieces not built (" + reason.tableFile + " is missing)";
    case Kind::Damaged:
        return clock + "unknown — endgame table damaged: " + reason.tableFile + ": " +
               (reason.storedDamageText ? *reason.storedDamageText : englishText(reason.damage));
    }
    return {};
}

} // namespace arbiter
