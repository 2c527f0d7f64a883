#include "pdnimport.h"

#include "arbiter/pdnreader.h"
#include "databaseproblem.h"
#include "decodedinput.h"
#include "gamerecord.h"
#include "tournamentsettings.h"

#include <cstdint>
#include <deque>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>

namespace app {

namespace {

// A game known to the import, in little memory however long it is: its players, start and
// result as indexes into those met (KnownGames), its moves as their digest; 72 bytes a game.
struct KnownGame
{
    std::int64_t id = 0; // 0: a game of this file
    std::optional<int> round;
    std::optional<int> board;
    std::uint32_t start = 0;
    std::uint32_t result = 0;
    std::uint32_t next = 0; // the place of the same players' next game, from 1; 0: none
    db::MovesDigest moves{};
};

// Where a game read stands against the games stored (invariant 1 of issue 12): the same game
// (players, start, moves and result; the same round, or a round known on one side only) is
// skipped; the same players in the same known round with another game is a conflict.
struct Match
{
    const KnownGame *same = nullptr;
    const KnownGame *conflict = nullptr;
    std::string difference; // of the conflict: "moves", "result" or "start"
};

// Texts met, each once, by their index from 0.
class Interned
{
public:
    std::uint32_t add(const std::string &text)
    {
        return m_index.try_emplace(text, static_cast<std::uint32_t>(m_index.size())).first->second;
    }
    std::optional<std::uint32_t> find(const std::string &text) const
    {
        const auto it = m_index.find(text);
        return it == m_index.end() ? std::nullopt : std::optional(it->second);
    }

private:
    std::unordered_map<std::string, std::uint32_t> m_index;
};

// The games known so far, the stored ones then those of the file, and for each White and Black
// their games in that order: the candidates for a match. A deque, so no game moves or is copied
// as more are added, and memory grows by the game, not by doubling.
class KnownGames
{
public:
    explicit KnownGames(std::vector<db::GameIdentity> games)
    {
        for (const db::GameIdentity &game : games)
            add(game.id, game.white, game.black, game.round, game.board, game.startFen, game.result,
                game.moves);
    }
    void add(std::int64_t id, const std::string &white, const std::string &black,
             std::optional<int> round, std::optional<int> board, const std::string &startFen,
             const std::string &result, const db::MovesDigest &moves)
    {
        m_games.push_back(
            {id, round, board, m_starts.add(startFen), m_results.add(result), 0, moves});
        const auto place = static_cast<std::uint32_t>(m_games.size());
        const auto [chain, first] =
            m_byPlayers.try_emplace(key(m_players.add(white), m_players.add(black)), place, place);
        if (!first) {
            m_games[chain->second.second - 1].next = place;
            chain->second.second = place;
        }
    }
    // The games of these players, White then Black, oldest first.
    std::vector<const KnownGame *> between(const std::string &white, const std::string &black) const
    {
        std::vector<const KnownGame *> games;
        const auto whiteIndex = m_players.find(white);
        const auto blackIndex = m_players.find(black);
        if (!whiteIndex || !blackIndex)
            return games;
        const auto chain = m_byPlayers.find(key(*whiteIndex, *blackIndex));
        for (std::uint32_t place = chain == m_byPlayers.end() ? 0 : chain->second.first; place != 0;
             place = m_games[place - 1].next)
            games.push_back(&m_games[place - 1]);
        return games;
    }
    std::optional<std::uint32_t> start(const std::string &startFen) const
    {
        return m_starts.find(startFen);
    }
    std::optional<std::uint32_t> result(const std::string &result) const
    {
        return m_results.find(result);
    }

private:
    static std::uint64_t key(std::uint32_t white, std::uint32_t black)
    {
        return std::uint64_t{white} << 32 | black;
    }

