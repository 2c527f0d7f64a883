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

    // Points and places as the standings give them; TRF's points are the tournament's.
    const reports::Standings standings =
        reports::computeStandings(loaded->event, loaded->tieBreaks);
    const double pointScale = stored.scoring == reports::Scoring::TwoOneZero ? 2 : 1;
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
                player.points = row.points * pointScale;
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
