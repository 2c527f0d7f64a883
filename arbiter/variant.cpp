#include "variant.h"

#include <array>
#include <charconv>

namespace arbiter {

namespace {

constexpr std::array<VariantRules, 3> variants = {{
    {Variant::Russian, "russian", "russian-fmjd64", 8, 8, 3, 25, false, true},
    {Variant::Brazilian, "brazilian", "brazilian-fmjd", 8, 8, 3, 26, true, false},
    {Variant::International, "international", "international-fmjd", 10, 10, 4, 20, true, false},
}};

} // namespace

const VariantRules &rulesOf(Variant variant)
{
    for (const VariantRules &rules : variants)
        if (rules.variant == variant)
            return rules;
    return variants[0];
}

std::optional<Variant> variantOfGameType(int gameType)
{
    for (const VariantRules &rules : variants)
        if (rules.pdnGameType == gameType)
            return rules.variant;
    return std::nullopt;
}

std::optional<Variant> variantOfGameTypeTag(std::string_view tag)
{
    const std::string_view number = tag.substr(0, tag.find(','));
    int gameType = 0;
    const auto [end, problem] =
        std::from_chars(number.data(), number.data() + number.size(), gameType);
    if (problem != std::errc() || end != number.data() + number.size())
        return std::nullopt;
    return variantOfGameType(gameType);
}

std::optional<Variant> variantNamed(std::string_view name)
{
    for (const VariantRules &rules : variants)
        if (rules.name == name)
            return rules.variant;
    return std::nullopt;
}

} // namespace arbiter
