// What the rules core says about a written move, a game or a draw claim, as facts: an id and its
// facts. The ids whose facts are sides, piece kinds and draw rules carry them typed (`facts`, one
// struct per group of ids); the others still carry their arguments as written words (`args`:
// squares, moves as written by the tool, plies; docs/architecture.md §12). The
// core's own wording, englishText(), is what the audit stores and the command line prints; the
// window shows the same facts in the judge's language through the message catalogue of app/
// (CONTRIBUTING.md §4: messages are translated at the edge).
#pragma once

#include "drawrules.h"
#include "endgamereason.h"
#include "fen.h"
#include "pdngame.h"
#include "piece.h"
#include "side.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace arbiter {

enum class RuleMessageId
{
    // Notation: the text is not a move in any accepted form (NotationErrorKind::Unparseable).
    NothingWritten,          // {}
    BadRank,                 // {token, e.g. "c9"}
    LightSquare,             // {square}
    BadSquareNumber,         // {}
    UnexpectedCharacter,     // {character}
    SeparatorFirst,          // {}
    TwoSeparators,           // {}
    MixedSeparators,         // {}
    PartialSeparators,       // {}
    RankAfterFile,           // {}
    MixedNamesAndNumbers,    // {}
    SeparatorBetweenNumbers, // {}
    SquareAfterSeparator,    // {}
    OneTargetAfterFile,      // {}
    TargetMissing,           // {}
                             // Notation: the move is not legal here.
    NoPieceOn,               // {square}
    PieceOfOtherSide,        // PieceFacts
    NoPieceOnFile,           // FileFacts
    CaptureMandatory,        // {the captures, "c3:e5, g3:e5"}
    CaptureNotFinished,      // {the ways it goes on}
    TargetOccupied,          // PieceFacts (toMove: the side to move, not worded)
                    // {"" | "written-quiet" (a capture written with '-') | "no-capture" (':' with
                    // none), start
                    //  (square, or file letter), "file" | "square", the moves from there or "", the
                    //  captures available when none is from there, or ""}
    IllegalMove,
    Ambiguous,              // {count, the moves that fit}
                            // The audit of a game.
    AmbiguousPlayedAs,      // {count, the moves, the move played, "route" | "only"}
    AmbiguousUnresolved,    // {count, the moves, "none" | "several"}
    PdnUnreadable,          // PdnProblem: the PDN reader's code, place and facts
    ResultTagDiffers,       // {the Result tag, the result after the moves}
    GameTypeNotRussian,     // {GameType number}
    SquareInMoveNotRussian, // {square number, move}
    SquareInFenNotRussian,  // {square number}
    BadFen,                 // FenError: the FEN reader's code, column and facts
    PlayAfterDraw,          // DrawnFacts (recorded: "", not worded)
    ResultButDrawn,         // DrawnFacts
    ResultButLost,          // LostFacts
    BadRoundTag,            // {the Round tag's value}: not a round number, stored without one
                            // Draw claims (ClaimVerdict).
    WrittenMoveValid,       // {move, occurrences, plies "4, 8, 12"}
    WrittenMoveInvalid,     // {move, occurrences, plies}
    ThreefoldAfterMove,     // {"valid" | "invalid", ply, occurrences, plies}
    AutomaticValid,         // {rule, ply, window start, count, limit, unit, reason or ""}
    AutomaticUndecided,     // {rule, ply, window start, count, limit, unit, reason}
    RuleCounting,           // {rule, window start, count, limit, unit, strong side or "", ply}
    RuleNotApplying,        // {rule, ply, rule set, rule that drew the game or "", its ply}
                            // The numeric notation of every variant (gridnotation.h).
    SquareNumberAbove,      // {the board's last number, 50 or 32}
    QuietMoveTwoSquares,    // {}
    CaptureWrittenQuiet,    // {the capture as the tool writes it}
    CannotMoveTo,           // {from, to}
    NoCaptureHere,          // {}
    NoCaptureTo,            // {from, to, the captures}
    MajorityCapture,        // {pieces the move takes, the most pieces a capture takes, captures}
    GameTypeUnsupported,    // {GameType number}: a game of no variant this tool plays
    GameOfOtherVariant,     // {GameType number, its variant, the variant expected} (variant.h
                            //  names: "russian", "brazilian", "international")
    MoveOfOtherBoard,       // {move, the variant}: squares of another board in the move
};

// PieceOfOtherSide, TargetOccupied: the piece on `square` (as the variant's notation names it).
struct PieceFacts
{
    std::string square;
    Side side = Side::White;
    PieceKind kind = PieceKind::Man;
    Side toMove = Side::White;

    bool operator==(const PieceFacts &) const = default;
};

// NoPieceOnFile: `toMove` has no piece on the file `file` ('a' … 'h').
struct FileFacts
{
    Side toMove = Side::White;
    char file = 'a';

    bool operator==(const FileFacts &) const = default;
};

// PlayAfterDraw, ResultButDrawn: `rule` drew the game after `ply`; the result `recorded` ("1-0").
struct DrawnFacts
{
    std::string recorded;
    DrawRule rule = DrawRule::Threefold;
    int ply = 0;

    bool operator==(const DrawnFacts &) const = default;
};

// ResultButLost: `loser`, to move after `ply`, is blocked or has no pieces; `recorded` said else.
struct LostFacts
{
    std::string recorded;
    Side loser = Side::White;
    bool blocked = false; // false: no pieces left
    int ply = 0;

    bool operator==(const LostFacts &) const = default;
};

// The typed facts of a message; std::monostate for an id whose facts are still `args`.
using RuleFacts = std::variant<std::monostate, PieceFacts, FileFacts, DrawnFacts, LostFacts,
                               FenError, PdnProblem>;

struct RuleMessage
{
    RuleMessageId id = RuleMessageId::NothingWritten;
    // The ids without typed facts: their arguments, as the comment of each id lists them.
    std::vector<std::string> args;
    // AutomaticValid, AutomaticUndecided: the facts of the reason (args[6] is its englishText).
    std::optional<EndgameReason> endgame = std::nullopt;
    RuleFacts facts = std::monostate{};

    bool operator==(const RuleMessage &) const = default;
};

// The core's English wording of `message`.
std::string englishText(const RuleMessage &message);

// Whether `id` is a claim verdict's (WrittenMoveValid … RuleNotApplying): its text is a verdict
// word
// ("valid: ", "invalid: ", "undecided: ") and then its facts.
bool isClaimVerdict(RuleMessageId id);

// A claim verdict's facts without the verdict word: "after g7-h8 the position stands for the 3rd
// time (plies 0, 4, 8); the game is drawn" (englishText() is the word, then these). Any other
// message as englishText() words it.
std::string englishClaimFacts(const RuleMessage &message);

// "man" / "king": a piece kind as the core's English and PieceFacts name it.
std::string_view pieceKindName(PieceKind kind);

// The facts of `message` if they are of type T, else nullptr.
template <typename T>
const T *factsOf(const RuleMessage &message)
{
    return std::get_if<T>(&message.facts);
}

// "1st", "2nd", "3rd", "4th" … of a count written in digits (an argument as the core wrote it).
std::string ordinal(const std::string &number);

} // namespace arbiter
