// One change the judge made in the window, as the undo history keeps it: named for the Edit
// menu, and taken back or made again on request.
#pragma once

#include <QString>

namespace gui {

class UndoStep
{
public:
    virtual ~UndoStep() = default;

    // What the change did, as "Undo …" and "Redo …" name it: "the result of board 3".
    virtual QString text() const = 0;
    // Takes the change back (undo) or makes it again (redo). False when it was not done: then
    // nothing changed, and `refusal` says why, or is left empty when the session has said it
    // already (a refusal of the library, through TournamentSession::failed()).
    virtual bool undo(QString &refusal) = 0;
    virtual bool redo(QString &refusal) = 0;
};

} // namespace gui
