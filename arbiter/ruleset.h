// The draw rules of a tournament as data (docs/rules.md §11): which rules apply and their limits,
// each field citing its article. Counts are in plies unless the name says own moves (one side's
// moves).
#pragma once

#include <optional>
#include <string_view>

namespace arbiter {

struct RuleSet
{
    std::string_view id;

    bool threefold = true; // 7.2.3: the same position, same side to move, a 3rd time (claimable)
    // 7.2.4: three kings (or more) against a lone king: the strong side's 15th own move.
    int threeKingsLimitOwnMoves = 15;
    // 7.2.5: 30 consecutive plies of quiet king moves, no man moved, nothing captured.
    int kingsOnlyLimitPlies = 30;
    // 7.2.6: both sides have a king; by the total number of pieces (0: the rule does not apply).
    int balanceLimitPlies2To3 = 0;
    int balanceLimitPlies4To5 = 60;
    int balanceLimitPlies6To7 = 120;
    // 7.2.7: three pieces against a lone king that has held the main road: the strong side's 5th
    // own move must reach a won position.
    bool mainRoad = true;
    int mainRoadLimitOwnMoves = 5;
    // 7.2.8: two kings, king and man, or one king against a lone king: the same, 5th own move.
    bool smallEnding = true;
    int smallEndingLimitOwnMoves = 5;
    // 7.2.9: games without a per-move increment: a main-road or small-ending configuration is a
    // draw at once unless it is already won for the strong side.
    bool noIncrementClock = false;

    // russian-fmjd64 (rules 7.2.x), the default.
    static RuleSet fmjd64() { return RuleSet{.id = "russian-fmjd64"}; }
    // russian-2010 (the 2010 code, §1.9.1): balance also for 2–3 pieces (5 moves each), no
    // small-ending rule.
    static RuleSet russian2010()
    {
        return RuleSet{.id = "russian-2010", .balanceLimitPlies2To3 = 10, .smallEnding = false};
    }
    static std::optional<RuleSet> byId(std::string_view id)
    {
        if (id == "russian-fmjd64")
            return fmjd64();
        if (id == "russian-2010")
            return russian2010();
        return std::nullopt;
    }
};

} // namespace arbiter
