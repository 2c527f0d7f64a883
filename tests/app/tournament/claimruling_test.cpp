// app::recordClaimRuling: a ruling on a draw claim in the decisions log, saying what was decided
// and which round, board and game it concerns (issue 12, invariant 7).
#include "app/tournament/claimruling.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "fixture.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace {

// Kings shuffle c1-d2-c1 and h8-g7-h8: the start position stands again after plies 4 and 8.
arbiter::ClaimVerdict repetitionClaim()
{
    std::istringstream text("[FEN \"W:WKc1,a3,e3:BKh8,h6,b8\"]\n"
                            "1. c1-d2 h8-g7 2. d2-c1 g7-h8 3. c1-d2 h8-g7 4. d2-c1 *\n");
    arbiter::PdnReader reader(text);
    const auto game = reader.next();
    REQUIRE(game);
    const arbiter::Auditor auditor(arbiter::RuleSet::fmjd64(), nullptr);
    arbiter::ClaimRequest request;
    request.ply = 7;
    request.writtenMove = "g7-h8";
    const auto verdict = arbiter::ClaimChecker(auditor).check(*game, request);
    REQUIRE(verdict.ok());
    return verdict.value();
}

} // namespace

TEST_CASE("a draw claim's ruling names its board and game and keeps the verdict's facts",
          "[postgresql]")
{
    fixture::Event event = fixture::make("claim_ruling", db::Tournament{}, 2);
    const arbiter::ClaimVerdict verdict = repetitionClaim();
    CHECK(verdict.valid);
    CHECK(verdict.detail ==
          arbiter::RuleMessage{arbiter::RuleMessageId::WrittenMoveValid,
                               arbiter::RepetitionFacts{"g7-h8", true, 7, {0, 4, 8}}});

    CHECK_FALSE(app::recordClaimRuling(*event.session, event.tournament.id,
                                       {.round = 2, .board = 1, .gameId = 77}, verdict,
                                       std::string("the players asked")));
    const auto log = db::DecisionLog(*event.session).list(event.tournament.id);
    REQUIRE(log.ok());
    // After the two players' entries.
    REQUIRE(log->size() == 3);
    const db::Decision &ruling = log->back();
    CHECK(ruling.what == "draw claim (threefold, written-move) after ply 7: valid - valid: after "
                         "g7-h8 the position stands for the 3rd time (plies 0, 4, 8); the game "
                         "is drawn");
    CHECK(ruling.why == std::optional<std::string>("the players asked"));
    CHECK(ruling.round == std::optional<int>(2));
    CHECK(ruling.board == std::optional<int>(1));
    CHECK(ruling.gameId == std::optional<std::int64_t>(77));
    REQUIRE(ruling.after);
    // jsonb as PostgreSQL writes it back: keys ordered by length, then bytes.
    CHECK(ruling.after->find("\"valid\": true") != std::string::npos);
    CHECK(ruling.after->find("\"occurrences\": [0, 4, 8]") != std::string::npos);
    CHECK(ruling.after->find("\"writtenMove\": \"g7-h8\"") != std::string::npos);
    CHECK(ruling.after->find("\"messageFacts\": {\"ply\": 7, \"move\": \"g7-h8\", \"plies\": "
                             "[0, 4, 8], \"valid\": true}") != std::string::npos);
    CHECK(app::claimRulingJson(verdict) ==
          "{\"rule\":\"threefold\",\"procedure\":\"written-move\",\"ply\":7,\"claimant\":"
          "\"black\",\"valid\":true,\"writtenMove\":\"g7-h8\",\"moveStands\":false,"
          "\"occurrences\":[0,4,8],\"windowStartPly\":0,\"count\":3,\"limit\":3,\"unit\":"
          "\"occurrences\",\"messageId\":" +
              std::to_string(static_cast<int>(arbiter::RuleMessageId::WrittenMoveValid)) +
              ",\"messageFacts\":{\"move\":\"g7-h8\",\"valid\":true,\"ply\":7,\"plies\":[0,4,8]}}");
}
