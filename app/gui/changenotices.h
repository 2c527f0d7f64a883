// Notices of other judges' changes: when the session has reloaded because another client changed
// the tournament (TournamentSession::changedElsewhere), what differs between the tournament as
// shown before and after that reload is named in a sentence each ("Board 3: 1-0 entered", "Round 4
// paired", "Иванов withdrew after round 3"), for the status bar. The window's own changes reload
// the session at once, so that the other clients' announcement of them finds nothing new.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

#ifndef Q_MOC_RUN
#include "app/tournament/tournamentevent.h"
#include "app/tournament/tournamentlookup.h"
#endif

namespace gui {

class TournamentSession;

class ChangeNotices : public QObject
{
    Q_OBJECT

public:
    // What the notices compare: the tournament as the session shows it.
    struct Snapshot
    {
        std::int64_t tournamentId = 0; // 0: none open
        std::vector<int> rounds;       // paired
        int round = 0;                 // shown, with its pairings
        std::vector<db::Pairing> pairings;
        std::vector<db::Entry> entries;
    };

    explicit ChangeNotices(TournamentSession *session, QObject *parent = nullptr);

    static Snapshot snapshotOf(const TournamentSession &session);
    // What changed from `before` to `after` of the same tournament, a sentence each in the
    // window's language: rounds paired and unpaired, then the boards of the round shown (colours
    // swapped, players changed, results entered or cleared), then the entries (added, deleted,
    // withdrawn, back). Empty for another tournament.
    static QStringList between(const Snapshot &before, const Snapshot &after);

signals:
    // The notices of one change of another client, joined by "; ".
    void announced(const QString &notices);

private:
    TournamentSession *m_session;
    Snapshot m_before; // as shown before the last reload
    Snapshot m_shown;
};

} // namespace gui
