// The boards of a round as arbiters read them: board, each player's start number, name, rating
// and points before the round (his results of the earlier rounds, as the standings count them),
// and the result. What the Rounds tab and a printed pairing list show; pure over a loaded event.
#pragma once

#include "db/pairingstore.h"
#include "tournamentevent.h"

#include <optional>
#include <string>
#include <vector>

namespace app {

struct BoardSide
{
    int startNumber = 0;
    std::string name;
    std::optional<int> rating;
    std::string pointsBefore; // "1½", "2" … as the tournament's scoring writes them
};

struct RoundBoard
{
    db::Pairing pairing;
    BoardSide white;
    std::optional<BoardSide> black; // none: a bye
    // A bye's points in its round as the standings count them ("1", "½", "0"); empty for a game.
    std::string byePoints;
};

// One row per pairing, in the pairings' order; points counted over the rounds before each
// pairing's round.
std::vector<RoundBoard> roundBoards(const TournamentEvent &loaded,
                                    const std::vector<db::Pairing> &pairings);

} // namespace app
