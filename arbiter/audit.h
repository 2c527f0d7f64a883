// The move-by-move audit of a game sheet (docs/audit-json.md): every move checked against the
// rules, ambiguous moves resolved by looking ahead, the draw rules followed, the recorded result
// checked against the final position and any automatic draw.
//
// Every variant judged (Auditor::judges) is audited the same way: a game's PDN GameType chooses its
// variant (25 Russian, 26 Brazilian, 20 International, 21 English, 22 Italian, 23 Pool), a game
// without one is of the Auditor's variant, and a game of any other GameType is reported (BAD_TAG),
// not guessed. Russian games follow the rule set given (DrawTracker, docs/rules.md §9–§11);
// Brazilian and International games the FMJD draw rules (FmjdDrawTracker); English, Italian and
// Pool games their federations' (CheckersDrawTracker, docs/rules.md §16).
//
// Finding codes: UNPARSEABLE_MOVE, ILLEGAL_MOVE, CAPTURE_REQUIRED, INCOMPLETE_CAPTURE,
// AMBIGUOUS_MOVE, PLAY_AFTER_DRAW, RESULT_MISMATCH, BAD_FEN, BAD_TAG. After an unparseable or
// illegal move (or one that stays ambiguous) the replay of the game stops there.
#pragma once

#include "drawrules.h"
#include "endgamedatabase.h"
#include "gridgenerator.h"
#include "pdngame.h"
#include "position.h"
#include "rulemessage.h"
#include "ruleset.h"
#include "variant.h"

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
    std::string move; // in the tool's notation
    int from = 0;     // the squares' PDN numbers
    int to = 0;
    std::vector<std::uint8_t> captured; // the pieces taken (Russian: in the order taken)
    std::string fenAfter;               // the position after the ply
    std::uint64_t keyAfter = 0;         // a key of it (Russian: its Zobrist key)
};

struct GameAudit
{
    int index = 0;
    TextPlace place;
    std::vector<PdnTag> tags;
    std::string result; // as recorded
    std::string ruleSet;
    Variant variant = Variant::Russian;
    int plies = 0;         // plies replayed
    bool replayed = false; // false when the game was skipped (another variant, bad FEN)
    std::vector<AuditFinding> findings;
    std::vector<DrawEvent> draws;
    Side firstMover = Side::White; // to move in the start position
    // The position the game starts from, and the one after the last ply replayed, on the board
    // of `variant` (Russian: Position; Brazilian: the 8×8 grid; International: the 10×10 grid;
    // English and Pool: the 8×8 grid numbered from Black's side; Italian: the mirrored 8×8 grid).
    using AnyPosition = std::variant<Position, GridPosition<Grid8>, GridPosition<Grid10>,
                                     GridPosition<Grid8Checkers>, GridPosition<Grid8Mirrored>>;
    AnyPosition start;
    AnyPosition final;
    bool sideToMoveHasMoves = true;
    std::vector<AuditedPly> history; // only with Auditor::Options::recordHistory

    std::string tag(std::string_view name) const;
    // FEN (fen.h) of `start` and `final`, written when asked for: most audits never need them.
    std::string startFen() const;
    std::string finalFen() const;
};

class Auditor
{
public:
    struct Options
    {
        bool recordHistory = false;         // keep every ply's move and FEN in GameAudit::history
        Variant variant = Variant::Russian; // of the games without a GameType tag
        // A game whose GameType names another variant than `variant` is reported (BAD_TAG), not
        // audited: a tournament's games are all of its variant.
        bool onlyOwnVariant = false;
    };

    // `database` may be null: main-road and small-ending then answer "unknown".
    Auditor(RuleSet rules, const EndgameDatabase *database) : Auditor(rules, database, Options{}) {}
    Auditor(RuleSet rules, const EndgameDatabase *database, Options options);

    // The FEN tag last read and its position, kept by a caller that audits the games of a file
    // one after another: they repeat one FEN (often the initial position), read once.
    struct KnownStart
    {
        std::string fen;
        Position position;
    };

    GameAudit audit(const PdnGame &game, KnownStart *known = nullptr) const;

    // The start position of a Russian game: its FEN tag, or the initial position; BAD_FEN or
    // BAD_TAG (another variant) when it cannot be played as Russian draughts. With `known`, a FEN
    // the same as the last one read is not read again.
    std::variant<Position, AuditFinding> startOf(const PdnGame &game,
                                                 KnownStart *known = nullptr) const;

    // The move `text` in the Russian `position`, with ambiguity resolved by whether the moves
    // written after it
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
    const Options &options() const { return m_options; }

    // The variant of `game`: its GameType tag's, or the Auditor's when it has none; the BAD_TAG
    // finding for a GameType of no variant this core judges.
    std::variant<Variant, AuditFinding> variantOf(const PdnGame &game) const;

    // Whether games of `variant` are audited and claims on them ruled: Russian, Brazilian,
    // International, English, Italian, Pool and giveaway. The moves of the 10 × 8 variants are
    // generated and written (perft, moves), but no draw rules are set for that board (docs/rules.md
    // §16), so their games are not judged.
    static bool judges(Variant variant);

private:
    template <class Board>
    void replay(const Board &board, const typename Board::Position &start, const PdnGame &game,
                GameAudit &audit) const;

    RuleSet m_rules;
    const EndgameDatabase *m_database;
    Options m_options;
    GridGenerator<Grid8> m_brazilian;
    GridGenerator<Grid10> m_international;
    GridGenerator<Grid8Checkers> m_english;
    GridGenerator<Grid8Mirrored> m_italian;
    GridGenerator<Grid8Checkers> m_pool;
};

} // namespace arbiter
