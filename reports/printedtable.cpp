#include "printedtable.h"

#include <QFontMetricsF>
#include <QImage>
#include <QLineF>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QStringList>
#include <QVector>
#include <algorithm>
#include <array>
#include <cmath>

namespace reports {

namespace {

constexpr double measuredPoints = 10; // the size every text is measured at
// Widths are measured at a resolution where hinting rounds nothing that matters, and scale with
// the font's size from there.
constexpr double measuringDpi = 1200;
constexpr std::array<double, 5> fontPoints = {10, 9, 8, 7, 6};
constexpr double rowHeightPerPoint = 1.5; // DejaVu Sans's lines take 1.164 of its size
constexpr double paddingPerPoint = 0.3;   // each side of a cell
// No column takes more than this share of an upright page's width; longer texts are cut short.
constexpr double widestColumnShare = 0.4;
constexpr double notesPoints = 7.5; // the size of the notes under the table

QFont notesFont()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(notesPoints);
    return font;
}

// The notes as one text, a line each.
QString notesText(const std::vector<std::string> &notes)
{
    QStringList lines;
    for (const std::string &note : notes)
        lines.append(QString::fromStdString(note));
    return lines.join(QLatin1Char('\n'));
}

QPageLayout a4(QPageLayout::Orientation orientation)
{
    return QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF(15, 15, 15, 15),
                       QPageLayout::Millimeter);
}

double paintWidthPoints(const QPageLayout &layout)
{
    return layout.paintRect(QPageLayout::Point).width();
}

} // namespace

