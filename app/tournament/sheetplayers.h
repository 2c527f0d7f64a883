// Whose game a game sheet is: the players its White and Black tags name, checked against a board
// before the sheet is saved to it, and the board of a round those players sit at.
#pragma once

#include "db/pairingstore.h"
#include "problem.h"

#include <optional>
#include <string>
#include <vector>

namespace app {

// The players of game `game` (1, or 2 of a micro-match: colours swapped) of `pairing`, White
// first; Black empty for a bye.
std::pair<std::string, std::string> boardPlayers(const db::Pairing &pairing, int game);

// None when the sheet may be saved as game `game` of `pairing`: the sheet names no player yet
// (both names empty), or it names the board's two players in their colours (spaces around a name
// ignored). Otherwise SheetPlayersDiffer {sheet's White, sheet's Black, round, board, board's
// White, board's Black} ("?" for a name the sheet or the board lacks).
std::optional<Problem> checkSheetPlayers(const std::string &sheetWhite,
                                         const std::string &sheetBlack, const db::Pairing &pairing,
                                         int game = 1);

struct SheetBoard
{
    int board = 0;
    int game = 1;
};

// The board (and game of a micro-match when `microMatch`) of `pairings` at which the sheet's two
// named players sit in their colours; none when the sheet names nobody or no board matches.
std::optional<SheetBoard> boardOfSheet(const std::string &sheetWhite, const std::string &sheetBlack,
                                       const std::vector<db::Pairing> &pairings, bool microMatch);

} // namespace app
