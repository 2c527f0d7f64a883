#include "trfimport.h"

#include "databaseproblem.h"
#include "db/entrystore.h"
#include "db/pairingstore.h"
#include "db/playerstore.h"
#include "digitsvalue.h"
#include "playerregistry.h"
#include "reports/pairingresult.h"
#include "reports/swissfield.h"
#include "reports/trffile.h"
#include "reports/trfreader.h"
#include "rounddraw.h"
#include "tournamentsettings.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <map>
#include <set>
#include <string_view>

namespace app {

namespace {

using reports::TrfBlock;
using reports::TrfFile;
using reports::TrfPlayer;

std::vector<Problem> unreadable(const std::string &fileName,
                                const std::vector<reports::TrfError> &errors)
{
    std::vector<Problem> problems;
    for (const reports::TrfError &error : errors)
        problems.push_back(
            {.code = ProblemCode::TrfNotReadable,
             .args = {fileName, std::to_string(error.line), std::to_string(error.column)},
             .trfError = error});
    return problems;
}

const TrfBlock &blockOf(const TrfPlayer &player, int round)
{
    static const TrfBlock blank;
    const auto at = static_cast<std::size_t>(round - 1);
    return at < player.rounds.size() ? player.rounds[at] : blank;
}

char codeOf(const TrfBlock &block)
{
    return reports::trfResultCode(block.result);
}

// Half-points of a block under 1-0.5-0 (the pairing-allocated bye and a forfeit win a win's).
int halfPointsOf(const TrfBlock &block)
{
    switch (codeOf(block)) {
    case '1':
    case 'W':
    case '+':
    case 'U':
    case 'F':
        return 2;
    case '=':
    case 'D':
    case 'H':
        return 1;
    default:
        return 0;
    }
}

// The bye a block naming no opponent stands for; none for a blank block (no seat).
std::optional<reports::PairingResult> byeResult(const TrfBlock &block)
{
    using R = reports::PairingResult;
    if (block.result == ' ')
        return std::nullopt;
    const int points = halfPointsOf(block);
    return points == 2 ? R::FullBye : points == 1 ? R::HalfBye : R::ZeroBye;
}

// The result of a game, White's block first; none when neither block has one.
std::optional<reports::PairingResult> gameResult(const TrfBlock &white, const TrfBlock &black)
{
    using R = reports::PairingResult;
    switch (codeOf(white)) {
    case '1':
    case 'W':
        return R::WhiteWins;
    case '0':
    case 'L':
        return R::BlackWins;
    case '=':
    case 'D':
        return R::Draw;
    case '+':
        return R::WhiteForfeitWin;
    case '-':
        return codeOf(black) == '+' ? R::BlackForfeitWin : R::DoubleForfeit;
    default:
        return std::nullopt;
    }
}

// "2026/01/10" as the ISO date the database takes, when it is one.
std::optional<std::string> isoDate(const std::string &written)
{
    if (written.size() != 10)
        return std::nullopt;
    const auto year = digitsValue(std::string_view(written).substr(0, 4));
    const auto month = digitsValue(std::string_view(written).substr(5, 2));
    const auto day = digitsValue(std::string_view(written).substr(8, 2));
    if (!year || !month || !day)
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year(*year),
                                           std::chrono::month(static_cast<unsigned>(*month)),
                                           std::chrono::day(static_cast<unsigned>(*day))};
    if (!date.ok())
        return std::nullopt;
    return written.substr(0, 4) + '-' + written.substr(5, 2) + '-' + written.substr(8, 2);
}

std::optional<std::string> given(const std::string &text)
{
    return text.empty() ? std::nullopt : std::optional(text);
}

db::Player playerOf(const TrfPlayer &read)
{
    db::Player player;
    player.name = read.name;
    player.rating = read.rating;
    player.title = given(read.title);
    if (read.birthDate.size() >= 4)
        player.birthYear = digitsValue(std::string_view(read.birthDate).substr(0, 4));
    player.federationId = given(read.federation);
    player.fmjdId = given(read.fideId);
    return player;
}

// The last round any player has a block in.
int lastRound(const TrfFile &file)
{
    int last = 0;
    for (const TrfPlayer &player : file.players)
        for (int round = 1; round <= static_cast<int>(player.rounds.size()); ++round)
            if (!blockOf(player, round).blank())
                last = std::max(last, round);
    return last;
}

struct Board
{
    db::PairingDraft draft;
    // The board order's keys: the pair's higher and summed scores before the round, the smaller
    // start number; a bye after every game.
    bool bye = false;
    int byePoints = 0; // half-points
    int higherScore = 0;
    int sumOfScores = 0;
    int startNumber = 0;
};

// Round `round` of the file as boards, in FIDE's order. `ids`: the players' ids by file index.
std::vector<db::PairingDraft> roundBoards(const TrfFile &file, int round,
                                          const std::vector<std::int64_t> &ids,
                                          const std::vector<int> &halfPointsBefore,
                                          TrfImportSummary &summary)
{
    std::map<int, std::size_t> indexOf;
    for (std::size_t i = 0; i < file.players.size(); ++i)
        indexOf[file.players[i].startNumber] = i;
    std::vector<Board> boards;
    for (std::size_t i = 0; i < file.players.size(); ++i) {
        const TrfPlayer &player = file.players[i];
        const TrfBlock &block = blockOf(player, round);
        const char code = codeOf(block);
        if (block.opponent == 0) {
            const auto result = byeResult(block);
            if (!result)
                continue;
            Board board;
            board.bye = true;
            board.byePoints = halfPointsOf(block);
            board.draft.whiteId = ids[i];
            board.draft.result = result;
            board.startNumber = player.startNumber;
            boards.push_back(board);
            ++summary.byes;
            summary.fullPointByes += code == 'F' ? 1 : 0;
            continue;
        }
        // Each game once: from White's block, or with no colours from the earlier record's.
        const std::size_t j = indexOf.at(block.opponent);
        const bool white = block.colour == 'w' || (block.colour != 'b' && i < j);
        if (!white)
            continue;
        const TrfBlock &answer = blockOf(file.players[j], round);
        Board board;
        board.draft.whiteId = ids[i];
        board.draft.blackId = ids[j];
        board.draft.result = gameResult(block, answer);
        board.higherScore = std::max(halfPointsBefore[i], halfPointsBefore[j]);
        board.sumOfScores = halfPointsBefore[i] + halfPointsBefore[j];
        board.startNumber = std::min(player.startNumber, file.players[j].startNumber);
        boards.push_back(board);
        ++summary.games;
        summary.unratedGames += code == 'W' || code == 'D' || code == 'L' ? 1 : 0;
    }
    std::stable_sort(boards.begin(), boards.end(), [](const Board &a, const Board &b) {
        if (a.bye != b.bye)
            return b.bye;
        if (a.bye && a.byePoints != b.byePoints) // the pairing-allocated bye first
            return a.byePoints > b.byePoints;
        if (a.higherScore != b.higherScore)
            return a.higherScore > b.higherScore;
        if (a.sumOfScores != b.sumOfScores)
            return a.sumOfScores > b.sumOfScores;
        return a.startNumber < b.startNumber;
    });
    std::vector<db::PairingDraft> drafts;
    for (Board &board : boards) {
        board.draft.board = static_cast<int>(drafts.size()) + 1;
        drafts.push_back(board.draft);
    }
    return drafts;
}

} // namespace

