#include "variantoption.h"

#include "app/tournament/messagecatalogue.h"
#include "arbiter/fen.h"
#include "arbiter/gridnotation.h"
#include "clilanguage.h"

#include <charconv>

namespace app {

VariantOption variantOption(const CommandLine &options, std::string_view command, std::ostream &err)
{
    const auto value = options.value("variant");
    if (!value)
        return {};
    if (const auto named = arbiter::variantNamed(*value))
        return {*named, false};
    int gameType = 0;
    const auto [end, problem] =
        std::from_chars(value->data(), value->data() + value->size(), gameType);
    if (problem == std::errc() && end == value->data() + value->size())
        if (const auto typed = arbiter::variantOfGameType(gameType))
            return {*typed, false};
    err << "shashki " << command
        << said(": --variant needs russian, brazilian or international (or the PDN GameType 25, "
                "26 or 20), not '",
                ": параметр --variant: ожидается russian, brazilian или international (или номер "
                "GameType PDN: 25, 26 или 20), а не «")
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

} // namespace app
