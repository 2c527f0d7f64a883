#include "resultentry.h"

#include "databaseproblem.h"

#include <algorithm>

namespace app {

arbiter::Result<db::Pairing, Problem> enterResult(db::SqlSession &session,
                                                  const db::Tournament &tournament,
                                                  const std::vector<db::Pairing> &pairings,
                                                  const ResultEntry &entry)
{
    if (entry.game == 2 && !tournament.drawnOpenings)
        return Problem{ProblemCode::OneGamePerBoard, {tournament.name}};
    const auto pairing =
        std::find_if(pairings.begin(), pairings.end(), [&entry](const db::Pairing &p) {
            return p.round == entry.round && p.board == entry.board;
        });
    // A bye's row has a board but no game.
    if (pairing == pairings.end() || !pairing->blackId)
        return Problem{ProblemCode::NoGameOnBoard,
                       {std::to_string(entry.round), std::to_string(entry.board)}};
    auto saved =
        db::PairingStore(session).saveResult(*pairing, entry.result, entry.why, entry.game);
    if (!saved)
        return databaseProblem(saved.error());
    return std::move(saved.value());
}

arbiter::Result<db::Pairing, Problem>
enterResult(db::SqlSession &session, const db::Tournament &tournament, const ResultEntry &entry)
{
    auto pairings = db::PairingStore(session).pairings(tournament.id, entry.round);
    if (!pairings)
        return databaseProblem(pairings.error());
    return enterResult(session, tournament, *pairings, entry);
}

} // namespace app
