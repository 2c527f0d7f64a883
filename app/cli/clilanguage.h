// The language the command line speaks (docs/commandline.md, "Language"): Russian when
// `--language ru` is given anywhere on the line, or, without it, when the environment's locale
// is Russian (LC_ALL, then LC_MESSAGES, then LANG, the first one set deciding, as POSIX orders
// them: "ru_RU.UTF-8"); English otherwise. The library's messages are the catalogue's
// (app/tournament/messagecatalogue.h) in that language; the command line's own words are
// written in both languages where they are said (said()), so that none is English only.
#pragma once

#include "app/tournament/messagecatalogue.h"

#include <concepts>
#include <string>
#include <string_view>

namespace app {

// The language of this run of the command line (set by run() before the command starts).
Language cliLanguage();
void setCliLanguage(Language language);

// The environment's choice: Russian when the first of LC_ALL, LC_MESSAGES and LANG that is set
// and not empty names a Russian locale ("ru", "ru_RU", "ru_RU.UTF-8", "ru_UA@euro").
Language environmentLanguage();

// `english` or `russian`, as the command line speaks now.
std::string said(std::string_view english, std::string_view russian);

// The Russian noun's form after `count`: `one` (1, 21 …: «партия»), `few` (2–4, 22 …: «партии»)
// or `many` (0, 5–20 …: «партий»).
std::string russianNounAfter(long long count, std::string_view one, std::string_view few,
                             std::string_view many);
template <std::integral Count>
std::string russianNoun(Count count, std::string_view one, std::string_view few,
                        std::string_view many)
{
    // The form follows the last two digits: a count of any width is read by them.
    return russianNounAfter(static_cast<long long>(count % 100), one, few, many);
}
// `count` and that form: "1 партия", "2 партии", "5 партий".
template <std::integral Count>
std::string russianCounted(Count count, std::string_view one, std::string_view few,
                           std::string_view many)
{
    return std::to_string(count) + " " + russianNoun(count, one, few, many);
}

// A number of the command line's output with the decimal comma in Russian ("92,75").
std::string saidNumber(const std::string &number);

} // namespace app
