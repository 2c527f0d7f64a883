// Fuzzing the TRF reader with its cross-check of the two records of each game: any bytes must be
// read without a crash, a hang or a leak; an error lies on a line of the input; an event read has
// one result per player and round, and each game in it is the same game seen from both sides.
#include "reports/trfreader.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

namespace {

bool agree(reports::Outcome mine, reports::Outcome theirs)
{
    using reports::Outcome;
    switch (mine) {
    case Outcome::Win:
        return theirs == Outcome::Loss;
    case Outcome::Loss:
        return theirs == Outcome::Win;
    case Outcome::ForfeitWin:
        return theirs == Outcome::ForfeitLoss;
    case Outcome::ForfeitLoss:
        return theirs == Outcome::ForfeitWin;
    case Outcome::Draw:
    case Outcome::DoubleForfeit:
    case Outcome::NotPaired: // paired, no result yet
        return theirs == mine;
    default: // a bye has no opponent
        return false;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::istringstream input(std::string(reinterpret_cast<const char *>(data), size));
    const auto read = reports::readTrf(input);
    if (!read) {
        if (read.error().empty())
            std::abort();
        for (const reports::TrfError &error : read.error())
            if (error.line < 1 || static_cast<std::size_t>(error.line) > size || error.column < 1 ||
                error.code > reports::TrfErrorCode::ResultsDisagree)
                std::abort();
        return 0;
    }
    const auto &players = read->players;
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (static_cast<int>(players[i].results.size()) != read->rounds)
            std::abort();
        for (const reports::RoundResult &result : players[i].results) {
            if (result.opponent < 0)
                continue;
            const auto j = static_cast<std::size_t>(result.opponent);
            if (j >= players.size() || j == i)
                std::abort();
            const reports::RoundResult &other =
                players[j].results[static_cast<std::size_t>(result.round - 1)];
            if (other.round != result.round || other.opponent != static_cast<int>(i) ||
                (result.white && other.white) || !agree(result.outcome, other.outcome))
                std::abort();
        }
    }
    return 0;
}
