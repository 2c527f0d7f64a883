// What the rules core says about a written move, a game or a draw claim, as facts: an id and the
// struct of its facts (rulefacts.h; the comment of each id names it, or says none). The core's own
// wording, englishText(), is what the audit stores and the command line prints; the window shows
// the same facts in the judge's language through the message catalogue of app/ (CONTRIBUTING.md
// §4: messages are translated at the edge). Both are exhaustive switches over the ids.
#pragma once

#include "rulefacts.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace arbiter {

enum class RuleMessageId
{
    // Notation: the text is not a move in any accepted form (NotationErrorKind::Unparseable).
    NothingWritten,          // none
    BadRank,                 // WrittenFacts: the token, "c9"
    LightSquare,             // SquareFacts
    BadSquareNumber,         // none
    UnexpectedCharacter,     // WrittenFacts: the character
    SeparatorFirst,          // none
    TwoSeparators,           // none
    MixedSeparators,         // none
    PartialSeparators,       // none
    RankAfterFile,           // none
    MixedNamesAndNumbers,    // none
    SeparatorBetweenNumbers, // none
    SquareAfterSeparator,    // none
    OneTargetAfterFile,      // none
    TargetMissing,           // none
                             // Notation: the move is not legal here.
    NoPieceOn,               // SquareFacts
    PieceOfOtherSide,        // PieceFacts
    NoPieceOnFile,           // FileFacts
    CaptureMandatory,        // MovesFacts: the captures
    CaptureNotFinished,      // MovesFacts: the ways it goes on
    TargetOccupied,          // PieceFacts
    IllegalMove,             // IllegalMoveFacts
    Ambiguous,               // MovesFacts: the moves that fit
                             // The audit of a game.
    AmbiguousPlayedAs,       // AmbiguityFacts
    AmbiguousUnresolved,     // AmbiguityFacts
    PdnUnreadable,           // PdnProblem: the PDN reader's code, place and facts
    ResultTagDiffers,        // ResultTagFacts
    GameTypeNotRussian,      // GameTypeFacts (gameType)
    SquareInMoveNotRussian,  // OuterSquareFacts
    SquareInFenNotRussian,   // OuterSquareFacts (square)
    BadFen,                  // FenError: the FEN reader's code, column and facts
    PlayAfterDraw,           // DrawnFacts
    ResultButDrawn,          // DrawnFacts
    ResultButLost,           // LostFacts
    ResultButWon,            // LostFacts: `loser`, left without a move, has won (giveaway)
    BadRoundTag,             // WrittenFacts: the Round tag's value, stored without a round
                             // Draw claims (ClaimVerdict).
    WrittenMoveValid,        // RepetitionFacts (move, plies)
    WrittenMoveInvalid,      // RepetitionFacts (move, plies)
    ThreefoldAfterMove,      // RepetitionFacts (valid, ply, plies)
    AutomaticValid,          // CountFacts (reason if the endgame database decided)
    AutomaticUndecided,      // CountFacts (reason)
    RuleCounting,            // CountFacts (strongSide if the rule has one)
    RuleNotApplying,         // NotApplyingFacts
                             // The numeric notation of every variant (gridnotation.h).
    SquareNumberAbove,       // BoardSizeFacts
    QuietMoveTwoSquares,     // none
    CaptureWrittenQuiet,     // MovesFacts: the capture
    CannotMoveTo,            // TargetFacts (from, to)
    NoCaptureHere,           // none
    NoCaptureTo,             // TargetFacts
    MajorityCapture,         // MajorityFacts
    CapturePrecedence,       // MovesFacts: the captures due (Italian precedence, FID 6.7–6.9)
    GameTypeUnsupported,     // GameTypeFacts (gameType): a game of no variant this tool plays
    GameOfOtherVariant,      // GameTypeFacts
    MoveOfOtherBoard,        // OtherBoardFacts: squares of another board in the move
};

struct RuleMessage
{
    RuleMessageId id = RuleMessageId::NothingWritten;
    RuleFacts facts = std::monostate{}; // the struct the id's comment names, or none

    bool operator==(const RuleMessage &) const = default;
};

// The core's English wording of `message`.
std::string englishText(const RuleMessage &message);

// Whether `id` is a claim verdict's (WrittenMoveValid … RuleNotApplying): its text is a verdict
// word ("valid: ", "invalid: ", "undecided: ") and then its facts.
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

// "1st", "2nd", "3rd", "4th", "11th", "21st" … of a count.
std::string ordinal(int number);

// Moves as a list in a sentence: "c3:e5, g3:e5".
std::string joinedMoves(const std::vector<std::string> &moves);

// "0, 4, 8": plies as a list in a sentence.
std::string joinedPlies(const std::vector<int> &plies);

} // namespace arbiter
