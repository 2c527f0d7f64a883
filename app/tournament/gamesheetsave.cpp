#include "gamesheetsave.h"

#include "arbiter/audit.h"
#include "arbiter/pdnwriter.h"
#include "databaseproblem.h"
#include "db/gamestore.h"
#include "gamerecord.h"
#include "reports/pairingresult.h"
#include "sheetplayers.h"

#include <algorithm>

namespace app {

std::optional<Problem> checkSheetVariant(const db::Tournament &tournament, const SheetGame &sheet)
{
    // A game of another variant (a PDN file opened on the sheet) is not of this tournament.
    if (sheet.variant == tournament.variant)
        return std::nullopt;
    return Problem{ProblemCode::SheetOfOtherVariant,
                   {std::string(arbiter::rulesOf(sheet.variant).name),
                    std::string(arbiter::rulesOf(tournament.variant).name)}};
}

arbiter::Result<SavedSheet, Problem> saveSheetGame(db::SqlSession &session,
                                                   const db::Tournament &tournament,
                                                   const std::vector<db::Pairing> &pairings,
                                                   const SheetPlace &place, const SheetGame &sheet,
                                                   const arbiter::EndgameDatabase *endgames)
{
    if (auto otherGame = checkSheetVariant(tournament, sheet))
        return std::move(*otherGame);
    if (place.game == 2 && !tournament.drawnOpenings)
        return Problem{ProblemCode::OneGamePerBoard, {tournament.name}};
    const auto found =
        std::find_if(pairings.begin(), pairings.end(), [&place](const db::Pairing &pairing) {
            return pairing.round == place.round && pairing.board == place.board;
        });
    const std::vector<std::string> where = {std::to_string(place.round),
                                            std::to_string(place.board)};
    if (found == pairings.end())
        return Problem{ProblemCode::NoBoard, where};
    const db::Pairing &pairing = *found;
    if (!pairing.blackId || (place.game != 1 && place.game != 2))
        return Problem{ProblemCode::NoGameOnBoard, where};
    if (auto refused = checkSheetPlayers(sheet.white, sheet.black, pairing, place.game))
        return std::move(*refused);

    SavedSheet saved;
    saved.pairing = pairing;
    saved.game = place.game;
    const auto [white, black] = boardPlayers(pairing, place.game);
    const std::optional<reports::PairingResult> &boardResult =
        place.game == 1 ? pairing.result : pairing.secondResult;
    saved.result = boardResult && !reports::isForfeit(*boardResult)
                       ? std::string(reports::pairingResultCode(*boardResult))
                       : "*";
    saved.tags = {{"Event", tournament.name, {}},
                  {"Round", std::to_string(pairing.round), {}},
                  {"White", white, {}},
                  {"Black", black, {}},
                  {"Result", saved.result, {}}};

    // The game as the auditor reads a PDN game: the header, GameType outside Russian draughts, the
    // start when it is not the first position, the moves numbered from the first mover.
    const arbiter::VariantRules &rules = arbiter::rulesOf(sheet.variant);
    arbiter::PdnGame game;
    game.index = 1;
    game.tags = saved.tags;
    if (sheet.variant != arbiter::Variant::Russian && rules.pdnGameType != 0)
        game.tags.push_back({"GameType", std::to_string(rules.pdnGameType), {}});
    if (sheet.setUpFen) {
        game.tags.push_back({"SetUp", "1", {}});
        game.tags.push_back({"FEN", *sheet.setUpFen, {}});
    }
    const int offset = sheet.firstMover == rules.firstToMove ? 0 : 1;
    for (std::size_t ply = 0; ply < sheet.moves.size(); ++ply) {
        arbiter::PdnMove move;
        move.text = sheet.moves[ply];
        move.moveNumber = (static_cast<int>(ply) + offset) / 2 + 1;
        game.moves.push_back(std::move(move));
    }
    game.result = saved.result;
    game.text =
        arbiter::PdnWriter::write(saved.tags, rules.pdnGameType, sheet.setUpFen, sheet.firstMover,
                                  sheet.moves, saved.result, rules.firstToMove);
    const arbiter::Auditor auditor(sheet.rules, endgames,
                                   arbiter::Auditor::Options{.recordHistory = true,
                                                             .variant = sheet.variant,
                                                             .onlyOwnVariant = true});
    const auto stored = db::GameStore(session).saveBoardGame(tournament.id, pairing, place.game,
                                                             gameRecord(game, auditor.audit(game)));
    if (!stored)
        return databaseProblem(stored.error());
    saved.gameId = stored.value();
    return saved;
}

} // namespace app