PrintedTable::PrintedTable(const ReportTable &table, const ReportHeader &header)
    : m_table(table), m_header(header), m_font(QStringLiteral("DejaVu Sans")),
      m_pageLayout(a4(QPageLayout::Portrait))
{
    m_boldFont = m_font;
    m_boldFont.setBold(true);
    QImage measuring(1, 1, QImage::Format_Mono);
    const int dotsPerMeter = static_cast<int>(std::lround(measuringDpi / 0.0254));
    measuring.setDotsPerMeterX(dotsPerMeter);
    measuring.setDotsPerMeterY(dotsPerMeter);
    QFont font = m_font;
    font.setPointSizeF(measuredPoints);
    QFont bold = m_boldFont;
    bold.setPointSizeF(measuredPoints);
    const QFontMetricsF metrics(font, &measuring);
    const QFontMetricsF boldMetrics(bold, &measuring);
    constexpr double pointsPerDot = 72.0 / measuringDpi;

    const std::size_t columns = table.rows.empty() ? 0 : table.rows.front().size();
    std::vector<double> natural(columns, 0);
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const auto &row = table.rows[r];
        for (std::size_t c = 0; c < row.size() && c < columns; ++c) {
            double width = 0;
            if (r == 0) {
                width =
                    boldMetrics.horizontalAdvance(QString::fromStdString(row[c])) * pointsPerDot;
                m_headerWidth.push_back(width);
            } else {
                const auto [found, added] = m_natural.try_emplace(row[c], 0.0);
                if (added)
                    found->second =
                        metrics.horizontalAdvance(QString::fromStdString(row[c])) * pointsPerDot;
                width = found->second;
            }
            natural[c] = std::max(natural[c], width);
        }
    }

    // The widths at a font size, capped.
    const double widest = paintWidthPoints(a4(QPageLayout::Portrait)) * widestColumnShare;
    const auto widthsAt = [&natural, widest](double points) {
        std::vector<double> widths;
        for (double width : natural)
            widths.push_back(
                std::min(width * points / measuredPoints + 2 * paddingPerPoint * points, widest));
        return widths;
    };
    const auto total = [](const std::vector<double> &widths) {
        double sum = 0;
        for (double width : widths)
            sum += width;
        return sum;
    };
    bool fits = false;
    for (double points : fontPoints) {
        m_pointSize = points;
        m_widths = widthsAt(points);
        for (const auto orientation : {QPageLayout::Portrait, QPageLayout::Landscape}) {
            if (total(m_widths) <= paintWidthPoints(a4(orientation))) {
                m_pageLayout = a4(orientation);
                fits = true;
                break;
            }
        }
        if (fits)
            break;
    }
    const double pageWidth = paintWidthPoints(m_pageLayout);
    if (fits) {
        // Across the whole width, as the earlier HTML table was: the room left shared evenly.
        const double spare =
            columns == 0 ? 0 : (pageWidth - total(m_widths)) / static_cast<double>(columns);
        m_bands.emplace_back();
        for (std::size_t c = 0; c < columns; ++c) {
            m_widths[c] += spare;
            m_bands.back().push_back(c);
        }
    } else {
        // Across at the smallest font, cut into bands that each repeat the key columns.
        m_pageLayout = a4(QPageLayout::Landscape);
        const std::size_t keys = std::min(table.keyColumns, columns);
        double keyWidth = 0;
        for (std::size_t c = 0; c < keys; ++c)
            keyWidth += m_widths[c];
        double used = pageWidth; // start a band at the first column
        for (std::size_t c = keys; c < columns; ++c) {
            if (used + m_widths[c] > pageWidth &&
                (m_bands.empty() || m_bands.back().size() > keys)) {
                m_bands.emplace_back();
                for (std::size_t k = 0; k < keys; ++k)
                    m_bands.back().push_back(k);
                used = keyWidth;
            }
            m_bands.back().push_back(c);
            used += m_widths[c];
        }
        if (m_bands.empty()) { // key columns alone
            m_bands.emplace_back();
            for (std::size_t k = 0; k < keys; ++k)
                m_bands.back().push_back(k);
        }
    }
    m_font.setPointSizeF(m_pointSize);
    m_boldFont.setPointSizeF(m_pointSize);
    m_rowHeight = rowHeightPerPoint * m_pointSize;
    m_padding = paddingPerPoint * m_pointSize;
    if (!table.notes.empty()) {
        const QFontMetricsF notesMetrics(notesFont(), &measuring);
        const double widthDots = paintWidthPoints(m_pageLayout) / pointsPerDot;
        m_notesHeight = notesMetrics
                                .boundingRect(QRectF(0, 0, widthDots, 1e9), Qt::TextWordWrap,
                                              notesText(table.notes))
                                .height() *
                            pointsPerDot +
                        4;
    }
    const double bodyHeight = m_pageLayout.paintRect(QPageLayout::Point).height() - headerPoints -
                              footerPoints - m_notesHeight;
    m_rowsPerPage = std::max(1, static_cast<int>((bodyHeight - m_rowHeight) / m_rowHeight));
}

int PrintedTable::pageCount() const
{
    const int bodyRows = std::max(0, static_cast<int>(m_table.rows.size()) - 1);
    const int blocks = std::max(1, (bodyRows + m_rowsPerPage - 1) / m_rowsPerPage);
    return blocks * static_cast<int>(m_bands.size());
}

bool PrintedTable::paint(QPagedPaintDevice &device) const
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const double dotsPerPoint = device.logicalDpiY() / 72.0;
    const int blocks = pageCount() / static_cast<int>(m_bands.size());
    int page = 0;
    for (int block = 0; block < blocks; ++block)
        for (std::size_t band = 0; band < m_bands.size(); ++band) {
            if (page > 0)
                device.newPage();
            paintPage(painter, dotsPerPoint, block, band, ++page);
        }
    return painter.end();
}

