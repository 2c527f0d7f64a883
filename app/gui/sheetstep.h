// A move entered on the game sheet, as a step of the undo history: undo takes it off (and puts
// back the moves it replaced, when it was entered after stepping back); redo enters it again.
#pragma once

#include "gamesheet.h"
#include "undostep.h"

#include <QCoreApplication>
#include <vector>

namespace gui {

class SheetStep : public UndoStep
{
    Q_DECLARE_TR_FUNCTIONS(SheetStep)

public:
    // The sheet's plies and current ply before the move and after it.
    SheetStep(GameSheet *sheet, std::vector<GameSheet::Ply> before, int currentBefore,
              std::vector<GameSheet::Ply> after, int currentAfter);

    QString text() const override { return m_text; }
    bool undo(QString &refusal) override;
    bool redo(QString &refusal) override;

private:
    GameSheet *m_sheet;
    std::vector<GameSheet::Ply> m_before;
    int m_currentBefore;
    std::vector<GameSheet::Ply> m_after;
    int m_currentAfter;
    QString m_text;
};

} // namespace gui
