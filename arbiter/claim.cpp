#include "claim.h"

#include "notation.h"

#include <algorithm>
#include <array>

namespace arbiter {

namespace {

constexpr std::array<std::string_view, 6> ruleIds = {"threefold", "three-kings", "kings-only",
                                                     "balance",   "main-road",   "small-ending"};

std::string plyList(const std::vector<int> &plies)
{
    std::string text;
    for (std::size_t i = 0; i < plies.size(); ++i)
        text += (i == 0 ? "" : ", ") + std::to_string(plies[i]);
    return text;
}

std::string ordinal(std::size_t n)
{
    switch (n) {
    case 1:
        return "1st";
    case 2:
        return "2nd";
    case 3:
        return "3rd";
    default:
        return std::to_string(n) + "th";
    }
}

} // namespace

Result<ClaimVerdict, std::string> ClaimChecker::check(const PdnGame &game,
                                                      const ClaimRequest &request) const
{
    if (std::ranges::find(ruleIds, request.rule) == ruleIds.end())
        return "unknown rule '" + request.rule +
               "'; the rules are threefold, three-kings, kings-only, balance, main-road and "
               "small-ending";
    if (request.writtenMove && request.rule != "threefold")
        return std::string("a claim with a written move is a claim of threefold repetition");
    const auto start = m_auditor.startOf(game);
    if (const auto *skipped = std::get_if<AuditFinding>(&start))
        return skipped->message;
    const int plies = static_cast<int>(game.moves.size());
    const int target = request.ply.value_or(plies);
    if (target < 0 || target > plies)
        return "the game has " + std::to_string(plies) + " plies; there is no ply " +
               std::to_string(target);

    const RuleSet &rules = m_auditor.rules();
    DrawTracker tracker(rules, m_auditor.database(), std::get<Position>(start));
    std::vector<DrawEvent> events = tracker.eventsAtStart();
    for (int i = 0; i < target; ++i) {
        const auto index = static_cast<std::size_t>(i);
        const auto resolution = m_auditor.resolve(tracker.position(), game.moves[index],
                                                  std::span(game.moves).subspan(index + 1));
        if (!resolution.move)
            return "ply " + std::to_string(i + 1) + " (" + game.moves[index].text +
                   ") cannot be played: " + resolution.finding->message +
                   "; the game does not replay to ply " + std::to_string(target);
        for (DrawEvent &event : tracker.play(*resolution.move))
            events.push_back(std::move(event));
    }

    ClaimVerdict verdict;
    verdict.rule = request.rule;
    verdict.ply = target;
    verdict.claimant = tracker.position().sideToMove();
    const std::string claimant(sideName(verdict.claimant));

    if (request.writtenMove) {
        verdict.procedure = "written-move";
        const auto move = Notation::parse(*request.writtenMove, tracker.position());
        if (!move)
            return "the written move " + *request.writtenMove + " is not a legal move for " +
                   claimant + " after ply " + std::to_string(target) + ": " + move.error().message;
        verdict.writtenMove = Notation::write(move.value(), tracker.position());
        const Position after = tracker.position().after(move.value());
        verdict.occurrences = tracker.occurrences(after);
        verdict.occurrences.push_back(target + 1);
        verdict.count = static_cast<int>(verdict.occurrences.size());
        verdict.limit = 3;
        verdict.unit = "occurrences";
        verdict.windowStartPly = verdict.occurrences.front();
        verdict.valid = verdict.count >= 3;
        verdict.moveStands = !verdict.valid;
        verdict.message =
            verdict.valid
                ? "valid: after " + verdict.writtenMove + " the position stands for the " +
                      ordinal(verdict.occurrences.size()) + " time (plies " +
                      plyList(verdict.occurrences) + "); the game is drawn"
                : "invalid: after " + verdict.writtenMove + " the position would stand for the " +
                      ordinal(verdict.occurrences.size()) + " time only (plies " +
                      plyList(verdict.occurrences) + "); " + verdict.writtenMove +
                      " counts as played and the game goes on";
        return verdict;
    }

    if (request.rule == "threefold") {
        verdict.procedure = "after-move";
        verdict.occurrences = tracker.occurrences(tracker.position());
        verdict.count = static_cast<int>(verdict.occurrences.size());
        verdict.limit = 3;
        verdict.unit = "occurrences";
        verdict.windowStartPly = verdict.occurrences.front();
        verdict.valid = verdict.count >= 3;
        verdict.message = std::string(verdict.valid ? "valid" : "invalid") +
                          ": the position after ply " + std::to_string(target) + " stood " +
                          std::to_string(verdict.count) +
                          (verdict.count == 1 ? " time" : " times") + " (plies " +
                          plyList(verdict.occurrences) + ")";
        return verdict;
    }

    verdict.procedure = "automatic";
    const auto drawn = std::ranges::find_if(events, [&](const DrawEvent &e) {
        return e.rule == request.rule && e.kind == DrawKind::Automatic;
    });
    if (drawn != events.end()) {
        verdict.windowStartPly = drawn->windowStartPly;
        verdict.count = drawn->count;
        verdict.limit = drawn->limit;
        verdict.unit = drawn->unit;
        if (drawn->rule == "main-road" || drawn->rule == "small-ending")
            verdict.databaseVerdict = drawn->verdict;
        verdict.valid = drawn->verdict == "draw";
        const std::string window = "window from ply " + std::to_string(drawn->windowStartPly) +
                                   ", " + std::to_string(drawn->count) + " of " +
                                   std::to_string(drawn->limit) + " " + drawn->unit;
        verdict.message =
            verdict.valid
                ? "valid: drawn by " + drawn->rule + " after ply " + std::to_string(drawn->ply) +
                      " (" + window + (drawn->reason.empty() ? "" : "; " + drawn->reason) + ")"
                : "undecided: " + drawn->rule + " reached its count after ply " +
                      std::to_string(drawn->ply) + " (" + window + ") but " + drawn->reason;
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
        verdict.message =
            "invalid: " + window.rule + " is counting: window from ply " +
            std::to_string(window.windowStartPly) + ", " + std::to_string(window.count) + " of " +
            std::to_string(window.limit) + " " + window.unit +
            (window.strongSide
                 ? " of the strong side (" + std::string(sideName(*window.strongSide)) + ")"
                 : "") +
            " after ply " + std::to_string(target);
        return verdict;
    }
    verdict.message = "invalid: " + request.rule + " does not apply after ply " +
                      std::to_string(target) + " under " + std::string(rules.id) +
                      (tracker.automaticDraw()
                           ? " (the game was drawn by " + tracker.automaticDraw()->rule +
                                 " after ply " + std::to_string(tracker.automaticDraw()->ply) + ")"
                           : "");
    return verdict;
}

} // namespace arbiter
