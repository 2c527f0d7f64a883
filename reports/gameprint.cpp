#include "gameprint.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

namespace reports {

namespace {

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

std::string roundAndBoard(const GameHeading &heading)
{
    if (heading.round && heading.board && heading.game)
        return reportText(ReportWord::RoundBoardAndGame, heading.language,
                          {std::to_string(*heading.round), std::to_string(*heading.board),
                           std::to_string(*heading.game)});
    if (heading.round && heading.board)
        return reportText(ReportWord::RoundAndBoard, heading.language,
                          {std::to_string(*heading.round), std::to_string(*heading.board)});
    if (heading.round)
        return reportText(ReportWord::RoundOnly, heading.language,
                          {std::to_string(*heading.round)});
    if (heading.board)
        return reportText(ReportWord::BoardOnly, heading.language,
                          {std::to_string(*heading.board)});
    return {};
}

// A PDF on A4 portrait in millimetres, made in memory: the painter's unit is 0.1 mm.
class Page
{
public:
    explicit Page(const std::string &title) : m_writer(&m_bytes)
    {
        m_bytes.open(QIODevice::WriteOnly); // QPdfWriter expects its device open
        m_writer.setTitle(text(title));
        m_writer.setCreator(QStringLiteral("Shashki Arbiter"));
        m_writer.setResolution(254); // 10 dots per millimetre
        m_writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                           QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    }
    bool begin() { return m_painter.begin(&m_writer); }
    // The next sheet on a new page.
    bool newPage() { return m_writer.newPage(); }
    QPainter &painter() { return m_painter; }
    double width() const
    {
        return m_writer.pageLayout().paintRectPixels(m_writer.resolution()).width();
    }
    void font(double points, bool bold = false)
    {
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(points);
        font.setBold(bold);
        m_painter.setFont(font);
    }
    void heading(const GameHeading &heading, const std::string &title)
    {
        font(14, true);
        m_painter.drawText(QRectF(0, 0, width(), 80), Qt::AlignLeft, text(title));
        font(10);
        m_painter.drawText(QRectF(0, 80, width(), 60), Qt::AlignLeft,
                           text(heading.event + (heading.date.empty() ? "" : ", " + heading.date)));
        m_painter.drawText(QRectF(0, 140, width(), 60), Qt::AlignLeft,
                           text(roundAndBoard(heading)));
        m_painter.drawText(
            QRectF(0, 210, width() / 2, 60), Qt::AlignLeft,
            text(reportText(ReportWord::WhitePlayer, heading.language, {heading.white})));
        m_painter.drawText(
            QRectF(width() / 2, 210, width() / 2, 60), Qt::AlignLeft,
            text(reportText(ReportWord::BlackPlayer, heading.language, {heading.black})));
    }
    // The finished PDF; empty when Qt could not finish it.
    std::string end() { return m_painter.end() ? m_bytes.data().toStdString() : std::string(); }

private:
    QBuffer m_bytes; // before m_writer, which writes into it
    QPdfWriter m_writer;
    QPainter m_painter;
};

// The board of `variant` from White's side, square 1 at the top (its second column; its first on
// the mirrored Italian board): men as discs, kings with a second ring. Boards read by files and
// ranks are labelled a…h and 1…8; boards read by numbers (arbiter::readByNumbers) have each dark
// square's number in its corner.
void drawDiagram(QPainter &painter, const arbiter::FenPieces &position, arbiter::Variant variant,
                 QPointF origin, double side)
{
    const arbiter::VariantRules &rules = arbiter::rulesOf(variant);
    const int columns = rules.columns;
    const int rows = rules.rows;
    const double cell = side / columns;
    const bool numbered = arbiter::readByNumbers(variant);
    const arbiter::BoardGeometry geometry = arbiter::geometryOf(rules);
    QFont font(QStringLiteral("DejaVu Sans"));
    painter.save();
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const QRectF square(origin.x() + column * cell, origin.y() + row * cell, cell, cell);
            const std::optional<int> dark = geometry.numberOf({column, rows - 1 - row});
            painter.fillRect(square, dark ? QColor(120, 120, 120) : QColor(240, 240, 240));
            if (!dark)
                continue;
            const int number = *dark; // PDN 3.0 numbering, from Black's side
            const std::uint64_t bit = std::uint64_t{1} << (number - 1);
            if (numbered) {
                font.setPointSizeF(4);
                painter.setFont(font);
                painter.setPen(QColor(230, 230, 230));
                painter.drawText(square.adjusted(cell * 0.05, 0, 0, 0),
                                 Qt::AlignLeft | Qt::AlignTop, QString::number(number));
            }
            const bool white = ((position.men[0] | position.kings[0]) & bit) != 0;
            const bool black = ((position.men[1] | position.kings[1]) & bit) != 0;
            if (!white && !black)
                continue;
            const QRectF disc =
                square.adjusted(cell * 0.12, cell * 0.12, -cell * 0.12, -cell * 0.12);
            painter.setBrush(white ? Qt::white : Qt::black);
            painter.setPen(QPen(white ? Qt::black : Qt::white, 4));
            painter.drawEllipse(disc);
            if ((position.kings[0] | position.kings[1]) & bit) {
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(
                    disc.adjusted(cell * 0.15, cell * 0.15, -cell * 0.15, -cell * 0.15));
            }
        }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, 5));
    painter.drawRect(QRectF(origin, QSizeF(side, side * rows / columns)));
    if (!numbered) {
        font.setPointSizeF(8);
        painter.setFont(font);
        for (int i = 0; i < columns; ++i) {
            painter.drawText(QRectF(origin.x() + i * cell, origin.y() + rows * cell + 5, cell, 40),
                             Qt::AlignHCenter | Qt::AlignTop, QString(QChar('a' + i)));
            painter.drawText(QRectF(origin.x() - 45, origin.y() + (rows - 1 - i) * cell, 40, cell),
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
        }
    }
    painter.restore();
}

