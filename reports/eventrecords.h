// A stored tournament's rows as plain values, and the event the standings and crosstable need
// made from them: its players by start number and every result, round by round — from the
// pairings, and from games stored without a pairing (a collection imported without round
// numbers) in the order stored, each in the first round free for both players. Nothing is
// dropped: a pairing or a game of a player who is not an entry is an error naming the row.
#pragma once

#include "arbiter/result.h"
#include "bergertable.h"
#include "event.h"
#include "pairingresult.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace reports {

struct EntryRecord
{
    std::int64_t playerId = 0;
    int startNumber = 0;
    std::string name;
    std::optional<int> rating;
    std::optional<int> withdrawnAfterRound;
    std::string club; // empty when unknown
};

struct PairingRecord
{
    int round = 0;
    int board = 0;
    std::int64_t white = 0;
    std::optional<std::int64_t> black;   // none: a bye
    std::optional<PairingResult> result; // none until entered
    // A micro-match's game 2, White (the pairing's Black) first.
    std::optional<PairingResult> secondResult;
};

struct UnpairedGame
{
    std::int64_t id = 0;
    std::int64_t white = 0;
    std::int64_t black = 0;
    std::optional<std::string> result; // as recorded (games.result): "2-0", "*" …
};

struct EventRecords
{
    std::string name;
    Scoring scoring = Scoring::OneHalfZero;
    UnplayedRounds unplayed = UnplayedRounds::Fide2024;
    bool microMatches = false;
    MatchStandings standingsBy = MatchStandings::GamePoints;
    std::vector<EntryRecord> entries;    // by start number
    std::vector<PairingRecord> pairings; // by round and board
    std::vector<UnpairedGame> games;     // games without a pairing, in the order stored
    WithdrawalRule withdrawalRule = WithdrawalRule::Fide;
    // A round robin's table (reports::roundRobinSchedule, by position in `entries` from 1); empty
    // for other systems. The Russian rule finds a withdrawn player's remaining games in it.
    std::vector<BergerRound> schedule;
};

struct EventRecordError
{
    enum class Kind
    {
        PairingOfNonEntry, // round, board, playerId
        GameOfNonEntry,    // gameId, playerId
    };
    Kind kind;
    int round = 0;
    int board = 0;
    std::int64_t gameId = 0;
    std::int64_t playerId = 0;
};

// The event of `records`, with the withdrawal rule applied. A player whose results are annulled
// keeps his row with no game in it.
arbiter::Result<Event, EventRecordError> eventFromRecords(const EventRecords &records);

// The Russian rule on `event` (whose players are in the order of the table's numbers): each
// player withdrawn before the table's last round who played fewer than half of the games the
// table gives him (over the board or by forfeit, up to his withdrawal) has every result annulled;
// one who played half or more loses his games of the later paired rounds by forfeit.
void applyRussianWithdrawals(Event &event, const std::vector<BergerRound> &schedule);

} // namespace reports
