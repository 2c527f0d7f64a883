// The game sheet tab: what game it is (event, round, board, players, result) above the board to
// click, the notation field that takes every form the rules core reads, the move list in two
// columns, the finding of the last entry in plain words, and the draw-rule counters of the
// position shown. Navigation back and forth; a PDN can be opened or pasted — after asking, when
// the sheet holds moves; a move entered at an earlier ply asks before replacing the rest.
#pragma once

#include "boardinput.h"
#include "boardwidget.h"
#include "gamesheet.h"
#include "movelistmodel.h"

#include <QWidget>
#include <functional>

class QLabel;
class QLineEdit;
class QTableView;
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
    QTableView *moveList() const { return m_moves; }
    BoardInput *input() const { return m_input; }
    // "USSR 1950 · Round 3 · Board 2" over "White: … · Black: … · Result: 1-0"; "New game" for a
    // sheet that names nothing yet.
    QLabel *headerLabel() const { return m_header; }

    // Asks the judge a yes/no question: a QMessageBox unless a test answers it.
    using Confirmer = std::function<bool(const QString &question)>;
    void setConfirmer(Confirmer confirmer) { m_confirmer = std::move(confirmer); }
    bool confirm(const QString &question);
    // True when the sheet may be replaced: it holds no move, or the judge agreed to throw it away.
    bool confirmDiscard();

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
    QString headerText() const;

    GameSheet *m_sheet;
    BoardWidget *m_board;
    BoardInput *m_input;
    MoveListModel *m_model;
    QLineEdit *m_notation;
    QTableView *m_moves;
    QLabel *m_finding;
    QLabel *m_counters;
    QLabel *m_toMove;
    QLabel *m_header;
    Confirmer m_confirmer;
};

} // namespace gui
