// The audit (audit.h) and the claims (claim.h) of the other variants: a game's GameType choosing
// its variant, the FMJD draw rules and the majority capture as findings at their plies
// (tests/data/audit/variants.pdn, each game's comment giving the working), every International
// game of the PDN corpus (tests/data/pdn/succeed/) audited with no false finding, and draw claims
// answered on the FMJD rules.
#include "arbiter/audit.h"
#include "arbiter/claim.h"
#include "arbiter/pdnreader.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace variantaudit_test {

using namespace arbiter;

namespace {

using Strings = std::vector<std::string>;

std::vector<PdnGame> readGames(const std::filesystem::path &path)
{
    std::ifstream file(path, std::ios::binary);
    REQUIRE(file);
    PdnReader reader(file);
    std::vector<PdnGame> games;
    while (auto game = reader.next())
        games.push_back(std::move(*game));
    return games;
}

// "PLAY_AFTER_DRAW ply 11 9:69" (a warning marked so).
Strings findings(const GameAudit &audit)
{
    Strings out;
    for (const AuditFinding &f : audit.findings)
        out.push_back(f.code + (f.severity == Severity::Warning ? " (warning)" : "") + " ply " +
                      std::to_string(f.ply) + " " + std::to_string(f.place.line) + ":" +
                      std::to_string(f.place.column));
    return out;
}

// "two-pieces@10 from 0", claimable ones marked "(claim)".
Strings draws(const GameAudit &audit)
{
    Strings out;
    for (const DrawEvent &e : audit.draws)
        out.push_back(std::string(drawRuleId(e.rule)) + "@" + std::to_string(e.ply) + " from " +
                      std::to_string(e.windowStartPly) +
                      (e.kind == DrawKind::Claimable ? " (claim)" : ""));
    return out;
}

} // namespace

TEST_CASE("The audit of International and Brazilian games, chosen by their GameType", "[audit]")
{
    const auto games =
        readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "audit" / "variants.pdn");
    REQUIRE(games.size() == 7);
    // The Auditor's own variant is Russian: the GameType tags choose.
    const Auditor auditor(RuleSet::fmjd64(), nullptr, Auditor::Options{.recordHistory = true});
    std::vector<GameAudit> audits;
    for (const PdnGame &game : games)
        audits.push_back(auditor.audit(game));

    SECTION("two kings against a lone king: drawn after ply 10 (5 moves each)")
    {
        const GameAudit &audit = audits[0];
        CHECK(audit.variant == Variant::International);
        CHECK(audit.ruleSet == "international-fmjd");
        CHECK(audit.replayed);
        CHECK(audit.plies == 12);
        CHECK(draws(audit) == Strings{"threefold@8 from 0 (claim)", "threefold@9 from 1 (claim)",
                                      "threefold@10 from 2 (claim)", "two-pieces@10 from 0",
                                      "threefold@11 from 3 (claim)"});
        CHECK(findings(audit) ==
              Strings{"PLAY_AFTER_DRAW ply 11 9:69", "RESULT_MISMATCH ply 12 9:79"});
        CHECK(audit.findings[1].detail == RuleMessage{RuleMessageId::ResultButDrawn,
                                                      DrawnFacts{"1-0", DrawRule::TwoPieces, 10}});
        CHECK(audit.startFen() == "W:WK47,K48:BK3");
        CHECK(audit.finalFen() == "W:WK47,K48:BK3");
    }
    SECTION("the last piece taken: the side to move has lost")
    {
        CHECK(findings(audits[1]) == Strings{"RESULT_MISMATCH ply 1 16:10"});
        CHECK(audits[1].findings[0].detail ==
              RuleMessage{RuleMessageId::ResultButLost, LostFacts{"0-1", Side::Black, false, 1}});
        CHECK(audits[1].finalFen() == "B:W19:B");
        CHECK_FALSE(audits[1].sideToMoveHasMoves);
        CHECK(findings(audits[2]).empty());
    }
    SECTION("a man passing the last row during a capture stays a man; the plies kept")
    {
        const GameAudit &audit = audits[3];
        CHECK(findings(audit).empty());
        REQUIRE(audit.history.size() == 2);
        CHECK(audit.history[0].move == "12x14");
        CHECK(audit.history[0].from == 12);
        CHECK(audit.history[0].to == 14);
        CHECK(audit.history[0].captured == std::vector<std::uint8_t>{8, 9});
        CHECK(audit.history[0].fenAfter == "B:W14:B40");
        CHECK(audit.history[1].fenAfter == "W:W14:B45");
        CHECK(audit.history[0].keyAfter != audit.history[1].keyAfter);
        CHECK(audit.finalFen() == "W:W14:B45");
    }
    SECTION("Brazilian: the capture of the most pieces is compulsory; Russian: not")
    {
        CHECK(audits[4].variant == Variant::Brazilian);
        CHECK(audits[4].ruleSet == "brazilian-fmjd");
        CHECK(findings(audits[4]) == Strings{"ILLEGAL_MOVE ply 1 36:4"});
        CHECK(audits[4].findings[0].detail ==
              RuleMessage{RuleMessageId::MajorityCapture, MajorityFacts{1, 2, {"22x8"}}});
        CHECK(audits[4].findings[0].candidates == Strings{"22x8"});
        CHECK(audits[5].variant == Variant::Russian);
        CHECK(findings(audits[5]).empty());
        CHECK(audits[5].plies == 1);
    }
    SECTION("a GameType of no variant this tool plays")
    {
        CHECK(findings(audits[6]) == Strings{"BAD_TAG ply 0 46:1"});
        CHECK(audits[6].findings[0].detail ==
              RuleMessage{RuleMessageId::GameTypeUnsupported, GameTypeFacts{"30"}});
        CHECK_FALSE(audits[6].replayed);
    }
}

