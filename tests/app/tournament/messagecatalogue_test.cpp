// The message catalogue: every problem code renders in English and in Russian with every
// argument placed.
#include "app/tournament/messagecatalogue.h"

#include <catch2/catch.hpp>

TEST_CASE("every problem code has an English and a Russian text with its arguments")
{
    // Enough arguments for any code, each recognisable.
    const std::vector<std::string> args = {"a1", "a2", "a3", "a4", "a5",
                                           "a6", "a7", "a8", "a9", "a10"};
    for (app::ProblemCode code : app::everyProblemCode()) {
        const app::Problem problem{code, args};
        const std::string english = app::describe(problem, app::Language::English);
        const std::string russian = app::describe(problem, app::Language::Russian);
        INFO("code " << static_cast<int>(code) << ": " << english << " / " << russian);
        CHECK(english.find('%') == std::string::npos);
        CHECK(russian.find('%') == std::string::npos);
        CHECK(english.find("a1") != std::string::npos);
        CHECK(russian.find("a1") != std::string::npos);
        if (code != app::ProblemCode::Database && code != app::ProblemCode::BadOpening)
            CHECK(english != russian);
    }
    CHECK(app::everyProblemCode().size() ==
          static_cast<std::size_t>(app::ProblemCode::RoundRobinStarted) + 1);
}

TEST_CASE("a problem rendered in both languages")
{
    const app::Problem problem{app::ProblemCode::SettingLocked, {"system", "swiss", "round-robin"}};
    CHECK(app::describe(problem) ==
          "the system (swiss) shapes the pairings and cannot change to round-robin once round 1 "
          "is paired; the chief arbiter changes it with a stated reason (shashki tournament "
          "change)");
    CHECK(app::describe(problem, app::Language::Russian) ==
          "система проведения (swiss) определяет жеребьёвку и после жеребьёвки 1-го тура не "
          "меняется на round-robin; главный судья меняет его с указанием причины (shashki "
          "tournament change)");
    CHECK(app::describe({app::ProblemCode::RoundIncomplete, {"3", "2, 5"}},
                        app::Language::Russian) == "в туре 3 нет результата на досках: 2, 5");
}
