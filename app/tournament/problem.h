// Why the tournament library refused a judge's action: a code and the facts it names (a round, a
// board, a start number, a file's place …), never a sentence. The message catalogue
// (messagecatalogue.h) turns it into English or Russian text for the command line and the window;
// tests compare codes and arguments.
#pragma once

#include "arbiter/rulemessage.h"
#include "db/storeaction.h"
#include "reports/trferror.h"

#include <optional>
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
    // A game whose Round tag the tournament does not allow (pdnimport.h); nothing was imported.
    // {file, line, column, game, round, rounds planned}: past the plan.
    ImportRoundBeyondPlan,
    // {file, line, column, game, round, the round skipped}: the file's rounds leave one out
    // after the tournament's last (the first game past the gap is named).
    ImportRoundSkipped,
    // {file, line, column, game, player, round, the round after which he withdrew}.
    ImportAfterWithdrawal,
    // {round asked for, the next round to pair}
    RoundNotNext,
    // {round, boards without a result, e.g. "2, 5"}
    RoundIncomplete,
    // Results (resultentry.h). {round, board}: the round has no game on that board (none there,
    // or a bye).
    NoGameOnBoard,
    // {tournament}: a second game's result where every board plays one game.
    OneGamePerBoard,
    // Changes by hand (handpairing.h). {round, board}: the round has no such board.
    NoBoard,
    // {start number}: no entry of the tournament has it.
    NoSuchStartNumber,
    // {round}: an exchange of seats needs both players paired in the round.
    NotBothPaired,
    // {round, board}: colours swapped or seats exchanged only on a board without a result.
    BoardHasResult,
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
    // {server ("localhost:5432")}: the connection to the database server went away; nothing of
    // what was asked was done.
    ConnectionLost,
    // {tournament, last round paired}: the start numbers are fixed once round 1 is paired.
    NumbersFixed,
    // {tournament}: a player was entered or deleted while the start numbers were being given.
    EntriesChangedMeanwhile,
    // {start number asked, the number of entries}
    StartNumberOutOfRange,
    // {file as named, the system's reason ("No space left on device")}: a file could not be
    // written in full; it is left as it was (filewriter.h).
    FileNotWritten,
    // {file}: Qt could not draw the PDF meant for the file; nothing was written.
    PdfNotDrawn,
    // {folder, the system's reason}
    FolderNotCreated,
    // An input file that is not UTF-8 at {file, line, column, byte offset from 0, the byte in hex
    // ("C1")}, nor Windows-1251 or UTF-16 text either (textdecoder.h).
    UnknownEncoding,
    // {file, line, column, byte offset, the byte in hex, encoding ("Windows-1251")}: a byte the
    // encoding found or named has no character for (or half a UTF-16 code unit at the end).
    BadEncoding,
    // {file, line, column, byte offset, the code unit in hex ("D834"), "UTF-16LE"|"UTF-16BE"}: a
    // surrogate without its other half.
    UnpairedSurrogate,
    // {file, line, column, byte offset}: a NUL, never a character of a text file.
    NulCharacter,
    // Refusals of `db restore` (db/dumprestorer.h); nothing was restored.
    // {file, pg_restore's message}: not a pg_dump archive at all (a plain SQL file, no file).
    BackupUnreadable,
    // {file, its entries shashki does not make: "255 FUNCTION public evil(text); 3380 …"}.
    BackupForeignEntries,
    // {file}: no schema_migrations rows, so not a backup of a shashki database.
    BackupWithoutMigrations,
    // {file, its migration this program does not know}.
    BackupFromNewerProgram,
    // {file, the migration it records otherwise than this program has it}.
    BackupMigrationDiffers,
    // {file, line of pg_restore's data script, the line}: data not as shashki db backup writes.
    BackupDataUnexpected,
    // {tables holding rows: "players, tournaments"}: a restore goes into an empty database.
    RestoreTargetNotEmpty,
    // {the database's last migration, the backup's last migration}
    RestoreTargetAhead,
    // Database refusals a user can cause, in the tool's words (databaseproblem.h); the server's
    // own message and constraint name stay out of them.
    // {what was being done}: the login's role has not the right (42501).
    NotPermitted,
    // These five and ConcurrentChange: {what was being done}.
    // The start number belongs to another player of the tournament.
    StartNumberTaken,
    // The player is entered in the tournament already.
    AlreadyEntered,
    // A player would sit at two boards of one round.
    PlayerPairedTwice,
    // A tournament of that name exists.
    TournamentNameTaken,
    // A tournament's name as typed (tournamentNameProblem, tournamentsettings.h), shown with its
    // hidden characters escaped (typedtext.h): {the name} blank; {the name} holding a control
    // or invisible character, or bytes that are not UTF-8; {its first characters, its length,
    // the most allowed} too long.
    TournamentNameBlank,
    TournamentNameHidden,
    TournamentNameTooLong,
    // Someone else paired that round meanwhile.
    RoundPairedMeanwhile,
    // {what was being done}: a value the records do not take (a CHECK of the schema).
    ValueRefused,
    // {what was being done}: something it refers to is gone, or something still refers to it.
    StillReferenced,
    // Another client's change collided with this one (a deadlock, a serialisation failure).
    ConcurrentChange,
    // {what was being done, the limit in seconds}: another connection held a lock this needed
    // for longer than the limit (db/sessionlimits.h); nothing was changed.
    LockWaitTimedOut,
    // {what was being done, the limit in seconds}: the statement ran past the limit and the
    // server stopped it; nothing was changed.
    StatementTimedOut,
    // {what was being done, the most characters}: a note or a reason longer than the decisions
    // log takes; nothing was changed.
    LogTextTooLong,
    // {the server's message}: the connection failed or the server is shutting down.
    DatabaseUnreachable,
    // {}: no place for the embedded database: none of SHASHKI_CLUSTER_DIR, XDG_DATA_HOME and
    // HOME is set.
    ClusterHomeUnknown,
    // {migrations not applied, migrations of this program, the first not applied}: a shared
    // server not migrated for this program; only `shashki db migrate` changes its schema.
    DatabaseBehind,
    // {the row, the column, the value}: a stored value this version does not know (written by a
    // newer one); it is refused, never read as a default.
    UnknownStoredValue,
    // Someone else changed, or deleted, a row since it was read; nothing was saved. {the row as
    // facts (db/storedrow.h): its kind (db::storedRowKindCode), the tournament's or player's
    // name, round, board, White, Black ("" for a bye), "1" when it had to be without a result,
    // game; then the version read, the version now, and what was being done (the store's
    // English, which only the English says)}.
    RowChangedMeanwhile,
    RowGoneMeanwhile,
    // An entry to be deleted changed since it was read, or is not there: {player, what was
    // being done (English, as above)}; nothing was deleted.
    EntryChangedBeforeDelete,
    EntryMissing,
    // The game sheet someone else stored meanwhile on that board is gone: {round, board, game};
    // nothing was stored.
    SheetGoneMeanwhile,
    // Refusals of `tournament import --trf` (trfimport.h); nothing was imported.
    // {file, line, column}, and the reader's reason as facts (Problem::trfError): a malformed
    // field, or the two records of a game disagreeing (reports/trferror.h).
    TrfNotReadable,
    // {file}: no player record (a line starting 001): not a FIDE TRF file.
    TrfWithoutPlayers,
    // {file}: no 012 record names the tournament, and no name was given.
    TrfWithoutName,
    // {tournament name, file}
    TrfTournamentExists,
    // {round}: the Baku acceleration needs the number of rounds planned.
    AccelerationNeedsRounds,
    // {sheet's White, sheet's Black, round, board, board's White, board's Black}: a game sheet
    // saved to a board whose players are not the sheet's (sheetplayers.h).
    SheetPlayersDiffer,
    // {"1"}: a round robin's round order is drawn before its round 1 is paired, once
    // (roundpairing.h).
    RoundOrderFixed,
    // A stored game that does not replay (gameexport.h): {game id} its start position is no
    // FEN of its variant; {game id, move, why} a stored move is not legal where it stands.
    StoredGameBadStart,
    StoredMoveDoesNotReplay,
    // {the sheet's variant, the tournament's variant} (their codes: "russian", "brazilian",
    // "international"): a game sheet of another game saved to a board (gamesheetsave.h).
    SheetOfOtherVariant,
};

struct Problem
{
    ProblemCode code;
    std::vector<std::string> args;
    // What a store was asked to do, as facts, when the database refused it (NotPermitted …
    // ConcurrentChange, whose first argument is the store's English of it): the Russian is
    // worded from these (app::databaseProblem).
    std::optional<db::StoreAction> action = {};
    // What the rules core said, as facts, when the last argument is its English (a game that
    // cannot be imported: "GameType 20 is International draughts, …"): worded from these in
    // the judge's language instead.
    std::optional<arbiter::RuleMessage> reason = {};
    // Why a TRF file cannot be read, as the reader's facts (TrfNotReadable, whose arguments give
    // its place): worded in the judge's language.
    std::optional<reports::TrfError> trfError = {};

    bool operator==(const Problem &) const = default;
};

} // namespace app
