// The counted automatic draw rules of docs/rules.md §10 (three-kings, kings-only, balance) on the
// constructed games of tests/data/audit/, in each rule set where they apply. Every expected number
// (the ply after which the draw takes effect, the window start, the count and the limit) is worked
// out by hand from §4 in the comment at the top of its game: plies are 1-based from the FEN start,
// a window starts at a position (0 = the start, n = after ply n), own moves are the strong side's
// moves after the window start. The games are legal: the audit reports no finding on them except
// where one is the point of the case.
#include "arbiter/audit.h"
#include "arbiter/bitboard.h"
#include "arbiter/drawrules.h"
#include "arbiter/fen.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace drawrules_test {

using namespace arbiter;

namespace {

const std::vector<RuleSet> bothRuleSets = {RuleSet::fmjd64(), RuleSet::russian2010()};

std::vector<PdnGame> readGames(const std::string &name)
{
    std::ifstream file(std::string(SHASHKI_TEST_DATA_DIR "/audit/") + name, std::ios::binary);
    REQUIRE(file);
    PdnReader reader(file);
    std::vector<PdnGame> games;
    while (auto game = reader.next()) {
        REQUIRE_FALSE(game->problem);
        games.push_back(std::move(*game));
    }
    return games;
}

// Game `index` (1-based) of `name`, audited without an endgame database.
GameAudit auditGame(const std::string &name, std::size_t index, const RuleSet &rules)
{
    const std::vector<PdnGame> games = readGames(name);
    REQUIRE(index >= 1);
    REQUIRE(index <= games.size());
    const Auditor auditor(rules, nullptr);
    return auditor.audit(games[index - 1]);
}

std::vector<DrawEvent> automaticDraws(const GameAudit &audit)
{
    std::vector<DrawEvent> draws;
    for (const DrawEvent &e : audit.draws)
        if (e.kind == DrawKind::Automatic)
            draws.push_back(e);
    return draws;
}

std::vector<std::string> findingCodes(const GameAudit &audit)
{
    std::vector<std::string> codes;
    for (const AuditFinding &f : audit.findings)
        codes.push_back(f.code + " at ply " + std::to_string(f.ply));
    return codes;
}

bool hasRule(const GameAudit &audit, const std::string &rule)
{
    return std::ranges::any_of(audit.draws,
                               [&](const DrawEvent &e) { return drawRuleId(e.rule) == rule; });
}

// One row of a table: a game of a fixture file and the automatic draw it must end with.
struct DrawCase
{
    const char *file;
    std::size_t game;
    int plies; // the moves written
    int ply;   // the draw takes effect right after this ply
    const char *rule;
    int windowStartPly;
    int count;
    int limit;
    const char *unit;
};

void checkDraw(const DrawEvent &e, const DrawCase &c)
{
    CHECK(e.ply == c.ply);
    CHECK(drawRuleId(e.rule) == c.rule);
    CHECK(e.kind == DrawKind::Automatic);
    CHECK(e.windowStartPly == c.windowStartPly);
    CHECK(e.count == c.count);
    CHECK(e.limit == c.limit);
    CHECK(countUnitId(e.unit) == c.unit);
    CHECK(e.verdict == EndgameVerdict::Draw);
}

// The game replays without a finding and ends with exactly this automatic draw, nothing before it.
void checkOnlyDraw(const DrawCase &c, const RuleSet &rules)
{
    INFO(c.file << " game " << c.game << ", " << std::string(rules.id));
    const GameAudit audit = auditGame(c.file, c.game, rules);
    CHECK(audit.replayed);
    CHECK(audit.plies == c.plies);
    CHECK(findingCodes(audit).empty());
    const std::vector<DrawEvent> draws = automaticDraws(audit);
    REQUIRE(draws.size() == 1);
    checkDraw(draws.front(), c);
}

// Replays game `index` of `name` through a DrawTracker, calling `atPly(tracker)` after every ply.
template <class AtPly>
void replay(const std::string &name, std::size_t index, const RuleSet &rules, AtPly atPly)
{
    const std::vector<PdnGame> games = readGames(name);
    REQUIRE(index <= games.size());
    const PdnGame &game = games[index - 1];
    const auto start = Fen::parse(game.tag("FEN").value_or(""));
    REQUIRE(start);
    DrawTracker tracker(rules, nullptr, start.value());
    for (const PdnMove &written : game.moves) {
        const auto move = Notation::parse(written.text, tracker.position());
        REQUIRE(move);
        tracker.play(move.value());
        atPly(tracker);
    }
}

std::optional<DrawWindow> window(const DrawTracker &tracker, const std::string &rule)
{
    for (const DrawWindow &w : tracker.windows())
        if (drawRuleId(w.rule) == rule)
            return w;
    return std::nullopt;
}

} // namespace

