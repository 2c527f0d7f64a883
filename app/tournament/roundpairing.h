// Pairing the next round of a tournament and storing it, for the command line and the desktop
// alike: a round robin by Berger's tables (the drawn round order applied), a Swiss round by
// reports::pairDutchRound once the round before is complete, byes asked for, a Swiss's initial
// colour and a micro-match round's opening drawn by lot (recorded in the decisions log with the
// round).
#pragma once

#include "arbiter/result.h"
#include "db/sqlsession.h"
#include "problem.h"
#include "reports/pairingresult.h"
#include "rounddraw.h"
#include "tournamentevent.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace app {

struct RoundRequest
{
    std::vector<int> byes; // start numbers asking for a bye (Swiss)
    // The requested byes' result: HalfBye, or ZeroBye.
    reports::PairingResult byeResult = reports::PairingResult::HalfBye;
    std::optional<std::string> opening;      // micro-matches: an opening drawn some other way
    std::optional<std::string> openingsFile; // micro-matches: the list to draw from
    std::optional<std::int64_t> openingSeed; // micro-matches: the lot; none: a random one
};

struct PairedRound
{
    // What the decisions log recorded with the round: the initial colour drawn, the opening drawn
    // or given (its English text: englishText(draw, round)).
    RoundDraw draw;
};

// The order in which a round robin plays its table's rounds, drawn by lot and recorded with the
// tournament (db::TournamentStore::recordRoundOrder, its entry in the decisions log).
struct DrawnRoundOrder
{
    db::Tournament tournament; // as saved, with the seed
    std::int64_t seed = 0;
    std::string order; // the table's rounds in the order they are played: "2, 4, 5, 1, 3"
};

// Draws the round order with `seed` (none: a random one) for the entries of `loaded`, before its
// round 1 is paired and only once: refused with RoundOrderFixed {"1"} when the tournament is no
// round robin, a round is paired or an order is drawn already; or the database's refusal.
arbiter::Result<DrawnRoundOrder, Problem> drawRoundOrder(db::SqlSession &session,
                                                         const TournamentEvent &loaded,
                                                         std::optional<std::int64_t> seed);

// Pairs round `round`, which must be the next one, and stores it all or nothing; why not when it
// cannot be paired: RoundNotNext, RoundIncomplete (Swiss), PlannedRoundsReached (Swiss),
// RoundRobinComplete (every pair has met, also by games imported without rounds),
// RoundBeyondSchedule, RoundRepeatsGame, SwissUnpairable, BadOpening, Database. Players withdrawn
// before the round are not paired; in a round robin their opponents have a free round (bye-0).
arbiter::Result<PairedRound, Problem> pairRound(db::SqlSession &session,
                                                const TournamentEvent &loaded, int round,
                                                const RoundRequest &request);

// Takes back the pairing of round `round`, which must be the last one paired and have no result
// or game on any board (NoSuchRound, NotLastRound, RoundHasResults); one transaction, logged with
// `why`.
std::optional<Problem> unpairRound(db::SqlSession &session, const TournamentEvent &loaded,
                                   int round, const std::optional<std::string> &why);

} // namespace app
