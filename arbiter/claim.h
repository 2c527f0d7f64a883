// Draw claims (docs/rules.md §13, procedure of §1.9.2), checked on a game as recorded so far.
//
//  - After the opponent's move: the player to move claims that the position after ply P has
//    occurred three times. Valid if it has; the answer lists the plies of every occurrence.
//  - With a written move: the player to move writes a move, not played, and claims that it
//    repeats a position the third time. The move must be legal. Valid: a draw. Invalid: the
//    written move counts as played and the game goes on.
//  - An automatic rule (three-kings, kings-only, balance, main-road, small-ending): valid when
//    its draw has taken effect by ply P; the answer names the window start, count and limit.
//  - Repetition is threefold, or fourfold in Italian draughts (docs/rules.md §16), in both
//    procedures above.
//  - A count the player claims (forty-moves, docs/rules.md §16): valid while its count has
//    reached its limit at ply P; the answer names the window start, count and limit.
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
    // none: the variant's repetition rule (threefold; fourfold in Italian draughts)
    std::optional<DrawRule> rule;
};

enum class ClaimProcedure
{
    AfterMove,   // threefold, claimed after the opponent's move
    WrittenMove, // threefold, with a written move not played
    Automatic,   // an automatic rule
    Count,       // a count the player claims (forty-moves)
};

// "after-move", "written-move", "automatic", "count": the ids of the claim JSON and the decisions
// log.
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

// Why a claim cannot be examined: a code and its facts, worded in English and Russian by the
// message catalogue of app/ (CONTRIBUTING.md §4).
enum class ClaimRefusalCode
{
    GameUnreadable,          // the game's variant or start position cannot be read: `cause`
    NoSuchPly,               // the game has `plies` plies; there is no ply `ply`
    PlyNotPlayable,          // ply `ply` (`move` as written) cannot be played: `cause`; the game
                             // does not replay to ply `target`
    WrittenMoveIllegal,      // the written `move` is not legal for `side` after ply `ply`: `cause`
    RuleOfOtherVariant,      // `rule` is not a draw rule of `variant` (claimRules() are)
    WrittenMoveNotThreefold, // a written move claims a repetition only (threefold, fourfold)
};

struct ClaimRefusal
{
    ClaimRefusalCode code = ClaimRefusalCode::GameUnreadable;
    int ply = 0;
    int plies = 0;
    int target = 0;
    std::string move;
    Side side = Side::White;
    DrawRule rule = DrawRule::Threefold;
    Variant variant = Variant::Russian;
    RuleMessage cause = {};

    bool operator==(const ClaimRefusal &) const = default;
};

// The rules a claim in a game of `variant` may name: docs/rules.md §10's for Russian draughts,
// the FMJD's (fmjddrawtracker.h) for Brazilian and International, the federations'
// (checkersdrawtracker.h) for English, Italian and Pool. The first is the variant's repetition.
const std::vector<DrawRule> &claimRules(Variant variant);

class ClaimChecker
{
public:
    explicit ClaimChecker(const Auditor &auditor) : m_auditor(auditor) {}

    // The verdict, or why the claim cannot be examined (the game does not replay to the ply, the
    // written move is not a move, a rule of another variant).
    Result<ClaimVerdict, ClaimRefusal> check(const PdnGame &game,
                                             const ClaimRequest &request) const;

private:
    const Auditor &m_auditor;
};

} // namespace arbiter
