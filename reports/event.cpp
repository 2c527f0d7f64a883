#include "event.h"

namespace reports {

int halfPoints(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Win:
    case Outcome::ForfeitWin:
    case Outcome::FullBye:
    case Outcome::PairingBye:
        return 2;
    case Outcome::Draw:
    case Outcome::HalfBye:
        return 1;
    case Outcome::Loss:
    case Outcome::ForfeitLoss:
    case Outcome::DoubleForfeit:
    case Outcome::ZeroBye:
    case Outcome::NotPaired:
        return 0;
    }
    return 0;
}

bool played(Outcome outcome)
{
    return outcome == Outcome::Win || outcome == Outcome::Draw || outcome == Outcome::Loss;
}

Outcome matchOutcome(Outcome first, Outcome second)
{
    if (first == Outcome::NotPaired || second == Outcome::NotPaired)
        return Outcome::NotPaired;
    // The opponent's half-points of a game: the rest of the 2, except a double forfeit, which
    // gives both nothing.
    const auto theirs = [](Outcome game) {
        return game == Outcome::DoubleForfeit ? 0 : 2 - halfPoints(game);
    };
    const int mine = halfPoints(first) + halfPoints(second);
    const int other = theirs(first) + theirs(second);
    if (played(first) || played(second))
        return mine > other ? Outcome::Win : mine == other ? Outcome::Draw : Outcome::Loss;
    // Neither game played over the board.
    if (mine > other)
        return Outcome::ForfeitWin;
    if (mine < other)
        return Outcome::ForfeitLoss;
    // Each forfeited one game: the match is even but was not played; half a match, unplayed.
    return mine == 0 ? Outcome::DoubleForfeit : Outcome::HalfBye;
}

int roundHalfPoints(const Event &event, const RoundResult &result)
{
    if (event.gamesPerPairing < 2 || event.standingsBy == MatchStandings::MatchPoints)
        return halfPoints(result.outcome);
    if (result.games.empty()) // a bye, or not paired: as two games
        return halfPoints(result.outcome) * event.gamesPerPairing;
    int points = 0;
    for (Outcome game : result.games)
        points += halfPoints(game);
    return points;
}

int roundMaxHalfPoints(const Event &event)
{
    return event.gamesPerPairing >= 2 && event.standingsBy == MatchStandings::GamePoints
               ? 2 * event.gamesPerPairing
               : 2;
}

std::string formatPoints(int halfPoints, Scoring scoring)
{
    if (scoring == Scoring::TwoOneZero)
        return std::to_string(halfPoints);
    std::string out = halfPoints >= 2 || halfPoints == 0 ? std::to_string(halfPoints / 2) : "";
    if (halfPoints % 2)
        out += "\xC2\xBD"; // ½
    return out;
}

std::size_t displayWidth(std::string_view text)
{
    std::size_t columns = 0;
    for (char c : text)
        columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return columns;
}

std::string markedName(const EventPlayer &player, Language language)
{
    if (!player.withdrawnAfterRound)
        return player.name;
    if (*player.withdrawnAfterRound == 0)
        return reportText(ReportWord::Withdrew, language, {player.name});
    return reportText(ReportWord::WithdrewAfterRound, language,
                      {player.name, std::to_string(*player.withdrawnAfterRound)});
}

} // namespace reports
