// What a store was asked to do, as facts: the database's refusal of it names it (DbError::action).
// englishText() is the store's own English of it, the DbError's context; the message catalogue of
// app/ words the same facts in Russian (app::describe of a Problem). Nothing reads the words back.
#pragma once

#include "storedrow.h"

#include <cstdint>
#include <optional>
#include <string>

namespace db {

struct StoreAction
{
    enum class Kind
    {
        EnterPlayer,      // `id`: the player's
        SaveEntry,        // `name`: the player's
        DeleteEntry,      // `name`: the player's
        NumberEntries,    // `id`: the tournament's
        StoreGame,        // `row`: the game sheet (StoredRow::Kind::GameSheet)
        PairRound,        // `round`
        UnpairRound,      // `round`
        SaveResult,       // `row`: the result (Result or SecondResult)
        SwapColours,      // `row`: the colours
        ExchangePlayers,  // `row` and `otherRow`: the two boards
        AddPlayer,        // `name`: the player's
        SavePlayer,       // `name`: the player's
        CreateTournament, // `name`: the tournament's
        SaveTournament,   // `name`: the tournament's
        RecordRoundOrder, // `name`: the tournament's
        DeleteGame,       // `id`: the game's number in its tournament (docs/storage.md)
    };
    Kind kind = Kind::SaveTournament;
    std::string name = {};
    int round = 0;
    std::int64_t id = 0;
    std::optional<StoredRow> row = {};
    std::optional<StoredRow> otherRow = {};

    bool operator==(const StoreAction &) const = default;
};

// "save tournament Кубок", "pair round 3", "save the result of board 2 of round 1 (Ботвинник -
// Таль)", "exchange board 1 of round 2 (…) and board 3 of round 2 (…)" …
std::string englishText(const StoreAction &action);

} // namespace db
