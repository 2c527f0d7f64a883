// Stores imported games in one transaction: the tournament, players and entries as needed, rounds
// and pairings where the games name their round, the games with their audit, and every move.
// Nothing is kept unless commit() succeeds: a failure anywhere rolls everything back.
//
// The database work runs on a thread of its own, so that the caller reads and audits the next
// games while the server stores the last ones: add() queues a game (waiting while a few batches
// are queued already) and reports a failure of any earlier game. Games and moves go in batches of
// 250 games, each a call of the database's import_batch with the batch's columns as binary arrays
// (0023): checked and stored at once, while the caller reads on; finish_import logs the import at
// the end.
//
// Whether a game is stored at all is the caller's ImportGate's to say, asked on the worker with
// the games the tournament holds between the same players: read from the server a batch at a
// time (those of earlier batches of this import included), so an import's memory does not grow
// with the games it has stored or met (issue 28, point 9).
#pragma once

#include "arbiter/variant.h"
#include "binaryarray.h"
#include "pgconnection.h"

#include <array>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace db {

struct MoveRecord
{
    std::string notation;
    int from = 0; // PDN square numbers 1-32
    int to = 0;
    std::vector<std::uint8_t> captures; // in the order taken
    std::string fenAfter;
    std::int64_t positionKey = 0;
};

struct GameRecord
{
    int index = 0; // the game's number in its file, for messages
    int line = 0;  // where it begins in its file, for messages
    int column = 0;
    std::size_t findings = 0; // its audit's findings (auditJson holds them), for the import's count
    std::string white;
    std::string black;
    std::optional<int> round; // the pairing's round, when the game names one
    std::string pdn;          // as entered
    std::string startFen;
    std::string finalFen;
    std::string result; // as recorded: "1-0", "*" …
    std::string auditJson;
    std::vector<MoveRecord> moves;
};

// What the tournament allows an imported game's round (app::importPdn checks each game against
// it): the rounds planned (none when not set), the last round paired or imported so far, and the
// entered players withdrawn, with the round after which.
struct ImportSchedule
{
    std::optional<int> roundsPlanned;
    int lastRound = 0;
    std::map<std::string, int> withdrawnAfter; // by the player's name
};

using MovesDigest = std::array<unsigned char, 32>;

// What identifies a game already stored in the tournament: its players, round (when its pairing
// has one), start, moves and result. Import compares games read with these (app::importPdn).
struct GameIdentity
{
    std::int64_t id = 0; // 0: a game of this import (its board none)
    std::string white;
    std::string black;
    std::optional<int> round;
    std::optional<int> board;
    std::string startFen;
    std::string result;
    MovesDigest moves{}; // movesDigest() of its moves
};

// The moves of a game as one text, "from-to:captured,captured" per ply by PDN square numbers,
// digested by SHA-256: 32 bytes a game however long, so an import holds every game it may meet
// again in little memory (the server computes the same digest of the games stored).
MovesDigest movesDigest(const std::vector<MoveRecord> &moves);

// What an import does with a game read (ImportGate).
enum class ImportDecision
{
    Store,
    Skip,   // the tournament holds it already
    Refuse, // the import ends, nothing stored: the gate keeps why
};

// Decides each game added, on the importer's worker and in the order added, given its moves'
// digest and the games between the same White and Black: those stored before the import, then
// those stored by it (id 0), oldest first.
using ImportGate = std::function<ImportDecision(const GameRecord &, const MovesDigest &,
                                                const std::vector<GameIdentity> &)>;

struct ImportCounts
{
    std::uint64_t games = 0;
    std::uint64_t moves = 0;
    std::uint64_t newPlayers = 0;
};

class GameImporter
{
public:
    enum class Method
    {
        Batched,    // a batch of games per call of import_batch, its columns as binary arrays
        GameByGame, // one call per game: the benchmark's baseline, slow
    };

    explicit GameImporter(PgConnection &connection, Method method = Method::Batched)
        : m_connection(connection), m_method(method)
    {}
    ~GameImporter();
    GameImporter(const GameImporter &) = delete;
    GameImporter &operator=(const GameImporter &) = delete;

