// app::decisionHistory (decisionhistory.h): a tournament's decisions log read back oldest first,
// with what each entry concerns; only one round's entries with a round; an unknown tournament
// and a round below 1 refused in plain words.
#include "app/tournament/decisionhistory.h"
#include "app/tournament/decisiontext.h"
#include "app/tournament/handpairing.h"
#include "app/tournament/roundpairing.h"
#include "app/tournament/tournamentsettings.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "fixture.h"

#include <catch2/catch.hpp>

namespace decisionhistory_test {

using R = reports::PairingResult;

namespace {

// "round R board B player P: WHAT / WHY" of an entry, the parts it lacks left out, for tables.
std::string summary(const db::Decision &decision)
{
    std::string text;
    if (decision.round)
        text += "round " + std::to_string(*decision.round) + " ";
    if (decision.board)
        text += "board " + std::to_string(*decision.board) + " ";
    if (decision.playerId)
        text += "player " + std::to_string(*decision.playerId) + " ";
    text += ": " + decision.what;
    if (decision.why)
        text += " / " + *decision.why;
    return text;
}

std::vector<std::string> summaries(const std::vector<db::Decision> &decisions)
{
    std::vector<std::string> texts;
    for (const db::Decision &decision : decisions)
        texts.push_back(summary(decision));
    return texts;
}

} // namespace

TEST_CASE("the decisions log read back oldest first, all of it or one round", "[postgresql]")
{
    // A round robin of 4 (Berger, round 1: 1 - 4, 2 - 3). Logged, in this order: the four
    // entries, round 1 paired, Player 4 withdrawn after round 1 (why "ill"), the result of board
    // 1 of round 1, round 2 paired and unpaired (why "wrong order").
    fixture::Event event = fixture::make("history", db::Tournament{}, 4);
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    const auto entries = db::EntryStore(*event.session).list(event.tournament.id);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 4);
    db::Entry fourth = (*entries)[3];
    REQUIRE(fourth.playerName == "Player 4");
    fourth.withdrawnAfterRound = 1;
    REQUIRE(db::EntryStore(*event.session).save(fourth, std::string("ill")).ok());
    const auto round1 = db::PairingStore(*event.session).pairings(event.tournament.id, 1);
    REQUIRE(round1.ok());
    REQUIRE(round1->size() == 2);
    REQUIRE(db::PairingStore(*event.session)
                .saveResult(round1->front(), R::WhiteWins, std::nullopt)
                .ok());
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 2, {}).ok());
    REQUIRE_FALSE(
        app::unpairRound(*event.session, fixture::load(event), 2, std::string("wrong order")));
    const std::string player4 = "player " + std::to_string(fourth.playerId) + " ";

    SECTION("every entry, oldest first")
    {
        const auto history = app::decisionHistory(*event.session, "Cup");
        REQUIRE(history.ok());
        CHECK(summaries(*history) ==
              std::vector<std::string>{
                  ": tournament created: Cup",
                  "player " + std::to_string((*entries)[0].playerId) +
                      " : Player 1 entered with start number 1",
                  "player " + std::to_string((*entries)[1].playerId) +
                      " : Player 2 entered with start number 2",
                  "player " + std::to_string((*entries)[2].playerId) +
                      " : Player 3 entered with start number 3",
                  player4 + ": Player 4 entered with start number 4",
                  "round 1 : round 1 paired: 2 boards",
                  "round 1 " + player4 + ": Player 4 withdrawn after round 1 / ill",
                  "round 1 board 1 : the result of board 1 of round 1 (Player 1 - Player 4): "
                  "none -> 1-0",
                  "round 2 : round 2 paired: 2 boards",
                  "round 2 : round 2 unpaired / wrong order"});
        REQUIRE(history->size() == 10);
        const db::Decision &withdrawal = (*history)[6];
        CHECK(withdrawal.tournamentId == std::optional<std::int64_t>(event.tournament.id));
        CHECK(withdrawal.playerName == std::optional<std::string>("Player 4"));
        CHECK(withdrawal.startNumber == std::optional<int>(4));
        CHECK(withdrawal.before == std::optional<std::string>("{\"withdrawnAfterRound\": null}"));
        CHECK(withdrawal.after == std::optional<std::string>("{\"withdrawnAfterRound\": 1}"));
        CHECK((*history)[7].before == std::optional<std::string>("{\"result\": null}"));
        CHECK((*history)[7].after == std::optional<std::string>("{\"result\": \"1-0\"}"));
        CHECK_FALSE((*history)[7].gameId);
        CHECK_FALSE((*history)[9].playerId);
        for (std::size_t i = 1; i < history->size(); ++i)
            CHECK((*history)[i - 1].id < (*history)[i].id);
    }
    SECTION("each entry's kind and facts, as the database's functions wrote them, in Russian")
    {
        const auto history = app::decisionHistory(*event.session, "Cup");
        REQUIRE(history.ok());
        std::vector<std::pair<db::DecisionKind, std::string>> said;
        for (const db::Decision &decision : *history) {
            REQUIRE(decision.kind);
            said.emplace_back(*decision.kind, app::decisionText(decision, app::Language::Russian));
        }
        using K = db::DecisionKind;
        CHECK(said ==
              std::vector<std::pair<db::DecisionKind, std::string>>{
                  {K::Created, "турнир создан: Cup"},
                  {K::Entered, "Player 1: включение в список под стартовым номером 1"},
                  {K::Entered, "Player 2: включение в список под стартовым номером 2"},
                  {K::Entered, "Player 3: включение в список под стартовым номером 3"},
                  {K::Entered, "Player 4: включение в список под стартовым номером 4"},
                  {K::Paired, "жеребьёвка 1-го тура: 2 доски"},
                  {K::Withdrawn, "Player 4: выбытие после 1-го тура"},
                  {K::Result, "результат: 1-й тур, доска 1 (Player 1 - Player 4): нет → 1-0"},
                  {K::Paired, "жеребьёвка 2-го тура: 2 доски"},
                  {K::Unpaired, "жеребьёвка 2-го тура отменена"}});
        CHECK((*history)[7].facts ==
              std::optional<std::string>(R"({"game": 1, "after": "1-0", "black": "Player 4", )"
                                         R"("board": 1, "round": 1, "white": "Player 1", )"
                                         R"("before": null})"));
    }
    SECTION("one round's entries")
    {
        const auto first = app::decisionHistory(*event.session, "Cup", 1);
        REQUIRE(first.ok());
        CHECK(summaries(*first) ==
              std::vector<std::string>{
                  "round 1 : round 1 paired: 2 boards",
                  "round 1 " + player4 + ": Player 4 withdrawn after round 1 / ill",
                  "round 1 board 1 : the result of board 1 of round 1 (Player 1 - Player 4): "
                  "none -> 1-0"});
        const auto second = app::decisionHistory(*event.session, "Cup", 2);
        REQUIRE(second.ok());
        CHECK(summaries(*second) ==
              std::vector<std::string>{"round 2 : round 2 paired: 2 boards",
                                       "round 2 : round 2 unpaired / wrong order"});
        const auto third = app::decisionHistory(*event.session, "Cup", 3);
        REQUIRE(third.ok());
        CHECK(third->empty());
    }
    SECTION("an unknown tournament and a round below 1 are refused")
    {
        const auto unknown = app::decisionHistory(*event.session, "Nope");
        REQUIRE_FALSE(unknown.ok());
        CHECK(unknown.error() == "there is no tournament named 'Nope'");
        const auto unknownRound = app::decisionHistory(*event.session, "Nope", 2);
        REQUIRE_FALSE(unknownRound.ok());
        CHECK(unknownRound.error() == "there is no tournament named 'Nope'");
        const auto zero = app::decisionHistory(*event.session, "Cup", 0);
        REQUIRE_FALSE(zero.ok());
        CHECK(zero.error() == "there is no round 0: rounds are numbered from 1");
        const auto negative = app::decisionHistory(*event.session, "Cup", -2);
        REQUIRE_FALSE(negative.ok());
        CHECK(negative.error() == "there is no round -2: rounds are numbered from 1");
        // The round is checked first: nothing is read for a round that cannot be.
        const auto both = app::decisionHistory(*event.session, "Nope", 0);
        REQUIRE_FALSE(both.ok());
        CHECK(both.error() == "there is no round 0: rounds are numbered from 1");
    }
}

