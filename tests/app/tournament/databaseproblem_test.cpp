// app::databaseProblem: a database error a user can cause as the tool's own code, the server's
// wording and constraint names left out (issue 13).
#include "app/tournament/databaseproblem.h"
#include "app/tournament/messagecatalogue.h"

#include <catch2/catch.hpp>

namespace databaseproblem_test {

namespace {

db::DbError serverError(const std::string &state, const std::string &constraint = {})
{
    db::DbError error{state, "the server's own words", "what we were doing"};
    error.constraint = constraint;
    return error;
}

} // namespace

TEST_CASE("database errors become the tool's codes, by SQLSTATE and constraint", "[database]")
{
    using app::Problem;
    using app::ProblemCode;
    const std::vector<std::string> context{"what we were doing"};
    CHECK(app::databaseProblem(serverError("42501")) ==
          Problem{ProblemCode::NotPermitted, context});
    CHECK(app::databaseProblem(serverError("23505", "entries_tournament_id_start_number_key")) ==
          Problem{ProblemCode::StartNumberTaken, context});
    CHECK(app::databaseProblem(serverError("23505", "entries_pkey")) ==
          Problem{ProblemCode::AlreadyEntered, context});
    CHECK(app::databaseProblem(serverError("23505", "round_seats_pkey")) ==
          Problem{ProblemCode::PlayerPairedTwice, context});
    CHECK(app::databaseProblem(serverError("23505", "tournaments_name_key")) ==
          Problem{ProblemCode::TournamentNameTaken, context});
    CHECK(app::databaseProblem(serverError("23505", "rounds_tournament_id_number_key")) ==
          Problem{ProblemCode::RoundPairedMeanwhile, context});
    CHECK(app::databaseProblem(serverError("23505", "some_other_key")) ==
          Problem{ProblemCode::ValueRefused, context});
    CHECK(app::databaseProblem(serverError("23514", "tournaments_system_check")) ==
          Problem{ProblemCode::ValueRefused, context});
    CHECK(app::databaseProblem(serverError("23503")) ==
          Problem{ProblemCode::StillReferenced, context});
    CHECK(app::databaseProblem(serverError("40P01")) ==
          Problem{ProblemCode::ConcurrentChange, context});
    // A lock held elsewhere past the connection's limit, a statement past its own
    // (db/sessionlimits.h): the limit goes along.
    CHECK(app::databaseProblem(serverError("55P03")) ==
          Problem{ProblemCode::LockWaitTimedOut, {"what we were doing", "10"}});
    CHECK(app::databaseProblem(serverError("57014")) ==
          Problem{ProblemCode::StatementTimedOut, {"what we were doing", "60"}});
    CHECK(app::databaseProblem(serverError("23514", "decisions_why_size")) ==
          Problem{ProblemCode::LogTextTooLong, {"what we were doing", "2000"}});
    CHECK(app::databaseProblem(serverError("23514", "decisions_note_size")) ==
          Problem{ProblemCode::LogTextTooLong, {"what we were doing", "2000"}});
    CHECK(app::databaseProblem(serverError("08006")) ==
          Problem{ProblemCode::DatabaseUnreachable, {"the server's own words"}});
    CHECK(app::databaseProblem(serverError("28P01")) ==
          Problem{ProblemCode::DatabaseUnreachable, {"the server's own words"}});
    // Not a refusal the tool knows better words for: the store's text, whole.
    CHECK(app::databaseProblem(serverError("XX000")) ==
          Problem{ProblemCode::Database,
                  {"what we were doing: the server's own words (SQLSTATE XX000)"}});
    db::DbError changed{"", "board 2 was changed by someone else", "save",
                        db::DbError::Kind::ChangedBySomeoneElse};
    CHECK(app::databaseProblem(changed) ==
          Problem{ProblemCode::Database, {"save: board 2 was changed by someone else"}});
}

TEST_CASE("a refusal's words name no constraint, in either language", "[database]")
{
    const app::Problem problem =
        app::databaseProblem(serverError("23505", "entries_tournament_id_start_number_key"));
    const std::string english = app::describe(problem, app::Language::English);
    const std::string russian = app::describe(problem, app::Language::Russian);
    CHECK(english == "that start number belongs to another player of the tournament (what we "
                     "were doing); nothing was changed");
    CHECK(russian == "этот стартовый номер уже у другого участника турнира (what we were doing); "
                     "ничего не изменено");
}

TEST_CASE("a row someone else changed or deleted meanwhile: its code and facts, in both languages",
          "[database]")
{
    using app::Problem;
    using app::ProblemCode;
    using Kind = db::StoredRow::Kind;
    const auto english = [](const Problem &problem) {
        return app::describe(problem, app::Language::English);
    };
    const auto russian = [](const Problem &problem) {
        return app::describe(problem, app::Language::Russian);
    };
    // As db::PairingStore::saveResult refuses it (tests/db/stores_test.cpp): the English is the
    // store's text, whole; the Russian is made from the facts.
    db::DbError changed{"",
                        "the result of board 2 of round 1 (Васильев - Григорьев) was changed by "
                        "someone else since you opened it (version 2, now 3); nothing was saved: "
                        "reload it and make your change again",
                        "save the result of board 2 of round 1 (Васильев - Григорьев)",
                        db::DbError::Kind::ChangedBySomeoneElse};
    changed.storedRow = db::StoredRow{
        .kind = Kind::Result, .round = 1, .board = 2, .white = "Васильев", .black = "Григорьев"};
    changed.readVersion = 2;
    changed.storedVersion = 3;
    const Problem result = app::databaseProblem(changed);
    CHECK(result == Problem{ProblemCode::RowChangedMeanwhile,
                            {"result", "", "1", "2", "Васильев", "Григорьев", "", "0", "2", "3",
                             "save the result of board 2 of round 1 (Васильев - Григорьев)"}});
    CHECK(english(result) == changed.text());
    CHECK(russian(result) ==
          "результат: 1-й тур, доска 2 (Васильев - Григорьев): другой судья изменил это после "
          "того, как вы открыли (версия 2, теперь 3); ничего не сохранено: обновите и повторите "
          "изменение");

    // A bye's board to be without a result (an exchange by hand), game 2's result, the colours.
    db::DbError board = changed;
    board.storedRow = db::StoredRow{.kind = Kind::Board,
                                    .round = 2,
                                    .board = 3,
                                    .white = "Смыслов",
                                    .black = std::nullopt,
                                    .withoutResult = true};
    board.context = "exchange board 1 of round 2 (А - Б) and board 3 of round 2 (Смыслов - bye)";
    board.message = "board 3 of round 2 (Смыслов - bye) (without a result) was changed by someone "
                    "else since you opened it (version 2, now 3); nothing was saved: reload it "
                    "and make your change again";
    CHECK(english(app::databaseProblem(board)) == board.text());
    CHECK(russian(app::databaseProblem(board)) ==
          "2-й тур, доска 3 (Смыслов - свободен) (без результата): другой судья изменил это "
          "после того, как вы открыли (версия 2, теперь 3); ничего не сохранено: обновите и "
          "повторите изменение");
    db::DbError second = changed;
    second.storedRow->kind = Kind::SecondResult;
    CHECK_THAT(
        russian(app::databaseProblem(second)),
        Catch::StartsWith("результат 2-й партии: 1-й тур, доска 2 (Васильев - Григорьев): "));
    db::DbError colours = changed;
    colours.storedRow->kind = Kind::Colours;
    colours.storedRow->withoutResult = true;
    CHECK_THAT(russian(app::databaseProblem(colours)),
               Catch::StartsWith("цвета: 1-й тур, доска 2 (Васильев - Григорьев) (без "
                                 "результата): "));

    // A tournament and an entry changed; a player deleted.
    db::DbError tournament{"",
                           "tournament Кубок was changed by someone else since you opened it "
                           "(version 4, now 5); nothing was saved: reload it and make your "
                           "change again",
                           "save tournament Кубок", db::DbError::Kind::ChangedBySomeoneElse};
    tournament.storedRow = db::StoredRow{.kind = Kind::Tournament, .name = "Кубок"};
    tournament.readVersion = 4;
    tournament.storedVersion = 5;
    CHECK(english(app::databaseProblem(tournament)) == tournament.text());
    CHECK_THAT(russian(app::databaseProblem(tournament)),
               Catch::StartsWith("турнир «Кубок»: другой судья изменил это"));
    db::DbError entry = tournament;
    entry.storedRow = db::StoredRow{.kind = Kind::Entry, .name = "Таль"};
    CHECK_THAT(russian(app::databaseProblem(entry)),
               Catch::StartsWith("участник Таль в списке турнира: другой судья изменил это"));
    db::DbError gone{"", "player Ласкер is not there any more: someone else deleted it",
                     "save player Ласкер", db::DbError::Kind::NotFound};
    gone.storedRow = db::StoredRow{.kind = Kind::Player, .name = "Ласкер"};
    CHECK(app::databaseProblem(gone).code == ProblemCode::RowGoneMeanwhile);
    CHECK(english(app::databaseProblem(gone)) == gone.text());
    CHECK(russian(app::databaseProblem(gone)) ==
          "игрок Ласкер: этого больше нет, удалил другой судья; ничего не сохранено");

    // An entry to delete, changed or gone (db::EntryStore::remove).
    db::DbError removed{"",
                        "the entry of Таль was changed by someone else since you opened it; "
                        "nothing was deleted: reload it and try again",
                        "delete the entry of Таль", db::DbError::Kind::ChangedBySomeoneElse};
    removed.storedRow = db::StoredRow{.kind = Kind::Entry, .name = "Таль"};
    removed.deleting = true;
    CHECK(app::databaseProblem(removed) ==
          Problem{ProblemCode::EntryChangedBeforeDelete, {"Таль", "delete the entry of Таль"}});
    CHECK(english(app::databaseProblem(removed)) == removed.text());
    CHECK(russian(app::databaseProblem(removed)) ==
          "участника Таль в списке турнира изменил другой судья после того, как вы открыли "
          "список; ничего не удалено: обновите и повторите");
    db::DbError missing{"", "the entry of Таль does not exist", "delete the entry of Таль",
                        db::DbError::Kind::NotFound};
    missing.storedRow = removed.storedRow;
    missing.deleting = true;
    CHECK(english(app::databaseProblem(missing)) == missing.text());
    CHECK(russian(app::databaseProblem(missing)) == "участника Таль нет в списке турнира");

    // The game sheet someone else stored meanwhile, gone (db::GameStore::saveBoardGame).
    db::DbError sheet{"",
                      "the game sheet stored meanwhile by someone else is gone; nothing was "
                      "stored: try again",
                      "store game 1 of board 2 of round 3",
                      db::DbError::Kind::ChangedBySomeoneElse};
    sheet.storedRow = db::StoredRow{
        .kind = Kind::GameSheet, .round = 3, .board = 2, .game = 1, .white = "А", .black = "Б"};
    CHECK(app::databaseProblem(sheet) == Problem{ProblemCode::SheetGoneMeanwhile, {"3", "2", "1"}});
    CHECK(english(app::databaseProblem(sheet)) == sheet.text());
    CHECK(russian(app::databaseProblem(sheet)) ==
          "бланк 1-й партии: 3-й тур, доска 2 — бланк, записанный тем временем другим судьёй, "
          "удалён; ничего не записано: повторите");
}

TEST_CASE("a refusal quoting what the store was doing says it in the judge's language",
          "[database]")
{
    using app::Problem;
    using app::ProblemCode;
    db::DbError refused{"42501", "permission denied for function pair_round", "pair round 2"};
    refused.action = db::StoreAction{.kind = db::StoreAction::Kind::PairRound, .round = 2};
    const Problem problem = app::databaseProblem(refused);
    CHECK(problem == Problem{ProblemCode::NotPermitted, {"pair round 2"}, refused.action});
    CHECK(app::describe(problem, app::Language::English) ==
          "your login's role does not allow this (pair round 2); nothing was changed");
    CHECK(app::describe(problem, app::Language::Russian) ==
          "роль вашей учётной записи этого не разрешает (жеребьёвка 2-го тура); ничего не "
          "изменено");

    // A result, a tournament's name taken, an exchange by hand.
    db::DbError result{"23514", "new row violates check constraint",
                       "save the result of board 2 "
                       "of round 1 (А - Б)"};
    result.action = db::StoreAction{.kind = db::StoreAction::Kind::SaveResult,
                                    .row = db::StoredRow{.kind = db::StoredRow::Kind::Result,
                                                         .round = 1,
                                                         .board = 2,
                                                         .white = "А",
                                                         .black = "Б"}};
    CHECK(app::describe(app::databaseProblem(result), app::Language::Russian) ==
          "недопустимое для записей турнира значение (результат: 1-й тур, доска 2 (А - Б)); "
          "ничего не изменено");
    db::DbError taken{"23505", "duplicate key", "create tournament Кубок"};
    taken.constraint = "tournaments_name_key";
    taken.action =
        db::StoreAction{.kind = db::StoreAction::Kind::CreateTournament, .name = "Кубок"};
    CHECK_THAT(app::describe(app::databaseProblem(taken), app::Language::Russian),
               Catch::Contains("(создание турнира «Кубок»)"));
    CHECK_THAT(app::describe(app::databaseProblem(taken), app::Language::English),
               Catch::Contains("(create tournament Кубок)"));
    db::DbError exchange{"40P01", "deadlock detected", "exchange …"};
    exchange.action = db::StoreAction{.kind = db::StoreAction::Kind::ExchangePlayers,
                                      .row = db::StoredRow{.kind = db::StoredRow::Kind::Board,
                                                           .round = 2,
                                                           .board = 1,
                                                           .white = "А",
                                                           .black = "Б"},
                                      .otherRow = db::StoredRow{.kind = db::StoredRow::Kind::Board,
                                                                .round = 2,
                                                                .board = 3,
                                                                .white = "В",
                                                                .black = std::nullopt}};
    CHECK(app::describe(app::databaseProblem(exchange), app::Language::Russian) ==
          "изменение другого судьи столкнулось с этим (перестановка игроков: 2-й тур, доска 1 (А "
          "- Б) и 2-й тур, доска 3 (В - свободен)); ничего не изменено: повторите");
    // The store's English is the context, as it always was.
    CHECK(db::englishText(*exchange.action) ==
          "exchange board 1 of round 2 (А - Б) and board 3 of round 2 (В - bye)");
    // Without an action (a refusal of no store's action): the context as it is.
    db::DbError bare{"42501", "permission denied", "read the decisions log"};
    CHECK(app::describe(app::databaseProblem(bare), app::Language::Russian) ==
          "роль вашей учётной записи этого не разрешает (read the decisions log); ничего не "
          "изменено");
}

} // namespace databaseproblem_test

namespace databaseproblem_test {

TEST_CASE("a wait past the connection's limits is said in words, in both languages", "[database]")
{
    const app::Problem lock = app::databaseProblem(serverError("55P03"));
    CHECK(app::describe(lock, app::Language::English) ==
          "another connection has held what this needs for more than 10 s (what we were doing); "
          "nothing was changed: try again, and if it repeats, the server's administrator can see "
          "which connection holds it (pg_stat_activity)");
    CHECK(app::describe(lock, app::Language::Russian) ==
          "другое подключение к базе данных держит нужное для этого дольше 10 с (what we were "
          "doing); ничего не изменено: повторите, а если повторится — администратор сервера "
          "увидит, какое подключение это держит (pg_stat_activity)");
    const app::Problem statement = app::databaseProblem(serverError("57014"));
    CHECK(app::describe(statement, app::Language::English) ==
          "the database worked on this for more than 60 s and stopped (what we were doing); "
          "nothing was changed");
    CHECK(app::describe(statement, app::Language::Russian) ==
          "база данных выполняла это дольше 60 с и остановилась (what we were doing); ничего не "
          "изменено");
}

} // namespace databaseproblem_test