void PrintedTable::paintPage(QPainter &painter, double dotsPerPoint, int block, std::size_t band,
                             int page) const
{
    const double k = dotsPerPoint;
    const QRectF paper = m_pageLayout.paintRect(QPageLayout::Point);
    const double width = paper.width() * k;
    const double height = paper.height() * k;
    const int pages = pageCount();

    // The page's heading and foot.
    QFont title(QStringLiteral("DejaVu Sans"));
    title.setPointSizeF(12);
    title.setBold(true);
    QFont small(QStringLiteral("DejaVu Sans"));
    small.setPointSizeF(8);
    painter.setFont(title);
    painter.drawText(QRectF(0, 0, width, 16 * k), Qt::AlignLeft,
                     QString::fromStdString(m_header.event));
    painter.setFont(small);
    painter.drawText(QRectF(0, 17 * k, width, 12 * k), Qt::AlignLeft,
                     QString::fromStdString(subjectLine(m_header)));
    const double footerTop = height - footerPoints * k + 6 * k;
    if (page == pages)
        painter.drawText(QRectF(0, footerTop, width, 12 * k), Qt::AlignLeft,
                         QString::fromStdString(signatureLine(m_header)));
    painter.drawText(QRectF(0, footerTop, width, 12 * k), Qt::AlignRight,
                     QString::fromStdString(pageLine(m_header, page, pages)));
    if (!m_table.notes.empty()) {
        painter.setFont(notesFont());
        painter.drawText(QRectF(0, footerTop - 6 * k - m_notesHeight * k, width, m_notesHeight * k),
                         Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
                         notesText(m_table.notes));
    }
    if (m_table.rows.empty())
        return;

    // The table: the heading row, then this block's rows.
    const std::vector<std::size_t> &columns = m_bands[band];
    const std::size_t first = 1 + static_cast<std::size_t>(block * m_rowsPerPage);
    const std::size_t last =
        std::min(m_table.rows.size(), first + static_cast<std::size_t>(m_rowsPerPage));
    const double top = headerPoints * k;
    const double rowHeight = m_rowHeight * k;
    std::vector<double> left = {0};
    for (std::size_t c : columns)
        left.push_back(left.back() + m_widths[c] * k);
    const double bottom = top + static_cast<double>(1 + last - first) * rowHeight;

    painter.fillRect(QRectF(0, top, left.back(), rowHeight), QColor(230, 230, 230));
    QVector<QLineF> grid;
    for (std::size_t r = 0; r <= 1 + last - first; ++r)
        grid.append(QLineF(0, top + static_cast<double>(r) * rowHeight, left.back(),
                           top + static_cast<double>(r) * rowHeight));
    for (double x : left)
        grid.append(QLineF(x, top, x, bottom));
    painter.setPen(QPen(QColor(128, 128, 128), 0.5 * k));
    painter.drawLines(grid);
    painter.setPen(Qt::black);

    const double scale = m_pointSize / 10.0;
    const auto drawRow = [&](std::size_t r, double y, const QFont &font) {
        painter.setFont(font);
        const QFontMetricsF metrics(font, painter.device());
        const double baseline = y + (rowHeight + metrics.ascent() - metrics.descent()) / 2;
        const auto &row = m_table.rows[r];
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const std::size_t c = columns[i];
            if (c >= row.size() || row[c].empty())
                continue;
            const double room = (m_widths[c] - 2 * m_padding) * k;
            double natural = 0;
            if (r == 0) {
                natural = m_headerWidth[c];
            } else {
                const auto found = m_natural.find(row[c]);
                natural = found == m_natural.end() ? 0 : found->second;
            }
            double textWidth = natural * scale * k;
            QString text = QString::fromStdString(row[c]);
            if (textWidth > room + 0.5 * k) { // cut short to fit its column
                text = metrics.elidedText(text, Qt::ElideRight, room);
                textWidth = metrics.horizontalAdvance(text);
            }
            const bool right = c < m_table.alignRight.size() && m_table.alignRight[c];
            const double x =
                right ? left[i + 1] - m_padding * k - textWidth : left[i] + m_padding * k;
            painter.drawText(QPointF(x, baseline), text);
        }
    };
    drawRow(0, top, m_boldFont);
    for (std::size_t r = first; r < last; ++r)
        drawRow(r, top + static_cast<double>(1 + r - first) * rowHeight, m_font);
}

} // namespace reports