TEST_CASE("A game without GameType is of the Auditor's variant, a tournament's only of its own",
          "[audit]")
{
    const auto read = [](const std::string &text) {
        std::istringstream in(text);
        PdnReader reader(in);
        auto game = reader.next();
        REQUIRE(game);
        return *game;
    };
    const PdnGame game = read("1. 34-29 19-23 2. 40-34 *\n");
    // Squares above 32: no Russian game.
    const GameAudit russian = Auditor(RuleSet::fmjd64(), nullptr).audit(game);
    CHECK(findings(russian) == Strings{"BAD_TAG ply 0 1:4"});
    CHECK(russian.findings[0].detail.id == RuleMessageId::SquareInMoveNotRussian);

    const GameAudit international =
        Auditor(RuleSet::fmjd64(), nullptr, Auditor::Options{.variant = Variant::International})
            .audit(game);
    CHECK(international.variant == Variant::International);
    CHECK(findings(international).empty());
    CHECK(international.finalFen() ==
          "B:W29,31,32,33,34,35,36,37,38,39,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,"
          "10,11,12,13,14,15,16,17,18,20,23");

    // Import into a Russian tournament: a GameType 20 game is refused, not audited.
    const GameAudit refused =
        Auditor(RuleSet::fmjd64(), nullptr, Auditor::Options{.onlyOwnVariant = true})
            .audit(read("[GameType \"20\"]\n1. 34-29 19-23 2. 40-34 *\n"));
    CHECK(findings(refused) == Strings{"BAD_TAG ply 0 1:1"});
    CHECK(refused.findings[0].detail ==
          RuleMessage{RuleMessageId::GameOfOtherVariant,
                      GameTypeFacts{"20", Variant::International, Variant::Russian}});
    CHECK_FALSE(refused.replayed);
}

