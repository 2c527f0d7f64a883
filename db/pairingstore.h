// Rounds, pairings and results. A round is paired in one transaction; a result is saved over the
// version it was read at (a newer one fails with DbError::Kind::ChangedBySomeoneElse) together
// with its entry in the decisions log. Every change is announced on shashki_changes (0003).
#pragma once

#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace db {

struct Pairing
{
    std::int64_t id = 0;
    int round = 0;
    int board = 0;
    std::int64_t whiteId = 0;
    std::optional<std::int64_t> blackId; // none: a bye
    std::string whiteName;
    std::optional<std::string> blackName;
    // 1-0, 0-1, 1/2-1/2, +/- and -/+ (forfeits), -/- (double forfeit), bye-1, bye-1/2, bye-0;
    // none until entered.
    std::optional<std::string> result;
    int version = 0;
};

struct PairingDraft
{
    int board = 0;
    std::int64_t whiteId = 0;
    std::optional<std::int64_t> blackId;
    std::optional<std::string> result; // a bye's result; none for a game
};

class PairingStore
{
public:
    explicit PairingStore(SqlSession &session) : m_session(session) {}

    // The numbers of the rounds paired so far, in order.
    DbResult<std::vector<int>> rounds(std::int64_t tournamentId);
    // One round's pairings, or every round's (round 0), by round and board.
    DbResult<std::vector<Pairing>> pairings(std::int64_t tournamentId, int round = 0);
    // Stores round `round` with its pairings, all or nothing.
    DbStatus addRound(std::int64_t tournamentId, int round,
                      const std::vector<PairingDraft> &drafts);
    // Saves `result` (none: clears it) over the pairing as read, and logs it with `why`.
    DbResult<Pairing> saveResult(const Pairing &pairing, const std::optional<std::string> &result,
                                 const std::optional<std::string> &why);

    // By hand, before any result of the round is in, each logged with `why`:
    // White and Black of one pairing change places.
    DbResult<Pairing> swapColours(const Pairing &pairing, const std::optional<std::string> &why);
    // Two players of one round exchange their seats (board and colour), over the versions read.
    DbStatus exchangePlayers(const Pairing &first, std::int64_t firstPlayer, const Pairing &second,
                             std::int64_t secondPlayer, const std::optional<std::string> &why);

private:
    SqlSession &m_session;
};

} // namespace db
