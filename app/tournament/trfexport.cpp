#include "trfexport.h"

#include "databaseproblem.h"
#include "db/pairingstore.h"
#include "db/playerstore.h"
#include "filewriter.h"
#include "reports/pairingresult.h"
#include "reports/standings.h"
#include "reports/swissfield.h"
#include "tournamentevent.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace app {

namespace {

using reports::Outcome;

// A game's result (none: not entered) as the outcome of White or Black.
Outcome gameOutcome(const std::optional<reports::PairingResult> &result, bool white)
{
    if (!result)
        return Outcome::NotPaired;
    const auto [forWhite, forBlack] = reports::outcomesOf(*result);
    return white ? forWhite : forBlack;
}

char codeOf(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Win:
        return '1';
    case Outcome::Loss:
        return '0';
    case Outcome::Draw:
    case Outcome::HalfBye: // a micro-match of which each forfeited one game
        return '=';
    case Outcome::ForfeitWin:
        return '+';
    case Outcome::ForfeitLoss:
    case Outcome::DoubleForfeit:
        return '-';
    default:
        return ' ';
    }
}

// The code of one side of a pairing: its game, or its micro-match (game 2's result is written
// White first, and White of game 2 is the pairing's Black).
char pairingCode(const db::Pairing &pairing, bool white, bool microMatch)
{
    const Outcome first = gameOutcome(pairing.result, white);
    if (!microMatch)
        return codeOf(first);
    return codeOf(reports::matchOutcome(first, gameOutcome(pairing.secondResult, !white)));
}

char byeCode(const std::optional<reports::PairingResult> &result)
{
    if (!result)
        return ' ';
    return *result == reports::PairingResult::FullBye   ? 'U'
           : *result == reports::PairingResult::HalfBye ? 'H'
                                                        : 'Z';
}

// "1950-11-05" as TRF writes dates: "1950/11/05".
std::string trfDate(const std::optional<std::string> &date)
{
    std::string written = date.value_or("");
    std::replace(written.begin(), written.end(), '-', '/');
    return written;
}

bool allOf(const std::string &text, bool (*wanted)(char))
{
    return !text.empty() && std::all_of(text.begin(), text.end(), wanted);
}

// `text` right-aligned in `width` columns.
std::string rightAligned(const std::string &text, std::size_t width)
{
    return std::string(width > text.size() ? width - text.size() : 0, ' ') + text;
}

// The Baku acceleration's virtual points as TRF-2026's 250 records (C.04.5.1, as the pairing gave
// them: reports::applyBakuAcceleration), one a run of rounds with the same points for a run of
// consecutive start numbers: "250       1.0   1   2    1    4" — no match points (columns 5-8),
// the game points (10-13), the rounds from and to (15-17, 19-21), the start numbers from and to
// (23-26, 28-31). Nothing for an event without it.
std::vector<reports::TrfOtherLine> acceleratedRounds(const TournamentEvent &loaded)
{
    const db::Tournament &stored = loaded.tournament;
    if (stored.acceleration != reports::Acceleration::Baku || !stored.roundsPlanned)
        return {};
    reports::SwissField field;
    field.players.resize(loaded.entries.size());
    field.roundsPlanned = *stored.roundsPlanned;
    reports::applyBakuAcceleration(field, reports::enteredAtStart(loaded.event));
    const auto points = [&stored](int halfPoints) {
        const int tenths = halfPoints * (stored.scoring == reports::Scoring::TwoOneZero ? 10 : 5);
        return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
    };
    std::vector<reports::TrfOtherLine> lines;
    for (std::size_t first = 0; first < field.players.size();) {
        const std::vector<int> &virtualPoints = field.players[first].acceleration;
        std::size_t last = first;
        while (last + 1 < field.players.size() &&
               field.players[last + 1].acceleration == virtualPoints &&
               loaded.entries[last + 1].startNumber == loaded.entries[last].startNumber + 1)
            ++last;
        for (std::size_t from = 0; from < virtualPoints.size();) {
            std::size_t to = from;
            while (to + 1 < virtualPoints.size() && virtualPoints[to + 1] == virtualPoints[from])
                ++to;
            if (virtualPoints[from] > 0)
                lines.push_back(
                    {0, "250      " + rightAligned(points(virtualPoints[from]), 4) + " " +
                            rightAligned(std::to_string(from + 1), 3) + " " +
                            rightAligned(std::to_string(to + 1), 3) + " " +
                            rightAligned(std::to_string(loaded.entries[first].startNumber), 4) +
                            " " +
                            rightAligned(std::to_string(loaded.entries[last].startNumber), 4)});
            from = to + 1;
        }
        first = last + 1;
    }
    return lines;
}

} // namespace

