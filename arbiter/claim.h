// Draw claims (docs/rules.md §13, procedure of §1.9.2), checked on a game as recorded so far.
//
//  - After the opponent's move: the player to move claims that the position after ply P has
//    occurred three times. Valid if it has; the answer lists the plies of every occurrence.
//  - With a written move: the player to move writes a move, not played, and claims that it
//    repeats a position the third time. The move must be legal. Valid: a draw. Invalid: the
//    written move counts as played and the game goes on.
//  - An automatic rule (three-kings, kings-only, balance, main-road, small-ending): valid when
//    its draw has taken effect by ply P; the answer names the window start, count and limit.
#pragma once

#include "audit.h"
#include "drawrules.h"
#include "rulemessage.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter {

struct ClaimRequest
{
    std::optional<int> ply;                 // the position after this ply; default: the last
    std::optional<std::string> writtenMove; // the written-move procedure
    DrawRule rule = DrawRule::Threefold;
};

enum class ClaimProcedure
{
    AfterMove,   // threefold, claimed after the opponent's move
    WrittenMove, // threefold, with a written move not played
    Automatic,   // an automatic rule
};

// "after-move", "written-move", "automatic": the ids of the claim JSON and the decisions log.
std::string_view claimProcedureId(ClaimProcedure procedure);

struct ClaimVerdict
{
    bool valid = false;
    ClaimProcedure procedure = ClaimProcedure::AfterMove;
    DrawRule rule = DrawRule::Threefold;
    int ply = 0;                  // the claim is about the position after this ply
    Side claimant = Side::White;  // the player to move there
    std::string writtenMove;      // the written move in the tool's notation
    bool moveStands = false;      // written-move procedure, invalid: the move counts as played
    std::vector<int> occurrences; // threefold: plies at which the position stood
    int windowStartPly = 0;
    int count = 0;
    int limit = 0;
    std::optional<CountUnit> unit;                 // none when the rule does not apply
    std::optional<EndgameVerdict> databaseVerdict; // main-road, small-ending
    std::string message; // the answer in one sentence, the core's English of `detail`
    RuleMessage detail;  // its facts, for the message catalogue of app/
};

class ClaimChecker
{
public:
    explicit ClaimChecker(const Auditor &auditor) : m_auditor(auditor) {}

    // The verdict, or why the claim cannot be examined (the game does not replay to the ply, the
    // written move is not a move, an unknown rule).
    Result<ClaimVerdict, std::string> check(const PdnGame &game, const ClaimRequest &request) const;

private:
    const Auditor &m_auditor;
};

} // namespace arbiter