// The sheet's title: "Game sheet", with the variant when it is not Russian draughts.
std::string sheetTitle(const GameHeading &heading)
{
    ReportWord name = ReportWord::InternationalDraughts;
    switch (heading.variant) {
    case arbiter::Variant::Russian:
        return reportText(ReportWord::GameSheet, heading.language);
    case arbiter::Variant::Brazilian:
        name = ReportWord::BrazilianDraughts;
        break;
    case arbiter::Variant::English:
        name = ReportWord::EnglishCheckers;
        break;
    case arbiter::Variant::Italian:
        name = ReportWord::ItalianDraughts;
        break;
    case arbiter::Variant::Pool:
        name = ReportWord::PoolCheckers;
        break;
    case arbiter::Variant::Giveaway:
        name = ReportWord::Giveaway;
        break;
    case arbiter::Variant::International:
    case arbiter::Variant::Russian10x8: // no tournament is of these (reports::defaultRuleSet)
    case arbiter::Variant::Spantsiretti:
        break;
    }
    return reportText(ReportWord::GameSheetOf, heading.language,
                      {reportText(name, heading.language)});
}

} // namespace

namespace {

// One blank sheet on the page begun.
void paintGameSheet(Page &page, const GameHeading &heading)
{
    QPainter &painter = page.painter();
    page.heading(heading, sheetTitle(heading));
    // Two blocks of numbered lines (30 each, 40 on the 100-square sheet): move, White, Black —
    // or move, Black, White where Black moves first (English and Pool checkers).
    const int sheetMoves = heading.variant == arbiter::Variant::International ? 80 : 60;
    const bool blackFirst = arbiter::rulesOf(heading.variant).firstToMove == arbiter::Side::Black;
    const ReportWord first = blackFirst ? ReportWord::Black : ReportWord::White;
    const ReportWord second = blackFirst ? ReportWord::White : ReportWord::Black;
    const double top = 300;
    const double row = 68.0 * 60 / sheetMoves;
    const double blockWidth = page.width() / 2 - 40;
    page.font(8, true);
    painter.setPen(QPen(Qt::black, 2));
    for (int block = 0; block < 2; ++block) {
        const double left = block * (blockWidth + 80);
        const double number = 90;
        const double half = (blockWidth - number) / 2;
        painter.drawText(QRectF(left, top, number, row), Qt::AlignCenter,
                         text(reportText(ReportWord::MoveNumber, heading.language)));
        painter.drawText(QRectF(left + number, top, half, row), Qt::AlignCenter,
                         text(reportText(first, heading.language)));
        painter.drawText(QRectF(left + number + half, top, half, row), Qt::AlignCenter,
                         text(reportText(second, heading.language)));
        page.font(8);
        for (int line = 0; line <= sheetMoves / 2; ++line) {
            const double y = top + line * row;
            painter.drawRect(QRectF(left, y, number, row));
            painter.drawRect(QRectF(left + number, y, half, row));
            painter.drawRect(QRectF(left + number + half, y, half, row));
            if (line > 0)
                painter.drawText(QRectF(left, y, number, row), Qt::AlignCenter,
                                 QString::number(block * sheetMoves / 2 + line));
        }
        page.font(8, true);
    }
    const double bottom = top + (sheetMoves / 2 + 1) * row + 60;
    page.font(10);
    painter.drawText(QRectF(0, bottom, page.width(), 60), Qt::AlignLeft,
                     text(reportText(ReportWord::SheetFoot, heading.language)));
}

} // namespace