TEST_CASE("Every International game of the PDN corpus audits with no false finding",
          "[audit][corpus]")
{
    const Auditor auditor(RuleSet::fmjd64(), nullptr,
                          Auditor::Options{.variant = Variant::International});
    int games = 0;
    int plies = 0;
    Strings found;
    Strings claims;
    for (const char *name :
         {"DUTCH96H.pdn", "PROF2.pdn", "candidate95.pdn", "kurnik.pdn", "nk ronde 01.pdn",
          "nk ronde 02.pdn", "nk2003-amsterdam.pdn", "rk ronde 12.pdn", "wk2003.pdn",
          "090417ronde12.pdn", "schildpad.pdn", "windragon.pdn"}) {
        for (const PdnGame &game :
             readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "pdn" / "succeed" / name)) {
            const GameAudit audit = auditor.audit(game);
            ++games;
            plies += audit.plies;
            CHECK(audit.variant == Variant::International);
            for (const std::string &finding : findings(audit))
                found.push_back(std::string(name) + " game " + std::to_string(game.index) + ": " +
                                finding);
            for (const DrawEvent &e : audit.draws) {
                CHECK(e.kind == DrawKind::Claimable); // no game runs into an automatic draw
                claims.push_back(std::string(name) + " game " + std::to_string(game.index) + ": " +
                                 std::string(drawRuleId(e.rule)) + "@" + std::to_string(e.ply));
            }
        }
    }
    CHECK(games == 160);
    CHECK(plies == 16075);
    // Each genuine (tests/data/README.md): two moves of PROF2.pdn written wrongly (a capture with
    // '-', a quiet move with 'x'), a game of candidate95.pdn whose Result tag (0-1) contradicts the
    // draw written after its moves, and two king captures of schildpad.pdn written by their ends
    // only, each fitting two captures, told apart by the moves after them (warnings).
    CHECK(found == Strings{"PROF2.pdn game 11: ILLEGAL_MOVE ply 31 232:53",
                           "PROF2.pdn game 14: ILLEGAL_MOVE ply 41 290:5",
                           "candidate95.pdn game 8: BAD_TAG ply 0 157:43",
                           "schildpad.pdn game 3: AMBIGUOUS_MOVE (warning) ply 69 52:70",
                           "schildpad.pdn game 7: AMBIGUOUS_MOVE (warning) ply 111 140:7"});
    // A game of kurnik.pdn repeats its positions: claims the players did not make.
    CHECK(claims == Strings{"kurnik.pdn game 3: threefold@157", "kurnik.pdn game 3: threefold@158",
                            "kurnik.pdn game 3: threefold@159",
                            "kurnik.pdn game 3: threefold@164"});
}