    // Asks `gate` about every game added from now on; without one, every game is stored.
    void setGate(ImportGate gate) { m_gate = std::move(gate); }
    // Opens the transaction and finds the tournament (creates it with `create`). `source` (the
    // file) is logged with the pairings the import adds. A tournament made here plays `variant`
    // ("russian", "brazilian", "international") with the FMJD's rules or, Russian, the default rule
    // set.
    DbStatus begin(const std::string &tournament, bool create, const std::string &source = {},
                   arbiter::Variant variant = arbiter::Variant::Russian);
    // The variant of the tournament begin() found or made.
    arbiter::Variant variant() const { return m_variant; }
    // The schedule of the tournament begin() found or made, as it was then.
    const ImportSchedule &schedule() const { return m_schedule; }
    // Queues a game; the failure of this or an earlier game when there was one (Kind::Refused
    // when the gate refused one).
    DbStatus add(GameRecord game);
    // Every game added decided and the kept ones stored, then the import logged and committed.
    DbResult<ImportCounts> commit();
    // Undoes everything since begin() (also done by the destructor when not committed).
    void rollback();

private:
    void work();
    // Waits until every game added is decided and the kept ones are stored: the failure of any.
    DbStatus storeAll();
    DbStatus store(GameRecord game);
    // Decides m_pending's games by the gate and stores those kept.
    DbStatus settle();
    // The games the tournament holds between the players of m_pending's games, by their ids.
    using StoredBetween =
        std::map<std::pair<std::int64_t, std::int64_t>, std::vector<GameIdentity>>;
    DbResult<StoredBetween> storedBetween();
    DbStatus flush();
    // Stores m_batch's games [first, end) by one call of import_batch.
    DbStatus storeBatch(std::size_t first, std::size_t end);
    void stopWorker();
    DbResult<std::int64_t> playerId(const std::string &name);
    DbResult<std::int64_t> pairingId(int round, std::int64_t white, std::int64_t black,
                                     const std::string &result);

    PgConnection &m_connection;
    Method m_method;
    bool m_open = false;
    ImportGate m_gate;

    // Shared between the caller and the worker, under m_mutex.
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<GameRecord> m_queue;
    bool m_noMoreGames = false;
    bool m_cancelled = false;
    DbStatus m_failure;
    std::thread m_worker;

    // The worker's own.
    std::string m_tournamentId;
    arbiter::Variant m_variant = arbiter::Variant::Russian;
    std::map<std::string, std::int64_t> m_players;
    ImportSchedule m_schedule;
    std::string m_source;
    std::vector<GameRecord> m_pending; // added, not yet decided
    std::vector<GameRecord> m_batch;
    struct Seats
    {
        std::optional<std::int64_t> pairing;
        std::int64_t white = 0;
        std::int64_t black = 0;
    };
    std::vector<Seats> m_batchSeats; // of m_batch's games
    // A batch's columns, as import_batch takes them (0023): one element per game, then one per
    // move.
    struct BatchColumns
    {
        BinaryArray pairings{BinaryArray::Element::BigInt};
        BinaryArray whites{BinaryArray::Element::BigInt};
        BinaryArray blacks{BinaryArray::Element::BigInt};
        BinaryArray pdn{BinaryArray::Element::Text};
        BinaryArray startFens{BinaryArray::Element::Text};
        BinaryArray finalFens{BinaryArray::Element::Text};
        BinaryArray results{BinaryArray::Element::Text};
        BinaryArray audits{BinaryArray::Element::Jsonb};
        BinaryArray moveGames{BinaryArray::Element::Integer};
        BinaryArray plies{BinaryArray::Element::Integer};
        BinaryArray notations{BinaryArray::Element::Text};
        BinaryArray froms{BinaryArray::Element::SmallInt};
        BinaryArray tos{BinaryArray::Element::SmallInt};
        BinaryArray captures{BinaryArray::Element::Text};
        BinaryArray fens{BinaryArray::Element::Text};
        BinaryArray keys{BinaryArray::Element::BigInt};
        // All of them, in import_batch's order.
        std::vector<BinaryArray *> all();
    };
    BatchColumns m_columns;
    ImportCounts m_counts;
};

} // namespace db
