// The board on screen: a position drawn as vector graphics (it scales with the window), squares
// to click, and highlights — the piece picked up, where it can go, the landing squares that tell
// apart capture routes with the same start and end. It knows no rules: BoardInput does the
// choosing with the rules core's legal moves.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "arbiter/position.h"
#include "arbiter/square.h"
#endif

#include <QWidget>
#include <optional>
#include <vector>

namespace gui {

class BoardWidget : public QWidget
{
    Q_OBJECT

public:
    explicit BoardWidget(QWidget *parent = nullptr);

    void setPosition(const arbiter::Position &position);
    const arbiter::Position &position() const { return m_position; }
    // White at the bottom (false) or Black (true).
    void setFlipped(bool flipped);
    bool flipped() const { return m_flipped; }

    void setSelected(std::optional<arbiter::Square> square);
    void setTargets(const std::vector<arbiter::Square> &squares);      // where the piece can go
    void setRouteChoices(const std::vector<arbiter::Square> &squares); // landing squares to pick
    void setLastMove(std::optional<arbiter::Square> from, std::optional<arbiter::Square> to);

    // The centre of `square` in widget coordinates, and the square under `point` (none: a light
    // square or outside the board).
    QPoint centreOf(arbiter::Square square) const;
    std::optional<arbiter::Square> squareAt(QPoint point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void squareClicked(arbiter::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRectF boardRect() const;
    QRectF squareRect(int file, int rank) const;

    arbiter::Position m_position;
    bool m_flipped = false;
    std::optional<arbiter::Square> m_selected;
    std::vector<arbiter::Square> m_targets;
    std::vector<arbiter::Square> m_routeChoices;
    std::optional<arbiter::Square> m_lastFrom;
    std::optional<arbiter::Square> m_lastTo;
};

} // namespace gui