TEST_CASE("Draw claims in International and Brazilian games: threefold and the FMJD rules",
          "[claim]")
{
    const auto games =
        readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "audit" / "variants.pdn");
    REQUIRE(games.size() == 7);
    const Auditor auditor(RuleSet::fmjd64(), nullptr);
    const ClaimChecker checker(auditor);
    const auto ask = [](std::optional<int> ply, std::optional<std::string> move = {},
                        DrawRule rule = DrawRule::Threefold) {
        ClaimRequest request;
        request.ply = ply;
        request.writtenMove = std::move(move);
        request.rule = rule;
        return request;
    };
    const auto claim = [&](std::size_t game, const ClaimRequest &request) {
        const auto verdict = checker.check(games[game], request);
        REQUIRE(verdict.ok());
        return *verdict;
    };

    // Threefold after the opponent's move: the start position again after ply 8.
    const ClaimVerdict threefold = claim(0, ask(8));
    CHECK(threefold.valid);
    CHECK(threefold.procedure == ClaimProcedure::AfterMove);
    CHECK(threefold.occurrences == std::vector<int>{0, 4, 8});
    CHECK_FALSE(claim(0, ask(7)).valid);

    // With a written move: 9-3 after ply 7 makes the third occurrence; after ply 3 the second.
    const ClaimVerdict written = claim(0, ask(7, "9-3"));
    CHECK(written.valid);
    CHECK(written.claimant == Side::Black);
    CHECK(written.occurrences == std::vector<int>{0, 4, 8});
    const ClaimVerdict early = claim(0, ask(3, "9-3"));
    CHECK_FALSE(early.valid);
    CHECK(early.moveStands);
    CHECK(early.occurrences == std::vector<int>{0, 4});

    // two-pieces: drawn after ply 10, still counting after ply 6.
    const ClaimVerdict drawn = claim(0, ask({}, {}, DrawRule::TwoPieces));
    CHECK(drawn.valid);
    CHECK(drawn.detail == RuleMessage{RuleMessageId::AutomaticValid,
                                      CountFacts{DrawRule::TwoPieces, 10, 0, 10, 10,
                                                 CountUnit::Plies, std::nullopt, std::nullopt}});
    const ClaimVerdict counting = claim(0, ask(6, {}, DrawRule::TwoPieces));
    CHECK_FALSE(counting.valid);
    CHECK(counting.count == 6);
    CHECK(counting.limit == 10);
    // kings-only runs too (12 king plies of 50); three-pieces does not apply.
    const ClaimVerdict kings = claim(0, ask(6, {}, DrawRule::KingsOnly));
    CHECK_FALSE(kings.valid);
    CHECK(kings.count == 6);
    CHECK(kings.limit == 50);
    CHECK(claim(0, ask(6, {}, DrawRule::ThreePieces)).detail ==
          RuleMessage{
              RuleMessageId::RuleNotApplying,
              NotApplyingFacts{DrawRule::ThreePieces, 6, "international-fmjd", std::nullopt, 0}});

    // The Russian rules are not the FMJD's, and a game that does not replay cannot be claimed in.
    const auto balance = checker.check(games[0], ask({}, {}, DrawRule::Balance));
    REQUIRE_FALSE(balance.ok());
    ClaimRefusal otherVariant;
    otherVariant.code = ClaimRefusalCode::RuleOfOtherVariant;
    otherVariant.rule = DrawRule::Balance;
    otherVariant.variant = Variant::International;
    CHECK(balance.error() == otherVariant);
    CHECK(claimRules(Variant::International) ==
          std::vector<DrawRule>{DrawRule::Threefold, DrawRule::KingsOnly, DrawRule::ThreePieces,
                                DrawRule::LongDiagonal, DrawRule::TwoPieces});
    const auto majority = checker.check(games[4], {}); // 28x19 against the majority rule
    REQUIRE_FALSE(majority.ok());
    CHECK(majority.error().code == ClaimRefusalCode::PlyNotPlayable);
    CHECK(majority.error().cause.id == RuleMessageId::MajorityCapture);
    const auto gameType = checker.check(games[6], {}); // GameType 30
    REQUIRE_FALSE(gameType.ok());
    CHECK(gameType.error().code == ClaimRefusalCode::GameUnreadable);
    CHECK(gameType.error().cause ==
          RuleMessage{RuleMessageId::GameTypeUnsupported, GameTypeFacts{"30"}});
}

} // namespace variantaudit_test

namespace variantaudit_test {

using namespace arbiter;

TEST_CASE("The audit of English, Italian and Pool games: their federations' draw rules",
          "[audit][checkers]")
{
    const auto games =
        readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "audit" / "checkers.pdn");
    REQUIRE(games.size() == 6);
    const Auditor auditor(RuleSet::fmjd64(), nullptr);
    std::vector<GameAudit> audits;
    for (const PdnGame &game : games)
        audits.push_back(auditor.audit(game));

    // English (WCDF 1.32): threefold claims, and forty moves each counted again after a man's move.
    CHECK(audits[0].variant == Variant::English);
    CHECK(audits[0].ruleSet == "english-wcdf");
    CHECK(audits[0].plies == 90);
    CHECK(findings(audits[0]).empty());
    CHECK(draws(audits[0]) ==
          Strings{"threefold@8 from 0 (claim)", "threefold@9 from 1 (claim)",
                  "threefold@18 from 10 (claim)", "threefold@19 from 11 (claim)",
                  "threefold@20 from 12 (claim)", "threefold@21 from 13 (claim)",
                  "forty-moves@90 from 10 (claim)"});
    CHECK(audits[0].draws.back().count == 80);
    CHECK(audits[0].draws.back().limit == 80);
    CHECK(audits[0].startFen() == "B:WK29,32:B1,K4");

