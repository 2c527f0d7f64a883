#include "sheetstep.h"

namespace gui {

SheetStep::SheetStep(GameSheet *sheet, std::vector<GameSheet::Ply> before, int currentBefore,
                     std::vector<GameSheet::Ply> after, int currentAfter)
    : m_sheet(sheet), m_before(std::move(before)), m_currentBefore(currentBefore),
      m_after(std::move(after)), m_currentAfter(currentAfter),
      // Named while the move is on the sheet: "the move 3. c3-d4".
      m_text(tr("the move %1").arg(sheet->moveText(currentAfter)))
{}

bool SheetStep::undo(QString &)
{
    // The sheet's history is cleared whenever another game is put on it, so the plies before
    // are always this game's: nothing to refuse.
    m_sheet->restorePlies(m_before, m_currentBefore);
    return true;
}

bool SheetStep::redo(QString &)
{
    m_sheet->restorePlies(m_after, m_currentAfter);
    return true;
}

} // namespace gui
