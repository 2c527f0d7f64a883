// app::recordClaimRuling: a ruling on a draw claim in the decisions log, saying what was decided
// and which round, board and game it concerns (issue 12, invariant 7); the facts of an endgame
// reason stored with it (app::endgameReasonJson) and read back.
#include "app/tournament/claimruling.h"
#include "arbiter/audit.h"
#include "arbiter/pdnreader.h"
#include "fixture.h"

#include <QJsonDocument>
#include <catch2/catch.hpp>
#include <sstream>

namespace claimruling_test {

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
                                       {.round = 2, .board = 1}, verdict,
                                       std::string("the players asked")));
    const auto log = db::DecisionLog(*event.session).list(event.tournament.id);
    REQUIRE(log.ok());
    // After the tournament's creation and the two players' entries.
    REQUIRE(log->size() == 4);
    const db::Decision &ruling = log->back();
    CHECK(ruling.what == "draw claim (threefold, written-move) after ply 7: valid - valid: after "
                         "g7-h8 the position stands for the 3rd time (plies 0, 4, 8); the game "
                         "is drawn");
    CHECK(ruling.why == std::optional<std::string>("the players asked"));
    CHECK(ruling.round == std::optional<int>(2));
    CHECK(ruling.board == std::optional<int>(1));
    CHECK_FALSE(ruling.gameId); // ruled on a sheet stored nowhere yet
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

TEST_CASE("an endgame reason's facts as JSON and back, a damaged table's as an object",
          "[claimruling]")
{
    const auto read = [](const std::string &json) {
        return app::endgameReasonOfJson(
            QJsonDocument::fromJson(QByteArray::fromStdString(json)).object());
    };
    using Damage = arbiter::TableDamage;
    arbiter::EndgameReason reason;
    reason.kind = arbiter::EndgameReason::Kind::Damaged;
    reason.noIncrementClock = true;
    reason.pieces = 3;
    reason.tableFile = "w0m2k-b0m1k.shtb";
    reason.damage = {.kind = Damage::Kind::WrongClass,
                     .storedClass = "w0m1k-b0m1k",
                     .expectedClass = "w0m2k-b0m1k"};
    const std::string json = app::endgameReasonJson(reason);
    CHECK(json == "{\"kind\":\"damaged\",\"noIncrementClock\":true,\"loneKingToMove\":false,"
                  "\"outcome\":\"draw\",\"distancePlies\":0,\"pieces\":3,\"maxPieces\":0,"
                  "\"tableFile\":\"w0m2k-b0m1k.shtb\",\"damage\":{\"kind\":\"wrong-class\","
                  "\"foundVersion\":0,\"expectedVersion\":0,\"storedClass\":\"w0m1k-b0m1k\","
                  "\"expectedClass\":\"w0m2k-b0m1k\",\"positionsHeld\":0,\"classPositions\":0}}");
    CHECK(read(json) == std::optional(reason));
    // Every kind of damage, with its facts, comes back as it was written.
    for (const Damage &damage :
         {Damage{.kind = Damage::Kind::NotATable},
          Damage{.kind = Damage::Kind::FormatVersion, .foundVersion = 9, .expectedVersion = 1},
          Damage{.kind = Damage::Kind::WrongSize, .positionsHeld = 991, .classPositions = 992},
          Damage{.kind = Damage::Kind::ChecksumMismatch}}) {
        reason.damage = damage;
        CHECK(read(app::endgameReasonJson(reason)) == std::optional(reason));
    }
    // Another kind of reason has no "damage".
    arbiter::EndgameReason notBuilt;
    notBuilt.kind = arbiter::EndgameReason::Kind::NotBuilt;
    notBuilt.pieces = 5;
    notBuilt.tableFile = "w0m4k-b0m1k.shtb";
    CHECK(app::endgameReasonJson(notBuilt) ==
          "{\"kind\":\"not-built\",\"noIncrementClock\":false,\"loneKingToMove\":false,"
          "\"outcome\":\"draw\",\"distancePlies\":0,\"pieces\":5,\"maxPieces\":0,"
          "\"tableFile\":\"w0m4k-b0m1k.shtb\"}");
    CHECK(read(app::endgameReasonJson(notBuilt)) == std::optional(notBuilt));

    // A row stored while the damage was English words: kept as stored, said as it is, and
    // written back as it was.
    const std::string old =
        "{\"kind\":\"damaged\",\"noIncrementClock\":false,\"loneKingToMove\":false,"
        "\"outcome\":\"draw\",\"distancePlies\":0,\"pieces\":3,\"maxPieces\":0,"
        "\"tableFile\":\"w0m1k-b0m2k.shtb\",\"damage\":\"checksum mismatch: the file is damaged\"}";
    const auto stored = read(old);
    REQUIRE(stored);
    CHECK(stored->storedDamageText == std::optional<std::string>("checksum mismatch: the file is "
                                                                 "damaged"));
    CHECK(stored->damage == Damage{});
    CHECK(arbiter::englishText(*stored) ==
          "unknown — endgame table damaged: w0m1k-b0m2k.shtb: checksum mismatch: the file is "
          "damaged");
    CHECK(app::endgameReasonJson(*stored) == old);
    // A not-built reason as old rows hold it, with "damage":"": nothing kept.
    const auto oldNotBuilt =
        read("{\"kind\":\"not-built\",\"noIncrementClock\":false,\"loneKingToMove\":false,"
             "\"outcome\":\"draw\",\"distancePlies\":0,\"pieces\":5,\"maxPieces\":0,"
             "\"tableFile\":\"w0m4k-b0m1k.shtb\",\"damage\":\"\"}");
    CHECK(oldNotBuilt == std::optional(notBuilt));

    // What this version does not know is no reason: a kind of damage, a fact missing or of
    // another type, a damaged reason without its damage.
    const auto replaced = [&json](const std::string &what, const std::string &with) {
        std::string out = json;
        out.replace(out.find(what), what.size(), with);
        return out;
    };
    CHECK_FALSE(read(replaced("\"kind\":\"wrong-class\"", "\"kind\":\"torn-page\"")));
    CHECK_FALSE(read(replaced("\"positionsHeld\":0,", "")));
    CHECK_FALSE(read(replaced("\"positionsHeld\":0", "\"positionsHeld\":-1")));
    CHECK_FALSE(read(replaced("\"positionsHeld\":0", "\"positionsHeld\":0.5")));
    CHECK_FALSE(read(replaced("\"storedClass\":\"w0m1k-b0m1k\"", "\"storedClass\":7")));
    CHECK_FALSE(read(replaced(json.substr(json.find(",\"damage\"")), "}")));
}

} // namespace claimruling_test
