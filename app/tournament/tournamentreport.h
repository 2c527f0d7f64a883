// A stored tournament's printed forms that the reports of reports/ do not know the database for:
// the page header (event, dates, chief arbiter) and a round's pairings as a table. Used by
// `shashki report` and the desktop's print and PDF alike.
#pragma once

#include "db/pairingstore.h"
#include "reports/reportdocument.h"
#include "reports/standings.h"
#include "tournamentevent.h"

#include <string>
#include <vector>

namespace app {

// QPdfWriter and the fonts need a QGuiApplication; a report needs no screen: one is made
// (offscreen) unless the program has its application already.
void ensurePrintingApplication();

// The header of a report of `tournament` about `subject` ("Crosstable", "Round 3 pairings").
reports::ReportHeader reportHeader(const db::Tournament &tournament, const std::string &subject);

// Board, start numbers, names and result; micro-matches with game 2's result too.
reports::ReportTable pairingsTable(const TournamentEvent &loaded,
                                   const std::vector<db::Pairing> &pairings);

// The crosstable in its system's form: round by round for a Swiss, the matrix for the others
// (reports/crosstable.h).
reports::Crosstable crosstableOf(const TournamentEvent &loaded, const reports::Standings &standings,
                                 reports::CellStyle style = reports::CellStyle::Equals);

// The entries by start number: number, name, rating, the round after which one withdrew.
reports::ReportTable playersTable(const TournamentEvent &loaded);

} // namespace app
