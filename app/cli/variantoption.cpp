#include "variantoption.h"

#include "app/tournament/messagecatalogue.h"
#include "arbiter/audit.h"
#include "arbiter/fen.h"
#include "arbiter/gridnotation.h"
#include "clilanguage.h"
#include "reports/settings.h"

#include <charconv>

namespace app {

VariantOption variantOption(const CommandLine &options, std::string_view command, std::ostream &err,
                            VariantScope scope)
{
    const auto value = options.value("variant");
    if (!value)
        return {};
    const auto taken = [scope](arbiter::Variant variant) {
        switch (scope) {
        case VariantScope::Played:
            return true;
        case VariantScope::Judged:
            return arbiter::Auditor::judges(variant);
        case VariantScope::Tournament:
            return reports::defaultRuleSet(variant).has_value();
        }
        return false;
    };
    std::optional<arbiter::Variant> found = arbiter::variantNamed(*value);
    int gameType = 0;
    const auto [end, problem] =
        std::from_chars(value->data(), value->data() + value->size(), gameType);
    if (!found && problem == std::errc() && end == value->data() + value->size())
        found = arbiter::variantOfGameType(gameType);
    if (found && taken(*found))
        return {*found, false};
    // The names and numbers this command takes: "russian (25), brazilian (26), …".
    std::string accepted;
    for (const arbiter::VariantRules &rules : arbiter::allVariants()) {
        if (!taken(rules.variant))
            continue;
        accepted += accepted.empty() ? "" : ", ";
        accepted += std::string(rules.name);
        if (rules.pdnGameType != 0)
            accepted += " (" + std::to_string(rules.pdnGameType) + ")";
    }
    err << "shashki " << command
        << said(": --variant needs one of ", ": параметр --variant: ожидается одно из: ")
        << accepted
        << said(" (a name or its PDN GameType), not '",
                " (название или номер GameType PDN), а не «")
        << *value << said("'\n", "»\n");
    return {arbiter::Variant::Russian, true};
}

template <class G>
std::optional<arbiter::GridPosition<G>>
gridPositionOption(const CommandLine &options, arbiter::Variant variant, std::string_view command,
                   std::ostream &err)
{
    const auto fen = options.value("fen");
    if (!fen)
        return arbiter::GridGenerator<G>(arbiter::rulesOf(variant)).initial();
    const auto parsed = arbiter::Fen::parse(*fen, arbiter::rulesOf(variant));
    if (!parsed) {
        err << "shashki " << command << said(": bad FEN at column ", ": неверный FEN, столбец ")
            << parsed.error().column << ": " << describe(parsed.error(), cliLanguage()) << "\n";
        return std::nullopt;
    }
    return arbiter::GridNotation<G>::position(*parsed);
}

template std::optional<arbiter::GridPosition<arbiter::Grid8>>
gridPositionOption<arbiter::Grid8>(const CommandLine &, arbiter::Variant, std::string_view,
                                   std::ostream &);
template std::optional<arbiter::GridPosition<arbiter::Grid10>>
gridPositionOption<arbiter::Grid10>(const CommandLine &, arbiter::Variant, std::string_view,
                                    std::ostream &);
template std::optional<arbiter::GridPosition<arbiter::Grid8Checkers>>
gridPositionOption<arbiter::Grid8Checkers>(const CommandLine &, arbiter::Variant, std::string_view,
                                           std::ostream &);
template std::optional<arbiter::GridPosition<arbiter::Grid10x8>>
gridPositionOption<arbiter::Grid10x8>(const CommandLine &, arbiter::Variant, std::string_view,
                                      std::ostream &);
template std::optional<arbiter::GridPosition<arbiter::Grid8Mirrored>>
gridPositionOption<arbiter::Grid8Mirrored>(const CommandLine &, arbiter::Variant, std::string_view,
                                           std::ostream &);

} // namespace app
