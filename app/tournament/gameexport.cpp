#include "gameexport.h"

#include "arbiter/fen.h"
#include "arbiter/gridgenerator.h"
#include "arbiter/gridnotation.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/pdnwriter.h"
#include "databaseproblem.h"
#include "db/gameexporter.h"
#include "filewriter.h"

#include <sstream>
#include <vector>

namespace app {

namespace {

// A stored game of Brazilian or International draughts (on the board G) as PDN: its moves
// replayed from its start, each one still legal.
template <class G>
arbiter::Result<std::string, Problem> exportedGridGame(const db::ExportedGame &stored,
                                                       const std::vector<arbiter::PdnTag> &tags,
                                                       arbiter::Variant variant)
{
    const arbiter::VariantRules &rules = arbiter::rulesOf(variant);
    const arbiter::GridGenerator<G> generator(rules);
    const arbiter::GridNotation<G> notation(generator);
    const auto pieces = arbiter::Fen::parse(stored.startFen, rules);
    if (!pieces)
        return Problem{ProblemCode::StoredGameBadStart, {stored.id}};
    const arbiter::GridPosition<G> start = arbiter::GridNotation<G>::position(*pieces);
    arbiter::GridPosition<G> position = start;
    std::vector<std::string> moves;
    for (const std::string &text : stored.moves) {
        const auto move = notation.parse(text, position);
        if (!move)
            return Problem{ProblemCode::StoredMoveDoesNotReplay,
                           {stored.id, text, move.error().message}};
        moves.push_back(notation.write(*move, position));
        position = generator.after(position, *move);
    }
    return arbiter::PdnWriter::write(tags, rules.pdnGameType,
                                     start == generator.initial()
                                         ? std::nullopt
                                         : std::optional(arbiter::Fen::write(*pieces, rules)),
                                     start.sideToMove(), moves, stored.result);
}

// A stored game as PDN: the tags of the text as entered, the moves from the move rows, replayed
// on the board of the tournament's variant.
arbiter::Result<std::string, Problem> exportedGame(const db::ExportedGame &stored)
{
    std::istringstream text(stored.pdn);
    arbiter::PdnReader reader(text);
    const auto game = reader.next();
    const std::vector<arbiter::PdnTag> tags = game ? game->tags : std::vector<arbiter::PdnTag>{};
    const arbiter::Variant variant = stored.variant;
    if (variant == arbiter::Variant::Brazilian)
        return exportedGridGame<arbiter::Grid8>(stored, tags, variant);
    if (variant == arbiter::Variant::International)
        return exportedGridGame<arbiter::Grid10>(stored, tags, variant);
    const auto start = arbiter::Fen::parse(stored.startFen);
    if (!start)
        return Problem{ProblemCode::StoredGameBadStart, {stored.id}};
    std::vector<arbiter::Move> moves;
    arbiter::Position position = start.value();
    for (const std::string &notation : stored.moves) {
        const auto move = arbiter::Notation::parse(notation, position);
        if (!move)
            return Problem{ProblemCode::StoredMoveDoesNotReplay,
                           {stored.id, notation, move.error().message}};
        moves.push_back(move.value());
        position = position.after(move.value());
    }
    return arbiter::PdnWriter::write(tags, start.value(), moves, stored.result);
}

} // namespace

arbiter::Result<TournamentPdn, Problem> pdnOfTournament(db::PgConnection &connection,
                                                        const std::string &tournament)
{
    const auto games = db::GameExporter(connection).games(tournament);
    if (!games)
        return databaseProblem(games.error());
    TournamentPdn pdn;
    for (const db::ExportedGame &stored : *games) {
        const auto game = exportedGame(stored);
        if (!game)
            return game.error();
        pdn.text += *game + "\n";
        ++pdn.games;
    }
    return pdn;
}

arbiter::Result<std::size_t, Problem> exportPdn(db::PgConnection &connection,
                                                const std::string &tournament,
                                                const std::filesystem::path &file)
{
    const auto pdn = pdnOfTournament(connection, tournament);
    if (!pdn)
        return pdn.error();
    if (auto failure = writeFileAtomically(file, pdn->text))
        return *failure;
    return pdn->games;
}

} // namespace app
