// reports::tieBreakName and reports::tieBreakLegend: every tie-break the tool knows has its full
// name in English and in Russian (the legend under the window's standings), and the legend lists a
// tournament's order as written.
#include "reports/tiebreaknames.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

namespace tiebreaknames_test {

TEST_CASE("Every tie-break code has a full name in English and in Russian", "[tiebreaknames]")
{
    std::set<std::string> english;
    std::set<std::string> russian;
    for (const reports::TieBreakInfo &entry : reports::tieBreakCatalogue()) {
        INFO(entry.code);
        const std::string inEnglish = reports::tieBreakName(entry.id, reports::Language::English);
        const std::string inRussian = reports::tieBreakName(entry.id, reports::Language::Russian);
        CHECK_FALSE(inEnglish.empty());
        CHECK_FALSE(inRussian.empty());
        CHECK(inEnglish != std::string(entry.code));
        // Russian names are in Cyrillic: the first byte of a Cyrillic letter in UTF-8 is 0xD0/0xD1.
        CHECK((static_cast<unsigned char>(inRussian[0]) == 0xD0 ||
               static_cast<unsigned char>(inRussian[0]) == 0xD1));
        english.insert(inEnglish);
        russian.insert(inRussian);
    }
    // No two codes share a name.
    CHECK(english.size() == reports::tieBreakCatalogue().size());
    CHECK(russian.size() == reports::tieBreakCatalogue().size());
    CHECK(reports::tieBreakCatalogue().size() == 17);
    CHECK(reports::tieBreakName(reports::TieBreak::Buchholz, reports::Language::English) ==
          "Buchholz");
    CHECK(reports::tieBreakName(reports::TieBreak::SonnebornBerger, reports::Language::Russian) ==
          "коэффициент Бергера (Зоннеборн-Бергер)");
}

TEST_CASE("The legend names each tie-break of the order in turn", "[tiebreaknames]")
{
    const std::vector<reports::TieBreak> swiss = {
        reports::TieBreak::BuchholzCut1, reports::TieBreak::Buchholz, reports::TieBreak::Wins};
    CHECK(reports::tieBreakLegend(swiss, reports::Language::English) ==
          "BH-C1 — Buchholz cut 1; BH — Buchholz; WIN — number of wins");
    CHECK(reports::tieBreakLegend(swiss, reports::Language::Russian) ==
          "BH-C1 — усечённый коэффициент Бухгольца; BH — коэффициент Бухгольца (Солкофф); "
          "WIN — число побед");
    CHECK(reports::tieBreakLegend({}, reports::Language::English).empty());
}

} // namespace tiebreaknames_test
