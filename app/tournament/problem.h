// Why the tournament library refused a judge's action: a code and the facts it names (a round, a
// board, a start number, a file's place …), never a sentence. The message catalogue
// (messagecatalogue.h) turns it into English or Russian text for the command line and the window;
// tests compare codes and arguments.
#pragma once

#include <string>
#include <vector>

namespace app {

enum class ProblemCode
{
    // The database refused or failed; {its message}. Its text is the database's, not ours.
    Database,
    // {tournament name}
    NoSuchTournament,
    // A game of a PDN file that cannot be imported: {file, line, column, game, why}.
    GameNotImportable,
    // {file, line, column, game, "White"|"Black"}: the game names no such player.
    GameWithoutPlayer,
    // The same players and round as a stored game, but not the same game:
    // {file, line, column, game, white, black, round, stored game id, stored board, what differs:
    // "moves" | "result" | "start"}.
    GameConflict,
    // {round asked for, the next round to pair}
    RoundNotNext,
    // {round, boards without a result, e.g. "2, 5"}
    RoundIncomplete,
    // Every pair of a round robin has met: {players, games played}.
    RoundRobinComplete,
    // The round would repeat a game already played: {round, white, black}.
    RoundRepeatsGame,
    // A round robin's table has no such round: {round, players, rounds of the table}.
    RoundBeyondSchedule,
    // The planned number of rounds is paired: {planned rounds}.
    PlannedRoundsReached,
    // No legal Swiss pairing: {round, why}.
    SwissUnpairable,
    // A micro-match opening list or opening: {why}.
    BadOpening,
    // A setting that shapes the pairings, once round 1 is paired: {setting, value, new value}.
    SettingLocked,
    // Changing such a setting needs the reason: {setting}.
    ReasonRequired,
    // {round}: unpairing only the last round.
    NotLastRound,
    // {round, boards with a result}
    RoundHasResults,
    // {round}: no such round is paired.
    NoSuchRound,
    // {start number}
    NoSuchPlayer,
    // {start number, name, rounds it is paired in}
    PlayerHasPairings,
    // {start number, name}: there is no withdrawal to take back.
    NotWithdrawn,
    // {start number, name, withdrawn after round, last round paired}
    WithdrawalTooLate,
    // {start number, name, round asked, the last round he is paired in}: a withdrawal before a
    // round he is paired in.
    BadWithdrawalRound,
    // {tournament, code}: a stored tie-break code this program does not know.
    UnknownTieBreak,
    // {round, board, player id}: a pairing of a player who is not an entry.
    PairingOfNonEntry,
    // {game id, player id}: a game of a player who is not an entry.
    GameOfNonEntry,
    // {tournament, last round paired}: a round robin takes no new player once round 1 is paired.
    RoundRobinStarted,
};

struct Problem
{
    ProblemCode code;
    std::vector<std::string> args;

    bool operator==(const Problem &) const = default;
};

} // namespace app
