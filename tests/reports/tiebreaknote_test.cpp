// The tie-breaks' notes and remarks (reports/tiebreaknote.h) worded from their facts in English
// and Russian: each basis, the opponent's rounds as draws under either rule, a share, a cut and
// FB's last round. The English is what `shashki standings --explain` prints.
#include "reports/tiebreaknote.h"

#include <catch2/catch.hpp>

namespace tiebreaknote_test {

using reports::ContributionNote;
using reports::Language;
using reports::NoteBasis;
using reports::NoteCut;

namespace {

std::pair<std::string, std::string> both(const ContributionNote &note)
{
    return {reports::noteText(note, Language::English), reports::noteText(note, Language::Russian)};
}

} // namespace

TEST_CASE("an opponent's score with his rounds taken as draws, cut, in both languages")
{
    ContributionNote note{NoteBasis::OpponentScore};
    note.opponentRoundsAsDraws = {4, 5};
    CHECK(both(note) ==
          std::pair<std::string, std::string>{
              "opponent's score, his rounds 4, 5 (byes or absences with no game after them) as "
              "draws (C.07 16.3.2)",
              "очки соперника, его туры 4, 5 (баи или неявки без партий после них) как ничьи "
              "(C.07 16.3.2)"});
    note.unplayed = reports::UnplayedRounds::Fide2009;
    note.opponentRoundsAsDraws = {3};
    note.cut = NoteCut::Lowest;
    CHECK(both(note) == std::pair<std::string, std::string>{
                            "cut (opponent's score, his unplayed round 3 as draws)",
                            "отброшено (очки соперника, его несыгранный тур 3 как ничьи)"});
    note.cut = NoteCut::Highest;
    note.opponentRoundsAsDraws.clear();
    note.lastRoundAsDrawn = true;
    CHECK(both(note) ==
          std::pair<std::string, std::string>{
              "cut, the highest (last round taken as drawn (C.07 8.3): opponent's score)",
              "отброшено как наибольшее (последний тур считается ничьей (C.07 8.3): очки "
              "соперника)"});
}

TEST_CASE("an unplayed round's kind and basis, and SB's shares, in both languages")
{
    ContributionNote bye{NoteBasis::DummyOpponent};
    bye.kind = reports::RoundKind::ByeToTheEnd;
    bye.outcome = reports::Outcome::ZeroBye;
    bye.share = std::pair{0, 2};
    bye.cut = NoteCut::VoluntarilyUnplayed;
    CHECK(both(bye) ==
          std::pair<std::string, std::string>{
              "cut, voluntarily unplayed rounds first (C.07 14.6) (zero-point bye, voluntarily "
              "unplayed: a dummy opponent with his own score (C.07 16.4), none of it)",
              "отброшено, сначала добровольно несыгранные туры (C.07 14.6) (бай без очков, "
              "добровольно не сыгран: условный соперник с его собственными очками (C.07 16.4), "
              "ничего из них)"});
    ContributionNote drawn{NoteBasis::OpponentScore};
    drawn.share = std::pair{1, 2};
    CHECK(both(drawn) == std::pair<std::string, std::string>{"drawn: half the opponent's score",
                                                             "ничья: половина (очки соперника)"});
    drawn.share = std::pair{3, 4};
    CHECK(both(drawn) == std::pair<std::string, std::string>{"3/4 of the opponent's score",
                                                             "3/4 (очки соперника)"});
    ContributionNote forfeit{NoteBasis::WinsPoints};
    forfeit.kind = reports::RoundKind::ForfeitWin;
    forfeit.outcome = reports::Outcome::ForfeitWin;
    CHECK(both(forfeit) == std::pair<std::string, std::string>{"won by forfeit: a win's points",
                                                               "победа без игры: очки за победу"});
    ContributionNote rating{NoteBasis::OpponentRating};
    rating.halfPoints = 1;
    CHECK(both(rating) ==
          std::pair<std::string, std::string>{"opponent's rating, scored \xC2\xBD",
                                              "рейтинг соперника, набрано \xC2\xBD"});
    ContributionNote won{NoteBasis::WonOverTheBoard};
    won.count = 2;
    CHECK(both(won) == std::pair<std::string, std::string>{"won both games over the board",
                                                           "обе партии выиграны за доской"});
}

TEST_CASE("a value's remark in both languages")
{
    const reports::TieBreakRemark tpr{reports::TieBreakRemark::Kind::Performance, 3, 1833, 125, 67};
    CHECK(reports::remarkText(tpr, Language::English) ==
          "ARO 1833 + dp 125 for 67% of the points in 3 games (C.07 10.2)");
    CHECK(reports::remarkText(tpr, Language::Russian) ==
          "средний рейтинг соперников 1833 + dp 125 за 67% очков в 3 партиях (C.07 10.2)");
    const reports::TieBreakRemark aob{reports::TieBreakRemark::Kind::AverageBuchholz, 4};
    CHECK(reports::remarkText(aob, Language::English) ==
          "the average of 4 opponents' Buchholz, rounded to hundredths");
    CHECK(reports::remarkText(aob, Language::Russian) ==
          "среднее Бухгольцев соперников (4), с округлением до сотых");
}

} // namespace tiebreaknote_test
