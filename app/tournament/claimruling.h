// The arbiter's ruling on a draw claim, written to the decisions log (docs/storage.md §7; issue 12,
// invariant 7): what was claimed and decided — the rule, the procedure, the ply, the verdict in
// the rules core's words — and what it concerns: the tournament, round, board and game of the
// sheet when it is a stored board's. The verdict's facts go with it as JSON ("after").
#pragma once

#include "arbiter/claim.h"
#include "db/decisionlog.h"
#include "db/sqlsession.h"
#include "problem.h"

#include <QJsonObject>
#include <cstdint>
#include <optional>
#include <string>

namespace app {

// "draw claim (threefold, written-move) after ply 7: valid - valid: after g7-h8 …"
std::string claimRulingText(const arbiter::ClaimVerdict &verdict);

// The verdict's facts as JSON: rule, procedure, ply, claimant, valid, the written move, the
// occurrences or the window, the message's id and arguments, and for an automatic draw decided by
// the endgame database the facts of its reason ("endgameReason", endgameReasonJson below).
std::string claimRulingJson(const arbiter::ClaimVerdict &verdict);

// The facts of an endgame database's reason (a claim's automatic draw) as the JSON object stored
// with the ruling ("endgameReason"), and back; nullopt for an object this version does not know.
// A damaged table's facts are the object "damage" (its kind's id and its numbers and class
// names); a row stored while they were English words holds a string there, read back as
// EndgameReason::storedDamageText.
std::string endgameReasonJson(const arbiter::EndgameReason &reason);
std::optional<arbiter::EndgameReason> endgameReasonOfJson(const QJsonObject &object);

// The verdict's message read back from a ruling's JSON: its id and facts ("messageFacts"), or, in
// a ruling stored before the facts were, its arguments ("messageArgs"); none for a message that
// is not a claim verdict or whose facts do not read.
std::optional<arbiter::RuleMessage> claimMessageOfJson(const QJsonObject &verdict);

// One transaction: the ruling in the decisions log of `tournamentId` (none: a sheet of no
// tournament) about `subject`. Database when it cannot be written.
std::optional<Problem> recordClaimRuling(db::SqlSession &session,
                                         std::optional<std::int64_t> tournamentId,
                                         const db::DecisionSubject &subject,
                                         const arbiter::ClaimVerdict &verdict,
                                         const std::optional<std::string> &why);

// A ruling recorded while its sheet was stored nowhere, linked to the game the sheet was saved as
// (`subject`: its round, board and game id), in one transaction: the claim stored with the game
// (its position, claimant, rule, written move, verdict and facts) and the ruling logged again
// with its board, `why` saying it was ruled before the sheet was saved. Database when it cannot
// be written.
std::optional<Problem> linkClaimRuling(db::SqlSession &session, const db::DecisionSubject &subject,
                                       const arbiter::ClaimVerdict &verdict);

} // namespace app
