#include "playervalidator.h"

#include "reports/textlines.h"
#include "typedtext.h"

#include <charconv>
#include <cstdint>
#include <ctime>
#include <optional>
#include <string_view>

namespace app {

namespace {

// A text field trimmed; nullopt after adding its problem to `problems`.
std::optional<std::string> textField(std::string_view typed, PlayerField field,
                                     std::vector<PlayerFieldProblem> &problems)
{
    const std::string_view text = reports::trimmed(typed, " \t\n\v\f\r");
    const auto points = codePoints(text);
    if (!points) {
        problems.push_back({PlayerProblem::NotUtf8, field, std::string(typed)});
        return std::nullopt;
    }
    for (const char32_t point : *points)
        if (isHiddenCharacter(point)) {
            problems.push_back({PlayerProblem::ControlCharacter, field, std::string(typed)});
            return std::nullopt;
        }
    if (field == PlayerField::Title && points->size() > PlayerValidator::maxTitleCharacters) {
        problems.push_back({PlayerProblem::TitleTooLong, field, std::string(typed), 0,
                            PlayerValidator::maxTitleCharacters});
        return std::nullopt;
    }
    return std::string(text);
}

// A number field into `number`: none when empty, or when it is wrong (its problem added).
void numberField(std::string_view typed, PlayerField field, int min, int max,
                 PlayerProblem notDigits, PlayerProblem outOfRange, std::optional<int> &number,
                 std::vector<PlayerFieldProblem> &problems)
{
    number.reset();
    if (typed.empty())
        return;
    for (const char c : typed)
        if (c < '0' || c > '9') {
            problems.push_back({notDigits, field, std::string(typed), min, max});
            return;
        }
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(typed.data(), typed.data() + typed.size(), value);
    if (ec != std::errc{} || value < min || value > max) {
        problems.push_back({outOfRange, field, std::string(typed), min, max});
        return;
    }
    number = static_cast<int>(value);
}

std::optional<std::string> unlessEmpty(std::string text)
{
    return text.empty() ? std::nullopt : std::optional(std::move(text));
}

} // namespace

int PlayerValidator::thisYear()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return local.tm_year + 1900;
}

arbiter::Result<db::Player, std::vector<PlayerFieldProblem>>
PlayerValidator::validate(const PlayerText &typed) const
{
    std::vector<PlayerFieldProblem> problems;
    db::Player player;
    if (const auto name = textField(typed.name, PlayerField::Name, problems)) {
        if (name->empty())
            problems.push_back({PlayerProblem::NameMissing, PlayerField::Name, typed.name});
        player.name = *name;
    }
    numberField(typed.rating, PlayerField::Rating, minRating, maxRating, PlayerProblem::BadRating,
                PlayerProblem::RatingOutOfRange, player.rating, problems);
    numberField(typed.birthYear, PlayerField::BirthYear, firstBirthYear, m_currentYear,
                PlayerProblem::BadBirthYear, PlayerProblem::BirthYearOutOfRange, player.birthYear,
                problems);
    if (auto title = textField(typed.title, PlayerField::Title, problems))
        player.title = unlessEmpty(std::move(*title));
    if (auto club = textField(typed.club, PlayerField::Club, problems))
        player.club = unlessEmpty(std::move(*club));
    if (auto region = textField(typed.region, PlayerField::Region, problems))
        player.region = unlessEmpty(std::move(*region));
    if (!problems.empty())
        return problems;
    return player;
}

std::string fieldName(PlayerField field)
{
    switch (field) {
    case PlayerField::Name:
        return "name";
    case PlayerField::Rating:
        return "rating";
    case PlayerField::BirthYear:
        return "birth year";
    case PlayerField::Title:
        return "title";
    case PlayerField::Club:
        return "club";
    case PlayerField::Region:
        return "region";
    }
    return "field";
}

std::string requirement(const PlayerFieldProblem &problem)
{
    const std::string range =
        " from " + std::to_string(problem.minimum) + " to " + std::to_string(problem.maximum);
    switch (problem.code) {
    case PlayerProblem::NameMissing:
        return "a name";
    case PlayerProblem::ControlCharacter:
        return "text without control characters (tabs, line breaks, invisible direction marks)";
    case PlayerProblem::NotUtf8:
        return "UTF-8 text";
    case PlayerProblem::BadRating:
    case PlayerProblem::RatingOutOfRange:
        return "a whole number" + range;
    case PlayerProblem::BadBirthYear:
    case PlayerProblem::BirthYearOutOfRange:
        return "a year" + range;
    case PlayerProblem::TitleTooLong:
        return "at most " + std::to_string(problem.maximum) + " characters";
    }
    return "another value";
}

std::string describe(const PlayerFieldProblem &problem)
{
    std::string sentence = fieldName(problem.field) + " needs " + requirement(problem) + ", not '" +
                           visibleText(problem.value) + "'";
    sentence.front() = static_cast<char>(sentence.front() - 'a' + 'A');
    return sentence;
}

} // namespace app
