#include "initialranking.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>

namespace reports {

namespace {

// `text` in lower case (ASCII and the Russian alphabet in UTF-8) without spaces, dots and
// hyphens: "К.М.С." and "кмс" are one title.
std::string titleKey(std::string_view text)
{
    std::string key;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == ' ' || byte == '.' || byte == '-')
            continue;
        if (byte < 0x80) {
            key += static_cast<char>(byte >= 'A' && byte <= 'Z' ? byte - 'A' + 'a' : byte);
            continue;
        }
        if (i + 1 < text.size()) {
            const auto next = static_cast<unsigned char>(text[i + 1]);
            if (byte == 0xD0 && next >= 0x90 && next <= 0x9F) { // А … П
                key += static_cast<char>(0xD0);
                key += static_cast<char>(next + 0x20);
                ++i;
                continue;
            }
            if (byte == 0xD0 && next >= 0xA0 && next <= 0xAF) { // Р … Я
                key += static_cast<char>(0xD1);
                key += static_cast<char>(next - 0x20);
                ++i;
                continue;
            }
            if (byte == 0xD0 && next == 0x81) { // Ё
                key += "ё";
                ++i;
                continue;
            }
        }
        key += static_cast<char>(byte);
    }
    return key;
}

struct TitleSpelling
{
    std::string_view key;
    int standing;
};

// Every spelling known, by titleKey: the FMJD's titles first, then Russia's categories.
constexpr std::array titleSpellings{
    TitleSpelling{"gmi", 0},      TitleSpelling{"гми", 0},      TitleSpelling{"mi", 1},
    TitleSpelling{"ми", 1},       TitleSpelling{"gmif", 2},     TitleSpelling{"гмиж", 2},
    TitleSpelling{"mf", 3},       TitleSpelling{"мф", 3},       TitleSpelling{"mif", 4},
    TitleSpelling{"миж", 4},      TitleSpelling{"mff", 5},      TitleSpelling{"мфж", 5},
    TitleSpelling{"cmf", 6},      TitleSpelling{"кмф", 6},      TitleSpelling{"змс", 7},
    TitleSpelling{"мсмк", 8},     TitleSpelling{"мс", 9},       TitleSpelling{"кмс", 10},
    TitleSpelling{"1", 11},       TitleSpelling{"i", 11},       TitleSpelling{"1р", 11},
    TitleSpelling{"1разряд", 11}, TitleSpelling{"2", 12},       TitleSpelling{"ii", 12},
    TitleSpelling{"2р", 12},      TitleSpelling{"2разряд", 12}, TitleSpelling{"3", 13},
    TitleSpelling{"iii", 13},     TitleSpelling{"3р", 13},      TitleSpelling{"3разряд", 13},
};

} // namespace

std::optional<int> titleStanding(std::string_view title)
{
    const std::string key = titleKey(title);
    for (const TitleSpelling &spelling : titleSpellings)
        if (spelling.key == key)
            return spelling.standing;
    return std::nullopt;
}

bool ranksBefore(const RankedPlayer &a, const RankedPlayer &b)
{
    // The rated before the unrated, the higher rating first.
    if (a.rating.has_value() != b.rating.has_value())
        return a.rating.has_value();
    if (a.rating && *a.rating != *b.rating)
        return *a.rating > *b.rating;
    // The higher title first; a known title before none.
    constexpr int noTitle = 1000; // after every title known
    const int titleA = a.title ? titleStanding(*a.title).value_or(noTitle) : noTitle;
    const int titleB = b.title ? titleStanding(*b.title).value_or(noTitle) : noTitle;
    if (titleA != titleB)
        return titleA < titleB;
    // Then the name, alphabetically: UTF-8 bytes order Latin and Cyrillic letters alphabetically
    // within each script (Ё aside).
    return a.name < b.name;
}

std::vector<std::size_t> initialRanking(const std::vector<RankedPlayer> &players)
{
    std::vector<std::size_t> order(players.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&players](std::size_t a, std::size_t b) {
        return ranksBefore(players[a], players[b]);
    });
    return order;
}

int rankOfNewcomer(const std::vector<RankedPlayer> &field, const RankedPlayer &newcomer)
{
    const auto above = std::find_if(field.rbegin(), field.rend(), [&](const RankedPlayer &player) {
        return ranksBefore(player, newcomer);
    });
    return static_cast<int>(field.rend() - above) + 1;
}

} // namespace reports
