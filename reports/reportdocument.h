// Printed reports (Qt Gui): the crosstable, the standings and a round's pairings as HTML, CSV,
// plain text and PDF — A4, landscape when the table is wide, a header with the event and what the
// page shows, page numbers, and the chief arbiter's signature line at the end.
#pragma once

#include "crosstable.h"

#include <optional>
#include <string>
#include <vector>

namespace reports {

struct ReportHeader
{
    std::string event;        // "X чемпионат СССР"
    std::string subject;      // "Crosstable after round 17"
    std::string dates;        // "05.11.1950 - 08.12.1950", or empty
    std::string chiefArbiter; // for the signature line; empty: a blank line to sign on
};

// A table as rows of cells; the first row is the header.
struct ReportTable
{
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> alignRight; // per column
    // The leading columns that say whose row it is (place, number, name): a PDF too wide for its
    // page repeats them on the left of each band of columns (printedtable.h).
    std::size_t keyColumns = 0;
};

// Place, number, name, a column per player (the matrix) or per round (round by round: with the
// rating, rounds headed "R1", "R2" …), points and the tie-breaks.
ReportTable crosstableTable(const Crosstable &crosstable);
// Place, start number, name, points, games and the tie-breaks in the order asked.
ReportTable standingsTable(const Event &event, const Standings &standings);
// A player's card: every round with colour, opponent, result and the running score.
ReportTable playerCardTable(const Event &event, int player);

std::string tableText(const ReportTable &table);
// RFC 4180; points written with ½ become decimals ("11½" → "11.5").
std::string tableCsv(const ReportTable &table);
std::string tableHtml(const ReportTable &table, const ReportHeader &header);
// The chief arbiter's line at the end of a report, in English and Russian.
std::string signatureLine(const ReportHeader &header);

// The PDF's bytes, made in memory: the caller writes them where it will. Empty when Qt
// could not paint it. Needs a QGuiApplication (any platform, offscreen included) for its fonts.
std::string tablePdf(const ReportTable &table, const ReportHeader &header);

} // namespace reports
