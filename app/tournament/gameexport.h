// A tournament's stored games written back as PDN, for `shashki export`: the tags of each game's
// text as entered and its moves from the move rows, replayed on the board of the tournament's
// variant and written anew (arbiter/pdnwriter.h), in the order they were stored. A game whose
// move rows no longer replay (written into the database by hand, or a rule changed since) does
// not stop the export: it is written as entered, and named.
#pragma once

#include "arbiter/result.h"
#include "db/pgconnection.h"
#include "problem.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace app {

// What an export wrote: the number of games, and the refusals of the games that no longer replay
// from their move rows (StoredGameBadStart {game id}, StoredMoveDoesNotReplay {game id, move,
// why}: written as entered, their PDN text as stored, so that the export still holds every game).
struct ExportedGames
{
    std::size_t games = 0;
    std::vector<Problem> asEntered;
};

struct TournamentPdn
{
    std::string text; // every game, each followed by an empty line
    ExportedGames written;
};

// Refused with the database's refusal (no such tournament).
arbiter::Result<TournamentPdn, Problem> pdnOfTournament(db::PgConnection &connection,
                                                        const std::string &tournament);

// `file` written whole or not at all (filewriter.h), the games read a batch at a time and written
// to the temporary file as they are replayed (a tournament of 300 000 games is never held whole);
// a file written directly (a FIFO, a device) gets nothing until every game has been read. What
// was written, or the refusals of pdnOfTournament and FileNotWritten {file, reason}; the file is
// then as it was.
arbiter::Result<ExportedGames, Problem> exportPdn(db::PgConnection &connection,
                                                  const std::string &tournament,
                                                  const std::filesystem::path &file);

} // namespace app
