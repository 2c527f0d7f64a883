// Moves entered by clicking the board: the piece, then where it goes. When several legal moves
// (different pieces taken) share that start and end, the landing squares that tell them apart are
// highlighted and the judge clicks one until one move is left. Legal moves come from the rules
// core through the game sheet, on the board of its variant; a click that fits none says why in
// plain words (hint()).
#pragma once

#include "boardwidget.h"
#include "gamesheet.h"

#include <QObject>
#include <optional>
#include <vector>

namespace gui {

class BoardInput : public QObject
{
    Q_OBJECT

public:
    BoardInput(BoardWidget *board, GameSheet *sheet, QObject *parent = nullptr);

    // The square clicked (its PDN number), as BoardWidget::squareClicked reports it.
    void click(int square);
    // Forgets a half-entered move.
    void clear();

signals:
    // Why a click did nothing: "capture is mandatory: c3:e5", "f6 is not a piece of White" …
    void hint(const QString &text);

private:
    void select(int square);
    void show();
    void showPosition();

    BoardWidget *m_board;
    GameSheet *m_sheet;
    // The legal moves of the sheet's position (read once per position).
    std::vector<SheetMove> m_legal;
    std::optional<int> m_from;
    // After the target was clicked and several moves fit: those still in question.
    std::vector<SheetMove> m_candidates;
};

} // namespace gui
