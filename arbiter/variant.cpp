#include "variant.h"

#include <charconv>

namespace arbiter {

std::span<const VariantRules> allVariants()
{
    return detail::variants;
}

BoardGeometry geometryOf(const VariantRules &rules)
{
    return {rules.columns, rules.rows, Numbering::FromTop, rules.firstToMove, rules.mirrored};
}

std::optional<Variant> variantOfGameType(int gameType)
{
    for (const VariantRules &rules : detail::variants)
        if (rules.pdnGameType != 0 && rules.pdnGameType == gameType)
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
    for (const VariantRules &rules : detail::variants)
        if (rules.name == name)
            return rules.variant;
    return std::nullopt;
}

} // namespace arbiter
