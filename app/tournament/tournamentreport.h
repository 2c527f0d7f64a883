// A stored tournament's printed forms that the reports of reports/ do not know the database for:
// the page header (event, venue, dates, chief arbiter) and a round's pairings as a table. Used by
// `shashki report` and the desktop's print and PDF alike, the command line in English, the window
// in the judge's language.
#pragma once

#include "db/pairingstore.h"
#include "reports/gameprint.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"
#include "tournamentevent.h"

#include <string>
#include <vector>

namespace app {

// The header of a report of `tournament` about `subject` ("Crosstable", "Round 3 pairings"): the
// event's name, venue, dates and chief arbiter, the page's words in `language`.
reports::ReportHeader reportHeader(const db::Tournament &tournament, const std::string &subject,
                                   reports::Language language = reports::Language::English);

// The last round with a result entered on a board (a bye given by the pairing is no result yet);
// 0 before any. What "Standings after round N" names.
int lastRoundWithResults(const TournamentEvent &loaded);

// The pairing list to pin up, as the Rounds tab shows it: board; White's number, name, rating
// and points before the round; the result; Black's points, rating, name and number (a bye's
// side empty but its word); micro-matches with game 2's result too.
reports::ReportTable pairingsTable(const TournamentEvent &loaded,
                                   const std::vector<db::Pairing> &pairings,
                                   reports::Language language = reports::Language::English);

// The blank game sheets of a round, to print in one PDF: one per board with a game, in board
// order (a bye has none), filled in with the event, the dates, the round, the board and the
// players; a micro-match's board has two, game 2 with the colours reversed.
std::vector<reports::GameHeading> roundGameSheets(const TournamentEvent &loaded,
                                                  const std::vector<db::Pairing> &pairings,
                                                  reports::Language language);

// The crosstable's form for the tournament's system: round by round for a Swiss, the matrix for
// the others.
reports::CrosstableForm crosstableForm(const TournamentEvent &loaded);

// The crosstable in its system's form: round by round for a Swiss, the matrix for the others
// (reports/crosstable.h).
reports::Crosstable crosstableOf(const TournamentEvent &loaded, const reports::Standings &standings,
                                 reports::CellStyle style = reports::CellStyle::Equals,
                                 reports::Language language = reports::Language::English);

// The entries by start number (a Swiss's pairing numbers, the start list printed before the
// draw): number, name, title, club, rating, the round after which one withdrew.
reports::ReportTable playersTable(const TournamentEvent &loaded,
                                  reports::Language language = reports::Language::English);

} // namespace app
