#include "tournamentstep.h"

#include "tournamentsession.h"

#include <algorithm>

namespace gui {

TournamentStep::TournamentStep(TournamentSession *session, SessionChange change)
    : m_session(session), m_change(std::move(change))
{}

QString TournamentStep::text() const
{
    const QString first = QString::fromStdString(m_change.firstName);
    switch (m_change.kind) {
    case SessionChange::Kind::Result:
        return m_change.game == 2 ? tr("the result of game 2 of board %1").arg(m_change.board)
                                  : tr("the result of board %1").arg(m_change.board);
    case SessionChange::Kind::ColoursSwapped:
        return tr("the colour swap on board %1").arg(m_change.board);
    case SessionChange::Kind::PlayersExchanged:
        return tr("the exchange of %1 and %2")
            .arg(first, QString::fromStdString(m_change.secondName));
    case SessionChange::Kind::Withdrawal:
        return m_change.withdrawnAfter ? tr("the withdrawal of %1").arg(first)
                                       : tr("taking back the withdrawal of %1").arg(first);
    }
    return {};
}

QString TournamentStep::resultText(const std::optional<reports::PairingResult> &result)
{
    return result ? QString::fromUtf8(reports::pairingResultCode(*result)) : tr("no result");
}

bool TournamentStep::apply(bool forward, QString &refusal)
{
    if (!m_session->isOpen())
        return false;
    switch (m_change.kind) {
    case SessionChange::Kind::Result:
        return applyResult(forward, refusal);
    case SessionChange::Kind::ColoursSwapped:
        return applySwap(forward, refusal);
    case SessionChange::Kind::PlayersExchanged:
        return applyExchange(forward, refusal);
    case SessionChange::Kind::Withdrawal:
        return applyWithdrawal(forward, refusal);
    }
    return false;
}

bool TournamentStep::showRound(int round, QString &refusal)
{
    // Read again in any case: another judge's change may not have been heard yet.
    if (m_session->round() != round)
        m_session->setRound(round);
    else if (!m_session->reload())
        return false;
    if (m_session->round() == round)
        return true;
    refusal = tr("Round %1 is not paired any more; nothing was changed.").arg(round);
    return false;
}

namespace {

QString whyOf(bool forward)
{
    // The why of the decisions log's entry.
    return forward ? TournamentStep::tr("redo") : TournamentStep::tr("undo");
}

} // namespace

bool TournamentStep::applyResult(bool forward, QString &refusal)
{
    if (!showRound(m_change.round, refusal))
        return false;
    const auto pairing = m_session->pairingOnBoard(m_change.board);
    if (!pairing || !pairing->blackId) {
        refusal = tr("Round %1 has no game on board %2 any more; nothing was changed.")
                      .arg(m_change.round)
                      .arg(m_change.board);
        return false;
    }
    const std::optional<reports::PairingResult> &now =
        m_change.game == 2 ? pairing->secondResult : pairing->result;
    const std::optional<reports::PairingResult> &expected =
        forward ? m_change.resultBefore : m_change.resultAfter;
    if (now != expected) {
        refusal = tr("Board %1 of round %2 has %3 now, changed since by another judge; it is left "
                     "as it is.")
                      .arg(m_change.board)
                      .arg(m_change.round)
                      .arg(resultText(now));
        return false;
    }
    const std::optional<reports::PairingResult> &wanted =
        forward ? m_change.resultAfter : m_change.resultBefore;
    return m_session->correctResult(m_change.board,
                                    QString::fromUtf8(reports::pairingResultCode(wanted)),
                                    m_change.game, whyOf(forward));
}

bool TournamentStep::applySwap(bool forward, QString &refusal)
{
    if (!showRound(m_change.round, refusal))
        return false;
    const auto pairing = m_session->pairingOnBoard(m_change.board);
    // Undo: White is still the one the swap made White; redo: he is Black again.
    const bool asLeft = pairing && pairing->blackId &&
                        (forward ? *pairing->blackId : pairing->whiteId) == m_change.whiteAfter;
    if (!asLeft) {
        refusal = tr("The colours of board %1 of round %2 have changed since; they are left as "
                     "they are.")
                      .arg(m_change.board)
                      .arg(m_change.round);
        return false;
    }
    return m_session->swapColours(m_change.board, whyOf(forward));
}

bool TournamentStep::applyExchange(bool forward, QString &refusal)
{
    if (!showRound(m_change.round, refusal))
        return false;
    const auto seatOf = [this](int startNumber) -> std::optional<SessionChange::Seat> {
        const auto &entries = m_session->loaded().entries;
        const auto entry =
            std::find_if(entries.begin(), entries.end(), [startNumber](const db::Entry &e) {
                return e.startNumber == startNumber;
            });
        if (entry == entries.end())
            return std::nullopt;
        for (const db::Pairing &pairing : m_session->pairings())
            if (pairing.whiteId == entry->playerId || pairing.blackId == entry->playerId)
                return SessionChange::Seat{pairing.board, pairing.whiteId == entry->playerId};
        return std::nullopt;
    };
    // Undo: each sits where the other sat; redo: each where he sat before.
    const SessionChange::Seat firstExpected = forward ? m_change.firstSeat : m_change.secondSeat;
    const SessionChange::Seat secondExpected = forward ? m_change.secondSeat : m_change.firstSeat;
    if (seatOf(m_change.firstStartNumber) != firstExpected ||
        seatOf(m_change.secondStartNumber) != secondExpected) {
        refusal = tr("%1 and %2 have changed seats since; they are left where they are.")
                      .arg(QString::fromStdString(m_change.firstName),
                           QString::fromStdString(m_change.secondName));
        return false;
    }
    return m_session->exchangePlayers(m_change.firstStartNumber, m_change.secondStartNumber,
                                      whyOf(forward));
}

bool TournamentStep::applyWithdrawal(bool forward, QString &refusal)
{
    if (!m_session->reload())
        return false;
    const auto &entries = m_session->loaded().entries;
    const int number = m_change.firstStartNumber;
    const auto entry = std::find_if(entries.begin(), entries.end(), [number](const db::Entry &e) {
        return e.startNumber == number;
    });
    if (entry == entries.end()) {
        refusal = tr("No player has start number %1 any more; nothing was changed.").arg(number);
        return false;
    }
    const std::optional<int> expected =
        forward ? m_change.withdrawnBefore : m_change.withdrawnAfter;
    if (entry->withdrawnAfterRound != expected) {
        refusal = tr("The withdrawal of %1 has changed since; it is left as it is.")
                      .arg(QString::fromStdString(m_change.firstName));
        return false;
    }
    const std::optional<int> wanted = forward ? m_change.withdrawnAfter : m_change.withdrawnBefore;
    return wanted ? m_session->withdraw(number, *wanted, whyOf(forward))
                  : m_session->takeBackWithdrawal(number, whyOf(forward));
}

} // namespace gui