    // Italian (FID): the fourth occurrence, not the third.
    CHECK(audits[1].variant == Variant::Italian);
    CHECK(audits[1].ruleSet == "italian-fid");
    CHECK(draws(audits[1]) == Strings{"fourfold@12 from 0 (claim)", "fourfold@13 from 1 (claim)"});
    CHECK(audits[1].draws.front().occurrences == std::vector<int>{0, 4, 8, 12});

    // Pool (APCA): threefold; no move limit.
    CHECK(audits[2].variant == Variant::Pool);
    CHECK(draws(audits[2]) == Strings{"threefold@8 from 0 (claim)"});

    // A result against the board: White, to move, has no piece left after Black's 15x24.
    CHECK(findings(audits[3]) == Strings{"RESULT_MISMATCH ply 1 45:10"});
    CHECK(audits[3].findings[0].detail ==
          RuleMessage{RuleMessageId::ResultButLost, LostFacts{"1-0", Side::White, false, 1}});
    CHECK(audits[3].firstMover == Side::Black);
    CHECK(audits[3].findings[0].moveNumber == 0);

    // The same backward capture: refused to an English man, the only move of a Pool man.
    CHECK(findings(audits[4]) == Strings{"ILLEGAL_MOVE ply 1 54:4"});
    CHECK(audits[4].findings[0].moveNumber == 1);
    // White's reply is still move 1 when Black opens it: 21-16 is no move of White's.
    std::istringstream text("[GameType \"21\"]\n1. 11-15 21-16 *\n");
    PdnReader reader(text);
    const auto reply = reader.next();
    REQUIRE(reply);
    const GameAudit replied = auditor.audit(*reply);
    REQUIRE(replied.findings.size() == 1);
    CHECK(replied.findings[0].ply == 2);
    CHECK(replied.findings[0].side == Side::White);
    CHECK(replied.findings[0].moveNumber == 1);
    CHECK(findings(audits[5]).empty());
    CHECK(audits[5].finalFen() == "W:W:B6");
}