    std::deque<KnownGame> m_games;
    Interned m_players;
    Interned m_starts;
    Interned m_results;
    // Each pair's first and last game, by place.
    std::unordered_map<std::uint64_t, std::pair<std::uint32_t, std::uint32_t>> m_byPlayers;
};

Match matchStored(const db::GameRecord &record, const db::MovesDigest &moves,
                  const KnownGames &known)
{
    Match match;
    const std::optional<std::uint32_t> start = known.start(record.startFen);
    const std::optional<std::uint32_t> result = known.result(record.result);
    for (const KnownGame *game : known.between(record.white, record.black)) {
        const bool sameStart = start == game->start;
        const bool sameMoves = sameStart && game->moves == moves;
        const bool sameGame = sameMoves && result == game->result;
        const bool roundsAgree = !game->round || !record.round || game->round == record.round;
        if (sameGame && roundsAgree) {
            match.same = game;
            return match;
        }
        if (game->round && record.round && game->round == record.round && !match.conflict) {
            match.conflict = game;
            match.difference = !sameStart ? "start" : !sameMoves ? "moves" : "result";
        } else if (!sameGame && sameMoves && roundsAgree && !match.conflict) {
            // The same moves with another result.
            match.conflict = game;
            match.difference = "result";
        }
    }
    return match;
}

std::string placeText(const arbiter::TextPlace &place, std::string &column)
{
    column = std::to_string(place.column);
    return std::to_string(place.line);
}

// A failure in the middle of an import: in the tool's words, and that nothing was stored.
Problem nothingImported(const db::DbError &error)
{
    Problem problem = databaseProblem(error);
    // The refusals' own wording says nothing was changed; these two carry the server's words.
    if (problem.code == ProblemCode::Database || problem.code == ProblemCode::DatabaseUnreachable)
        problem.args.front() += "; nothing was imported";
    return problem;
}

// The rounds a file's games may name (issue 28, point 3): a round within the tournament's plan,
// no game of a player after his withdrawal, and, once the file is read, no round skipped between
// the rounds there were and the file's last — each refused naming the game, nothing imported.
class RoundSchedule
{
public:
    RoundSchedule(const db::ImportSchedule &schedule, const std::string &fileName)
        : m_schedule(schedule), m_fileName(fileName)
    {}

    // The refusal of a game about to be stored, if its round is not one the event allows.
    std::optional<Problem> check(const db::GameRecord &record, int index,
                                 const arbiter::TextPlace &place)
    {
        if (!record.round)
            return std::nullopt;
        const int round = *record.round;
        std::string column;
        const std::string line = placeText(place, column);
        if (m_schedule.roundsPlanned && round > *m_schedule.roundsPlanned)
            return Problem{ProblemCode::ImportRoundBeyondPlan,
                           {m_fileName, line, column, std::to_string(index), std::to_string(round),
                            std::to_string(*m_schedule.roundsPlanned)}};
        for (const std::string &name : {record.white, record.black})
            if (const auto withdrawn = m_schedule.withdrawnAfter.find(name);
                withdrawn != m_schedule.withdrawnAfter.end() && round > withdrawn->second)
                return Problem{ProblemCode::ImportAfterWithdrawal,
                               {m_fileName, line, column, std::to_string(index), name,
                                std::to_string(round), std::to_string(withdrawn->second)}};
        if (round > m_schedule.lastRound)
            m_firstGames.try_emplace(round, FirstGame{line, column, index});
        return std::nullopt;
    }

    // The refusal of the file when its rounds skip one: the first game past the gap.
    std::optional<Problem> gap() const
    {
        int expected = m_schedule.lastRound + 1;
        for (const auto &[round, first] : m_firstGames) {
            if (round != expected)
                return Problem{ProblemCode::ImportRoundSkipped,
                               {m_fileName, first.line, first.column, std::to_string(first.index),
                                std::to_string(round), std::to_string(expected)}};
            ++expected;
        }
        return std::nullopt;
    }

private:
    struct FirstGame
    {
        std::string line;
        std::string column;
        int index = 0;
    };

