#include "claim.h"

#include "auditboard.h"
#include "variantgrid.h"

#include <algorithm>
#include <type_traits>

namespace arbiter {

namespace {

// The claim on the board of the game's variant, from `start`; `ruleSet` names the rules it is
// judged by.
template <class Board>
Result<ClaimVerdict, ClaimRefusal>
checkOn(const Board &board, const typename Board::Position &start, std::string_view ruleSet,
        const PdnGame &game, const ClaimRequest &request, DrawRule rule)
{
    const int plies = static_cast<int>(game.moves.size());
    const int target = request.ply.value_or(plies);
    if (target < 0 || target > plies) {
        ClaimRefusal refusal;
        refusal.code = ClaimRefusalCode::NoSuchPly;
        refusal.plies = plies;
        refusal.ply = target;
        return refusal;
    }

    typename Board::Tracker tracker = board.tracker(start);
    std::vector<DrawEvent> events = Board::eventsAtStart(tracker);
    for (int i = 0; i < target; ++i) {
        const auto index = static_cast<std::size_t>(i);
        const auto resolution = resolveWritten(board, tracker.position(), game.moves[index],
                                               std::span(game.moves).subspan(index + 1));
        if (!resolution.move) {
            ClaimRefusal refusal;
            refusal.code = ClaimRefusalCode::PlyNotPlayable;
            refusal.ply = i + 1;
            refusal.move = game.moves[index].text;
            refusal.cause = resolution.finding->detail;
            refusal.target = target;
            return refusal;
        }
        for (DrawEvent &event : tracker.play(*resolution.move))
            events.push_back(std::move(event));
    }

    ClaimVerdict verdict;
    verdict.rule = rule;
    verdict.ply = target;
    verdict.claimant = tracker.position().sideToMove();

    if (request.writtenMove) {
        verdict.procedure = ClaimProcedure::WrittenMove;
        const auto move = board.parse(*request.writtenMove, tracker.position());
        if (!move) {
            ClaimRefusal refusal;
            refusal.code = ClaimRefusalCode::WrittenMoveIllegal;
            refusal.move = *request.writtenMove;
            refusal.side = verdict.claimant;
            refusal.ply = target;
            refusal.cause = move.error().detail;
            return refusal;
        }
        verdict.writtenMove = board.write(move.value(), tracker.position());
        const auto after = board.after(tracker.position(), move.value());
        verdict.occurrences = tracker.occurrences(after);
        verdict.occurrences.push_back(target + 1);
        verdict.count = static_cast<int>(verdict.occurrences.size());
        verdict.limit = repetitionsNeeded(rule);
        verdict.unit = CountUnit::Occurrences;
        verdict.windowStartPly = verdict.occurrences.front();
        verdict.valid = verdict.count >= verdict.limit;
        verdict.moveStands = !verdict.valid;
        verdict.detail = {
            verdict.valid ? RuleMessageId::WrittenMoveValid : RuleMessageId::WrittenMoveInvalid,
            RepetitionFacts{verdict.writtenMove, verdict.valid, target, verdict.occurrences}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }

    if (repetitionsNeeded(rule) > 0) {
        verdict.procedure = ClaimProcedure::AfterMove;
        verdict.occurrences = tracker.occurrences(tracker.position());
        verdict.count = static_cast<int>(verdict.occurrences.size());
        verdict.limit = repetitionsNeeded(rule);
        verdict.unit = CountUnit::Occurrences;
        verdict.windowStartPly = verdict.occurrences.front();
        verdict.valid = verdict.count >= verdict.limit;
        verdict.detail = {RuleMessageId::ThreefoldAfterMove,
                          RepetitionFacts{"", verdict.valid, target, verdict.occurrences}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }

    // forty-moves is a count the player claims: it holds while it has reached its limit. The
    // other counted rules draw by themselves: a claim holds once their draw has taken effect.
    const bool claimedCount = rule == DrawRule::FortyMoves;
    verdict.procedure = claimedCount ? ClaimProcedure::Count : ClaimProcedure::Automatic;
    const auto drawn = std::ranges::find_if(events, [&](const DrawEvent &e) {
        return e.rule == rule && e.kind == DrawKind::Automatic;
    });
    if (!claimedCount && drawn != events.end()) {
        verdict.windowStartPly = drawn->windowStartPly;
        verdict.count = drawn->count;
        verdict.limit = drawn->limit;
        verdict.unit = drawn->unit;
        if (drawn->rule == DrawRule::MainRoad || drawn->rule == DrawRule::SmallEnding)
            verdict.databaseVerdict = drawn->verdict;
        verdict.valid = drawn->verdict == EndgameVerdict::Draw;
        verdict.detail = {verdict.valid ? RuleMessageId::AutomaticValid
                                        : RuleMessageId::AutomaticUndecided,
                          CountFacts{drawn->rule, drawn->ply, drawn->windowStartPly, drawn->count,
                                     drawn->limit, drawn->unit, std::nullopt, drawn->reason}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }
    for (const DrawWindow &window : tracker.windows()) {
        if (window.rule != rule)
            continue;
        verdict.windowStartPly = window.windowStartPly;
        verdict.count = window.count;
        verdict.limit = window.limit;
        verdict.unit = window.unit;
        verdict.valid = claimedCount && window.count >= window.limit;
        verdict.detail = {verdict.valid ? RuleMessageId::AutomaticValid
                                        : RuleMessageId::RuleCounting,
                          CountFacts{window.rule, target, window.windowStartPly, window.count,
                                     window.limit, window.unit, window.strongSide, std::nullopt}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }
    verdict.detail = {RuleMessageId::RuleNotApplying,
                      NotApplyingFacts{rule, target, std::string(ruleSet),
                                       tracker.automaticDraw()
                                           ? std::optional<DrawRule>(tracker.automaticDraw()->rule)
                                           : std::nullopt,
                                       tracker.automaticDraw() ? tracker.automaticDraw()->ply : 0}};
    verdict.message = englishText(verdict.detail);
    return verdict;
}

} // namespace

std::string_view claimProcedureId(ClaimProcedure procedure)
{
    switch (procedure) {
    case ClaimProcedure::AfterMove:
        return "after-move";
    case ClaimProcedure::WrittenMove:
        return "written-move";
    case ClaimProcedure::Automatic:
        return "automatic";
    case ClaimProcedure::Count:
        return "count";
    }
    return {};
}

const std::vector<DrawRule> &claimRules(Variant variant)
{
    static const std::vector<DrawRule> russian = {DrawRule::Threefold, DrawRule::ThreeKings,
                                                  DrawRule::KingsOnly, DrawRule::Balance,
                                                  DrawRule::MainRoad,  DrawRule::SmallEnding};
    static const std::vector<DrawRule> fmjd = {DrawRule::Threefold, DrawRule::KingsOnly,
                                               DrawRule::ThreePieces, DrawRule::LongDiagonal,
                                               DrawRule::TwoPieces};
    static const std::vector<DrawRule> wcdf = {DrawRule::Threefold, DrawRule::FortyMoves};
    static const std::vector<DrawRule> fid = {DrawRule::Fourfold, DrawRule::FortyMoves};
    static const std::vector<DrawRule> apca = {DrawRule::Threefold};
    switch (variant) {
    case Variant::Russian:
    case Variant::Giveaway: // Russian draughts' rules but for the aim
        return russian;
    case Variant::English:
        return wcdf;
    case Variant::Italian:
        return fid;
    case Variant::Pool:
        return apca;
    default:
        return fmjd;
    }
}

Result<ClaimVerdict, ClaimRefusal> ClaimChecker::check(const PdnGame &game,
                                                       const ClaimRequest &request) const
{
    const auto unreadable = [](const AuditFinding &skipped) {
        ClaimRefusal refusal;
        refusal.code = ClaimRefusalCode::GameUnreadable;
        refusal.cause = skipped.detail;
        return refusal;
    };
    const auto variant = m_auditor.variantOf(game);
    if (const auto *skipped = std::get_if<AuditFinding>(&variant))
        return unreadable(*skipped);
    const std::vector<DrawRule> &rules = claimRules(std::get<Variant>(variant));
    const DrawRule rule = request.rule.value_or(rules.front());
    if (std::ranges::find(rules, rule) == rules.end()) {
        ClaimRefusal refusal;
        refusal.code = ClaimRefusalCode::RuleOfOtherVariant;
        refusal.rule = rule;
        refusal.variant = std::get<Variant>(variant);
        return refusal;
    }
    if (request.writtenMove && repetitionsNeeded(rule) == 0) {
        ClaimRefusal refusal;
        refusal.code = ClaimRefusalCode::WrittenMoveNotThreefold;
        refusal.rule = rule;
        return refusal;
    }

    const auto onGrid = [&](const auto &board) -> Result<ClaimVerdict, ClaimRefusal> {
        const auto start = gridStartOf(board, game);
        if (const auto *skipped = std::get_if<AuditFinding>(&start))
            return unreadable(*skipped);
        return checkOn(board, std::get<0>(start),
                       std::string(rulesOf(std::get<Variant>(variant)).ruleSet), game, request,
                       rule);
    };
    const Variant played = std::get<Variant>(variant);
    if (!playedByRussianCore(played))
        return onGridOf(played, [&]<class G>() -> Result<ClaimVerdict, ClaimRefusal> {
            if constexpr (std::is_same_v<G, Grid10x8>) {
                // No draw rules are set for 10 × 8 (Auditor::judges): variantOf() never gives it.
                return unreadable(
                    gameFinding("BAD_TAG",
                                {RuleMessageId::GameTypeUnsupported,
                                 GameTypeFacts{std::to_string(rulesOf(played).pdnGameType)}},
                                game.place));
            } else {
                const GridGenerator<G> generator(rulesOf(played));
                return onGrid(GridBoard<G>(generator));
            }
        });
    const auto start = m_auditor.startOf(game);
    if (const auto *skipped = std::get_if<AuditFinding>(&start))
        return unreadable(*skipped);
    // The endgame database holds Russian draughts' values: none for giveaway.
    return checkOn(RussianBoard(m_auditor.rules(),
                                played == Variant::Russian ? m_auditor.database() : nullptr),
                   std::get<Position>(start), m_auditor.rules().id, game, request, rule);
}

} // namespace arbiter
