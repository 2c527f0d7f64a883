#pragma once

// What a decision of the log says, in the judge's language. The log keeps what happened as the
// database wrote it (English, with the names as they were: the record is not rewritten); the
// window reads each kind of entry the database and the library write (migrations/0012's
// functions, db::GameStore, db::TournamentStore, app::recordClaimRuling) and says it in Russian.
// Names, moves and result codes stay as written. A text of no known form is shown as stored.

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

std::string decisionText(const db::Decision &decision, Language language,
                         const ValueName &valueName = {});

} // namespace app