TEST_CASE("three-kings: the strong side's 15th own move, whoever moves first", "[drawrules]")
{
    // 7.2.4, in both rule sets. Games 2 and 4 are below: there kings-only completes with the same
    // ply.
    const DrawCase cases[] = {
        // White strong and first: White's own moves are the odd plies, the 15th is ply 29.
        {"three-kings.pdn", 1, 29, 29, "three-kings", 0, 15, 15, "own moves"},
        // Black strong and first (FEN "B:…"): Black's 15th own move is ply 29.
        {"three-kings.pdn", 3, 29, 29, "three-kings", 0, 15, 15, "own moves"},
        // The lone king captures a man at ply 2: the window starts at position 2, White moves
        // next, its 15th own move is ply 2 + 29 = 31.
        {"three-kings.pdn", 5, 31, 31, "three-kings", 2, 15, 15, "own moves"},
    };
    for (const RuleSet &rules : bothRuleSets)
        for (const DrawCase &c : cases)
            checkOnlyDraw(c, rules);
}

TEST_CASE("three-kings: the strong side moving second draws one ply later", "[drawrules]")
{
    // The strong side moves second (White's lone king first, or Black's): its 15th own move is
    // ply 30. Every ply is a quiet king move, so kings-only (30 plies from position 0) completes
    // with the same ply 30; nothing may complete before it, and three-kings is reported at 30.
    const DrawCase cases[] = {
        {"three-kings.pdn", 2, 30, 30, "three-kings", 0, 15, 15, "own moves"},
        {"three-kings.pdn", 4, 30, 30, "three-kings", 0, 15, 15, "own moves"},
    };
    for (const RuleSet &rules : bothRuleSets) {
        for (const DrawCase &c : cases) {
            INFO(c.file << " game " << c.game << ", " << std::string(rules.id));
            const GameAudit audit = auditGame(c.file, c.game, rules);
            CHECK(audit.plies == c.plies);
            CHECK(findingCodes(audit).empty());
            const std::vector<DrawEvent> draws = automaticDraws(audit);
            REQUIRE_FALSE(draws.empty());
            for (const DrawEvent &e : draws)
                CHECK(e.ply == 30);
            const auto threeKings = std::ranges::find_if(
                draws, [](const DrawEvent &e) { return e.rule == DrawRule::ThreeKings; });
            REQUIRE(threeKings != draws.end());
            checkDraw(*threeKings, c);
        }
    }
}

TEST_CASE("three-kings: a 15th own move that captures the lone king is no draw", "[drawrules]")
{
    struct CaptureCase
    {
        std::size_t game;
        int plies;
        const char *result;
        Side loser;
    };
    // Game 1: White strong and first, ply 29 (White's 15th own move) takes the lone king.
    // Game 2: Black strong, White first, ply 30 (Black's 15th own move) takes it.
    const CaptureCase cases[] = {{1, 29, "1-0", Side::Black}, {2, 30, "0-1", Side::White}};
    for (const RuleSet &rules : bothRuleSets) {
        for (const CaptureCase &c : cases) {
            INFO("three-kings-capture.pdn game " << c.game << ", " << std::string(rules.id));
            const GameAudit audit = auditGame("three-kings-capture.pdn", c.game, rules);
            CHECK(audit.plies == c.plies);
            CHECK(audit.result == c.result);
            CHECK(audit.draws.empty());         // no three-kings, no automatic draw of any kind
            CHECK(findingCodes(audit).empty()); // the result is consistent: no RESULT_MISMATCH
            const auto final = Fen::parse(audit.finalFen());
            REQUIRE(final.ok());
            CHECK(final->sideToMove() == c.loser);
            CHECK(bitboard::count(final->pieces(c.loser)) == 0);
            CHECK_FALSE(audit.sideToMoveHasMoves);
        }
    }
}

