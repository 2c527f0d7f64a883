#pragma once

// What a decision of the log says, in the judge's language. The log keeps what happened as the
// database wrote it (English, with the names as they were: the record is not rewritten); the
// window reads each kind of entry the database and the library write (migrations/0012's
// functions, db::GameStore, db::TournamentStore, app::recordClaimRuling) and says it in Russian.
// Names, moves and result codes stay as written. A text of no known form is shown as stored.

#include "app/tournament/messagecatalogue.h"
#include "db/decisionlog.h"

#include <string>

namespace app {

std::string decisionText(const db::Decision &decision, Language language);

} // namespace app
