#include "tournamentdate.h"

#include <algorithm>
#include <charconv>

namespace app {

namespace {

// A whole number of 1 to `maxDigits` digits, the whole of `text`.
std::optional<int> digitsOf(std::string_view text, std::size_t maxDigits)
{
    if (text.empty() || text.size() > maxDigits)
        return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

bool leapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

} // namespace

std::optional<std::string> typedDate(std::string_view typed)
{
    std::optional<int> year;
    std::optional<int> month;
    std::optional<int> day;
    if (typed.size() == 10 && typed[4] == '-' && typed[7] == '-') {
        year = digitsOf(typed.substr(0, 4), 4);
        month = digitsOf(typed.substr(5, 2), 2);
        day = digitsOf(typed.substr(8, 2), 2);
    } else if (const auto first = typed.find('.'); first != std::string_view::npos) {
        const auto second = typed.find('.', first + 1);
        if (second == std::string_view::npos || typed.size() - second - 1 != 4)
            return std::nullopt;
        day = digitsOf(typed.substr(0, first), 2);
        month = digitsOf(typed.substr(first + 1, second - first - 1), 2);
        year = digitsOf(typed.substr(second + 1), 4);
    }
    if (!year || !month || !day || *year < 1 || *month < 1 || *month > 12 || *day < 1)
        return std::nullopt;
    constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int inMonth = days[*month - 1] + (*month == 2 && leapYear(*year) ? 1 : 0);
    if (*day > inMonth)
        return std::nullopt;
    const auto twoDigits = [](int value) {
        return std::string(value < 10 ? "0" : "") + std::to_string(value);
    };
    std::string yearText = std::to_string(*year);
    yearText.insert(0, 4 - yearText.size(), '0');
    return yearText + "-" + twoDigits(*month) + "-" + twoDigits(*day);
}

std::string dateText(const std::string &iso, reports::Language language)
{
    const bool isIso = iso.size() == 10 && iso[4] == '-' && iso[7] == '-' &&
                       std::all_of(iso.begin(), iso.end(),
                                   [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
    if (!isIso || language != reports::Language::Russian)
        return iso;
    return iso.substr(8, 2) + "." + iso.substr(5, 2) + "." + iso.substr(0, 4);
}

} // namespace app
