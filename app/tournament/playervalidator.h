// A player's fields as typed — `shashki entry add`, the desktop's player dialogs, a CSV line —
// checked in one place: either the db::Player to store, or every field that is wrong, each as a
// code with the field and the text given, for the front end to render.
//
// The rules: the name is not empty once the spaces around it are trimmed; the rating is digits
// only (no sign, no spaces) and 0…4000; the birth year digits only and 1850…this year; the title
// at most 32 characters; no field holds a control character (tab, line break …) or text that is
// not UTF-8. Name, title, club and region are trimmed; an empty rating, birth year, title, club
// or region is unknown. Numbers are read as given: a front end trims a form's field itself if it
// wants to.
#pragma once

#include "arbiter/result.h"
#include "db/playerstore.h"

#include <string>
#include <vector>

namespace app {

enum class PlayerField
{
    Name,
    Rating,
    BirthYear,
    Title,
    Club,
    Region, // the region or federation the player represents
};

enum class PlayerProblem
{
    NameMissing,         // nothing but spaces
    ControlCharacter,    // a tab, a line break or another control character inside the text
    NotUtf8,             // bytes that are not UTF-8 text
    BadRating,           // not digits only
    RatingOutOfRange,    // digits, outside minimum…maximum
    BadBirthYear,        // not digits only
    BirthYearOutOfRange, // digits, outside minimum…maximum
    TitleTooLong,        // more than maximum characters
};

// One wrong field: what is wrong, where, the text as given, and the limits it broke (the range a
// number must be in; for TitleTooLong, the most characters in `maximum`).
struct PlayerFieldProblem
{
    PlayerProblem code;
    PlayerField field;
    std::string value;
    int minimum = 0;
    int maximum = 0;

    bool operator==(const PlayerFieldProblem &) const = default;
};

// The fields as typed; empty: not given.
struct PlayerText
{
    std::string name;
    std::string rating;
    std::string birthYear;
    std::string title;
    std::string club;
    std::string region;
};

class PlayerValidator
{
public:
    static constexpr int minRating = 0;
    static constexpr int maxRating = 4000;
    static constexpr int firstBirthYear = 1850;
    static constexpr int maxTitleCharacters = 32;

    // Birth years up to `currentYear` (default: this year, by the system's clock).
    explicit PlayerValidator(int currentYear = thisYear()) : m_currentYear(currentYear) {}

    // A player not stored yet (id 0) with the fields read, or every problem, in field order.
    arbiter::Result<db::Player, std::vector<PlayerFieldProblem>>
    validate(const PlayerText &typed) const;

    int currentYear() const { return m_currentYear; }
    static int thisYear();

private:
    int m_currentYear;
};

// "name", "rating", "birth year", "title", "club", "region".
std::string fieldName(PlayerField field);
// What the field needs instead: "a whole number from 0 to 4000", "a name", "at most 32
// characters".
std::string requirement(const PlayerFieldProblem &problem);
// The English sentence: "Rating needs a whole number from 0 to 4000, not 'abc'".
std::string describe(const PlayerFieldProblem &problem);

} // namespace app
