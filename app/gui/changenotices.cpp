#include "changenotices.h"

#include "tournamentsession.h"

#include <algorithm>

namespace gui {

ChangeNotices::ChangeNotices(TournamentSession *session, QObject *parent)
    : QObject(parent), m_session(session), m_shown(snapshotOf(*session))
{
    connect(session, &TournamentSession::reloaded, this, [this] {
        m_before = std::move(m_shown);
        m_shown = snapshotOf(*m_session);
    });
    connect(session, &TournamentSession::changedElsewhere, this, [this] {
        const QStringList notices = between(m_before, m_shown);
        if (!notices.isEmpty())
            emit announced(notices.join(QStringLiteral("; ")));
    });
}

ChangeNotices::Snapshot ChangeNotices::snapshotOf(const TournamentSession &session)
{
    if (!session.isOpen())
        return {};
    return {session.loaded().tournament.id, session.rounds(), session.round(), session.pairings(),
            session.loaded().entries};
}

namespace {

bool containsRound(const std::vector<int> &rounds, int round)
{
    return std::find(rounds.begin(), rounds.end(), round) != rounds.end();
}

QString resultNotice(int board, int game, const std::optional<reports::PairingResult> &result)
{
    if (game == 2)
        return result ? ChangeNotices::tr("Board %1, game 2: %2 entered")
                            .arg(board)
                            .arg(QString::fromUtf8(reports::pairingResultCode(*result)))
                      : ChangeNotices::tr("Board %1, game 2: result cleared").arg(board);
    return result ? ChangeNotices::tr("Board %1: %2 entered")
                        .arg(board)
                        .arg(QString::fromUtf8(reports::pairingResultCode(*result)))
                  : ChangeNotices::tr("Board %1: result cleared").arg(board);
}

} // namespace

QStringList ChangeNotices::between(const Snapshot &before, const Snapshot &after)
{
    QStringList notices;
    if (before.tournamentId == 0 || before.tournamentId != after.tournamentId)
        return notices;
    for (int round : after.rounds)
        if (!containsRound(before.rounds, round))
            notices << tr("Round %1 paired").arg(round);
    for (int round : before.rounds)
        if (!containsRound(after.rounds, round))
            notices << tr("Round %1 unpaired").arg(round);
    if (after.round > 0 && after.round == before.round && containsRound(before.rounds, after.round))
        for (const db::Pairing &now : after.pairings) {
            const auto was =
                std::find_if(before.pairings.begin(), before.pairings.end(),
                             [&now](const db::Pairing &p) { return p.board == now.board; });
            if (was == before.pairings.end())
                continue;
            if (was->blackId && now.blackId && now.whiteId == *was->blackId &&
                *now.blackId == was->whiteId)
                notices << tr("Board %1: colours swapped").arg(now.board);
            else if (now.whiteId != was->whiteId || now.blackId != was->blackId)
                notices << tr("Board %1: %2 – %3 now")
                               .arg(now.board)
                               .arg(QString::fromStdString(now.whiteName),
                                    now.blackName ? QString::fromStdString(*now.blackName)
                                                  : tr("bye"));
            else if (now.blackId && now.result != was->result)
                notices << resultNotice(now.board, 1, now.result);
            if (now.blackId && now.whiteId == was->whiteId && now.secondResult != was->secondResult)
                notices << resultNotice(now.board, 2, now.secondResult);
        }
    for (const db::Entry &now : after.entries) {
        const auto was =
            std::find_if(before.entries.begin(), before.entries.end(),
                         [&now](const db::Entry &e) { return e.playerId == now.playerId; });
        const QString name = QString::fromStdString(now.playerName);
        if (was == before.entries.end())
            notices << tr("%1 added to the players").arg(name);
        else if (now.withdrawnAfterRound != was->withdrawnAfterRound)
            notices
                << (now.withdrawnAfterRound
                        ? tr("%1 withdrew after round %2").arg(name).arg(*now.withdrawnAfterRound)
                        : tr("%1 plays again: the withdrawal taken back").arg(name));
    }
    for (const db::Entry &was : before.entries)
        if (std::none_of(after.entries.begin(), after.entries.end(),
                         [&was](const db::Entry &e) { return e.playerId == was.playerId; }))
            notices
                << tr("%1 deleted from the players").arg(QString::fromStdString(was.playerName));
    return notices;
}

} // namespace gui
