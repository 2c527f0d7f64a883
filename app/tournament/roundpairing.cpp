#include "roundpairing.h"

#include "databaseproblem.h"
#include "db/pairingstore.h"
#include "db/tournamentstore.h"
#include "messagecatalogue.h"
#include "reports/bergertable.h"
#include "reports/openinglist.h"
#include "reports/swissfield.h"
#include "reports/tiebreak.h"
#include "textdecoder.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <random>

namespace app {

namespace {

// The largest list of openings read.
constexpr std::size_t maxOpeningsBytes = std::size_t{4} << 20;

// A micro-match round's opening: as given, or drawn by lot from the list file or the two-move
// openings, with what the decisions log records of it; nullopt and `problem` set when the list or
// the opening is wrong.
std::optional<OpeningDraw> roundOpening(const RoundRequest &request, std::string &problem)
{
    std::optional<std::int64_t> seed = request.openingSeed;
    if (const auto &given = request.opening) {
        const auto checked = reports::checkOpening(*given);
        if (!checked) {
            problem = "--opening, column " + std::to_string(checked.error().column) + ": " +
                      checked.error().message;
            return std::nullopt;
        }
        OpeningDraw asGiven;
        asGiven.given = true;
        asGiven.moves = *checked;
        return asGiven;
    }
    std::vector<reports::Opening> openings;
    OpeningDraw drawn;
    if (const auto &file = request.openingsFile) {
        // A list is a file of lines: a folder or a device (/dev/zero, which never ends) is none,
        // and no list of openings is near the limit (FMJD's table has a few hundred lines).
        std::error_code statusError;
        const auto status = std::filesystem::status(*file, statusError);
        if (std::filesystem::is_directory(status) || std::filesystem::is_character_file(status) ||
            std::filesystem::is_block_file(status)) {
            problem = *file + ": a folder or a device, not a file of openings";
            return std::nullopt;
        }
        std::ifstream in(*file, std::ios::binary);
        if (!in) {
            problem = *file + ": cannot be read";
            return std::nullopt;
        }
        std::string bytes(maxOpeningsBytes + 1, '\0');
        in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        bytes.resize(static_cast<std::size_t>(in.gcount()));
        if (bytes.size() > maxOpeningsBytes) {
            problem = *file + ": larger than " + std::to_string(maxOpeningsBytes >> 20) +
                      " MB, not a list of openings";
            return std::nullopt;
        }
        const auto text = TextDecoder(*file).decode(bytes);
        if (!text) {
            problem = describe(text.error());
            return std::nullopt;
        }
        reports::OpeningList list = reports::readOpeningList(text->text);
        for (const reports::OpeningError &error : list.errors)
            problem += (problem.empty() ? "" : "\n") + *file + ":" + std::to_string(error.line) +
                       ":" + std::to_string(error.column) + ": " + error.message;
        if (!problem.empty())
            return std::nullopt;
        if (list.openings.empty()) {
            problem = *file + ": no openings in it";
            return std::nullopt;
        }
        openings = std::move(list.openings);
        drawn.file = *file;
    } else {
        openings = reports::everyOpening(2);
    }
    if (!seed)
        seed = static_cast<std::int64_t>(std::random_device{}() >> 1);
    const std::size_t number =
        reports::drawnOpening(openings.size(), static_cast<std::uint64_t>(*seed));
    const reports::Opening &opening = openings[number];
    drawn.moves = opening.moves;
    drawn.seed = *seed;
    drawn.number = static_cast<int>(number + 1);
    drawn.count = static_cast<int>(openings.size());
    drawn.line = opening.line;
    return drawn;
}

// How often players `a` and `b` (indexes into the event) have met: every game or forfeit between
// them, from pairings and from games stored without one.
int meetings(const reports::Event &event, int a, int b)
{
    int count = 0;
    for (const reports::RoundResult &result : event.players[static_cast<std::size_t>(a)].results)
        if (result.opponent == b && result.outcome != reports::Outcome::NotPaired)
            ++count;
    return count;
}

bool withdrawnBefore(const db::Entry &entry, int round)
{
    return entry.withdrawnAfterRound && *entry.withdrawnAfterRound < round;
}

// Round `round` of a round robin from Berger's table, by start number order (FIDE C.05 Annex 1).
// A player withdrawn before the round is not paired: the opponent the table gives has a free
// round (bye-0, unplayed). A round that would repeat a game already played (games imported
// without round numbers count) is refused, as is a round past the table: the event is complete.
arbiter::Result<std::vector<db::PairingDraft>, Problem>
roundRobinRound(const TournamentEvent &loaded, int round)
{
    const int players = static_cast<int>(loaded.entries.size());
    const auto schedule = roundRobinTable(loaded.tournament, players);
    const int cycles = loaded.system == reports::PairingSystem::DoubleRoundRobin ? 2 : 1;
    const int cycleRounds = static_cast<int>(schedule.size()) / cycles;
    // Every pair has met as often as the system plays them: nothing is left to pair.
    int pairsDone = 0;
    int gamesPlayed = 0;
    for (int a = 0; a < players; ++a)
        for (int b = a + 1; b < players; ++b) {
            const int met = meetings(loaded.event, a, b);
            gamesPlayed += met;
            pairsDone += met >= cycles ? 1 : 0;
        }
    if (players >= 2 && pairsDone == players * (players - 1) / 2)
        return Problem{ProblemCode::RoundRobinComplete,
                       {std::to_string(players), std::to_string(gamesPlayed)}};
    if (round > static_cast<int>(schedule.size()))
        return Problem{
            ProblemCode::RoundBeyondSchedule,
            {std::to_string(round), std::to_string(players), std::to_string(schedule.size())}};
    const int allowed = round > cycleRounds ? 2 : 1; // meetings once this round is played
    std::vector<db::PairingDraft> drafts;
    int board = 0;
    for (const reports::BergerPairing &p : schedule[static_cast<std::size_t>(round - 1)]) {
        const db::Entry &white = loaded.entries[static_cast<std::size_t>(p.white - 1)];
        const db::Entry *black =
            p.black ? &loaded.entries[static_cast<std::size_t>(p.black - 1)] : nullptr;
        const bool whiteOut = withdrawnBefore(white, round);
        const bool blackOut = black && withdrawnBefore(*black, round);
        if (black && !whiteOut && !blackOut &&
            meetings(loaded.event, p.white - 1, p.black - 1) >= allowed)
            return Problem{ProblemCode::RoundRepeatsGame,
                           {std::to_string(round), white.playerName, black->playerName}};
        // Whoever is still playing sits at a board; a free round scores nothing (bye-0).
        const db::Entry *seated = !whiteOut ? &white : (black && !blackOut ? black : nullptr);
        if (!seated)
            continue;
        db::PairingDraft draft;
        draft.board = ++board;
        draft.whiteId = seated->playerId;
        if (black && !whiteOut && !blackOut)
            draft.blackId = black->playerId;
        else
            draft.result = reports::PairingResult::ZeroBye;
        drafts.push_back(draft);
    }
    return drafts;
}

// `requested`: start numbers of players who asked for a bye this round (C.04.1: a requested bye
// is not the pairing-allocated one), scoring `requestedResult`.
std::vector<db::PairingDraft> swissRound(const TournamentEvent &loaded, int round,
                                         const std::vector<int> &requested,
                                         reports::PairingResult requestedResult,
                                         reports::Colour initialColour,
                                         std::optional<ProblemCode> &refusal)
{
    const reports::Event &event = loaded.event;
    std::vector<bool> available;
    for (const reports::EventPlayer &player : event.players)
        available.push_back((!player.withdrawnAfterRound || *player.withdrawnAfterRound >= round) &&
                            std::find(requested.begin(), requested.end(), player.startNumber) ==
                                requested.end());
    // Without planned rounds no round is the last one (C.04.3 A.7's exception never applies).
    const int planned = loaded.tournament.roundsPlanned.value_or(std::numeric_limits<int>::max());
    reports::SwissField field =
        reports::swissFieldFromEvent(event, round, available, planned, initialColour);
    if (loaded.tournament.acceleration == reports::Acceleration::Baku) {
        if (!loaded.tournament.roundsPlanned) {
            refusal = ProblemCode::AccelerationNeedsRounds;
            return {};
        }
        // Group GA is made of those entered when round 1 was paired.
        reports::applyBakuAcceleration(field, reports::enteredAtStart(event));
    }
    const reports::SwissResult paired = reports::pairDutchRound(field);
    if (paired.unpairable) {
        refusal = ProblemCode::SwissUnpairable;
        return {};
    }
    std::vector<db::PairingDraft> drafts;
    int board = 0;
    for (const reports::SwissPairing &p : paired.pairings) {
        db::PairingDraft draft;
        draft.board = ++board;
        draft.whiteId = loaded.entries[static_cast<std::size_t>(p.white)].playerId;
        if (p.black >= 0)
            draft.blackId = loaded.entries[static_cast<std::size_t>(p.black)].playerId;
        else
            draft.result = reports::PairingResult::FullBye; // the pairing-allocated bye: a win
        drafts.push_back(draft);
    }
    for (std::size_t p = 0; p < loaded.entries.size(); ++p)
        if (std::find(requested.begin(), requested.end(), loaded.entries[p].startNumber) !=
            requested.end())
            drafts.push_back(
                {++board, loaded.entries[p].playerId, std::nullopt, requestedResult, std::nullopt});
    return drafts;
}

// The initial colour of FIDE C.04.3 E.5 for a Swiss round: the one the tournament sets, or with
// Lot one drawn for round 1 (`drawn` keeps it for the decisions log) and read back from round 1's
// pairing afterwards.
reports::Colour initialColourOf(const TournamentEvent &loaded, int round,
                                std::optional<reports::Colour> &drawn)
{
    const reports::InitialColour setting = loaded.tournament.initialColour;
    if (setting != reports::InitialColour::Lot)
        return setting == reports::InitialColour::Black ? reports::Colour::Black
                                                        : reports::Colour::White;
    if (round > 1)
        return reports::roundOneInitialColour(loaded.event).value_or(reports::Colour::White);
    const bool black = (std::random_device{}() & 1U) != 0;
    drawn = black ? reports::Colour::Black : reports::Colour::White;
    return *drawn;
}

} // namespace

arbiter::Result<PairedRound, Problem> pairRound(db::SqlSession &session,
                                                const TournamentEvent &loaded, int round,
                                                const RoundRequest &request)
{
    const auto database = [](const db::DbError &error) { return databaseProblem(error); };
    db::PairingStore store(session);
    const auto rounds = store.rounds(loaded.tournament.id);
    if (!rounds)
        return database(rounds.error());
    const int next = rounds->empty() ? 1 : rounds->back() + 1;
    if (round != next)
        return Problem{ProblemCode::RoundNotNext, {std::to_string(round), std::to_string(next)}};
    const bool roundRobin = reports::isRoundRobin(loaded.system);
    const bool microMatches = loaded.tournament.drawnOpenings;
    if (!roundRobin && loaded.tournament.roundsPlanned && round > *loaded.tournament.roundsPlanned)
        return Problem{ProblemCode::PlannedRoundsReached,
                       {std::to_string(*loaded.tournament.roundsPlanned)}};
    if (!roundRobin && round > 1) {
        const auto previous = store.pairings(loaded.tournament.id, round - 1);
        if (!previous)
            return database(previous.error());
        std::string missing;
        for (const db::Pairing &p : *previous)
            if (!p.result || (microMatches && p.blackId && !p.secondResult))
                missing += (missing.empty() ? "" : ", ") + std::to_string(p.board);
        if (!missing.empty())
            return Problem{ProblemCode::RoundIncomplete, {std::to_string(round - 1), missing}};
    }
    std::vector<db::PairingDraft> drafts;
    PairedRound paired;
    if (roundRobin) {
        auto scheduled = roundRobinRound(loaded, round);
        if (!scheduled)
            return scheduled.error();
        drafts = std::move(scheduled.value());
    } else {
        std::optional<ProblemCode> refusal;
        const reports::Colour initial = initialColourOf(loaded, round, paired.draw.initialColour);
        drafts = swissRound(loaded, round, request.byes, request.byeResult, initial, refusal);
        if (refusal)
            return Problem{*refusal, {std::to_string(round)}};
    }
    if (microMatches) {
        std::string problem;
        paired.draw.opening = roundOpening(request, problem);
        if (!paired.draw.opening)
            return Problem{ProblemCode::BadOpening, {problem}};
        for (db::PairingDraft &draft : drafts)
            if (draft.blackId)
                draft.opening = paired.draw.opening->moves;
    }
    std::optional<db::RoundDrawn> drawn;
    if (!paired.draw.empty())
        drawn = db::RoundDrawn{englishText(paired.draw, round), roundDrawJson(paired.draw)};
    if (auto failure = store.addRound(loaded.tournament.id, round, drafts, drawn))
        return database(*failure);
    return paired;
}

std::optional<Problem> unpairRound(db::SqlSession &session, const TournamentEvent &loaded,
                                   int round, const std::optional<std::string> &why)
{
    db::PairingStore store(session);
    const auto rounds = store.rounds(loaded.tournament.id);
    if (!rounds)
        return databaseProblem(rounds.error());
    if (std::find(rounds->begin(), rounds->end(), round) == rounds->end())
        return Problem{ProblemCode::NoSuchRound, {std::to_string(round)}};
    if (rounds->back() != round)
        return Problem{ProblemCode::NotLastRound,
                       {std::to_string(round), std::to_string(round + 1)}};
    const auto removed = store.removeRound(loaded.tournament.id, round, why);
    if (!removed)
        return databaseProblem(removed.error());
    if (!removed->empty()) {
        std::string boards;
        for (int board : *removed)
            boards += (boards.empty() ? "" : ", ") + std::to_string(board);
        return Problem{ProblemCode::RoundHasResults, {std::to_string(round), boards}};
    }
    return std::nullopt;
}

arbiter::Result<DrawnRoundOrder, Problem> drawRoundOrder(db::SqlSession &session,
                                                         const TournamentEvent &loaded,
                                                         std::optional<std::int64_t> seed)
{
    const auto rounds = db::PairingStore(session).rounds(loaded.tournament.id);
    if (!rounds)
        return databaseProblem(rounds.error());
    const bool roundRobin = reports::isRoundRobin(loaded.system);
    if (!roundRobin || !rounds->empty() || loaded.tournament.roundOrderSeed)
        return Problem{ProblemCode::RoundOrderFixed, {"1"}};
    if (!seed)
        seed = static_cast<std::int64_t>(std::random_device{}() >> 1);
    const int count = static_cast<int>(loaded.entries.size());
    const int tableRounds = count + count % 2 - 1;
    const std::vector<int> drawn =
        reports::drawnRoundOrder(tableRounds, static_cast<std::uint64_t>(*seed));
    std::string order;
    for (int r : drawn)
        order += (order.empty() ? "" : ", ") + std::to_string(r);
    auto recorded = db::TournamentStore(session).recordRoundOrder(loaded.tournament, *seed, drawn);
    if (!recorded)
        return databaseProblem(recorded.error());
    return DrawnRoundOrder{std::move(recorded.value()), *seed, order};
}

} // namespace app
