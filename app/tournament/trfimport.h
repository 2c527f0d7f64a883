// A FIDE TRF file (TRF-16 or TRF-2026, reports/trffile.h) imported as a new Swiss tournament, for
// `shashki tournament import --trf`: its players, entries with the file's start numbers, every
// round paired as the file pairs it and every result, in one transaction through the logged
// functions of 0012 — all or nothing.
//
// The tournament: named by --name or the 012 record; Swiss, scoring 1-0.5-0 or 2-1-0 as 162 says
// (eventFromTrf; 1-0.5-0 without it), its planned rounds the most of 142, XXR and the rounds the
// file holds; venue (022), dates (042/052 when they are dates), chief arbiter (102) and time
// control (122) from their records.
//
// A player is the stored one taken for the same person by the registry's rule (the same name and
// birth year, or where a birth year is unknown the same rating: playerregistry.h), each stored
// player taken for one player of the file at most; otherwise a new player with the file's name,
// rating, title, birth year (of the birth date), federation (stored as its federation_id) and FIDE
// number (stored as the FMJD id, the draughts federation's number in its place). The sex is not
// kept: a player has none here.
//
// Each round is stored with pair_round, logged "round N paired …; imported from FILE": a game of
// two blocks with White (with no colours, the player of the earlier record) and the result both
// blocks give (1-0, 0-1, 1/2-1/2; the unrated W, D, L as 1-0, 1/2-1/2, 0-1; +/-, -/+, -/-; none
// when neither block has one); a block naming no opponent a bye: U and F the pairing-allocated bye
// bye-1 (the database keeps no other full-point bye), H bye-1/2, Z (an absence, kept as one)
// bye-0, and the game codes 1 = 0 + - written with no opponent their points' bye. A blank block is
// no seat in that round; a player whose last blocks are blank (while others play those rounds) is
// withdrawn after the last round he has a block in. Boards go by FIDE C.04.2's order: the pairs by
// the higher score before the round, then the sum of the scores, then the smaller start number;
// the byes after them.
//
// Not imported (counted in the summary): 240 byes (of rounds to come), team records, and every
// other line reports/trffile.h keeps as written. Read but with no place in the database: 032, 112,
// 132 (the rounds' dates), 172-222 (the tie-breaks are the Swiss
// preset until changed), the points and ranks of the players (computed from the results).
#pragma once

#include "arbiter/result.h"
#include "db/sqlsession.h"
#include "db/tournamentstore.h"
#include "problem.h"

#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace app {

struct TrfImportSummary
{
    db::Tournament tournament;
    int players = 0;
    int newPlayers = 0;
    int rounds = 0;
    int games = 0;
    int byes = 0;
    int withdrawn = 0;
    int fullPointByes = 0; // F, stored as the pairing-allocated bye
    int unratedGames = 0;  // W, D, L, stored as 1-0, 1/2-1/2, 0-1
    int linesNotImported = 0;
};

// `fileName` names the input in problems. Refused, nothing stored: every TrfNotReadable of the
// file (malformed fields, games whose two blocks disagree), TrfWithoutPlayers, TrfWithoutName,
// TrfTournamentExists; a database refusal (databaseproblem.h) undoes everything.
arbiter::Result<TrfImportSummary, std::vector<Problem>>
importTrf(db::SqlSession &session, std::istream &input, const std::string &fileName,
          const std::optional<std::string> &name = std::nullopt);

} // namespace app