TEST_CASE("kings-only: 30 consecutive quiet king plies, a man move restarts them", "[drawrules]")
{
    // 7.2.5, in both rule sets; eight pieces, so no balance and no lone king.
    const DrawCase cases[] = {
        // Plies 1-30 quiet king moves: the count runs from position 0.
        {"kings-only.pdn", 1, 30, 30, "kings-only", 0, 30, 30, "plies"},
        // A man moves at ply 29 (count 28 then): 30 king plies from position 29 end with ply 59.
        {"kings-only.pdn", 2, 59, 59, "kings-only", 29, 30, 30, "plies"},
    };
    for (const RuleSet &rules : bothRuleSets)
        for (const DrawCase &c : cases)
            checkOnlyDraw(c, rules);
}

TEST_CASE("balance 4-5 and 6-7 pieces: a promotion or a capture restarts the window", "[drawrules]")
{
    // 7.2.6, in both rule sets: the draw comes at the restart ply + the limit of the material
    // the window restarted with.
    const DrawCase cases[] = {
        // 4 pieces (60 plies) from position 0; a promotion at ply 31 restarts it: 31 + 60 = 91.
        {"balance-4-5.pdn", 1, 91, 91, "balance", 31, 60, 60, "plies"},
        // 7 pieces (120 plies); a capture at ply 31 leaves 6: 31 + 120 = 151.
        {"balance-6-7.pdn", 1, 151, 151, "balance", 31, 120, 120, "plies"},
        // 6 pieces (120 plies); a capture at ply 31 leaves 5, limit 60: 31 + 60 = 91.
        {"balance-6-7.pdn", 2, 91, 91, "balance", 31, 60, 60, "plies"},
    };
    for (const RuleSet &rules : bothRuleSets)
        for (const DrawCase &c : cases)
            checkOnlyDraw(c, rules);
}

TEST_CASE("balance 2-3 pieces: 10 plies in russian-2010, no such rule in russian-fmjd64",
          "[drawrules]")
{
    const DrawCase cases[] = {
        // One king each: from position 0, 5 moves each = 10 plies.
        {"balance-2-3.pdn", 1, 10, 10, "balance", 0, 10, 10, "plies"},
        // King and man against king; the man promotes at ply 5: 5 + 10 = 15.
        {"balance-2-3.pdn", 2, 15, 15, "balance", 5, 10, 10, "plies"},
    };
    for (const DrawCase &c : cases)
        checkOnlyDraw(c, RuleSet::russian2010());

    // russian-fmjd64: no balance window for 2-3 pieces. (Its small-ending rule covers this
    // material and needs the endgame database; the audit tests cover it.)
    for (const DrawCase &c : cases) {
        INFO(c.file << " game " << c.game << ", russian-fmjd64");
        const GameAudit audit = auditGame(c.file, c.game, RuleSet::fmjd64());
        CHECK(audit.plies == c.plies);
        CHECK(findingCodes(audit).empty());
        CHECK_FALSE(hasRule(audit, "balance"));
    }
}

