// Why the endgame database answered as it did, as facts (docs/rules.md §11): the value a draw rule
// of the 5th move (main-road, small-ending, or 7.2.9 at once) was decided by, or why there is none.
// englishText() is the core's wording, stored in the audit JSON's "reason" (docs/audit-json.md);
// the message catalogue of app/ words the same facts in Russian. Nothing reads the words back.
#pragma once

#include "endgamevalue.h"
#include "tabledamage.h"

#include <optional>
#include <string>

namespace arbiter {

struct EndgameReason
{
    enum class Kind
    {
        NoDatabase,    // no endgame database was given
        Probed,        // the database's value of the position: `value`
        TooManyPieces, // `pieces` on the board, more than any table holds (`maxPieces`)
        NotBuilt,      // the table of the position's class (`tableFile`) is missing
        Damaged,       // the table's file `tableFile` failed its checks: `damage`
    };
    Kind kind = Kind::NoDatabase;
    bool noIncrementClock = false; // decided at once, without an increment clock (7.2.9)
    bool loneKingToMove = false;   // Probed: `value` is for the lone king's side, to move
    EndgameValue value;            // Probed
    int pieces = 0;                // TooManyPieces, NotBuilt
    int maxPieces = 0;             // TooManyPieces
    std::string tableFile;         // NotBuilt, Damaged: "w0m1k-b0m2k.shtb"
    TableDamage damage;            // Damaged: what the checks found (EndgameTable::deserialize)
    // Damaged, read from a claim ruling stored while `damage` was English words: those words as
    // stored, said as they are in place of `damage` (never parsed back into its facts).
    std::optional<std::string> storedDamageText;

    bool operator==(const EndgameReason &) const = default;
};

// "endgame database: the lone king's side loss in 12", "unknown — no endgame database",
// "no increment clock (7.2.9): unknown — database for 5 pieces not built (k3m2.shtb is missing)".
std::string englishText(const EndgameReason &reason);

} // namespace arbiter
