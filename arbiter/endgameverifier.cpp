#include "endgameverifier.h"

#include "fen.h"
#include "movegenerator.h"
#include "parallelfor.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <stdexcept>

namespace arbiter {

namespace {

constexpr std::size_t maxExamples = 10;

// The value the rules give a position from the values of the positions its moves lead to.
EndgameValue expectedValue(const Position &position, const EndgameDatabase &database)
{
    const MoveList moves = MoveGenerator::legalMoves(position);
    if (moves.empty())
        return {Outcome::Loss, 0};
    int shortestLoss = -1;
    int longestWin = -1;
    bool drawn = false;
    for (const Move &move : moves) {
        const Position child = position.after(move);
        const auto probe = database.probe(child);
        if (probe.status != EndgameDatabase::Probe::Status::Found)
            throw std::runtime_error(englishText(probe.reason));
        const EndgameValue value = probe.value;
        if (value.outcome == Outcome::Loss)
            shortestLoss = shortestLoss < 0 ? value.distancePlies
                                            : std::min(shortestLoss, value.distancePlies);
        else if (value.outcome == Outcome::Win)
            longestWin = std::max(longestWin, value.distancePlies);
        else
            drawn = true;
    }
    if (shortestLoss >= 0)
        return {Outcome::Win, shortestLoss + 1};
    if (drawn)
        return {Outcome::Draw, 0};
    return {Outcome::Loss, longestWin + 1};
}

} // namespace

EndgameVerifier::Report EndgameVerifier::verify(const EndgameTable &table,
                                                const EndgameDatabase &database, unsigned threads)
{
    Report report;
    report.positions = table.size();
    std::atomic<std::uint64_t> errors{0};
    std::mutex examplesMutex;
    parallelFor(table.size(), threads, [&](std::uint64_t i) {
        const Position position = table.index().placementAt(i).position();
        const EndgameValue stored = table.valueAt(i);
        const EndgameValue expected = expectedValue(position, database);
        if (stored == expected)
            return;
        errors.fetch_add(1);
        const std::lock_guard lock(examplesMutex);
        if (report.examples.size() < maxExamples)
            report.examples.push_back(Fen::write(position) + ": stored " + stored.text() +
                                      ", the moves give " + expected.text());
    });
    report.errors = errors.load();
    return report;
}

} // namespace arbiter
