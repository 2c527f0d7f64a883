// What the rules core says about a written move, a game or a draw claim, as facts: an id and its
// arguments (squares, moves as written by the tool, plies, rule ids, side and piece words). The
// core's own wording, englishText(), is what the audit stores and the command line prints; the
// window shows the same facts in the judge's language through the message catalogue of app/
// (CONTRIBUTING.md §4: messages are translated at the edge).
#pragma once

#include "endgamereason.h"

#include <optional>
#include <string>
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
    PieceOfOtherSide,        // {square, side "white"|"black", kind "man"|"king", side to move}
    NoPieceOnFile,           // {side to move, file letter}
    CaptureMandatory,        // {the captures, "c3:e5, g3:e5"}
    CaptureNotFinished,      // {the ways it goes on}
    TargetOccupied,          // {square, side, kind}
                    // {"" | "written-quiet" (a capture written with '-') | "no-capture" (':' with
                    // none), start
                    //  (square, or file letter), "file" | "square", the moves from there or "", the
                    //  captures available when none is from there, or ""}
    IllegalMove,
    Ambiguous,              // {count, the moves that fit}
                            // The audit of a game.
    AmbiguousPlayedAs,      // {count, the moves, the move played, "route" | "only"}
    AmbiguousUnresolved,    // {count, the moves, "none" | "several"}
    PdnUnreadable,          // {the reader's message, "tags" | "moves"}
    ResultTagDiffers,       // {the Result tag, the result after the moves}
    GameTypeNotRussian,     // {GameType number}
    SquareInMoveNotRussian, // {square number, move}
    SquareInFenNotRussian,  // {square number}
    BadFen,                 // {column, the FEN reader's message}
    PlayAfterDraw,          // {rule, ply}
    ResultButDrawn,         // {result recorded, rule, ply}
    ResultButLost,          // {result recorded, side, "blocked" | "no-pieces", ply}
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

struct RuleMessage
{
    RuleMessageId id = RuleMessageId::NothingWritten;
    std::vector<std::string> args;
    // AutomaticValid, AutomaticUndecided: the facts of the reason (args[6] is its englishText).
    std::optional<EndgameReason> endgame = std::nullopt;

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

// "1st", "2nd", "3rd", "4th" … of a count written in digits (an argument as the core wrote it).
std::string ordinal(const std::string &number);

} // namespace arbiter