TEST_CASE("a tournament with nothing but its creation and entries logged has only those",
          "[postgresql]")
{
    fixture::Event event = fixture::make("history_empty", db::Tournament{}, 2);
    const auto entries = db::EntryStore(*event.session).list(event.tournament.id);
    REQUIRE(entries.ok());
    const auto history = app::decisionHistory(*event.session, "Cup");
    REQUIRE(history.ok());
    CHECK(summaries(*history) ==
          std::vector<std::string>{": tournament created: Cup",
                                   "player " + std::to_string((*entries)[0].playerId) +
                                       " : Player 1 entered with start number 1",
                                   "player " + std::to_string((*entries)[1].playerId) +
                                       " : Player 2 entered with start number 2"});
    const auto none = app::decisionHistory(*event.session, "Cup", 1);
    REQUIRE(none.ok());
    CHECK(none->empty());
}

TEST_CASE("the library's entries carry their kinds and facts: a drawn round order, settings, a "
          "hand change",
          "[postgresql]")
{
    db::Tournament draft;
    draft.system = reports::PairingSystem::RoundRobin;
    fixture::Event event = fixture::make("history_kinds", draft, 4);
    const auto order = app::drawRoundOrder(*event.session, fixture::load(event), 17);
    REQUIRE(order.ok());
    db::Tournament changed = order->tournament;
    changed.venue = "Тула; ДК";
    changed.roundsPlanned = 3;
    REQUIRE(app::saveTournamentSettings(*event.session, changed).ok());
    REQUIRE(app::pairRound(*event.session, fixture::load(event), 1, {}).ok());
    // Every change of the settings is logged, before round 1 and after (migrations/0022).
    db::Tournament venue = fixture::load(event).tournament;
    venue.venue = "Тула";
    REQUIRE(app::saveTournamentSettings(*event.session, venue).ok());
    const auto round1 = db::PairingStore(*event.session).pairings(event.tournament.id, 1);
    REQUIRE(round1.ok());
    REQUIRE(app::swapColours(*event.session, *round1, 1, 2, std::string("a mistake")).ok());

    const auto history = app::decisionHistory(*event.session, "Cup");
    REQUIRE(history.ok());
    std::vector<std::pair<db::DecisionKind, std::string>> said;
    for (const db::Decision &decision : *history)
        if (decision.kind != db::DecisionKind::Entered)
            said.emplace_back(decision.kind.value_or(db::DecisionKind::Note),
                              app::decisionText(decision, app::Language::Russian));
    using K = db::DecisionKind;
    REQUIRE(said.size() == 6);
    CHECK(said[0] == std::pair<K, std::string>{K::Created, "турнир создан: Cup"});
    CHECK(said[1] == std::pair{K::RoundOrder,
                               "порядок туров выбран жребием (начальное число 17): туры таблицы " +
                                   order->order});
    CHECK(said[2] == std::pair<K, std::string>{K::Settings,
                                               "изменены настройки: число туров: нет → 3; место "
                                               "проведения: нет → Тула; ДК"});
    CHECK(said[3].first == K::Paired);
    CHECK(said[4] == std::pair<K, std::string>{K::Settings, "изменены настройки: место "
                                                            "проведения: Тула; ДК → Тула"});
    CHECK(said[5].first == K::Swapped);
    CHECK(said[5].second.starts_with("цвета поменяны вручную: 1-й тур, доска 2 ("));
}

} // namespace decisionhistory_test