std::string gameSheetPdf(const GameHeading &heading)
{
    return gameSheetsPdf({heading});
}

std::string gameSheetsPdf(const std::vector<GameHeading> &headings)
{
    if (headings.empty())
        return {};
    Page page(sheetTitle(headings.front()));
    if (!page.begin())
        return {};
    for (std::size_t i = 0; i < headings.size(); ++i) {
        if (i > 0 && !page.newPage())
            return {};
        paintGameSheet(page, headings[i]);
    }
    return page.end();
}

namespace {

// 1 when the game starts with the second mover's move (its first pair is "1... f6-e5").
std::size_t offsetOf(const PrintedGame &game)
{
    return game.firstMover == arbiter::rulesOf(game.heading.variant).firstToMove ? 0 : 1;
}

// How many numbered moves the game has.
std::size_t pairsOf(const PrintedGame &game)
{
    return (game.moves.size() + offsetOf(game) + 1) / 2;
}

// Numbered move `i` (0-based): "12. c3-d4 f6-g5", "1... f6-e5", the two plies joined by `gap`.
std::string pairText(const PrintedGame &game, std::size_t i, const std::string &gap)
{
    const std::size_t offset = offsetOf(game);
    const std::string number = std::to_string(i + 1);
    if (i == 0 && offset == 1)
        return game.moves.empty() ? number + "..." : number + "... " + game.moves[0];
    const std::size_t first = 2 * i - offset;
    std::string line = number + ". " + game.moves[first];
    if (first + 1 < game.moves.size())
        line += gap + game.moves[first + 1];
    return line;
}

} // namespace

std::string gameText(const PrintedGame &game)
{
    std::string out = game.heading.event + "\n";
    const std::string where = roundAndBoard(game.heading);
    if (!where.empty())
        out += where + "\n";
    out += game.heading.white + " - " + game.heading.black + "  " + game.result + "\n\n";
    for (std::size_t i = 0; i < pairsOf(game); ++i)
        out += pairText(game, i, " ") + "\n";
    return out + game.result + "\n";
}

std::string gamePdf(const PrintedGame &game)
{
    Page page(game.heading.white + " - " + game.heading.black);
    if (!page.begin())
        return {};
    QPainter &painter = page.painter();
    page.heading(game.heading,
                 game.heading.white + " - " + game.heading.black + "   " + game.result);
    // The moves in columns of numbered pairs on the left, the diagram on the right.
    page.font(8);
    const double top = 300;
    const double columnWidth = 380;
    // Two columns left of the diagram, rows closer together for a long game.
    const std::size_t pairs = pairsOf(game);
    const std::size_t perColumn = std::max<std::size_t>(40, (pairs + 1) / 2);
    const double row = std::min(42.0, 2270.0 / static_cast<double>(perColumn));
    for (std::size_t i = 0; i < pairs; ++i) {
        const double x = static_cast<double>(i / perColumn) * columnWidth;
        const double y = top + static_cast<double>(i % perColumn) * row;
        const std::string line = pairText(game, i, "  ");
        painter.drawText(QRectF(x, y, columnWidth, row), Qt::AlignLeft | Qt::AlignVCenter,
                         text(line));
    }
    const double side = 700;
    const QPointF origin(page.width() - side, top);
    drawDiagram(painter, game.finalPosition, game.heading.variant, origin, side);
    page.font(9);
    painter.drawText(QRectF(origin.x(), origin.y() + side + 50, side, 50), Qt::AlignHCenter,
                     text(reportText(ReportWord::FinalPosition, game.heading.language)));
    return page.end();
}

} // namespace reports
