// The settings' codes (reports/settings.h): each value has one code, each code reads back as its
// value, an unknown code is none, and a variant's default rule set is the one its rules name.
#include "reports/settings.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace settings_test {

namespace {

template <class Setting>
std::vector<std::string> roundTrip()
{
    std::vector<std::string> codes;
    for (const std::string_view code : reports::settingCodes<Setting>()) {
        const auto setting = reports::settingByCode<Setting>(code);
        REQUIRE(setting);
        CHECK(reports::settingCode(*setting) == code);
        codes.emplace_back(code);
    }
    return codes;
}

} // namespace

TEST_CASE("every setting's codes, in their order, read back as their values")
{
    CHECK(roundTrip<reports::PairingSystem>() ==
          std::vector<std::string>{"round-robin", "double-round-robin", "swiss", "match"});
    CHECK(roundTrip<reports::Scoring>() == std::vector<std::string>{"1-0.5-0", "2-1-0"});
    CHECK(roundTrip<reports::RuleSetId>() ==
          std::vector<std::string>{"russian-fmjd64", "russian-2010", "brazilian-fmjd",
                                   "international-fmjd", "english-wcdf", "italian-fid",
                                   "pool-apca"});
    CHECK(roundTrip<reports::MatchStandings>() ==
          std::vector<std::string>{"game-points", "match-points"});
    CHECK(roundTrip<reports::UnplayedRounds>() ==
          std::vector<std::string>{"fide-2024", "played-only", "fide-2009"});
    CHECK(roundTrip<reports::WithdrawalRule>() == std::vector<std::string>{"fide", "russian"});
    CHECK(roundTrip<reports::Numbering>() == std::vector<std::string>{"ranking", "arbiter", "lot"});
    CHECK(roundTrip<reports::Acceleration>() == std::vector<std::string>{"none", "baku"});
    CHECK(roundTrip<reports::InitialColour>() == std::vector<std::string>{"white", "black", "lot"});
}

TEST_CASE("a code that is no setting's value is none, never a default")
{
    CHECK_FALSE(reports::settingByCode<reports::PairingSystem>("knockout"));
    CHECK_FALSE(reports::settingByCode<reports::PairingSystem>("Swiss"));
    CHECK_FALSE(reports::settingByCode<reports::Scoring>(""));
    CHECK_FALSE(reports::settingByCode<reports::InitialColour>("lot "));
    CHECK_FALSE(reports::settingByCode<reports::RuleSetId>("russian-2031"));
}

TEST_CASE("round robins are the two Berger systems, and each variant has its rule set")
{
    CHECK(reports::isRoundRobin(reports::PairingSystem::RoundRobin));
    CHECK(reports::isRoundRobin(reports::PairingSystem::DoubleRoundRobin));
    CHECK_FALSE(reports::isRoundRobin(reports::PairingSystem::Swiss));
    CHECK_FALSE(reports::isRoundRobin(reports::PairingSystem::Match));
    for (const arbiter::Variant variant :
         {arbiter::Variant::Russian, arbiter::Variant::Brazilian, arbiter::Variant::International,
          arbiter::Variant::English, arbiter::Variant::Italian, arbiter::Variant::Pool})
        CHECK(reports::settingCode(reports::defaultRuleSet(variant).value()) ==
              arbiter::rulesOf(variant).ruleSet);
    CHECK(reports::defaultRuleSet(arbiter::Variant::Brazilian) ==
          reports::RuleSetId::BrazilianFmjd);
    // Each rule set judges one variant's games, and a variant's default is its own.
    for (const arbiter::Variant variant :
         {arbiter::Variant::Russian, arbiter::Variant::Brazilian, arbiter::Variant::International,
          arbiter::Variant::English, arbiter::Variant::Italian, arbiter::Variant::Pool})
        CHECK(reports::variantOf(reports::defaultRuleSet(variant).value()) == variant);
    // Giveaway: the Russian rule sets, either of them.
    CHECK(reports::defaultRuleSet(arbiter::Variant::Giveaway) == reports::RuleSetId::RussianFmjd64);
    CHECK(reports::judgesGamesOf(reports::RuleSetId::Russian2010, arbiter::Variant::Giveaway));
    CHECK(reports::judgesGamesOf(reports::RuleSetId::RussianFmjd64, arbiter::Variant::Russian));
    CHECK_FALSE(
        reports::judgesGamesOf(reports::RuleSetId::EnglishWcdf, arbiter::Variant::Giveaway));
    CHECK_FALSE(reports::judgesGamesOf(reports::RuleSetId::PoolApca, arbiter::Variant::English));
    // No tournament of the games not judged: no rule set.
    for (const arbiter::Variant variant :
         {arbiter::Variant::Russian10x8, arbiter::Variant::Spantsiretti})
        CHECK_FALSE(reports::defaultRuleSet(variant));
    CHECK(reports::variantOf(reports::RuleSetId::Russian2010) == arbiter::Variant::Russian);
    CHECK(reports::variantOf(reports::RuleSetId::RussianFmjd64) == arbiter::Variant::Russian);
    CHECK(reports::variantOf(reports::RuleSetId::InternationalFmjd) ==
          arbiter::Variant::International);
}

} // namespace settings_test
