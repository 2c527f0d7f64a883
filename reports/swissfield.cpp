#include "swissfield.h"

#include "textlines.h"
#include "trfreader.h"

#include <algorithm>

namespace reports {

namespace {

// The players of the file by start number.
std::vector<const TrfPlayer *> byStartNumber(const TrfFile &file)
{
    std::vector<const TrfPlayer *> players;
    for (const TrfPlayer &player : file.players)
        players.push_back(&player);
    std::sort(players.begin(), players.end(), [](const TrfPlayer *a, const TrfPlayer *b) {
        return a->startNumber < b->startNumber;
    });
    return players;
}

int indexOf(const std::vector<const TrfPlayer *> &players, int startNumber)
{
    const auto found = std::lower_bound(
        players.begin(), players.end(), startNumber,
        [](const TrfPlayer *player, int number) { return player->startNumber < number; });
    if (found == players.end() || (*found)->startNumber != startNumber)
        return -1;
    return static_cast<int>(found - players.begin());
}

// The whole number in columns `first` to `last` (1-based) of `text`, blanks around it; nullopt
// when there is none there.
std::optional<int> numberIn(std::string_view text, std::size_t first, std::size_t last)
{
    if (text.size() < last)
        return std::nullopt;
    const std::string_view field = text.substr(first - 1, last - first + 1);
    const auto tenths = trfTenths(field);
    if (!tenths || field.find('.') != std::string_view::npos)
        return std::nullopt;
    return *tenths / 10;
}

// The virtual points of the accelerated rounds a file gives each player (C.04.5, for pairing
// engines), into `field`'s players (by start number, `players`), in half-points of the file's
// scoring:
// - TRF-2026's 250: the game points in columns 10-13, for the rounds of columns 15-17 to 19-21,
//   to the players of start numbers in columns 23-26 to 28-31 (the match points of columns 5-8
//   are for team events: blank or 0);
// - JaVaFo's XXA: a start number in columns 5-8, then from column 10 the points of round 1, 2 …
//   in four columns each, one blank between (blank: none).
// The error names the line and column of a field that cannot be read.
std::optional<std::string> readAccelerations(const TrfFile &file,
                                             const std::vector<const TrfPlayer *> &players,
                                             SwissField &field)
{
    const auto scoring = trfScoring(file);
    const int tenthsPerHalfPoint = scoring && *scoring == Scoring::TwoOneZero ? 10 : 5;
    const auto halfPoints = [&](std::string_view text) -> std::optional<int> {
        const auto tenths = trfTenths(text);
        if (!tenths || *tenths % tenthsPerHalfPoint != 0)
            return std::nullopt;
        return *tenths / tenthsPerHalfPoint;
    };
    const auto give = [&](int startNumber, int round, int points) {
        const int index = indexOf(players, startNumber);
        if (index < 0)
            return;
        std::vector<int> &virtualPoints =
            field.players[static_cast<std::size_t>(index)].acceleration;
        if (static_cast<int>(virtualPoints.size()) < round)
            virtualPoints.resize(static_cast<std::size_t>(round), 0);
        virtualPoints[static_cast<std::size_t>(round - 1)] = points;
    };
    for (const TrfOtherLine &other : file.otherLines) {
        const std::string_view text = other.text;
        const auto wrong = [&](int column, const std::string &expected) {
            return "line " + std::to_string(other.line) + ", column " + std::to_string(column) +
                   ": expected " + expected;
        };
        if (text.starts_with("250")) {
            if (text.size() >= 8 && !trimmed(text.substr(4, 4), " ").empty() &&
                trfTenths(text.substr(4, 4)) != 0)
                return wrong(5, "no match points in 250 (an individual event)");
            const auto points = text.size() >= 13 ? halfPoints(text.substr(9, 4)) : std::nullopt;
            if (!points)
                return wrong(10, "the game points of 250");
            const auto from = numberIn(text, 15, 17);
            const auto to = numberIn(text, 19, 21);
            if (!from || !to || *from < 1 || *to < *from)
                return wrong(15, "the rounds of 250 (from, to)");
            const auto first = numberIn(text, 23, 26);
            const auto last = numberIn(text, 28, 31);
            if (!first || !last || *last < *first)
                return wrong(23, "the start numbers of 250 (first, last)");
            for (int player = *first; player <= *last; ++player)
                for (int round = *from; round <= *to; ++round)
                    give(player, round, *points); // a start number of no player: nobody
        } else if (text.starts_with("XXA")) {
            const auto player = numberIn(text, 5, 8);
            if (!player || indexOf(players, *player) < 0)
                return wrong(5, "a player's start number in XXA");
            for (std::size_t at = 9, round = 1; at < text.size(); at += 5, ++round) {
                const std::string_view written = text.substr(at, 4);
                if (trimmed(written, " ").empty())
                    continue;
                const auto points = halfPoints(written);
                if (!points)
                    return wrong(static_cast<int>(at) + 1,
                                 "the points of round " + std::to_string(round) + " in XXA");
                give(*player, static_cast<int>(round), *points);
            }
        }
    }
    return std::nullopt;
}

// C.04.1 and the TRF codes: 1 0 = (and W L D) played; + - forfeits, paired but not played; U the
// pairing-allocated bye; F H Z requested byes, not paired.
SwissRound roundOf(const TrfBlock &block, int opponent)
{
    SwissRound round;
    round.opponent = opponent;
    const char code = trfResultCode(block.result);
    switch (code) {
    case '1':
    case 'W':
        round.points = 2;
        round.played = true;
        break;
    case '=':
    case 'D':
        round.points = 1;
        round.played = true;
        break;
    case '0':
    case 'L':
        round.played = true;
        break;
    case '+':
    case 'F':
    case 'U':
        round.points = 2;
        break;
    case 'H':
        round.points = 1;
        break;
    default:
        break;
    }
    round.paired = opponent >= 0 || code == 'U';
    if (opponent >= 0)
        round.colour = block.colour == 'w'   ? Colour::White
                       : block.colour == 'b' ? Colour::Black
                                             : Colour::None;
    if (round.played && round.colour == Colour::None)
        round.played = false; // a game without colours was not played over the board
    return round;
}

} // namespace

Colour trfInitialColour(const TrfFile &file)
{
    if (file.initialColour == 'W' || file.initialColour == 'B')
        return file.initialColour == 'W' ? Colour::White : Colour::Black;
    for (const std::string &configuration : file.xxConfigurations) {
        if (configuration.find("white1") != std::string::npos)
            return Colour::White;
        if (configuration.find("black1") != std::string::npos)
            return Colour::Black;
    }
    // E.5 read backwards: round 1's pairing numbers count only its players (DutchPairer's ranks),
    // so the first of them with an opponent had number 1, odd, and the initial colour.
    for (const TrfPlayer *player : byStartNumber(file))
        if (!player->rounds.empty() && player->rounds.front().opponent > 0 &&
            (player->rounds.front().colour == 'w' || player->rounds.front().colour == 'b'))
            return player->rounds.front().colour == 'w' ? Colour::White : Colour::Black;
    return Colour::White;
}

std::optional<Colour> roundOneInitialColour(const Event &event)
{
    // As trfInitialColour: the first of round 1's players with an opponent had pairing number 1.
    for (const EventPlayer &player : event.players)
        for (const RoundResult &result : player.results)
            if (result.round == 1 && result.opponent >= 0)
                return result.white ? Colour::White : Colour::Black;
    return std::nullopt;
}

arbiter::Result<SwissField, std::string> swissFieldFromTrf(const TrfFile &file, int round)
{
    const std::vector<const TrfPlayer *> players = byStartNumber(file);
    SwissField field;
    field.roundsPlayed = round - 1;
    field.roundsPlanned = file.rounds.value_or(file.xxRounds.value_or(file.roundCount()));
    field.initialColour = trfInitialColour(file);
    for (const TrfPlayer *player : players) {
        SwissEntrant entrant;
        for (int r = 0; r < round && r < static_cast<int>(player->rounds.size()); ++r) {
            const TrfBlock &block = player->rounds[static_cast<std::size_t>(r)];
            int opponent = -1;
            if (block.opponent > 0) {
                opponent = indexOf(players, block.opponent);
                if (opponent < 0)
                    return "player " + std::to_string(player->startNumber) + ", round " +
                           std::to_string(r + 1) + ": no player has start number " +
                           std::to_string(block.opponent);
            }
            const SwissRound parsed = roundOf(block, opponent);
            if (r + 1 == round)
                entrant.available = parsed.paired;
            else
                entrant.rounds.push_back(parsed);
        }
        if (static_cast<int>(player->rounds.size()) < round)
            entrant.available = false;
        field.players.push_back(std::move(entrant));
    }
    for (const TrfBye &bye : file.byes)
        if (bye.round == round)
            for (int number : bye.players)
                if (const int index = indexOf(players, number); index >= 0)
                    field.players[static_cast<std::size_t>(index)].available = false;
    if (auto wrong = readAccelerations(file, players, field))
        return *wrong;
    return field;
}

std::vector<SwissPairing> trfRoundPairing(const TrfFile &file, int round)
{
    const std::vector<const TrfPlayer *> players = byStartNumber(file);
    std::vector<SwissPairing> pairing;
    for (std::size_t p = 0; p < players.size(); ++p) {
        if (static_cast<int>(players[p]->rounds.size()) < round)
            continue;
        const TrfBlock &block = players[p]->rounds[static_cast<std::size_t>(round - 1)];
        const int index = static_cast<int>(p);
        if (block.opponent > 0) {
            const int opponent = indexOf(players, block.opponent);
            if (block.colour == 'w' || (block.colour != 'b' && index < opponent))
                pairing.push_back({index, opponent});
        } else if (trfResultCode(block.result) == 'U') {
            pairing.push_back({index, -1});
        }
    }
    return pairing;
}

SwissField swissFieldFromEvent(const Event &event, int round, const std::vector<bool> &available,
                               int roundsPlanned, Colour initialColour)
{
    SwissField field;
    field.roundsPlayed = round - 1;
    field.roundsPlanned = roundsPlanned;
    field.initialColour = initialColour;
    for (std::size_t p = 0; p < event.players.size(); ++p) {
        SwissEntrant entrant;
        for (const RoundResult &result : event.players[p].results) {
            if (result.round >= round)
                break;
            SwissRound swiss;
            swiss.opponent = result.opponent;
            swiss.points = halfPoints(result.outcome);
            swiss.played = played(result.outcome);
            switch (result.outcome) {
            case Outcome::Win:
            case Outcome::Draw:
            case Outcome::Loss:
            case Outcome::ForfeitWin:
            case Outcome::ForfeitLoss:
            case Outcome::DoubleForfeit:
                swiss.paired = result.opponent >= 0;
                swiss.colour = result.opponent < 0 ? Colour::None
                               : result.white      ? Colour::White
                                                   : Colour::Black;
                break;
            case Outcome::FullBye:
            case Outcome::PairingBye:
                // A stored tournament's full-point bye (bye-1) is the pairing-allocated one:
                // requested byes are stored as bye-1/2 or bye-0.
                swiss.paired = true;
                break;
            case Outcome::HalfBye:
            case Outcome::ZeroBye:
            case Outcome::NotPaired:
                break;
            }
            entrant.rounds.push_back(swiss);
        }
        entrant.available = p < available.size() && available[p];
        field.players.push_back(std::move(entrant));
    }
    return field;
}

std::vector<bool> enteredAtStart(const Event &event)
{
    std::vector<bool> entered;
    for (const EventPlayer &player : event.players)
        entered.push_back(!player.results.empty() &&
                          player.results.front().outcome != Outcome::NotPaired);
    if (std::find(entered.begin(), entered.end(), true) == entered.end())
        entered.assign(entered.size(), true);
    return entered;
}

void applyBakuAcceleration(SwissField &field, const std::vector<bool> &atStart)
{
    const int players = static_cast<int>(field.players.size());
    const auto started = [&atStart](int p) {
        return static_cast<std::size_t>(p) >= atStart.size() ||
               atStart[static_cast<std::size_t>(p)];
    };
    int starters = 0;
    for (int p = 0; p < players; ++p)
        starters += started(p) ? 1 : 0;
    // The last of GA: the 2 × ⌈N/4⌉-th of those who started, by pairing number.
    const int groupA = 2 * ((starters + 3) / 4);
    int last = -1;
    for (int p = 0, counted = 0; p < players && counted < groupA; ++p)
        if (started(p)) {
            last = p;
            ++counted;
        }
    const int accelerated = (field.roundsPlanned + 1) / 2;
    const int fullPoint = (accelerated + 1) / 2;
    for (int p = 0; p <= last; ++p) {
        std::vector<int> &virtualPoints = field.players[static_cast<std::size_t>(p)].acceleration;
        virtualPoints.assign(static_cast<std::size_t>(accelerated), 1);
        std::fill(virtualPoints.begin(), virtualPoints.begin() + fullPoint, 2);
    }
}

} // namespace reports
