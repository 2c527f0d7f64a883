// The one catalogue of the library's messages: a Problem (code and facts) as English or Russian
// text. The command line and the window show only what this renders; every code has both.
#pragma once

#include "problem.h"

#include <string>

namespace app {

enum class Language
{
    English,
    Russian
};

// The text of `problem` in `language`: its template with %1, %2 … replaced by the arguments.
std::string describe(const Problem &problem, Language language = Language::English);

// Every code the catalogue knows (for the test that renders each in both languages).
const std::vector<ProblemCode> &everyProblemCode();

} // namespace app
