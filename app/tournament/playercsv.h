// Players from CSV text, as the desktop's "Import from CSV…" reads a file: one player a line,
// "name;rating;title;club;birth year" (the birth year may be left out; a line without a semicolon
// is separated by commas), each field checked by PlayerValidator. A first line starting with
// "name" — or "Фамилия", "Имя", "ФИО" (Фамилия Имя;Рейтинг;Звание;Клуб;Год рождения) — is a header;
// blank lines are skipped; lines end in LF, CR LF or CR alone. The rating and the birth year are
// trimmed of spaces as a CSV field is; the validator trims the text fields. No database: whether a
// player is entered already (duplicatesOf) is the caller's question.
#pragma once

#include "playervalidator.h"

#include <optional>
#include <string_view>
#include <vector>

namespace app {

// A player read, with the line he is on (1-based).
struct CsvPlayer
{
    int line = 0;
    db::Player player;
};

// A line that was not read: a wrong field (`field`, its first character in `column`, counted in
// characters from 1), or, with no field, a line of `fieldCount` fields, more than maxFields.
struct CsvLineProblem
{
    int line = 0;
    int column = 0;
    std::optional<PlayerFieldProblem> field;
    int fieldCount = 0;

    bool operator==(const CsvLineProblem &) const = default;
};

struct PlayerCsv
{
    static constexpr int maxFields = 5; // name, rating, title, club, birth year

    std::vector<CsvPlayer> players;       // every line read, in order
    std::vector<CsvLineProblem> problems; // every line not read, in order; a line's fields in order
};

PlayerCsv readPlayerCsv(std::string_view text, const PlayerValidator &validator);

} // namespace app
