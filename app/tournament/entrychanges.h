// Changes to a tournament's entries after they are made (issue 12, invariants 4 and 5): a
// withdrawal, taking it back, and deleting a player entered by mistake. Each is one transaction
// with its entry in the decisions log, refused with a Problem when it would put the event in a
// wrong state.
#pragma once

#include "db/sqlsession.h"
#include "problem.h"
#include "tournamentevent.h"

#include <optional>
#include <string>

namespace app {

// The player with `startNumber` plays no round after `afterRound` (0: before the first). Refused
// (BadWithdrawalRound) when he is paired in a later round already.
std::optional<Problem> withdrawPlayer(db::SqlSession &session, const TournamentEvent &loaded,
                                      int startNumber, int afterRound,
                                      const std::optional<std::string> &why);

// The player comes back: only before a round after his withdrawal is paired (NotWithdrawn,
// WithdrawalTooLate).
std::optional<Problem> takeBackWithdrawal(db::SqlSession &session, const TournamentEvent &loaded,
                                          int startNumber, const std::optional<std::string> &why);

// Deletes the entry (and the player, when nothing else names him): only while he is paired in
// no round and has no game in the tournament (PlayerHasPairings).
std::optional<Problem> deleteEntry(db::SqlSession &session, const TournamentEvent &loaded,
                                   int startNumber, const std::optional<std::string> &why);

} // namespace app
