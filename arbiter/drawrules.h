// The draw rules of docs/rules.md §9–§11, followed ply by ply through one game. Every rule is
// decided here and nowhere else; the limits come from a RuleSet.
//
// Windows: three-kings, balance, main-road and small-ending each start at the first position in
// which their condition holds and restart whenever the material changes (a capture or a
// promotion); kings-only counts consecutive quiet king moves. A draw takes effect right after the
// ply that completes a count; the first automatic draw ends the game. When two rules complete with
// the same ply (three-kings and kings-only can), both are reported, in the order of docs/rules.md
// §10's table, and the first is named as the one that decided. Threefold repetition is claimable,
// not automatic: it is reported at the ply of each position's third occurrence.
#pragma once

#include "endgamedatabase.h"
#include "endgamereason.h"
#include "position.h"
#include "repetitionhistory.h"
#include "ruleset.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// The draw rules of docs/rules.md §10 (Russian draughts), of the FMJD (fmjddrawtracker.h) and of
// the checkers federations (checkersdrawtracker.h).
enum class DrawRule
{
    Threefold,
    ThreeKings,  // 7.2.4
    KingsOnly,   // 7.2.5
    Balance,     // 7.2.6
    MainRoad,    // 7.2.7
    SmallEnding, // 7.2.8
    // The FMJD's, for Brazilian and International draughts.
    ThreePieces,
    LongDiagonal,
    TwoPieces,
    // The checkers federations' (docs/rules.md §16): WCDF and FID.
    Fourfold,   // a position's fourth occurrence (FID, Italian draughts), on a claim
    FortyMoves, // 40 moves of each player without a man's move or a capture, on a claim
};

// What a count is counted in.
enum class CountUnit
{
    Plies,
    OwnMoves, // the strong side's moves
    Occurrences,
};

// What a rule that asks the endgame database (main-road, small-ending) decided.
enum class EndgameVerdict
{
    Draw,    // the strong side has no win: the game is drawn
    Unknown, // the database cannot answer; see the reason
};

// The ids the audit JSON, the claim rulings and `shashki claim --rule` use (docs/audit-json.md,
// docs/rules.md §10): "threefold", "three-kings", "kings-only", "balance", "main-road",
// "small-ending", "three-pieces", "long-diagonal", "two-pieces", "fourfold", "forty-moves".
std::string_view drawRuleId(DrawRule rule);
// The rule of an id, or nullopt for a text that is none.
std::optional<DrawRule> drawRuleOfId(std::string_view id);
// Every rule, in the order of the enum (docs/rules.md §10's table, then the FMJD's).
const std::vector<DrawRule> &everyDrawRule();
// "plies", "own moves", "occurrences" (the audit JSON's "unit").
std::string_view countUnitId(CountUnit unit);
// "draw", "unknown" (the audit JSON's "verdict").
std::string_view endgameVerdictId(EndgameVerdict verdict);

enum class DrawKind
{
    Automatic,
    Claimable
};

struct DrawEvent
{
    int ply = 0; // the draw takes effect (or can be claimed) right after this ply
    DrawRule rule = DrawRule::Threefold;
    DrawKind kind = DrawKind::Automatic;
    int windowStartPly = 0; // the first position of the window (for threefold: the first
                            // occurrence)
    int count = 0;          // the count reached, in `unit`
    int limit = 0;
    CountUnit unit = CountUnit::Plies;
    std::vector<int> occurrences; // threefold: the plies at which the position stood
    // main-road and small-ending decide with the endgame database: a draw (the strong side has no
    // win), or unknown when the database cannot answer; with the reason either way.
    EndgameVerdict verdict = EndgameVerdict::Draw;
    std::optional<EndgameReason> reason;
};

// The occurrences of one position that a repetition rule asks for: 3 for threefold, 4 for
// fourfold; 0 for a rule that is not a repetition.
int repetitionsNeeded(DrawRule rule);

// The claim a position's third occurrence opens (docs/rules.md §10, and the FMJD's threefold rule):
// at `ply`, the position having stood at `plies` (three of them, the first opening the window).
DrawEvent threefoldEvent(int ply, std::vector<int> plies);
// The same for any repetition rule (`rule`: threefold or fourfold), `plies` being as many
// occurrences as it asks for.
DrawEvent repetitionEvent(DrawRule rule, int ply, std::vector<int> plies);

// A window that is running: for the desktop's "three kings: strong side's move 11 of 15".
struct DrawWindow
{
    DrawRule rule = DrawRule::Threefold;
    int windowStartPly = 0;
    int count = 0;
    int limit = 0;
    CountUnit unit = CountUnit::Plies;
    std::optional<Side> strongSide;
};

class DrawTracker
{
public:
    // `database` may be null: rules that need it then answer "unknown".
    DrawTracker(const RuleSet &rules, const EndgameDatabase *database, const Position &start);

    // Plays `move`, legal in position(), and returns what it brings: automatic draws taking effect
    // and repetitions becoming claimable with this ply. Nothing automatic after the first draw.
    std::vector<DrawEvent> play(const Move &move);

    // What the start position itself brings (7.2.9 can draw a game at once).
    const std::vector<DrawEvent> &eventsAtStart() const { return m_eventsAtStart; }
    const Position &position() const { return m_position; }
    int ply() const { return m_ply; }
    // The first automatic draw, once one has taken effect.
    const std::optional<DrawEvent> &automaticDraw() const { return m_automaticDraw; }
    // The plies (0 = the start) at which `position` stood, same side to move, so far.
    std::vector<int> occurrences(const Position &position) const;
    // The windows running now, with their counts.
    std::vector<DrawWindow> windows() const;

private:
    struct Window
    {
        bool active = false;
        int startPly = 0;
        Side strong = Side::White;
        int ownMoves = 0;
        int limitPlies = 0;   // balance: the limit of the material it started with
        bool decided = false; // main-road, small-ending: the 5th-move check is done
    };

    void startWindows(std::vector<DrawEvent> &events);
    void countAndCheck(Side mover, std::vector<DrawEvent> &events);
    enum class Answer
    {
        Won,
        NotWon,
        Unknown
    };
    // Whether the endgame database says the position is won for `strong`, and why.
    Answer endgameAnswer(Side strong, EndgameReason &reason) const;
    DrawEvent event(DrawRule rule, const Window &window, int count, int limit,
                    CountUnit unit) const;
    void add(std::vector<DrawEvent> &events, DrawEvent event);

    RuleSet m_rules;
    const EndgameDatabase *m_database;
    Position m_position;
    int m_ply = 0;
    std::optional<DrawEvent> m_automaticDraw;
    std::vector<DrawEvent> m_eventsAtStart;

    Window m_threeKings;
    Window m_balance;
    Window m_mainRoad;
    Window m_smallEnding;
    int m_kingMoves = 0; // consecutive quiet king moves
    int m_kingMovesStart = 0;

    // Threefold: the positions since the last man move or capture (repetitionhistory.h).
    RepetitionHistory<Position> m_repetitions;
};

} // namespace arbiter
