// Rounds, pairings and results. A round is paired in one transaction; a result is saved over the
// version it was read at (a newer one fails with DbError::Kind::ChangedBySomeoneElse) together
// with its entry in the decisions log. Every change is announced on shashki_changes (0003).
#pragma once

#include "reports/pairingresult.h"
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
    // Read from its stored code (a code this program does not know is refused, naming the board
    // and the column); a bye's is a bye's; none until entered.
    std::optional<reports::PairingResult> result;
    // A micro-match (0009): the drawn opening's moves, and game 2's result, White (the pairing's
    // Black) first; none until entered.
    std::optional<std::string> opening;
    std::optional<reports::PairingResult> secondResult;
    int version = 0;
};

struct PairingDraft
{
    int board = 0;
    std::int64_t whiteId = 0;
    std::optional<std::int64_t> blackId;
    std::optional<reports::PairingResult> result; // a bye's result; none for a game
    std::optional<std::string> opening;           // a micro-match's drawn opening
};

// What was drawn or given with a round (app::RoundDraw): its English text, which the log's entry
// adds after "round 3 paired: 8 boards; ", and its facts (a JSON object, migrations/0017).
struct RoundDrawn
{
    std::string text;
    std::string facts;
};

class PairingStore
{
public:
    explicit PairingStore(SqlSession &session) : m_session(session) {}

    // The numbers of the rounds paired so far, in order.
    DbResult<std::vector<int>> rounds(std::int64_t tournamentId);
    // One round's pairings, or every round's (round 0), by round and board. A result whose stored
    // code this program does not know is refused as DbError::Kind::UnknownStoredValue naming the
    // board ("board 2 of round 3 of tournament 'Кубок'") and the column.
    DbResult<std::vector<Pairing>> pairings(std::int64_t tournamentId, int round = 0);
    // Every round's pairings as pairings() reads them, but without the players' names
    // (whiteName and blackName empty): what the standings need, read faster.
    DbResult<std::vector<Pairing>> results(std::int64_t tournamentId);
    // Stores round `round` with its pairings, all or nothing, and what was drawn or given with it
    // (an opening, say) in the decisions log with them.
    DbStatus addRound(std::int64_t tournamentId, int round, const std::vector<PairingDraft> &drafts,
                      const std::optional<RoundDrawn> &drawn = std::nullopt);
    // Takes back the pairing of round `round`, the last one, logged with `why`, while no board of
    // it has a result or a game (a bye's own result does not count). Returns the boards that
    // have one (then nothing is changed); empty when the round was removed.
    DbResult<std::vector<int>> removeRound(std::int64_t tournamentId, int round,
                                           const std::optional<std::string> &why);
    // Saves `result` (none: clears it) of game `game` (1, or 2 of a micro-match) over the pairing
    // as read, and logs it with `why`.
    DbResult<Pairing> saveResult(const Pairing &pairing,
                                 const std::optional<reports::PairingResult> &result,
                                 const std::optional<std::string> &why, int game = 1);

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
