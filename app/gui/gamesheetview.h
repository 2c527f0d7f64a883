// The game sheet tab: the board to click, the notation field that takes every form the rules core
// reads, the move list, the finding of the last entry in plain words, and the draw-rule counters
// of the position shown. Navigation back and forth; a PDN can be opened or pasted.
#pragma once

#include "boardinput.h"
#include "boardwidget.h"
#include "gamesheet.h"
#include "movelistmodel.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace gui {

class GameSheetView : public QWidget
{
    Q_OBJECT

public:
    explicit GameSheetView(GameSheet *sheet, QWidget *parent = nullptr);

    BoardWidget *board() const { return m_board; }
    QLineEdit *notationField() const { return m_notation; }
    QLabel *findingLabel() const { return m_finding; }
    QLabel *countersLabel() const { return m_counters; }
    QListView *moveList() const { return m_moves; }
    BoardInput *input() const { return m_input; }

    // Reads a PDN text into the sheet; false (and the problem shown) when it is not wholly legal.
    bool openPdnText(const QString &text);

signals:
    void claimRequested();
    void saveRequested();

private:
    void enterTyped();
    void refresh();
    void showHint(const QString &text);
    void openPdnFile();

    GameSheet *m_sheet;
    BoardWidget *m_board;
    BoardInput *m_input;
    MoveListModel *m_model;
    QLineEdit *m_notation;
    QListView *m_moves;
    QLabel *m_finding;
    QLabel *m_counters;
    QLabel *m_toMove;
};

} // namespace gui
