#include "boardwidget.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace gui {

namespace {

const QColor lightSquare(0xEE, 0xDC, 0xB3);
const QColor darkSquare(0x8B, 0x5A, 0x2B);
const QColor selectedColour(0xF5, 0xD0, 0x20);
const QColor targetColour(0x3C, 0xB3, 0x4A);
const QColor routeColour(0xF0, 0x80, 0x20);
const QColor lastMoveColour(0xA0, 0x7A, 0x3A);

bool containsSquare(const std::vector<int> &squares, int square)
{
    return std::find(squares.begin(), squares.end(), square) != squares.end();
}

} // namespace

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
    setAccessibleName(tr("Board"));
}

void BoardWidget::setPosition(const arbiter::FenPieces &pieces, arbiter::Variant variant)
{
    m_pieces = pieces;
    m_variant = variant;
    update();
}

int BoardWidget::columns() const
{
    return arbiter::rulesOf(m_variant).columns;
}

int BoardWidget::rows() const
{
    return arbiter::rulesOf(m_variant).rows;
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void BoardWidget::setSelected(std::optional<int> square)
{
    m_selected = square;
    update();
}

void BoardWidget::setTargets(const std::vector<int> &squares)
{
    m_targets = squares;
    update();
}

void BoardWidget::setRouteChoices(const std::vector<int> &squares)
{
    m_routeChoices = squares;
    update();
}

void BoardWidget::setLastMove(std::optional<int> from, std::optional<int> to)
{
    m_lastFrom = from;
    m_lastTo = to;
    update();
}

QSize BoardWidget::sizeHint() const
{
    return {480, 480};
}

QSize BoardWidget::minimumSizeHint() const
{
    return {200, 200};
}

QRectF BoardWidget::boardRect() const
{
    // A margin for the file letters and rank numbers.
    const qreal side = std::min(width(), height());
    const qreal margin = side / 18;
    const qreal board = side - 2 * margin;
    return {(width() - board) / 2, (height() - board) / 2, board, board * rows() / columns()};
}

QRectF BoardWidget::squareRect(int column, int row) const
{
    const QRectF board = boardRect();
    const qreal size = board.width() / columns();
    const int x = m_flipped ? columns() - 1 - column : column;
    const int y = m_flipped ? rows() - 1 - row : row;
    return {board.left() + x * size, board.top() + y * size, size, size};
}

int BoardWidget::numberAt(int column, int row) const
{
    // PDN 3.0 numbering: the dark squares row by row from the top, the top left corner light —
    // dark on the mirrored Italian board (arbiter/boardgeometry.h).
    return geometryOf(arbiter::rulesOf(m_variant)).numberOf({column, rows() - 1 - row}).value_or(0);
}

QPoint BoardWidget::centreOf(int number) const
{
    const auto at = geometryOf(arbiter::rulesOf(m_variant)).fileRankOf(number);
    if (!at)
        return {};
    return squareRect(at->file, rows() - 1 - at->rank).center().toPoint();
}

std::optional<int> BoardWidget::squareAt(QPoint point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return std::nullopt;
    const qreal size = board.width() / columns();
    const int x = std::clamp(static_cast<int>((point.x() - board.left()) / size), 0, columns() - 1);
    const int y = std::clamp(static_cast<int>((point.y() - board.top()) / size), 0, rows() - 1);
    const int column = m_flipped ? columns() - 1 - x : x;
    const int row = m_flipped ? rows() - 1 - y : y;
    if (const int number = numberAt(column, row))
        return number;
    return std::nullopt;
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const qreal size = board.width() / columns();
    const bool numbered = arbiter::readByNumbers(m_variant);

    QFont font = painter.font();
    for (int row = 0; row < rows(); ++row)
        for (int column = 0; column < columns(); ++column) {
            const QRectF rect = squareRect(column, row);
            const int number = numberAt(column, row);
            QColor colour = number ? darkSquare : lightSquare;
            if (number && (number == m_lastFrom || number == m_lastTo))
                colour = lastMoveColour;
            painter.fillRect(rect, colour);
            if (number && number == m_selected) {
                painter.setPen(QPen(selectedColour, size / 12));
                painter.drawRect(rect.adjusted(size / 24, size / 24, -size / 24, -size / 24));
            }
            if (number && numbered) {
                font.setPixelSize(std::max(6, static_cast<int>(size / 5)));
                painter.setFont(font);
                painter.setPen(lightSquare);
                painter.drawText(rect.adjusted(size / 20, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                                 QString::number(number));
            }
        }
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    if (!numbered) {
        // Coordinates: files below, ranks on the left, as on a printed diagram.
        font.setPixelSize(std::max(8, static_cast<int>(size / 4)));
        painter.setFont(font);
        painter.setPen(palette().color(QPalette::WindowText));
        for (int i = 0; i < columns(); ++i) {
            const QRectF fileCell = squareRect(i, m_flipped ? 0 : rows() - 1);
            painter.drawText(QRectF(fileCell.left(), board.bottom(), size, board.top()),
                             Qt::AlignHCenter | Qt::AlignTop, QString(QChar('a' + i)));
        }
        for (int i = 0; i < rows(); ++i) {
            const QRectF rankCell = squareRect(m_flipped ? columns() - 1 : 0, rows() - 1 - i);
            painter.drawText(QRectF(0, rankCell.top(), board.left() - 2, size),
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
        }
    }

    const int squares = columns() * rows() / 2;
    for (int number = 1; number <= squares; ++number) {
        const QRectF rect =
            QRectF(centreOf(number) - QPointF(size / 2, size / 2), QSizeF(size, size));
        const std::uint64_t bit = std::uint64_t{1} << (number - 1);
        const bool white = ((m_pieces.men[0] | m_pieces.kings[0]) & bit) != 0;
        const bool black = ((m_pieces.men[1] | m_pieces.kings[1]) & bit) != 0;
        if (white || black) {
            const QColor fill = white ? QColor(0xF8, 0xF4, 0xE8) : QColor(0x20, 0x20, 0x20);
            const QColor edge = white ? QColor(0x40, 0x40, 0x40) : QColor(0xD0, 0xD0, 0xD0);
            const qreal radius = size * 0.38;
            painter.setPen(QPen(edge, size / 24));
            painter.setBrush(fill);
            painter.drawEllipse(rect.center(), radius, radius);
            painter.drawEllipse(rect.center(), radius * 0.7, radius * 0.7);
            if ((m_pieces.kings[0] | m_pieces.kings[1]) & bit) {
                // A crown: a gold ring and three points.
                painter.setPen(QPen(QColor(0xD4, 0xA0, 0x17), size / 16));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(rect.center(), radius * 0.45, radius * 0.45);
                QPainterPath crown;
                const QPointF c = rect.center();
                const qreal w = radius * 0.45;
                crown.moveTo(c.x() - w, c.y() + w * 0.3);
                crown.lineTo(c.x() - w, c.y() - w * 0.5);
                crown.lineTo(c.x() - w / 2, c.y());
                crown.lineTo(c.x(), c.y() - w * 0.7);
                crown.lineTo(c.x() + w / 2, c.y());
                crown.lineTo(c.x() + w, c.y() - w * 0.5);
                crown.lineTo(c.x() + w, c.y() + w * 0.3);
                crown.closeSubpath();
                painter.setBrush(QColor(0xD4, 0xA0, 0x17));
                painter.setPen(Qt::NoPen);
                painter.drawPath(crown);
            }
        }
        if (containsSquare(m_targets, number) || containsSquare(m_routeChoices, number)) {
            const bool route = containsSquare(m_routeChoices, number);
            painter.setPen(Qt::NoPen);
            painter.setBrush(route ? routeColour : targetColour);
            const qreal dot = size * (route ? 0.18 : 0.12);
            painter.drawEllipse(rect.center(), dot, dot);
        }
    }
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const auto square = squareAt(event->position().toPoint()))
        emit squareClicked(*square);
}

} // namespace gui
