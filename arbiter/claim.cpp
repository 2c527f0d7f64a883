#include "claim.h"

#include "auditboard.h"

#include <algorithm>

namespace arbiter {

namespace {

// The claim on the board of the game's variant, from `start`; `ruleSet` names the rules it is
// judged by.
template <class Board>
Result<ClaimVerdict, ClaimRefusal>
checkOn(const Board &board, const typename Board::Position &start, std::string_view ruleSet,
        const PdnGame &game, const ClaimRequest &request)
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
    verdict.rule = request.rule;
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
        verdict.limit = 3;
        verdict.unit = CountUnit::Occurrences;
        verdict.windowStartPly = verdict.occurrences.front();
        verdict.valid = verdict.count >= 3;
        verdict.moveStands = !verdict.valid;
        verdict.detail = {
            verdict.valid ? RuleMessageId::WrittenMoveValid : RuleMessageId::WrittenMoveInvalid,
            RepetitionFacts{verdict.writtenMove, verdict.valid, target, verdict.occurrences}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }

    if (request.rule == DrawRule::Threefold) {
        verdict.procedure = ClaimProcedure::AfterMove;
        verdict.occurrences = tracker.occurrences(tracker.position());
        verdict.count = static_cast<int>(verdict.occurrences.size());
        verdict.limit = 3;
        verdict.unit = CountUnit::Occurrences;
        verdict.windowStartPly = verdict.occurrences.front();
        verdict.valid = verdict.count >= 3;
        verdict.detail = {RuleMessageId::ThreefoldAfterMove,
                          RepetitionFacts{"", verdict.valid, target, verdict.occurrences}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }

    verdict.procedure = ClaimProcedure::Automatic;
    const auto drawn = std::ranges::find_if(events, [&](const DrawEvent &e) {
        return e.rule == request.rule && e.kind == DrawKind::Automatic;
    });
    if (drawn != events.end()) {
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
    verdict.valid = false;
    for (const DrawWindow &window : tracker.windows()) {
        if (window.rule != request.rule)
            continue;
        verdict.windowStartPly = window.windowStartPly;
        verdict.count = window.count;
        verdict.limit = window.limit;
        verdict.unit = window.unit;
        verdict.detail = {RuleMessageId::RuleCounting,
                          CountFacts{window.rule, target, window.windowStartPly, window.count,
                                     window.limit, window.unit, window.strongSide, std::nullopt}};
        verdict.message = englishText(verdict.detail);
        return verdict;
    }
    verdict.detail = {RuleMessageId::RuleNotApplying,
                      NotApplyingFacts{request.rule, target, std::string(ruleSet),
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
    return variant == Variant::Russian ? russian : fmjd;
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
    if (std::ranges::find(rules, request.rule) == rules.end()) {
        ClaimRefusal refusal;
        refusal.code = ClaimRefusalCode::RuleOfOtherVariant;
        refusal.rule = request.rule;
        refusal.variant = std::get<Variant>(variant);
        return refusal;
    }
    if (request.writtenMove && request.rule != DrawRule::Threefold) {
        ClaimRefusal refusal;
        refusal.code = ClaimRefusalCode::WrittenMoveNotThreefold;
        refusal.rule = request.rule;
        return refusal;
    }

    const auto onGrid = [&](const auto &board) -> Result<ClaimVerdict, ClaimRefusal> {
        const auto start = gridStartOf(board, game);
        if (const auto *skipped = std::get_if<AuditFinding>(&start))
            return unreadable(*skipped);
        return checkOn(board, std::get<0>(start),
                       std::string(rulesOf(std::get<Variant>(variant)).ruleSet), game, request);
    };
    switch (std::get<Variant>(variant)) {
    case Variant::Russian:
        break;
    case Variant::Brazilian: {
        const GridGenerator<Grid8> generator(rulesOf(Variant::Brazilian));
        return onGrid(GridBoard<Grid8>(generator));
    }
    case Variant::International: {
        const GridGenerator<Grid10> generator(rulesOf(Variant::International));
        return onGrid(GridBoard<Grid10>(generator));
    }
    case Variant::English:
    case Variant::Italian:
    case Variant::Pool: // never: variantOf() gives only the variants the audit judges
    case Variant::Russian10x8:
    case Variant::Spantsiretti:
        break;
    }
    const auto start = m_auditor.startOf(game);
    if (const auto *skipped = std::get_if<AuditFinding>(&start))
        return unreadable(*skipped);
    return checkOn(RussianBoard(m_auditor.rules(), m_auditor.database()), std::get<Position>(start),
                   m_auditor.rules().id, game, request);
}

} // namespace arbiter
