// The append-only log of rulings and result changes (docs/storage.md): who, when, what, why, before
// and after, and what it concerns (0010): the tournament, a round, a board of it, a game, a
// player. The database refuses to change or delete an entry; the log only grows.
#pragma once

#include "sqlsession.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace db {

// What kind of entry (migrations 0017 and 0022, whose headers list each kind's facts). Only the
// database's functions write an entry, each of the kind of the change it makes; log_decision
// writes a Note of free text and nothing else (0022).
enum class DecisionKind
{
    Result,
    Paired,
    Unpaired,
    Swapped,
    Exchanged,
    Entered,
    Renumbered,
    Withdrawn,
    Returned,
    Deleted,
    Imported,
    Sheet,
    RoundOrder,
    Settings,
    Ruling,
    Note,
    Numbered,      // the start numbers given anew before round 1 (0018)
    Created,       // a tournament created (0022)
    PlayerAdded,   // a player added to the list of players (0022)
    PlayerChanged, // a player's details changed (0022)
    GamesImported, // games stored from a file (0022)
    GameDeleted,   // a stored game deleted by the chief arbiter (0024)
};

// The stored code of a kind ("round-order"), and the kind of a code (nullopt: unknown).
std::string_view decisionKindCode(DecisionKind kind);
std::optional<DecisionKind> decisionKindByCode(std::string_view code);

// What a decision concerns within its tournament; each part empty when it concerns none. A board
// is a board of `round`. The ids are kept as they were when the decision was made: the game or
// the player may since have been deleted (the log is no foreign key to them).
// Written with designated initializers ({.round = 3, .board = 2}): every part has a default.
struct DecisionSubject
{
    std::optional<int> round = {}; // from 1
    std::optional<int> board = {}; // from 1, with round
    std::optional<std::int64_t> gameId = {};
    std::optional<std::int64_t> playerId = {};
};

struct Decision
{
    std::int64_t id = 0;
    std::string decidedAt; // ISO 8601, UTC
    std::string decidedBy; // the login that made it (session_user, set by the database)
    std::optional<std::int64_t> tournamentId;
    std::optional<int> round;
    std::optional<int> board;
    std::optional<std::int64_t> gameId;
    std::optional<std::int64_t> playerId;
    // Read only: the player's name and start number in the tournament, when he is still there.
    std::optional<std::string> playerName;
    std::optional<int> startNumber;
    // The kind and its facts (a JSON object); none for an entry written before migration 0017,
    // which has only its text.
    std::optional<DecisionKind> kind;
    std::optional<std::string> facts;
    std::string what;
    std::optional<std::string> why;
    std::optional<std::string> before; // JSON
    std::optional<std::string> after;  // JSON
};

class DecisionLog
{
public:
    explicit DecisionLog(SqlSession &session) : m_session(session) {}

    // Logs a ruling on a draw claim made before its game was stored (log_ruling, 0022): the
    // verdict's facts (app::claimRulingJson), its English text and the judge's reason, about
    // `subject` of the tournament; inside a store's transaction it is part of that action. A
    // ruling on a stored game is recorded with its claim (GameStore::addClaim).
    DbStatus recordRuling(std::optional<std::int64_t> tournamentId, const DecisionSubject &subject,
                          const std::string &factsJson, const std::string &what,
                          const std::optional<std::string> &why);
    // The tournament's entries, oldest first; with `round`, only those concerning that round. An
    // entry of a kind this version does not know is refused (DbError::Kind::UnknownStoredValue
    // naming the entry), never shown as something else.
    DbResult<std::vector<Decision>> list(std::int64_t tournamentId,
                                         std::optional<int> round = std::nullopt);

private:
    SqlSession &m_session;
};

} // namespace db