TEST_CASE("Draw claims in English, Italian and Pool games", "[claim][checkers]")
{
    const auto games =
        readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "audit" / "checkers.pdn");
    REQUIRE(games.size() == 6);
    const Auditor auditor(RuleSet::fmjd64(), nullptr);
    const ClaimChecker checker(auditor);
    const auto ask = [](std::optional<int> ply, std::optional<std::string> move = {},
                        DrawRule rule = DrawRule::Threefold) {
        ClaimRequest request;
        request.ply = ply;
        request.writtenMove = std::move(move);
        request.rule = rule;
        return request;
    };
    const auto claim = [&](std::size_t game, const ClaimRequest &request) {
        const auto verdict = checker.check(games[game], request);
        REQUIRE(verdict.ok());
        return *verdict;
    };

    // English: threefold after ply 8, and with the written move 25-29 after ply 7.
    const ClaimVerdict threefold = claim(0, ask(8));
    CHECK(threefold.valid);
    CHECK(threefold.occurrences == std::vector<int>{0, 4, 8});
    const ClaimVerdict written = claim(0, ask(7, "25-29"));
    CHECK(written.valid);
    CHECK(written.claimant == Side::White);
    CHECK(written.limit == 3);

    // forty-moves: a count the player claims, holding from ply 90; 79 of 80 after ply 89.
    const ClaimVerdict forty = claim(0, ask(90, {}, DrawRule::FortyMoves));
    CHECK(forty.valid);
    CHECK(forty.procedure == ClaimProcedure::Count);
    CHECK(claimProcedureId(forty.procedure) == "count");
    CHECK(forty.detail == RuleMessage{RuleMessageId::AutomaticValid,
                                      CountFacts{DrawRule::FortyMoves, 90, 10, 80, 80,
                                                 CountUnit::Plies, std::nullopt, std::nullopt}});
    const ClaimVerdict early = claim(0, ask(89, {}, DrawRule::FortyMoves));
    CHECK_FALSE(early.valid);
    CHECK(early.detail == RuleMessage{RuleMessageId::RuleCounting,
                                      CountFacts{DrawRule::FortyMoves, 89, 10, 79, 80,
                                                 CountUnit::Plies, std::nullopt, std::nullopt}});
    // Right after the man's move of ply 10 the count is 0.
    CHECK(claim(0, ask(10, {}, DrawRule::FortyMoves)).count == 0);
    // forty-moves is claimed from the count, not with a written move.
    const auto writtenForty = checker.check(games[0], ask(89, "4-8", DrawRule::FortyMoves));
    REQUIRE_FALSE(writtenForty.ok());
    CHECK(writtenForty.error().code == ClaimRefusalCode::WrittenMoveNotThreefold);

    // Italian: three occurrences are no claim, four are; threefold is not an Italian rule.
    const ClaimVerdict third = claim(1, ask(8, {}, DrawRule::Fourfold));
    CHECK_FALSE(third.valid);
    CHECK(third.occurrences == std::vector<int>{0, 4, 8});
    CHECK(third.limit == 4);
    CHECK(claim(1, ask(12, {}, DrawRule::Fourfold)).valid);
    const ClaimVerdict fourthWritten = claim(1, ask(11, "8-4", DrawRule::Fourfold));
    CHECK(fourthWritten.valid);
    CHECK(fourthWritten.occurrences == std::vector<int>{0, 4, 8, 12});
    const auto italianThreefold = checker.check(games[1], ask(8));
    REQUIRE_FALSE(italianThreefold.ok());
    CHECK(italianThreefold.error().code == ClaimRefusalCode::RuleOfOtherVariant);
    CHECK(claim(1, ask(13, {}, DrawRule::FortyMoves)).count == 13);

    // Pool: threefold only.
    CHECK(claim(2, ask(8)).valid);
    const auto poolForty = checker.check(games[2], ask(8, {}, DrawRule::FortyMoves));
    REQUIRE_FALSE(poolForty.ok());
    CHECK(poolForty.error().variant == Variant::Pool);

    CHECK(claimRules(Variant::English) ==
          std::vector<DrawRule>{DrawRule::Threefold, DrawRule::FortyMoves});
    CHECK(claimRules(Variant::Italian) ==
          std::vector<DrawRule>{DrawRule::Fourfold, DrawRule::FortyMoves});
    CHECK(claimRules(Variant::Pool) == std::vector<DrawRule>{DrawRule::Threefold});
}

TEST_CASE("Every English and Italian game of the PDN corpus audits with no false finding",
          "[audit][corpus][checkers]")
{
    const auto auditAll = [](Variant variant, std::initializer_list<const char *> names, int &games,
                             int &plies, Strings &found, Strings &claims) {
        const Auditor auditor(RuleSet::fmjd64(), nullptr, Auditor::Options{.variant = variant});
        for (const char *name : names) {
            for (const PdnGame &game : readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) /
                                                 "pdn" / "succeed" / name)) {
                const GameAudit audit = auditor.audit(game);
                ++games;
                plies += audit.plies;
                CHECK(audit.variant == variant);
                for (const std::string &finding : findings(audit))
                    found.push_back(std::string(name) + " game " + std::to_string(game.index) +
                                    ": " + finding);
                for (const DrawEvent &e : audit.draws)
                    claims.push_back(std::string(name) + " game " + std::to_string(game.index) +
                                     ": " + std::string(drawRuleId(e.rule)) + "@" +
                                     std::to_string(e.ply));
            }
        }
    };
    int games = 0;
    int plies = 0;
    Strings found;
    Strings claims;
    auditAll(
        Variant::English,
        {"OCA_2.0.pdn", "inferno.pdn", "Tricks traps and shots.pdn", "Principles of Strategy.pdn"},
        games, plies, found, claims);
    CHECK(games == 218);
    CHECK(plies == 9197);
    // Two captures written by their ends, each fitting two routes; the moves after them tell
    // which (warnings).
    CHECK(found == Strings{"Tricks traps and shots.pdn game 57: AMBIGUOUS_MOVE (warning) ply 37 "
                           "660:73",
                           "Tricks traps and shots.pdn game 90: AMBIGUOUS_MOVE (warning) ply 22 "
                           "1023:11"});
    CHECK(claims.empty());

    games = plies = 0;
    found.clear();
    auditAll(Variant::Italian, {"Campionato Assoluto 2005.pdn"}, games, plies, found, claims);
    CHECK(games == 53);
    // Game 46 ends with 3x26, which fits 3x10x19x26 and 3x10x17x26, equal under FID 6.6-6.9:
    // with no move after it, the sheet does not say which was played (a genuine slip; the replay
    // stops before it, so the corpus replays one ply short of its 3,227).
    CHECK(found == Strings{"Campionato Assoluto 2005.pdn game 46: AMBIGUOUS_MOVE ply 26 753:43"});
    CHECK(plies == 3226);
    CHECK(claims.empty());
}

} // namespace variantaudit_test

