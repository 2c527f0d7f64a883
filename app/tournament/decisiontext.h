#pragma once

// What a decision of the log says, in the judge's language. The log keeps what happened as the
// database wrote it (English, with the names as they were: the record is not rewritten), with the
// entry's kind and facts (migrations/0017); the Russian is made from the kind and the facts
// alone, never read back out of the English. Names, moves and result codes stay as written. A
// note, an entry written before 0017 (but a claim ruling, whose verdict's facts it kept), and
// facts that are not those of their kind are shown as stored.

#include "app/tournament/messagecatalogue.h"
#include "db/decisionlog.h"

#include <functional>
#include <optional>
#include <string>

namespace app {

// A tournament setting's value in the judge's language ("swiss" of "system": «швейцарская
// система»); nullopt leaves the code as logged.
using ValueName =
    std::function<std::optional<std::string>(const std::string &setting, const std::string &code)>;

// A note (text a person wrote through log_decision) is marked "note: " («заметка: »); every
// text comes with its line breaks and hidden characters escaped (typedtext.h's visibleText).
std::string decisionText(const db::Decision &decision, Language language,
                         const ValueName &valueName = {});
// Why, as given, escaped the same way; empty when none was given.
std::string decisionWhy(const db::Decision &decision);

} // namespace app
