// A stored tournament as a FIDE TRF-2026 file, for `shashki export --format trf`: the records of
// the tournament (012 name, 022 venue, 042/052 dates, 062/072 players and rated players, 092 its
// system, 102 chief arbiter, 122 time control, 142 and XXR the planned rounds, else the rounds
// paired, 162 the scoring of a 2-1-0 event, 250 the virtual points of the Baku acceleration's
// rounds), a 001 record of each entry by start number, and its
// round blocks as the pairings stand.
//
// A player's record: his name (cut to TRF's 33 columns), rating, title (when it fits the three
// columns), federation (his federation_id, when three letters), FIDE number (his FMJD id, when
// digits), birth date (his birth year as YYYY/00/00), the points of the standings (under the
// tournament's scoring) and his place. No sex is written: a player has none here.
//
// A round block: the opponent's start number, the colour, and the result's code (1 0 =, + - for a
// forfeit, - - for a double one, blank before the result is in); a micro-match the code of the
// match as its standings count it (reports::matchOutcome). A bye: bye-1 (the pairing-allocated
// bye) U, bye-1/2 H, bye-0 Z. A round he has no seat in is blank: a round before he entered, and
// the rounds after a withdrawal, which the line leaves off at its end (trfimport.h reads them so).
// So a file imported by trfimport.h is written with the same pairings and results, F written as U
// and W, D, L as 1, =, 0.
#pragma once

#include "arbiter/result.h"
#include "db/sqlsession.h"
#include "problem.h"
#include "reports/trffile.h"

#include <filesystem>
#include <string>

namespace app {

// NoSuchTournament, Database, and the refusals of loadTournamentEvent.
arbiter::Result<reports::TrfFile, Problem> trfOfTournament(db::SqlSession &session,
                                                           const std::string &tournament);

struct TrfExportSummary
{
    int players = 0;
    int rounds = 0;
};

// The file written whole or not at all (filewriter.h): FileNotWritten {file, reason}, else as
// trfOfTournament.
arbiter::Result<TrfExportSummary, Problem> exportTrf(db::SqlSession &session,
                                                     const std::string &tournament,
                                                     const std::filesystem::path &file);

} // namespace app
