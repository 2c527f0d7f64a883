// Changes of a paired round by hand — White and Black of a board swapped, two players' seats
// exchanged — by a judge in the window or by `shashki pairings --swap-colours/--exchange`: over
// the pairings as the judge read them, each logged with its reason (db::PairingStore). The one
// place that decides whether such a change can be made; both front ends word its refusals through
// its codes.
#pragma once

#include "arbiter/result.h"
#include "db/pairingstore.h"
#include "problem.h"
#include "tournamentevent.h"

#include <optional>
#include <string>
#include <vector>

namespace app {

// The pairing of `board` in `pairings` (round `round` as read) with its colours swapped.
// Refused with NoBoard {round, board}, or the database's refusal (a result is in, someone else
// changed the board meanwhile).
arbiter::Result<db::Pairing, Problem> swapColours(db::SqlSession &session,
                                                  const std::vector<db::Pairing> &pairings,
                                                  int round, int board,
                                                  const std::optional<std::string> &why);

// Where one of the two players sat before the exchange: the other sits there now.
struct Seat
{
    int board = 0;
    bool white = false;
    std::string name;
};

// The players with start numbers `first` and `second` exchange their seats (board and colour)
// in round `round`, `pairings` as read. Their seats before, in that order. Refused with
// NoSuchStartNumber {number}, NotBothPaired {round}, or the database's refusal.
arbiter::Result<std::pair<Seat, Seat>, Problem>
exchangePlayers(db::SqlSession &session, const TournamentEvent &loaded,
                const std::vector<db::Pairing> &pairings, int round, int first, int second,
                const std::optional<std::string> &why);

} // namespace app