    const db::ImportSchedule &m_schedule;
    const std::string &m_fileName;
    std::map<int, FirstGame> m_firstGames; // the new rounds, each with its first game
};

} // namespace

arbiter::Result<PdnImportSummary, Problem>
importPdn(db::PgConnection &connection, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *endgames,
          const PdnImportProgress &progress, arbiter::Variant createVariant)
{
    // A tournament made here gets a name as any other (tournamentsettings.h).
    if (create)
        if (auto problem = tournamentNameProblem(tournament))
            return *problem;
    db::GameImporter importer(connection);
    if (auto failure = importer.begin(tournament, create, fileName, createVariant))
        return failure->kind == db::DbError::Kind::NotFound
                   ? Problem{ProblemCode::NoSuchTournament, {tournament}}
                   : databaseProblem(*failure);
    // Every ply's move and position is stored, so the audit keeps them; a game of another
    // variant than the tournament's is refused.
    const arbiter::Auditor auditor(rules, endgames,
                                   arbiter::Auditor::Options{.recordHistory = true,
                                                             .variant = importer.variant(),
                                                             .onlyOwnVariant = true});
    // The games stored before, and those of this file as they are taken in.
    KnownGames known(importer.takeStoredGames());
    RoundSchedule scheduled(importer.schedule(), fileName);
    arbiter::PdnReader reader(input);
    reader.setKeepText(true);
    PdnImportSummary summary;
    std::uint64_t games = 0;
    arbiter::Auditor::KnownStart knownStart; // a file's games repeat one FEN
    while (const auto game = reader.next()) {
        if (progress.cancelled && progress.cancelled()) {
            importer.rollback();
            summary.cancelled = true;
            return summary;
        }
        arbiter::GameAudit audit = auditor.audit(*game, &knownStart);
        std::string column;
        if (game->problem || !audit.replayed) {
            const arbiter::AuditFinding &why = audit.findings.front();
            importer.rollback();
            const std::string line = placeText(why.place, column);
            return Problem{ProblemCode::GameNotImportable,
                           {fileName, line, column, std::to_string(game->index), why.message},
                           std::nullopt,
                           why.detail};
        }
        for (const char *side : {"White", "Black"})
            if (game->tag(side).value_or("").find_first_not_of(" \t") == std::string::npos) {
                importer.rollback();
                const std::string line = placeText(game->place, column);
                return Problem{ProblemCode::GameWithoutPlayer,
                               {fileName, line, column, std::to_string(game->index), side}};
            }
        // A Round tag that names no round (PDN's "?" and "-" say it is unknown) is not dropped
        // silently: a finding with its place, stored with the game.
        for (const arbiter::PdnTag &tag : game->tags)
            if (tag.name == "Round" && !roundTagNumber(tag.value) && tag.value != "" &&
                tag.value != "?" && tag.value != "-") {
                arbiter::AuditFinding finding;
                finding.code = "BAD_TAG";
                finding.severity = arbiter::Severity::Warning;
                finding.detail = {arbiter::RuleMessageId::BadRoundTag,
                                  arbiter::WrittenFacts{tag.value}};
                finding.message = arbiter::englishText(finding.detail);
                finding.place = tag.place;
                audit.findings.push_back(finding);
                summary.badRounds.emplace_back(game->index, std::move(finding));
            }
        db::GameRecord record = gameRecord(*game, audit);
        const db::MovesDigest moves = db::movesDigest(record.moves);
        const Match match = matchStored(record, moves, known);
        if (match.same) {
            ++summary.alreadyStored;
        } else if (match.conflict) {
            importer.rollback();
            const std::string line = placeText(game->place, column);
            const KnownGame &other = *match.conflict;
            return Problem{ProblemCode::GameConflict,
                           {fileName, line, column, std::to_string(game->index), record.white,
                            record.black, std::to_string(*record.round), std::to_string(other.id),
                            other.board ? std::to_string(*other.board) : std::string("-"),
                            match.difference}};
        } else if (auto refused = scheduled.check(record, game->index, game->place)) {
            importer.rollback();
            return *refused;
        } else {
            summary.findings += audit.findings.size();
            known.add(0, record.white, record.black, record.round, std::nullopt, record.startFen,
                      record.result, moves);
            if (auto failure = importer.add(std::move(record))) {
                importer.rollback();
                return nothingImported(*failure);
            }
        }
        ++games;
        if (progress.report) {
            const auto at = size > 0 ? input.tellg() : std::istream::pos_type(-1);
            progress.report(games,
                            at >= 0 ? static_cast<double>(at) / static_cast<double>(size) : -1.0);
        }
    }
    if (auto skipped = scheduled.gap()) {
        importer.rollback();
        return *skipped;
    }
    const auto counts = importer.commit();
    if (!counts)
        return nothingImported(counts.error());
    summary.counts = *counts;
    return summary;
}

arbiter::Result<PdnImportSummary, Problem>
importPdn(const std::string &conninfo, std::istream &input, std::uint64_t size,
          const std::string &fileName, const std::string &tournament, bool create,
          const arbiter::RuleSet &rules, const arbiter::EndgameDatabase *endgames,
          const PdnImportProgress &progress, arbiter::Variant createVariant)
{
    auto connection = db::PgConnection::open(conninfo);
    if (!connection)
        return databaseProblem(connection.error());
    return importPdn(connection.value(), input, size, fileName, tournament, create, rules, endgames,
                     progress, createVariant);
}

std::optional<arbiter::Variant> pdnFileVariant(const std::filesystem::path &file)
{
    auto source = std::make_unique<std::ifstream>(file, std::ios::binary);
    if (!*source)
        return std::nullopt;
    auto input = DecodedInput::open(std::move(source), file.string());
    if (!input)
        return std::nullopt;
    arbiter::PdnReader reader(**input);
    const auto first = reader.next();
    if (!first)
        return std::nullopt;
    const auto type = first->tag("GameType");
    return type ? arbiter::variantOfGameTypeTag(*type) : std::nullopt;
}

} // namespace app