TEST_CASE("the first rule to complete decides, later moves are play after the draw", "[drawrules]")
{
    struct FirstCase
    {
        DrawCase draw;
        int playAfterDrawPly;
        const char *notReported[2];
    };
    const FirstCase cases[] = {
        // Three kings against a lone king, written on to ply 66: three-kings (ply 29) comes before
        // kings-only (ply 30) and balance (4 pieces, ply 60).
        {{"first-rule-decides.pdn", 1, 66, 29, "three-kings", 0, 15, 15, "own moves"},
         30,
         {"kings-only", "balance"}},
        // A king and a man each, written on to ply 75: balance (ply 60) comes before kings-only,
        // restarted by a man move at ply 40 (ply 70).
        {{"first-rule-decides.pdn", 2, 75, 60, "balance", 0, 60, 60, "plies"},
         61,
         {"kings-only", "three-kings"}},
    };
    for (const RuleSet &rules : bothRuleSets) {
        for (const FirstCase &c : cases) {
            INFO(c.draw.file << " game " << c.draw.game << ", " << std::string(rules.id));
            const GameAudit audit = auditGame(c.draw.file, c.draw.game, rules);
            CHECK(audit.plies == c.draw.plies);
            const std::vector<DrawEvent> draws = automaticDraws(audit);
            REQUIRE(draws.size() == 1);
            checkDraw(draws.front(), c.draw);
            for (const char *rule : c.notReported)
                CHECK_FALSE(hasRule(audit, rule));
            // Exactly one finding: the first move after the draw.
            CHECK(findingCodes(audit) ==
                  std::vector<std::string>{"PLAY_AFTER_DRAW at ply " +
                                           std::to_string(c.playAfterDrawPly)});
        }
    }
}

TEST_CASE("the running windows count ply by ply", "[drawrules]")
{
    const RuleSet rules = RuleSet::fmjd64();

    SECTION("three kings, White strong and first")
    {
        replay("three-kings.pdn", 1, rules, [](const DrawTracker &tracker) {
            const int ply = tracker.ply();
            INFO("after ply " << ply);
            if (ply < 29) {
                const auto threeKings = window(tracker, "three-kings");
                REQUIRE(threeKings);
                CHECK(threeKings->windowStartPly == 0);
                CHECK(threeKings->count == (ply + 1) / 2); // White's moves: plies 1, 3, 5, …
                CHECK(threeKings->limit == 15);
                CHECK(threeKings->strongSide == Side::White);
                const auto kingsOnly = window(tracker, "kings-only");
                REQUIRE(kingsOnly);
                CHECK(kingsOnly->count == ply);
                const auto balance = window(tracker, "balance");
                REQUIRE(balance);
                CHECK(balance->count == ply);
                CHECK(balance->limit == 60);
                CHECK_FALSE(tracker.automaticDraw());
            } else {
                REQUIRE(tracker.automaticDraw());
                CHECK(tracker.automaticDraw()->ply == 29);
                CHECK(tracker.windows().empty()); // the game is over
            }
        });
    }

    SECTION("kings-only: the man move at ply 29 restarts the count")
    {
        replay("kings-only.pdn", 2, rules, [](const DrawTracker &tracker) {
            const int ply = tracker.ply();
            INFO("after ply " << ply);
            const auto kingsOnly = window(tracker, "kings-only");
            if (ply < 29) {
                REQUIRE(kingsOnly);
                CHECK(kingsOnly->windowStartPly == 0);
                CHECK(kingsOnly->count == ply);
            } else if (ply == 29) {
                CHECK_FALSE(kingsOnly); // a man moved: no quiet king move counted yet
            } else if (ply < 59) {
                REQUIRE(kingsOnly);
                CHECK(kingsOnly->windowStartPly == 29);
                CHECK(kingsOnly->count == ply - 29);
            } else {
                REQUIRE(tracker.automaticDraw());
                CHECK(tracker.automaticDraw()->rule == DrawRule::KingsOnly);
            }
        });
    }

    SECTION("balance 4-5: the promotion at ply 31 restarts the window")
    {
        replay("balance-4-5.pdn", 1, rules, [](const DrawTracker &tracker) {
            const int ply = tracker.ply();
            INFO("after ply " << ply);
            if (ply >= 91) {
                REQUIRE(tracker.automaticDraw());
                CHECK(tracker.automaticDraw()->rule == DrawRule::Balance);
                return;
            }
            const auto balance = window(tracker, "balance");
            REQUIRE(balance);
            CHECK(balance->limit == 60);
            CHECK(balance->windowStartPly == (ply < 31 ? 0 : 31));
            CHECK(balance->count == (ply < 31 ? ply : ply - 31));
            CHECK_FALSE(tracker.automaticDraw());
        });
    }
}

} // namespace drawrules_test
