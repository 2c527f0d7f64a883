// A change of the tournament made in the window (a result, a swap of colours, an exchange of two
// players, a withdrawal), as a step of the undo history. Undo and redo make the opposite change
// or the same one again through the same TournamentSession calls, logged in the decisions log
// with "undo" or "redo" as the why. Each first reads the tournament again and checks that the
// board or entry is still as this change left it (or found it): what another judge changed since
// is never overwritten, and the step is refused with a sentence saying so.
#pragma once

#include "sessionchange.h"
#include "undostep.h"

#include <QCoreApplication>
#include <optional>
#include <string>

namespace gui {

class TournamentSession;

class TournamentStep : public UndoStep
{
    Q_DECLARE_TR_FUNCTIONS(TournamentStep)

public:
    TournamentStep(TournamentSession *session, SessionChange change);

    QString text() const override;
    bool undo(QString &refusal) override { return apply(false, refusal); }
    bool redo(QString &refusal) override { return apply(true, refusal); }

    const SessionChange &change() const { return m_change; }
    // "1-0", or "no result".
    static QString resultText(const std::optional<reports::PairingResult> &result);

private:
    // forward: make the change again; else take it back.
    bool apply(bool forward, QString &refusal);
    // The session showing round `round` as stored now; false (`refusal` set, or empty when the
    // session has said why) when the round is not paired any more.
    bool showRound(int round, QString &refusal);
    bool applyResult(bool forward, QString &refusal);
    bool applySwap(bool forward, QString &refusal);
    bool applyExchange(bool forward, QString &refusal);
    bool applyWithdrawal(bool forward, QString &refusal);

    TournamentSession *m_session;
    SessionChange m_change;
};

} // namespace gui
