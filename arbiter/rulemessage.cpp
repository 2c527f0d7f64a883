#include "rulemessage.h"

namespace arbiter {

namespace {

// A variant (variant.h) in words: "international" is "International draughts (20)".
std::string variantWords(const std::string &name)
{
    if (name == "russian")
        return "Russian draughts (25)";
    if (name == "brazilian")
        return "Brazilian draughts (26)";
    if (name == "international")
        return "International draughts (20)";
    return name;
}

// The verdict word a claim verdict's English starts with: "valid: ", "invalid: ", "undecided: ".
std::string englishVerdictWord(const RuleMessage &message)
{
    using Id = RuleMessageId;
    if (message.id == Id::WrittenMoveValid || message.id == Id::AutomaticValid)
        return "valid: ";
    if (message.id == Id::AutomaticUndecided)
        return "undecided: ";
    if (message.id == Id::ThreefoldAfterMove)
        return (message.args.empty() ? std::string() : message.args[0]) + ": ";
    return "invalid: ";
}

// The facts of type T of `message`; the struct's defaults when it carries none (a message made
// without them, which the core never makes for the ids of T).
template <typename T>
T factsOr(const RuleMessage &message)
{
    const T *facts = factsOf<T>(message);
    return facts ? *facts : T{};
}

} // namespace

std::string_view pieceKindName(PieceKind kind)
{
    return kind == PieceKind::King ? "king" : "man";
}

std::string ordinal(const std::string &number)
{
    if (number == "1")
        return "1st";
    if (number == "2")
        return "2nd";
    if (number == "3")
        return "3rd";
    return number + "th";
}

bool isClaimVerdict(RuleMessageId id)
{
    using Id = RuleMessageId;
    return id == Id::WrittenMoveValid || id == Id::WrittenMoveInvalid ||
           id == Id::ThreefoldAfterMove || id == Id::AutomaticValid ||
           id == Id::AutomaticUndecided || id == Id::RuleCounting || id == Id::RuleNotApplying;
}

std::string englishClaimFacts(const RuleMessage &message)
{
    const auto arg = [&message](std::size_t i) {
        return i < message.args.size() ? message.args[i] : std::string();
    };
    using Id = RuleMessageId;
    if (message.id == Id::WrittenMoveValid)
        return "after " + arg(0) + " the position stands for the " + ordinal(arg(1)) +
               " time (plies " + arg(2) + "); the game is drawn";
    if (message.id == Id::WrittenMoveInvalid)
        return "after " + arg(0) + " the position would stand for the " + ordinal(arg(1)) +
               " time only (plies " + arg(2) + "); " + arg(0) +
               " counts as played and the game goes on";
    if (message.id == Id::ThreefoldAfterMove)
        return "the position after ply " + arg(1) + " stood " + arg(2) +
               (arg(2) == "1" ? " time" : " times") + " (plies " + arg(3) + ")";
    if (message.id == Id::AutomaticValid)
        return "drawn by " + arg(0) + " after ply " + arg(1) + " (counted from ply " + arg(2) +
               ": " + arg(3) + " of the " + arg(4) + " " + arg(5) + " needed" +
               (arg(6).empty() ? "" : "; " + arg(6)) + ")";
    if (message.id == Id::AutomaticUndecided)
        return arg(0) + " reached its count after ply " + arg(1) + " (counted from ply " + arg(2) +
               ": " + arg(3) + " of the " + arg(4) + " " + arg(5) + " needed) but " + arg(6);
    if (message.id == Id::RuleCounting)
        return arg(0) + " is still counting after ply " + arg(6) + ": " + arg(2) + " of the " +
               arg(3) + " " + arg(4) +
               (arg(5).empty() ? "" : " of the strong side (" + arg(5) + ")") +
               " needed, counted from ply " + arg(1);
    if (message.id == Id::RuleNotApplying)
        return arg(0) + " does not apply after ply " + arg(1) + " under " + arg(2) +
               (arg(3).empty()
                    ? ""
                    : " (the game was drawn by " + arg(3) + " after ply " + arg(4) + ")");
    return englishText(message);
}

std::string englishText(const RuleMessage &message)
{
    const auto arg = [&message](std::size_t i) {
        return i < message.args.size() ? message.args[i] : std::string();
    };
    using Id = RuleMessageId;
    switch (message.id) {
    case Id::NothingWritten:
        return "expected a move such as c3-d4, found nothing";
    case Id::BadRank:
        return "'" + arg(0) + "' is not a square: the rank must be 1…8";
    case Id::LightSquare:
        return arg(0) + " is a light square";
    case Id::BadSquareNumber:
        return "a square number must be 1…32";
    case Id::UnexpectedCharacter:
        return "unexpected '" + arg(0) + "' in a move";
    case Id::SeparatorFirst:
        return "expected a square before the separator";
    case Id::TwoSeparators:
        return "two separators in a row";
    case Id::MixedSeparators:
        return "'-' (quiet move) and ':' (capture) are mixed";
    case Id::PartialSeparators:
        return "separators must stand between all squares or none";
    case Id::RankAfterFile:
        return "expected a rank 1…8 after the file letter";
    case Id::MixedNamesAndNumbers:
        return "square names and numbers are mixed";
    case Id::SeparatorBetweenNumbers:
        return "expected '-' or 'x' between square numbers";
    case Id::SquareAfterSeparator:
        return "expected a square after the separator";
    case Id::OneTargetAfterFile:
        return "expected one target square after the file letter";
    case Id::TargetMissing:
        return "expected a target square";
    case Id::NoPieceOn:
        return "there is no piece on " + arg(0);
    case Id::PieceOfOtherSide: {
        const auto piece = factsOr<PieceFacts>(message);
        return piece.square + " holds a " + std::string(sideName(piece.side)) + " " +
               std::string(pieceKindName(piece.kind)) + " but " +
               std::string(sideName(piece.toMove)) + " is to move";
    }
    case Id::NoPieceOnFile: {
        const auto file = factsOr<FileFacts>(message);
        return "there is no " + std::string(sideName(file.toMove)) + " piece on the " +
               std::string(1, file.file) + " file";
    }
    case Id::CaptureMandatory:
        return "capture is mandatory: " + arg(0);
    case Id::CaptureNotFinished:
        return "the capture is not finished: it must go on, as " + arg(0);
    case Id::TargetOccupied: {
        const auto piece = factsOr<PieceFacts>(message);
        return piece.square + " is occupied by a " + std::string(sideName(piece.side)) + " " +
               std::string(pieceKindName(piece.kind));
    }
    case Id::IllegalMove: {
        std::string text = "not a legal move";
        if (arg(0) == "written-quiet")
            text += ": it is a capture, written with ':'";
        else if (arg(0) == "no-capture")
            text += ": there is no capture here";
        const std::string start = arg(2) == "file" ? arg(1) + " file" : arg(1);
        if (arg(3).empty())
            text += arg(2) == "file" ? "; no piece on the " + start + " has a legal move"
                                     : "; the piece on " + start + " has no legal move";
        else
            text += "; from " + start + ": " + arg(3);
        if (!arg(4).empty())
            text += "; capture is mandatory: " + arg(4);
        return text;
    }
    case Id::Ambiguous:
        return "ambiguous: " + arg(0) + " legal moves fit (" + arg(1) + ")";
    case Id::AmbiguousPlayedAs:
        return "ambiguous: " + arg(0) + " legal moves fit (" + arg(1) + "); played as " + arg(2) +
               (arg(3) == "route" ? ", the route written in full, which keeps the game legal"
                                  : ", the only one that keeps the rest of the game legal");
    case Id::AmbiguousUnresolved:
        return "ambiguous: " + arg(0) + " legal moves fit (" + arg(1) + ")" +
               (arg(2) == "none" ? "; none of them keeps the rest of the game legal"
                                 : "; several keep the rest of the game legal");
    case Id::PdnUnreadable: {
        const auto pdn = factsOr<PdnProblem>(message);
        return "the PDN cannot be read here: " + englishText(pdn) +
               (pdn.where == PdnProblem::Where::Tags ? "" : "; the moves before it are checked");
    }
    case Id::ResultTagDiffers:
        return "the Result tag says " + arg(0) + " but the moves end with " + arg(1);
    case Id::GameTypeNotRussian:
        return "GameType " + arg(0) + " is not Russian draughts (25); game skipped";
    case Id::SquareInMoveNotRussian:
        return "not Russian draughts: square " + arg(0) + " in move " + arg(1) +
               " (a board of more than 32 squares); game skipped";
    case Id::SquareInFenNotRussian:
        return "not Russian draughts: square " + arg(0) +
               " in the FEN (a board of more than 32 squares); game skipped";
    case Id::BadFen: {
        const auto fen = factsOr<FenError>(message);
        return "FEN column " + std::to_string(fen.column) + ": " + englishText(fen) +
               "; game skipped";
    }
    case Id::PlayAfterDraw: {
        const auto drawn = factsOr<DrawnFacts>(message);
        return "the game was already drawn by " + std::string(drawRuleId(drawn.rule)) +
               " after ply " + std::to_string(drawn.ply) + "; moves recorded after it do not count";
    }
    case Id::ResultButDrawn: {
        const auto drawn = factsOr<DrawnFacts>(message);
        return "recorded " + drawn.recorded + ", but the game was drawn by " +
               std::string(drawRuleId(drawn.rule)) + " after ply " + std::to_string(drawn.ply);
    }
    case Id::ResultButLost: {
        const auto lost = factsOr<LostFacts>(message);
        return "recorded " + lost.recorded + ", but " + std::string(sideName(lost.loser)) +
               (lost.blocked ? " is blocked" : " has no pieces left") + " after ply " +
               std::to_string(lost.ply) + " and has lost";
    }
    case Id::BadRoundTag:
        return "the Round tag '" + arg(0) +
               "' is not a round number (1, 2, …); the game is stored without a round";
    case Id::WrittenMoveValid:
    case Id::WrittenMoveInvalid:
    case Id::ThreefoldAfterMove:
    case Id::AutomaticValid:
    case Id::AutomaticUndecided:
    case Id::RuleCounting:
    case Id::RuleNotApplying:
        return englishVerdictWord(message) + englishClaimFacts(message);
    case Id::SquareNumberAbove:
        return "square numbers are 1…" + arg(0);
    case Id::QuietMoveTwoSquares:
        return "a quiet move has two squares: where it starts and where it ends";
    case Id::CaptureWrittenQuiet:
        return "a capture written with '-': " + arg(0);
    case Id::CannotMoveTo:
        return "the piece on " + arg(0) + " cannot move to " + arg(1);
    case Id::NoCaptureHere:
        return "there is no capture here";
    case Id::NoCaptureTo:
        return "the piece on " + arg(0) + " has no capture to " + arg(1) +
               "; capture is mandatory: " + arg(2);
    case Id::MajorityCapture:
        return "it takes " + arg(0) + (arg(0) == "1" ? " piece" : " pieces") + " where " + arg(1) +
               " can be taken: the capture of the most pieces is compulsory (" + arg(2) + ")";
    case Id::GameTypeUnsupported:
        return "GameType " + arg(0) +
               " is not a game this tool plays (Russian 25, Brazilian 26, International 20); game "
               "skipped";
    case Id::GameOfOtherVariant:
        return "GameType " + arg(0) + " is " + variantWords(arg(1)) + ", not " +
               variantWords(arg(2)) + "; game skipped";
    case Id::MoveOfOtherBoard:
        return "move " + arg(0) + " is not written for the board of " + variantWords(arg(1)) +
               "; game skipped";
    }
    return {};
}

} // namespace arbiter
