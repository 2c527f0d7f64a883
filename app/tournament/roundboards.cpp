#include "roundboards.h"

#include <map>

namespace app {

std::vector<RoundBoard> roundBoards(const TournamentEvent &loaded,
                                    const std::vector<db::Pairing> &pairings)
{
    // entries and event.players stand in the same order (tournamentevent.h).
    std::map<std::int64_t, std::size_t> indexOf;
    for (std::size_t i = 0; i < loaded.entries.size(); ++i)
        indexOf[loaded.entries[i].playerId] = i;
    const auto side = [&](std::int64_t playerId, const std::string &name, int round) {
        BoardSide s;
        s.name = name;
        const auto found = indexOf.find(playerId);
        if (found == indexOf.end())
            return s;
        const db::Entry &entry = loaded.entries[found->second];
        s.startNumber = entry.startNumber;
        s.rating = entry.rating;
        int halfPoints = 0;
        if (found->second < loaded.event.players.size())
            for (const reports::RoundResult &result : loaded.event.players[found->second].results)
                if (result.round < round)
                    halfPoints += reports::roundHalfPoints(loaded.event, result);
        s.pointsBefore = reports::formatPoints(halfPoints, loaded.event.scoring);
        return s;
    };
    std::vector<RoundBoard> boards;
    boards.reserve(pairings.size());
    for (const db::Pairing &pairing : pairings) {
        RoundBoard board;
        board.pairing = pairing;
        board.white = side(pairing.whiteId, pairing.whiteName, pairing.round);
        if (pairing.blackId)
            board.black = side(*pairing.blackId, pairing.blackName.value_or(""), pairing.round);
        else if (const auto found = indexOf.find(pairing.whiteId);
                 found != indexOf.end() && found->second < loaded.event.players.size())
            for (const reports::RoundResult &result : loaded.event.players[found->second].results)
                if (result.round == pairing.round && result.outcome != reports::Outcome::NotPaired)
                    board.byePoints = reports::formatPoints(
                        reports::roundHalfPoints(loaded.event, result), loaded.event.scoring);
        boards.push_back(std::move(board));
    }
    return boards;
}

} // namespace app
