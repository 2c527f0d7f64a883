// A row a store was asked to change or delete, as facts: what a refusal about it (someone else
// changed it since it was read, or deleted it: DbError::Kind::ChangedBySomeoneElse, NotFound)
// names. englishText() is the store's own English of it, which DbError::message holds; the message
// catalogue of app/ words the same facts in Russian (app::databaseProblem). Nothing reads the
// words back.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace db {

struct StoredRow
{
    enum class Kind
    {
        Tournament,   // `name`: the tournament's
        Player,       // `name`: the player's
        Entry,        // `name`: the player's
        Result,       // a board's result: `round`, `board`, `white`, `black`
        SecondResult, // the result of game 2 of a micro-match's board
        Colours,      // a board's colours
        Board,        // a board (its players)
        GameSheet,    // game `game` of a board, stored meanwhile by someone else
    };
    Kind kind = Kind::Tournament;
    std::string name = {};
    int round = 0;
    int board = 0;
    int game = 0;
    std::string white = {};
    std::optional<std::string> black = {}; // none: a bye
    bool withoutResult = false;            // the change needed the board to have no result yet

    bool operator==(const StoredRow &) const = default;
};

// "tournament Кубок", "player Ласкер", "the entry of Ласкер", "the result of board 2 of round 1
// (Ботвинник - Таль)", "the result of game 2 of board …", "the colours of board …", "board 3 of
// round 2 (Смыслов - bye)", each followed by " (without a result)" when it had to have none.
std::string englishText(const StoredRow &row);

// The kind's code, as app::databaseProblem passes it on ("second-result"), and back.
std::string_view storedRowKindCode(StoredRow::Kind kind);
std::optional<StoredRow::Kind> storedRowKindByCode(std::string_view code);

} // namespace db
