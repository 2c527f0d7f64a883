// app::databaseProblem: a database error a user can cause as the tool's own code, the server's
// wording and constraint names left out (issue 13).
#include "app/tournament/databaseproblem.h"
#include "app/tournament/messagecatalogue.h"

#include <catch2/catch.hpp>

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