namespace variantaudit_test {

using namespace arbiter;

TEST_CASE("Giveaway: Russian draughts with the aim reversed, audited and claimed",
          "[audit][giveaway]")
{
    // The rules of Russian draughts in every field but the aim (and the name, and no GameType).
    const VariantRules &giveaway = rulesOf(Variant::Giveaway);
    VariantRules asRussian = giveaway;
    asRussian.variant = Variant::Russian;
    asRussian.name = "russian";
    asRussian.pdnGameType = 25;
    asRussian.reversedAim = false;
    CHECK(asRussian == rulesOf(Variant::Russian));
    CHECK(giveaway.reversedAim);
    CHECK(playedByRussianCore(Variant::Giveaway));
    CHECK(Auditor::judges(Variant::Giveaway));
    CHECK(claimRules(Variant::Giveaway) == claimRules(Variant::Russian));

    const auto games =
        readGames(std::filesystem::path(SHASHKI_TEST_DATA_DIR) / "audit" / "giveaway.pdn");
    REQUIRE(games.size() == 3);
    const Auditor auditor(RuleSet::fmjd64(), nullptr,
                          Auditor::Options{.variant = Variant::Giveaway});
    const GameAudit won = auditor.audit(games[0]);
    CHECK(won.variant == Variant::Giveaway);
    CHECK(won.ruleSet == "russian-fmjd64");
    CHECK(won.plies == 2);
    CHECK_FALSE(won.sideToMoveHasMoves);
    CHECK(findings(won).empty());
    const GameAudit recordedLost = auditor.audit(games[1]);
    CHECK(findings(recordedLost) == Strings{"RESULT_MISMATCH ply 2 18:16"});
    CHECK(recordedLost.findings[0].detail ==
          RuleMessage{RuleMessageId::ResultButWon, LostFacts{"0-1", Side::White, false, 2}});
    CHECK(findings(auditor.audit(games[2])) == Strings{"CAPTURE_REQUIRED ply 1 27:4"});
    // Read as Russian draughts, the first game's 1-0 is wrong.
    const GameAudit russian = Auditor(RuleSet::fmjd64(), nullptr).audit(games[0]);
    CHECK(russian.findings.size() == 1);
    CHECK(russian.findings[0].detail ==
          RuleMessage{RuleMessageId::ResultButLost, LostFacts{"1-0", Side::White, false, 2}});

    // Claims follow the Russian rule set: threefold after the opponent's move.
    ClaimRequest request;
    request.ply = 2;
    const auto verdict = ClaimChecker(auditor).check(games[0], request);
    REQUIRE(verdict.ok());
    CHECK(verdict->rule == DrawRule::Threefold);
    CHECK_FALSE(verdict->valid);
    CHECK(verdict->occurrences == std::vector<int>{2});
}

} // namespace variantaudit_test