arbiter::Result<TrfImportSummary, std::vector<Problem>>
importTrf(db::SqlSession &session, std::istream &input, const std::string &fileName,
          const std::optional<std::string> &name)
{
    const auto read = reports::readTrfFile(input);
    if (!read)
        return unreadable(fileName, read.error());
    const TrfFile &file = *read;
    if (file.players.empty())
        return std::vector<Problem>{{ProblemCode::TrfWithoutPlayers, {fileName}}};
    // The games' two blocks must agree, and the scoring (162) be one the tool counts, before
    // anything is stored.
    const auto checked = reports::eventFromTrf(file);
    if (!checked)
        return unreadable(fileName, checked.error());
    const std::string tournamentName = name.value_or(file.name);
    if (tournamentName.find_first_not_of(" \t") == std::string::npos)
        return std::vector<Problem>{{ProblemCode::TrfWithoutName, {fileName}}};
    if (auto problem = tournamentNameProblem(tournamentName))
        return std::vector<Problem>{*problem};

    TrfImportSummary summary;
    summary.players = static_cast<int>(file.players.size());
    summary.rounds = lastRound(file);
    for (const reports::TrfOtherLine &other : file.otherLines)
        if (!other.text.empty() && !other.text.starts_with("###"))
            ++summary.linesNotImported;
    summary.linesNotImported += static_cast<int>(file.byes.size());

    db::Tournament tournament;
    tournament.name = tournamentName;
    tournament.system = reports::PairingSystem::Swiss;
    tournament.scoring = checked->scoring;
    const int planned =
        std::max({file.rounds.value_or(0), file.xxRounds.value_or(0), summary.rounds});
    if (planned > 0)
        tournament.roundsPlanned = planned;
    tournament.venue = given(file.city);
    tournament.startsOn = isoDate(file.startDate);
    tournament.endsOn = isoDate(file.endDate);
    if (tournament.startsOn && tournament.endsOn && *tournament.endsOn < *tournament.startsOn)
        tournament.endsOn.reset();
    tournament.chiefArbiter = given(file.chiefArbiter);
    tournament.timeControl = given(file.timeControl);
    tournament.initialColour = reports::trfInitialColour(file) == reports::Colour::Black
                                   ? reports::InitialColour::Black
                                   : reports::InitialColour::White;

    std::optional<Problem> refusal;
    RoundDraw imported;
    imported.importedFrom = fileName;
    const db::RoundDrawn source{englishText(imported, 0), roundDrawJson(imported)};
    const auto failure = session.transaction("import " + fileName, [&]() -> db::DbStatus {
        db::TournamentStore tournaments(session);
        if (const auto existing = tournaments.findByName(tournamentName); existing) {
            refusal = Problem{ProblemCode::TrfTournamentExists, {tournamentName, fileName}};
            return db::DbError{"", "the name is taken", "import " + fileName};
        } else if (existing.error().kind != db::DbError::Kind::NotFound) {
            return existing.error();
        }
        auto made = tournaments.create(tournament);
        if (!made)
            return made.error();
        summary.tournament = *made;

        // Stored players taken for the players of the file, each for one at most.
        auto known = db::PlayerStore(session).list();
        if (!known)
            return known.error();
        std::set<std::int64_t> taken;
        std::vector<std::int64_t> ids;
        std::vector<db::Entry> entries;
        for (const TrfPlayer &listed : file.players) {
            db::Player player = playerOf(listed);
            const auto same = std::find_if(known->begin(), known->end(), [&](const db::Player &p) {
                return !taken.count(p.id) && samePerson(p, player);
            });
            if (same != known->end()) {
                player = *same;
            } else {
                auto added = db::PlayerStore(session).add(player);
                if (!added)
                    return added.error();
                player = *added;
                ++summary.newPlayers;
            }
            taken.insert(player.id);
            auto entered = db::EntryStore(session).enter(made->id, player.id, listed.startNumber);
            if (!entered)
                return entered.error();
            ids.push_back(player.id);
            entries.push_back(*entered);
        }

        std::vector<int> halfPoints(file.players.size(), 0);
        db::PairingStore pairings(session);
        for (int round = 1; round <= summary.rounds; ++round) {
            const auto drafts = roundBoards(file, round, ids, halfPoints, summary);
            if (auto stored = pairings.addRound(made->id, round, drafts, source))
                return stored;
            for (std::size_t i = 0; i < file.players.size(); ++i)
                halfPoints[i] += halfPointsOf(blockOf(file.players[i], round));
        }

        // A withdrawal: blocks up to some round, none after it to the file's last.
        for (std::size_t i = 0; i < file.players.size(); ++i) {
            int last = 0;
            for (int round = 1; round <= summary.rounds; ++round)
                if (!blockOf(file.players[i], round).blank())
                    last = round;
            if (last == summary.rounds)
                continue;
            db::Entry entry = entries[i];
            entry.withdrawnAfterRound = last;
            if (auto saved = db::EntryStore(session).save(entry, source.text); !saved)
                return saved.error();
            ++summary.withdrawn;
        }
        return std::nullopt;
    });
    if (refusal)
        return std::vector<Problem>{*refusal};
    if (failure) {
        Problem problem = databaseProblem(*failure);
        if (problem.code == ProblemCode::TournamentNameTaken) // taken meanwhile
            problem = Problem{ProblemCode::TrfTournamentExists, {tournamentName, fileName}};
        return std::vector<Problem>{problem};
    }
    return summary;
}

} // namespace app
