#include "gameexport.h"

#include "arbiter/fen.h"
#include "arbiter/gridgenerator.h"
#include "arbiter/gridnotation.h"
#include "arbiter/notation.h"
#include "arbiter/pdnreader.h"
#include "arbiter/pdnwriter.h"
#include "arbiter/variantgrid.h"
#include "databaseproblem.h"
#include "db/gameexporter.h"
#include "filewriter.h"

#include <functional>
#include <optional>
#include <sstream>
#include <vector>

namespace app {

namespace {

// The bytes of PDN gathered before they are written out: a few games' worth at a time.
constexpr std::size_t exportFlushBytes = 1 << 20;

// A stored game of a variant played on the grid G (Brazilian, International, English, Italian,
// Pool) as PDN: its moves replayed from its start, each one still legal.
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
                                     start.sideToMove(), moves, stored.result, rules.firstToMove);
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
    if (!arbiter::playedByRussianCore(variant))
        return arbiter::onGridOf(
            variant, [&]<class G>() { return exportedGridGame<G>(stored, tags, variant); });
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
    return arbiter::PdnWriter::write(tags, start.value(), moves, stored.result,
                                     arbiter::rulesOf(variant).pdnGameType);
}

// What a stored game that does not replay is written as: its PDN text as entered, so that the
// export still holds every game (and the arbiter finds the one to look at by its refusal).
std::string asEntered(const db::ExportedGame &stored)
{
    std::string text = stored.pdn;
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.pop_back();
    return text + "\n";
}

// Every game of `tournament` as PDN, each followed by an empty line, handed to `take` a game at
// a time as the games are read (db::GameExporter::eachGame); `take` returns a problem to stop. A
// game that does not replay is handed as entered, its refusal kept in `written.asEntered`. The
// first problem of `take` or the database, if any (`written` counts the games handed).
std::optional<Problem>
eachPdnGame(db::PgConnection &connection, const std::string &tournament, ExportedGames &written,
            const std::function<std::optional<Problem>(const std::string &game)> &take)
{
    std::optional<Problem> stopped;
    const auto failure =
        db::GameExporter(connection).eachGame(tournament, [&](db::ExportedGame &&stored) {
            auto game = exportedGame(stored);
            if (!game)
                written.asEntered.push_back(game.error());
            stopped = take((game ? *game : asEntered(stored)) + "\n");
            ++written.games;
            return !stopped;
        });
    if (failure)
        return databaseProblem(*failure);
    return stopped;
}

} // namespace

arbiter::Result<TournamentPdn, Problem> pdnOfTournament(db::PgConnection &connection,
                                                        const std::string &tournament)
{
    TournamentPdn pdn;
    if (auto failure =
            eachPdnGame(connection, tournament, pdn.written, [&pdn](const std::string &game) {
                pdn.text += game;
                return std::optional<Problem>();
            }))
        return *failure;
    return pdn;
}

arbiter::Result<ExportedGames, Problem> exportPdn(db::PgConnection &connection,
                                                  const std::string &tournament,
                                                  const std::filesystem::path &file)
{
    FileWriter writer(file);
    // A file replaced whole takes the games as they are replayed: on a refusal its temporary
    // file is dropped and the file stays as it was. One written directly (a FIFO, a device)
    // gets nothing until every game has been read.
    std::string pending;
    std::optional<Problem> opened;
    bool open = false;
    ExportedGames written;
    const auto refused = eachPdnGame(connection, tournament, written, [&](const std::string &game) {
        if (!open) {
            open = true;
            if ((opened = writer.open()))
                return opened;
        }
        pending += game;
        if (writer.replacesTarget() && pending.size() >= exportFlushBytes) {
            auto failure = writer.write(pending);
            pending.clear();
            return failure;
        }
        return std::optional<Problem>();
    });
    if (refused)
        return *refused;
    if (!open)
        if (auto failure = writer.open())
            return *failure;
    if (auto failure = writer.write(pending))
        return *failure;
    if (auto failure = writer.commit())
        return *failure;
    return written;
}

} // namespace app
