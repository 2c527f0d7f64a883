// app::saveTournamentSettings (issue 12, invariant 3): the settings that shape the pairings are
// fixed once round 1 is paired, unless the chief arbiter gives a reason, which is logged.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/tournamentsettings.h"
#include "db/decisionlog.h"
#include "fixture.h"

#include <catch2/catch.hpp>

namespace tournamentsettings_test {

TEST_CASE("settings that shape the pairings are fixed once round 1 is paired", "[postgresql]")
{
    db::Tournament swiss;
    swiss.system = reports::PairingSystem::Swiss;
    swiss.roundsPlanned = 5;
    fixture::Event event = fixture::make("settings", swiss, 4);

    // Before round 1 anything changes, silently.
    db::Tournament changed = fixture::load(event).tournament;
    changed.roundsPlanned = 7;
    const auto early = app::saveTournamentSettings(*event.session, changed);
    REQUIRE(early.ok());
    CHECK(early->roundsPlanned == std::optional<int>(7));

    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    changed = fixture::load(event).tournament;
    changed.system = reports::PairingSystem::RoundRobin;
    const auto refused = app::saveTournamentSettings(*event.session, changed);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() ==
          app::Problem{app::ProblemCode::SettingLocked, {"system", "swiss", "round-robin"}});
    CHECK(fixture::load(event).tournament.system == reports::PairingSystem::Swiss);
    const auto blank = app::saveTournamentSettings(*event.session, changed, std::string(" "));
    REQUIRE_FALSE(blank.ok());
    CHECK(blank.error() == app::Problem{app::ProblemCode::ReasonRequired, {"system"}});

    // The tie-break order changes freely, and is logged.
    changed = fixture::load(event).tournament;
    changed.tiebreakOrder = {reports::TieBreak::Buchholz, reports::TieBreak::SonnebornBerger};
    REQUIRE(app::saveTournamentSettings(*event.session, changed).ok());
    auto log = db::DecisionLog(*event.session).list(event.tournament.id);
    REQUIRE(log.ok());
    CHECK(log->back().what == "settings changed: tie-break order default -> BH,SB");

    // The chief arbiter's change, with the reason.
    changed = fixture::load(event).tournament;
    changed.roundsPlanned = 9;
    const auto chief =
        app::saveTournamentSettings(*event.session, changed, std::string("two more rounds"));
    REQUIRE(chief.ok());
    CHECK(chief->roundsPlanned == std::optional<int>(9));
    log = db::DecisionLog(*event.session).list(event.tournament.id);
    REQUIRE(log.ok());
    CHECK(log->back().what == "settings changed: number of rounds 7 -> 9");
    CHECK(log->back().why == std::optional<std::string>("two more rounds"));
}

} // namespace tournamentsettings_test

namespace tournamentsettings_test {

TEST_CASE("a tournament's name: no line break or hidden character, at most 200 characters",
          "[tournament]")
{
    using app::Problem;
    using app::ProblemCode;
    CHECK_FALSE(app::tournamentNameProblem("Кубок Тулы 2026"));
    CHECK(app::tournamentNameProblem("   ") == Problem{ProblemCode::TournamentNameBlank, {"   "}});
    CHECK(app::tournamentNameProblem("Кубок\nТулы") ==
          Problem{ProblemCode::TournamentNameHidden, {"Кубок\\nТулы"}});
    CHECK(app::tournamentNameProblem("Open\u202Eнепо") ==
          Problem{ProblemCode::TournamentNameHidden, {"Open\\u202Eнепо"}});
    CHECK(app::tournamentNameProblem("Cup\xFF") ==
          Problem{ProblemCode::TournamentNameHidden, {"Cup\\xFF"}});
    std::string exactly;
    for (int i = 0; i < 200; ++i)
        exactly += "я";
    CHECK_FALSE(app::tournamentNameProblem(exactly));
    std::string longer;
    for (int i = 0; i < 3000; ++i)
        longer += "я";
    const auto tooLong = app::tournamentNameProblem(longer);
    REQUIRE(tooLong);
    CHECK(*tooLong ==
          Problem{ProblemCode::TournamentNameTooLong, {longer.substr(0, 80), "3000", "200"}});
    CHECK(app::describe(*tooLong, app::Language::English) ==
          "a tournament's name has at most 200 characters; this one has 3000 ('" +
              longer.substr(0, 80) + "…')");
    CHECK(app::describe(*app::tournamentNameProblem("Кубок\nТулы"), app::Language::Russian) ==
          "в названии турнира не может быть переводов строки, управляющих символов, невидимых "
          "знаков направления текста и байтов не в UTF-8: «Кубок\\nТулы»");
}

TEST_CASE("a tournament is neither created nor renamed with a hidden character", "[postgresql]")
{
    fixture::Event event = fixture::make("badname", db::Tournament{}, 2);
    db::Tournament draft;
    draft.name = "Second\r\nline";
    const auto made = app::createTournament(*event.session, draft);
    REQUIRE_FALSE(made.ok());
    CHECK(made.error().code == app::ProblemCode::TournamentNameHidden);
    db::Tournament renamed = fixture::load(event).tournament;
    const std::string before = renamed.name;
    renamed.name = "A\u200Bname";
    const auto saved = app::saveTournamentSettings(*event.session, renamed);
    REQUIRE_FALSE(saved.ok());
    CHECK(saved.error().code == app::ProblemCode::TournamentNameHidden);
    CHECK(fixture::load(event).tournament.name == before);
}

} // namespace tournamentsettings_test

namespace tournamentsettings_test {

TEST_CASE("the database words every settings change as app::settingChanges does", "[postgresql]")
{
    // The server logs the changes (save_tournament, migrations/0022) under the names and in the
    // words of app::settingChanges, which decides what needs a reason: the two must agree.
    fixture::Event event = fixture::make("settings_words", db::Tournament{}, 2);
    const db::Tournament before = fixture::load(event).tournament;
    db::Tournament after = before;
    after.system = reports::PairingSystem::Swiss;
    after.roundsPlanned = 9;
    after.drawnOpenings = true;
    after.roundOrderSeed = 1950;
    after.acceleration = reports::Acceleration::Baku;
    after.initialColour = reports::InitialColour::Lot;
    after.name = "Кубок 2";
    after.venue = "Тула";
    after.startsOn = "1950-11-05";
    after.endsOn = "1950-12-08";
    after.chiefArbiter = "Иванов";
    after.scoring = reports::Scoring::TwoOneZero;
    after.ruleSet = reports::RuleSetId::Russian2010;
    after.tiebreakOrder = {reports::TieBreak::SonnebornBerger, reports::TieBreak::Wins};
    after.timeControl = "90+30";
    after.hasIncrement = false;
    after.unplayedRounds = reports::UnplayedRounds::Fide2009;
    after.standingsBy = reports::MatchStandings::MatchPoints;
    after.withdrawalRule = reports::WithdrawalRule::Russian;
    const std::vector<app::SettingChange> changes = app::settingChanges(before, after);
    REQUIRE(changes.size() == 19); // every setting the window edits
    REQUIRE(app::saveTournamentSettings(*event.session, after).ok());

    const auto log = db::DecisionLog(*event.session).list(event.tournament.id);
    REQUIRE(log.ok());
    REQUIRE(log->back().kind == db::DecisionKind::Settings);
    std::string expected = "settings changed: ";
    for (std::size_t i = 0; i < changes.size(); ++i)
        expected += (i ? "; " : "") + changes[i].setting + " " + changes[i].before + " -> " +
                    changes[i].after;
    CHECK(log->back().what == expected);
}

} // namespace tournamentsettings_test
