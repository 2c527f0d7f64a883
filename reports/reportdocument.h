// Printed reports (Qt Gui): the crosstable, the standings and a round's pairings as HTML, CSV,
// plain text and PDF — A4, landscape when the table is wide, a header with the event and what the
// page shows, where and when, page numbers, and the chief arbiter's signature line at the end; in
// English or Russian (reportlanguage.h).
#pragma once

#include "crosstable.h"
#include "crosstablegrid.h"
#include "reportlanguage.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

struct ReportHeader
{
    std::string event;                     // "X чемпионат СССР"
    std::string subject;                   // "Crosstable after round 17"
    std::string dates;                     // "05.11.1950 - 08.12.1950", or empty
    std::string chiefArbiter;              // for the signature line; empty: a blank line to sign on
    std::string venue;                     // "Москва", or empty
    Language language = Language::English; // of the page's own words (signature, page numbers)
};

// A table as rows of cells; the first row is the header.
struct ReportTable
{
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> alignRight; // per column
    // The leading columns that say whose row it is (place, number, name): a PDF too wide for its
    // page repeats them on the left of each band of columns (printedtable.h).
    std::size_t keyColumns = 0;
    // Lines printed under the table (text, HTML, PDF; not CSV, which is the data alone): the
    // tie-break legend in words, "BH-C1 — Buchholz cut 1; …".
    std::vector<std::string> notes;
};

// Place, number, name, club, rating, a column per player (the matrix) or per round (round by
// round: rounds headed "R1", "R2" …), points and the tie-breaks. Headings in `language`; the
// tie-breaks keep their FIDE codes, named in words in the notes (the legend). The club column is
// left out when no player has one.
ReportTable crosstableTable(const Crosstable &crosstable, Language language = Language::English);
// Place, start number, name, club, rating, points, games and the tie-breaks in the order asked,
// their legend in words in the notes; the club column left out when no player has one.
ReportTable standingsTable(const Event &event, const Standings &standings,
                           Language language = Language::English);
// A player's card: every round with colour, opponent, result and the running score.
ReportTable playerCardTable(const Event &event, int player, Language language = Language::English);

std::string tableText(const ReportTable &table);
// tableText(crosstableTable(…)) of the grid's crosstable, handed to `write` a line at a time and
// never made whole: a round robin of thousands of players is an N × N table.
void crosstableText(const CrosstableGrid &grid, const std::function<void(std::string_view)> &write);
// RFC 4180; points written with ½ become decimals ("11½" → "11.5").
std::string tableCsv(const ReportTable &table);
std::string tableHtml(const ReportTable &table, const ReportHeader &header);
// The chief arbiter's line at the end of a report, in the header's language.
std::string signatureLine(const ReportHeader &header);
// The line under the event's name: the subject, the venue and the dates, those given, joined by
// ", ": "Standings after round 5, Москва, 1950-11-05 - 1950-12-08".
std::string subjectLine(const ReportHeader &header);
// "Page 2 of 3", in the header's language.
std::string pageLine(const ReportHeader &header, int page, int pages);
// The subject of a report in `language`: "Standings after round 5" (afterRound 0: "Standings"),
// "Crosstable after round 5", "Round 3 pairings", "Card of Name (9)", "Players".
std::string standingsSubject(int afterRound, Language language);
std::string crosstableSubject(int afterRound, Language language);
std::string pairingsSubject(int round, Language language);
std::string playerCardSubject(const std::string &name, int startNumber, Language language);

// The PDF's bytes, made in memory: the caller writes them where it will. Empty when Qt
// could not paint it. Needs a QGuiApplication (any platform, offscreen included) for its fonts.
std::string tablePdf(const ReportTable &table, const ReportHeader &header);

} // namespace reports
