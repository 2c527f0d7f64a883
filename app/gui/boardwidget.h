// The board on screen: a position drawn as vector graphics (it scales with the window), squares
// to click, and highlights — the piece picked up, where it can go, the landing squares that tell
// apart capture routes with the same start and end. The boards read by files and ranks (Russian
// and Brazilian draughts) have them written around; the boards read by numbers
// (arbiter::readByNumbers: International, English, Italian, Pool) have their squares' numbers
// written on them. Squares are named by their PDN number (1…32 or 1…50, row by row from Black's
// side; on the mirrored Italian board the top row's first dark square is a8). It knows no rules:
// BoardInput does the choosing with the rules core's legal moves.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse the C++20 of the standard headers they bring
#include "arbiter/fen.h"
#include "arbiter/variant.h"
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

    // The pieces by square number, on the board of `variant`.
    void setPosition(const arbiter::FenPieces &pieces, arbiter::Variant variant);
    const arbiter::FenPieces &pieces() const { return m_pieces; }
    arbiter::Variant variant() const { return m_variant; }
    int columns() const;
    int rows() const;
    // White at the bottom (false) or Black (true).
    void setFlipped(bool flipped);
    bool flipped() const { return m_flipped; }

    void setSelected(std::optional<int> square);
    void setTargets(const std::vector<int> &squares);      // where the piece can go
    void setRouteChoices(const std::vector<int> &squares); // landing squares to pick
    void setLastMove(std::optional<int> from, std::optional<int> to);

    // The centre of square `number` in widget coordinates, and the square under `point` (none: a
    // light square or outside the board).
    QPoint centreOf(int number) const;
    std::optional<int> squareAt(QPoint point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void squareClicked(int number);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRectF boardRect() const;
    // The square in `column` and `row` as White sees the board (row 0 at the top).
    QRectF squareRect(int column, int row) const;
    // The PDN number of the dark square at `column`, `row` (0 for a light one).
    int numberAt(int column, int row) const;

    arbiter::FenPieces m_pieces;
    arbiter::Variant m_variant = arbiter::Variant::Russian;
    bool m_flipped = false;
    std::optional<int> m_selected;
    std::vector<int> m_targets;
    std::vector<int> m_routeChoices;
    std::optional<int> m_lastFrom;
    std::optional<int> m_lastTo;
};

} // namespace gui
