// The audit (audit.h) on the constructed games of tests/data/audit/ (main-road*, small-ending*,
// threefold*, findings*): every draw entry and every finding with the exact numbers worked out by
// hand from docs/rules.md §9–§12 and docs/audit-json.md (each game's leading comment shows the
// working), the won positions confirmed with the endgame database; and the 153 games of the X USSR
// championship, which audit clean.
#include "arbiter/audit.h"
#include "arbiter/fen.h"
#include "arbiter/pdnreader.h"
#include "endgamefixture.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>

namespace audit_test {

using namespace arbiter;
using Catch::Matchers::Contains;

namespace {

std::vector<PdnGame> readGames(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    REQUIRE(file);
    PdnReader reader(file);
    std::vector<PdnGame> games;
    while (auto game = reader.next())
        games.push_back(std::move(*game));
    return games;
}

std::vector<PdnGame> fixture(const std::string &name)
{
    return readGames(std::string(SHASHKI_TEST_DATA_DIR) + "/audit/" + name);
}

std::string joined(const std::vector<int> &values)
{
    std::string text;
    for (int value : values)
        text += (text.empty() ? "" : ",") + std::to_string(value);
    return text;
}

std::string joined(const std::vector<std::string> &values)
{
    std::string text;
    for (const std::string &value : values)
        text += (text.empty() ? "" : ",") + value;
    return text;
}

// "ply 11 main-road automatic from 2: 5/5 own moves, draw"; threefold with its occurrences.
std::string describe(const DrawEvent &e)
{
    std::string text = "ply " + std::to_string(e.ply) + " " + std::string(drawRuleId(e.rule)) +
                       " " + (e.kind == DrawKind::Automatic ? "automatic" : "claimable") +
                       " from " + std::to_string(e.windowStartPly) + ": " +
                       std::to_string(e.count) + "/" + std::to_string(e.limit) + " " +
                       std::string(countUnitId(e.unit));
    if (e.rule == DrawRule::Threefold)
        return text + " at " + joined(e.occurrences);
    return text + ", " + std::string(endgameVerdictId(e.verdict));
}

std::vector<std::string> draws(const GameAudit &audit)
{
    std::vector<std::string> texts;
    for (const DrawEvent &e : audit.draws)
        texts.push_back(describe(e));
    return texts;
}

// "CAPTURE_REQUIRED error ply 3 move 2 white 17:19 [d4:f6]"; a finding on the game as a whole
// (no move text) without move number and side.
std::string describe(const AuditFinding &f)
{
    std::string text = f.code + (f.severity == Severity::Warning ? " warning" : " error") +
                       " ply " + std::to_string(f.ply);
    if (!f.text.empty())
        text += " move " + std::to_string(f.moveNumber) + " " + std::string(sideName(f.side)) +
                " '" + f.text + "'";
    return text + " " + std::to_string(f.place.line) + ":" + std::to_string(f.place.column) + " [" +
           joined(f.candidates) + "]";
}

std::vector<std::string> findings(const GameAudit &audit)
{
    std::vector<std::string> texts;
    for (const AuditFinding &f : audit.findings)
        texts.push_back(describe(f));
    return texts;
}

using Strings = std::vector<std::string>;

Position fen(const std::string &text)
{
    const auto position = Fen::parse(text);
    REQUIRE(position);
    return position.value();
}

// The game value for the side to move.
EndgameValue probe(const std::string &text)
{
    const auto found = endgameDatabaseUpTo4().probe(fen(text));
    REQUIRE(found.status == EndgameDatabase::Probe::Status::Found);
    return found.value;
}

RuleSet withoutIncrement(RuleSet rules)
{
    rules.noIncrementClock = true;
    return rules;
}

} // namespace

TEST_CASE("main-road: the lone king holds the road, a draw after the 5th own move", "[audit]")
{
    const auto games = fixture("main-road.pdn");
    REQUIRE(games.size() == 3);
    for (const RuleSet &rules : {RuleSet::fmjd64(), RuleSet::russian2010()}) {
        CAPTURE(rules.id);
        const Auditor auditor(rules, &endgameDatabaseUpTo4());
        const GameAudit audit = auditor.audit(games[0]);
        CHECK(audit.ruleSet == rules.id);
        CHECK(audit.replayed);
        CHECK(audit.plies == 11);
        CHECK(findings(audit).empty());
        // The window opens at ply 2 (h6-g7); White's own moves 3, 5, 7, 9, 11.
        CHECK(draws(audit) == Strings{"ply 11 main-road automatic from 2: 5/5 own moves, draw"});
        REQUIRE(audit.draws.size() == 1);
        REQUIRE(audit.draws[0].reason);
        CHECK_THAT(englishText(*audit.draws[0].reason), Contains("endgame database"));
        CHECK(audit.finalFen() == "B:WKc5,Ke3,Kg3:BKg7");
        CHECK(probe("B:WKc5,Ke3,Kg3:BKg7").outcome == Outcome::Draw);
    }
}

TEST_CASE("main-road: no draw when the 5th own move reaches a won position", "[audit]")
{
    const auto games = fixture("main-road.pdn");
    REQUIRE(games.size() == 3);
    // The start is a draw; Black leaves the road, White takes it, and after White's 5th own
    // move (ply 9) Black, to move, is lost.
    CHECK(probe("W:WKa3,Kc1,Ke1:BKg7").outcome == Outcome::Draw);
    CHECK(probe("B:WKd6,Ke5,Kh4:BKe3") == EndgameValue{Outcome::Loss, 16});
    for (const RuleSet &rules : {RuleSet::fmjd64(), RuleSet::russian2010()}) {
        CAPTURE(rules.id);
        const GameAudit audit = Auditor(rules, &endgameDatabaseUpTo4()).audit(games[1]);
        CHECK(audit.plies == 9);
        CHECK(audit.finalFen() == "B:WKd6,Ke5,Kh4:BKe3");
        CHECK(draws(audit).empty());
        CHECK(findings(audit).empty());
    }
}

TEST_CASE("main-road: the window restarts when a man promotes", "[audit]")
{
    const auto games = fixture("main-road.pdn");
    REQUIRE(games.size() == 3);
    for (const RuleSet &rules : {RuleSet::fmjd64(), RuleSet::russian2010()}) {
        CAPTURE(rules.id);
        const Auditor auditor(rules, &endgameDatabaseUpTo4(), {.recordHistory = true});
        const GameAudit audit = auditor.audit(games[2]);
        CHECK(audit.plies == 13);
        CHECK(findings(audit).empty());
        CHECK(draws(audit) == Strings{"ply 13 main-road automatic from 3: 5/5 own moves, draw"});
        REQUIRE(audit.history.size() == 13);
        CHECK(audit.history[2].fenAfter == "B:WKb8,Kd2,Ke1:BKg7"); // the promotion, ply 3
        // Without the restart ply 9 would have decided, and its position is a draw too.
        CHECK(audit.history[8].fenAfter == "B:WKa7,Ke3,Kf2:BKh8");
        CHECK(probe(audit.history[8].fenAfter).outcome == Outcome::Draw);
        CHECK(probe(audit.history[12].fenAfter).outcome == Outcome::Draw);
    }
}

TEST_CASE("main-road without a database: the entry says unknown and why", "[audit]")
{
    const auto games = fixture("main-road.pdn");
    REQUIRE(games.size() == 3);
    const Auditor auditor(RuleSet::fmjd64(), nullptr);
    {
        const GameAudit audit = auditor.audit(games[0]);
        CHECK(draws(audit) == Strings{"ply 11 main-road automatic from 2: 5/5 own moves, unknown"});
        REQUIRE(audit.draws.size() == 1);
        REQUIRE(audit.draws[0].reason);
        CHECK_THAT(englishText(*audit.draws[0].reason), Contains("database"));
        CHECK(findings(audit).empty());
    }
    {
        // Not known to be won either: an unknown entry, but no draw, so 1-0 stands.
        const GameAudit audit = auditor.audit(games[1]);
        CHECK(draws(audit) == Strings{"ply 9 main-road automatic from 0: 5/5 own moves, unknown"});
        CHECK(findings(audit).empty());
    }
}

TEST_CASE("small-ending: a draw after the strong side's 5th own move (russian-fmjd64 only)",
          "[audit]")
{
    const auto games = fixture("small-ending.pdn");
    REQUIRE(games.size() == 2);
    CHECK(probe("B:WKe1,Kh2:BKh8").outcome == Outcome::Draw);
    CHECK(probe("B:WKa5:BKb8").outcome == Outcome::Draw);

    const Auditor fmjd(RuleSet::fmjd64(), &endgameDatabaseUpTo4());
    SECTION("two kings against one: the window from the start")
    {
        const GameAudit audit = fmjd.audit(games[0]);
        CHECK(audit.plies == 9);
        CHECK(findings(audit).empty());
        CHECK(draws(audit) == Strings{"ply 9 small-ending automatic from 0: 5/5 own moves, draw"});
        CHECK(audit.finalFen() == "B:WKe1,Kh2:BKh8");
    }
    SECTION("king against king: the side to move at the window start is the strong side")
    {
        const GameAudit audit = fmjd.audit(games[1]);
        CHECK(audit.plies == 10);
        CHECK(findings(audit).empty());
        // 1...h6:c1 (ply 1) leaves king against king with White to move: White's own moves
        // 2, 4, 6, 8, 10.
        CHECK(draws(audit) == Strings{"ply 10 small-ending automatic from 1: 5/5 own moves, draw"});
        CHECK(audit.finalFen() == "B:WKa5:BKb8");
    }
    SECTION("russian-2010 has no small-ending rule")
    {
        const Auditor russian2010(RuleSet::russian2010(), &endgameDatabaseUpTo4());
        for (const PdnGame &game : games) {
            const GameAudit audit = russian2010.audit(game);
            CHECK(audit.ruleSet == "russian-2010");
            CHECK(draws(audit).empty());
            CHECK(findings(audit).empty());
        }
    }
}

TEST_CASE("without an increment (7.2.9) the configuration is a draw at once unless won", "[audit]")
{
    const auto games = fixture("main-road-no-increment.pdn");
    REQUIRE(games.size() == 2);
    const Auditor withIncrement(RuleSet::fmjd64(), &endgameDatabaseUpTo4());
    const Auditor noIncrement(withoutIncrement(RuleSet::fmjd64()), &endgameDatabaseUpTo4(),
                              {.recordHistory = true});

    SECTION("not won at the window start: drawn at once")
    {
        CHECK(probe("W:WKb4,Kc1,Ke1:BKg7").outcome == Outcome::Draw);
        const GameAudit audit = noIncrement.audit(games[0]);
        CHECK(audit.plies == 2);
        CHECK(findings(audit).empty());
        CHECK(draws(audit) == Strings{"ply 2 main-road automatic from 2: 0/5 own moves, draw"});
        REQUIRE(audit.draws.size() == 1);
        REQUIRE(audit.draws[0].reason);
        CHECK_THAT(englishText(*audit.draws[0].reason), Contains("7.2.9"));
        CHECK(draws(withIncrement.audit(games[0])).empty());
    }
    SECTION("won at the window start: no draw, with or without the increment")
    {
        CHECK(probe("W:WKc1,Ke1,Kf2:BKf6") == EndgameValue{Outcome::Win, 5});
        const GameAudit audit = noIncrement.audit(games[1]);
        CHECK(audit.plies == 5);
        CHECK(findings(audit).empty());
        CHECK(draws(audit).empty());
        REQUIRE(audit.history.size() == 5);
        // The small-ending windows opened by the captures are won for White too.
        CHECK(audit.history[1].fenAfter == "W:WKe1,Kf2:BKh4");
        CHECK(probe(audit.history[1].fenAfter) == EndgameValue{Outcome::Win, 3});
        CHECK(audit.history[3].fenAfter == "W:WKe1:BKf2");
        CHECK(probe(audit.history[3].fenAfter) == EndgameValue{Outcome::Win, 1});
        CHECK(audit.finalFen() == "B:WKg3:B");
        CHECK_FALSE(audit.sideToMoveHasMoves);
        CHECK(draws(withIncrement.audit(games[1])).empty());
    }
    SECTION("a game that starts in the configuration is drawn at ply 0")
    {
        const auto small = fixture("small-ending.pdn");
        REQUIRE(small.size() == 2);
        CHECK(probe("W:WKc1,Ke1:BKh8").outcome == Outcome::Draw);
        const GameAudit audit = noIncrement.audit(small[0]);
        CHECK(draws(audit) == Strings{"ply 0 small-ending automatic from 0: 0/5 own moves, draw"});
        CHECK(findings(audit) ==
              Strings{"PLAY_AFTER_DRAW error ply 1 move 1 white 'c1-d2' 12:4 []"});
        CHECK(audit.plies == 9);
    }
}

// A database that cannot answer is no verdict: with noIncrementClock the entry says unknown, and
// the game is not over, whether the configuration stands at ply 0 or arises later.
TEST_CASE("without an increment and without a database the verdict is unknown", "[audit]")
{
    const Auditor auditor(withoutIncrement(RuleSet::fmjd64()), nullptr);
    {
        const auto games = fixture("main-road-no-increment.pdn");
        REQUIRE(games.size() == 2);
        const GameAudit audit = auditor.audit(games[0]);
        CHECK(draws(audit) == Strings{"ply 2 main-road automatic from 2: 0/5 own moves, unknown"});
        CHECK(findings(audit).empty());
    }
    {
        const auto games = fixture("small-ending.pdn");
        REQUIRE(games.size() == 2);
        const GameAudit audit = auditor.audit(games[0]);
        CHECK(draws(audit) ==
              Strings{"ply 0 small-ending automatic from 0: 0/5 own moves, unknown"});
        CHECK(findings(audit).empty()); // no PLAY_AFTER_DRAW: nothing was drawn
    }
}

TEST_CASE("threefold: the same position a 3rd time, not in a row, with the same side to move",
          "[audit]")
{
    const auto games = fixture("threefold.pdn");
    REQUIRE(games.size() == 3);
    const Auditor auditor(RuleSet::fmjd64(), &endgameDatabaseUpTo4(), {.recordHistory = true});

    SECTION("three occurrences with other positions between them")
    {
        const GameAudit audit = auditor.audit(games[0]);
        CHECK(audit.plies == 12);
        CHECK(findings(audit).empty());
        CHECK(draws(audit) ==
              Strings{"ply 12 threefold claimable from 2: 3/3 occurrences at 2,6,12"});
        REQUIRE(audit.history.size() == 12);
        for (int ply : {2, 6, 12})
            CHECK(audit.history[static_cast<std::size_t>(ply - 1)].fenAfter == "W:Wb2,Kc1:BKe7,h8");
    }
    SECTION("the same placement three times, with different sides to move")
    {
        const GameAudit audit = auditor.audit(games[1]);
        CHECK(audit.plies == 10);
        CHECK(findings(audit).empty());
        CHECK(draws(audit).empty());
        REQUIRE(audit.history.size() == 10);
        CHECK(audit.startFen() == "W:Wa1,Kc1:BKf8,h8");
        CHECK(audit.history[4].fenAfter == "B:Wa1,Kc1:BKf8,h8");
        CHECK(audit.history[9].fenAfter == "W:Wa1,Kc1:BKf8,h8");
    }
    SECTION("played on to a 3rd occurrence with White to move")
    {
        const GameAudit audit = auditor.audit(games[2]);
        CHECK(audit.plies == 14);
        CHECK(findings(audit).empty());
        CHECK(draws(audit) ==
              Strings{"ply 14 threefold claimable from 0: 3/3 occurrences at 0,10,14"});
    }
}

TEST_CASE("every finding code, with its ply, move, side and place", "[audit]")
{
    const auto games = fixture("findings.pdn");
    REQUIRE(games.size() == 13);
    const Auditor auditor(RuleSet::fmjd64(), &endgameDatabaseUpTo4());
    std::vector<GameAudit> audits;
    for (const PdnGame &game : games)
        audits.push_back(auditor.audit(game));

    SECTION("UNPARSEABLE_MOVE: the replay stops")
    {
        CHECK(findings(audits[0]) ==
              Strings{"UNPARSEABLE_MOVE error ply 3 move 2 white 'b2-c9' 5:19 []"});
        CHECK(audits[0].plies == 2);
    }
    SECTION("ILLEGAL_MOVE: the replay stops, the result is not checked")
    {
        CHECK(findings(audits[1]) ==
              Strings{"ILLEGAL_MOVE error ply 4 move 2 black 'g5-f6' 11:25 []"});
        CHECK(audits[1].plies == 3);
        CHECK(audits[1].finalFen() ==
              "B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,f4,g1,h2:Ba7,b6,b8,c7,d6,d8,e7,f8,g5,g7,h6,h8");
    }
    SECTION("CAPTURE_REQUIRED, with the captures available")
    {
        CHECK(findings(audits[2]) ==
              Strings{"CAPTURE_REQUIRED error ply 3 move 2 white 'a3-b4' 17:19 [d4:f6]"});
        CHECK(audits[2].plies == 2);
    }
    SECTION("INCOMPLETE_CAPTURE, Black moving first")
    {
        CHECK(findings(audits[3]) ==
              Strings{"INCOMPLETE_CAPTURE error ply 3 move 2 black 'g7:e5' 24:21 [g7:c3]"});
        CHECK(audits[3].plies == 2);
    }
    SECTION("AMBIGUOUS_MOVE resolved by the moves after it: a warning")
    {
        CHECK(findings(audits[4]) == Strings{"AMBIGUOUS_MOVE warning ply 1 move 1 white 'b2:a5' "
                                             "33:4 [b2:e5:c7:a5,b2:f6:d8:a5]"});
        REQUIRE(audits[4].findings.size() == 1);
        CHECK_THAT(audits[4].findings[0].message, Contains("played as b2:e5:c7:a5"));
        CHECK(audits[4].plies == 5);
        CHECK(audits[4].finalFen() == "B:WKh4:B");
    }
    SECTION("AMBIGUOUS_MOVE that nothing resolves: an error, the replay stops")
    {
        CHECK(findings(audits[5]) == Strings{"AMBIGUOUS_MOVE error ply 1 move 1 white 'b2:a5' "
                                             "41:4 [b2:e5:c7:a5,b2:f6:d8:a5]"});
        CHECK(audits[5].plies == 0);
    }
    SECTION("PLAY_AFTER_DRAW")
    {
        CHECK(findings(audits[6]) ==
              Strings{"PLAY_AFTER_DRAW error ply 12 move 6 black 'g7-h8' 48:85 []"});
        CHECK(draws(audits[6]) ==
              Strings{"ply 11 main-road automatic from 2: 5/5 own moves, draw"});
        CHECK(audits[6].plies == 12);
    }
    SECTION("RESULT_MISMATCH: a win recorded after an automatic draw")
    {
        CHECK(findings(audits[7]) == Strings{"RESULT_MISMATCH error ply 11 55:85 []"});
        CHECK(draws(audits[7]) ==
              Strings{"ply 11 main-road automatic from 2: 5/5 own moves, draw"});
    }
    SECTION("RESULT_MISMATCH: a win recorded for the side that is blocked")
    {
        CHECK(findings(audits[8]) == Strings{"RESULT_MISMATCH error ply 1 62:12 []"});
        CHECK(audits[8].finalFen() == "W:Wa1:Bb2,c3");
        CHECK_FALSE(audits[8].sideToMoveHasMoves);
    }
    SECTION("BAD_FEN: the game is skipped")
    {
        CHECK(findings(audits[9]) == Strings{"BAD_FEN error ply 0 66:1 []"});
        REQUIRE(audits[9].findings.size() == 1);
        CHECK_THAT(audits[9].findings[0].message, Contains("column 7"));
        CHECK_FALSE(audits[9].replayed);
        CHECK(audits[9].plies == 0);
    }
    SECTION("BAD_TAG: GameType 30 is a game this tool does not play")
    {
        CHECK(findings(audits[10]) == Strings{"BAD_TAG error ply 0 71:1 []"});
        CHECK(audits[10].findings[0].detail ==
              RuleMessage{RuleMessageId::GameTypeUnsupported, GameTypeFacts{"30"}});
        CHECK_FALSE(audits[10].replayed);
    }
    SECTION("BAD_TAG: square numbers above 32")
    {
        CHECK(findings(audits[11]) == Strings{"BAD_TAG error ply 0 80:19 []"});
        REQUIRE(audits[11].findings.size() == 1);
        CHECK_THAT(audits[11].findings[0].message, Contains("square 37"));
        CHECK_FALSE(audits[11].replayed);
    }
    SECTION("BAD_TAG: the Result tag against the result written after the moves")
    {
        CHECK(findings(audits[12]) == Strings{"BAD_TAG error ply 0 86:16 []"});
        CHECK(audits[12].replayed);
        CHECK(audits[12].plies == 2);
    }
    SECTION("every code appears")
    {
        std::set<std::string> codes;
        for (const GameAudit &audit : audits)
            for (const AuditFinding &f : audit.findings)
                codes.insert(f.code);
        CHECK(codes == std::set<std::string>{"UNPARSEABLE_MOVE", "ILLEGAL_MOVE", "CAPTURE_REQUIRED",
                                             "INCOMPLETE_CAPTURE", "AMBIGUOUS_MOVE",
                                             "PLAY_AFTER_DRAW", "RESULT_MISMATCH", "BAD_FEN",
                                             "BAD_TAG"});
    }
}

TEST_CASE("the 153 games of the X USSR championship audit without findings", "[audit]")
{
    const auto games = readGames(std::string(SHASHKI_TEST_DATA_DIR) + "/pdn/succeed/ussr1947.pdn");
    REQUIRE(games.size() == 153);
    for (const RuleSet &rules : {RuleSet::fmjd64(), RuleSet::russian2010()}) {
        const Auditor auditor(rules, &endgameDatabaseUpTo4());
        for (const PdnGame &game : games) {
            CAPTURE(rules.id, game.index);
            const GameAudit audit = auditor.audit(game);
            CHECK(audit.replayed);
            CHECK(audit.plies == static_cast<int>(game.moves.size()));
            CHECK(findings(audit).empty());
        }
    }
}

TEST_CASE("with recordHistory the audit keeps every ply's move and position", "[audit]")
{
    std::istringstream input("[Result \"*\"]\n1. c3-d4 f6-g5 2. g3-h4 *\n");
    PdnReader reader(input);
    const auto game = reader.next();
    REQUIRE(game);
    const Auditor auditor(RuleSet::fmjd64(), nullptr, Auditor::Options{.recordHistory = true});
    const GameAudit audit = auditor.audit(*game);
    REQUIRE(audit.history.size() == 3);
    CHECK(audit.history[0].move == "c3-d4");
    CHECK(audit.history[0].fenAfter == "B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:"
                                       "Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8");
    CHECK(audit.history[1].move == "f6-g5");
    CHECK(audit.history[2].move == "g3-h4");
    CHECK(audit.history[2].fenAfter == audit.finalFen());
    CHECK(audit.plies == 3);
    // Without the option nothing is kept.
    CHECK(Auditor(RuleSet::fmjd64(), nullptr).audit(*game).history.empty());
}

} // namespace audit_test