arbiter::Result<reports::TrfFile, Problem> trfOfTournament(db::SqlSession &session,
                                                           const std::string &tournament)
{
    const auto loaded = loadTournamentEvent(session, tournament);
    if (!loaded)
        return loaded.error();
    const db::Tournament &stored = loaded->tournament;
    const auto pairings = db::PairingStore(session).pairings(stored.id);
    if (!pairings)
        return databaseProblem(pairings.error());
    const auto players = db::PlayerStore(session).list();
    if (!players)
        return databaseProblem(players.error());
    std::map<std::int64_t, const db::Player *> playerOf;
    for (const db::Player &player : *players)
        playerOf[player.id] = &player;
    std::map<std::int64_t, int> startNumberOf;
    for (const db::Entry &entry : loaded->entries)
        startNumberOf[entry.playerId] = entry.startNumber;
    int rounds = 0;
    for (const db::Pairing &pairing : *pairings)
        rounds = std::max(rounds, pairing.round);

    reports::TrfFile file;
    file.name = stored.name;
    file.city = stored.venue.value_or("");
    file.startDate = trfDate(stored.startsOn);
    file.endDate = trfDate(stored.endsOn);
    file.playerCount = static_cast<int>(loaded->entries.size());
    file.ratedPlayerCount = static_cast<int>(
        std::count_if(loaded->entries.begin(), loaded->entries.end(),
                      [](const db::Entry &entry) { return entry.rating.has_value(); }));
    file.type = reports::settingCode(stored.system);
    file.chiefArbiter = stored.chiefArbiter.value_or("");
    file.timeControl = stored.timeControl.value_or("");
    file.rounds = stored.roundsPlanned.value_or(rounds);
    if (*file.rounds == 0)
        file.rounds.reset();
    file.xxRounds = file.rounds;
    // 152: the initial colour as set, or the one drawn, read back from round 1.
    if (stored.system == reports::PairingSystem::Swiss) {
        std::optional<reports::Colour> initial;
        if (stored.initialColour == reports::InitialColour::Lot)
            initial = reports::roundOneInitialColour(loaded->event);
        else
            initial = stored.initialColour == reports::InitialColour::Black
                          ? reports::Colour::Black
                          : reports::Colour::White;
        if (initial)
            file.initialColour = *initial == reports::Colour::Black ? 'B' : 'W';
    }

    // 162: a 2-1-0 event's points (FIDE's default, when the record is missing, is 1-0.5-0); the
    // byes, forfeits and losses keep FIDE's defaults, which are the tool's (trfreader.cpp).
    if (stored.scoring == reports::Scoring::TwoOneZero)
        file.scoring = " W 2.0    D 1.0    L 0.0";
    // Points and places as the standings give them, already in the tournament's points.
    const reports::Standings standings =
        reports::computeStandings(loaded->event, loaded->tieBreaks);
    for (std::size_t i = 0; i < loaded->entries.size(); ++i) {
        const db::Entry &entry = loaded->entries[i];
        reports::TrfPlayer player;
        player.startNumber = entry.startNumber;
        player.name = entry.playerName;
        player.rating = entry.rating;
        if (const auto found = playerOf.find(entry.playerId); found != playerOf.end()) {
            const db::Player &known = *found->second;
            player.title = known.title.value_or("");
            const std::string federation = known.federationId.value_or("");
            if (federation.size() == 3 && allOf(federation, [](char c) {
                    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
                }))
                player.federation = federation;
            const std::string number = known.fmjdId.value_or("");
            if (allOf(number, [](char c) { return c >= '0' && c <= '9'; }))
                player.fideId = number;
            if (known.birthYear)
                player.birthDate = std::to_string(*known.birthYear) + "/00/00";
        }
        for (const reports::StandingRow &row : standings.rows)
            if (row.player == static_cast<int>(i)) {
                player.points = row.points;
                player.rank = row.place;
            }
        player.rounds.resize(static_cast<std::size_t>(rounds));
        file.players.push_back(std::move(player));
    }
    std::map<int, std::size_t> indexOf; // by start number
    for (std::size_t i = 0; i < file.players.size(); ++i)
        indexOf[file.players[i].startNumber] = i;
    const auto blockOf = [&](std::int64_t playerId, int round) -> reports::TrfBlock & {
        return file.players[indexOf.at(startNumberOf.at(playerId))]
            .rounds[static_cast<std::size_t>(round - 1)];
    };
    file.otherLines = acceleratedRounds(*loaded);
    for (const db::Pairing &pairing : *pairings) {
        if (!pairing.blackId) {
            blockOf(pairing.whiteId, pairing.round) = {0, '-', byeCode(pairing.result)};
            continue;
        }
        const int white = startNumberOf.at(pairing.whiteId);
        const int black = startNumberOf.at(*pairing.blackId);
        blockOf(pairing.whiteId,
                pairing.round) = {black, 'w', pairingCode(pairing, true, stored.drawnOpenings)};
        blockOf(*pairing.blackId,
                pairing.round) = {white, 'b', pairingCode(pairing, false, stored.drawnOpenings)};
    }
    return file;
}

arbiter::Result<TrfExportSummary, Problem>
exportTrf(db::SqlSession &session, const std::string &tournament, const std::filesystem::path &file)
{
    const auto made = trfOfTournament(session, tournament);
    if (!made)
        return made.error();
    std::ostringstream text;
    reports::writeTrf(*made, text);
    if (auto failure = writeFileAtomically(file, text.str()))
        return *failure;
    return TrfExportSummary{static_cast<int>(made->players.size()), made->roundCount()};
}

} // namespace app
