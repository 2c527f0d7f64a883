// What one change made through the window's TournamentSession was, with the state before and
// after it: enough for the undo history to make it again, or to take it back, through the same
// session calls, and to check first that nobody has changed the same thing since.
#pragma once

#include "reports/pairingresult.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gui {

struct SessionChange
{
    enum class Kind
    {
        Result,           // the result of a game of a board
        ColoursSwapped,   // White and Black of a board changed places
        PlayersExchanged, // two players changed seats
        Withdrawal,       // a player's withdrawal set, changed or taken back
    };

    // A seat at a board: which board, and whether White's.
    struct Seat
    {
        int board = 0;
        bool white = true;
        friend bool operator==(const Seat &, const Seat &) = default;
    };

    Kind kind = Kind::Result;
    int round = 0;
    int board = 0; // Result, ColoursSwapped
    int game = 1;  // Result: 1, or 2 of a micro-match
    // Result: as stored ("1-0", "1/2-1/2", "+/-" …), none when there was none / it was cleared.
    std::optional<reports::PairingResult> resultBefore;
    std::optional<reports::PairingResult> resultAfter;
    // ColoursSwapped: White after the swap (Black after it was White before).
    std::int64_t whiteAfter = 0;
    // PlayersExchanged: the two players (start numbers, names) and their seats before; after the
    // exchange each sits where the other sat. Withdrawal: the player is the first.
    int firstStartNumber = 0;
    int secondStartNumber = 0;
    std::string firstName;
    std::string secondName;
    Seat firstSeat;
    Seat secondSeat;
    // Withdrawal: after which round he withdrew, before and after the change (none: playing).
    std::optional<int> withdrawnBefore;
    std::optional<int> withdrawnAfter;
};

} // namespace gui
