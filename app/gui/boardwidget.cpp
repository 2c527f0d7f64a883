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

bool contains(const std::vector<arbiter::Square> &squares, arbiter::Square square)
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

void BoardWidget::setPosition(const arbiter::Position &position)
{
    m_position = position;
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void BoardWidget::setSelected(std::optional<arbiter::Square> square)
{
    m_selected = square;
    update();
}

void BoardWidget::setTargets(const std::vector<arbiter::Square> &squares)
{
    m_targets = squares;
    update();
}

void BoardWidget::setRouteChoices(const std::vector<arbiter::Square> &squares)
{
    m_routeChoices = squares;
    update();
}

void BoardWidget::setLastMove(std::optional<arbiter::Square> from,
                              std::optional<arbiter::Square> to)
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
    return {(width() - board) / 2, (height() - board) / 2, board, board};
}

QRectF BoardWidget::squareRect(int file, int rank) const
{
    const QRectF board = boardRect();
    const qreal size = board.width() / 8;
    const int column = m_flipped ? 7 - file : file;
    const int row = m_flipped ? rank : 7 - rank;
    return {board.left() + column * size, board.top() + row * size, size, size};
}

QPoint BoardWidget::centreOf(arbiter::Square square) const
{
    return squareRect(square.file(), square.rank()).center().toPoint();
}

std::optional<arbiter::Square> BoardWidget::squareAt(QPoint point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return std::nullopt;
    const qreal size = board.width() / 8;
    const int column = std::clamp(static_cast<int>((point.x() - board.left()) / size), 0, 7);
    const int row = std::clamp(static_cast<int>((point.y() - board.top()) / size), 0, 7);
    const int file = m_flipped ? 7 - column : column;
    const int rank = m_flipped ? row : 7 - row;
    return arbiter::Square::fromFileRank(file, rank);
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const qreal size = board.width() / 8;

    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file) {
            const QRectF rect = squareRect(file, rank);
            const auto square = arbiter::Square::fromFileRank(file, rank);
            QColor colour = square ? darkSquare : lightSquare;
            if (square && (square == m_lastFrom || square == m_lastTo))
                colour = lastMoveColour;
            painter.fillRect(rect, colour);
            if (square && square == m_selected) {
                painter.setPen(QPen(selectedColour, size / 12));
                painter.drawRect(rect.adjusted(size / 24, size / 24, -size / 24, -size / 24));
            }
        }
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    // Coordinates: files below, ranks on the left, as on a printed diagram.
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(size / 4)));
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < 8; ++i) {
        const QRectF fileCell = squareRect(i, m_flipped ? 7 : 0);
        painter.drawText(QRectF(fileCell.left(), board.bottom(), size, board.top() - 0),
                         Qt::AlignHCenter | Qt::AlignTop, QString(QChar('a' + i)));
        const QRectF rankCell = squareRect(m_flipped ? 7 : 0, i);
        painter.drawText(QRectF(0, rankCell.top(), board.left() - 2, size),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
    }

    for (unsigned index = 0; index < 32; ++index) {
        const arbiter::Square square = arbiter::Square::fromIndex(index);
        const QRectF rect = squareRect(square.file(), square.rank());
        if (const auto piece = m_position.pieceAt(square)) {
            const bool white = piece->side == arbiter::Side::White;
            const QColor fill = white ? QColor(0xF8, 0xF4, 0xE8) : QColor(0x20, 0x20, 0x20);
            const QColor edge = white ? QColor(0x40, 0x40, 0x40) : QColor(0xD0, 0xD0, 0xD0);
            const qreal radius = size * 0.38;
            painter.setPen(QPen(edge, size / 24));
            painter.setBrush(fill);
            painter.drawEllipse(rect.center(), radius, radius);
            painter.drawEllipse(rect.center(), radius * 0.7, radius * 0.7);
            if (piece->kind == arbiter::PieceKind::King) {
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
        if (contains(m_targets, square) || contains(m_routeChoices, square)) {
            const bool route = contains(m_routeChoices, square);
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
