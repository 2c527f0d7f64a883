// A report's table laid out on A4 pages and painted row by row with QPainter (issue 13). The
// font (10, 9, 8, 7 or 6 pt) and the orientation are the largest font and, at it, upright before
// across, at which the table fits the page's width; every row is one height (1.5 times the font),
// so the page breaks are computed, not found by a text layout, and the heading row is repeated on
// every page. A table too wide for a page across at 6 pt is cut into bands of columns, each band
// repeating the table's key columns (place, number, name) on its left; the pages then go block
// of rows by block of rows, each block's bands in turn.
//
// Laying out and painting take time and memory in proportion to the cells: a QTextDocument table
// re-laid every page grew with the square of the rows (2 000 standings rows took 11 s).
#pragma once

#include "reportdocument.h"

#include <QFont>
#include <QPageLayout>
#include <string>
#include <unordered_map>
#include <vector>

class QPagedPaintDevice;
class QPainter;

namespace reports {

class PrintedTable
{
public:
    // Lays `table` out; both must outlive this object. Needs a QGuiApplication (any platform,
    // offscreen included) for the fonts.
    PrintedTable(const ReportTable &table, const ReportHeader &header);

    // A4, 15 mm margins, upright or across.
    const QPageLayout &pageLayout() const { return m_pageLayout; }
    double fontPointSize() const { return m_pointSize; }
    double rowHeightPoints() const { return m_rowHeight; }
    // Rows of the table's body on a full page, under the repeated heading row.
    int rowsPerPage() const { return m_rowsPerPage; }
    // Each column's width at the font chosen, in points, the cell's padding included; a table
    // that fits takes the page's whole width, the room left shared evenly among its columns.
    const std::vector<double> &columnWidthsPoints() const { return m_widths; }
    // The columns of each band, as indices into a row; a single band when the table fits.
    const std::vector<std::vector<std::size_t>> &bands() const { return m_bands; }
    // Blocks of rows times bands; at least one page.
    int pageCount() const;

    // Paints every page on `device`, whose page layout the caller has set to pageLayout() (a
    // QPdfWriter, a QPrinter); false when the painter could not begin or end.
    bool paint(QPagedPaintDevice &device) const;

    // The page's heading (event, subject) and foot (signature line, page number), in points.
    static constexpr double headerPoints = 34;
    static constexpr double footerPoints = 24;
    // The table's notes (the tie-break legend), wrapped to the page's width above the foot of
    // every page, so that each page pinned up reads alone; 0 without notes.
    double notesHeightPoints() const { return m_notesHeight; }

private:
    void paintPage(QPainter &painter, double dotsPerPoint, int block, std::size_t band,
                   int page) const;

    const ReportTable &m_table;
    const ReportHeader &m_header;
    QFont m_font;
    QFont m_boldFont;
    QPageLayout m_pageLayout;
    double m_pointSize = 10;
    double m_rowHeight = 15;
    double m_padding = 3;              // each side of a cell, points
    std::vector<double> m_widths;      // per column, points, padding included
    std::vector<double> m_headerWidth; // the heading row's texts in bold at 10 pt, points
    std::vector<std::vector<std::size_t>> m_bands;
    int m_rowsPerPage = 1;
    double m_notesHeight = 0;
    // Every text of the body at 10 pt, in points: measured once, however often it occurs.
    std::unordered_map<std::string, double> m_natural;
};

} // namespace reports
