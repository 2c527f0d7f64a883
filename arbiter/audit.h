// The move-by-move audit of a game sheet (DESIGN.md §5): every move checked against the rules,
// ambiguous moves resolved by looking ahead, the draw rules followed (DrawTracker), the recorded
// result checked against the final position and any automatic draw.
//
// Finding codes: UNPARSEABLE_MOVE, ILLEGAL_MOVE, CAPTURE_REQUIRED, INCOMPLETE_CAPTURE,
// AMBIGUOUS_MOVE, PLAY_AFTER_DRAW, RESULT_MISMATCH, BAD_FEN, BAD_TAG. After an unparseable or
// illegal move (or one that stays ambiguous) the replay of the game stops there.
#pragma once

#include "drawrules.h"
#include "endgamedatabase.h"
#include "pdngame.h"
#include "position.h"
#include "rulemessage.h"
#include "ruleset.h"

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace arbiter {

enum class Severity
{
    Error,
    Warning
};

struct AuditFinding
{
    int ply = 0;        // the move's ply, 1-based from the start position; 0: the game as a whole
    int moveNumber = 0; // for a move: its number in the game
    Side side = Side::White;
    std::string text; // the move as written
    std::string code;
    std::string message;                 // the core's English wording of `detail`
    RuleMessage detail;                  // its facts, for the message catalogue of app/
    std::vector<std::string> candidates; // the moves in question, in the tool's notation
    Severity severity = Severity::Error;
    TextPlace place; // where in the file
};

struct AuditedPly
{
    std::string move;           // in the tool's notation
    Move played;                // from, to, captured squares
    std::string fenAfter;       // the position after the ply
    std::uint64_t keyAfter = 0; // its Zobrist key
};

struct GameAudit
{
    int index = 0;
    TextPlace place;
    std::vector<PdnTag> tags;
    std::string result; // as recorded
    std::string ruleSet;
    int plies = 0;         // plies replayed
    bool replayed = false; // false when the game was skipped (another variant, bad FEN)
    std::vector<AuditFinding> findings;
    std::vector<DrawEvent> draws;
    Position start; // the position the game starts from
    Position final;
    bool sideToMoveHasMoves = true;
    std::vector<AuditedPly> history; // only with Auditor::Options::recordHistory

    std::string tag(std::string_view name) const;
};

class Auditor
{
public:
    struct Options
    {
        bool recordHistory = false; // keep every ply's move and FEN in GameAudit::history
    };

    // `database` may be null: main-road and small-ending then answer "unknown".
    Auditor(RuleSet rules, const EndgameDatabase *database) : Auditor(rules, database, Options{}) {}
    Auditor(RuleSet rules, const EndgameDatabase *database, Options options);

    GameAudit audit(const PdnGame &game) const;

    // The start position of a game: its FEN tag, or the initial position; BAD_FEN or BAD_TAG
    // (another variant) when it cannot be played as Russian draughts.
    std::variant<Position, AuditFinding> startOf(const PdnGame &game) const;

    // The move `text` in `position`, with ambiguity resolved by whether the moves written after it
    // (`rest`) stay legal; the finding when there is one.
    struct Resolution
    {
        std::optional<Move> move; // nullopt: the replay stops
        std::optional<AuditFinding> finding;
    };
    Resolution resolve(const Position &position, const PdnMove &written,
                       std::span<const PdnMove> rest) const;

    const RuleSet &rules() const { return m_rules; }
    const EndgameDatabase *database() const { return m_database; }

private:
    RuleSet m_rules;
    const EndgameDatabase *m_database;
    Options m_options;
};

} // namespace arbiter
