#include "handpairing.h"

#include "databaseproblem.h"

#include <algorithm>
#include <optional>

namespace app {

namespace {

// A game's board with a result (a bye's board always has one, and keeps its seat open).
std::optional<Problem> resultIn(const db::Pairing &pairing)
{
    if (pairing.blackId && (pairing.result || pairing.secondResult))
        return Problem{ProblemCode::BoardHasResult,
                       {std::to_string(pairing.round), std::to_string(pairing.board)}};
    return std::nullopt;
}

} // namespace

arbiter::Result<db::Pairing, Problem> swapColours(db::SqlSession &session,
                                                  const std::vector<db::Pairing> &pairings,
                                                  int round, int board,
                                                  const std::optional<std::string> &why)
{
    const auto found = std::find_if(pairings.begin(), pairings.end(), [&](const db::Pairing &p) {
        return p.round == round && p.board == board;
    });
    if (found == pairings.end())
        return Problem{ProblemCode::NoBoard, {std::to_string(round), std::to_string(board)}};
    if (auto result = resultIn(*found))
        return *result;
    auto swapped = db::PairingStore(session).swapColours(*found, why);
    if (!swapped)
        return databaseProblem(swapped.error());
    return std::move(swapped.value());
}

arbiter::Result<std::pair<Seat, Seat>, Problem>
exchangePlayers(db::SqlSession &session, const TournamentEvent &loaded,
                const std::vector<db::Pairing> &pairings, int round, int first, int second,
                const std::optional<std::string> &why)
{
    const db::Entry *firstEntry = entryOf(loaded, first);
    const db::Entry *secondEntry = entryOf(loaded, second);
    if (!firstEntry || !secondEntry)
        return Problem{ProblemCode::NoSuchStartNumber,
                       {std::to_string(firstEntry ? second : first)}};
    const std::int64_t a = firstEntry->playerId;
    const std::int64_t b = secondEntry->playerId;
    const auto seatOf = [&](std::int64_t player) {
        return std::find_if(pairings.begin(), pairings.end(), [&](const db::Pairing &p) {
            return p.round == round && (p.whiteId == player || p.blackId == player);
        });
    };
    const auto seatA = seatOf(a);
    const auto seatB = seatOf(b);
    if (seatA == pairings.end() || seatB == pairings.end())
        return Problem{ProblemCode::NotBothPaired, {std::to_string(round)}};
    for (const auto &pairing : {seatA, seatB})
        if (auto result = resultIn(*pairing))
            return *result;
    const auto seat = [](const db::Pairing &pairing, std::int64_t player) {
        const bool white = pairing.whiteId == player;
        return Seat{pairing.board, white,
                    white ? pairing.whiteName : pairing.blackName.value_or("")};
    };
    std::pair<Seat, Seat> before{seat(*seatA, a), seat(*seatB, b)};
    if (auto failure = db::PairingStore(session).exchangePlayers(*seatA, a, *seatB, b, why))
        return databaseProblem(*failure);
    return before;
}

} // namespace app
