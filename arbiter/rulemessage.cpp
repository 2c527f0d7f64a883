#include "rulemessage.h"

namespace arbiter {

namespace {

// A variant (variant.h) in words: "International draughts (20)".
std::string variantWords(Variant variant)
{
    switch (variant) {
    case Variant::Russian:
        return "Russian draughts (25)";
    case Variant::Brazilian:
        return "Brazilian draughts (26)";
    case Variant::International:
        return "International draughts (20)";
    case Variant::English:
        return "English checkers (21)";
    case Variant::Italian:
        return "Italian draughts (22)";
    case Variant::Pool:
        return "Pool checkers (23)";
    case Variant::Russian10x8:
        return "80-square draughts";
    case Variant::Spantsiretti:
        return "Spantsiretti (41)";
    case Variant::Giveaway:
        return "giveaway (Russian draughts, the aim reversed)";
    }
    return {};
}

// The facts of type T of `message`; the struct's defaults when it carries none (a message made
// without them, which the core never makes for the ids of T).
template <typename T>
T factsOr(const RuleMessage &message)
{
    const T *facts = factsOf<T>(message);
    return facts ? *facts : T{};
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
        return factsOr<RepetitionFacts>(message).valid ? "valid: " : "invalid: ";
    return "invalid: ";
}

// "(counted from ply 30: 5 of the 5 own moves needed": the window of a count.
std::string englishWindow(const CountFacts &count)
{
    return "(counted from ply " + std::to_string(count.windowStart) + ": " +
           std::to_string(count.count) + " of the " + std::to_string(count.limit) + " " +
           std::string(countUnitId(count.unit)) + " needed";
}

} // namespace

std::string_view pieceKindName(PieceKind kind)
{
    return kind == PieceKind::King ? "king" : "man";
}

std::string ordinal(int number)
{
    const int lastTwo = number % 100;
    if (lastTwo >= 11 && lastTwo <= 13)
        return std::to_string(number) + "th";
    switch (number % 10) {
    case 1:
        return std::to_string(number) + "st";
    case 2:
        return std::to_string(number) + "nd";
    case 3:
        return std::to_string(number) + "rd";
    default:
        return std::to_string(number) + "th";
    }
}

std::string joinedMoves(const std::vector<std::string> &moves)
{
    std::string out;
    for (const std::string &move : moves)
        out += (out.empty() ? "" : ", ") + move;
    return out;
}

std::string joinedPlies(const std::vector<int> &plies)
{
    std::string out;
    for (const int ply : plies)
        out += (out.empty() ? "" : ", ") + std::to_string(ply);
    return out;
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
    using Id = RuleMessageId;
    if (message.id == Id::WrittenMoveValid || message.id == Id::WrittenMoveInvalid ||
        message.id == Id::ThreefoldAfterMove) {
        const auto repetition = factsOr<RepetitionFacts>(message);
        const int times = static_cast<int>(repetition.plies.size());
        const std::string plies = "(plies " + joinedPlies(repetition.plies) + ")";
        if (message.id == Id::WrittenMoveValid)
            return "after " + repetition.move + " the position stands for the " + ordinal(times) +
                   " time " + plies + "; the game is drawn";
        if (message.id == Id::WrittenMoveInvalid)
            return "after " + repetition.move + " the position would stand for the " +
                   ordinal(times) + " time only " + plies + "; " + repetition.move +
                   " counts as played and the game goes on";
        return "the position after ply " + std::to_string(repetition.ply) + " stood " +
               std::to_string(times) + (times == 1 ? " time " : " times ") + plies;
    }
    if (message.id == Id::AutomaticValid || message.id == Id::AutomaticUndecided ||
        message.id == Id::RuleCounting) {
        const auto count = factsOr<CountFacts>(message);
        const std::string rule(drawRuleId(count.rule));
        const std::string ply = std::to_string(count.ply);
        if (message.id == Id::AutomaticValid)
            return "drawn by " + rule + " after ply " + ply + " " + englishWindow(count) +
                   (count.reason ? "; " + englishText(*count.reason) : "") + ")";
        if (message.id == Id::AutomaticUndecided)
            return rule + " reached its count after ply " + ply + " " + englishWindow(count) +
                   ") but " + (count.reason ? englishText(*count.reason) : "");
        return rule + " is still counting after ply " + ply + ": " + std::to_string(count.count) +
               " of the " + std::to_string(count.limit) + " " +
               std::string(countUnitId(count.unit)) +
               (count.strongSide
                    ? " of the strong side (" + std::string(sideName(*count.strongSide)) + ")"
                    : "") +
               " needed, counted from ply " + std::to_string(count.windowStart);
    }
    if (message.id == Id::RuleNotApplying) {
        const auto rule = factsOr<NotApplyingFacts>(message);
        return std::string(drawRuleId(rule.rule)) + " does not apply after ply " +
               std::to_string(rule.ply) + " under " + rule.ruleSet +
               (rule.drawnBy ? " (the game was drawn by " + std::string(drawRuleId(*rule.drawnBy)) +
                                   " after ply " + std::to_string(rule.drawnAt) + ")"
                             : "");
    }
    return englishText(message);
}

std::string englishText(const RuleMessage &message)
{
    using Id = RuleMessageId;
    switch (message.id) {
    case Id::NothingWritten:
        return "expected a move such as c3-d4, found nothing";
    case Id::BadRank:
        return "'" + factsOr<WrittenFacts>(message).written +
               "' is not a square: the rank must be 1…8";
    case Id::LightSquare:
        return factsOr<SquareFacts>(message).square + " is a light square";
    case Id::BadSquareNumber:
        return "a square number must be 1…32";
    case Id::UnexpectedCharacter:
        return "unexpected '" + factsOr<WrittenFacts>(message).written + "' in a move";
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
        return "there is no piece on " + factsOr<SquareFacts>(message).square;
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
        return "capture is mandatory: " + joinedMoves(factsOr<MovesFacts>(message).moves);
    case Id::CaptureNotFinished:
        return "the capture is not finished: it must go on, as " +
               joinedMoves(factsOr<MovesFacts>(message).moves);
    case Id::TargetOccupied: {
        const auto piece = factsOr<PieceFacts>(message);
        return piece.square + " is occupied by a " + std::string(sideName(piece.side)) + " " +
               std::string(pieceKindName(piece.kind));
    }
    case Id::IllegalMove: {
        const auto illegal = factsOr<IllegalMoveFacts>(message);
        using Writing = IllegalMoveFacts::Writing;
        std::string text = "not a legal move";
        switch (illegal.writing) {
        case Writing::AsWritten:
            break;
        case Writing::CaptureAsQuiet:
            text += ": it is a capture, written with ':'";
            break;
        case Writing::CaptureNotThere:
            text += ": there is no capture here";
            break;
        }
        const std::string start = illegal.fromFile ? illegal.start + " file" : illegal.start;
        if (illegal.fromThere.empty())
            text += illegal.fromFile ? "; no piece on the " + start + " has a legal move"
                                     : "; the piece on " + start + " has no legal move";
        else
            text += "; from " + start + ": " + joinedMoves(illegal.fromThere);
        if (!illegal.captures.empty())
            text += "; capture is mandatory: " + joinedMoves(illegal.captures);
        return text;
    }
    case Id::Ambiguous: {
        const auto fits = factsOr<MovesFacts>(message).moves;
        return "ambiguous: " + std::to_string(fits.size()) + " legal moves fit (" +
               joinedMoves(fits) + ")";
    }
    case Id::AmbiguousPlayedAs:
    case Id::AmbiguousUnresolved: {
        const auto ambiguity = factsOr<AmbiguityFacts>(message);
        using Kept = AmbiguityFacts::Outcome;
        std::string text = "ambiguous: " + std::to_string(ambiguity.moves.size()) +
                           " legal moves fit (" + joinedMoves(ambiguity.moves) + ")";
        switch (ambiguity.outcome) {
        case Kept::PlayedByRoute:
            return text + "; played as " + ambiguity.played +
                   ", the route written in full, which keeps the game legal";
        case Kept::PlayedAsOnly:
            return text + "; played as " + ambiguity.played +
                   ", the only one that keeps the rest of the game legal";
        case Kept::NoneKeepsLegal:
            return text + "; none of them keeps the rest of the game legal";
        case Kept::SeveralKeep:
            return text + "; several keep the rest of the game legal";
        }
        return text;
    }
    case Id::PdnUnreadable: {
        const auto pdn = factsOr<PdnProblem>(message);
        return "the PDN cannot be read here: " + englishText(pdn) +
               (pdn.where == PdnProblem::Where::Tags ? "" : "; the moves before it are checked");
    }
    case Id::ResultTagDiffers: {
        const auto result = factsOr<ResultTagFacts>(message);
        return "the Result tag says " + result.tagged + " but the moves end with " + result.played;
    }
    case Id::GameTypeNotRussian:
        return "GameType " + factsOr<GameTypeFacts>(message).gameType +
               " is not Russian draughts (25); game skipped";
    case Id::SquareInMoveNotRussian: {
        const auto outer = factsOr<OuterSquareFacts>(message);
        return "not Russian draughts: square " + std::to_string(outer.square) + " in move " +
               outer.move + " (a board of more than 32 squares); game skipped";
    }
    case Id::SquareInFenNotRussian:
        return "not Russian draughts: square " +
               std::to_string(factsOr<OuterSquareFacts>(message).square) +
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
    case Id::ResultButWon: {
        const auto won = factsOr<LostFacts>(message);
        return "recorded " + won.recorded + ", but " + std::string(sideName(won.loser)) +
               (won.blocked ? " is blocked" : " has no pieces left") + " after ply " +
               std::to_string(won.ply) + " and, the aim being reversed (giveaway), has won";
    }
    case Id::BadRoundTag:
        return "the Round tag '" + factsOr<WrittenFacts>(message).written +
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
        return "square numbers are 1…" +
               std::to_string(factsOr<BoardSizeFacts>(message).lastSquare);
    case Id::QuietMoveTwoSquares:
        return "a quiet move has two squares: where it starts and where it ends";
    case Id::CaptureWrittenQuiet:
        return "a capture written with '-': " + joinedMoves(factsOr<MovesFacts>(message).moves);
    case Id::CannotMoveTo: {
        const auto target = factsOr<TargetFacts>(message);
        return "the piece on " + target.from + " cannot move to " + target.to;
    }
    case Id::NoCaptureHere:
        return "there is no capture here";
    case Id::NoCaptureTo: {
        const auto target = factsOr<TargetFacts>(message);
        return "the piece on " + target.from + " has no capture to " + target.to +
               "; capture is mandatory: " + joinedMoves(target.captures);
    }
    case Id::MajorityCapture: {
        const auto majority = factsOr<MajorityFacts>(message);
        return "it takes " + std::to_string(majority.taken) +
               (majority.taken == 1 ? " piece" : " pieces") + " where " +
               std::to_string(majority.most) +
               " can be taken: the capture of the most pieces is compulsory (" +
               joinedMoves(majority.captures) + ")";
    }
    case Id::CapturePrecedence:
        return "another capture of as many pieces comes first: by a king rather than a man, of "
               "more kings, or meeting a king sooner (" +
               joinedMoves(factsOr<MovesFacts>(message).moves) + ")";
    case Id::GameTypeUnsupported:
        return "GameType " + factsOr<GameTypeFacts>(message).gameType +
               " is not a game this tool judges (Russian 25, Brazilian 26, International 20, "
               "English 21, Italian 22, Pool 23); game skipped";
    case Id::GameOfOtherVariant: {
        const auto type = factsOr<GameTypeFacts>(message);
        return "GameType " + type.gameType + " is " + variantWords(type.variant) + ", not " +
               variantWords(type.expected) + "; game skipped";
    }
    case Id::MoveOfOtherBoard: {
        const auto other = factsOr<OtherBoardFacts>(message);
        return "move " + other.move + " is not written for the board of " +
               variantWords(other.variant) + "; game skipped";
    }
    }
    return {};
}

} // namespace arbiter
