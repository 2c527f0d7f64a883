// reports/pairingresult: every result a pairing holds by its stored code, read back from it, and
// the outcome it gives White and Black — the one place those are decided.
#include "reports/pairingresult.h"

#include <array>
#include <catch2/catch.hpp>
#include <set>
#include <string>

namespace pairingresult_test {

using reports::Outcome;
using reports::PairingResult;

TEST_CASE("every result has its stored code and is read back from it")
{
    const auto table = reports::codeTable(PairingResult{});
    // The codes of pairings.result's CHECK (migration 0001), each once.
    CHECK(reports::settingCodes<PairingResult>() ==
          std::array<std::string_view, 9>{"1-0", "0-1", "1/2-1/2", "+/-", "-/+", "-/-", "bye-1",
                                          "bye-1/2", "bye-0"});
    std::set<PairingResult> seen;
    for (const auto &[result, code] : table) {
        CHECK(reports::pairingResultCode(result) == code);
        CHECK(reports::pairingResultByCode(code) == result);
        CHECK(reports::pairingResultCode(std::optional(result)) == code);
        seen.insert(result);
    }
    CHECK(seen.size() == table.size());
    CHECK(reports::pairingResultCode(std::optional<PairingResult>()).empty());
    // Never a near miss or a game's other notation.
    for (const char *unknown : {"", "1", "=", "½-½", "2-0", "1-1", "0-0", "*", "bye", "bye-2",
                                "+/+", " 1-0", "1-0 ", "BYE-1"})
        CHECK_FALSE(reports::pairingResultByCode(unknown).has_value());
}

TEST_CASE("each result gives White and Black their outcomes")
{
    using Pair = std::pair<Outcome, Outcome>;
    CHECK(reports::outcomesOf(PairingResult::WhiteWins) == Pair{Outcome::Win, Outcome::Loss});
    CHECK(reports::outcomesOf(PairingResult::BlackWins) == Pair{Outcome::Loss, Outcome::Win});
    CHECK(reports::outcomesOf(PairingResult::Draw) == Pair{Outcome::Draw, Outcome::Draw});
    // +/-: White wins by forfeit, Black loses by forfeit; -/+ the other way round.
    CHECK(reports::outcomesOf(PairingResult::WhiteForfeitWin) ==
          Pair{Outcome::ForfeitWin, Outcome::ForfeitLoss});
    CHECK(reports::outcomesOf(PairingResult::BlackForfeitWin) ==
          Pair{Outcome::ForfeitLoss, Outcome::ForfeitWin});
    CHECK(reports::outcomesOf(PairingResult::DoubleForfeit) ==
          Pair{Outcome::DoubleForfeit, Outcome::DoubleForfeit});
    // A bye: its points for White, and no Black.
    CHECK(reports::outcomesOf(PairingResult::FullBye) ==
          Pair{Outcome::FullBye, Outcome::NotPaired});
    CHECK(reports::outcomesOf(PairingResult::HalfBye) ==
          Pair{Outcome::HalfBye, Outcome::NotPaired});
    CHECK(reports::outcomesOf(PairingResult::ZeroBye) ==
          Pair{Outcome::ZeroBye, Outcome::NotPaired});
}

TEST_CASE("byes and forfeits are told apart from games played")
{
    const std::set<std::string_view> byes = {"bye-1", "bye-1/2", "bye-0"};
    const std::set<std::string_view> forfeits = {"+/-", "-/+", "-/-"};
    for (const auto &[result, code] : reports::codeTable(PairingResult{})) {
        CHECK(reports::isBye(result) == (byes.count(code) == 1));
        CHECK(reports::isForfeit(result) == (forfeits.count(code) == 1));
    }
}

TEST_CASE("a game's recorded result is the result it gives its board")
{
    CHECK(reports::pairingResultOfGame("1-0") == PairingResult::WhiteWins);
    CHECK(reports::pairingResultOfGame("2-0") == PairingResult::WhiteWins);
    CHECK(reports::pairingResultOfGame("0-1") == PairingResult::BlackWins);
    CHECK(reports::pairingResultOfGame("0-2") == PairingResult::BlackWins);
    CHECK(reports::pairingResultOfGame("1/2-1/2") == PairingResult::Draw);
    CHECK(reports::pairingResultOfGame("1-1") == PairingResult::Draw);
    CHECK(reports::pairingResultOfGame("0-0") == PairingResult::DoubleForfeit);
    for (const char *open : {"*", "", "+/-", "bye-1"})
        CHECK_FALSE(reports::pairingResultOfGame(open).has_value());
}

} // namespace pairingresult_test
