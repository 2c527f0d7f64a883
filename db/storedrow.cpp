#include "storedrow.h"

#include <array>
#include <utility>

namespace db {

namespace {

constexpr std::array<std::pair<StoredRow::Kind, std::string_view>, 8> kindCodes = {{
    {StoredRow::Kind::Tournament, "tournament"},
    {StoredRow::Kind::Player, "player"},
    {StoredRow::Kind::Entry, "entry"},
    {StoredRow::Kind::Result, "result"},
    {StoredRow::Kind::SecondResult, "second-result"},
    {StoredRow::Kind::Colours, "colours"},
    {StoredRow::Kind::Board, "board"},
    {StoredRow::Kind::GameSheet, "game-sheet"},
}};

std::string boardText(const StoredRow &row)
{
    return "board " + std::to_string(row.board) + " of round " + std::to_string(row.round) + " (" +
           row.white + " - " + row.black.value_or("bye") + ")";
}

std::string rowText(const StoredRow &row)
{
    switch (row.kind) {
    case StoredRow::Kind::Tournament:
        return "tournament " + row.name;
    case StoredRow::Kind::Player:
        return "player " + row.name;
    case StoredRow::Kind::Entry:
        return "the entry of " + row.name;
    case StoredRow::Kind::Result:
        return "the result of " + boardText(row);
    case StoredRow::Kind::SecondResult:
        return "the result of game 2 of " + boardText(row);
    case StoredRow::Kind::Colours:
        return "the colours of " + boardText(row);
    case StoredRow::Kind::Board:
        return boardText(row);
    case StoredRow::Kind::GameSheet:
        return "game " + std::to_string(row.game) + " of " + boardText(row);
    }
    return {};
}

} // namespace

std::string englishText(const StoredRow &row)
{
    return rowText(row) + (row.withoutResult ? " (without a result)" : "");
}

std::string_view storedRowKindCode(StoredRow::Kind kind)
{
    for (const auto &[each, code] : kindCodes)
        if (each == kind)
            return code;
    return {};
}

std::optional<StoredRow::Kind> storedRowKindByCode(std::string_view code)
{
    for (const auto &[kind, each] : kindCodes)
        if (each == code)
            return kind;
    return std::nullopt;
}

} // namespace db
