// A game sheet saved to a board of a round: the window's Save game (Ctrl+S). The one place that
// decides which board's game a sheet may be stored as, what its header then says (the board's
// players, the round, the tournament) and which result it carries; the game is audited with its
// history and stored over any sheet stored before for that game (db::GameStore::saveBoardGame),
// in one transaction. Every refusal is a code (problem.h), worded by the message catalogue.
#pragma once

#include "arbiter/endgamedatabase.h"
#include "arbiter/pdngame.h"
#include "arbiter/ruleset.h"
#include "arbiter/variant.h"
#include "db/pairingstore.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "problem.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace app {

// What a game sheet holds: its variant and rules, its start and its moves as written, and the
// players its header names (both empty for a sheet typed from scratch).
struct SheetGame
{
    arbiter::Variant variant = arbiter::Variant::Russian;
    arbiter::RuleSet rules = arbiter::RuleSet::fmjd64();
    std::optional<std::string> setUpFen; // the start, when not the variant's first position
    arbiter::Side firstMover = arbiter::Side::White;
    std::vector<std::string> moves; // ply by ply, as written
    std::string white;
    std::string black;
};

// Where the sheet goes: game `game` (2: of a micro-match, colours swapped) of board `board` of
// round `round`.
struct SheetPlace
{
    int round = 0;
    int board = 0;
    int game = 1;
};

struct SavedSheet
{
    std::int64_t gameId = 0;
    db::Pairing pairing; // the board as read
    int game = 1;
    // The sheet's header now: Event (the tournament), Round, White and Black (the board's players
    // of that game) and Result.
    std::vector<arbiter::PdnTag> tags;
    // The board's result of that game; "*" while it is open or when it is a forfeit (an arbiter's
    // forfeit stands over whatever game was played, migration 0004).
    std::string result;
};

// SheetOfOtherVariant {sheet's variant, tournament's variant} (their codes, "russian" …) when
// the sheet is not of the tournament's game; the first check of saveSheetGame, for a window to
// make before it asks which board the sheet is of.
std::optional<Problem> checkSheetVariant(const db::Tournament &tournament, const SheetGame &sheet);

// Refused, with nothing stored, with SheetOfOtherVariant {sheet's variant, tournament's variant}
// (their codes, "russian" …) when the sheet is not of the tournament's game, OneGamePerBoard
// {tournament} for game 2 outside micro-matches, NoBoard {round, board} when `pairings` (the
// round as the judge read it) has no such board, NoGameOnBoard {round, board} for a bye or a game
// other than 1 and 2, SheetPlayersDiffer (checkSheetPlayers) when the sheet names other players,
// or the database's refusal as its Problem (databaseproblem.h).
arbiter::Result<SavedSheet, Problem> saveSheetGame(db::SqlSession &session,
                                                   const db::Tournament &tournament,
                                                   const std::vector<db::Pairing> &pairings,
                                                   const SheetPlace &place, const SheetGame &sheet,
                                                   const arbiter::EndgameDatabase *endgames);

} // namespace app
