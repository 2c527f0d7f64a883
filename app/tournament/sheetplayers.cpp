#include "sheetplayers.h"

#include "reports/textlines.h"

namespace app {

namespace {

// A name as written on a sheet, without the blanks around it.
std::string_view trimmedName(std::string_view text)
{
    return reports::trimmed(text, " \t");
}

bool sameGame(const std::string &sheetWhite, const std::string &sheetBlack,
              const db::Pairing &pairing, int game)
{
    const auto [white, black] = boardPlayers(pairing, game);
    return pairing.blackId && trimmedName(sheetWhite) == white && trimmedName(sheetBlack) == black;
}

} // namespace

std::pair<std::string, std::string> boardPlayers(const db::Pairing &pairing, int game)
{
    const std::string black = pairing.blackName.value_or("");
    return game == 2 ? std::pair{black, pairing.whiteName} : std::pair{pairing.whiteName, black};
}

std::optional<Problem> checkSheetPlayers(const std::string &sheetWhite,
                                         const std::string &sheetBlack, const db::Pairing &pairing,
                                         int game)
{
    if (trimmedName(sheetWhite).empty() && trimmedName(sheetBlack).empty())
        return std::nullopt; // a sheet typed from scratch: nobody named yet
    if (sameGame(sheetWhite, sheetBlack, pairing, game))
        return std::nullopt;
    const auto orUnknown = [](const std::string &name) {
        const std::string written(trimmedName(name));
        return written.empty() ? std::string("?") : written;
    };
    const auto [white, black] = boardPlayers(pairing, game);
    return Problem{ProblemCode::SheetPlayersDiffer,
                   {orUnknown(sheetWhite), orUnknown(sheetBlack), std::to_string(pairing.round),
                    std::to_string(pairing.board), orUnknown(white), orUnknown(black)}};
}

std::optional<SheetBoard> boardOfSheet(const std::string &sheetWhite, const std::string &sheetBlack,
                                       const std::vector<db::Pairing> &pairings, bool microMatch)
{
    if (trimmedName(sheetWhite).empty() && trimmedName(sheetBlack).empty())
        return std::nullopt;
    for (const db::Pairing &pairing : pairings)
        for (int game = 1; game <= (microMatch ? 2 : 1); ++game)
            if (sameGame(sheetWhite, sheetBlack, pairing, game))
                return SheetBoard{pairing.board, game};
    return std::nullopt;
}

} // namespace app
