// app::PlayerValidator: a player's fields as typed, each row the text of one field and the
// problem it must give (the code, not the sentence), or the value it must be read as.
#include "app/tournament/messagecatalogue.h"
#include "app/tournament/playervalidator.h"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

namespace playervalidator_test {

using app::PlayerField;
using app::PlayerProblem;

namespace {

constexpr int year = 2024; // the validator's "this year" in these tests

std::vector<PlayerProblem> codesOf(const app::PlayerText &typed)
{
    const auto checked = app::PlayerValidator(year).validate(typed);
    std::vector<PlayerProblem> codes;
    if (!checked)
        for (const app::PlayerFieldProblem &problem : checked.error())
            codes.push_back(problem.code);
    return codes;
}

app::PlayerText named(std::string name)
{
    app::PlayerText typed;
    typed.name = std::move(name);
    return typed;
}

} // namespace

TEST_CASE("player names: trimmed, not empty, no control characters", "[player]")
{
    struct Row
    {
        std::string typed;
        std::optional<PlayerProblem> problem;
        std::string stored;
    };
    const std::vector<Row> rows = {
        {"Иванов И.", std::nullopt, "Иванов И."},
        {"  Petrov, P.\t", std::nullopt, "Petrov, P."}, // the spaces around are trimmed
        {"", PlayerProblem::NameMissing, ""},
        {"   ", PlayerProblem::NameMissing, ""},
        {"Ivan\tov", PlayerProblem::ControlCharacter, ""},
        {"Ivan\nov", PlayerProblem::ControlCharacter, ""},
        {"Ivan\x7fov", PlayerProblem::ControlCharacter, ""},
        {"Ivan\xc2\x85ov", PlayerProblem::ControlCharacter, ""},     // U+0085, a C1 control
        {"Ivan\xe2\x80\xa8ov", PlayerProblem::ControlCharacter, ""}, // U+2028 line separator
        {"Ivan\xffov", PlayerProblem::NotUtf8, ""},
        {"Ivan\xc0\xafov", PlayerProblem::NotUtf8, ""}, // an overlong '/'
        {"Ivan\xd0", PlayerProblem::NotUtf8, ""},       // cut in the middle of a letter
    };
    for (const Row &row : rows) {
        INFO("name '" << row.typed << "'");
        const auto checked = app::PlayerValidator(year).validate(named(row.typed));
        if (row.problem) {
            REQUIRE_FALSE(checked.ok());
            REQUIRE(checked.error().size() == 1);
            CHECK(checked.error()[0].code == *row.problem);
            CHECK(checked.error()[0].field == PlayerField::Name);
            CHECK(checked.error()[0].value == row.typed);
        } else {
            REQUIRE(checked.ok());
            CHECK(checked->name == row.stored);
            CHECK(checked->id == 0);
        }
    }
}

TEST_CASE("ratings and birth years: digits only, in range", "[player]")
{
    struct Row
    {
        PlayerField field;
        std::string typed;
        std::optional<PlayerProblem> problem;
        std::optional<int> stored;
    };
    const std::vector<Row> rows = {
        {PlayerField::Rating, "", std::nullopt, std::nullopt}, // unknown
        {PlayerField::Rating, "0", std::nullopt, 0},
        {PlayerField::Rating, "1500", std::nullopt, 1500},
        {PlayerField::Rating, "01500", std::nullopt, 1500},
        {PlayerField::Rating, "4000", std::nullopt, 4000},
        {PlayerField::Rating, "4001", PlayerProblem::RatingOutOfRange, std::nullopt},
        {PlayerField::Rating, "99999999999999999999999", PlayerProblem::RatingOutOfRange,
         std::nullopt},
        {PlayerField::Rating, "abc", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::Rating, "1500x", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::Rating, "-5", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::Rating, "+5", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::Rating, " 1500", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::Rating, "15 00", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::Rating, "1500.0", PlayerProblem::BadRating, std::nullopt},
        {PlayerField::BirthYear, "", std::nullopt, std::nullopt},
        {PlayerField::BirthYear, "1850", std::nullopt, 1850},
        {PlayerField::BirthYear, "1980", std::nullopt, 1980},
        {PlayerField::BirthYear, "2024", std::nullopt, 2024},
        {PlayerField::BirthYear, "1849", PlayerProblem::BirthYearOutOfRange, std::nullopt},
        {PlayerField::BirthYear, "2025", PlayerProblem::BirthYearOutOfRange, std::nullopt},
        {PlayerField::BirthYear, "80", PlayerProblem::BirthYearOutOfRange, std::nullopt},
        {PlayerField::BirthYear, "198O", PlayerProblem::BadBirthYear, std::nullopt},
        {PlayerField::BirthYear, "-1980", PlayerProblem::BadBirthYear, std::nullopt},
    };
    for (const Row &row : rows) {
        INFO((row.field == PlayerField::Rating ? "rating '" : "birth year '") << row.typed << "'");
        app::PlayerText typed = named("Иванов");
        (row.field == PlayerField::Rating ? typed.rating : typed.birthYear) = row.typed;
        const auto checked = app::PlayerValidator(year).validate(typed);
        if (row.problem) {
            REQUIRE_FALSE(checked.ok());
            REQUIRE(checked.error().size() == 1);
            const app::PlayerFieldProblem &problem = checked.error()[0];
            CHECK(problem.code == *row.problem);
            CHECK(problem.field == row.field);
            CHECK(problem.value == row.typed);
            CHECK(problem.minimum == (row.field == PlayerField::Rating ? 0 : 1850));
            CHECK(problem.maximum == (row.field == PlayerField::Rating ? 4000 : year));
        } else {
            REQUIRE(checked.ok());
            CHECK((row.field == PlayerField::Rating ? checked->rating : checked->birthYear) ==
                  row.stored);
        }
    }
}

TEST_CASE("title and club: trimmed, empty is unknown, the title at most 32 characters", "[player]")
{
    app::PlayerText typed = named("Иванов");
    typed.title = "  КМС ";
    typed.club = " Спартак, Москва ";
    auto checked = app::PlayerValidator(year).validate(typed);
    REQUIRE(checked.ok());
    CHECK(checked->title == std::optional<std::string>("КМС"));
    CHECK(checked->club == std::optional<std::string>("Спартак, Москва"));

    typed.title = "   ";
    typed.club = "";
    checked = app::PlayerValidator(year).validate(typed);
    REQUIRE(checked.ok());
    CHECK_FALSE(checked->title);
    CHECK_FALSE(checked->club);

    // 32 Cyrillic letters are 64 bytes and still 32 characters.
    std::string letters;
    for (int i = 0; i < 32; ++i)
        letters += "М";
    typed.title = letters;
    CHECK(app::PlayerValidator(year).validate(typed).ok());
    typed.title = letters + "С";
    CHECK(codesOf(typed) == std::vector{PlayerProblem::TitleTooLong});
    typed.title = "GM\tI";
    CHECK(codesOf(typed) == std::vector{PlayerProblem::ControlCharacter});
    typed.title = "";
    typed.club = "Spartak\r\nMoscow";
    CHECK(codesOf(typed) == std::vector{PlayerProblem::ControlCharacter});
}

TEST_CASE("region: trimmed, empty is unknown, no control characters", "[player]")
{
    app::PlayerText typed = named("Иванов");
    typed.region = "  Татарстан ";
    auto checked = app::PlayerValidator(year).validate(typed);
    REQUIRE(checked.ok());
    CHECK(checked->region == std::optional<std::string>("Татарстан"));
    typed.region = " ";
    checked = app::PlayerValidator(year).validate(typed);
    REQUIRE(checked.ok());
    CHECK_FALSE(checked->region);
    typed.region = "Москва\nМО";
    checked = app::PlayerValidator(year).validate(typed);
    REQUIRE_FALSE(checked.ok());
    const std::vector<app::PlayerFieldProblem> expected = {
        {PlayerProblem::ControlCharacter, PlayerField::Region, "Москва\nМО"}};
    CHECK(checked.error() == expected);
    CHECK(app::describe(expected[0], app::Language::Russian) ==
          "Регион: нужен текст без управляющих знаков (табуляций, переводов строки, невидимых "
          "знаков направления), а не "
          "'Москва\\nМО'");
    CHECK(app::fieldName(PlayerField::Region) == "region");
}

TEST_CASE("every wrong field is named, in field order", "[player]")
{
    app::PlayerText typed;
    typed.name = " ";
    typed.rating = "abc";
    typed.birthYear = "1700";
    typed.title = "Grandmaster of the International Federation";
    typed.club = "a\tb";
    const auto checked = app::PlayerValidator(year).validate(typed);
    REQUIRE_FALSE(checked.ok());
    const std::vector<app::PlayerFieldProblem> expected = {
        {PlayerProblem::NameMissing, PlayerField::Name, " "},
        {PlayerProblem::BadRating, PlayerField::Rating, "abc", 0, 4000},
        {PlayerProblem::BirthYearOutOfRange, PlayerField::BirthYear, "1700", 1850, year},
        {PlayerProblem::TitleTooLong, PlayerField::Title,
         "Grandmaster of the International Federation", 0, 32},
        {PlayerProblem::ControlCharacter, PlayerField::Club, "a\tb"},
    };
    CHECK(checked.error() == expected);
    // One sentence per problem, for the front ends that show English.
    CHECK(app::describe(expected[1]) == "Rating needs a whole number from 0 to 4000, not 'abc'");
    CHECK(app::requirement(expected[2]) == "a year from 1850 to 2024");
}

TEST_CASE("the default year is this year", "[player]")
{
    CHECK(app::PlayerValidator().currentYear() == app::PlayerValidator::thisYear());
    CHECK(app::PlayerValidator::thisYear() >= 2024);
}

} // namespace playervalidator_test
